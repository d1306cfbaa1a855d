/**
 * A Docusaurus `themeConfig` in sitegen's keys: the navbar (every item type
 * sitegen renders), the footer, the announcement bar, colour mode, Algolia,
 * metadata, the social card, the table of contents. What the theme cannot
 * honour is a warning at its key.
 */
import type {
  AlgoliaSearchConfig,
  FooterColumn,
  FooterConfig,
  FooterLink,
  HeadTagConfig,
  LogoConfig,
  NavbarConfig,
  NavbarDropdownEntry,
  NavbarItem,
  NavbarLinkItem,
  SitegenConfig,
} from '../config/defineConfig.ts';
import { describe, isPlain, type ConfigReader, type Plain } from './configReader.ts';

/** A Docusaurus `to` (relative to the base URL, with or without its leading slash) as a route; an address stays one. */
export function docusaurusTarget(to: string): { to: string } | { href: string } {
  if (/^[a-z][a-z0-9+.-]*:/i.test(to) || to.startsWith('//')) return { href: to };
  return { to: to.startsWith('/') ? to : `/${to.replace(/^\.\//, '')}` };
}

/** A Docusaurus `to` as a route, an address as it is. */
function routeOf(value: string): string {
  const target = docusaurusTarget(value);
  return 'to' in target ? target.to : target.href;
}

/**
 * A `href` that points into the site (`/docs/x`, or the site's own origin) is a route, so it is checked and gets the
 * base path.
 */
function linkTarget(item: Plain, keyPath: string, reader: ConfigReader): { to: string } | { href: string } | undefined {
  const to = reader.string(item.to, `${keyPath}.to`);
  const href = reader.string(item.href, `${keyPath}.href`);
  if (to !== undefined) return docusaurusTarget(to);
  if (href !== undefined) return { href };
  return undefined;
}

/** The text of an HTML label, for an accessible name and translations. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const className = (value: unknown) => (typeof value === 'string' && value !== '' ? { className: value } : {});
const position = (value: unknown): { position?: 'left' | 'right' } =>
  value === 'left' || value === 'right' ? { position: value } : {};

/** `https://github.com/org/repo` → `github.com/org/repo`. */
function addressName(address: string): string {
  return address.replace(/^[a-z][a-z\d+.-]*:\/\//i, '').replace(/\/$/, '');
}

function mapLink(
  item: Plain,
  keyPath: string,
  reader: ConfigReader,
  place: { position?: 'left' | 'right' },
): NavbarLinkItem | undefined {
  const target = linkTarget(item, keyPath, reader);
  const html = reader.string(item.html, `${keyPath}.html`);
  // An item without a label (an icon drawn by the site's CSS, `header-github-link`) shows no text, as in Docusaurus.
  const label = reader.string(item.label, `${keyPath}.label`) ?? (html !== undefined ? textOf(html) : undefined) ?? '';
  if (!target) {
    if (html !== undefined) return undefined;
    reader.warn(keyPath, `The navbar item ${keyPath} has neither to nor href; it is left out.`);
    return undefined;
  }
  // Docusaurus leaves such a link without a name; screen readers get its address, without the scheme.
  const ariaLabel =
    reader.string(item['aria-label'], `${keyPath}.aria-label`) ??
    (label === '' && html === undefined ? addressName('to' in target ? target.to : target.href) : undefined);
  const activeBasePath = reader.string(item.activeBasePath, `${keyPath}.activeBasePath`);
  if (item.activeBaseRegex !== undefined)
    reader.warn(
      `${keyPath}.activeBaseRegex`,
      `activeBaseRegex is not supported: the item ${keyPath} is active on its own ` +
        `page${activeBasePath ? ' and under activeBasePath' : ''} only.`,
      'Use activeBasePath for a prefix.',
    );
  return {
    label,
    ...target,
    ...place,
    ...className(item.className),
    ...(activeBasePath ? { activeBasePath: routeOf(activeBasePath) } : {}),
    ...(ariaLabel ? { ariaLabel } : {}),
    ...(html !== undefined ? { html } : {}),
  } as NavbarLinkItem;
}

function mapEntry(item: unknown, keyPath: string, reader: ConfigReader, inDropdown: boolean): NavbarItem | undefined {
  if (!isPlain(item)) {
    reader.warn(
      keyPath,
      `The navbar item ${keyPath} should be an object, but it is ${describe(item)}; it is left out.`,
    );
    return undefined;
  }
  const type = item.type ?? 'default';
  // Docusaurus puts an item without a position on the left.
  const place = inDropdown ? {} : position(item.position ?? 'left');
  const common = { ...place, ...className(item.className) };
  switch (type) {
    case 'default':
    case 'link':
      return mapLink(item, keyPath, reader, place);
    case 'html': {
      const value = reader.string(item.value, `${keyPath}.value`);
      return value === undefined ? undefined : { type: 'html', value, ...common };
    }
    case 'doc': {
      const docId = reader.string(item.docId, `${keyPath}.docId`);
      if (docId === undefined) return undefined;
      const label = reader.string(item.label, `${keyPath}.label`);
      return { type: 'doc', docId, ...(label ? { label } : {}), ...instanceOf(item, keyPath, reader), ...common };
    }
    case 'docSidebar': {
      const sidebarId = reader.string(item.sidebarId, `${keyPath}.sidebarId`);
      if (sidebarId === undefined) return undefined;
      return {
        type: 'docSidebar',
        sidebarId,
        label: reader.string(item.label, `${keyPath}.label`) ?? sidebarId,
        ...instanceOf(item, keyPath, reader),
        ...common,
      };
    }
    default:
      if (inDropdown) break;
      switch (type) {
        case 'dropdown': {
          const label = reader.string(item.label, `${keyPath}.label`) ?? '';
          const items = reader
            .array(item.items, `${keyPath}.items`)
            .map((entry, i) => mapEntry(entry, `${keyPath}.items[${i}]`, reader, true))
            .filter((entry): entry is NavbarDropdownEntry => entry !== undefined);
          return { type: 'dropdown', label, items, ...common };
        }
        case 'docsVersion': {
          const label = reader.string(item.label, `${keyPath}.label`);
          return { type: 'docsVersion', ...(label ? { label } : {}), ...common };
        }
        case 'docsVersionDropdown':
          if (item.dropdownItemsBefore !== undefined || item.dropdownItemsAfter !== undefined)
            reader.warn(
              keyPath,
              `The version menu's dropdownItemsBefore and dropdownItemsAfter (${keyPath}) are not shown.`,
            );
          return { type: 'docsVersionDropdown', ...place };
        case 'localeDropdown':
          return { type: 'localeDropdown', ...place };
        case 'search':
          return { type: 'search', ...place };
      }
  }
  reader.warn(
    keyPath,
    `The navbar item ${keyPath} has the type '${String(type)}', which sitegen does not ` +
      `render${String(type).startsWith('custom-') ? ' (a component registered by the site)' : ''}; it is left ` +
      `out.`,
    'sitegen renders links, html, doc, docSidebar, dropdown, docsVersion, docsVersionDropdown, localeDropdown ' +
      'and search items.',
  );
  return undefined;
}

/**
 * `docsPluginId`: the docs instance of the item's doc or sidebar (its id in docsInstances); the main docs by default.
 */
function instanceOf(item: Plain, keyPath: string, reader: ConfigReader): { docsInstance?: string } {
  const id = reader.string(item.docsPluginId, `${keyPath}.docsPluginId`);
  return id === undefined || id === 'default' ? {} : { docsInstance: id };
}

function mapLogo(value: unknown, keyPath: string, reader: ConfigReader): LogoConfig | undefined {
  const logo = reader.object(value, keyPath);
  if (!logo) return undefined;
  const src = reader.string(logo.src, `${keyPath}.src`);
  if (src === undefined) return undefined;
  const srcDark = reader.string(logo.srcDark, `${keyPath}.srcDark`);
  const href = reader.string(logo.href, `${keyPath}.href`);
  const width = reader.number(logo.width, `${keyPath}.width`);
  const height = reader.number(logo.height, `${keyPath}.height`);
  const style = reader.object(logo.style, `${keyPath}.style`);
  const styleValues = style
    ? Object.fromEntries(
        Object.entries(style).filter(
          (entry): entry is [string, string | number] => typeof entry[1] === 'string' || typeof entry[1] === 'number',
        ),
      )
    : undefined;
  return {
    ...(styleValues && Object.keys(styleValues).length > 0 ? { style: styleValues } : {}),
    src,
    alt: reader.string(logo.alt, `${keyPath}.alt`) ?? '',
    ...(srcDark ? { srcDark } : {}),
    ...(href ? { href: routeOf(href) } : {}),
    ...(width ? { width: Math.round(width) } : {}),
    ...(height ? { height: Math.round(height) } : {}),
    ...className(logo.className),
  };
}

function mapNavbar(value: unknown, reader: ConfigReader): NavbarConfig | undefined {
  const navbar = reader.object(value, 'themeConfig.navbar');
  if (!navbar) return undefined;
  reader.origin('navbar', 'themeConfig.navbar');
  const logo = mapLogo(navbar.logo, 'themeConfig.navbar.logo', reader);
  const hideOnScroll = reader.boolean(navbar.hideOnScroll, 'themeConfig.navbar.hideOnScroll');
  const style = navbar.style === 'primary' || navbar.style === 'dark' ? navbar.style : undefined;
  const items = reader
    .array(navbar.items, 'themeConfig.navbar.items')
    .map((item, i) => mapEntry(item, `themeConfig.navbar.items[${i}]`, reader, false))
    .filter((item): item is NavbarItem => item !== undefined);
  return {
    // Docusaurus shows no title unless the navbar has one.
    title: reader.string(navbar.title, 'themeConfig.navbar.title') ?? '',
    ...(logo ? { logo } : {}),
    items,
    ...(hideOnScroll !== undefined ? { hideOnScroll } : {}),
    ...(style ? { style } : {}),
  };
}

function mapFooterItem(item: unknown, keyPath: string, reader: ConfigReader): FooterLink | undefined {
  if (!isPlain(item)) {
    reader.warn(
      keyPath,
      `The footer link ${keyPath} should be an object, but it is ${describe(item)}; it is left out.`,
    );
    return undefined;
  }
  const html = reader.string(item.html, `${keyPath}.html`);
  if (html !== undefined) return { html };
  const target = linkTarget(item, keyPath, reader);
  const label = reader.string(item.label, `${keyPath}.label`);
  if (!target || label === undefined) {
    reader.warn(keyPath, `The footer link ${keyPath} needs a label and a to or href; it is left out.`);
    return undefined;
  }
  return { label, ...target } as FooterLink;
}

function mapFooter(value: unknown, reader: ConfigReader): FooterConfig | undefined {
  const footer = reader.object(value, 'themeConfig.footer');
  if (!footer) return undefined;
  reader.origin('footer', 'themeConfig.footer');
  const entries = reader.array(footer.links, 'themeConfig.footer.links');
  const columns = entries.every((entry) => isPlain(entry) && Array.isArray(entry.items));
  const links = (columns ? entries : []).map((entry, i): FooterColumn => {
    const column = entry as Plain;
    return {
      title: reader.string(column.title, `themeConfig.footer.links[${i}].title`) ?? '',
      items: (column.items as unknown[])
        .map((item, j) => mapFooterItem(item, `themeConfig.footer.links[${i}].items[${j}]`, reader))
        .filter((item): item is FooterLink => item !== undefined),
    };
  });
  // A list of links without columns: Docusaurus's simple footer, one row.
  const simpleLinks = columns
    ? []
    : entries
        .map((item, i) => mapFooterItem(item, `themeConfig.footer.links[${i}]`, reader))
        .filter((item): item is FooterLink => item !== undefined);
  const logo = mapLogo(footer.logo, 'themeConfig.footer.logo', reader);
  const copyright = reader.string(footer.copyright, 'themeConfig.footer.copyright');
  return {
    // Docusaurus's footer is light unless it says dark.
    style: footer.style === 'dark' ? 'dark' : 'light',
    links,
    ...(simpleLinks.length > 0 ? { simpleLinks } : {}),
    ...(logo ? { logo } : {}),
    ...(copyright !== undefined ? { copyright } : {}),
  };
}

function mapAlgolia(value: unknown, reader: ConfigReader): AlgoliaSearchConfig | undefined {
  const algolia = reader.object(value, 'themeConfig.algolia');
  if (!algolia) return undefined;
  const appId = reader.string(algolia.appId, 'themeConfig.algolia.appId');
  const apiKey = reader.string(algolia.apiKey, 'themeConfig.algolia.apiKey');
  const indexName = reader.string(algolia.indexName, 'themeConfig.algolia.indexName');
  if (!appId || !apiKey || !indexName) {
    reader.warn(
      'themeConfig.algolia',
      "themeConfig.algolia needs appId, apiKey and indexName; the site gets sitegen's local search instead.",
    );
    return undefined;
  }
  reader.origin('search', 'themeConfig.algolia');
  const contextualSearch = reader.boolean(algolia.contextualSearch, 'themeConfig.algolia.contextualSearch');
  const insights = reader.boolean(algolia.insights, 'themeConfig.algolia.insights');
  const externalUrlRegex = reader.string(algolia.externalUrlRegex, 'themeConfig.algolia.externalUrlRegex');
  for (const key of ['searchParameters', 'replaceSearchResultPathname', 'searchPagePath', 'transformItems'] as const) {
    if (algolia[key] !== undefined && algolia[key] !== false)
      reader.warn(
        `themeConfig.algolia.${key}`,
        `themeConfig.algolia.${key} is not supported; search works without it.`,
      );
  }
  return {
    provider: 'algolia',
    appId,
    apiKey,
    indexName,
    ...(contextualSearch !== undefined ? { contextualSearch } : {}),
    ...(insights !== undefined ? { insights } : {}),
    ...(externalUrlRegex ? { externalUrlRegex } : {}),
  };
}

/** `metadata: [{ name, content }]`: meta tags on every page. */
function mapMetadata(value: unknown, reader: ConfigReader): HeadTagConfig[] {
  return reader.array(value, 'themeConfig.metadata').flatMap((entry, i): HeadTagConfig[] => {
    if (!isPlain(entry)) {
      reader.warn(
        `themeConfig.metadata[${i}]`,
        `themeConfig.metadata[${i}] should be an object of attributes, but it is ${describe(entry)}; it is left out.`,
      );
      return [];
    }
    const attributes = Object.fromEntries(
      Object.entries(entry).filter(([, v]) => typeof v === 'string' || typeof v === 'boolean'),
    ) as Record<string, string | boolean>;
    return [{ tagName: 'meta', attributes }];
  });
}

/** Keys of `themeConfig` read elsewhere or with nothing to do in sitegen's theme. */
const readElsewhere = new Set([
  'navbar',
  'footer',
  'announcementBar',
  'colorMode',
  'algolia',
  'metadata',
  'image',
  'tableOfContents',
  'prism',
  'docs',
  'mermaid',
]);

export interface MappedThemeConfig {
  config: Partial<SitegenConfig>;
  headTags: HeadTagConfig[];
}

export function mapThemeConfig(value: unknown, reader: ConfigReader): MappedThemeConfig {
  const theme = reader.object(value, 'themeConfig') ?? {};
  const config: Partial<SitegenConfig> = {};
  const navbar = mapNavbar(theme.navbar, reader);
  if (navbar) config.navbar = navbar;
  const footer = mapFooter(theme.footer, reader);
  if (footer) config.footer = footer;
  const bar = reader.object(theme.announcementBar, 'themeConfig.announcementBar');
  const content = bar ? reader.string(bar.content, 'themeConfig.announcementBar.content') : undefined;
  if (bar && content !== undefined) {
    reader.origin('announcementBar', 'themeConfig.announcementBar');
    const closeable = reader.boolean(bar.isCloseable, 'themeConfig.announcementBar.isCloseable');
    const backgroundColor = reader.string(bar.backgroundColor, 'themeConfig.announcementBar.backgroundColor');
    const textColor = reader.string(bar.textColor, 'themeConfig.announcementBar.textColor');
    config.announcementBar = {
      id: reader.string(bar.id, 'themeConfig.announcementBar.id') ?? 'announcement-bar',
      content,
      ...(closeable !== undefined ? { isCloseable: closeable } : {}),
      ...(backgroundColor ? { backgroundColor } : {}),
      ...(textColor ? { textColor } : {}),
    };
  }
  const colorMode = reader.object(theme.colorMode, 'themeConfig.colorMode');
  if (colorMode) {
    reader.origin('colorMode', 'themeConfig.colorMode');
    const disableSwitch = reader.boolean(colorMode.disableSwitch, 'themeConfig.colorMode.disableSwitch');
    const respectPrefersColorScheme = reader.boolean(
      colorMode.respectPrefersColorScheme,
      'themeConfig.colorMode.respectPrefersColorScheme',
    );
    config.colorMode = {
      ...(colorMode.defaultMode === 'dark' || colorMode.defaultMode === 'light'
        ? { defaultMode: colorMode.defaultMode }
        : {}),
      ...(disableSwitch !== undefined ? { disableSwitch } : {}),
      ...(respectPrefersColorScheme !== undefined ? { respectPrefersColorScheme } : {}),
    };
  }
  const algolia = mapAlgolia(theme.algolia, reader);
  if (algolia) config.search = algolia;
  const image = reader.string(theme.image, 'themeConfig.image');
  if (image) {
    config.image = image;
    reader.origin('image', 'themeConfig.image');
  }
  const toc = reader.object(theme.tableOfContents, 'themeConfig.tableOfContents');
  if (toc) {
    const min = reader.number(toc.minHeadingLevel, 'themeConfig.tableOfContents.minHeadingLevel') ?? 2;
    const max = reader.number(toc.maxHeadingLevel, 'themeConfig.tableOfContents.maxHeadingLevel') ?? 3;
    config.docs = { toc: { min, max } };
    reader.origin('docs.toc', 'themeConfig.tableOfContents');
  }
  mapPrism(theme.prism, reader);
  const docs = reader.object(theme.docs, 'themeConfig.docs');
  const sidebar = docs ? reader.object(docs.sidebar, 'themeConfig.docs.sidebar') : undefined;
  if (sidebar?.hideable === true)
    reader.warn(
      'themeConfig.docs.sidebar.hideable',
      'The docs sidebar cannot be hidden by the reader (themeConfig.docs.sidebar.hideable); it is always shown.',
    );
  if (theme.mermaid !== undefined) {
    reader.warn(
      'themeConfig.mermaid',
      "themeConfig.mermaid (Mermaid's themes and options) is not applied: diagrams are drawn with Mermaid's " +
        'default theme, and its dark theme in dark mode.',
    );
  }
  for (const key of Object.keys(theme)) {
    if (!readElsewhere.has(key))
      reader.warn(`themeConfig.${key}`, `themeConfig.${key} has no equivalent in sitegen's theme; it is ignored.`);
  }
  return { config, headTags: mapMetadata(theme.metadata, reader) };
}

/** Prism's options: every language shiki knows is available, and code is coloured by sitegen's GitHub themes. */
function mapPrism(value: unknown, reader: ConfigReader): void {
  const prism = reader.object(value, 'themeConfig.prism');
  if (!prism) return;
  const magicComments = reader.array(prism.magicComments, 'themeConfig.prism.magicComments');
  const custom = magicComments.filter(
    (comment) => isPlain(comment) && comment.className !== 'theme-code-block-highlighted-line',
  );
  if (custom.length > 0) {
    reader.warn(
      'themeConfig.prism.magicComments',
      `Magic comments with classes of their own ` +
        `(${custom.map((c) => String((c as Plain).className)).join(', ')}) are not applied: sitegen knows ` +
        `highlight-next-line, highlight-start and highlight-end.`,
    );
  }
}

/** The part of the resolved config the theme renders, with every link resolved to an href. */
import type {
  ThemeConfig,
  ThemeFooterItem,
  ThemeLogo,
  ThemeNavbarHtml,
  ThemeNavbarItem,
  ThemeNavbarLink,
} from '../../theme/context.ts';
import { hrefForPath, isExternalHref } from '../../theme/data/links.ts';
import type {
  FooterLink,
  LogoConfig,
  NavbarDropdownEntry,
  NavbarItem,
  ResolvedConfig,
} from '../config/defineConfig.ts';
import { hrefFor } from '../routes/outputPath.ts';

/** How the navbar's links to docs resolve: a sidebar's first doc, a doc by id, the main doc of the last version. */
export interface DocLinks {
  /** A sidebar's first doc (in the last docs version), of the main docs or of another docs instance. */
  sidebarFirstHref: (sidebarId: string, instance?: string) => string | undefined;
  /** On a site of several versions, a sidebar's first doc in each version, by version name. */
  sidebarVersionHrefs?: (sidebarId: string, instance?: string) => Record<string, string>;
  /**
   * A doc by id, in the last version (of the main docs, or of another docs instance): its address and sidebar label.
   */
  doc?: (docId: string, instance?: string) => { href: string; label: string } | undefined;
  /** The main doc of the last version, and the version's label. */
  mainDoc?: () => { href: string; label: string } | undefined;
}

type Position = 'left' | 'right';

/** What every link of the theme's config is resolved with: the config's base path and the docs' links. */
interface ThemeLinks {
  config: ResolvedConfig;
  docLinks: DocLinks;
  /** A page of the site (`to`) or an address (`href`), as the theme links it. */
  href: (to: string | undefined, external: string | undefined) => string;
}

/**
 * Docs links as the theme renders them; a doc that does not exist leads to `#` (the check of config links reports it).
 */
export function themeConfigFrom(
  config: ResolvedConfig,
  links: DocLinks | ((sidebarId: string) => string | undefined),
  sidebarVersionHrefs?: (sidebarId: string) => Record<string, string>,
): ThemeConfig {
  const docLinks: DocLinks =
    typeof links === 'function'
      ? { sidebarFirstHref: links, ...(sidebarVersionHrefs ? { sidebarVersionHrefs } : {}) }
      : links;
  const resolved: ThemeLinks = {
    config,
    docLinks,
    href: (to, external) =>
      external !== undefined
        ? (rawPathname(config, external) ?? external)
        : hrefForPath(to ?? '/', config.basePath, config.trailingSlash),
  };
  const footerItem = (item: FooterLink) => themeFooterItem(resolved, item);
  return {
    title: config.title,
    tagline: config.tagline,
    basePath: hrefFor('/', config.basePath, false),
    trailingSlash: config.trailingSlash,
    ...(config.repositoryUrl ? { repositoryUrl: config.repositoryUrl } : {}),
    navbar: {
      title: config.navbar.title,
      ...(config.navbar.logo ? { logo: themeLogo(resolved, config.navbar.logo) } : {}),
      items: config.navbar.items.map((item) => navbarItem(resolved, item)),
      hideOnScroll: config.navbar.hideOnScroll,
      ...(config.navbar.style ? { style: config.navbar.style } : {}),
    },
    footer: {
      style: config.footer.style,
      copyright: config.footer.copyright,
      links: config.footer.links.map((column) => ({ title: column.title, items: column.items.map(footerItem) })),
      ...(config.footer.simpleLinks.length > 0 ? { simpleLinks: config.footer.simpleLinks.map(footerItem) } : {}),
      ...(config.footer.logo ? { logo: themeLogo(resolved, config.footer.logo) } : {}),
    },
    ...(config.announcementBar ? { announcementBar: config.announcementBar } : {}),
    colorMode: config.colorMode,
  };
}

/**
 * `pathname:///playground/`: a path of the host that is no page of the site, with the base path only, opened in
 * place; undefined for any other address.
 */
function rawPathname(config: ResolvedConfig, address: string): string | undefined {
  if (!address.startsWith('pathname://')) return undefined;
  const pathname = address.slice('pathname://'.length);
  return pathname.startsWith('/') ? `${config.basePath.replace(/\/$/, '')}${pathname}` : pathname;
}

/** A `pathname://` address opens in place, not in a new tab as other addresses do. */
const target = (address: string | undefined) =>
  address?.startsWith('pathname://') ? { target: '_self' as const } : {};

/** A logo's files keep their names (no trailing slash); an absolute address stays as it is. */
function themeLogo({ config, href }: ThemeLinks, given: LogoConfig): ThemeLogo {
  const fileHref = (src: string) =>
    isExternalHref(src) ? src : hrefFor(src.startsWith('/') ? src : `/${src}`, config.basePath, false);
  return {
    ...given,
    src: fileHref(given.src),
    ...(given.srcDark ? { srcDark: fileHref(given.srcDark) } : {}),
    ...(given.href ? { href: isExternalHref(given.href) ? given.href : href(given.href, undefined) } : {}),
  };
}

/** A link of the navbar or of one of its dropdowns: to a page or an address, a sidebar's first doc, a doc; or HTML. */
function navbarEntry(
  { config, docLinks, href }: ThemeLinks,
  item: NavbarDropdownEntry,
  position: Position,
): ThemeNavbarLink | ThemeNavbarHtml {
  const className = item.className ? { className: item.className } : {};
  if (item.type === 'html') return { type: 'html', value: item.value, position, ...className };
  if (item.type === 'docSidebar') {
    const versionHrefs = docLinks.sidebarVersionHrefs?.(item.sidebarId, item.docsInstance);
    const hasVersions = versionHrefs !== undefined && Object.keys(versionHrefs).length > 0;
    return {
      type: 'link',
      label: item.label,
      href: docLinks.sidebarFirstHref(item.sidebarId, item.docsInstance) ?? '#',
      external: false,
      position,
      activeSidebar: item.sidebarId,
      ...(hasVersions ? { versionHrefs } : {}),
      ...className,
    };
  }
  if (item.type === 'doc') {
    const doc = docLinks.doc?.(item.docId, item.docsInstance);
    return {
      type: 'link',
      label: item.label ?? doc?.label ?? item.docId,
      href: doc?.href ?? '#',
      external: false,
      position,
      ...className,
    };
  }
  return {
    type: 'link',
    label: item.label,
    href: href(item.to, item.href),
    external: item.href !== undefined,
    ...target(item.href),
    position,
    ...(item.activeBasePath ? { activeBasePath: hrefFor(item.activeBasePath, config.basePath, false) } : {}),
    ...(item.ariaLabel ? { ariaLabel: item.ariaLabel } : {}),
    ...className,
    ...(item.html ? { html: item.html } : {}),
  };
}

/** An item of the navbar, on the left by default but the search, the dropdowns of locales and versions, and colors. */
function navbarItem(links: ThemeLinks, item: NavbarItem): ThemeNavbarItem {
  const position =
    item.position ??
    (item.type === 'search' ||
    item.type === 'localeDropdown' ||
    item.type === 'docsVersionDropdown' ||
    item.type === 'colorMode'
      ? 'right'
      : 'left');
  switch (item.type) {
    case 'localeDropdown':
    case 'docsVersionDropdown':
    case 'colorMode':
      return { type: item.type, position };
    case 'search':
      return { type: 'search', position, href: hrefFor('/search', links.config.basePath, links.config.trailingSlash) };
    case 'dropdown':
      return {
        type: 'dropdown',
        label: item.label,
        position,
        ...(item.className ? { className: item.className } : {}),
        items: item.items.map((child) => navbarEntry(links, child, position)),
      };
    case 'docsVersion': {
      const main = links.docLinks.mainDoc?.();
      return {
        type: 'link',
        label: item.label ?? main?.label ?? 'Docs',
        href: main?.href ?? '#',
        external: false,
        position,
        ...(item.className ? { className: item.className } : {}),
      };
    }
    default:
      return navbarEntry(links, item, position);
  }
}

/** A link of the footer, or its HTML. */
function themeFooterItem({ href }: ThemeLinks, item: FooterLink): ThemeFooterItem {
  return item.html !== undefined
    ? { html: item.html }
    : {
        label: item.label ?? '',
        href: href(item.to, item.href),
        external: item.href !== undefined,
        ...target(item.href),
      };
}

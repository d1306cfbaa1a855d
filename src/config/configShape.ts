/**
 * The expected shape of `sitegen.config.ts`, written as a table that
 * `validateConfig.ts` walks, in the words of `shapeBuilders.ts`. Keeping it declarative means a new option is one
 * line here, and every option gets the same messages for free.
 *
 * Each table is typed against its interface in `defineConfig.ts`, so the
 * compiler fails when an option is added there but not here (or the other
 * way round), and when a required key is not marked `required(…)`.
 */
import type {
  AlgoliaSearchConfig,
  AnnouncementBarConfig,
  ColorModeConfig,
  FooterConfig,
  ComponentsConfig,
  DocsInstanceConfig,
  DocsVersionConfig,
  I18nConfig,
  LocaleConfig,
  FooterLink,
  HeadTagConfig,
  LogoConfig,
  NavbarDocItem,
  NavbarDocsVersionItem,
  NavbarDropdownItem,
  NavbarHtmlItem,
  PagesConfig,
  RedirectConfig,
  LimitsConfig,
  LocalSearchConfig,
  MarkdownConfig,
  NavbarConfig,
  NavbarDocSidebarItem,
  NavbarLinkItem,
  NavbarLocaleDropdownItem,
  NavbarDocsVersionDropdownItem,
  NavbarSearchItem,
  NavbarColorModeItem,
  SchemasConfig,
  SchemaUrlMapConfig,
  SiteWidgetConfig,
  SiteWidgetPropConfig,
  SitegenConfig,
} from './defineConfig.ts';
import { assetsFolder, generatedFiles } from '../output/generatedNames.ts';
import { blog, blogInstance } from './blogShape.ts';
import { llms } from './llmsShape.ts';

import {
  anything,
  anyOf,
  arrayOf,
  boolean,
  func,
  integer,
  object,
  oneOf,
  plugin,
  recordOf,
  required,
  string,
  type Expectation,
  type FieldTable,
  type ObjectRule,
  type ObjectShape,
  type Shape,
} from './shapeBuilders.ts';

// Refinements: the rules a type alone cannot say.

/** `url` is an origin only; a path belongs in `basePath`, or every canonical URL gets it twice. */
function absoluteOrigin(value: string): Expectation | undefined {
  const expected = "an absolute http(s) URL without a path, such as 'https://example.com'";
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    return value.includes('://') ? { expected } : { expected, hint: `Add the protocol: 'https://${value}'.` };
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return { expected };
  if (parsed.pathname !== '/' || parsed.search !== '' || parsed.hash !== '') {
    const basePath = `${parsed.pathname.replace(/\/+$/, '')}/`;
    return { expected, hint: `Set url: '${parsed.origin}' and basePath: '${basePath}'.` };
  }
  return undefined;
}

/** Links are joined as `basePath + route`, which only works with both slashes in place. */
function slashedPath(value: string): Expectation | undefined {
  if (value.startsWith('/') && value.endsWith('/')) return undefined;
  const trimmed = value.replace(/^\/+|\/+$/g, '');
  return {
    expected: "a path that starts and ends with '/'",
    hint: `Did you mean '${trimmed === '' ? '/' : `/${trimmed}/`}'?`,
  };
}

/** `to` is a route of this site; anything else is an external address and belongs in `href`. */
function route(value: string): Expectation | undefined {
  if (value.startsWith('/')) return undefined;
  const expected = "a route that starts with '/'";
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) return { expected, hint: 'Use href for an external address.' };
  return { expected, hint: `Did you mean '/${value.replace(/^\.?\/+/, '')}'?` };
}

/** Caught here rather than when the search dialog first runs it in a reader's browser. */
function regularExpression(value: string): Expectation | undefined {
  try {
    new RegExp(value);
    return undefined;
  } catch (error) {
    return { expected: 'a valid regular expression', hint: (error as Error).message };
  }
}

/** A link needs exactly one target; with both, which one wins would be a guess. */
const exactlyOneTarget: ObjectRule = (value, keyPath) => {
  const hasTo = value['to'] !== undefined;
  const hasHref = value['href'] !== undefined;
  if (hasTo !== hasHref) return undefined;
  return {
    message: `${keyPath()} must have exactly one of "to" or "href", but it has ${hasTo ? 'both' : 'neither'}.`,
    hint: 'Use "to" for a page of this site and "href" for an external address.',
  };
};

const tocMinAtMostMax: ObjectRule = (value, keyPath) => {
  const { min, max } = value;
  if (typeof min !== 'number' || typeof max !== 'number' || min <= max) return undefined;
  return {
    message: `${keyPath('min')} must be at most ${keyPath('max')} (${max}), but it is ${min}.`,
    hint: 'The table of contents shows headings from level min to level max.',
  };
};

// The tables.

const position = oneOf('left', 'right');

const className = string();

const linkItem = object<NavbarLinkItem>(
  {
    type: oneOf('link'),
    label: required(string()),
    to: string(route),
    href: string(),
    position,
    activeBasePath: string(),
    ariaLabel: string(),
    className,
    html: string(),
  },
  [exactlyOneTarget],
);

const docItem = object<NavbarDocItem>({
  type: required(oneOf('doc')),
  docId: required(string()),
  label: string(),
  docsInstance: string(),
  position,
  className,
});
const htmlItem = object<NavbarHtmlItem>({
  type: required(oneOf('html')),
  value: required(string()),
  position,
  className,
});
const docSidebarItem = object<NavbarDocSidebarItem>({
  type: required(oneOf('docSidebar')),
  sidebarId: required(string()),
  label: required(string()),
  docsInstance: string(),
  position,
  className,
});

const dropdownEntry: Shape = {
  kind: 'union',
  discriminant: 'type',
  fallback: 'link',
  variants: { link: linkItem, doc: docItem, docSidebar: docSidebarItem, html: htmlItem },
};

const navbarItem: Shape = {
  kind: 'union',
  discriminant: 'type',
  fallback: 'link',
  variants: {
    link: linkItem,
    dropdown: object<NavbarDropdownItem>({
      type: required(oneOf('dropdown')),
      label: required(string()),
      items: required(arrayOf(dropdownEntry)),
      position,
      className,
    }),
    doc: docItem,
    html: htmlItem,
    docsVersion: object<NavbarDocsVersionItem>({
      type: required(oneOf('docsVersion')),
      label: string(),
      position,
      className,
    }),
    localeDropdown: object<NavbarLocaleDropdownItem>({ type: required(oneOf('localeDropdown')), position }),
    docsVersionDropdown: object<NavbarDocsVersionDropdownItem>({
      type: required(oneOf('docsVersionDropdown')),
      position,
    }),
    search: object<NavbarSearchItem>({ type: required(oneOf('search')), position }),
    colorMode: object<NavbarColorModeItem>({ type: required(oneOf('colorMode')), position }),
    docSidebar: docSidebarItem,
  },
};

const logo = object<LogoConfig>({
  src: required(string()),
  alt: required(string()),
  srcDark: string(),
  href: string(),
  width: integer(1, 10_000),
  height: integer(1, 10_000),
  className,
  style: recordOf('CSS properties by name', anything),
});

const navbar = object<NavbarConfig>({
  title: string(),
  logo,
  items: arrayOf(navbarItem),
  hideOnScroll: boolean,
  style: oneOf('primary', 'dark'),
});

/** A link needs a label and one target; raw HTML (`html`) neither. */
const linkOrHtml: ObjectRule = (value, keyPath) => {
  if (value['html'] !== undefined) return undefined;
  if (value['label'] === undefined)
    return {
      message: `Missing required key ${keyPath('label')}.`,
      hint: 'A footer link has a label and a to or href; raw HTML has html instead.',
    };
  return exactlyOneTarget(value, keyPath);
};

const footerLink = object<FooterLink>({ label: string(), to: string(route), href: string(), html: string() }, [
  linkOrHtml,
]);

const footer = object<FooterConfig>({
  style: oneOf('light', 'dark'),
  links: arrayOf(
    object<{ title: string; items: FooterLink[] }>({
      title: required(string()),
      items: required(arrayOf(footerLink)),
    }),
  ),
  simpleLinks: arrayOf(footerLink),
  logo,
  copyright: string(),
});

const announcementBar = object<AnnouncementBarConfig>({
  id: required(string()),
  content: required(string()),
  isCloseable: boolean,
  backgroundColor: string(),
  textColor: string(),
});

const colorMode = object<ColorModeConfig>({
  defaultMode: oneOf('light', 'dark'),
  disableSwitch: boolean,
  respectPrefersColorScheme: boolean,
});

/** A link the reader follows from the empty search result; `{query}` is filled in, so only its shape is checked. */
function reportAddress(value: string): Expectation | undefined {
  if (/^https?:\/\/[^/\s]+/.test(value) || value.startsWith('/')) return undefined;
  return {
    expected: "an http(s) URL or a path, e.g. 'https://github.com/org/repo/issues/new?title=Search:%20{query}'",
  };
}

const searchUi = {
  suggestions: arrayOf(string()),
  missingResultsUrl: string(reportAddress),
};

const search: Shape = {
  kind: 'union',
  discriminant: 'provider',
  variants: {
    local: object<LocalSearchConfig>({ provider: required(oneOf('local')), ...searchUi }),
    algolia: object<AlgoliaSearchConfig>({
      provider: required(oneOf('algolia')),
      ...searchUi,
      appId: required(string()),
      apiKey: required(string()),
      indexName: required(string()),
      externalUrlRegex: string(regularExpression),
      contextualSearch: boolean,
      insights: boolean,
      hosts: arrayOf(
        object<NonNullable<AlgoliaSearchConfig['hosts']>[number]>({
          url: required(string()),
          protocol: oneOf('http', 'https'),
        }),
      ),
    }),
  },
};

const localeCode = (value: string): Expectation | undefined =>
  /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(value)
    ? undefined
    : { expected: "a BCP 47 language code, such as 'fr' or 'pt-BR'" };

const i18n = object<I18nConfig>(
  {
    defaultLocale: required(string(localeCode)),
    locales: required(arrayOf(string(localeCode))),
    localeConfigs: recordOf(
      'languages by code',
      object<LocaleConfig>({
        label: string(),
        direction: oneOf('ltr', 'rtl'),
        htmlLang: string(localeCode),
        path: string(localePath),
      }),
    ),
  },
  [defaultLocaleListed, onlyDefaultAtRoot],
);

/**
 * What the build writes at the top of its output itself, where a language's folder cannot go (compared ignoring case).
 */
const takenNames = new Map(
  [...generatedFiles, assetsFolder].map((name) => [name.replace(/\/$/, '').toLowerCase(), name]),
);

/**
 * A language's pages go into one folder at the top of the output, `<path>/`: a name of its own. What the
 * site itself puts at the top of the output (static folders, routes) is checked by the build
 * (`src/build/localeFolders.ts`).
 */
function localePath(value: string): Expectation | undefined {
  if (value === '') return undefined;
  const expected = "one folder name, such as 'fr' (letters, digits, '.', '-', '_'; not starting with '.')";
  if (!/^[\w.-]+$/.test(value))
    return {
      expected,
      hint: "A language's pages go into one folder at the top of the output, served at /<path>/; a '/' would nest it.",
    };
  if (value === '..')
    return { expected, hint: "'..' is the folder above the output: the language's pages would be written outside it." };
  if (value === '.')
    return {
      expected,
      hint: "'.' is the output folder itself: the language's pages would be written over the default language's.",
    };
  if (value.startsWith('.'))
    return {
      expected,
      hint:
        "A name starting with '.' is hidden: static hosts may not serve it, and the output's own .sitegen-build " +
        'marker is named so.',
    };
  const taken = takenNames.get(value.toLowerCase());
  return taken === undefined
    ? undefined
    : {
        expected: 'a name the build does not write itself',
        hint:
          `Every build writes ${taken} at the top of its output, where this language's folder would go. Choose ` +
          `another name, such as the locale's code.`,
      };
}

/** Only the default locale is served at the site's root: another one with the empty path would be written over it. */
function onlyDefaultAtRoot(value: Record<string, unknown>, keyPath: (key?: string) => string) {
  const configs =
    value.localeConfigs !== null && typeof value.localeConfigs === 'object' ? Object.entries(value.localeConfigs) : [];
  const code = configs.find(
    ([locale, own]) =>
      locale !== value.defaultLocale &&
      own !== null &&
      typeof own === 'object' &&
      (own as { path?: unknown }).path === '',
  )?.[0];
  if (code === undefined || typeof value.defaultLocale !== 'string') return undefined;
  return {
    message:
      `${keyPath(`localeConfigs.${code}.path`)} is empty, but only the default locale, ` +
      `${JSON.stringify(value.defaultLocale)}, is served at the site's root.`,
    hint: `Remove path to serve ${code} at /${code}/, or give it a folder name of its own, such as '${code}'.`,
  };
}

function defaultLocaleListed(value: Record<string, unknown>, keyPath: (key?: string) => string) {
  const locales = Array.isArray(value.locales) ? value.locales : [];
  if (typeof value.defaultLocale === 'string' && !locales.includes(value.defaultLocale)) {
    return {
      message: `${keyPath('locales')} must include the default locale, ${JSON.stringify(value.defaultLocale)}.`,
      hint: `locales: [${JSON.stringify(value.defaultLocale)}, ${locales.map((l) => JSON.stringify(l)).join(', ')}]`,
    };
  }
  return undefined;
}

type DocsConfig = NonNullable<SitegenConfig['docs']>;

const docs = object<DocsConfig>({
  path: string(),
  sidebarPath: anyOf('a sidebars file of the site, or false for none', string(), boolean),
  include: arrayOf(string()),
  exclude: arrayOf(string()),
  routeBasePath: string(),
  versionTag: string(),
  lastVersion: string(),
  onlyIncludeVersions: arrayOf(string()),
  includeCurrentVersion: boolean,
  versions: recordOf(
    'versions by name',
    object<DocsVersionConfig>({
      label: string(),
      path: string(versionPath),
      banner: oneOf('none', 'unreleased', 'unmaintained'),
      badge: boolean,
      noIndex: boolean,
    }),
  ),
  toc: object<NonNullable<DocsConfig['toc']>>({ min: required(integer(2, 6)), max: required(integer(2, 6)) }, [
    tocMinAtMostMax,
  ]),
  editUrl: anyOf('an http(s) address, or a function of the doc that returns one', string(httpAddress), func),
  showLastUpdateTime: boolean,
  showLastUpdateAuthor: boolean,
  sidebarCollapsible: boolean,
  sidebarCollapsed: boolean,
  breadcrumbs: boolean,
});

/** A docs instance: the fields of `docs` but `toc` and `versionTag`, and its id. */
const { toc: _toc, versionTag: _versionTag, ...instanceFields } = docs.fields;
const docsInstance = object<DocsInstanceConfig>({
  ...(instanceFields as FieldTable<Omit<DocsInstanceConfig, 'id'>>),
  id: required(string(instanceId)),
});

function instanceId(value: string): Expectation | undefined {
  if (value === 'default') return { expected: "an id other than 'default', the main docs' (the `docs` key)" };
  return /^[\w-]+$/.test(value)
    ? undefined
    : { expected: "an id of letters, digits, '-' and '_', such as 'community'" };
}

const brokenReferencePolicy = oneOf('throw', 'warn', 'ignore');

/** A version's part of the address: '' (the docs' root) or path segments without dots or spaces. */
function versionPath(value: string): Expectation | undefined {
  return value === '' ||
    (/^[\w.+-]+(\/[\w.+-]+)*$/.test(value) && !value.split('/').some((part) => part === '.' || part === '..'))
    ? undefined
    : { expected: "'' or a path such as '1.x' (letters, digits, '.', '-', '_', '+', separated by '/')" };
}

function httpAddress(value: string): Expectation | undefined {
  return /^https?:\/\/[^/\s]+/.test(value)
    ? undefined
    : { expected: "an http(s) address, such as 'https://github.com/org/repo/edit/main/'" };
}

function httpPrefix(value: string): Expectation | undefined {
  return /^https?:\/\/[^/]+\//.test(value)
    ? undefined
    : { expected: "an http(s) URL prefix ending in a path, such as 'https://example.com/schemas/'" };
}

function relativeFolder(value: string): Expectation | undefined {
  return value === '' || value.startsWith('/') || value.split(/[\\/]/).includes('..')
    ? { expected: "a folder inside the site, such as 'static/schemas'" }
    : undefined;
}

/** A folder of the site, or one beside it (a monorepo's `../shared/static`). */
function relativeFolderOrOutside(value: string): Expectation | undefined {
  return value === '' || value.startsWith('/')
    ? { expected: "a folder relative to the site, such as 'static'" }
    : undefined;
}

function relativeFile(value: string): Expectation | undefined {
  return value === '' || value.startsWith('/') || value.split(/[\\/]/).includes('..')
    ? { expected: "a file inside the site, such as 'widgets/MyWidget.tsx'" }
    : undefined;
}

function relativeModule(value: string): Expectation | undefined {
  return value === '' || value.startsWith('/') || value.split(/[\\/]/).includes('..')
    ? { expected: "a module inside the site, such as './src/theme/Footer.tsx'" }
    : undefined;
}

function siteStylesheet(value: string): Expectation | undefined {
  const expected = "a .css (or Sass .scss, .sass) file inside the site, such as './src/custom.css'";
  if (value === '' || value.startsWith('/') || value.split(/[\\/]/).includes('..')) return { expected };
  return /\.(?:css|scss|sass)$/.test(value) ? undefined : { expected };
}

function widgetName(value: string): Expectation | undefined {
  return /^[a-z][a-z0-9-]*$/.test(value)
    ? undefined
    : { expected: "lowercase letters, digits and dashes, starting with a letter, such as 'custom-viewer'" };
}

const widgets = arrayOf(
  object<SiteWidgetConfig>({
    name: required(string(widgetName)),
    module: required(string(relativeFile)),
    description: required(string()),
    props: arrayOf(
      object<SiteWidgetPropConfig>({
        name: required(string()),
        kind: required(oneOf('string', 'number', 'boolean', 'json', 'schemaFile')),
        required: boolean,
        description: required(string()),
      }),
    ),
    hydrate: oneOf('load', 'idle', 'visible'),
    clientOnly: boolean,
    monaco: boolean,
  }),
);

const schemas = object<SchemasConfig>({
  mapUrls: arrayOf(
    object<SchemaUrlMapConfig>({ prefix: required(string(httpPrefix)), dir: required(string(relativeFolder)) }),
  ),
});

const limits = object<LimitsConfig>({
  maxFileSize: integer(1, 2000),
  renderTimeout: integer(1, 3600),
});

const componentModule = string(relativeModule);

const components = object<ComponentsConfig>({
  Navbar: componentModule,
  NavbarLogo: componentModule,
  Footer: componentModule,
  AnnouncementBar: componentModule,
  Breadcrumbs: componentModule,
  TableOfContents: componentModule,
  DocFooter: componentModule,
  Pagination: componentModule,
  NotFound: componentModule,
});

const markdown = object<MarkdownConfig>({
  beforeDefaultRemarkPlugins: arrayOf(plugin),
  remarkPlugins: arrayOf(plugin),
  beforeDefaultRehypePlugins: arrayOf(plugin),
  rehypePlugins: arrayOf(plugin),
  format: oneOf('mdx', 'md', 'detect'),
});

const headTag = object<HeadTagConfig>({
  tagName: required(
    string((value) =>
      /^[a-z][a-z0-9-]*$/i.test(value) ? undefined : { expected: "an element name, such as 'link' or 'meta'" },
    ),
  ),
  attributes: recordOf('attributes by name', anyOf('a string, or true', string(), boolean)),
  innerHTML: string(),
});

/** `{ src }` or `{ href }` with more attributes; each value a string or a boolean. */
function tagAttributes(key: 'src' | 'href'): Shape {
  return {
    kind: 'record',
    of: `attributes by name (with "${key}")`,
    values: anyOf('a string or a boolean', string(), boolean),
  };
}

const redirect = object<RedirectConfig>({
  from: required(anyOf("a route, or a list of routes, such as '/docs/old'", string(route), arrayOf(string(route)))),
  to: required(string()),
});

/** The whole config, as `validateConfig` checks it. */
export const configShape: ObjectShape = object<SitegenConfig>({
  title: required(string()),
  tagline: string(),
  titleDelimiter: string(),
  url: required(string(absoluteOrigin)),
  basePath: string(slashedPath),
  trailingSlash: boolean,
  favicon: string(),
  readRoot: string(),
  image: string(),
  repositoryUrl: string(),
  navbar,
  footer,
  announcementBar,
  colorMode,
  search,
  onBrokenLinks: brokenReferencePolicy,
  onBrokenAnchors: brokenReferencePolicy,
  onBrokenMarkdownLinks: brokenReferencePolicy,
  staticDirectories: arrayOf(string(relativeFolderOrOutside)),
  pages: anyOf('{ path } or false', object<PagesConfig>({ path: string(relativeFolder) }), boolean),
  headTags: arrayOf(headTag),
  scripts: arrayOf(
    anyOf('an address, or the attributes of a <script> ({ src, async: true })', string(), tagAttributes('src')),
  ),
  stylesheets: arrayOf(anyOf('an address, or the attributes of a <link> ({ href })', string(), tagAttributes('href'))),
  noIndex: boolean,
  customFields: recordOf('values by name', anything),
  redirects: arrayOf(redirect),
  llms,
  clientModules: arrayOf(string(relativeModule)),
  extends: string(),
  schemas,
  limits,
  widgets,
  markdown,
  components,
  customCss: anyOf(
    "a stylesheet of the site, or a list of them, such as './src/custom.css'",
    string(siteStylesheet),
    arrayOf(string(siteStylesheet)),
  ),
  docs,
  docsInstances: arrayOf(docsInstance),
  blog,
  blogInstances: arrayOf(blogInstance),
  i18n,
});

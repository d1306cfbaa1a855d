/**
 * The expected shape of `sitegen.config.ts`, written as a table that
 * `validateConfig.ts` walks, in the words of `shapeBuilders.ts`. Keeping it declarative means a new option is one
 * line here, and every option gets the same messages for free.
 *
 * Each table is typed against its interface in `defineConfig.ts`, so the
 * compiler fails when an option is added there but not here (or the other
 * way round), and when a required key is not marked `required(…)`. The rules a
 * type cannot say are in `valueRules.ts`; the tables of `blog`, `i18n`, `llms`
 * and `search` have files of their own (`blogShape.ts`, …).
 */
import type {
  AnnouncementBarConfig,
  ColorModeConfig,
  FooterConfig,
  ComponentsConfig,
  DocsInstanceConfig,
  DocsVersionConfig,
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
import { blog, blogInstance } from './blogShape.ts';
import { llms } from './llmsShape.ts';
import { i18n } from './i18nShape.ts';
import { search } from './searchShape.ts';
import {
  exactlyOneTarget,
  linkOrHtml,
  tocMinAtMostMax,
  absoluteOrigin,
  slashedPath,
  route,
  instanceId,
  versionPath,
  httpAddress,
  httpPrefix,
  relativeFolder,
  relativeFolderOrOutside,
  relativeFile,
  relativeModule,
  siteStylesheet,
  widgetName,
} from './valueRules.ts';

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
  type FieldTable,
  type ObjectShape,
  type Shape,
} from './shapeBuilders.ts';

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

const brokenReferencePolicy = oneOf('throw', 'warn', 'ignore');

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

/**
 * The typed configuration of a sitegen site, written in `sitegen.config.ts`:
 *
 *     import { defineConfig } from 'sitegen/config';
 *     export default defineConfig({ title: 'My docs', url: 'https://example.com' });
 *
 * Every option is checked when the config loads (see `validateConfig.ts`); the
 * defaults below are applied by `resolveConfig`.
 */

/** What to do when a link or anchor points nowhere. */
export type BrokenReferencePolicy = 'throw' | 'warn' | 'ignore';

/** A link in the navbar. `to` is an internal route, `href` an external address. */
export interface NavbarLinkItem {
  type?: 'link';
  label: string;
  to?: string;
  href?: string;
  /** @default 'left' */
  position?: 'left' | 'right';
  /** Marks the item active on every route starting with this prefix. */
  activeBasePath?: string;
  /** Accessible label for icon-only items. */
  ariaLabel?: string;
}

/** The language dropdown; one entry per locale. */
export interface NavbarLocaleDropdownItem {
  type: 'localeDropdown';
  /** @default 'right' */
  position?: 'left' | 'right';
}

/** The button that opens the search dialog. */
export interface NavbarSearchItem {
  type: 'search';
  /** @default 'right' */
  position?: 'left' | 'right';
}

/** The colour-mode toggle, placed explicitly (by default it ends the right side). */
export interface NavbarColorModeItem {
  type: 'colorMode';
  /** @default 'right' */
  position?: 'left' | 'right';
}

/** A link to the first doc of a sidebar. */
export interface NavbarDocSidebarItem {
  type: 'docSidebar';
  sidebarId: string;
  label: string;
  /** @default 'left' */
  position?: 'left' | 'right';
}

export type NavbarItem =
  | NavbarLinkItem
  | NavbarLocaleDropdownItem
  | NavbarSearchItem
  | NavbarColorModeItem
  | NavbarDocSidebarItem;

export interface NavbarConfig {
  /** @default the site title */
  title?: string;
  logo?: { src: string; alt: string; srcDark?: string };
  /** @default [] */
  items?: NavbarItem[];
  /** Hide the navbar while scrolling down. @default false */
  hideOnScroll?: boolean;
}

export interface FooterLink {
  label: string;
  to?: string;
  href?: string;
}

export interface FooterConfig {
  /** @default 'light' */
  style?: 'light' | 'dark';
  /** Columns of links, each with a title. @default [] */
  links?: { title: string; items: FooterLink[] }[];
  /** Copyright text shown under the links. */
  copyright?: string;
}

export interface AnnouncementBarConfig {
  /** Changing the id shows the bar again to readers who dismissed it. */
  id: string;
  /** The text of the bar; inline HTML links are allowed. */
  content: string;
  /** @default true */
  isCloseable?: boolean;
  backgroundColor?: string;
  textColor?: string;
}

export interface ColorModeConfig {
  /** @default 'light' */
  defaultMode?: 'light' | 'dark';
  /** Hide the toggle. @default false */
  disableSwitch?: boolean;
  /** Follow the reader's `prefers-color-scheme` until they choose. @default false */
  respectPrefersColorScheme?: boolean;
}

/** What both search providers share. */
interface SearchUiConfig {
  /** Offered under "Try searching for" when a query finds nothing (the local index adds spelling corrections). */
  suggestions?: string[];
  /**
   * Where "Believe this query should return results?" leads; `{query}` becomes the encoded query.
   * @default a new issue in `repositoryUrl` when it is on GitHub; none otherwise
   */
  missingResultsUrl?: string;
}

/** The local index: built by `sitegen build`, no account, works offline. */
export interface LocalSearchConfig extends SearchUiConfig {
  provider: 'local';
}

/**
 * Algolia (DocSearch). `SITEGEN_ALGOLIA_APP_ID`, `SITEGEN_ALGOLIA_API_KEY`, `SITEGEN_ALGOLIA_INDEX`
 * and `SITEGEN_ALGOLIA_HOST` override these (and select Algolia when all three are set).
 */
export interface AlgoliaSearchConfig extends SearchUiConfig {
  provider: 'algolia';
  appId: string;
  /** The public search-only API key. */
  apiKey: string;
  indexName: string;
  /** Search results whose url matches this pattern open as full page loads. */
  externalUrlRegex?: string;
  /** Add the current docs version and language as facet filters. @default true */
  contextualSearch?: boolean;
  /** Send click and view events to Algolia Insights. @default false */
  insights?: boolean;
  /** Override the Algolia hosts, e.g. a test server on 127.0.0.1. */
  hosts?: { url: string; protocol?: 'http' | 'https' }[];
}

export type SearchConfig = LocalSearchConfig | AlgoliaSearchConfig;

/** A URL prefix whose schemas are read from a folder of the site at build time instead of fetched in the browser. */
export interface SchemaUrlMapConfig {
  /** e.g. `https://example.com/schemas/`. */
  prefix: string;
  /** A folder, relative to the site folder, e.g. `static/schemas`. */
  dir: string;
}

/** A prop of a site widget: how its directive attribute is read. */
export interface SiteWidgetPropConfig {
  name: string;
  /** `schemaFile`: a schema file the build loads (with the files it references) before rendering. */
  kind: 'string' | 'number' | 'boolean' | 'json' | 'schemaFile';
  required?: boolean;
  description: string;
}

/**
 * A widget of the site's own, usable as `::name{…}` in Markdown: a React
 * component (the module's default export) rendered at build time and
 * hydrated in the browser as an island.
 */
export interface SiteWidgetConfig {
  /** Lowercase letters, digits and dashes, e.g. `custom-values-viewer`. */
  name: string;
  /** The component's module, relative to the site folder, e.g. `widgets/CustomValues.tsx`. */
  module: string;
  description: string;
  props?: SiteWidgetPropConfig[];
  /** When the browser hydrates it. @default 'visible' */
  hydrate?: 'load' | 'idle' | 'visible';
  /** Render only in the browser. @default false */
  clientOnly?: boolean;
  /** It uses the Monaco editor (`sitegen/editor`): its pages get the Monaco bundle. @default false */
  monaco?: boolean;
}

export interface SchemasConfig {
  mapUrls?: SchemaUrlMapConfig[];
}

export interface SitegenConfig {
  /** Shown in the navbar and in every page title. */
  title: string;
  tagline?: string;
  /** The production origin, used for canonical URLs and the sitemap, e.g. `https://example.com`. */
  url: string;
  /** Path the site is served under; starts and ends with `/`. @default '/' */
  basePath?: string;
  /** Emit `/a/b/index.html` and link to `/a/b/` instead of `/a/b.html`. @default false */
  trailingSlash?: boolean;
  /** Path of the favicon inside `static/`. */
  favicon?: string;
  /** The image used in OpenGraph cards when a page sets none. */
  image?: string;
  /** The project's repository address, kept for "edit this page" links (the theme does not show them yet). */
  repositoryUrl?: string;
  navbar?: NavbarConfig;
  footer?: FooterConfig;
  announcementBar?: AnnouncementBarConfig;
  colorMode?: ColorModeConfig;
  /** @default { provider: 'local' } */
  search?: SearchConfig;
  /** @default 'throw' */
  onBrokenLinks?: BrokenReferencePolicy;
  /** @default 'throw' */
  onBrokenAnchors?: BrokenReferencePolicy;
  /** JSON Schema files shown by the viewer. */
  schemas?: SchemasConfig;
  /** Widgets of the site's own, beside the theme's. */
  widgets?: SiteWidgetConfig[];
  /** Documentation settings. */
  docs?: {
    /** URL prefix of the docs. @default '/docs' */
    routeBasePath?: string;
    /** Label of the current version, shown in search facets. @default 'current' */
    versionTag?: string;
    /** Default heading levels of the table of contents. @default { min: 2, max: 3 } */
    toc?: { min: number; max: number };
  };
}

/** The config with every default applied; what stages receive. */
export interface ResolvedConfig extends Required<Omit<SitegenConfig,
  'tagline' | 'favicon' | 'image' | 'repositoryUrl' | 'announcementBar' | 'docs' | 'navbar' | 'footer' | 'colorMode' | 'schemas' | 'widgets'>> {
  tagline: string;
  favicon: string | undefined;
  image: string | undefined;
  repositoryUrl: string | undefined;
  announcementBar: Required<Omit<AnnouncementBarConfig, 'backgroundColor' | 'textColor'>> &
    Pick<AnnouncementBarConfig, 'backgroundColor' | 'textColor'> | undefined;
  navbar: { title: string; logo: NavbarConfig['logo']; items: NavbarItem[]; hideOnScroll: boolean };
  footer: { style: 'light' | 'dark'; links: { title: string; items: FooterLink[] }[]; copyright: string };
  colorMode: Required<ColorModeConfig>;
  docs: { routeBasePath: string; versionTag: string; toc: { min: number; max: number } };
  schemas: { mapUrls: SchemaUrlMapConfig[] };
  widgets: SiteWidgetConfig[];
}

/** Identity function that gives `sitegen.config.ts` its types. */
export function defineConfig(config: SitegenConfig): SitegenConfig {
  return config;
}

export { defineSidebars, type SidebarsConfig, type SidebarItemConfig } from '../sidebars/sidebarTypes.ts';

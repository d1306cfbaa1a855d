/**
 * The typed configuration of a sitegen site, written in `sitegen.config.ts`:
 *
 *     import { defineConfig } from 'sitegen-docs/config';
 *     export default defineConfig({ title: 'My docs', url: 'https://example.com' });
 *
 * Every option is checked when the config loads (see `validateConfig.ts`); the
 * defaults below are applied by `resolveConfig`.
 */

import type { PluggableList } from 'unified';
import type { ThemeComponentName } from '../../theme/layout/themeComponents.tsx';
import type { AnnouncementBarConfig, ColorModeConfig, FooterConfig, NavbarConfig } from './shellConfig.ts';
import type { BlogConfig, BlogInstanceConfig } from './blogConfig.ts';

export type { BlogConfig, BlogFeedConfig, BlogFeedType, BlogInstanceConfig, BlogProblemPolicy } from './blogConfig.ts';
import type { LlmsConfig } from './llmsConfig.ts';
export type { LlmsAssistantConfig, LlmsConfig, LlmsSectionConfig } from './llmsConfig.ts';
export type { AlgoliaSearchConfig, LocalSearchConfig, SearchConfig } from './searchConfig.ts';
export type { SiteWidgetConfig, SiteWidgetPropConfig } from './widgetConfig.ts';
export type { I18nConfig, LocaleConfig } from './i18nConfig.ts';
import type { SearchConfig } from './searchConfig.ts';
import type { SiteWidgetConfig } from './widgetConfig.ts';
import type { I18nConfig } from './i18nConfig.ts';
export {
  defaultDocsInstance,
  docsInstance,
  type ResolvedConfig,
  type ResolvedDocs,
  type ResolvedDocsInstance,
} from './resolvedConfig.ts';

/** What to do when a link or anchor points nowhere. */
export type BrokenReferencePolicy = 'throw' | 'warn' | 'ignore';

export type {
  NavbarLinkItem,
  NavbarLocaleDropdownItem,
  NavbarSearchItem,
  NavbarColorModeItem,
  NavbarDocSidebarItem,
  NavbarDocsVersionDropdownItem,
  NavbarItem,
  NavbarConfig,
  FooterLink,
  FooterConfig,
  AnnouncementBarConfig,
  ColorModeConfig,
  NavbarDropdownItem,
  NavbarDropdownEntry,
  NavbarDocItem,
  NavbarHtmlItem,
  NavbarDocsVersionItem,
  LogoConfig,
  FooterColumn,
} from './shellConfig.ts';

/** A tag added to the `<head>` of every page, as Docusaurus's `headTags` has it. */
export interface HeadTagConfig {
  tagName: string;
  /** Attribute values; `true` writes the attribute without a value. */
  attributes?: Record<string, string | boolean>;
  /** The element's content, as HTML (a script's code). */
  innerHTML?: string;
}

/** A script every page loads: its address, or the attributes of its `<script>` (`{ src, async: true }`). */
export type ScriptConfig = string | ({ src: string } & Record<string, string | boolean>);

/** A stylesheet every page links: its address, or the attributes of its `<link>` (`{ href, integrity }`). */
export type StylesheetConfig = string | ({ href: string } & Record<string, string | boolean>);

/** A page that sends readers on to another address: `from` one or more old routes. */
export interface RedirectConfig {
  from: string | string[];
  /** A route of the site (`/docs/new`) or an absolute address. */
  to: string;
}

/** The folder of React and Markdown pages. */
export interface PagesConfig {
  /** Relative to the site folder. @default 'pages' ('src/pages' for a Docusaurus website) */
  path?: string;
}

/** A URL prefix whose schemas are read from a folder of the site at build time instead of fetched in the browser. */
export interface SchemaUrlMapConfig {
  /** e.g. `https://example.com/schemas/`. */
  prefix: string;
  /** A folder, relative to the site folder, e.g. `static/schemas`. */
  dir: string;
}

/**
 * unified plugins added to every doc's compilation, each a function or
 * `[plugin, options]`. The order, from the Markdown text to the page's HTML:
 *
 *     remark-parse → remark-gfm → remark-directive → remark-math
 *     → beforeDefaultRemarkPlugins
 *     → sitegen's: admonitions, tabs, Mermaid blocks, code blocks, widgets
 *     → remarkPlugins
 *     → sitegen's: heading ids and table of contents, link collection, checks
 *     → remark-rehype
 *     → beforeDefaultRehypePlugins → sitegen's math (KaTeX) → sitegen's code highlighting → rehypePlugins
 *
 * Math (remark-math, rehype-katex) and Mermaid diagrams are built in: a site
 * need not add them, and remark-math added again reads a single `$` its own way.
 *
 * Headings and links a remark plugin adds get ids and are checked like the
 * author's; what a rehype plugin adds is not checked. A plugin that throws
 * fails the doc with its message. Plugins are part of the caches' key: their
 * source, their options and the files the config imports. A plugin that reads
 * a file (a snippet, a partial) pushes its absolute path onto
 * `file.data.dependencies`, and the doc is compiled again when it changes.
 */
export interface MarkdownConfig {
  /** Before sitegen's remark plugins: `:::note` is still a directive node. @default [] */
  beforeDefaultRemarkPlugins?: PluggableList;
  /** After sitegen's remark plugins, before heading ids and links are collected. @default [] */
  remarkPlugins?: PluggableList;
  /** On the HTML tree, before math is rendered and code blocks are highlighted. @default [] */
  beforeDefaultRehypePlugins?: PluggableList;
  /** On the HTML tree, last. @default [] */
  rehypePlugins?: PluggableList;
  /**
   * Which docs are MDX: `'detect'` compiles `.mdx` files as MDX and `.md` files as CommonMark, except a
   * `.md` file with `import`/`export` lines or JSX component tags, which is compiled as MDX; `'mdx'` and
   * `'md'` compile every doc one way. @default 'detect'
   */
  format?: 'mdx' | 'md' | 'detect';
}

/**
 * Parts of the theme replaced by React components of the site's own: the
 * default export of a module, relative to the site folder. Each gets the
 * props of the part it replaces, renders at build time like the rest of the
 * shell, and can import the theme's own part from `sitegen-docs/theme` to wrap it.
 *
 *     components: { Footer: './src/theme/Footer.tsx' }
 */
export type ComponentsConfig = Partial<Record<ThemeComponentName, string>>;

/** What an `editUrl` function is told about a doc (the names Docusaurus uses). */
export interface EditUrlParams {
  /** The doc's path inside `docs/`, e.g. `guides/setup.md`. */
  docPath: string;
  /** The docs folder, relative to the site folder: `docs`. */
  versionDocsDirPath: string;
  /** The doc's address on the site, e.g. `/docs/guides/setup`. */
  permalink: string;
  locale: string;
}

export interface SchemasConfig {
  mapUrls?: SchemaUrlMapConfig[];
}

/** Bounds on what the build reads, so a runaway file fails clearly instead of exhausting memory. */
export interface LimitsConfig {
  /**
   * The largest source file read, in megabytes (1,000,000 bytes): docs, schema files, category and tags
   * files, files of `file=` code blocks. A larger one is a `FileTooLarge` error naming its size. @default 20
   */
  maxFileSize?: number;
  /**
   * The longest a doc may take to compile or to render, in seconds, from 1 to 3600: past it, the doc's work
   * is stopped and the build fails with `RenderTimeout` at the doc (code that never ends: a loop that never
   * exits, a promise that never settles). `SITEGEN_RENDER_TIMEOUT` overrides it. @default 60
   */
  renderTimeout?: number;
}

/**
 * A docs instance beside the main docs: the settings of `docs` (but the table of contents and the search tag, which are
 * the site's), and its id.
 */
export interface DocsInstanceConfig extends Omit<NonNullable<SitegenConfig['docs']>, 'toc' | 'versionTag'> {
  /** Its name: letters, digits, `-` and `_`, not `default`; its versions' files and translations are named after it. */
  id: string;
}

export interface SitegenConfig {
  /** Shown in the navbar and in every page title. */
  title: string;
  tagline?: string;
  /** Between a page's title and the site's in `<title>` (`Setup | My docs`). @default '|' */
  titleDelimiter?: string;
  /** The production origin, used for canonical URLs and the sitemap, e.g. `https://example.com`. */
  url: string;
  /** Path the site is served under; starts and ends with `/`. @default '/' */
  basePath?: string;
  /** Emit `/a/b/index.html` and link to `/a/b/` instead of `/a/b.html`. @default false */
  trailingSlash?: boolean;
  /** Path of the favicon inside `static/`. */
  favicon?: string;
  /**
   * The folder whose files the build may read, relative to the site folder. Every file read into the site is
   * checked by its real path, after symbolic links: in a monorepo whose docs link to shared files
   * (`docs/changelog.md → ../../CHANGELOG.md`), set it to the repository root (`'..'`). @default '.'
   */
  readRoot?: string;
  /** The image used in OpenGraph cards when a page sets none. */
  image?: string;
  /**
   * The project's repository address. On GitHub, the search's "report a missing result" link opens a new
   * issue there (`search.missingResultsUrl`). "Edit this page" links come from `docs.editUrl`.
   */
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
  /** A link to a Markdown file (`./setup.md`) that is no doc of the site. @default onBrokenLinks */
  onBrokenMarkdownLinks?: BrokenReferencePolicy;
  /** Folders whose files are copied into the output as they are, in order (a later one wins). @default ['static'] */
  staticDirectories?: string[];
  /** React and Markdown pages: `false` builds none. @default { path: 'pages' } */
  pages?: PagesConfig | false;
  /** Tags added to every page's `<head>`. @default [] */
  headTags?: HeadTagConfig[];
  /** Scripts every page loads, in its `<head>`. @default [] */
  scripts?: ScriptConfig[];
  /** Stylesheets every page links, after the theme's. @default [] */
  stylesheets?: StylesheetConfig[];
  /** Ask search engines not to index any page. @default false */
  noIndex?: boolean;
  /**
   * Values of the site's own, which its components read with `useDocusaurusContext().siteConfig.customFields`. @default
   * {}
   */
  customFields?: Record<string, unknown>;
  /** Pages that redirect old addresses to new ones. @default [] */
  redirects?: RedirectConfig[];
  /**
   * Docs for machines: a Markdown twin of every page, `/llms.txt` and `/llms-full.txt`; `false` writes none. @default {
   * enabled: true, full: true }
   */
  llms?: LlmsConfig | false;
  /**
   * Modules every page loads (Docusaurus's `clientModules`): a stylesheet joins the site's stylesheet; a
   * script is bundled and run on every page. Relative to the site folder. @default []
   */
  clientModules?: string[];
  /**
   * A Docusaurus config to start from (`'./docusaurus.config.js'`): the keys of this config override its
   * translation, key by key.
   */
  extends?: string;
  /** JSON Schema files shown by the viewer. */
  schemas?: SchemasConfig;
  /** Bounds on the files the build reads and the time a doc takes. @default { maxFileSize: 20, renderTimeout: 60 } */
  limits?: LimitsConfig;
  /** Widgets of the site's own, beside the theme's. */
  widgets?: SiteWidgetConfig[];
  /** remark and rehype plugins of the site's own. */
  markdown?: MarkdownConfig;
  /**
   * Stylesheets of the site's own, relative to the site folder (`'./src/custom.css'`), bundled after the
   * theme's into its one content-hashed stylesheet, so their rules win. The theme's colours and fonts are
   * CSS variables (`--sg-primary`, `--sg-font`, …) to set here, under `:root` and `html[data-theme='dark']`.
   * `@import` and `url()` of files beside them are bundled too. @default []
   */
  customCss?: string | string[];
  /** React components of the site's own in place of parts of the theme. @default {} */
  components?: ComponentsConfig;
  /**
   * The site's languages: each one is built under `/<locale>/` from the translations in `i18n/<locale>/`. @default one
   * locale, 'en'
   */
  i18n?: I18nConfig;
  /**
   * More docs beside `docs` (Docusaurus's docs plugin instances): each with its own folder, address, sidebars
   * and versions (`<id>_versions.json`, `<id>_versioned_docs/`, `<id>_versioned_sidebars/`), its doc ids its
   * own. @default []
   */
  docsInstances?: DocsInstanceConfig[];
  /**
   * The blog: the posts of `blog/` (`YYYY-MM-DD-slug.md`), their list pages, tags, archive, authors and
   * feeds, as Docusaurus's blog plugin builds them; `false` for none. A site without posts has no blog pages.
   * @default { path: 'blog', routeBasePath: 'blog' }
   */
  blog?: BlogConfig | boolean;
  /** More blogs beside `blog` (a changelog), each with its own folder, address and id. @default [] */
  blogInstances?: BlogInstanceConfig[];
  /** Documentation settings. */
  docs?: {
    /**
     * The folder of the current docs, relative to the site folder (it may be outside it, `'../docs'`). @default 'docs'
     */
    path?: string;
    /**
     * The sidebars file, relative to the site folder; `false`: no sidebar. @default the site's
     * `sidebars.{ts,js,cjs,mjs,json}`, or one
     * autogenerated sidebar when it has none
     */
    sidebarPath?: string | false;
    /** URL prefix of the docs. @default '/docs' */
    routeBasePath?: string;
    /** Globs of the Markdown files that are docs, relative to the docs folder. @default ['**\/*.{md,mdx}'] */
    include?: string[];
    /** Globs of Markdown files that are not docs. @default Docusaurus's: `_` files and folders, tests */
    exclude?: string[];
    /** Label of the current version, shown in search facets. @default 'current' */
    versionTag?: string;
    /**
     * The version served at `routeBasePath` itself: `'current'` (the docs in `docs/`) or a name from
     * `versions.json`. The others are served at `<routeBasePath>/<path>`. @default the newest in versions.json, else
     * 'current'
     */
    lastVersion?: string;
    /**
     * Build only these versions (`'current'` and names from versions.json), for quicker local builds. @default every
     * version
     */
    onlyIncludeVersions?: string[];
    /** Whether the docs in `docs/` are built, beside the released versions. @default true */
    includeCurrentVersion?: boolean;
    /** Settings of each version, by name (`'current'` or a name from versions.json). @default {} */
    versions?: Record<string, DocsVersionConfig>;
    /** Default heading levels of the table of contents. @default { min: 2, max: 3 } */
    toc?: { min: number; max: number };
    /**
     * "Edit this page" under every doc. A string is the address of the site folder in the repository
     * (`'https://github.com/org/repo/edit/main/website/'`): the doc's path from the site folder
     * (`docs/intro.md`) is added to it. A function returns the whole address, or undefined for no link.
     */
    editUrl?: string | ((params: EditUrlParams) => string | undefined);
    /** Show when each doc was last changed, from its last git commit. @default false */
    showLastUpdateTime?: boolean;
    /** Show who last changed each doc, from its last git commit. @default false */
    showLastUpdateAuthor?: boolean;
    /** Whether sidebar categories can be collapsed, when a category does not say. @default true */
    sidebarCollapsible?: boolean;
    /**
     * Whether sidebar categories start collapsed (but the one holding the page), when a category does not say. @default
     * true
     */
    sidebarCollapsed?: boolean;
    /** Breadcrumbs above each doc. @default true */
    breadcrumbs?: boolean;
  };
}

/** Settings of one docs version (`docs.versions['1.0']`). */
export interface DocsVersionConfig {
  /** Its name in the version dropdown and badge. @default 'Next' for the current docs, else its name */
  label?: string;
  /**
   * Its part of the address, after `routeBasePath`. @default '' for the last version, 'next' for current, else its name
   */
  path?: string;
  /**
   * The notice above its docs. @default 'unreleased' for versions newer than lastVersion, 'unmaintained' for older,
   * 'none' for lastVersion
   */
  banner?: 'none' | 'unreleased' | 'unmaintained';
  /** A "Version: …" badge on its docs. @default true when the site has more than one version */
  badge?: boolean;
  /** Ask search engines not to index its pages. @default false */
  noIndex?: boolean;
}

/** A config that starts from a Docusaurus config (`extends`): every key is optional, title and url included. */
export type ExtendingConfig = Partial<SitegenConfig> & { extends: string };

/** Identity function that gives `sitegen.config.ts` its types. */
export function defineConfig(config: SitegenConfig): SitegenConfig;
export function defineConfig(config: ExtendingConfig): ExtendingConfig;
export function defineConfig(config: SitegenConfig | ExtendingConfig): SitegenConfig | ExtendingConfig {
  return config;
}

export {
  defineSidebars,
  type SidebarsConfig,
  type SidebarItemConfig,
  type SidebarCategoriesShorthand,
  type SidebarDocItem,
  type SidebarRefItem,
  type SidebarCategoryItem,
  type SidebarAutogeneratedItem,
  type SidebarLinkItem,
  type SidebarHtmlItem,
  type SidebarCustomProps,
} from '../sidebars/sidebarTypes.ts';

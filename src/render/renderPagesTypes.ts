/**
 * What the renderPages stage (renderPages.ts) is given and what it gives back: the site's pages and
 * everything their HTML depends on, the writers, the previous render's keys; the pages rendered, every
 * page's render key, and the warnings found.
 */
import type { Root } from 'hast';
import type { ThemeConfig } from '../../theme/context.ts';
import type { WidgetRegistry } from '../../theme/widgets/widgetTypes.ts';
import type { Translation } from '../../theme/i18n/translate.ts';
import type { PageData, SidebarEntry } from '../../theme/data/siteData.ts';
import type { ThemeComponents } from '../../theme/layout/themeComponents.tsx';
import type { ResolvedConfig } from '../config/defineConfig.ts';
import type { DocSource } from '../content/contentTypes.ts';
import type { MarkdownSetup } from '../markdown/markdownPlugins.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { AssetLookup } from '../links/resolveHref.ts';
import type { CategoryPage, DocNavigation } from '../sidebars/buildSidebars.ts';
import type { TagsResult } from '../tags/buildTags.ts';
import type { ClientAssets, DocEntry, PageEntry, RenderedPage } from './renderTypes.ts';
import type { DocsFolder } from '../content/docsFolders.ts';
import type { DocusaurusData } from '../../theme/docusaurus/docusaurusContext.ts';
import type { VersionsView } from '../versions/versionPages.ts';
import type { BlogRenderInput } from './blogJobs.ts';
import type { RenderPool } from './renderPool.ts';
import type { LastUpdate } from '../content/lastUpdates.ts';

export interface RenderPagesOptions {
  config: ResolvedConfig;
  themeConfig: ThemeConfig;
  docs: DocEntry[];
  pages: PageEntry[];
  categoryPages: CategoryPage[];
  /** Each docs version's tag pages, and each doc's tags. */
  tags?: TagsResult[];
  /** On a site of several docs versions: each page's version, banner and version dropdown. */
  versionsView?: VersionsView;
  sidebars: Map<string, SidebarEntry[]>;
  navigation: Map<string, DocNavigation>;
  docRouteByFile: ReadonlyMap<string, string>;
  /** The docs folders, for Markdown links that are not relative to their file (see resolveHref's `markdownRoots`). */
  docsFolders?: readonly DocsFolder[];
  /** In a language other than the default, the site's own base path (see resolveHref's `rootBasePath`). */
  rootBasePath?: string;
  /** The widgets directives may name (the theme's and any added by the build). */
  widgets: WidgetRegistry;
  siteDir: string;
  /** The tree of a doc whose compiled result has none (taken from the build cache), for its page to render again. */
  treeOf?: (doc: Pick<DocSource, 'file' | 'body' | 'bodyLineOffset'>) => Promise<Root | undefined>;
  /**
   * Called with each page as soon as it is rendered, here or in a worker (the search index takes its terms meanwhile).
   */
  onRendered?: (page: RenderedPage) => void;
  /** The site's Markdown plugins, for the `.md`/`.mdx` files MDX docs import. */
  markdown?: MarkdownSetup;
  /** Files beside docs that their links point to. */
  assetFor: (file: string) => AssetLookup;
  /** Whether a path is a page, for trailing slashes on links. */
  isRoute: (route: string) => boolean;
  assets: ClientAssets;
  /** The first doc of the docs, linked from the 404 page. */
  docsHref: string | undefined;
  /** Receives each page's HTML as soon as it is rendered. */
  writePage: (route: string, html: string) => Promise<void>;
  /** Writes another file of the output (a large sidebar's own file). */
  writeFile: (relativePath: string, contents: string) => Promise<void>;
  onProgress?: (done: number, total: number) => void;
  /**
   * What every page depends on besides its own inputs (the route table, the
   * theme config, the client assets, files read by widgets): a change
   * renders every page again.
   */
  keyBase?: string;
  /** The keys of the previous render: pages whose key is unchanged are not rendered again. */
  previousKeys?: ReadonlyMap<string, string>;
  /** Worker threads that compiled the docs: they render them too. */
  pool?: RenderPool;
  /** The site's replacements for parts of the theme. */
  components?: Partial<ThemeComponents>;
  /** A doc's "Edit this page" address and last update. */
  docFooter?: (doc: DocEntry) => Pick<PageData, 'editUrl' | 'lastUpdate'>;
  /** The theme's strings in the locale being built (src/i18n/themeStrings.ts); English when absent. */
  strings?: Translation;
  /** What a Docusaurus website's components read through `useDocusaurusContext()` and the docs plugin's hooks. */
  docusaurus?: DocusaurusData;
  /** The site's blogs, their pages and compiled posts (blogJobs.ts). */
  blogs?: BlogRenderInput[];
  /** The blogs' feeds, linked from every page's head. */
  feeds?: { type: string; title: string; href: string }[];
  /**
   * The static files' paths in the output: a page whose twin would be one of them gets none (the site's file stands).
   */
  staticPaths?: ReadonlySet<string>;
  /** Each file's last commit, for the blogs that show last updates (docs' are in `docFooter`). */
  lastUpdates?: ReadonlyMap<string, LastUpdate> | undefined;
}

export interface RenderResult {
  /** The pages rendered this time (every page, without `previousKeys`). */
  rendered: RenderedPage[];
  /** Every page's route and render key, rendered this time or not. */
  keys: Map<string, string>;
  /** Warnings found preparing widget props (a duplicate key in a schema file). */
  warnings: Diagnostic[];
}

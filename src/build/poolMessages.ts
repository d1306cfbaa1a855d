/** The messages between the build and its worker threads (buildPool.ts, poolWorker.ts). */
import type { DocusaurusData } from '../../theme/docusaurus/docusaurusContext.ts';
import type { DocsFolder } from '../content/docsFolders.ts';
import type { ThemeConfig } from '../../theme/context.ts';
import type { SidebarEntry } from '../../theme/data/siteData.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { CompiledDoc } from '../markdown/compileMarkdown.ts';
import type { SummaryCut } from '../blog/summaryTree.ts';
import type { DocRenderRequest } from '../render/renderPool.ts';
import type { ClientAssets, RenderedPage } from '../render/renderTypes.ts';

export interface PoolWorkerData {
  siteDir: string;
  /** false: --no-cache. */
  cache: boolean;
  /** The base path of the language being built, when it is not the site's own (`/fr/`). */
  basePath?: string;
  /** The worker's docs in flight, which the build watches (src/timeLimit/docSlots.ts). */
  docClock?: SharedArrayBuffer;
}

/** A doc to compile: what the compiler reads of it. */
export interface CompileRequestDoc {
  file: string;
  body: string;
  bodyLineOffset: number;
  /** A blog post whose summary is cut from its compiled tree (src/blog/summaryTree.ts). */
  summaryCut?: SummaryCut;
}

/** What every doc a worker renders shares; sent once per render request. */
export interface SharedRenderData {
  themeConfig: ThemeConfig;
  sidebars: Record<string, SidebarEntry[]>;
  assets: ClientAssets;
  sidebarFiles: Record<string, string>;
  docRouteByFile: [string, string][];
  /** In a language other than the default, the site's own base path. */
  rootBasePath?: string;
  /** Every route of the site, for links' trailing slashes. */
  routes: string[];
  /** The folder the pages are written into (the build's temporary folder). */
  outDir: string;
  /** The output folder it replaces, named in problems. */
  finalOutDir: string;
  /** The docs folders and their translations (docsFolders.ts's overlaidFile). */
  docsFolders: DocsFolder[];
  /** The theme's strings in the locale being built; English when absent. */
  strings?: { locale: string; messages: Record<string, string> };
  /** A Docusaurus website's data for its components (theme/docusaurus/docusaurusContext.ts). */
  docusaurus?: DocusaurusData;
  /** The blogs' feeds, linked from every page's head. */
  feeds?: { type: string; title: string; href: string }[];
  /** The routes that get Markdown twins, when the site writes them (src/twins/). */
  twinRoutes?: string[];
}

export type PoolRequest =
  /**
   * `hold: false`: the worker keeps no tree (a blog post's summary, which the build's thread renders from the compile
   * cache).
   * `share`: it sends each tree back too, as JSON, for the site's other languages (localizedBuilder.ts), which show the
   * same docs.
   */
  | { type: 'compile'; id: number; docs: CompileRequestDoc[]; hold?: boolean; share?: boolean }
  | { type: 'render'; id: number; shared: SharedRenderData; requests: DocRenderRequest[] };

export type PoolReply =
  /**
   * `summaries`: by doc, the summary cut from a post's tree (with its tree, which the build's thread renders in its
   * lists), where one was asked for and could be cut.
   */
  | {
      type: 'compiled';
      id: number;
      compiled: CompiledDoc[];
      cacheHits: number;
      summaries?: (CompiledDoc | undefined)[];
      trees?: (string | undefined)[];
    }
  /**
   * `rendered`: the pages rendered since the last message, sent as they are done rather than all at the end, so a
   * worker never holds thousands.
   */
  | { type: 'progress'; id: number; done: number; rendered?: RenderedPage[] }
  | { type: 'rendered'; id: number; rendered: RenderedPage[]; problems: Diagnostic[] }
  | { type: 'failed'; id: number; message: string; stack?: string; diagnostics?: Diagnostic[] };

/** The inputs and jobs of a blog's pages (blogJobs.ts), apart so the pieces that make them share them. */
import type { Root } from 'hast';
import type { PageData } from '../../theme/data/siteData.ts';
import type { Translation } from '../../theme/i18n/translate.ts';
import type { BlogPages } from '../blog/blogPages.ts';
import type { LoadedBlog } from '../blog/loadBlog.ts';
import type { ResolvedConfig } from '../config/defineConfig.ts';
import type { LastUpdate } from '../content/lastUpdates.ts';
import type { ResolveContext } from '../links/resolveHref.ts';
import type { CompiledDoc } from '../markdown/compileMarkdown.ts';
import type { PageContent, PageJob } from './renderPage.ts';

/** A blog with its pages and each post's compiled trees. */
export interface BlogRenderInput {
  loaded: LoadedBlog;
  pages: BlogPages;
  /** By post file: the post, and its summary when it has a truncate marker. */
  compiled: ReadonlyMap<string, { post: CompiledDoc; summary?: CompiledDoc }>;
}

export interface BlogJob extends PageJob {
  key: string;
  /**
   * The page's data as a key, when the job makes it without the data: a list's page builds its posts' data only if
   * it renders (renderPages keys every page by its data, `pageDataKey`).
   */
  dataKey?: string;
  content: () => PageContent | Promise<PageContent>;
  /** A post: the text whose compiled tree its page renders, which a worker of the build's pool may hold and render. */
  text?: { file: string; body: string; bodyLineOffset: number };
}

export interface BlogJobContext {
  config: ResolvedConfig;
  strings: Translation;
  href: (route: string) => string;
  resolveContextFor: (from: { route: string; file: string }) => ResolveContext;
  /** Loads the MDX module of a tree before it renders (mdxModules.ts). */
  loadMdx: (hast: Root, file: string) => Promise<void>;
  /** What every page outside the docs shows of the docs versions (the navbar's version menu). */
  otherPage?: () => Pick<PageData, 'versions' | 'defaultVersion'>;
  /** A Docusaurus website: the markup carries its classic theme's class names (markdownHtml.ts). */
  classic?: boolean;
  /** Each file's last commit (src/content/lastUpdates.ts), when a blog shows last updates. */
  lastUpdates?: ReadonlyMap<string, LastUpdate> | undefined;
  /** The tree of a compiled result that has none (taken from the build cache). */
  treeOf: (input: { file: string; body: string; bodyLineOffset: number }) => Promise<Root | undefined>;
}

/**
 * What a site builder is given and what it gives back (siteBuilder.ts): the
 * options of `sitegen build` and `serve --watch`, a build's result and an
 * update's.
 */
import type { SharedReads } from './sharedReads.ts';
import type { Reporter } from '../cli/reporter.ts';
import type { LoadedConfig } from '../config/loadConfig.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { LocaleBuild } from '../i18n/localeBuild.ts';
import type { CompiledDoc } from '../markdown/compileMarkdown.ts';
import type { OutputWriter } from '../output/outputWriter.ts';
import type { WidgetRegistry } from '../../theme/widgets/widgetTypes.ts';
import type { BuildFingerprint } from './buildCache.ts';
import type { OutputListing } from './outputListing.ts';

export interface BuildOptions {
  siteDir: string;
  outDir: string;
  reporter: Reporter;
  /** The folder the stages' details show paths from (the command's working folder); default the process's. */
  cwd?: string;
  /**
   * Extra widgets beside the theme's, for tests and embedders (the build then runs in one thread, without the build
   * cache).
   */
  widgets?: WidgetRegistry;
  /** false: no cache is read or written (--no-cache). */
  cache?: boolean;
  /**
   * Threads for compiling and rendering a full build: 1 keeps everything in
   * this thread; more start worker threads. Default: one per core when the
   * compile the docs and posts ask for pays for the workers' start
   * (src/build/poolPlan.ts), else 1.
   */
  workers?: number;
  /**
   * Draft docs and posts are built as the others are (`serve --watch`, as Docusaurus's dev server shows them); left out
   * otherwise.
   */
  drafts?: boolean;
  /** A Docusaurus setting, plugin or theme sitegen has no equivalent for fails the build (`--strict`). */
  strict?: boolean;
  /** The config, when the caller loaded it already (`build()` does, to see whether anything changed). */
  loadedConfig?: LoadedConfig;
  /** The fingerprints of the site, when the caller took them already: used by the first full build. */
  fingerprint?: Promise<BuildFingerprint>;
  /**
   * The output folder's files as the caller found them (checking for an unchanged output): used by the first full
   * build.
   */
  outputListing?: OutputListing;
  /**
   * On a site of several languages, the one this builder builds (src/i18n/localizedBuilder.ts). Another
   * than the default writes into `outDir` = `<topOutDir>/<path>`; its full build leaves its folder
   * unswapped, for the default locale's build to take in before the one swap.
   */
  locale?: LocaleBuild;
  /**
   * Called before a full build swaps or merges its output in, with its writer: the other languages'
   * folders join its temporary folder, and the files their builds kept where they are, its own.
   */
  beforeCommit?: (output: OutputWriter) => Promise<void>;
  /** The pages of the other languages in the output, which the record of an unchanged output counts too. */
  otherPages?: () => number;
  /**
   * Docs compiled by another language's build of the same run, by file and text: a doc without a
   * translation is the same file in every language, compiled once (src/build/sharedCompiles.ts).
   */
  sharedCompiles?: Map<string, CompiledDoc>;
  /** What every language's build reads alike, read once for all of them (src/build/sharedReads.ts). */
  sharedReads?: SharedReads;
}

export interface BuildResult {
  pages: number;
  warnings: Diagnostic[];
  outDir: string;
  /** Nothing changed since the last build, whose output stands as it was. */
  unchanged?: boolean;
}

export interface UpdateResult extends BuildResult {
  /** The addresses of the pages rendered again or removed: the browser tabs to reload. */
  changed: string[];
  /** How many pages were rendered. */
  rendered: number;
  /** Whether every page may look different: all were rendered, or a static file (an image, a stylesheet) changed. */
  full: boolean;
  /** Settles when the search index and the sitemap are written too. */
  indexed: Promise<void>;
  /** A full build of a language other than the default: its finished folder, not yet in place. */
  temporaryDir?: string;
  /** For that build, merging (mergeOutput.ts): the files of its folder in the output that it kept as they are. */
  keptInPlace?: ReadonlySet<string>;
  /** For that build: records its pages in the build cache, once its folder is in place. */
  saveCache?: () => Promise<void>;
}

export interface SiteBuilder {
  readonly config: LoadedConfig['config'];
  /** Files that a builder reads once: changing one needs a new builder. */
  readonly restartOn: string[];
  /** Builds the whole site into a temporary folder, then swaps it in. */
  build(): Promise<UpdateResult>;
  /** Rebuilds what `files` (absolute paths: changed, added or deleted) affect, in place. */
  update(files: Iterable<string>): Promise<UpdateResult>;
}

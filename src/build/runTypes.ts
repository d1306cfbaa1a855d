/**
 * What each step of a build's run is given (siteBuilder.ts `run`, whose
 * steps are in the run*.ts modules): the builder's setup, read once
 * (siteSetup.ts); what the builder keeps from one run to the next; and the
 * run's own input, the content it read and what it may take again.
 */
import type { KnownPost } from '../blog/loadBlog.ts';
import type { DocSource, SiteContent } from '../content/contentTypes.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { CompiledDoc } from '../markdown/compileMarkdown.ts';
import type { BuildOptions } from './builderTypes.ts';
import type { BuildPool } from './buildPool.ts';
import type { PostReuse } from './compileBlogs.ts';
import type { PreviousBuild } from './previousBuild.ts';
import type { SiteSetup } from './siteSetup.ts';
import type { SiteState } from './siteState.ts';

/** What a builder keeps between its runs, and what the run under way has found so far. */
export interface BuilderMemory {
  /** Files of the site in the client bundle (stylesheets, islands): the bundle is made once per builder. */
  bundleInputs: string[];
  /**
   * What the client bundle tolerated (imports of names a module lacks), reported with every build of this builder.
   */
  bundleWarnings: Diagnostic[] | undefined;
  /** The warnings of a run's stages so far, printed with its errors if a later stage fails. */
  runWarnings: Diagnostic[];
  /** Static files not copied because a page goes at their path (a Docusaurus website's), as warnings. */
  staticWarnings: Diagnostic[];
  /**
   * A page rendered a widget's island that the client bundle did not hold (src/client/widgetIslands.ts): this
   * builder's bundles hold every island from then on.
   */
  allIslands?: boolean;
}

/** One run: a build (`previous` undefined) or an update of `serve --watch`. */
export interface RunInput {
  content: SiteContent;
  /** The last run's state, for an update. */
  previous: SiteState | undefined;
  /** A doc's compiled result taken again (from the last run, the build cache, or another language's build). */
  reuse: (doc: DocSource) => CompiledDoc | undefined;
  /** The React and Markdown pages of the last run that an update keeps. */
  pages: SiteState['pages'] | undefined;
  /** Bumped when a file outside the site that pages depend on changed: every page renders again. */
  externalVersion: number;
  /** Static files an update found changed. */
  changedStatic: Set<string>;
  pool?: BuildPool | undefined;
  /** The last build's cache (a build's, not an update's). */
  persisted?: PreviousBuild | undefined;
  blogCache?: { reuse?: PostReuse | undefined; known?: KnownPost | undefined } | undefined;
  /** The build's site fingerprint (buildCache.ts), which keys the client bundle the cache keeps. */
  siteFingerprint?: Promise<string> | undefined;
}

export interface RunContext {
  setup: SiteSetup;
  options: BuildOptions;
  memory: BuilderMemory;
  input: RunInput;
}

export const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

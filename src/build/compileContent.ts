/**
 * The compile stage: every Markdown doc (through the content-hash cache) and
 * every React page. Problems from reading the content, compiling Markdown and
 * loading pages are reported together; the warnings among them go to the
 * build's result when there is no error.
 */
import path from 'node:path';
import type { WidgetRegistry } from '../../theme/widgets/widgetTypes.ts';
import type { DocSource, SiteContent } from '../content/contentTypes.ts';
import { loadPages, type PageOptions } from '../content/loadPages.ts';
import { byLocation, SitegenError, withWarnings, type Diagnostic } from '../diagnostics/diagnostic.ts';
import type { Root as HastRoot } from 'hast';
import { createCompileCache, type CompileCache, type CompileInput } from '../markdown/compileCache.ts';
import type { CompileRequestDoc } from './poolMessages.ts';
export type { CompileInput } from '../markdown/compileCache.ts';
import {
  createMarkdownCompiler,
  failedCompile,
  type CompiledDoc,
  type CompiledMarkdown,
  type MarkdownCompiler,
} from '../markdown/compileMarkdown.ts';
import { docTooDeep, isStackOverflow } from '../markdown/inputTooDeep.ts';
import { compilerSetup, noPlugins, type MarkdownSetup } from '../markdown/markdownPlugins.ts';
import type { PageEntry } from '../render/renderTypes.ts';
import { renderKey } from '../render/renderKeys.ts';
import { mapWithLimit } from './mapWithLimit.ts';
import { partialProblems } from '../markdown/partialProblems.ts';
import { timeDoc } from '../timeLimit/docClock.ts';

export interface CompiledContent {
  compiled: CompiledDoc[];
  pages: PageEntry[];
  /** The site files the React pages import, for the watcher. */
  pageInputs: string[];
  cacheHits: number;
  /**
   * Docs taken as they were, not compiled (unchanged since the last build, or compiled by another language's build).
   */
  reused: number;
  /** With `shareTrees`, each doc's tree as the pool's workers sent it (JSON), undefined for a doc taken as it was. */
  trees?: (string | undefined)[];
  /** What compiling found that does not stop the build (a code block in an unknown language), by location. */
  warnings: Diagnostic[];
}

export interface CompileContentOptions {
  content: SiteContent;
  docs: DocSource[];
  widgets: WidgetRegistry;
  onProgress?: (done: number, total: number) => void;
  /** A doc's compiled Markdown from a previous build, when it is still good (an incremental rebuild). */
  reuse?: (doc: DocSource) => CompiledDoc | undefined;
  /** The React pages, already loaded: they are not compiled again. */
  pages?: { entries: PageEntry[]; inputs: string[] };
  /** false: the compile cache is neither read nor written (--no-cache). */
  cache?: boolean;
  /** The site's Markdown plugins. */
  markdown?: MarkdownSetup;
  /** Worker threads to compile in (a large site's first build); they keep the trees and render the docs later. */
  pool?: CompilePool;
  /** The pool's workers send the trees back too (`CompiledContent.trees`), for the site's other languages. */
  shareTrees?: boolean;
  /**
   * A doc's entry in the compile cache from the last build (`CompiledDoc.cacheKey`): a doc compiled again takes its
   * unchanged code blocks from it.
   */
  earlierKey?: (doc: DocSource) => string | undefined;
  /**
   * How React pages load: the site's base path (for the images they import) and PostCSS plugins (for their CSS
   * modules).
   */
  pageOptions?: PageOptions;
}

export interface CompilePool {
  /**
   * `hold: false`: the workers keep no tree of these (texts the build's thread renders, taking their trees from the
   * compile cache).
   */
  compile(
    docs: CompileRequestDoc[],
    onProgress: (done: number) => void,
    options?: { hold?: boolean; share?: boolean },
  ): Promise<{
    compiled: CompiledDoc[];
    cacheHits: number;
    summaries: (CompiledDoc | undefined)[];
    trees?: (string | undefined)[];
  }>;
}

export async function compileContent(options: CompileContentOptions): Promise<CompiledContent> {
  const { docs } = options;
  let done = 0;
  const progress = () => options.onProgress?.(++done, docs.length);
  let reused = 0;
  const reuse =
    options.reuse &&
    ((doc: DocSource) => {
      const kept = options.reuse?.(doc);
      if (kept) reused++;
      return kept;
    });
  const { compiled, cacheHits, trees }: { compiled: CompiledDoc[]; cacheHits: number; trees?: (string | undefined)[] } =
    options.pool
      ? await compileInPool(docs, options.pool, reuse, progress, options.shareTrees ?? false)
      : await compileHere(docs, {
          widgets: options.widgets,
          siteDir: options.content.siteDir,
          cache: options.cache ?? true,
          markdown: options.markdown ?? noPlugins,
          reuse,
          onProgress: progress,
          earlierKey: options.earlierKey,
        });
  const problems: Diagnostic[] = [...options.content.problems, ...compiled.flatMap((r) => r.problems)];
  let pages: { entries: PageEntry[]; inputs: string[] } = { entries: [], inputs: [] };
  try {
    pages = options.pages ?? (await loadPages(options.content.pages, options.content.siteDir, options.pageOptions));
  } catch (error) {
    if (!(error instanceof SitegenError)) throw error;
    problems.push(...error.diagnostics);
  }
  // A build that fails here never bundles the MDX docs' modules, where their partials are compiled: their
  // problems are found now, to be reported with the others rather than on the next run.
  if (problems.some((p) => p.severity === 'error')) {
    const compiler = createMarkdownCompiler({
      widgets: options.widgets,
      ...compilerSetup(options.markdown ?? noPlugins, path.join(options.content.siteDir, 'static')),
    });
    problems.push(...(await partialProblems(docs, options.content.siteDir, compiler)));
  }
  // The warnings too: a doc's warnings are printed with the other docs' errors.
  if (problems.some((p) => p.severity === 'error'))
    throw withWarnings(
      new SitegenError(problems.filter((p) => p.severity === 'error').sort(byLocation)),
      problems.filter((p) => p.severity === 'warning').sort(byLocation),
    );
  return {
    compiled,
    pages: pages.entries,
    pageInputs: pages.inputs,
    cacheHits,
    reused,
    ...(trees ? { trees } : {}),
    warnings: problems.filter((p) => p.severity === 'warning').sort(byLocation),
  };
}

/** The docs `reuse` has no result for go to the workers; the others are taken as they are. */
async function compileInPool(
  docs: DocSource[],
  pool: CompilePool,
  reuse: CompileContentOptions['reuse'],
  progress: () => void,
  share: boolean,
): Promise<{ compiled: CompiledDoc[]; cacheHits: number; trees?: (string | undefined)[] }> {
  const compiled: (CompiledDoc | undefined)[] = docs.map((doc) => reuse?.(doc));
  compiled.forEach((doc) => {
    if (doc) progress();
  });
  const missing = docs.filter((_, i) => compiled[i] === undefined);
  const fromPool = await pool.compile(missing, progress, share ? { share } : undefined);
  let next = 0;
  const trees = fromPool.trees && compiled.map((doc) => (doc ? undefined : fromPool.trees?.[next++]));
  next = 0;
  return {
    compiled: compiled.map((doc) => doc ?? (fromPool.compiled[next++] as CompiledDoc)),
    cacheHits: fromPool.cacheHits,
    ...(trees ? { trees } : {}),
  };
}

export interface CompileHereOptions<D> {
  widgets: WidgetRegistry;
  siteDir: string;
  /** false: the compile cache is neither read nor written. */
  cache: boolean;
  markdown: MarkdownSetup;
  /**
   * A doc's result from an earlier build, when it is still good; `cacheKey` gives its key in the compile cache (its
   * text hashed).
   */
  reuse?: ((doc: D, cacheKey: () => string) => CompiledDoc | undefined) | undefined;
  onProgress?: () => void;
  /** See `CompileContentOptions.earlierKey`. */
  earlierKey?: ((doc: D) => string | undefined) | undefined;
}

/** Compiles docs in this thread, through the cache, eight at a time (the highlighter's file reads overlap). */
export async function compileHere<D extends CompileInput>(
  docs: D[],
  options: CompileHereOptions<D>,
): Promise<{ compiled: CompiledDoc[]; cacheHits: number }> {
  const { widgets, reuse, onProgress = () => undefined } = options;
  const compiler = createMarkdownCompiler({
    widgets,
    ...compilerSetup(options.markdown, path.join(options.siteDir, 'static')),
  });
  const cache = await createCompileCache({
    widgets,
    siteDir: options.siteDir,
    enabled: options.cache,
    pluginsKey: options.markdown.key,
  });
  const compiled = await mapWithLimit(docs, 8, async (doc) => {
    const kept = reuse?.(doc, () =>
      cache.keyOf({ body: doc.body, file: doc.file, bodyLineOffset: doc.bodyLineOffset }),
    );
    if (kept) {
      onProgress();
      return kept;
    }
    const input = { body: doc.body, file: doc.file, bodyLineOffset: doc.bodyLineOffset };
    let result: CompiledMarkdown;
    try {
      const earlierKey = options.earlierKey?.(doc);
      result =
        (await cache.get(input)) ??
        (await cache.set(
          input,
          await timeDoc(doc.file, 'compile', async () =>
            compiler.compile({
              ...input,
              earlier: earlierKey === undefined ? undefined : await cache.treeOf(earlierKey),
            }),
          ),
        ));
    } catch (error) {
      // Here, not in the compiler: the cache's JSON.stringify of a deep tree overflows too.
      if (!isStackOverflow(error)) throw error;
      result = failedCompile([docTooDeep(doc.file, error)]);
    }
    onProgress();
    const cacheKey = cache.keyOf(input);
    return { ...result, sourceKey: renderKey(cacheKey, JSON.stringify(result.dependencies)), cacheKey };
  });
  return { compiled, cacheHits: cache.hits };
}

/**
 * Trees of docs whose compiled result was taken without one (from the build cache), for the pages that
 * show them and must render again: through the compile cache, else compiled. One compiler for all.
 */
export function createTreeLoader(
  options: Omit<CompileHereOptions<CompileInput>, 'reuse' | 'onProgress'>,
): (doc: CompileInput) => Promise<HastRoot | undefined> {
  // Made on first use: most builds never ask.
  let made: { compiler: MarkdownCompiler; cache: Promise<CompileCache> } | undefined;
  return async (doc) => {
    made ??= {
      compiler: createMarkdownCompiler({
        widgets: options.widgets,
        ...compilerSetup(options.markdown, path.join(options.siteDir, 'static')),
      }),
      cache: createCompileCache({
        widgets: options.widgets,
        siteDir: options.siteDir,
        enabled: options.cache,
        pluginsKey: options.markdown.key,
      }),
    };
    const input = { body: doc.body, file: doc.file, bodyLineOffset: doc.bodyLineOffset };
    return ((await (await made.cache).get(input)) ?? (await made.compiler.compile(input))).hast;
  };
}

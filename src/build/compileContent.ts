/**
 * The compile stage: every Markdown doc (through the content-hash cache) and
 * every React page. Problems from reading the content, compiling Markdown and
 * loading pages are reported together.
 */
import path from 'node:path';
import type { WidgetRegistry } from '../../theme/widgets/widgetTypes.ts';
import type { DocSource, SiteContent } from '../content/contentTypes.ts';
import { loadPages } from '../content/loadPages.ts';
import { byLocation, SitegenError, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { createCompileCache } from '../markdown/compileCache.ts';
import { createMarkdownCompiler, type CompiledMarkdown } from '../markdown/compileMarkdown.ts';
import type { PageEntry } from '../render/renderTypes.ts';
import { mapWithLimit } from './mapWithLimit.ts';

export interface CompiledContent {
  compiled: CompiledMarkdown[];
  pages: PageEntry[];
  /** The site files the React pages import, for the watcher. */
  pageInputs: string[];
  cacheHits: number;
}

export interface CompileContentOptions {
  content: SiteContent;
  docs: DocSource[];
  widgets: WidgetRegistry;
  onProgress?: (done: number, total: number) => void;
  /** A doc's compiled Markdown from a previous build, when it is still good (an incremental rebuild). */
  reuse?: (doc: DocSource) => CompiledMarkdown | undefined;
  /** The React pages, already loaded: they are not compiled again. */
  pages?: { entries: PageEntry[]; inputs: string[] };
}

export async function compileContent(options: CompileContentOptions): Promise<CompiledContent> {
  const { docs } = options;
  const compiler = createMarkdownCompiler({ widgets: options.widgets, staticDir: path.join(options.content.siteDir, 'static') });
  const cache = await createCompileCache({ widgets: options.widgets });
  let done = 0;
  const compiled = await mapWithLimit(docs, 8, async (doc) => {
    const input = { body: doc.body, file: doc.file, bodyLineOffset: doc.bodyLineOffset };
    const result = options.reuse?.(doc) ?? (await cache.get(input)) ?? (await cache.set(input, await compiler.compile(input)));
    options.onProgress?.(++done, docs.length);
    return result;
  });
  const problems: Diagnostic[] = [...options.content.problems, ...compiled.flatMap((r) => r.problems)];
  let pages: { entries: PageEntry[]; inputs: string[] } = { entries: [], inputs: [] };
  try {
    pages = options.pages ?? (await loadPages(options.content.pages));
  } catch (error) {
    if (!(error instanceof SitegenError)) throw error;
    problems.push(...error.diagnostics);
  }
  if (problems.some((p) => p.severity === 'error')) throw new SitegenError(problems.sort(byLocation));
  return { compiled, pages: pages.entries, pageInputs: pages.inputs, cacheHits: cache.hits };
}

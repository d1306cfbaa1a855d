/** What the last good build made, kept by the builder for the next update (`serve --watch`). */
import type { CategoryMeta, DocSource, PageSource, SiteContent, StaticFile } from '../content/contentTypes.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { TagsFile } from '../tags/tagsFile.ts';
import type { CompiledDoc } from '../markdown/compileMarkdown.ts';
import type { CompiledPost } from './compileBlogs.ts';
import type { ClientAssets, PageEntry, RenderedPage } from '../render/renderTypes.ts';

export interface SiteState {
  docs: Map<string, DocSource>;
  categories: Map<string, CategoryMeta>;
  tagsFiles: Map<string, TagsFile>;
  /** Problems found reading a file, by file: reported until the file changes. */
  readProblems: Map<string, Diagnostic[]>;
  pageSources: PageSource[];
  pages: { entries: PageEntry[]; inputs: string[] };
  staticFiles: StaticFile[];
  compiled: Map<string, { body: string; bodyLineOffset: number; compiled: CompiledDoc }>;
  /** The blogs' posts and summaries as compiled, by `compiledPostKey` (compileBlogs.ts). */
  blogPosts: Map<string, CompiledPost>;
  rendered: Map<string, RenderedPage>;
  keys: Map<string, string>;
  /** Output path → hash of the contents, for the files written after the pages. */
  indexFiles: Map<string, string>;
  /** `indexLayout` of the search index, set once it is written: the next update may update it (updateLocalIndex.ts). */
  indexLayout: { current?: string | undefined; documentLengths?: number[] | undefined };
  /** Bumped when a file that any page may read changed (a schema, an image). */
  externalVersion: number;
  assets: ClientAssets & { files: { path: string; contents: Uint8Array | string }[] };
}

/** Problems by the file they are in (`''` for none). */
export function groupByFile(problems: readonly Diagnostic[]): Map<string, Diagnostic[]> {
  const byFile = new Map<string, Diagnostic[]>();
  for (const problem of problems) {
    let list = byFile.get(problem.file ?? '');
    if (!list) byFile.set(problem.file ?? '', (list = []));
    list.push(problem);
  }
  return byFile;
}

/** What a build leaves for the next update: what it read, compiled and rendered. */
export function nextSiteState(input: {
  content: SiteContent;
  /** The docs shown (drafts left out of a production build), with what compiling each gave, in the same order. */
  docs: readonly DocSource[];
  compiled: { compiled: readonly CompiledDoc[]; pages: PageEntry[]; pageInputs: string[] };
  blogPosts: Map<string, CompiledPost>;
  rendered: readonly RenderedPage[];
  keys: Map<string, string>;
  indexFiles: Map<string, string>;
  indexLayout: SiteState['indexLayout'];
  externalVersion: number;
  assets: SiteState['assets'];
}): SiteState {
  const { content, docs, compiled } = input;
  return {
    docs: new Map(content.docs.map((doc) => [doc.file, doc])),
    categories: content.categories,
    tagsFiles: content.tagsFiles,
    readProblems: groupByFile(content.problems),
    pageSources: content.pages,
    pages: { entries: compiled.pages, inputs: compiled.pageInputs },
    staticFiles: content.staticFiles,
    // The body read when asked: a doc taken from the build cache reads its file only then.
    compiled: new Map(
      docs.map((doc, i) => [
        doc.file,
        {
          get body() {
            return doc.body;
          },
          bodyLineOffset: doc.bodyLineOffset,
          compiled: compiled.compiled[i] as CompiledDoc,
        },
      ]),
    ),
    blogPosts: input.blogPosts,
    rendered: new Map(input.rendered.map((page) => [page.route, page])),
    keys: input.keys,
    indexFiles: input.indexFiles,
    indexLayout: input.indexLayout,
    externalVersion: input.externalVersion,
    assets: input.assets,
  };
}

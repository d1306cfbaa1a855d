/** What the last good build made, kept by the builder for the next update (`serve --watch`). */
import type { CategoryMeta, DocSource, PageSource, StaticFile } from '../content/contentTypes.ts';
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
  indexLayout: { current?: string | undefined };
  /** Bumped when a file that any page may read changed (a schema, an image). */
  externalVersion: number;
  assets: ClientAssets & { files: { path: string; contents: Uint8Array | string }[] };
}

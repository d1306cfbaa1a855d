/**
 * An update of `sitegen serve --watch`: the files that changed, read into a
 * copy of what the last build kept, and what follows from them: which docs
 * and blog posts may be reused as compiled, whether the React pages or static files must be
 * listed again, and whether every page may look different.
 */
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { readBoundary, type ReadBoundary } from '../content/realPathInside.ts';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { categoryFileNames, isCategoryFileName } from '../content/categoryFile.ts';
import {
  byVersionAndPath,
  isPrivatePath,
  listPages,
  listStaticFiles,
  readDocsFile,
} from '../content/collectContent.ts';
import { effectiveDir, type DocsFolder } from '../content/docsFolders.ts';
import { currentVersionName, versionKey } from '../versions/versionKey.ts';
import type { DocSource, SiteContent } from '../content/contentTypes.ts';
import { loadPages, type PageOptions } from '../content/loadPages.ts';
import type { SourceTextOptions } from '../content/readSourceText.ts';
import type { SiteState } from './siteState.ts';
import { defaultLayout, isInside, type SiteLayout } from '../content/siteLayout.ts';
import { isIncludedDoc } from '../content/docsGlobs.ts';
import type { PostReuse } from './compileBlogs.ts';
import type { CompiledDoc } from '../markdown/compileMarkdown.ts';

export interface ReadChangesOptions {
  siteDir: string;
  boundary?: ReadBoundary;
  previous: SiteState;
  files: Set<string>;
  sourceText?: SourceTextOptions;
  versions?: DocsFolder[];
  layout?: SiteLayout;
  pageOptions?: PageOptions;
  blogDirs?: string[];
}

/** Reads the changed files into a copy of the kept content; the rest is taken as it was. */
export async function readChanges(options: ReadChangesOptions) {
  const { siteDir, previous } = options;
  const boundary = options.boundary ?? readBoundary(siteDir);
  const folders = options.versions ?? [{ name: currentVersionName, dir: path.join(siteDir, 'docs') }];
  const layout = options.layout ?? defaultLayout(siteDir);
  const reading: ChangeReading = {
    docs: new Map(previous.docs),
    categories: new Map(previous.categories),
    tagsFiles: new Map(previous.tagsFiles),
    readProblems: new Map(previous.readProblems),
    externalVersion: previous.externalVersion,
    pagesChanged: false,
    changedStatic: new Set(),
    dependencyChanged: new Set(),
  };
  const pageInputs = new Set(previous.pages.inputs);
  for (const file of withCategorySiblings(options.files)) {
    const folder = folders.find((f) => [f.dir, ...(f.translated ?? [])].some((dir) => file.startsWith(dir + path.sep)));
    if (folder) await readDocsChange(reading, folder, file, { ...options, boundary });
    else classifyChange(reading, file, { ...options, layout, pageInputs });
    reading.dependencyChanged.add(file);
  }
  const listing: Diagnostic[] = [];
  const pageSources = reading.pagesChanged ? await listPages(layout, listing, boundary) : previous.pageSources;
  const staticFiles =
    reading.changedStatic.size > 0 ? await listStaticFiles(layout, listing, boundary) : previous.staticFiles;
  const content: SiteContent = {
    siteDir,
    docs: [...reading.docs.values()].sort(byVersionAndPath(folders.map((f) => f.name))),
    pages: pageSources,
    staticFiles,
    categories: reading.categories,
    tagsFiles: reading.tagsFiles,
    problems: [...reading.readProblems.values()].flat().concat(listing),
  };
  const pages = reading.pagesChanged ? await loadPages(pageSources, siteDir, options.pageOptions) : previous.pages;
  return {
    content,
    ...reusers(previous, reading.dependencyChanged),
    pages,
    externalVersion: reading.externalVersion,
    changedStatic: reading.changedStatic,
  };
}

/** The kept content, copied, as the changed files are read into it; and what follows from them. */
interface ChangeReading {
  docs: Map<string, DocSource>;
  categories: SiteContent['categories'];
  tagsFiles: SiteContent['tagsFiles'];
  readProblems: Map<string, Diagnostic[]>;
  /** Counts the changes any page may show. */
  externalVersion: number;
  pagesChanged: boolean;
  changedStatic: Set<string>;
  /** Every changed file: a doc that reads one (a code block's file=) is compiled again. */
  dependencyChanged: Set<string>;
}

/**
 * The changed files; a category file's siblings with them: which of a folder's category files is a duplicate of which
 * depends on all of them.
 */
function withCategorySiblings(files: Set<string>): Set<string> {
  const siblings = [...files]
    .filter((file) => isCategoryFileName(path.basename(file)))
    .flatMap((file) => categoryFileNames.map((name) => path.join(path.dirname(file), name)))
    .filter((sibling) => existsSync(sibling));
  return new Set([...files, ...siblings]);
}

/**
 * A changed file of a docs folder: the file of that path in every folder of the version (a translation and the doc it
 * stands for) forgotten, and the one that now stands read again.
 */
async function readDocsChange(
  reading: ChangeReading,
  folder: DocsFolder,
  file: string,
  options: ReadChangesOptions & { boundary: ReadBoundary },
): Promise<void> {
  const { docs, categories, tagsFiles, readProblems } = reading;
  const ownDir =
    [folder.dir, ...(folder.translated ?? [])].find((dir) => file.startsWith(dir + path.sep)) ?? folder.dir;
  const inDocs = path.relative(ownDir, file).split(path.sep).join('/');
  for (const candidate of new Set([folder.dir, ...(folder.translated ?? [])].map((dir) => path.join(dir, inDocs)))) {
    docs.delete(candidate);
    readProblems.delete(candidate);
    for (const [key, meta] of categories) if (meta.file === candidate) categories.delete(key);
    if (tagsFiles.get(folder.name)?.file === candidate) tagsFiles.delete(folder.name);
  }
  const source = effectiveDir(folder, inDocs);
  const effective = path.join(source.dir, inDocs);
  const isDoc =
    !/\.mdx?$/.test(inDocs) || (!inDocs.split('/').includes('node_modules') && isIncludedDoc(folder.globs, inDocs));
  if (!isPrivatePath(inDocs) && isDoc && existsSync(effective)) {
    const read = await readDocsFile(source.dir, inDocs, options.sourceText, options.boundary, folder.name);
    if (read.problems.length > 0) readProblems.set(effective, read.problems);
    if (read.kind === 'doc') docs.set(effective, source.untranslated ? { ...read.doc, untranslated: true } : read.doc);
    if (read.kind === 'category') categories.set(versionKey(folder.name, read.meta.dirPath), read.meta);
    if (read.kind === 'tags') tagsFiles.set(folder.name, read.tagsFile);
    // Another file of docs/ (an image, a schema) may be shown by any page.
    if (read.kind === 'other') reading.externalVersion++;
  } else if (isPrivatePath(inDocs) || (!/\.mdx?$/.test(file) && !isCategoryFileName(path.basename(file)))) {
    // A private file (`_partial.mdx`) may be imported by any MDX doc.
    reading.externalVersion++;
  }
}

/** A changed file outside the docs folders: of a blog, a React page, a static file, a translation, or anything else. */
function classifyChange(
  reading: ChangeReading,
  file: string,
  options: ReadChangesOptions & { layout: SiteLayout; pageInputs: Set<string> },
): void {
  const { layout } = options;
  const [top] = path.relative(options.siteDir, file).split(path.sep);
  if (options.blogDirs?.some((dir) => isInside(file, dir))) {
    // A post, or the authors or tags file: every update reads the blogs again, and keys their pages by what they
    // show. Another file of the blog (an image beside a post) may be shown by any page.
    if (!/\.(mdx?|ya?ml|json)$/.test(file)) reading.externalVersion++;
  } else if ((layout.pagesDir !== undefined && isInside(file, layout.pagesDir)) || options.pageInputs.has(file)) {
    reading.pagesChanged = true;
  } else if (layout.staticDirs.some((dir) => isInside(file, dir))) {
    reading.changedStatic.add(file);
  } else if (top !== 'i18n') {
    // Another language's translation (this language's folders are matched above, its JSON files restart the builder)
    // is shown by no page of this language, unless a doc imports it (dependencyChanged).
    reading.externalVersion++;
  }
}

/** Which docs and posts the last build compiled may be taken as they were: same text, no file they read changed. */
function reusers(
  previous: SiteState,
  dependencyChanged: Set<string>,
): { reuse: (doc: DocSource) => CompiledDoc | undefined; reuseBlogPost: PostReuse } {
  const reuse = (doc: DocSource) => {
    const kept = previous.compiled.get(doc.file);
    // A doc compiled by a worker thread of the first build has no tree here: compiled again (from the cache).
    if (!kept?.compiled.hast || kept.body !== doc.body || kept.bodyLineOffset !== doc.bodyLineOffset) return undefined;
    // A file the doc reads (a code block's file=) changed.
    if (kept.compiled.dependencies?.some((dependency) => dependencyChanged.has(dependency.file))) return undefined;
    return kept.compiled;
  };
  const reuseBlogPost: PostReuse = (key, input) => {
    const kept = previous.blogPosts.get(key);
    if (!kept?.compiled.hast || kept.body !== input.body || kept.bodyLineOffset !== input.bodyLineOffset)
      return undefined;
    if (kept.compiled.dependencies?.some((dependency) => dependencyChanged.has(dependency.file))) return undefined;
    return kept.compiled;
  };
  return { reuse, reuseBlogPost };
}

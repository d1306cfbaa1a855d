/**
 * The collectContent stage: walk the site folder. Reads every doc (with its front matter),
 * lists React pages and static files, and reads the category files (`_category_.json`,
 * `.yml`, `.yaml`) and the tags file (`docs/tags.yml`). Files and folders starting with `_` or `.` are private
 * (partials,
 * drafts in progress) and skipped, except the category files.
 */
import { readdirSync, statSync, type Dirent } from 'node:fs';
import path from 'node:path';
import { DiagnosticBag, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { duplicateCategoryFile, isCategoryFileName, parseCategoryFile } from './categoryFile.ts';
import type { CategoryMeta, DocSource, PageSource, SiteContent, StaticFile } from './contentTypes.ts';
import { parseMarkdownFile } from './frontMatter.ts';
import { readSourceTextSync, type SourceTextOptions } from './readSourceText.ts';
import { stripNumberPrefix } from './numberPrefix.ts';
import { outsideBoundaryProblem, readBoundary, realPathOutside, type ReadBoundary } from './realPathInside.ts';
import { parseTagsFile, tagsFileName, type TagsFile } from '../tags/tagsFile.ts';
import { defaultLayout, type SiteLayout } from './siteLayout.ts';
import { isIncludedDoc, type DocsGlobs } from './docsGlobs.ts';
import type { DocsFolder } from './docsFolders.ts';
import { entryPathsUnder } from './entryPaths.ts';
import { currentVersionName, versionKey } from '../versions/versionKey.ts';

const markdownExtensions = new Set(['.md', '.mdx']);
/** React pages, and Markdown and MDX pages (src/content/markdownPages.ts). */
const pageExtensions = new Set(['.tsx', '.jsx', '.ts', '.js', '.md', '.mdx']);

/**
 * The files of a folder of the site, with `/` separators (`skipPrivate` leaves out `_private` and hidden ones).
 * A symbolic link counts as the file it leads to when that is inside the site; a link leading out (or the
 * folder itself leading out) is a problem and nothing of it is listed. Links to folders are not walked.
 * `links` receives the full path of each listed file that is a link.
 */
async function listFiles(
  dir: string,
  skipPrivate: boolean,
  problems: Diagnostic[] | undefined,
  boundary: ReadBoundary,
  readsFile: (relativePath: string) => boolean = () => true,
  links?: Set<string>,
): Promise<string[]> {
  let entries;
  try {
    entries = listTree(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const folderOutside = realPathOutside(dir, boundary.readRoot);
  if (folderOutside) {
    problems?.push(outsideBoundaryProblem(boundary, { file: dir, real: folderOutside }));
    return [];
  }
  const listed: string[] = [];
  const relativeOf = entryPathsUnder(dir);
  for (const entry of entries) {
    if (!entry.isFile()) {
      const full = path.join(entry.parentPath, entry.name);
      if (!entry.isSymbolicLink()) continue;
      const outside = realPathOutside(full, boundary.readRoot);
      if (outside) {
        // Reported when the build would read it: a file of docs/ that is not a doc (an image, a schema) is checked
        // where a doc names it.
        const relative = relativeOf(entry);
        const reads = statSync(full, { throwIfNoEntry: false })?.isDirectory() === true || readsFile(relative);
        if (reads && (!skipPrivate || !isPrivatePath(relative)))
          problems?.push(outsideBoundaryProblem(boundary, { file: full, real: outside }));
        continue;
      }
      if (statSync(full, { throwIfNoEntry: false })?.isFile() !== true) continue;
      links?.add(full);
    }
    listed.push(relativeOf(entry));
  }
  return (
    listed
      // docs/ and pages/ skip hidden and _private files; static/ copies everything (.well-known/, .nojekyll)
      // but operating-system clutter.
      .filter((rel) => !rel.split('/').some((part) => osClutter.has(part)))
      .filter((rel) => !skipPrivate || !isPrivatePath(rel))
      .sort()
  );
}

/**
 * Every entry under `dir`, synchronously (fs/promises' recursive listing costs a promise and a callback per
 * folder, three times as long), without walking `node_modules/` (a docs folder may hold its own packages)
 * or links to folders.
 */
function listTree(dir: string): Dirent[] {
  const entries: Dirent[] = [];
  const folders = [dir];
  while (folders.length > 0) {
    const folder = folders.pop() as string;
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') folders.push(path.join(folder, entry.name));
        continue;
      }
      entries.push(entry);
    }
  }
  return entries;
}

/** The paths (`/`-separated) of `listTree(dir)`, none when `dir` cannot be listed. */
function listedNames(dir: string): string[] {
  try {
    return listTree(dir).map(entryPathsUnder(dir));
  } catch {
    return [];
  }
}

/** A path inside `docs/` or `pages/` that is left out: a part starting with `.` or `_` (but a category file). */
export function isPrivatePath(relativePath: string): boolean {
  return relativePath
    .split('/')
    .some((part) => part.startsWith('.') || (part.startsWith('_') && !isCategoryFileName(part)));
}

const osClutter = new Set(['.DS_Store', 'Thumbs.db', 'desktop.ini', '.git']);

/**
 * A doc's id, folder and position from its path: number prefixes are left out of the id and
 * the folder and give the position, unless front matter `parse_number_prefixes` is false.
 */
export function docIdentity(
  relativePath: string,
  frontMatterId: string | undefined,
  parseNumberPrefixes = true,
): Pick<DocSource, 'id' | 'dirName' | 'numberPrefix'> {
  const segments = relativePath.replace(/\.mdx?$/, '').split('/');
  const stripped = segments.map((segment) =>
    parseNumberPrefixes ? stripNumberPrefix(segment) : { name: segment, position: undefined },
  );
  const last = stripped.pop() ?? { name: '', position: undefined };
  const dirName = stripped.map((s) => s.name).join('/');
  const base = frontMatterId ?? last.name;
  return { id: dirName ? `${dirName}/${base}` : base, dirName, numberPrefix: last.position };
}

/** What one file of `docs/` holds: a doc, a category's metadata, or neither (an image, a schema). */
export type DocsFile =
  | { kind: 'doc'; doc: DocSource; problems: Diagnostic[] }
  | { kind: 'category'; meta: CategoryMeta; problems: Diagnostic[] }
  | { kind: 'tags'; tagsFile: TagsFile; problems: Diagnostic[] }
  | { kind: 'other'; problems: Diagnostic[] };

/**
 * Reads one file of `docs/` (`relativePath` with `/` separators), as the watcher does for a changed one.
 * A file over the size limit or not in UTF-8 is a problem, and counts as no doc; so is a link leading out of the site.
 */
export async function readDocsFile(
  docsDir: string,
  relativePath: string,
  options: SourceTextOptions = {},
  boundary = readBoundary(path.dirname(docsDir)),
  version?: string,
): Promise<DocsFile> {
  const inVersion = version === undefined || version === currentVersionName ? {} : { version };
  const file = path.join(docsDir, relativePath);
  const outside = realPathOutside(file, boundary.readRoot);
  if (outside) return { kind: 'other', problems: [outsideBoundaryProblem(boundary, { file, real: outside })] };
  const isCategory = isCategoryFileName(path.basename(relativePath));
  if (isCategory) {
    const duplicate = duplicateCategoryFile(file);
    if (duplicate) return { kind: 'other', problems: [duplicate] };
  } else if (relativePath !== tagsFileName && !markdownExtensions.has(path.extname(relativePath))) {
    return { kind: 'other', problems: [] };
  }
  // At once, in this thread: a doc is a few kilobytes, and fs/promises' stat, open, read and close through the
  // thread pool cost more than the reading (a first build of 10,000 docs spent most of collectContent there).
  const read = readSourceTextSync(file, options);
  if ('problem' in read) return { kind: 'other', problems: [read.problem] };
  const { text } = read;
  if (isCategory) {
    const dirPath = path.dirname(relativePath) === '.' ? '' : path.dirname(relativePath);
    const parsed = parseCategoryFile(text, file, dirPath);
    return parsed.meta
      ? { kind: 'category', meta: { ...parsed.meta, ...inVersion }, problems: parsed.problems }
      : { kind: 'other', problems: parsed.problems };
  }
  if (relativePath === tagsFileName) {
    const parsed = parseTagsFile(text, file);
    return parsed.tagsFile
      ? { kind: 'tags', tagsFile: parsed.tagsFile, problems: parsed.problems }
      : { kind: 'other', problems: parsed.problems };
  }
  const parsed = parseMarkdownFile(text, file);
  return {
    kind: 'doc',
    problems: parsed.problems,
    doc: {
      file,
      relativePath,
      ...inVersion,
      ...docIdentity(relativePath, parsed.frontMatter.id, parsed.frontMatter.parse_number_prefixes !== false),
      source: text,
      body: parsed.body,
      bodyLineOffset: parsed.bodyLineOffset,
      frontMatter: parsed.frontMatter,
    },
  };
}

/** The pages of the pages folder (not tests, declarations, or `_` files and folders), as Docusaurus takes them. */
export async function listPages(
  layout: SiteLayout,
  problems: Diagnostic[] | undefined,
  boundary: ReadBoundary,
): Promise<PageSource[]> {
  const { pagesDir } = layout;
  if (pagesDir === undefined) return [];
  return (await listFiles(pagesDir, true, problems, boundary, (relative) => pageExtensions.has(path.extname(relative))))
    .filter(
      (rel) =>
        pageExtensions.has(path.extname(rel)) &&
        !/\.(test|spec|d)\.[jt]sx?$/.test(rel) &&
        !rel.split('/').includes('__tests__'),
    )
    .map((relativePath) => ({ file: path.join(pagesDir, relativePath), relativePath }));
}

/** Every file of the static folders, copied as it is; of two files at one path, the later folder's. */
export async function listStaticFiles(
  layout: SiteLayout,
  problems: Diagnostic[] | undefined,
  boundary: ReadBoundary,
): Promise<StaticFile[]> {
  const byPath = new Map<string, StaticFile>();
  for (const staticDir of layout.staticDirs) {
    for (const relativePath of await listFiles(staticDir, false, problems, boundary)) {
      byPath.delete(relativePath);
      byPath.set(relativePath, { file: path.join(staticDir, relativePath), relativePath });
    }
  }
  return [...byPath.values()].sort((a, b) =>
    a.relativePath < b.relativePath ? -1 : a.relativePath > b.relativePath ? 1 : 0,
  );
}

/** The files of a docs folder the build reads: docs, category files and its tags file. */
export const listDocsFiles = (
  dir: string,
  problems: Diagnostic[] | undefined,
  boundary: ReadBoundary,
  links?: Set<string>,
  globs?: DocsGlobs,
) =>
  listFiles(
    dir,
    true,
    problems,
    boundary,
    (relative) =>
      markdownExtensions.has(path.extname(relative)) ||
      isCategoryFileName(path.basename(relative)) ||
      relative === tagsFileName,
    links,
  ).then((files) =>
    globs
      ? files.filter((relative) => !markdownExtensions.has(path.extname(relative)) || isIncludedDoc(globs, relative))
      : files,
  );

/**
 * The doc files of these folders as collectContent will read them (a translation in place of its
 * original), by absolute path, listed before reading them: what the build weighs to decide whether it
 * starts worker threads (src/build/poolPlan.ts). Listed as `listFiles` lists them, without walking links
 * to folders (Node 20's recursive `readdir` of names follows them: a link to `/tmp` listed all of it).
 */
export function docFilePaths(folders: readonly DocsFolder[]): string[] {
  const files: string[] = [];
  for (const folder of folders) {
    const seen = new Set<string>();
    for (const dir of [...(folder.translated ?? []), folder.dir]) {
      for (const name of listedNames(dir)) {
        if (!markdownExtensions.has(path.extname(name)) || !isIncludedDoc(folder.globs, name) || seen.has(name))
          continue;
        seen.add(name);
        files.push(path.join(dir, name));
      }
    }
  }
  return files;
}

/** The Markdown files under `dir` (a blog's folder), by absolute path; none when there is no such folder. */
export function markdownFilesUnder(dir: string): string[] {
  return listedNames(dir)
    .filter((name) => markdownExtensions.has(path.extname(name)) && !isPrivatePath(name))
    .map((name) => path.join(dir, name));
}

/** Docs in the order the build lists them: by version (current first), then by path. */
export function byVersionAndPath(order: readonly string[]): (a: DocSource, b: DocSource) => number {
  const rank = (doc: DocSource) => order.indexOf(doc.version ?? currentVersionName);
  return (a, b) => rank(a) - rank(b) || a.relativePath.localeCompare(b.relativePath);
}

/**
 * A doc the last build read, when its file is as it was then: taken as it is, without reading it
 * (src/build/cachedDocs.ts).
 */
export type KnownDoc = (file: string) => { doc: DocSource; problems: Diagnostic[] } | undefined;

export async function collectContent(options: {
  siteDir: string;
  boundary?: ReadBoundary;
  sourceText?: SourceTextOptions;
  versions?: DocsFolder[];
  known?: KnownDoc;
  layout?: SiteLayout;
}): Promise<SiteContent> {
  const { siteDir } = options;
  const boundary = options.boundary ?? readBoundary(siteDir);
  const problems = new DiagnosticBag();
  const folders = options.versions ?? [{ name: currentVersionName, dir: path.join(siteDir, 'docs') }];
  const docs: DocSource[] = [];
  const categories = new Map<string, CategoryMeta>();
  const tagsFiles = new Map<string, TagsFile>();

  const listing: Diagnostic[] = [];
  /** The listed files that are links: the others need no check before a known doc is taken. */
  const links = new Set<string>();
  await Promise.all(
    folders.map(async (folder) => {
      // A translation's file stands for the docs folder's file of the same path.
      const sources = new Map<string, { dir: string; untranslated: boolean }>();
      for (const dir of [...(folder.translated ?? []), folder.dir]) {
        for (const relativePath of await listDocsFiles(dir, listing, boundary, links, folder.globs)) {
          if (!sources.has(relativePath))
            sources.set(relativePath, {
              dir,
              untranslated: dir === folder.dir && (folder.translated?.length ?? 0) > 0,
            });
        }
      }
      await Promise.all(
        [...sources].map(async ([relativePath, source]) => {
          const file = path.join(source.dir, relativePath);
          const known = markdownExtensions.has(path.extname(relativePath)) ? options.known?.(file) : undefined;
          // The listing skips links that lead out of the site; a file that is a link is checked again here, as
          // readDocsFile checks it.
          // Only those: a stat of each of 10,000 docs took 75 ms of a rebuild.
          if (known && !(links.has(file) && realPathOutside(file, boundary.readRoot))) {
            known.problems.forEach((p) => problems.add(p));
            docs.push(known.doc);
            return;
          }
          const read = await readDocsFile(source.dir, relativePath, options.sourceText, boundary, folder.name);
          read.problems.forEach((p) => problems.add(p));
          if (read.kind === 'doc') docs.push(source.untranslated ? { ...read.doc, untranslated: true } : read.doc);
          if (read.kind === 'category') categories.set(versionKey(folder.name, read.meta.dirPath), read.meta);
          if (read.kind === 'tags') tagsFiles.set(folder.name, read.tagsFile);
        }),
      );
    }),
  );
  docs.sort(byVersionAndPath(folders.map((folder) => folder.name)));

  const layout = options.layout ?? defaultLayout(siteDir);
  const [pages, staticFiles] = await Promise.all([
    listPages(layout, listing, boundary),
    listStaticFiles(layout, listing, boundary),
  ]);
  listing.forEach((p) => problems.add(p));

  return { siteDir, docs, pages, staticFiles, categories, tagsFiles, problems: problems.items };
}

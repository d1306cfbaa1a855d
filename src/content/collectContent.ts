/**
 * The collectContent stage: walk the site folder. Reads every doc (with its front matter),
 * lists React pages and static files, and reads the category files (`_category_.json`,
 * `.yml`, `.yaml`) and the tags file (`docs/tags.yml`). Files and folders starting with `_` or `.` are private (partials,
 * drafts in progress) and skipped, except the category files.
 */
import { statSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { DiagnosticBag, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { duplicateCategoryFile, isCategoryFileName, parseCategoryFile } from './categoryFile.ts';
import type { CategoryMeta, DocSource, PageSource, SiteContent, StaticFile } from './contentTypes.ts';
import { parseMarkdownFile } from './frontMatter.ts';
import { readSourceText, type SourceTextOptions } from './readSourceText.ts';
import { stripNumberPrefix } from './numberPrefix.ts';
import { parseTagsFile, tagsFileName, type TagsFile } from '../tags/tagsFile.ts';

const markdownExtensions = new Set(['.md', '.mdx']);
const pageExtensions = new Set(['.tsx', '.jsx', '.ts', '.js']);

/** The files of a folder, with `/` separators (`skipPrivate` leaves out `_private` and hidden ones). */
async function listFiles(dir: string, skipPrivate: boolean): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(dir, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return entries
    // A link to a file counts as the file (statSync follows it); a link to a folder is not walked.
    .filter((entry) => entry.isFile() || (entry.isSymbolicLink() && statSync(path.join(entry.parentPath, entry.name), { throwIfNoEntry: false })?.isFile() === true))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    // docs/ and pages/ skip hidden and _private files; static/ copies everything (.well-known/, .nojekyll)
    // but operating-system clutter.
    .filter((rel) => !rel.split('/').some((part) => osClutter.has(part)))
    .filter((rel) => !skipPrivate || !isPrivatePath(rel))
    .sort();
}

/** A path inside `docs/` or `pages/` that is left out: a part starting with `.` or `_` (but a category file). */
export function isPrivatePath(relativePath: string): boolean {
  return relativePath.split('/').some((part) => part.startsWith('.') || (part.startsWith('_') && !isCategoryFileName(part)));
}

const osClutter = new Set(['.DS_Store', 'Thumbs.db', 'desktop.ini', '.git']);

/**
 * A doc's id, folder and position from its path: number prefixes are left out of the id and
 * the folder and give the position, unless front matter `parse_number_prefixes` is false.
 */
export function docIdentity(relativePath: string, frontMatterId: string | undefined, parseNumberPrefixes = true): Pick<DocSource, 'id' | 'dirName' | 'numberPrefix'> {
  const segments = relativePath.replace(/\.mdx?$/, '').split('/');
  const stripped = segments.map((segment) => (parseNumberPrefixes ? stripNumberPrefix(segment) : { name: segment, position: undefined }));
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
 * A file over the size limit or not in UTF-8 is a problem, and counts as no doc.
 */
export async function readDocsFile(docsDir: string, relativePath: string, options: SourceTextOptions = {}): Promise<DocsFile> {
  const file = path.join(docsDir, relativePath);
  const isCategory = isCategoryFileName(path.basename(relativePath));
  if (isCategory) {
    const duplicate = duplicateCategoryFile(file);
    if (duplicate) return { kind: 'other', problems: [duplicate] };
  } else if (relativePath !== tagsFileName && !markdownExtensions.has(path.extname(relativePath))) {
    return { kind: 'other', problems: [] };
  }
  const read = await readSourceText(file, options);
  if ('problem' in read) return { kind: 'other', problems: [read.problem] };
  const { text } = read;
  if (isCategory) {
    const dirPath = path.dirname(relativePath) === '.' ? '' : path.dirname(relativePath);
    const parsed = parseCategoryFile(text, file, dirPath);
    return parsed.meta ? { kind: 'category', meta: parsed.meta, problems: parsed.problems } : { kind: 'other', problems: parsed.problems };
  }
  if (relativePath === tagsFileName) {
    const parsed = parseTagsFile(text, file);
    return parsed.tagsFile ? { kind: 'tags', tagsFile: parsed.tagsFile, problems: parsed.problems } : { kind: 'other', problems: parsed.problems };
  }
  const parsed = parseMarkdownFile(text, file);
  return {
    kind: 'doc',
    problems: parsed.problems,
    doc: {
      file,
      relativePath,
      ...docIdentity(relativePath, parsed.frontMatter.id, parsed.frontMatter.parse_number_prefixes !== false),
      source: text,
      body: parsed.body,
      bodyLineOffset: parsed.bodyLineOffset,
      frontMatter: parsed.frontMatter,
    },
  };
}

/** The React pages of `pages/` (not tests or declarations). */
export async function listPages(siteDir: string): Promise<PageSource[]> {
  const pagesDir = path.join(siteDir, 'pages');
  return (await listFiles(pagesDir, true))
    .filter((rel) => pageExtensions.has(path.extname(rel)) && !/\.(test|spec|d)\.[jt]sx?$/.test(rel))
    .map((relativePath) => ({ file: path.join(pagesDir, relativePath), relativePath }));
}

/** Every file of `static/`, copied as it is. */
export async function listStaticFiles(siteDir: string): Promise<StaticFile[]> {
  const staticDir = path.join(siteDir, 'static');
  return (await listFiles(staticDir, false)).map((relativePath) => ({ file: path.join(staticDir, relativePath), relativePath }));
}

export async function collectContent(options: { siteDir: string; sourceText?: SourceTextOptions }): Promise<SiteContent> {
  const { siteDir } = options;
  const problems = new DiagnosticBag();
  const docsDir = path.join(siteDir, 'docs');
  const docs: DocSource[] = [];
  const categories = new Map<string, CategoryMeta>();
  let tagsFile: TagsFile | undefined;

  const docFiles = await listFiles(docsDir, true);
  await Promise.all(docFiles.map(async (relativePath) => {
    const read = await readDocsFile(docsDir, relativePath, options.sourceText);
    read.problems.forEach((p) => problems.add(p));
    if (read.kind === 'doc') docs.push(read.doc);
    if (read.kind === 'category') categories.set(read.meta.dirPath, read.meta);
    if (read.kind === 'tags') tagsFile = read.tagsFile;
  }));
  docs.sort((a, b) => a.relativePath.localeCompare(b.relativePath));

  const [pages, staticFiles] = await Promise.all([listPages(siteDir), listStaticFiles(siteDir)]);

  return { siteDir, docs, pages, staticFiles, categories, ...(tagsFile ? { tagsFile } : {}), problems: problems.items };
}

/**
 * Reads one blog's folder as Docusaurus's blog plugin reads it: its posts
 * (their front matter, date, address, title, authors, tags, summary and
 * reading time: readPost.ts), its authors file and its tags file. Drafts are left out,
 * unless `drafts` asks for them.
 * Posts come newest first (same date: by address), as every list shows them.
 */
import { existsSync, statSync, type Dirent } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { ResolvedBlog } from '../config/blogConfig.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { isIncludedDoc } from '../content/docsGlobs.ts';
import { entryPathsUnder } from '../content/entryPaths.ts';
import { readSourceText, readSourceTextSync, type SourceTextOptions } from '../content/readSourceText.ts';
import { outsideBoundaryProblem, realPathOutside, type ReadBoundary } from '../content/realPathInside.ts';
import type { MarkdownFormat } from '../markdown/mdxFormat.ts';
import { parseTagsFile, type TagDefinition, type TagsFile } from '../tags/tagsFile.ts';
import { parseAuthorsFile, type AuthorsFile, type BlogAuthor } from './authorsFile.ts';
import { messagesOf, readTranslationFile } from '../i18n/translationFile.ts';
import type { BlogFrontMatter } from './blogFrontMatter.ts';
import { readFirstCommits } from '../content/lastUpdates.ts';
import { joinRoute, readPost } from './readPost.ts';
import type { SummaryCut } from './summaryTree.ts';

export interface BlogPost {
  file: string;
  /** Inside the blog folder, with `/`. */
  relativePath: string;
  source: string;
  /** The text compiled: the body after the front matter, its title line blanked (the header shows the title). */
  body: string;
  bodyLineOffset: number;
  /** The text before the truncate marker, when there is one: what the lists show. */
  summaryBody?: string;
  /**
   * Whether it has a truncate marker (`summaryBody` is set): asked without reading a post taken from the build cache.
   */
  truncated: boolean;
  /** Whether it compiles as MDX. */
  mdx: boolean;
  /**
   * A post taken from the build cache unread (its file unchanged, postRecord.ts): the compile cache keys its texts
   * had, by `compiledPostKey`, which still hold. Its text is read only if a page that shows it renders again.
   */
  unchanged?: { cacheKeys: Record<string, string> };
  /**
   * A Markdown post's summary, cut from the post's compiled tree rather than compiled on its own where it can be
   * (summaryTree.ts).
   */
  summaryCut?: SummaryCut;
  frontMatter: BlogFrontMatter;
  /** The post's route: the blog's route and its slug. */
  route: string;
  date: Date;
  title: string;
  /** The title in the sidebar. */
  sidebarLabel: string;
  description: string | undefined;
  authors: BlogAuthor[];
  tags: TagDefinition[];
  /** Minutes. */
  readingTime: number;
  unlisted: boolean;
  /** What its meta is made of, hashed, as its build cache record kept it (postInputsKey.ts); unset on a post read. */
  inputsKey?: string;
}

export interface LoadedBlog {
  blog: ResolvedBlog;
  dir: string;
  /** The folder of its translations in the language being built (`LoadBlogOptions.translatedDir`). */
  translatedDir?: string;
  posts: BlogPost[];
  authorsFile: AuthorsFile | undefined;
  tagsFile: TagsFile | undefined;
  /** Errors stop the build; warnings are reported with it. */
  problems: Diagnostic[];
  /**
   * By post file: the problems reading it found (with the others in `problems`), which the build cache keeps with it.
   */
  postProblems: Map<string, Diagnostic[]>;
  /**
   * The posts dated by git or their file's time, which the build cache does not keep (their date may change, their text
   * not).
   */
  undated: Set<string>;
}

/** A post of the last build whose file is unchanged, and the problems reading it found (postRecord.ts). */
export type KnownPost = (file: string) => { post: BlogPost; problems: Diagnostic[] } | undefined;

export interface LoadBlogOptions {
  siteDir: string;
  blog: ResolvedBlog;
  /** The site's base path, for the images of authors written from the site's root. */
  basePath: string;
  format: MarkdownFormat;
  sourceText?: SourceTextOptions;
  /**
   * The blog's translations in the language being built (`i18n/fr/docusaurus-plugin-content-blog`): a post of
   * the same path there is read instead, and so are its authors and tags files. Posts only there are not posts,
   * as in Docusaurus: the blog's folder lists them.
   */
  translatedDir?: string;
  /** Drafts are read as the other posts are (`serve --watch`); left out otherwise. */
  drafts?: boolean;
  /**
   * What the site may read: a post, or the authors or tags file, that is a link leading out of it is `LinkOutsideSite`.
   */
  boundary: ReadBoundary;
  /** Posts taken from the build cache instead of read. */
  known?: KnownPost | undefined;
}

/** The Markdown files of the folder under its globs, with `/` separators, in a stable order. */
async function postFiles(dir: string, blog: ResolvedBlog): Promise<{ files: string[]; links: Set<string> }> {
  let entries: Dirent[];
  try {
    entries = await readdir(dir, { recursive: true, withFileTypes: true });
  } catch {
    return { files: [], links: new Set() };
  }
  const globs = { include: blog.include, exclude: blog.exclude };
  const relativeOf = entryPathsUnder(dir);
  const files = entries
    .filter((entry) => !entry.isDirectory())
    .map(relativeOf)
    .filter(
      (relative) =>
        /\.mdx?$/i.test(relative) && !relative.split('/').includes('node_modules') && isIncludedDoc(globs, relative),
    )
    .sort();
  // The listing does not go into linked folders: a file below the blog folder, itself checked, leads out only if it is
  // a link.
  return { files, links: new Set(entries.filter((entry) => entry.isSymbolicLink()).map(relativeOf)) };
}

/** Whether the file is inside what the site may read, after links; if not, the problem says so. */
function readable(file: string, boundary: ReadBoundary, problems: Diagnostic[]): boolean {
  const outside = realPathOutside(file, boundary.readRoot);
  if (outside) problems.push(outsideBoundaryProblem(boundary, { file, real: outside }));
  return outside === undefined;
}

async function readOptionalFile(
  file: string,
  options: LoadBlogOptions,
  problems: Diagnostic[],
): Promise<string | undefined> {
  try {
    if (!(await stat(file)).isFile()) return undefined;
  } catch {
    return undefined;
  }
  if (!readable(file, options.boundary, problems)) return undefined;
  const read = await readSourceText(file, options.sourceText);
  if ('problem' in read) {
    problems.push(read.problem);
    return undefined;
  }
  return read.text;
}

/**
 * The blog's settings in the language being built: its title, description and recent posts' title from the
 * translation's `options.json`, as Docusaurus's blog plugin translates them (`write-translations` writes it).
 */
async function translatedSettings(options: LoadBlogOptions, problems: Diagnostic[]): Promise<ResolvedBlog> {
  const { blog } = options;
  if (options.translatedDir === undefined) return blog;
  const read = await readTranslationFile(
    path.join(options.translatedDir, 'options.json'),
    options.sourceText,
    options.boundary,
  );
  problems.push(...read.problems);
  const messages = messagesOf(read.entries);
  return {
    ...blog,
    ...(messages.title !== undefined ? { title: messages.title } : {}),
    ...(messages.description !== undefined ? { description: messages.description } : {}),
    ...(messages['sidebar.title'] !== undefined ? { sidebarTitle: messages['sidebar.title'] } : {}),
  };
}

export async function loadBlog(options: LoadBlogOptions): Promise<LoadedBlog> {
  const problems: Diagnostic[] = [];
  const blog = await translatedSettings(options, problems);
  const dir = path.resolve(options.siteDir, blog.path);
  // A blog folder that is a link out of the site is one problem, and none of its files is read.
  if (existsSync(dir) && !readable(dir, options.boundary, problems))
    return {
      blog,
      dir,
      posts: [],
      authorsFile: undefined,
      tagsFile: undefined,
      problems,
      postProblems: new Map(),
      undated: new Set(),
    };
  // The translation's file where it has one, else the blog's.
  const ownOrTranslated = (relativePath: string) => {
    const translated =
      options.translatedDir === undefined ? undefined : path.join(options.translatedDir, ...relativePath.split('/'));
    return translated !== undefined && existsSync(translated) ? translated : path.join(dir, ...relativePath.split('/'));
  };
  const { authorsFile, tagsFile } = await blogDataFiles(blog, ownOrTranslated, options, problems);
  const read = await readPosts({ dir, blog, ownOrTranslated, options, authorsFile, tagsFile }, problems);
  await dateUndated(read.undated, [dir, ...(options.translatedDir !== undefined ? [options.translatedDir] : [])]);
  read.posts.sort((a, b) => b.date.getTime() - a.date.getTime() || a.route.localeCompare(b.route));
  return {
    blog,
    dir,
    ...(options.translatedDir !== undefined ? { translatedDir: options.translatedDir } : {}),
    posts: read.posts,
    authorsFile,
    tagsFile,
    problems,
    postProblems: read.postProblems,
    undated: new Set(read.undated.map((post) => post.file)),
  };
}

/** The blog's authors and tags files (the translation's where it has its own), parsed. */
async function blogDataFiles(
  blog: ResolvedBlog,
  ownOrTranslated: (relativePath: string) => string,
  options: LoadBlogOptions,
  problems: Diagnostic[],
): Promise<{ authorsFile: AuthorsFile | undefined; tagsFile: TagsFile | undefined }> {
  const authorsPath = ownOrTranslated(blog.authorsFile);
  const authorsText = await readOptionalFile(authorsPath, options, problems);
  const authorsRoute = joinRoute(blog.routeBase, blog.authorsBasePath);
  const authors =
    authorsText === undefined
      ? undefined
      : parseAuthorsFile(authorsText, authorsPath, { baseUrl: options.basePath, authorsRoute });
  problems.push(...(authors?.problems ?? []));
  const tagsPath = blog.tagsFile === null ? undefined : ownOrTranslated(blog.tagsFile);
  const tagsText = tagsPath === undefined ? undefined : await readOptionalFile(tagsPath, options, problems);
  const tags = tagsText === undefined || tagsPath === undefined ? undefined : parseTagsFile(tagsText, tagsPath);
  problems.push(...(tags?.problems ?? []));
  return { authorsFile: authors?.authorsFile, tagsFile: tags?.tagsFile };
}

/** Each post of the folder: taken from the build cache when its file is unchanged, else read; drafts left out. */
async function readPosts(
  from: {
    dir: string;
    blog: ResolvedBlog;
    ownOrTranslated: (relativePath: string) => string;
    options: LoadBlogOptions;
    authorsFile: AuthorsFile | undefined;
    tagsFile: TagsFile | undefined;
  },
  problems: Diagnostic[],
): Promise<{ posts: BlogPost[]; undated: BlogPost[]; postProblems: Map<string, Diagnostic[]> }> {
  const { dir, blog, ownOrTranslated, options } = from;
  const posts: BlogPost[] = [];
  const undated: BlogPost[] = [];
  const postProblems = new Map<string, Diagnostic[]>();
  const listed = await postFiles(dir, blog);
  for (const relativePath of listed.files) {
    const file = ownOrTranslated(relativePath);
    // The blog folder's own files by their real path only when they are links (the folder was checked above); a
    // translation's always.
    const own = !listed.links.has(relativePath) && file === path.join(dir, ...relativePath.split('/'));
    if (!own && !readable(file, options.boundary, problems)) continue;
    const known = options.known?.(file);
    if (known) {
      // The cache may come from `serve --watch`, which shows drafts.
      if (known.post.frontMatter.draft === true && !options.drafts) continue;
      posts.push(known.post);
      problems.push(...known.problems);
      postProblems.set(file, known.problems);
      continue;
    }
    // Read at once: a thousand small files one by one through the thread pool mostly wait for it.
    const read = readSourceTextSync(file, options.sourceText);
    if ('problem' in read) {
      problems.push(read.problem);
      continue;
    }
    const found: Diagnostic[] = [];
    const loaded = await readPost(
      file,
      relativePath,
      read.text,
      { ...options, blog },
      from.authorsFile,
      from.tagsFile,
      found,
    );
    problems.push(...found);
    if (!loaded) continue;
    posts.push(loaded.post);
    postProblems.set(file, found);
    if (loaded.undated) undated.push(loaded.post);
  }
  return { posts, undated, postProblems };
}

/**
 * The posts whose name and front matter give no date are dated, as Docusaurus dates them, by their first commit in
 * git (one `git log` of the folders, only when such a post exists), else the file's modification time.
 */
async function dateUndated(undated: BlogPost[], folders: string[]): Promise<void> {
  if (undated.length === 0) return;
  const firstCommits = new Map(
    (await Promise.all(folders.map((folder) => readFirstCommits(folder)))).flatMap((map) => [...map]),
  );
  for (const post of undated) post.date = new Date(firstCommits.get(post.file) ?? statSync(post.file).mtime.getTime());
}

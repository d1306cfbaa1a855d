/**
 * Docs as the build cache keeps them between builds: what reading and
 * compiling each doc found (its front matter and identity, its headings,
 * links, widgets and keys), without its text or tree. A rebuild takes an
 * unchanged doc from here instead of reading, parsing and compiling it, or
 * reading its tree from the compile cache: the routes, sidebars, render
 * keys and links of a 10,000-doc site need none of that.
 *
 * A doc is unchanged when its file's hash (from the stamps, fileStamps.ts)
 * is the one recorded and each file it read while compiling is too. The
 * build cache as a whole is bound to sitegen, the config and the site's
 * other files, so the compiler is the same. A taken doc reads its text only
 * if something asks for it (a page that shows it must render again).
 */
import { createHash } from 'node:crypto';
import type { DocSource } from '../content/contentTypes.ts';
import { parseMarkdownFile } from '../content/frontMatter.ts';
import { readSourceTextSync } from '../content/readSourceText.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { CompiledDoc } from '../markdown/compileMarkdown.ts';
import type { StampRecord } from './fileStamps.ts';
import { postRecord, type PostRecord } from '../blog/postRecord.ts';
import type { LoadedBlog } from '../blog/loadBlog.ts';

export type DocMeta = Omit<DocSource, 'source' | 'body'>;

export interface CachedDoc {
  /** The sha256 of the doc's file. */
  sha256: string;
  meta: DocMeta;
  /** What reading it reported (warnings: a doc with errors fails the build, which is not cached). */
  problems: Diagnostic[];
  compiled: Omit<CompiledDoc, 'hast'>;
}

/**
 * A blog post (or a post's summary) as the cache keeps it: its compiled form without its tree, for the
 * text of `cacheKey` (the compile cache's key: file, text and compiler). The posts are read on every
 * build (they are few beside docs, and their lists need them all); compiling them is what is spared.
 */
export interface CachedPost {
  cacheKey: string;
  compiled: Omit<CompiledDoc, 'hast'>;
  /**
   * A post's entry (not a summary's): what reading its file found, taken instead of reading it while the file is
   * unchanged (src/blog/postRecord.ts).
   */
  loaded?: PostRecord;
}

/** A warning's cause is anything a plugin threw: not data. */
const storable = (problem: Diagnostic): Diagnostic => {
  const { cause: _cause, ...kept } = problem;
  return kept;
};

/** A compiled post as the cache keeps it. */
export function cachedPost(compiled: CompiledDoc): CachedPost | undefined {
  const { hast: _hast, ...rest } = compiled;
  return rest.cacheKey === undefined
    ? undefined
    : { cacheKey: rest.cacheKey, compiled: { ...rest, problems: rest.problems.map(storable) } };
}

/**
 * Every compiled post and summary of a build, by `compiledPostKey`, as the cache keeps them; a post's with what
 * reading it found (`loaded`, by post file). `reused`: the last build's entry for a key this build took whole
 * (its chunk is written again only if another entry of it changed): not made again.
 */
export function cachedPosts(
  posts: ReadonlyMap<string, { compiled: CompiledDoc }>,
  loaded: ReadonlyMap<string, PostRecord> = new Map(),
  reused: (key: string) => CachedPost | undefined = () => undefined,
): Record<string, CachedPost> {
  const cached: Record<string, CachedPost> = {};
  for (const [key, post] of posts) {
    const taken = reused(key);
    if (taken) {
      cached[key] = taken;
      continue;
    }
    const entry = cachedPost(post.compiled);
    const record = loaded.get(key);
    if (entry) cached[key] = record ? { ...entry, loaded: record } : entry;
  }
  return cached;
}

/**
 * What reading each post found, by post file, for the cache: those whose file the stamps hashed, but the posts
 * dated by git or their file's time (their date may change while their text does not).
 */
export function postRecords(
  blogs: readonly LoadedBlog[],
  stamps: StampRecord,
  skip: (file: string) => boolean = () => false,
): Map<string, PostRecord> {
  const records = new Map<string, PostRecord>();
  for (const blog of blogs) {
    for (const post of blog.posts) {
      if (skip(post.file)) continue;
      const sha256 = stamps.stamps[post.file]?.[2];
      if (sha256 && !blog.undated.has(post.file))
        records.set(post.file, postRecord(post, sha256, blog.postProblems.get(post.file) ?? []));
    }
  }
  return records;
}

/** A doc and its compiled form as the cache keeps them. */
export function cachedDoc(doc: DocSource, sha256: string, problems: Diagnostic[], compiled: CompiledDoc): CachedDoc {
  // Not destructured: on a doc taken from the cache, reading its text would read the file.
  const meta = Object.fromEntries(
    Object.keys(doc)
      .filter((key) => key !== 'source' && key !== 'body')
      .map((key) => [key, doc[key as keyof DocSource]]),
  ) as DocMeta;
  const { hast: _hast, ...rest } = compiled;
  return {
    sha256,
    meta,
    problems: problems.map(storable),
    compiled: { ...rest, problems: rest.problems.map(storable) },
  };
}

/**
 * The docs of a build as the cache keeps them: those whose file the stamps hashed, each with the
 * problems reading it found (`readProblems`, by file). `reused`: the last build's entry for a doc this
 * build took whole from it, not made again.
 */
export function cachedDocs(
  docs: DocSource[],
  compiled: CompiledDoc[],
  readProblems: Map<string, Diagnostic[]>,
  stamps: StampRecord,
  reused: (file: string) => CachedDoc | undefined = () => undefined,
): Record<string, CachedDoc> {
  const cached: Record<string, CachedDoc> = {};
  docs.forEach((doc, i) => {
    const taken = reused(doc.file);
    if (taken) {
      cached[doc.file] = taken;
      return;
    }
    const sha256 = stamps.stamps[doc.file]?.[2];
    const result = compiled[i];
    if (sha256 && result) cached[doc.file] = cachedDoc(doc, sha256, readProblems.get(doc.file) ?? [], result);
  });
  return cached;
}

/**
 * The docs and posts of a build as the cache keeps them (`cachedDocs`, `cachedPosts`), those the build took whole
 * (`taken`) as they were read.
 */
export function cachedContent(input: {
  docs: DocSource[];
  compiled: CompiledDoc[];
  readProblems: Map<string, Diagnostic[]>;
  stamps: StampRecord;
  taken: { doc: (file: string) => CachedDoc | undefined; post: (key: string) => CachedPost | undefined };
  blogs: { posts: ReadonlyMap<string, { compiled: CompiledDoc }>; loaded: readonly LoadedBlog[] };
}): { docs: Record<string, CachedDoc>; posts: Record<string, CachedPost> } {
  const { stamps, taken } = input;
  return {
    docs: cachedDocs(input.docs, input.compiled, input.readProblems, stamps, taken.doc),
    posts: cachedPosts(
      input.blogs.posts,
      postRecords(input.blogs.loaded, stamps, (file) => taken.post(file) !== undefined),
      taken.post,
    ),
  };
}

/** The widgets of each doc taken unread (`restoredDoc`), as its cache entry says. */
const takenWidgets = new WeakMap<DocSource, readonly string[]>();

/**
 * The widgets a doc taken from the cache uses, without reading it: what the client bundle is foretold from
 * (src/client/widgetIslands.ts). Undefined for a doc read from its file.
 */
export const widgetsOfTakenDoc = (doc: DocSource): readonly string[] | undefined => takenWidgets.get(doc);

/**
 * The doc of a cache entry, its text read when first asked for (the file is
 * as it was, so its text is what the build read then).
 */
export function restoredDoc(cached: CachedDoc): DocSource {
  let text: { source: string; body: string } | undefined;
  const load = () => {
    if (!text) {
      const read = readSourceTextSync(cached.meta.file);
      if ('problem' in read)
        throw new Error(`${cached.meta.file} changed while the build read it: ${read.problem.message}`);
      text = { source: read.text, body: parseMarkdownFile(read.text, cached.meta.file).body };
    }
    return text;
  };
  const doc = { ...cached.meta } as DocSource;
  Object.defineProperty(doc, 'source', { get: () => load().source, enumerable: true, configurable: true });
  Object.defineProperty(doc, 'body', { get: () => load().body, enumerable: true, configurable: true });
  takenWidgets.set(doc, cached.compiled.widgets);
  return doc;
}

/**
 * Whether a cached doc may stand for the file now: same hash by the stamps,
 * and every file it read with the hash it had (by the stamps for the site's
 * files, read again for others).
 */
export function stillValid(cached: CachedDoc, stamps: StampRecord, hashOutside: (file: string) => string): boolean {
  if (stamps.stamps[cached.meta.file]?.[2] !== cached.sha256) return false;
  return dependenciesUnchanged(cached.compiled, stamps, hashOutside);
}

/**
 * Whether every file a compiled doc or post read has the hash it had (by the stamps for the site's files, read again
 * for others).
 */
export function dependenciesUnchanged(
  compiled: Pick<CompiledDoc, 'dependencies'>,
  stamps: StampRecord,
  hashOutside: (file: string) => string,
): boolean {
  return (compiled.dependencies ?? []).every(
    (dependency) => (stamps.stamps[dependency.file]?.[2] ?? hashOutside(dependency.file)) === dependency.sha256,
  );
}

/** The sha256 of a file's text as the compile cache hashes dependencies (`missing` when unreadable). */
export function textHash(text: string | undefined): string {
  return text === undefined ? 'missing' : createHash('sha256').update(text).digest('hex');
}

/**
 * The persistent build cache: what the last good build of a site into an output folder made, so the next build
 * renders only the pages whose render key changed and takes the others from the previous output.
 *
 * Per site and output folder under node_modules/.cache/sitegen/build: a small manifest, and the pages and docs in
 * chunks (by a hash of the route or file) whose names carry a checksum of their contents, so a rebuild writes again
 * only the chunks of the pages and docs it changed (at 10,000 pages, one doc edited: 2 chunks of 128 instead of
 * 34 MB of JSON). Every file's first line is a header with a CRC-32 of the rest: a file cut short, edited by hand or
 * missing fails the check and the cache is ignored, never trusted. Everything in it is also bound to a fingerprint
 * of sitegen itself (its code, the lockfiles, Node's version) and of every file of the site but the Markdown docs,
 * which have keys of their own: a change there starts from nothing. A page is taken from the previous output only
 * if that file still has the size and modification time the cache recorded.
 */
import { readOnce, type SharedReads } from './sharedReads.ts';
import { createHash } from 'node:crypto';
import { readdirSync, readlinkSync, realpathSync, statSync, type Dirent } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { configText } from '../config/configText.ts';
import type { ResolvedConfig } from '../config/defineConfig.ts';
import { isCategoryFileName } from '../content/categoryFile.ts';
import { gitHead } from '../content/lastUpdates.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { RenderedPage } from '../render/renderTypes.ts';
import { mapWithLimit } from './mapWithLimit.ts';
import { contentHash, readStamps, stampedHashes, type StampRecord } from './fileStamps.ts';
import { readChecked, writeChecked } from './checkedFile.ts';
import { readChunks, removeStaleChunks, writeChunks, type ChunkLayout } from './cacheChunks.ts';
import type { CachedDoc, CachedPost } from './cachedDocs.ts';

export { contentHash } from './fileStamps.ts';
export type { ChunkLayout } from './cacheChunks.ts';
import type { OutputStamp } from './outputListing.ts';
import { cacheDirFor, versionFiles } from '../paths.ts';
import { generatorFingerprint } from './generatorFingerprint.ts';

/** Bumped when the file's shape changes. */
const format = 'sitegen-build-cache 7';

export interface CachedPage {
  key: string;
  output: OutputStamp;
  page: Omit<RenderedPage, 'ids'> & { ids: string[] };
}

export interface BuildCacheData {
  fingerprint: string;
  pages: Record<string, CachedPage>;
  /** Every doc as reading and compiling it found it, by file (cachedDocs.ts). */
  docs?: Record<string, CachedDoc>;
  /** Every blog post and summary as compiling it found it, by `compiledPostKey` (cachedDocs.ts). */
  posts?: Record<string, CachedPost>;
  /** The search index and sitemap, for a key made of every page's key. */
  index: {
    key: string;
    files: (OutputStamp & { hash: string })[];
    /** `indexLayout` of the search index's documents: a build of the same layout updates it (updateLocalIndex.ts). */
    layout?: string;
    /** The length in bytes of each document of `search-documents.json`, in order (documentsFile.ts). */
    documentLengths?: number[];
  };
}

/**
 * The whole output as written, and the inputs it was made from: when both are
 * unchanged, there is nothing to build. A file of its own beside the cache
 * (`outputRecordFile`), small enough to read on every build: the cache holds
 * every page's content and grows to hundreds of megabytes on large sites.
 */
export interface OutputRecord {
  /** `BuildFingerprint.site` of the build that wrote it. */
  fingerprint: string;
  /** `BuildFingerprint.inputs` of the build that wrote it. */
  inputs: string;
  /** Every file of the output folder. */
  files: OutputStamp[];
  pages: number;
  /** Its warnings, shown again when the output is kept as it is. */
  warnings: Diagnostic[];
  /** Files outside the site that its modules import, with their hashes: no walk of the site sees them. */
  externalInputs: HashedInput[];
}

export interface HashedInput {
  path: string;
  hash: string;
}

/** Each file once, sorted, with the sha256 of its contents (`missing` when gone). */
export async function hashedInputs(files: string[]): Promise<HashedInput[]> {
  const unique = [...new Set(files)].sort();
  const hashes = await mapWithLimit(unique, 32, contentHash);
  return unique.map((file, i) => ({ path: file, hash: hashes[i] ?? 'missing' }));
}

export function outputRecordFile(siteDir: string, outDir: string): string {
  return buildCacheFile(siteDir, outDir).replace(/\.json$/, '.output.json');
}

/** The stamps of the site's files (fileStamps.ts): one file per site, whatever the output folder. */
export function stampsFile(siteDir: string): string {
  const name = createHash('sha256').update(siteDir).digest('hex').slice(0, 24);
  return path.join(cacheDirFor(siteDir), 'build', `${name}.stamps`);
}

export function buildCacheFile(siteDir: string, outDir: string): string {
  const name = createHash('sha256').update(`${siteDir}\0${outDir}`).digest('hex').slice(0, 24);
  return path.join(cacheDirFor(siteDir), 'build', `${name}.json`);
}

/** The versions of sitegen and of the packages it runs with. */
async function versionsFingerprint(siteDir: string): Promise<string> {
  const hash = createHash('sha256');
  for (const file of versionFiles(siteDir)) hash.update(`${file}\0`).update(await readFile(file).catch(() => ''));
  return hash.digest('hex');
}

/**
 * How many leading segments of a path inside the site name a docs folder: `docs/` (1),
 * `versioned_docs/version-1.0/` (2), a translation's `i18n/fr/docs/` (3) or
 * `i18n/fr/versioned_docs/version-1.0/` (4); 0 outside them.
 */
export function docsFolderDepth(segments: readonly string[]): number {
  const [first, second, third] = segments;
  if (first === 'docs') return 1;
  if (first === 'versioned_docs' && second?.startsWith('version-')) return 2;
  if (first === 'i18n' && second !== undefined) {
    const inLocale = docsFolderDepth(segments.slice(2));
    if (inLocale > 0) return 2 + inLocale;
    if (
      third === 'docusaurus-plugin-content-docs' &&
      (segments[3] === 'current' || segments[3]?.startsWith('version-'))
    )
      return 4;
  }
  return 0;
}

/**
 * Every file of the site: `site` hashes those a page may read besides its own
 * Markdown (the config and what it imports, React pages, schemas, images,
 * static files), `docs` the Markdown docs, category files and blog posts,
 * which have keys of their own. The output folder, node_modules, .git and `.docusaurus/` (Docusaurus's
 * generated files, rewritten by every `docusaurus start`; sitegen reads none) are not the site.
 */
async function siteFingerprint(
  siteDir: string,
  outDir: string,
  extraFiles: string[],
  known: StampRecord | undefined,
  docsDirs: readonly string[],
  blogDirs: readonly string[],
): Promise<{ site: string; docs: string; stamps: StampRecord }> {
  const site = createHash('sha256');
  const docs = createHash('sha256');
  // The current docs may be elsewhere than docs/ (docs.path), even outside the site (`../docs`); other docs instances
  // have theirs.
  const docsRelatives = docsDirs.map((dir) => path.relative(siteDir, dir));
  const blogRelatives = blogDirs.map((dir) => path.relative(siteDir, dir));
  const inside = (folders: string[]) => (relative: string) =>
    folders.some((folder) => relative === folder || relative.startsWith(folder + path.sep));
  const inDocs = inside(docsRelatives);
  const inBlog = inside(blogRelatives);
  // A private `_partial.mdx` is not a doc but a file MDX docs may import: it counts with the site's files.
  // A blog's posts have render keys of their own as docs do; its authors and tags files count with the site's files.
  const isDoc = (relative: string) => {
    const segments = relative.split(path.sep);
    const markdown = /\.mdx?$/.test(relative) && !segments.some((s) => s.startsWith('_'));
    // A blog's folder, or its translations' (`i18n/fr/docusaurus-plugin-content-blog`).
    if (inBlog(relative) || (segments[0] === 'i18n' && segments[2]?.startsWith('docusaurus-plugin-content-blog')))
      return markdown;
    return (
      (inDocs(relative) || docsFolderDepth(segments) > 0) && (isCategoryFileName(segments.at(-1) ?? '') || markdown)
    );
  };
  // The walk's paths start with the site's: cut, not worked out by path.relative 10,000 times.
  const siteInside = siteDir + path.sep;
  const relativeOf = (file: string) =>
    file.startsWith(siteInside) && path.isAbsolute(siteDir) && path.normalize(siteDir) === siteDir
      ? file.slice(siteInside.length)
      : path.relative(siteDir, file);
  // Docs or a blog outside the site (`../docs`, with readRoot): walked too.
  const outsideDocs = [
    ...docsDirs.filter((_, i) => docsRelatives[i]?.startsWith('..')),
    ...blogDirs.filter((_, i) => blogRelatives[i]?.startsWith('..')),
  ];
  const links: string[] = [];
  const files = [...siteFiles(siteDir, outDir, links), ...outsideDocs.flatMap((dir) => siteFiles(dir, outDir, links))];
  const listed = new Set(files);
  const all = [...files, ...extraFiles.filter((f) => !listed.has(f)).sort()];
  const { hashes, record } = await stampedHashes(all, known);
  all.forEach((file, i) => {
    const relative = relativeOf(file);
    (isDoc(relative) ? docs : site).update(`${relative}\0${hashes[i]}\0`);
  });
  // Where each link leads: a link that appears, goes or leads elsewhere (to a file of the same bytes, to a
  // folder the walk does not enter, out of the site) makes the build read everything again, and check it.
  for (const link of links.sort()) site.update(`link\0${relativeOf(link)}\0${linkTarget(link)}\0`);
  return { site: site.digest('hex'), docs: docs.digest('hex'), stamps: record };
}

/** Where a symbolic link leads, after every link on the way; what it says, for one that leads nowhere. */
function linkTarget(link: string): string {
  try {
    return realpathSync.native(link);
  } catch {
    try {
      return `unresolved ${readlinkSync(link)}`;
    } catch {
      return 'gone';
    }
  }
}

/**
 * Every file of the site, sorted, as the build sees them: a link to a file
 * counts as that file (collectContent reads it so), a link to a folder is
 * not walked. `links` receives every symbolic link met (to a file, to a
 * folder, or leading nowhere), whose targets the fingerprint records. The
 * output folder, node_modules, .git, `.docusaurus/` at the site's root and the build's temporary
 * folders are left out while walking, not read and then dropped.
 * Synchronous: a listing through fs/promises cost a promise and a callback
 * per folder and three times as long.
 */
function siteFiles(siteDir: string, outDir: string, links: string[]): string[] {
  const files: string[] = [];
  const docusaurusFiles = path.join(siteDir, '.docusaurus');
  const walked = (file: string, name: string) =>
    file !== outDir &&
    file !== docusaurusFiles &&
    name !== 'node_modules' &&
    name !== '.git' &&
    !/^\..*\.(tmp|old)-\d+-\d+$/.test(name);
  const walk = (dir: string): void => {
    let entries: Dirent[];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const entry of entries) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (walked(file, entry.name)) walk(file);
      } else if (entry.isFile()) {
        files.push(file);
      } else if (entry.isSymbolicLink() && walked(file, entry.name)) {
        links.push(file);
        if (statSync(file, { throwIfNoEntry: false })?.isFile()) files.push(file);
      }
    }
  };
  walk(siteDir);
  return files.sort();
}

export interface BuildFingerprint {
  /**
   * sitegen, the lockfiles, the resolved config and every file of the site but the docs: what every page depends on.
   */
  site: string;
  /**
   * That, the docs and blog posts, the checked-out commit when pages show dates, and whether drafts are shown:
   * everything the output is made from.
   */
  inputs: string;
  /** The site's files' stamps and hashes as this build found them, kept for the next (`fileStamps.ts`). */
  stamps: StampRecord;
}

/**
 * The fingerprints of a build. `config` is the resolved config (with the
 * environment's search settings): functions in it, such as Markdown plugins,
 * count by their source text. When pages show their last update, the
 * checked-out commit counts too: a commit changes the dates, not the files.
 */
export async function buildFingerprint(
  siteDir: string,
  outDir: string,
  configFiles: string[],
  config: ResolvedConfig,
  options: { drafts?: boolean; shared?: SharedReads } = {},
): Promise<BuildFingerprint> {
  const instances = [config.docs, ...config.docsInstances];
  const docsDirs = instances.map((docs) => path.resolve(siteDir, docs.path));
  const blogDirs = config.blogs.map((blog) => path.resolve(siteDir, blog.path));
  const dated = instances.findIndex((docs) => docs.showLastUpdateTime || docs.showLastUpdateAuthor);
  // The files are the same for every language of a run: read once for all of them.
  const key = JSON.stringify([siteDir, outDir, configFiles, docsDirs, blogDirs, dated]);
  const [generator, versions, files, head] = await readOnce(options.shared?.fingerprints, key, async () => {
    const history = dated === -1 ? Promise.resolve('') : gitHead(docsDirs[dated] ?? siteDir);
    const known = await readStamps(stampsFile(siteDir));
    return Promise.all([
      generatorFingerprint(),
      versionsFingerprint(siteDir),
      siteFingerprint(siteDir, outDir, configFiles, known, docsDirs, blogDirs),
      history,
    ]);
  });
  // The resolved config, not only its file: a value read from the environment (url: process.env.SITE_URL) changes pages
  // too.
  const site = createHash('sha256')
    .update(format)
    .update(generator)
    .update(versions)
    .update(files.site)
    .update(configText(config))
    .digest('hex');
  // Drafts shown (serve --watch) or not: the pages are keyed as they are, but an output with drafts is never taken as a
  // build's.
  const drafts = options.drafts ? 'drafts shown' : '';
  return {
    site,
    inputs: createHash('sha256').update(site).update(files.docs).update(head).update(drafts).digest('hex'),
    stamps: files.stamps,
  };
}

/** The cache's first file: the chunks hold the pages and docs. */
interface CacheManifest extends Omit<BuildCacheData, 'pages' | 'docs' | 'posts'> {
  pages: ChunkLayout;
  docs: ChunkLayout;
  posts: ChunkLayout;
}

/**
 * What a rebuild needs to write only the chunks that changed: the last layout, and which entries it kept as they were.
 */
export interface ChunkReuse {
  layout: { pages: ChunkLayout; docs: ChunkLayout; posts: ChunkLayout };
  /** Pages taken from the previous output with their cache entry, by route. */
  unchangedPage: (route: string) => boolean;
  /** Docs taken from the cache with their entry, by file. */
  unchangedDoc: (file: string) => boolean;
  /** Posts taken from the cache with their entry, by `compiledPostKey`. */
  unchangedPost: (key: string) => boolean;
}

/** The cache, or why it was not used: `undefined` for no cache at all. */
export async function readBuildCache(
  file: string,
  fingerprint: string,
): Promise<{ data: BuildCacheData; layout: ChunkReuse['layout'] } | { ignored: string } | undefined> {
  const read = await readChecked<CacheManifest>(file, format);
  if (!read || 'ignored' in read) return read;
  const manifest = read.data;
  if (manifest.fingerprint !== fingerprint)
    return { ignored: 'sitegen, the config or a file of the site other than the docs changed' };
  const [pages, docs, posts] = await Promise.all([
    readChunks<CachedPage>(file, manifest.pages),
    readChunks<CachedDoc>(file, manifest.docs),
    readChunks<CachedPost>(file, manifest.posts),
  ]);
  if ('ignored' in pages) return pages;
  if ('ignored' in docs) return docs;
  if ('ignored' in posts) return posts;
  return {
    data: {
      fingerprint: manifest.fingerprint,
      index: manifest.index,
      pages: pages.data,
      docs: docs.data,
      posts: posts.data,
    },
    layout: { pages: manifest.pages, docs: manifest.docs, posts: manifest.posts },
  };
}

/**
 * Writes the chunks (only those that changed, given `reuse`), then the manifest, then removes the
 * chunks no longer named: a crash leaves the old manifest with its chunks, or the new one with its own.
 */
export async function writeBuildCache(file: string, data: BuildCacheData, reuse?: ChunkReuse): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const [pages, docs, posts] = await Promise.all([
    writeChunks(file, 'pages', data.pages, reuse?.layout.pages, reuse?.unchangedPage ?? (() => false)),
    writeChunks(file, 'docs', data.docs ?? {}, reuse?.layout.docs, reuse?.unchangedDoc ?? (() => false)),
    writeChunks(file, 'posts', data.posts ?? {}, reuse?.layout.posts, reuse?.unchangedPost ?? (() => false)),
  ]);
  const manifest: CacheManifest = { fingerprint: data.fingerprint, index: data.index, pages, docs, posts };
  await writeChecked(file, format, manifest);
  await removeStaleChunks(file, [pages, docs, posts]);
}

const recordFormat = 'sitegen-output-record 3';

/** The record of the last build's output, when it was made by this sitegen with this fingerprint. */
export async function readOutputRecord(file: string, fingerprint: string): Promise<OutputRecord | undefined> {
  const read = await readChecked<OutputRecord>(file, recordFormat);
  return read && 'data' in read && read.data.fingerprint === fingerprint ? read.data : undefined;
}

export function writeOutputRecord(file: string, record: OutputRecord): Promise<void> {
  return writeChecked(file, recordFormat, record);
}

/**
 * The previous build of a site into an output folder, as the build cache
 * (buildCache.ts) recorded it: which pages can be taken as they are, how
 * they are taken, and what this build records for the next one.
 */
import path from 'node:path';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { DocAssets } from '../output/docAssets.ts';
import type { OutputWriter } from '../output/outputWriter.ts';
import type { MergeChanges } from '../output/mergeOutput.ts';
import { settleAll } from '../output/settleAll.ts';
import { writeStamps } from './fileStamps.ts';
import type { CachedDoc, CachedPost } from './cachedDocs.ts';
import { statSync } from 'node:fs';
import type { RenderedPage } from '../render/renderTypes.ts';
import { outputPathFor } from '../routes/outputPath.ts';
import {
  buildCacheFile,
  hashedInputs,
  stampsFile,
  outputRecordFile,
  readBuildCache,
  readOutputRecord,
  writeBuildCache,
  writeOutputRecord,
  type BuildCacheData,
  type BuildFingerprint,
  type CachedPage,
  type ChunkReuse,
  type HashedInput,
  type OutputRecord,
} from './buildCache.ts';
import {
  listOutput,
  outputIntact,
  stampOutput,
  stillThere,
  type OutputListing,
  type OutputStamp,
} from './outputListing.ts';

/** The pages of the previous build still there to take, by route. */
export interface PreviousBuild {
  fingerprint: BuildFingerprint;
  keys: Map<string, string>;
  pages: Map<string, CachedPage>;
  index: BuildCacheData['index'];
  /** The docs as the last build read and compiled them, by file. */
  docs: Map<string, CachedDoc>;
  /** The blog posts and summaries as the last build compiled them, by `compiledPostKey`. */
  posts: Map<string, CachedPost>;
  /** The posts this build takes from the cache (`takeCachedPosts`), by `compiledPostKey`. */
  takenPosts: Set<string>;
  /** How the cache file held the pages and docs: the chunks this build leaves as they are need no writing. */
  layout?: ChunkReuse['layout'];
  /** The docs this build takes from the cache (`takeCachedDocs`), entries and all, by file. */
  taken: Set<string>;
  /** The output as this build found it, when it was listed before the cache was read (`unchangedOutput`). */
  outputListing?: OutputListing;
}

interface Site {
  siteDir: string;
  outDir: string;
}

/**
 * The last build's pages whose output file is still as it was written; a corrupt or outdated cache is reported
 * (`onIgnored`) and left out.
 */
export async function loadPreviousBuild(
  site: Site,
  fingerprint: BuildFingerprint,
  onIgnored: (reason: string) => void,
  outputListing?: OutputListing,
): Promise<PreviousBuild> {
  const none: PreviousBuild = {
    fingerprint,
    keys: new Map(),
    pages: new Map(),
    index: { key: '', files: [] },
    docs: new Map(),
    taken: new Set(),
    posts: new Map(),
    takenPosts: new Set(),
  };
  const read = await readBuildCache(buildCacheFile(site.siteDir, site.outDir), fingerprint.site);
  if (!read) return none;
  if ('ignored' in read) {
    onIgnored(read.ignored);
    return none;
  }
  const entries = Object.entries(read.data.pages);
  // The output's stamps when the caller took them already (checking for an unchanged output), else a stat per page.
  const now = outputListing && new Map(outputListing.stamps.map((stamp) => [stamp.path, stamp]));
  const present = now
    ? entries.map(([, page]) => {
        const stamp = now.get(page.output.path);
        return stamp !== undefined && stamp.size === page.output.size && stamp.mtimeMs === page.output.mtimeMs;
      })
    : await Promise.all(entries.map(([, page]) => stillThere(site.outDir, page.output)));
  const pages = new Map(entries.filter((_, i) => present[i]));
  return {
    fingerprint,
    keys: new Map([...pages].map(([route, page]) => [route, page.key])),
    pages,
    index: read.data.index,
    docs: new Map(Object.entries(read.data.docs ?? {})),
    layout: read.layout,
    taken: new Set(),
    posts: new Map(Object.entries(read.data.posts ?? {})),
    takenPosts: new Set(),
    ...(outputListing ? { outputListing } : {}),
  };
}

/**
 * The previous output, when this build would write it again byte for byte:
 * it was made from the very same inputs (sitegen, the lockfiles, every file
 * of the site, the resolved config, the files outside the site its modules
 * import) and every file in it is still as written.
 */
export async function unchangedOutput(
  site: Site,
  fingerprint: BuildFingerprint,
): Promise<{ unchanged?: OutputRecord; outputListing?: OutputListing }> {
  const output = await readOutputRecord(outputRecordFile(site.siteDir, site.outDir), fingerprint.site);
  if (!output) return {};
  // The output's listing is the build's to use even when the inputs changed: its cached pages are checked against
  // its stamps, and its merge's journal and the next build's record are made from it, with no walk of their own.
  const outputListing = await listOutput(site.outDir).catch(() => undefined);
  if (!outputListing) return {};
  if (output.inputs !== fingerprint.inputs) return { outputListing };
  const external = await hashedInputs(output.externalInputs.map((input) => input.path));
  if (external.some((input, i) => input.hash !== output.externalInputs[i]?.hash)) return { outputListing };
  return outputIntact(output.files, outputListing.stamps) ? { unchanged: output, outputListing } : { outputListing };
}

/** The pages this build did not render: their files are taken from the previous output, their data from the cache. */
export async function keepUnchanged(
  previous: PreviousBuild,
  outDir: string,
  routes: string[],
  output: OutputWriter,
  docAssets: DocAssets,
): Promise<Map<string, RenderedPage>> {
  const kept = new Map<string, RenderedPage>();
  await settleAll(
    routes.map(async (route) => {
      const cached = previous.pages.get(route);
      if (!cached) throw new Error(`${route} was neither rendered nor in the build cache`);
      for (const file of cached.page.assetFiles ?? []) docAssets.hrefFor(file);
      await output.keep(cached.output.path, path.join(outDir, cached.output.path));
      // Its Markdown twin was written with it, and changes with it.
      const twin = cached.page.twin?.path;
      if (twin) await output.keep(twin, path.join(outDir, twin));
      kept.set(route, { ...cached.page, ids: new Set(cached.page.ids) });
    }),
  );
  return kept;
}

/** The previous search files and sitemap, when every page was kept and the files are still as written. */
export async function unchangedIndex(
  previous: PreviousBuild,
  outDir: string,
  indexKey: string,
): Promise<BuildCacheData['index']['files'] | undefined> {
  if (previous.index.key !== indexKey) return undefined;
  const present = await Promise.all(previous.index.files.map((file) => stillThere(outDir, file)));
  return present.every(Boolean) ? previous.index.files : undefined;
}

/** A warning as the cache keeps it: its cause (anything a plugin threw) is not data. */
const storable = ({ cause: _cause, ...warning }: Diagnostic): Diagnostic => warning;

/** What a build records for the next one (`savePreviousBuild`). */
export interface BuildRecord {
  fingerprint: BuildFingerprint;
  /** Every page's render key, by route. */
  keys: Map<string, string>;
  rendered: RenderedPage[];
  /** Routes of the pages taken from the previous output as they were (`keepUnchanged`). */
  kept: ReadonlySet<string>;
  indexKey: string;
  indexFiles: Map<string, string>;
  /** `indexLayout` of the search index written, when it was. */
  indexLayout?: string | undefined;
  /** The length in bytes of each document of `search-documents.json`, when it was written. */
  indexDocumentLengths?: number[] | undefined;
  warnings: Diagnostic[];
  externalInputs: HashedInput[];
  /** Pages of the other languages in the output. */
  otherPages?: number;
  docs?: Record<string, CachedDoc>;
  posts?: Record<string, CachedPost>;
  /** The build cache this build started from: its chunks of unchanged pages and docs stay. */
  previous?: PreviousBuild;
  /** Files of the output linked from the previous one (`OutputWriter.linked`): their stamps are the recorded ones. */
  linked?: ReadonlySet<string>;
  /** What the build's merge changed in the output (`OutputWriter.merged`), when it merged. */
  merged?: MergeChanges | undefined;
}

/** Records what this build wrote, with each file's size and time, for the next build. */
export async function savePreviousBuild(site: Site & { trailingSlash: boolean }, record: BuildRecord): Promise<void> {
  const { fingerprint, keys, rendered, warnings, externalInputs, previous } = record;
  // Every file's stamp (the pages', the index files', the record's): after a merge, the listing the build started
  // from and what the merge moved; after a swap, one walk of the output, where a file linked from the previous
  // output has the size and time recorded for it (a second name of the same file): no stat.
  const outputFiles =
    record.merged && previous?.outputListing
      ? stampsAfterMerge(site.outDir, previous.outputListing.stamps, record.merged)
      : await stampSwappedOutput(site.outDir, previous, record.linked);
  const stampAt = new Map(outputFiles.map((stamp) => [stamp.path, stamp]));
  const pages: BuildCacheData['pages'] = {};
  /** Kept pages whose entry is the previous one, stamp and all: their chunks need no writing. */
  const unchangedPages = new Set<string>();
  for (const page of rendered) {
    const key = keys.get(page.route);
    const output = stampAt.get(outputPathFor(page.route, site.trailingSlash));
    if (!key || !output) continue;
    const before = record.kept.has(page.route) ? previous?.pages.get(page.route) : undefined;
    if (
      before &&
      before.key === key &&
      before.output.size === output.size &&
      before.output.mtimeMs === output.mtimeMs
    ) {
      // The entry as it was read: making it again is a copy of every page's data (2,400 on the bench's blog site).
      unchangedPages.add(page.route);
      pages[page.route] = before;
      continue;
    }
    // A twin's text is llms-full.txt's, which is written by now: the cache keeps where the twin is.
    pages[page.route] = {
      key,
      output,
      page: {
        ...page,
        ids: [...page.ids],
        ...(page.twin ? { twin: { path: page.twin.path, ...(page.twin.current ? { current: true } : {}) } } : {}),
      },
    };
  }
  // The stamps spare the next build reading every file of the site.
  await writeStamps(stampsFile(site.siteDir), fingerprint.stamps);
  // A cache that cannot be written only makes the next build slower.
  await writeBuildCache(
    buildCacheFile(site.siteDir, site.outDir),
    {
      fingerprint: fingerprint.site,
      pages,
      docs: record.docs ?? {},
      posts: record.posts ?? {},
      index: indexEntry(record, stampAt),
    },
    previous?.layout && {
      layout: previous.layout,
      unchangedPage: (route) => unchangedPages.has(route),
      unchangedDoc: (file) => previous.taken.has(file),
      unchangedPost: (key) => previous.takenPosts.has(key),
    },
  ).catch(() => undefined);
  // Nor can a record that cannot be taken or written: the output is in place by now.
  await (async () => {
    const output: OutputRecord = {
      fingerprint: fingerprint.site,
      inputs: fingerprint.inputs,
      files: outputFiles,
      pages: rendered.length + (record.otherPages ?? 0),
      warnings: warnings.map(storable),
      externalInputs,
    };
    await writeOutputRecord(outputRecordFile(site.siteDir, site.outDir), output);
  })().catch(() => undefined);
}

/**
 * The search index's files with their stamps, for a key made of every page's key, and how it was laid out: the key
 * only when every file was found written (else the next build writes them again).
 */
function indexEntry(record: BuildRecord, stampAt: ReadonlyMap<string, OutputStamp>): BuildCacheData['index'] {
  const files = [...record.indexFiles].map(([file, hash]) => {
    const stamp = stampAt.get(file);
    return stamp ? { ...stamp, hash } : undefined;
  });
  const whole = files.every(Boolean);
  return {
    key: whole ? record.indexKey : '',
    files: files.filter((f) => f !== undefined),
    ...(whole && record.indexLayout !== undefined ? { layout: record.indexLayout } : {}),
    ...(whole && record.indexDocumentLengths ? { documentLengths: record.indexDocumentLengths } : {}),
  };
}

/**
 * The last build's cache entries this build took whole (`takeCachedDocs`, `takeCachedPosts`): written again as they
 * were.
 */
export function takenEntries(previous: PreviousBuild): {
  doc: (file: string) => CachedDoc | undefined;
  post: (key: string) => CachedPost | undefined;
} {
  return {
    doc: (file) => (previous.taken.has(file) ? previous.docs.get(file) : undefined),
    post: (key) => (previous.takenPosts.has(key) ? previous.posts.get(key) : undefined),
  };
}

/**
 * The stamps of an output swapped in whole: a walk, with the stamps recorded for the files linked from the last
 * one.
 */
async function stampSwappedOutput(
  outDir: string,
  previous: PreviousBuild | undefined,
  linked: ReadonlySet<string> | undefined,
): Promise<OutputStamp[]> {
  const recorded = new Map<string, OutputStamp>(
    [...(previous?.pages.values() ?? [])].map((page) => [page.output.path, page.output]),
  );
  for (const file of previous?.index.files ?? []) recorded.set(file.path, file);
  return stampOutput(outDir, (file) => (linked?.has(file) ? recorded.get(file) : undefined)).catch(
    () => [] as OutputStamp[],
  );
}

/**
 * The output's stamps after a merge, from those it had before (`before`, sorted by path) and what the merge
 * changed: only the files moved in are stat'ed. A walk of the output gave the same (a test compares them); on a
 * blog of 1,000 posts, whose pages sit in dated folders, it was 70 ms of a 2 s edit.
 */
export function stampsAfterMerge(outDir: string, before: readonly OutputStamp[], merged: MergeChanges): OutputStamp[] {
  const gone = new Set([...merged.removed, ...merged.movedIn]);
  const stamps = before.filter((stamp) => !gone.has(stamp.path));
  for (const file of merged.movedIn) {
    const info = statSync(path.join(outDir, file), { throwIfNoEntry: false });
    if (info?.isFile()) stamps.push({ path: file, size: info.size, mtimeMs: info.mtimeMs });
  }
  return stamps.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

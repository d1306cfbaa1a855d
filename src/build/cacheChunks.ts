/**
 * The build cache's pages and docs in chunks (buildCache.ts holds the
 * manifest that lists them): an entry is in chunk `crc32(key) % n`, `n` a
 * power of two giving chunks of about 128 entries, and a chunk's file name
 * carries the checksum of its contents. A rebuild writes again only the
 * chunks whose entries changed; a chunk missing, corrupt or not the one its
 * name says makes the whole cache untrusted.
 *
 * The layout also records each chunk's size and modification time as it was
 * written. A chunk that still has them is read without summing it again (as
 * git's index trusts a file whose stat is unchanged): summing 35 MB of chunks
 * took about a tenth of a second of every rebuild of a 10,000-page site. Any other
 * chunk (edited, replaced, or copied with new times) is checked as before.
 */
import { statSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { asciiJson, readChecked, writeBody } from './checkedFile.ts';

/** The header of a chunk of the cache's pages or docs. */
const chunkFormat = 'sitegen-build-cache-chunk 4';

/** The kinds of entry the cache holds in chunks. */
export type ChunkKind = 'pages' | 'docs' | 'posts';

/**
 * Where a kind of entry (pages, docs or posts) is: `files[i]` is chunk i's file name, `counts[i]` its entries,
 * `stamps[i]` its size and time.
 */
export interface ChunkLayout {
  files: string[];
  counts: number[];
  stamps: ChunkStamp[];
}

/** A chunk's size and modification time (ms), as written; null when they could not be taken. */
type ChunkStamp = [size: number, mtimeMs: number] | null;

function stampOf(file: string): ChunkStamp {
  const info = statSync(file, { throwIfNoEntry: false });
  return info ? [info.size, info.mtimeMs] : null;
}

const chunkEntries = 128;

/** How many chunks `entries` entries take: a power of two, so that a few pages more or less keep the layout. */
export function chunkCount(entries: number): number {
  return 2 ** Math.max(0, Math.ceil(Math.log2(entries / chunkEntries)));
}

const chunkName = (cacheFile: string, kind: string, index: number, checksum: string) =>
  `${path.basename(cacheFile, '.json')}.${kind}-${index}-${checksum}.json`;

/** The chunks' file names of a cache file: `<name>.pages-3-1a2b3c.json`. */
const chunkPattern = (cacheFile: string) =>
  new RegExp(`^${path.basename(cacheFile, '.json')}\\.(pages|docs|posts)-\\d+-[0-9a-f]+\\.json$`);

/**
 * Writes the chunks of one kind of entry, but those a rebuild may keep: the same number of chunks,
 * the same count in it, and every entry unchanged (so the same set of entries, each as it was).
 */
export async function writeChunks<T>(
  cacheFile: string,
  kind: ChunkKind,
  entries: Record<string, T>,
  previous: ChunkLayout | undefined,
  unchanged: (key: string) => boolean,
): Promise<ChunkLayout> {
  const keys = Object.keys(entries);
  const n = chunkCount(keys.length);
  const members: string[][] = Array.from({ length: n }, () => []);
  for (const key of keys) members[crc32(key) % n]?.push(key);
  const reusable = previous?.files.length === n ? previous : undefined;
  const chunks = await Promise.all(
    members.map(async (chunkKeys, i): Promise<{ name: string; stamp: ChunkStamp }> => {
      const kept = reusable?.files[i];
      if (kept !== undefined && reusable?.counts[i] === chunkKeys.length && chunkKeys.every(unchanged))
        return { name: kept, stamp: reusable?.stamps[i] ?? null };
      const body = asciiJson(Object.fromEntries(chunkKeys.map((key) => [key, entries[key]])));
      const checksum = crc32(body).toString(16);
      const name = chunkName(cacheFile, kind, i, checksum);
      const file = path.join(path.dirname(cacheFile), name);
      await writeBody(file, chunkFormat, checksum, body);
      return { name, stamp: stampOf(file) };
    }),
  );
  return {
    files: chunks.map((chunk) => chunk.name),
    counts: members.map((chunkKeys) => chunkKeys.length),
    stamps: chunks.map((chunk) => chunk.stamp),
  };
}

/**
 * Reads every chunk of a layout into one record, or says why it cannot: a chunk missing, corrupt, or not the one named.
 */
export async function readChunks<T>(
  cacheFile: string,
  layout: ChunkLayout,
): Promise<{ data: Record<string, T> } | { ignored: string }> {
  const chunks = await Promise.all(
    layout.files.map(async (name, i) => {
      const file = path.join(path.dirname(cacheFile), name);
      const recorded = layout.stamps[i];
      const now = recorded ? stampOf(file) : null;
      const vouched =
        recorded !== null && recorded !== undefined && now !== null && now[0] === recorded[0] && now[1] === recorded[1];
      const read = await readChecked<Record<string, T>>(file, chunkFormat, { vouched });
      if (!read) return { ignored: 'it is incomplete (a part of it is missing)' };
      // The name carries the checksum: a chunk of another build under this name is not this one.
      if ('data' in read && !name.endsWith(`-${read.checksum}.json`))
        return { ignored: 'it is corrupt (a part of it is not the one its name says)' };
      return read;
    }),
  );
  const failed = chunks.find((chunk) => 'ignored' in chunk);
  if (failed) return failed;
  return {
    data: Object.assign({}, ...chunks.map((chunk) => ('data' in chunk ? chunk.data : {}))) as Record<string, T>,
  };
}

/** Removes the chunks of `cacheFile` that none of `layouts` names (those of an earlier build). */
export async function removeStaleChunks(cacheFile: string, layouts: ChunkLayout[]): Promise<void> {
  const named = new Set(layouts.flatMap((layout) => layout.files));
  const pattern = chunkPattern(cacheFile);
  const stale = (await readdir(path.dirname(cacheFile))).filter((name) => pattern.test(name) && !named.has(name));
  await Promise.all(stale.map((name) => rm(path.join(path.dirname(cacheFile), name), { force: true })));
}

/**
 * The build cache's pages and docs in chunks (buildCache.ts holds the
 * manifest that lists them): an entry is in chunk `crc32(key) % n`, `n` a
 * power of two giving chunks of about 128 entries, and a chunk's file name
 * carries the checksum of its contents. A rebuild writes again only the
 * chunks whose entries changed; a chunk missing, corrupt or not the one its
 * name says makes the whole cache untrusted.
 */
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { readChecked, writeBody } from './checkedFile.ts';

/** The header of a chunk of the cache's pages or docs. */
const chunkFormat = 'sitegen-build-cache-chunk 4';

/** Where a kind of entry (pages or docs) is: `files[i]` is chunk i's file name, `counts[i]` its entries. */
export interface ChunkLayout {
  files: string[];
  counts: number[];
}

const chunkEntries = 128;

/** How many chunks `entries` entries take: a power of two, so that a few pages more or less keep the layout. */
export function chunkCount(entries: number): number {
  return 2 ** Math.max(0, Math.ceil(Math.log2(entries / chunkEntries)));
}

const chunkName = (cacheFile: string, kind: string, index: number, checksum: string) =>
  `${path.basename(cacheFile, '.json')}.${kind}-${index}-${checksum}.json`;

/** The chunks' file names of a cache file: `<name>.pages-3-1a2b3c.json`. */
const chunkPattern = (cacheFile: string) => new RegExp(`^${path.basename(cacheFile, '.json')}\\.(pages|docs)-\\d+-[0-9a-f]+\\.json$`);

/**
 * Writes the chunks of one kind of entry, but those a rebuild may keep: the same number of chunks,
 * the same count in it, and every entry unchanged (so the same set of entries, each as it was).
 */
export async function writeChunks<T>(cacheFile: string, kind: 'pages' | 'docs', entries: Record<string, T>, previous: ChunkLayout | undefined, unchanged: (key: string) => boolean): Promise<ChunkLayout> {
  const keys = Object.keys(entries);
  const n = chunkCount(keys.length);
  const members: string[][] = Array.from({ length: n }, () => []);
  for (const key of keys) members[crc32(key) % n]?.push(key);
  const reusable = previous?.files.length === n ? previous : undefined;
  const files = await Promise.all(members.map(async (chunkKeys, i) => {
    const kept = reusable?.files[i];
    if (kept !== undefined && reusable?.counts[i] === chunkKeys.length && chunkKeys.every(unchanged)) return kept;
    const body = Buffer.from(JSON.stringify(Object.fromEntries(chunkKeys.map((key) => [key, entries[key]]))), 'utf8');
    const checksum = crc32(body).toString(16);
    const name = chunkName(cacheFile, kind, i, checksum);
    await writeBody(path.join(path.dirname(cacheFile), name), chunkFormat, checksum, body);
    return name;
  }));
  return { files, counts: members.map((chunkKeys) => chunkKeys.length) };
}

/** Reads every chunk of a layout into one record, or says why it cannot: a chunk missing, corrupt, or not the one named. */
export async function readChunks<T>(cacheFile: string, layout: ChunkLayout): Promise<{ data: Record<string, T> } | { ignored: string }> {
  const chunks = await Promise.all(layout.files.map(async (name) => {
    const read = await readChecked<Record<string, T>>(path.join(path.dirname(cacheFile), name), chunkFormat);
    if (!read) return { ignored: 'it is incomplete (a part of it is missing)' };
    // The name carries the checksum: a chunk of another build under this name is not this one.
    if ('data' in read && !name.endsWith(`-${read.checksum}.json`)) return { ignored: 'it is corrupt (a part of it is not the one its name says)' };
    return read;
  }));
  const failed = chunks.find((chunk) => 'ignored' in chunk);
  if (failed) return failed;
  return { data: Object.assign({}, ...chunks.map((chunk) => ('data' in chunk ? chunk.data : {}))) as Record<string, T> };
}

/** Removes the chunks of `cacheFile` that none of `layouts` names (those of an earlier build). */
export async function removeStaleChunks(cacheFile: string, layouts: ChunkLayout[]): Promise<void> {
  const named = new Set(layouts.flatMap((layout) => layout.files));
  const pattern = chunkPattern(cacheFile);
  const stale = (await readdir(path.dirname(cacheFile))).filter((name) => pattern.test(name) && !named.has(name));
  await Promise.all(stale.map((name) => rm(path.join(path.dirname(cacheFile), name), { force: true })));
}

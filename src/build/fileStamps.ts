/**
 * Content hashes of a site's files, taken again only for files whose size or
 * modification time changed since the last build, as git's index does: the
 * stamps of the last build (size, time, hash) are kept in the site's cache
 * folder. Hashing every file of a 10,000-doc site read 41 MB on every build;
 * a stat of each is a tenth of that.
 *
 * A file written in the same instant the stamps were taken could change
 * again without its time moving (git's "racily clean" entries): a stamp
 * whose time is not safely before the moment it was taken is never trusted,
 * so such a file is read again.
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { faultPoint } from '../output/faultPoint.ts';

/** A file's size, modification time and sha256, by its path. */
export type Stamps = Record<string, [size: number, mtimeMs: number, sha256: string]>;

export interface StampRecord {
  /** When the stamps were taken (ms): a stamp at or after this, less `racyWindowMs`, is not trusted. */
  takenAt: number;
  stamps: Stamps;
}

/** Times closer than this to when the stamps were taken are racy (file systems keep times in 1 ns to 2 s steps). */
const racyWindowMs = 2_000;

const format = 'sitegen-stamps 1';

/** A file's sha256 (through links), or `missing` when it is gone; any other failure to read fails the build. */
export async function contentHash(file: string): Promise<string> {
  try {
    return createHash('sha256')
      .update(await readFile(file))
      .digest('hex');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'missing';
    throw error;
  }
}

/** `contentHash`, at once. */
function contentHashSync(file: string): string {
  try {
    return createHash('sha256').update(readFileSync(file)).digest('hex');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'missing';
    throw error;
  }
}

/**
 * The sha256 of each file (`missing` when it is gone), read only where the
 * stamps of `known` do not vouch for it; and the stamps to keep for next time.
 */
export async function stampedHashes(
  files: readonly string[],
  known: StampRecord | undefined,
): Promise<{ hashes: string[]; record: StampRecord }> {
  const takenAt = Date.now();
  const stamps: Stamps = {};
  const trustedBefore = (known?.takenAt ?? 0) - racyWindowMs;
  const hashes = new Array<string>(files.length);
  // The stat of each file, in one pass without a promise each; only files the stamps do not vouch for are read.
  const unvouched: { index: number; size: number; mtimeMs: number }[] = [];
  files.forEach((file, index) => {
    const info = statSync(file, { throwIfNoEntry: false });
    if (!info) {
      hashes[index] = 'missing';
      return;
    }
    const previous = known?.stamps[file];
    if (previous && previous[0] === info.size && previous[1] === info.mtimeMs && info.mtimeMs < trustedBefore) {
      hashes[index] = previous[2];
      stamps[file] = previous;
    } else {
      unvouched.push({ index, size: info.size, mtimeMs: info.mtimeMs });
    }
  });
  // Read at once, too: a first build reads every file of the site here, and through fs/promises the
  // open, read and close of each cost more than the reading (10,000 docs: 1.7 s).
  for (const { index, size, mtimeMs } of unvouched) {
    const file = files[index] as string;
    const hash = contentHashSync(file);
    hashes[index] = hash;
    if (hash !== 'missing') stamps[file] = [size, mtimeMs, hash];
  }
  return { hashes, record: { takenAt, stamps } };
}

export async function readStamps(file: string): Promise<StampRecord | undefined> {
  try {
    const text = await readFile(file, 'utf8');
    const newline = text.indexOf('\n');
    if (text.slice(0, newline) !== format) return undefined;
    const record = JSON.parse(text.slice(newline + 1)) as StampRecord;
    return typeof record.takenAt === 'number' && record.stamps && typeof record.stamps === 'object'
      ? record
      : undefined;
  } catch {
    // No stamps (a first build) or unreadable ones: every file is hashed.
    return undefined;
  }
}

/** Written beside, then renamed; a failure only makes the next build read every file. */
export async function writeStamps(file: string, record: StampRecord): Promise<void> {
  try {
    await mkdir(path.dirname(file), { recursive: true });
    const partial = `${file}.${process.pid}.tmp`;
    await writeFile(partial, `${format}\n${JSON.stringify(record)}`);
    await faultPoint('cache-stamps');
    await rename(partial, file);
  } catch {
    // The stamps only spare reads.
  }
}

/**
 * The output folder as the build cache sees it (buildCache.ts): every file's size and modification time, listed
 * in one walk. A page is taken from the previous output only while its file still has the stamp the cache
 * recorded, and an output whose every file is as written needs no build at all.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { entryPathsUnder } from '../content/entryPaths.ts';

/** A file of the previous output, as the cache saw it. */
export interface OutputStamp {
  path: string;
  size: number;
  mtimeMs: number;
}

/** The output folder as a walk of it found it: every file's stamp, in a fixed order, and its other entries (links). */
export interface OutputListing {
  stamps: OutputStamp[];
  /**
   * Entries that are neither files nor folders (links), relative with `/`: a merge removes them as it removes files.
   */
  others: string[];
}

/**
 * Every file of the output folder with its size and time, in a fixed order. The stats are
 * synchronous: 12,000 of them through the thread pool took three times as long. `known`: stamps
 * the caller vouches for (files linked from the previous output), not taken again.
 */
export async function stampOutput(
  outDir: string,
  known?: (relativePath: string) => OutputStamp | undefined,
): Promise<OutputStamp[]> {
  return (await listOutput(outDir, known)).stamps;
}

/** `stampOutput`, with the output's entries that are not files beside the stamps. */
export async function listOutput(
  outDir: string,
  known?: (relativePath: string) => OutputStamp | undefined,
): Promise<OutputListing> {
  // Listed at once too: fs/promises' recursive listing of 11,000 files took 30-50 ms, this one 10-15.
  const entries = readdirSync(outDir, { recursive: true, withFileTypes: true });
  const relative = entryPathsUnder(outDir);
  const files = entries
    .filter((e) => e.isFile())
    .map(relative)
    .sort();
  const others = entries
    .filter((e) => !e.isFile() && !e.isDirectory())
    .map(relative)
    .sort();
  const stamps: OutputStamp[] = [];
  for (const file of files) {
    const vouched = known?.(file);
    if (vouched) {
      stamps.push({ path: file, size: vouched.size, mtimeMs: vouched.mtimeMs });
      continue;
    }
    const info = statSync(path.join(outDir, file), { throwIfNoEntry: false });
    if (info?.isFile()) stamps.push({ path: file, size: info.size, mtimeMs: info.mtimeMs });
  }
  return { stamps, others };
}

/** Whether the output folder (`now`, its stamps) holds exactly the recorded files, each as it was written. */
export function outputIntact(recorded: OutputStamp[], now: OutputStamp[]): boolean {
  return (
    now.length === recorded.length &&
    now.every(
      (stamp, i) =>
        stamp.path === recorded[i]?.path && stamp.size === recorded[i].size && stamp.mtimeMs === recorded[i].mtimeMs,
    )
  );
}

/** The size and modification time of a file of the output, or undefined when it is gone. */
export async function stampOf(outDir: string, relativePath: string): Promise<OutputStamp | undefined> {
  const info = statSync(path.join(outDir, relativePath), { throwIfNoEntry: false });
  return info?.isFile() ? { path: relativePath, size: info.size, mtimeMs: info.mtimeMs } : undefined;
}

/** Whether the previous output still holds the file as the cache recorded it. */
export async function stillThere(outDir: string, recorded: OutputStamp): Promise<boolean> {
  const now = await stampOf(outDir, recorded.path);
  return now !== undefined && now.size === recorded.size && now.mtimeMs === recorded.mtimeMs;
}

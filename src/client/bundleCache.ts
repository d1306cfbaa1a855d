/**
 * A folder of bundled files kept between builds, for bundles that are slow
 * to make and change only with a package's version (Mermaid) or with the
 * site's own files (the client bundle, cachedClientBundle.ts): under
 * `<cacheRoot>/<key>/`, with a manifest naming the files. A folder missing a
 * file its manifest lists, or whose manifest the caller finds out of date, is
 * not trusted; a new one is written beside and renamed into place, so a crash
 * never leaves half of one.
 */
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { OutputFile } from '../output/outputFile.ts';

export interface CachedFiles<Manifest> {
  /** The files, by their paths relative to the bundle's folder (`/`-separated). */
  files: OutputFile[];
  manifest: Manifest;
  fromCache: boolean;
}

interface Stored<Manifest> {
  files: string[];
  manifest: Manifest;
}

export interface CachedBundleOptions<Manifest> {
  /** Whether a stored bundle still holds (the files it was made from are as they were). */
  valid?: (manifest: Manifest) => boolean | Promise<boolean>;
  /** How many bundles the folder keeps, the most recently written: the others are removed as a new one is written. */
  keep?: number;
}

/** The bundles being taken or made in this process, by folder: two builds asking for the same one share it. */
const inFlight = new Map<string, Promise<CachedFiles<unknown>>>();

/** The cached files under `key`, or those `make` builds (then cached). */
export function cachedBundle<Manifest>(
  cacheRoot: string,
  key: string,
  make: () => Promise<{ files: OutputFile[]; manifest: Manifest }>,
  options: CachedBundleOptions<Manifest> = {},
): Promise<CachedFiles<Manifest>> {
  const dir = path.join(cacheRoot, key);
  const started = inFlight.get(dir);
  if (started) return started as Promise<CachedFiles<Manifest>>;
  const taking = takeOrMake(cacheRoot, dir, make, options).finally(() => inFlight.delete(dir));
  inFlight.set(dir, taking);
  return taking;
}

async function takeOrMake<Manifest>(
  cacheRoot: string,
  dir: string,
  make: () => Promise<{ files: OutputFile[]; manifest: Manifest }>,
  options: CachedBundleOptions<Manifest>,
): Promise<CachedFiles<Manifest>> {
  try {
    const stored = JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8')) as Stored<Manifest>;
    const present = new Set((await readdir(dir, { recursive: true })).map((name) => name.split(path.sep).join('/')));
    if (stored.files.every((name) => present.has(name)) && (await (options.valid?.(stored.manifest) ?? true))) {
      const files = await Promise.all(
        stored.files.map(async (name) => ({ path: name, contents: await readFile(path.join(dir, name)) })),
      );
      return { files, manifest: stored.manifest, fromCache: true };
    }
  } catch {
    // No cache yet, or an unreadable one: build.
  }
  const built = await make();
  const partial = `${dir}.${process.pid}.tmp`;
  try {
    await rm(partial, { recursive: true, force: true });
    await mkdir(partial, { recursive: true });
    for (const file of built.files) {
      await mkdir(path.dirname(path.join(partial, file.path)), { recursive: true });
      await writeFile(path.join(partial, file.path), file.contents);
    }
    const stored: Stored<Manifest> = { files: built.files.map((file) => file.path), manifest: built.manifest };
    await writeFile(path.join(partial, 'manifest.json'), JSON.stringify(stored));
    await rm(dir, { recursive: true, force: true });
    await rename(partial, dir);
    if (options.keep !== undefined) await keepNewest(cacheRoot, options.keep);
  } catch {
    // A cache that cannot be written only makes the next build slower.
    await rm(partial, { recursive: true, force: true }).catch(() => undefined);
  }
  return { ...built, fromCache: false };
}

/** Removes the bundles of `cacheRoot` but the `keep` most recently written (folders being written are left alone). */
async function keepNewest(cacheRoot: string, keep: number): Promise<void> {
  const entries = await readdir(cacheRoot, { withFileTypes: true });
  const bundles = await Promise.all(
    entries
      .filter((entry) => entry.isDirectory() && !entry.name.endsWith('.tmp'))
      .map(async (entry) => ({
        dir: path.join(cacheRoot, entry.name),
        mtimeMs: (await stat(path.join(cacheRoot, entry.name))).mtimeMs,
      })),
  );
  const old = bundles.sort((a, b) => b.mtimeMs - a.mtimeMs).slice(keep);
  await Promise.all(old.map((bundle) => rm(bundle.dir, { recursive: true, force: true })));
}

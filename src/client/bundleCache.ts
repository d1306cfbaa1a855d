/**
 * A folder of bundled files kept between builds, for bundles that are slow
 * to make and change only with a package's version (Mermaid): under
 * `<cacheRoot>/<key>/`, with a manifest naming the files. A folder missing a
 * file its manifest lists is not trusted; a new one is written beside and
 * renamed into place, so a crash never leaves half of one.
 */
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
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

/** The cached files under `key`, or those `make` builds (then cached). */
export async function cachedBundle<Manifest>(
  cacheRoot: string,
  key: string,
  make: () => Promise<{ files: OutputFile[]; manifest: Manifest }>,
): Promise<CachedFiles<Manifest>> {
  const dir = path.join(cacheRoot, key);
  try {
    const stored = JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8')) as Stored<Manifest>;
    const present = new Set((await readdir(dir, { recursive: true })).map((name) => name.split(path.sep).join('/')));
    if (stored.files.every((name) => present.has(name))) {
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
  } catch {
    // A cache that cannot be written only makes the next build slower.
    await rm(partial, { recursive: true, force: true }).catch(() => undefined);
  }
  return { ...built, fromCache: false };
}

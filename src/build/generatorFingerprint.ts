/**
 * sitegen's own code, as the build cache's fingerprint holds it (buildCache.ts): any change to it may change
 * any page. Its files' sizes and modification times, not their bytes: they change with any edit or install,
 * and reading 300 files on every build costs more than the rest of a build that has nothing to do.
 *
 * Stamped through the thread pool, once per process, and started as a build starts (`startGeneratorFingerprint`):
 * the stats (about 250 from the bundle, 600 otherwise) then run while the config loads, where taken at once, as
 * the site's files are, they held the build's thread some 40 ms on a small site.
 */
import { createHash } from 'node:crypto';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { isSitegenCode, runsFromBundle, sitegenRoot } from '../paths.ts';
import { mapWithLimit } from './mapWithLimit.ts';

let generatorHash: Promise<string> | undefined;

/** The fingerprint of sitegen's code, Node's version and NODE_ENV; made once per process. */
export function generatorFingerprint(): Promise<string> {
  generatorHash ??= stampCode();
  return generatorHash;
}

/** Starts `generatorFingerprint` without waiting for it: a failure is the build's when it asks for it. */
export function startGeneratorFingerprint(): void {
  generatorFingerprint().catch(() => undefined);
}

/**
 * The code files of a folder of sitegen's (`root`: `dist/` or the repository), relative to it. From the command's
 * bundle, `src/`'s are the bundle's files: the modules of `dist/src/` beside them are what the bundle was made of,
 * compiled with it. They were 360 of the 600 files stamped.
 */
export async function codeFiles(root: string, folder: string, fromBundle: boolean): Promise<string[]> {
  const dir = path.join(root, folder);
  if (folder === 'src' && fromBundle)
    return (await readdir(dir, { encoding: 'utf8' })).filter((file) => /^cli\.bundle.*\.js$/.test(file));
  return (await readdir(dir, { recursive: true, encoding: 'utf8' })).filter(isSitegenCode);
}

async function stampCode(): Promise<string> {
  const hash = createHash('sha256').update(`${process.version}\0${process.env.NODE_ENV ?? ''}`);
  for (const folder of ['src', 'theme', 'templates']) {
    const files = (await codeFiles(sitegenRoot, folder, runsFromBundle)).sort();
    const stamps = await mapWithLimit(files, 16, (file) =>
      stat(path.join(sitegenRoot, folder, file)).then(
        (info) => `${info.size}:${info.mtimeMs}`,
        () => 'gone',
      ),
    );
    files.forEach((file, i) => hash.update(`${folder}/${file}\0${stamps[i]}\0`));
  }
  return hash.digest('hex');
}

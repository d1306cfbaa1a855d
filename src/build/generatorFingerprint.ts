/**
 * sitegen's own code, as the build cache's fingerprint holds it (buildCache.ts): any change to it may change
 * any page. Its files' sizes and modification times, not their bytes: they change with any edit or install,
 * and reading 300 files on every build costs more than the rest of a build that has nothing to do.
 *
 * Stamped through the thread pool, once per process, and started as a build starts (`startGeneratorFingerprint`):
 * the 600 stats then run while the config loads, where taken at once, as the site's files are, they held the
 * build's thread some 40 ms on a small site.
 */
import { createHash } from 'node:crypto';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { isSitegenCode, sitegenRoot } from '../paths.ts';
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

async function stampCode(): Promise<string> {
  const hash = createHash('sha256').update(`${process.version}\0${process.env.NODE_ENV ?? ''}`);
  for (const folder of ['src', 'theme', 'templates']) {
    const files = (await readdir(path.join(sitegenRoot, folder), { recursive: true, encoding: 'utf8' }))
      .filter(isSitegenCode)
      .sort();
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

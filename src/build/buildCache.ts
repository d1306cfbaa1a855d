/**
 * The persistent build cache: what the last good build of a site into an
 * output folder made, so the next build renders only the pages whose render
 * key changed and takes the others from the previous output.
 *
 * One file per site and output folder under node_modules/.cache/sitegen/build.
 * Its first line is a header with the sha256 of the rest: a file cut short or
 * edited by hand fails the check and is ignored, never trusted. Everything
 * in it is also bound to a fingerprint of sitegen itself (its sources, the
 * lockfile, Node's version) and of every file of the site but the Markdown
 * docs, which have keys of their own: a change there starts from nothing.
 * A page is taken from the previous output only if that file still has the
 * size and modification time the cache recorded.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RenderedPage } from '../render/renderTypes.ts';
import { cacheDir, sitegenRoot } from '../paths.ts';

/** Bumped when the file's shape changes. */
const format = 'sitegen-build-cache 1';

/** A file of the previous output, as the cache saw it. */
export interface OutputStamp {
  path: string;
  size: number;
  mtimeMs: number;
}

export interface CachedPage {
  key: string;
  output: OutputStamp;
  page: Omit<RenderedPage, 'ids'> & { ids: string[] };
}

export interface BuildCacheData {
  fingerprint: string;
  pages: Record<string, CachedPage>;
  /** The search index and sitemap, for a key made of every page's key. */
  index: { key: string; files: (OutputStamp & { hash: string })[] };
}

export function buildCacheFile(siteDir: string, outDir: string): string {
  const name = createHash('sha256').update(`${siteDir}\0${outDir}`).digest('hex').slice(0, 24);
  return path.join(cacheDir, 'build', `${name}.json`);
}

let generatorHash: Promise<string> | undefined;

/** sitegen's own code and dependencies: any change to them may change any page. */
function generatorFingerprint(): Promise<string> {
  generatorHash ??= (async () => {
    const hash = createHash('sha256').update(process.version);
    for (const folder of ['src', 'theme', 'templates']) {
      const files = (await readdir(path.join(sitegenRoot, folder), { recursive: true })).sort();
      for (const file of files) {
        const contents = await readFile(path.join(sitegenRoot, folder, file)).catch(() => undefined);
        if (contents) hash.update(`${folder}/${file}\0`).update(contents);
      }
    }
    hash.update(await readFile(path.join(sitegenRoot, 'package-lock.json')).catch(() => ''));
    return hash.digest('hex');
  })();
  return generatorHash;
}

/**
 * Every file of the site a page may read besides its own Markdown: the
 * config and what it imports, React pages, schemas, images, static files.
 * The output folder, node_modules and .git are not the site.
 */
async function siteFingerprint(siteDir: string, outDir: string, extraFiles: string[]): Promise<string> {
  const hash = createHash('sha256');
  const entries = await readdir(siteDir, { recursive: true, withFileTypes: true });
  const skipped = (file: string) => {
    const relative = path.relative(siteDir, file).split(path.sep);
    if (file === outDir || file.startsWith(outDir + path.sep)) return true;
    if (relative.some((part) => part === 'node_modules' || part === '.git' || /^\..*\.(tmp|old)-\d+-\d+$/.test(part))) return true;
    return relative[0] === 'docs' && (file.endsWith('.md') || file.endsWith('_category_.json'));
  };
  const files = entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name)).filter((file) => !skipped(file));
  for (const file of [...files.sort(), ...extraFiles.filter((f) => !files.includes(f)).sort()]) {
    hash.update(`${path.relative(siteDir, file)}\0`).update(await readFile(file).catch(() => ''));
  }
  return hash.digest('hex');
}

export async function buildFingerprint(siteDir: string, outDir: string, configFiles: string[]): Promise<string> {
  const [generator, site] = await Promise.all([generatorFingerprint(), siteFingerprint(siteDir, outDir, configFiles)]);
  return createHash('sha256').update(format).update(generator).update(site).digest('hex');
}

/** The cache, or why it was not used: `undefined` for no cache at all. */
export async function readBuildCache(file: string, fingerprint: string): Promise<{ data: BuildCacheData } | { ignored: string } | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    return undefined;
  }
  const newline = text.indexOf('\n');
  const [name, version, checksum] = text.slice(0, newline).split(' ');
  const body = text.slice(newline + 1);
  if (`${name} ${version}` !== format) return { ignored: 'it was written by another version of sitegen' };
  if (newline === -1 || createHash('sha256').update(body).digest('hex') !== checksum) return { ignored: 'it is corrupt (its checksum does not match)' };
  let data: BuildCacheData;
  try {
    data = JSON.parse(body) as BuildCacheData;
  } catch {
    return { ignored: 'it is corrupt (not JSON)' };
  }
  if (data.fingerprint !== fingerprint) return { ignored: 'sitegen or a file of the site other than the docs changed' };
  return { data };
}

/** Written beside, then renamed: a crash leaves the old cache or the new one, never half of one. */
export async function writeBuildCache(file: string, data: BuildCacheData): Promise<void> {
  const body = JSON.stringify(data);
  const text = `${format} ${createHash('sha256').update(body).digest('hex')}\n${body}`;
  await mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.tmp`;
  await writeFile(partial, text);
  await rename(partial, file);
}

/** The size and modification time of a file of the output, or undefined when it is gone. */
export async function stampOf(outDir: string, relativePath: string): Promise<OutputStamp | undefined> {
  const info = await stat(path.join(outDir, relativePath)).catch(() => undefined);
  return info?.isFile() ? { path: relativePath, size: info.size, mtimeMs: info.mtimeMs } : undefined;
}

/** Whether the previous output still holds the file as the cache recorded it. */
export async function stillThere(outDir: string, recorded: OutputStamp): Promise<boolean> {
  const now = await stampOf(outDir, recorded.path);
  return now !== undefined && now.size === recorded.size && now.mtimeMs === recorded.mtimeMs;
}

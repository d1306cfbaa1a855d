/**
 * Mermaid, bundled by us for the pages that have a diagram: the small loader
 * (`theme/client/mermaid/mermaidLoader.ts`) as the entry, and Mermaid with the
 * diagram types it loads on demand as chunks beside it, content-hashed under
 * `assets/mermaid/`. Imports between them are relative, so the files do not
 * depend on the site's base path. Bundling takes seconds, so the files are
 * kept in the site's cache (`bundleCache.ts`), keyed by the Mermaid and esbuild
 * versions and the loader's folder; only sites with a diagram pay for either.
 */
import { version as esbuildVersion } from 'esbuild';
import { build } from '../modules/esbuildBuild.ts';
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { OutputFile } from '../output/outputFile.ts';
import { packageDir, sitegenModule, sitegenRoot } from '../paths.ts';
import { cachedBundle } from './bundleCache.ts';

export interface MermaidAssets {
  /** The loader's module script, as a URL under the site's base path. */
  loader: string;
}

export interface MermaidBundle {
  files: OutputFile[];
  assets: MermaidAssets;
  fromCache: boolean;
}

const entry = sitegenModule('theme/client/mermaid/mermaidLoader.ts');

/** The Mermaid and esbuild versions and every file of the loader's folder. */
async function cacheKey(): Promise<string> {
  const mermaidPackage = JSON.parse(await readFile(path.join(packageDir('mermaid'), 'package.json'), 'utf8')) as {
    version: string;
  };
  const hash = createHash('sha256').update(mermaidPackage.version).update(esbuildVersion);
  const folder = path.dirname(entry);
  for (const name of (await readdir(folder)).sort()) hash.update(name).update(await readFile(path.join(folder, name)));
  return hash.digest('hex').slice(0, 16);
}

async function bundle(): Promise<{ files: OutputFile[]; manifest: { loader: string } }> {
  const result = await build({
    entryPoints: { 'mermaid-loader': entry },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    write: false,
    metafile: true,
    outdir: 'mermaid',
    entryNames: '[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    absWorkingDir: sitegenRoot,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  const files = result.outputFiles.map((f) => ({
    path: path.relative(path.join(sitegenRoot, 'mermaid'), f.path).split(path.sep).join('/'),
    contents: f.contents,
  }));
  const loader = files.find((f) => /^mermaid-loader-[^/]+\.js$/.test(f.path));
  if (!loader) throw new Error('esbuild produced no loader for Mermaid');
  return { files, manifest: { loader: loader.path } };
}

/** `cacheRoot`: the folder of cached bundles (the site's `mermaid` cache). */
export async function bundleMermaid(options: { basePath: string; cacheRoot: string }): Promise<MermaidBundle> {
  const cached = await cachedBundle(options.cacheRoot, await cacheKey(), bundle);
  const base = `${options.basePath.replace(/\/$/, '')}/assets/mermaid`;
  return {
    files: cached.files.map((f) => ({ path: `assets/mermaid/${f.path}`, contents: f.contents })),
    assets: { loader: `${base}/${cached.manifest.loader}` },
    fromCache: cached.fromCache,
  };
}

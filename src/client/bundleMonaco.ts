/**
 * Monaco, bundled by us: the editor (with the JSON language) and its two
 * workers as separate esbuild entries, content-hashed under assets/monaco/.
 * Built once and kept in node_modules/.cache/sitegen/monaco/, keyed by the
 * Monaco and esbuild versions and our entry's source: a rebuild that changes
 * none of them copies the cached files (about 1 MB gzip) instead of
 * bundling again. Only sites whose widgets use Monaco pay for it.
 */
import { version as esbuildVersion } from 'esbuild';
import { build } from '../modules/esbuildBuild.ts';
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { OutputFile } from '../output/outputFile.ts';
import { packageDir, sitegenModule, sitegenRoot } from '../paths.ts';

export interface MonacoAssets {
  /** The module to import, the stylesheet to link and the workers, as URLs under the site's base path. */
  script: string;
  stylesheet: string;
  workers: { editor: string; json: string };
}

export interface MonacoBundle {
  files: OutputFile[];
  assets: MonacoAssets;
  fromCache: boolean;
}

const entry = sitegenModule('theme/client/monaco/monacoEntry.ts');

async function cacheKey(monacoDir: string): Promise<string> {
  const monacoPackage = JSON.parse(await readFile(path.join(monacoDir, 'package.json'), 'utf8')) as { version: string };
  return createHash('sha256')
    .update(monacoPackage.version)
    .update(esbuildVersion)
    .update(await readFile(entry))
    .digest('hex')
    .slice(0, 16);
}

interface CachedManifest {
  files: string[];
  script: string;
  stylesheet: string;
  editorWorker: string;
  jsonWorker: string;
}

async function bundle(monacoDir: string): Promise<{ files: OutputFile[]; manifest: CachedManifest }> {
  const result = await build({
    entryPoints: {
      monaco: entry,
      'editor.worker': path.join(monacoDir, 'esm/vs/editor/editor.worker.js'),
      'json.worker': path.join(monacoDir, 'esm/vs/language/json/json.worker.js'),
    },
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    write: false,
    metafile: true,
    outdir: 'monaco',
    entryNames: '[name]-[hash]',
    assetNames: '[name]-[hash]',
    absWorkingDir: sitegenRoot,
    loader: { '.ttf': 'file' },
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  const files = result.outputFiles.map((f) => ({
    path: path.relative(sitegenRoot, f.path).split(path.sep).join('/'),
    contents: f.contents,
  }));
  const named = (prefix: string, extension: string) => {
    const found = files.find((f) => path.posix.basename(f.path).startsWith(`${prefix}-`) && f.path.endsWith(extension));
    if (!found) throw new Error(`esbuild produced no ${prefix}${extension} for Monaco`);
    return path.posix.basename(found.path);
  };
  return {
    files,
    manifest: {
      files: files.map((f) => path.posix.basename(f.path)),
      script: named('monaco', '.js'),
      stylesheet: named('monaco', '.css'),
      editorWorker: named('editor.worker', '.js'),
      jsonWorker: named('json.worker', '.js'),
    },
  };
}

/** `cacheRoot`: the folder of cached bundles, one per Monaco version (the site's `monaco` cache). */
export async function bundleMonaco(options: { basePath: string; cacheRoot: string }): Promise<MonacoBundle> {
  const monacoDir = packageDir('monaco-editor');
  const dir = path.join(options.cacheRoot, await cacheKey(monacoDir));
  let manifest: CachedManifest | undefined;
  let files: OutputFile[] | undefined;
  let fromCache = false;
  try {
    manifest = JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8')) as CachedManifest;
    const present = new Set(await readdir(dir));
    // A cache missing a file it lists is not trusted.
    if (manifest.files.every((name) => present.has(name))) {
      files = await Promise.all(
        manifest.files.map(async (name) => ({
          path: `monaco/${name}`,
          contents: await readFile(path.join(dir, name)),
        })),
      );
      fromCache = true;
    }
  } catch {
    manifest = undefined;
  }
  if (!files || !manifest) {
    const built = await bundle(monacoDir);
    files = built.files;
    manifest = built.manifest;
    // Written beside, then renamed into place: a crash never leaves a half cache.
    const partial = `${dir}.${process.pid}.tmp`;
    try {
      await rm(partial, { recursive: true, force: true });
      await mkdir(partial, { recursive: true });
      for (const file of files) await writeFile(path.join(partial, path.posix.basename(file.path)), file.contents);
      await writeFile(path.join(partial, 'manifest.json'), JSON.stringify(manifest));
      await rm(dir, { recursive: true, force: true });
      await rename(partial, dir);
    } catch {
      // A cache that cannot be written only makes the next build slower.
      await rm(partial, { recursive: true, force: true }).catch(() => undefined);
    }
  }
  const url = (name: string) => `${options.basePath.replace(/\/$/, '')}/assets/monaco/${name}`;
  return {
    files: files.map((f) => ({ path: `assets/${f.path}`, contents: f.contents })),
    assets: {
      script: url(manifest.script),
      stylesheet: url(manifest.stylesheet),
      workers: { editor: url(manifest.editorWorker), json: url(manifest.jsonWorker) },
    },
    fromCache,
  };
}

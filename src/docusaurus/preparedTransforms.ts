/**
 * The site's own modules a Docusaurus config loads, transformed before jiti
 * asks for them (loadDocusaurusConfig.ts). jiti's transform hook is
 * synchronous, and esbuild's synchronous API runs in a worker thread of its
 * own, with an esbuild process of its own: a 3-page website whose config is
 * its only TypeScript built in 3.85 s that way, 3.68 s this way (4 pairs,
 * medians; the config loaded in 961 ms, then 874 ms). Here the modules
 * go through esbuild's shared service, which the build's bundles start
 * anyway: the config, then each module it requires by a relative path, and
 * theirs, in the config's folder and outside any node_modules folder (only
 * files the config's own code names are read). The transform hook takes a result
 * made here when the source it is given is the one transformed; a module not
 * found here (required by a computed name, or from a package) is transformed
 * when jiti asks, as before.
 */
import { statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { transform, type TransformOptions, type TransformResult } from 'esbuild';

export type PreparedTransforms = ReadonlyMap<string, { source: string; result: TransformResult }>;

/** The modules prepared at most, whatever the config requires: a bound, not a limit a site meets. */
const maxModules = 100;

/** The extensions jiti transforms a module of (a `.cjs` or `.json` file is loaded as it is). */
const transformedExtensions = ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs'];

/** `require("./…")` and `require("../…")` in esbuild's CommonJS output, with the specifier. */
const relativeRequire = /\brequire\("(\.\.?\/[^"]+)"\)/g;

/** The file a relative specifier names, as jiti resolves it (the extensions tried, then an index); else undefined. */
function resolveRelative(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [
    base,
    ...transformedExtensions.map((extension) => base + extension),
    ...transformedExtensions.map((extension) => path.join(base, `index${extension}`)),
  ];
  return candidates.find((file) => statSync(file, { throwIfNoEntry: false })?.isFile());
}

/**
 * Whether `file` is prepared: one of the site's own modules (in `siteDir`, not in a package), with an extension jiti
 * transforms.
 */
function isPrepared(file: string, siteDir: string): boolean {
  const relative = path.relative(siteDir, file);
  return (
    !relative.startsWith('..') &&
    !path.isAbsolute(relative) &&
    !relative.split(path.sep).includes('node_modules') &&
    transformedExtensions.includes(path.extname(file))
  );
}

/**
 * `entry` and the site's modules it requires by a relative path, transformed with `optionsFor`; a module that cannot
 * be read or transformed is left to jiti's hook, which reports it as before.
 */
export async function prepareTransforms(
  entry: string,
  optionsFor: (filename: string) => TransformOptions,
): Promise<PreparedTransforms> {
  const prepared = new Map<string, { source: string; result: TransformResult }>();
  const siteDir = path.dirname(entry);
  const queued = new Set([entry]);
  const prepare = async (file: string): Promise<void> => {
    let source: string;
    let result: TransformResult;
    try {
      source = await readFile(file, 'utf8');
      result = await transform(source, optionsFor(file));
    } catch {
      return;
    }
    prepared.set(file, { source, result });
    const next: string[] = [];
    for (const match of result.code.matchAll(relativeRequire)) {
      const found = resolveRelative(file, match[1] as string);
      if (found === undefined || !isPrepared(found, siteDir) || queued.has(found) || queued.size >= maxModules)
        continue;
      queued.add(found);
      next.push(found);
    }
    await Promise.all(next.map(prepare));
  };
  await prepare(entry);
  return prepared;
}

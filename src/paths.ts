/**
 * Where sitegen's own files are, wherever it is installed or run from, and
 * where a site's caches go.
 *
 * sitegen runs compiled (`dist/src/paths.js` in the package, beside
 * `dist/theme/` and `dist/templates/`) or, in its own tests, from its
 * TypeScript sources (`src/paths.ts` beside `theme/`). Code that names one of
 * sitegen's modules by path (an esbuild entry, a worker) goes through
 * `sitegenModule`, so it gets the file that exists in either layout.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import os from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { usableCacheDir } from './usableCacheDir.ts';

const here = fileURLToPath(import.meta.url);

/** Whether this is compiled JavaScript (the package) rather than the TypeScript sources. */
export const isCompiled = here.endsWith('.js');
/**
 * Whether sitegen runs from its command's bundle (scripts/bundleCli.ts): this module is then part of a file
 * `cli.bundle…js` in `dist/src/`, not a module of its own.
 */
export const runsFromBundle = path.basename(here).startsWith('cli.bundle');
/** The folder holding `src/`, `theme/` and `templates/`: `dist/` when compiled, the repository otherwise. */
export const sitegenRoot = path.resolve(path.dirname(here), '..');
/** The folder of sitegen's `package.json`. */
export const packageRoot = isCompiled ? path.dirname(sitegenRoot) : sitegenRoot;
export const themeDir = path.join(sitegenRoot, 'theme');
export const templatesDir = path.join(sitegenRoot, 'templates');

/** `theme/index.ts` → the absolute path of that module as it runs: `…/dist/theme/index.js` when compiled. */
export function sitegenModule(sourcePath: string): string {
  return path.join(sitegenRoot, isCompiled ? sourcePath.replace(/\.tsx?$/, '.js') : sourcePath);
}

/** The package's name on npm (`sitegen` there is another project's); its command is `sitegen`. */
export const packageName = 'sitegen-docs';

/**
 * The name sites imported sitegen by before it had its package name: `sitegen/config` and the others still
 * resolve, in the build, to the same entries (`publicEntryFor`).
 */
export const formerPackageName = 'sitegen';

const entryModules: Record<string, string> = {
  config: sitegenModule('src/config/defineConfig.ts'),
  theme: sitegenModule('theme/index.ts'),
  viewer: sitegenModule('theme/viewer/index.ts'),
  editor: sitegenModule('theme/editor/index.ts'),
  playground: sitegenModule('theme/playground/index.ts'),
  mdx: sitegenModule('theme/mdx.ts'),
};

/** The package's public entries (package.json `exports`), by specifier; nothing else of sitegen is importable. */
export const publicEntries: Record<string, string> = Object.fromEntries(
  Object.entries(entryModules).map(([entry, module]) => [`${packageName}/${entry}`, module]),
);

/** The same entries by the former name (`sitegen/config`), which sites written before the rename import. */
export const formerPublicEntries: Record<string, string> = Object.fromEntries(
  Object.entries(entryModules).map(([entry, module]) => [`${formerPackageName}/${entry}`, module]),
);

/** A specifier that names sitegen's package, by its name or its former one: `sitegen-docs/theme`, `sitegen/x`. */
export const sitegenSpecifier = new RegExp(`^(?:${packageName}|${formerPackageName})/`);

/** The module a specifier of sitegen's names (`sitegen-docs/config`, or `sitegen/config`), if it is public. */
export function publicEntryFor(specifier: string): string | undefined {
  return publicEntries[specifier] ?? formerPublicEntries[specifier];
}

const requireHere = createRequire(import.meta.url);

/**
 * The folder of a package as sitegen's own code finds it: beside sitegen when
 * npm hoisted it, inside pnpm's store otherwise. Found by Node's lookup
 * paths rather than `require.resolve`, which a package's `exports` can refuse.
 */
export function packageDir(name: string): string {
  for (const lookup of requireHere.resolve.paths(name) ?? []) {
    const dir = path.join(lookup, name);
    if (existsSync(path.join(dir, 'package.json'))) return dir;
  }
  throw new Error(`sitegen cannot find the package "${name}" from ${path.dirname(here)}; install it beside sitegen.`);
}

/** Whether a package is found as `packageDir` finds it: an optional peer dependency (Mermaid) may be absent. */
export function isPackageInstalled(name: string): boolean {
  try {
    packageDir(name);
    return true;
  } catch {
    return false;
  }
}

/**
 * The URL of the module sitegen itself imports for `specifier` (`react`,
 * `react-dom/server`): site modules import the very same file, so there is
 * one React and one set of contexts.
 */
export function sitegenImportUrl(specifier: string): string {
  // import.meta.resolve is Node's own ESM resolution; test runners may lack it.
  const resolve = (import.meta as { resolve?: (specifier: string) => string }).resolve;
  return resolve ? resolve(specifier) : pathToFileURL(requireHere.resolve(specifier)).href;
}

const cacheDirs = new Map<string, string>();

/** The user's cache folder, or undefined when the user has no home of their own. */
function userCacheHome(env: Record<string, string | undefined>): string | undefined {
  if (env.XDG_CACHE_HOME && path.isAbsolute(env.XDG_CACHE_HOME)) return env.XDG_CACHE_HOME;
  let home: string;
  try {
    home = os.homedir();
  } catch {
    return undefined;
  }
  return home && home !== path.parse(home).root ? path.join(home, '.cache') : undefined;
}

/**
 * The cache of a site: `node_modules/.cache/sitegen` of the nearest folder
 * with a `package.json` (the project, as find-cache-dir and Vite do). A site
 * in no project (sitegen run by npx or installed globally) gets a folder of
 * its own in the user's cache (`$XDG_CACHE_HOME` or `~/.cache`, `sitegen/<site>`),
 * never in a folder other users share: what is cached there is imported and
 * trusted. Without a home folder (some containers), the site's own
 * `node_modules/.cache/sitegen`. `SITEGEN_CACHE_DIR` chooses another folder.
 */
export function cacheDirFor(siteDir: string, env: Record<string, string | undefined> = process.env): string {
  return usableCacheDir(wantedCacheDir(siteDir, env));
}

/** The cache folder of `cacheDirFor`, before the check that it can be written (usableCacheDir.ts). */
export function wantedCacheDir(siteDir: string, env: Record<string, string | undefined>): string {
  if (env.SITEGEN_CACHE_DIR) return path.resolve(env.SITEGEN_CACHE_DIR);
  const start = path.resolve(siteDir);
  let found = cacheDirs.get(start);
  if (found) return found;
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) {
      found = path.join(dir, 'node_modules', '.cache', 'sitegen');
      break;
    }
    if (path.dirname(dir) === dir) {
      const site = createHash('sha256').update(start).digest('hex').slice(0, 16);
      const home = userCacheHome(env);
      found = home ? path.join(home, 'sitegen', site) : path.join(start, 'node_modules', '.cache', 'sitegen');
      break;
    }
  }
  cacheDirs.set(start, found);
  return found;
}

const lockfileNames = [
  'package-lock.json',
  'npm-shrinkwrap.json',
  'pnpm-lock.yaml',
  'yarn.lock',
  'bun.lock',
  'bun.lockb',
];

/**
 * The files that pin the versions of the packages sitegen runs with: its own
 * package.json, and the lockfile of the site's project (the nearest one above
 * the site folder) and of sitegen's repository when run from it. A change to
 * any of them may change every page.
 */
export function versionFiles(siteDir: string): string[] {
  const files = [path.join(packageRoot, 'package.json'), path.join(packageRoot, 'package-lock.json')];
  for (let dir = path.resolve(siteDir); ; dir = path.dirname(dir)) {
    const lockfile = lockfileNames.map((name) => path.join(dir, name)).find((file) => existsSync(file));
    if (lockfile) {
      files.push(lockfile);
      break;
    }
    if (path.dirname(dir) === dir) break;
  }
  return [...new Set(files)].filter((file) => existsSync(file));
}

/** sitegen's own code as it runs (compiled JavaScript, or the TypeScript sources) and its styles; not declarations. */
export function isSitegenCode(file: string): boolean {
  return /\.(?:js|ts|tsx|css)$/.test(file) && !file.endsWith('.d.ts');
}

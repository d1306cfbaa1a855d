/**
 * Runs a Docusaurus website's config as Docusaurus does: with jiti, the loader
 * Docusaurus itself uses (CommonJS or ES modules, TypeScript, `require.resolve`,
 * `__dirname`, the project's own installed packages), taking the default export,
 * and calling it when it is a function (an async config creator). Returns the
 * plain object and the site files it loaded, for the watcher and the caches.
 * jiti's transform is esbuild's (configTransform.ts), not its Babel; the config
 * and the site's modules it requires by relative paths are transformed ahead,
 * through esbuild's shared service (preparedTransforms.ts).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { createJiti, type Jiti } from 'jiti';
import { SitegenError } from '../diagnostics/diagnostic.ts';
import { configTransform, sourcePosition, transformOptionsFor } from './configTransform.ts';
import { prepareTransforms } from './preparedTransforms.ts';
import { errorMessage } from '../diagnostics/errorMessage.ts';

export interface LoadedDocusaurusConfig {
  file: string;
  value: Record<string, unknown>;
  /** Files of the site (not packages) the config loaded, the config itself included. */
  inputs: string[];
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * The config module's default export, loaded as Docusaurus's jiti loads it: transformed to CommonJS, so an
 * ES module of the site may use `require` (a plugin's `require('@tailwindcss/postcss')`); a module that awaits
 * at its top level cannot be, and is imported instead.
 */
async function loadModule(jiti: Jiti, file: string): Promise<unknown> {
  let loaded: unknown;
  try {
    loaded = jiti(file);
  } catch (error) {
    // Where it threw, taken now: the import below transforms the module again, with jiti's Babel, which drops the
    // map of esbuild's code that threw (configTransform.ts).
    if (error !== null && typeof error === 'object') thrownAt.set(error, errorPosition(error, file));
    try {
      return await jiti.import(file, { default: true });
    } catch {
      throw error;
    }
  }
  return isObject(loaded) && 'default' in loaded ? loaded.default : loaded;
}

/** Loads `file` (and anything it requires) afresh: a config edited under `serve --watch` is read again. */
export async function loadDocusaurusConfig(file: string, siteDir: string): Promise<LoadedDocusaurusConfig> {
  const nodeRequire = createRequire(file);
  const before = new Set(Object.keys(nodeRequire.cache));
  const options = { interopDefault: true, moduleCache: true, fsCache: false, jsx: true } as const;
  // jiti's own transform (Babel, loaded only then) for what esbuild's cannot express: configTransform.ts.
  let babel: Jiti | undefined;
  const fallback = () => (babel ??= createJiti(file, options)).transform;
  const prepared = await prepareTransforms(file, transformOptionsFor);
  const jiti = createJiti(file, { ...options, transform: configTransform(fallback, prepared) });
  let value: unknown;
  try {
    value = await loadModule(jiti, file);
    if (typeof value === 'function') value = await (value as () => unknown)();
  } catch (error) {
    throw new SitegenError([
      {
        code: 'ModuleLoadFailed',
        severity: 'error',
        file,
        ...errorPosition(error, file),
        message: `${path.basename(file)} threw while loading: ${errorMessage(error)}`,
        hint:
          missingPackageHint(error) ??
          'sitegen runs the Docusaurus config as Docusaurus does, in Node, with the packages the site has ' +
            'installed; the stack trace is printed with --verbose.',
        cause: error,
      },
    ]);
  } finally {
    // Fresh on the next load, as Docusaurus's loader bypasses the require cache.
    for (const key of Object.keys(nodeRequire.cache)) {
      if (!before.has(key) && !key.split(path.sep).includes('node_modules')) delete nodeRequire.cache[key];
    }
  }
  const loaded = [...Object.keys(jiti.cache ?? {}), ...Object.keys(nodeRequire.cache)].filter(
    (key) => path.isAbsolute(key) && !key.split(path.sep).includes('node_modules') && !before.has(key),
  );
  if (!isObject(value)) {
    throw new SitegenError([
      {
        code: 'InvalidConfig',
        severity: 'error',
        file,
        line: 1,
        column: 1,
        message:
          `${path.basename(file)} must export a config object (or a function returning one), but it exports ` +
          `${value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value}.`,
        hint: "module.exports = { title: '…', url: '…', baseUrl: '/' }; as Docusaurus expects.",
      },
    ]);
  }
  return {
    file,
    value,
    inputs: [...new Set([file, ...loaded.filter((input) => input.startsWith(siteDir + path.sep) || input === file)])],
  };
}

/** Where the errors the config threw were thrown, as `loadModule` took it before trying the module again. */
const thrownAt = new WeakMap<object, { line: number; column: number }>();

/** The config's own line in the error's stack, when the error came from it. */
function errorPosition(error: unknown, file: string): { line: number; column: number } {
  const taken = error !== null && typeof error === 'object' ? thrownAt.get(error) : undefined;
  if (taken) return taken;
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  const escaped = file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`${escaped}:(\\d+):(\\d+)`).exec(stack);
  return match ? sourcePosition(file, Number(match[1]), Number(match[2])) : { line: 1, column: 1 };
}

function missingPackageHint(error: unknown): string | undefined {
  const message = error instanceof Error ? error.message : '';
  const name = /Cannot find (?:module|package) '([^']+)'/.exec(message)?.[1];
  if (!name || name.startsWith('.') || path.isAbsolute(name)) return undefined;
  const pkg = name
    .split('/')
    .slice(0, name.startsWith('@') ? 2 : 1)
    .join('/');
  return `The config needs ${pkg}, which the site's project has not installed: run npm install in the site's project.`;
}

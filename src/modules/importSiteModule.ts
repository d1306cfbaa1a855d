/**
 * Compiles a TypeScript module of the site (config, sidebars, a React page)
 * with esbuild and imports it.
 *
 * Relative imports are bundled, so a rebuild picks up changed helpers. React,
 * packages and sitegen's own `theme/` and `src/` stay external. React and
 * sitegen resolve to the very module instances the renderer uses: two copies
 * of React or of a theme context would break hooks and context. Other
 * packages are the site's own: the compiled module lives in the site's cache,
 * so each is resolved from the file that imports it and imported by its path.
 */
import type { Message, OnResolveArgs, OnResolveResult, Plugin, PluginBuild } from 'esbuild';
import { build } from './esbuildBuild.ts';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { SitegenError, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { docusaurusAliases } from './docusaurusAliases.ts';
import { siteAssets, type SiteAssetRecord } from './siteAssets.ts';
import { isCommonJsFile, registerPackageHooks, sharedPackages } from './nodeInterop.ts';
import {
  cacheDirFor,
  publicEntries,
  publicEntryFor,
  sitegenImportUrl,
  sitegenRoot,
  sitegenSpecifier,
} from '../paths.ts';
import { errorMessage } from '../diagnostics/errorMessage.ts';

export interface SiteModule<T> {
  exports: T;
  /** Absolute paths of the site files bundled into it, for the watcher. */
  inputs: string[];
  /**
   * Files it imports for their address (images, fonts), which the output must hold; stylesheets it imports, in order.
   */
  assets: SiteAssetRecord;
}

const sharedFolders = [path.join(sitegenRoot, 'theme') + path.sep, path.join(sitegenRoot, 'src') + path.sep];

/** Imported from where sitegen imports them, so there is one React. */

/** An error Node's loader raises before running the module (a missing named export, CommonJS syntax read as ESM). */
function isSyntaxError(error: unknown): boolean {
  return error instanceof SyntaxError || (error instanceof Error && error.name === 'SyntaxError');
}

/** A module standing for `specifier` on the server: loading it fails, saying why. */
function browserOnlyImport(specifier: string): string {
  const message =
    `${specifier} is loaded with import(), which sitegen leaves to the browser: the server's rendering reached ` +
    `it. Render what needs it in the browser only (inside BrowserOnly, or after an effect).`;
  return `data:text/javascript,${encodeURIComponent(`throw new Error(${JSON.stringify(message)});`)}`;
}

/** A package's entry for bundlers (package.json `module`), when it has one other than `file`. */
function bundlerEntry(file: string): string | undefined {
  for (
    let dir = path.dirname(file);
    path.basename(dir) !== 'node_modules' && path.dirname(dir) !== dir;
    dir = path.dirname(dir)
  ) {
    const manifest = path.join(dir, 'package.json');
    if (!existsSync(manifest)) continue;
    try {
      const module = (JSON.parse(readFileSync(manifest, 'utf8')) as { module?: unknown }).module;
      const entry = typeof module === 'string' ? path.resolve(dir, module) : undefined;
      return entry && entry !== file && existsSync(entry) ? entry : undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** ES module packages, imported once by the build and handed to the site's modules by their URL. */
const esmRegistry = '__sitegenEsmNamespaces';
const esmNamespaces: Record<string, Record<string, unknown>> = ((globalThis as Record<string, unknown>)[esmRegistry] ??=
  {}) as Record<string, Record<string, unknown>>;

/** Marks `build.resolve` calls of our own, which must not come back to the plugin. */
const resolvingPackage = Symbol('resolvingPackage');

/** `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
function packageName(specifier: string): string {
  return specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
}

/**
 * esbuild's first note, unless it is the advice to mark the path external
 * (users cannot); for a package it could not find, where to install it.
 */
function hintFor(message: Message): string | undefined {
  const note = message.notes.find((n) => !n.text.startsWith('You can mark the path'));
  if (note) return note.text.replace(/:$/, '.');
  const specifier = /^Could not resolve "([^./][^"]*)"$/.exec(message.text)?.[1];
  if (!specifier) return undefined;
  if (specifier.startsWith('@site/')) {
    return (
      `@site/ is the site folder, and it has no ${specifier.slice('@site/'.length)} (with any of the extensions ` +
      `.tsx, .ts, .jsx, .js, .json): copy the file into the site.`
    );
  }
  const name = packageName(specifier);
  return (
    `Packages are found from the importing file's folder upwards, as Node finds them: install ${name} in the ` +
    `site's project (npm install ${name}).`
  );
}

const keepSharedModulesExternal: Plugin = {
  name: 'sitegen-shared-modules',
  setup(builder) {
    // What a module loads with import() runs in the browser (React.lazy under BrowserOnly: an editor, a REPL); on the
    // server it is not bundled, which would load it in Node, and fails only if the server's rendering reaches it.
    builder.onResolve({ filter: /.*/ }, (args) => {
      if (args.kind !== 'dynamic-import' || isBuiltin(args.path) || sitegenSpecifier.test(args.path)) return undefined;
      return { path: browserOnlyImport(args.path), external: true };
    });
    builder.onResolve({ filter: sitegenSpecifier }, (args) => {
      const target = publicEntryFor(args.path);
      if (!target)
        return {
          errors: [
            { text: `"${args.path}" is not exported by sitegen; use one of ${Object.keys(publicEntries).join(', ')}.` },
          ],
        };
      return { path: pathToFileURL(target).href, external: true };
    });
    builder.onResolve({ filter: /^\.\.?\// }, (args) => {
      const target = path.resolve(args.resolveDir, args.path);
      if (sharedFolders.some((folder) => target.startsWith(folder))) {
        return { path: pathToFileURL(target).href, external: true };
      }
      return undefined;
    });
    // Bare specifiers; the filter also lets through `node:` and other URL schemes, and Windows drives.
    builder.onResolve({ filter: /^[^./\\]/ }, (args) => resolvePackage(builder, args));
    builder.onLoad({ filter: /.*/, namespace: 'sitegen-cjs' }, (args) => ({
      contents: `module.exports = __sitegenRequire(${JSON.stringify(args.path.slice(0, -'.cjs'.length))});`,
      loader: 'js',
    }));
    builder.onLoad({ filter: /.*/, namespace: 'sitegen-esm' }, async (args) => {
      const file = args.path.slice(0, -'.cjs'.length);
      const url = pathToFileURL(file).href;
      try {
        esmNamespaces[url] ??= (await import(url)) as Record<string, unknown>;
      } catch (error) {
        // A package whose file for Node does not load (CommonJS code in a package of "type": "module", or an ES
        // module importing a name Node cannot find in a CommonJS dependency) is bundled into the site's module, as
        // webpack would take it: its file for bundlers (`module`), else this one; its own packages stay Node's.
        const forBundlers = bundlerEntry(file) ?? (isSyntaxError(error) ? file : undefined);
        if (forBundlers)
          return {
            contents: `module.exports = require(${JSON.stringify(forBundlers)});`,
            loader: 'js',
            resolveDir: path.dirname(forBundlers),
          };
        return {
          errors: [{ text: `${file} failed to load in Node: ${errorMessage(error)}` }],
        };
      }
      return {
        contents: `module.exports = { __esModule: true, ...globalThis.${esmRegistry}[${JSON.stringify(url)}] };`,
        loader: 'js',
      };
    });
  },
};

/**
 * A bare specifier: Node's own modules and React stay Node's; a package is loaded by Node too (one instance for every
 * module) and read as a bundler reads it.
 */
async function resolvePackage(builder: PluginBuild, args: OnResolveArgs): Promise<OnResolveResult | undefined> {
  if (args.kind === 'entry-point' || args.pluginData !== undefined) return undefined;
  if (isBuiltin(args.path)) return { path: args.path, external: true };
  if (sharedPackages.test(args.path)) {
    try {
      return { path: sitegenImportUrl(args.path), external: true };
    } catch {
      return { errors: [{ text: `"${args.path}" is not a module of React or react-dom.` }] };
    }
  }
  // `data:` and other URLs, or a Windows drive: esbuild's own handling.
  if (/^[a-z][a-z\d+.-]*:/i.test(args.path)) return undefined;
  // esbuild's resolver follows package `exports` and `main` as Node does; without the `module`
  // condition and field, which Node ignores, it picks the file Node would load.
  const resolved = await builder.resolve(args.path, {
    kind: args.kind,
    resolveDir: args.resolveDir,
    importer: args.importer,
    pluginData: resolvingPackage,
  });
  // esbuild's own resolver then fails the same way, with its full error: location and notes.
  if (resolved.errors.length > 0) return undefined;
  if (resolved.external || resolved.namespace !== 'file') return { path: args.path, external: true };
  // A package may import its own stylesheet, which Node cannot load: hooks answer for such files.
  registerPackageHooks(pathToFileURL(path.join(sitegenRoot, 'package.json')).href);
  // Named imports are properties of its exports, so a name it lacks is undefined, as in webpack, not an error.
  // As `.cjs`, which esbuild reads as CommonJS whatever the package's own extension (`.mjs` would be ESM).
  return { path: `${resolved.path}.cjs`, namespace: isCommonJsFile(resolved.path) ? 'sitegen-cjs' : 'sitegen-esm' };
}

/**
 * The folder esbuild reports paths relative to: its working folder after links, which it resolves. A doc
 * in a linked docs folder (docs → ../docs) was reported at a path that does not exist, and its message
 * lost its place in the doc.
 */
function reportingDir(file: string): string {
  try {
    return realpathSync(path.dirname(file));
  } catch {
    return path.dirname(file);
  }
}

function toDiagnostic(message: Message, fallbackFile: string): Diagnostic {
  const location = message.location;
  return {
    code: 'ModuleLoadFailed',
    severity: 'error',
    message: message.text,
    file: location ? path.resolve(reportingDir(fallbackFile), location.file) : fallbackFile,
    line: location?.line,
    column: location ? location.column + 1 : undefined,
    hint: hintFor(message),
  };
}

export interface ImportOptions {
  siteDir: string;
  /** The module's code, when it is not the file's own (a compiled MDX doc): imports resolve from the file's folder. */
  contents?: { code: string; loader: 'js' | 'jsx' | 'ts' | 'tsx' };
  /** More esbuild plugins, before sitegen's (files of other kinds the module imports, such as `.mdx` partials). */
  plugins?: Plugin[];
  /** The module is CommonJS, whose `require()` calls get Node's own require. */
  commonJs?: boolean;
  /** The site's root address, for the addresses of the files it imports (images). @default '/' */
  basePath?: string;
  /** PostCSS plugins of the site's, for its CSS modules' class names. */
  postcssPlugins?: readonly unknown[];
}

/** A module of the site bundled and written to the module cache, ready to import (`importBundledModule`). */
export interface BundledModule {
  /** The file the bundle was made for, whose name its errors carry. */
  file: string;
  outFile: string;
  inputs: string[];
  assets: SiteAssetRecord;
}

/** Bundles and imports `file`, a module of the site in `siteDir`; esbuild errors become positioned diagnostics. */
export async function importSiteModule<T>(file: string, options: ImportOptions): Promise<SiteModule<T>> {
  return importBundledModule<T>(await bundleSiteModule(file, options));
}

/**
 * The first half of `importSiteModule`: bundles `file` and writes the bundle to the module cache. Apart,
 * so a renderer can bundle the next docs (in esbuild's process) while it renders this one.
 */
export async function bundleSiteModule(file: string, options: ImportOptions): Promise<BundledModule> {
  let result;
  const assets: SiteAssetRecord = { files: new Set(), styles: [] };
  try {
    result = await build({
      ...(options.contents
        ? {
            stdin: {
              contents: options.contents.code,
              loader: options.contents.loader,
              resolveDir: path.dirname(file),
              sourcefile: path.basename(file),
            },
          }
        : { entryPoints: [file] }),
      bundle: true,
      write: false,
      metafile: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      jsx: 'automatic',
      // JSX in .js files, as Docusaurus's Babel reads them.
      loader: { '.js': 'jsx' },
      sourcemap: 'inline',
      // CommonJS code (a Docusaurus sidebars.js) may require() packages and Node's modules: esbuild's shim
      // uses a require when one exists, so the module gets Node's, resolved from the site's cache folder upwards.
      banner: {
        js:
          `import { createRequire as __sitegenCreateRequire } from 'node:module';\nconst __sitegenRequire = ` +
          `__sitegenCreateRequire(import.meta.url);${options.commonJs ? '\nconst require = __sitegenRequire;' : ''}`,
      },
      conditions: [],
      mainFields: ['main'],
      // As Docusaurus's webpack resolves them: a file outside the site (docs in ../docs) finds the site's packages too.
      nodePaths: [path.join(options.siteDir, 'node_modules')],
      logLevel: 'silent',
      absWorkingDir: path.dirname(file),
      plugins: [
        ...(options.plugins ?? []),
        siteAssets({
          side: 'server',
          siteDir: options.siteDir,
          basePath: options.basePath ?? '/',
          record: assets,
          ...(options.postcssPlugins ? { postcssPlugins: options.postcssPlugins } : {}),
        }),
        docusaurusAliases(options.siteDir),
        keepSharedModulesExternal,
      ],
    });
  } catch (error) {
    const messages = (error as { errors?: Message[] }).errors ?? [];
    if (messages.length === 0) throw error;
    throw new SitegenError(messages.map((m) => toDiagnostic(m, file)));
  }
  const code = result.outputFiles[0]?.text ?? '';
  const hash = createHash('sha256').update(file).update(code).digest('hex').slice(0, 16);
  const outFile = path.join(
    cacheDirFor(options.siteDir),
    'modules',
    `${path.basename(file).replace(/\.\w+$/, '')}-${hash}.mjs`,
  );
  await writeAtomically(outFile, code);
  const inputsDir = reportingDir(file);
  const inputs = Object.keys(result.metafile.inputs)
    .filter((input) => input !== '<stdin>' && !/^sitegen-(?:cjs|esm):/.test(input))
    .map((input) => input.replace(/^sitegen-[\w-]+:/, ''))
    .map((input) => path.resolve(inputsDir, input));
  return { file, outFile, inputs, assets };
}

/**
 * The second half of `importSiteModule`: imports a bundle `bundleSiteModule` made; what it throws is a
 * `ModuleLoadFailed` at its file.
 */
export async function importBundledModule<T>(bundled: BundledModule): Promise<SiteModule<T>> {
  const { file, outFile, inputs, assets } = bundled;
  try {
    const exports = (await import(pathToFileURL(outFile).href)) as T;
    return { exports, inputs, assets };
  } catch (error) {
    throw new SitegenError([
      {
        code: 'ModuleLoadFailed',
        severity: 'error',
        message: `${path.basename(file)} threw while loading: ${errorMessage(error)}`,
        file,
        line: 1,
        column: 1,
        hint: loadFailureHint(error),
        cause: error,
      },
    ]);
  }
}

/**
 * Writes the compiled module under a temporary name, then renames it over
 * the final one: builds running at once (tests in parallel, a build beside a
 * serve --watch) never import a half-written file. Written every time rather
 * than skipped when present, so a file truncated by a killed process heals.
 */
async function writeAtomically(file: string, code: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}-${Math.random().toString(36).slice(2)}.tmp`;
  try {
    await writeFile(temporary, code);
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

const browserGlobals = /\b(?:window|document|localStorage|navigator)\b/;

function loadFailureHint(error: unknown): string {
  const message = errorMessage(error);
  return browserGlobals.test(message)
    ? 'Site modules run at build time in Node, so they must not touch `window`, `document`, `localStorage` or ' +
        '`navigator` at the top level; use them in effects or event handlers.'
    : 'Fix the error above; the stack trace is printed with --verbose.';
}

/**
 * Whether a module's export is a React component: a function or class, or what `memo`, `forwardRef` and `lazy` return.
 */
export function isComponent(value: unknown): boolean {
  if (typeof value === 'function') return true;
  return typeof value === 'object' && value !== null && typeof (value as { $$typeof?: unknown }).$$typeof === 'symbol';
}

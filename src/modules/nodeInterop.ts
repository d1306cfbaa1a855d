/**
 * Running the site's packages in Node as a bundler would run them:
 *
 * - `isCommonJsFile`: whether Node loads a file as CommonJS (`.cjs`, or `.js`
 *   in a package without `"type": "module"`), so importSiteModule can read it
 *   as webpack does, named imports as properties of its exports;
 * - `registerPackageHooks`: a package's own `import './styles.css'` (or
 *   `require('./logo.svg')`) must not stop the build: in Node a stylesheet is
 *   an empty module and any other asset its path. The browser's bundle still
 *   takes the package's stylesheets. And React is one: a package that brings
 *   its own copy (`node_modules/a-logo/node_modules/react`, React 16) gets
 *   the site's, as Docusaurus's webpack aliases `react` and `react-dom` to
 *   the site's copies; elements of two Reacts do not mix.
 */
import { existsSync, readFileSync } from 'node:fs';
import Module, { createRequire, register } from 'node:module';
import path from 'node:path';

/** The packages a site has one copy of, its own, whichever package imports them. */
export const sharedPackages = /^(?:react|react-dom)(?:\/|$)/;

const packageTypes = new Map<string, boolean>();

/** Whether the nearest package.json of `dir` says `"type": "module"`. */
function inModulePackage(dir: string): boolean {
  const known = packageTypes.get(dir);
  if (known !== undefined) return known;
  const manifest = path.join(dir, 'package.json');
  let result: boolean;
  if (existsSync(manifest)) {
    try {
      result = (JSON.parse(readFileSync(manifest, 'utf8')) as { type?: string }).type === 'module';
    } catch {
      result = false;
    }
  } else {
    result = path.dirname(dir) === dir ? false : inModulePackage(path.dirname(dir));
  }
  packageTypes.set(dir, result);
  return result;
}

/** `import`/`export` statements at the start of a line: ES module syntax, as Node's syntax detection finds it. */
const esmSyntax =
  /^\s*(?:import\s*[\w*{'"]|export\s+(?:\{|\*|default\b|const\b|let\b|var\b|function\b|async\b|class\b))/m;

const fileKinds = new Map<string, boolean>();

export function isCommonJsFile(file: string): boolean {
  if (file.endsWith('.cjs')) return true;
  if (file.endsWith('.mjs') || !/\.jsx?$/.test(file)) return false;
  if (inModulePackage(path.dirname(file))) return false;
  // A `.js` file of a package without "type": "module" that is an ES module all the same (a package's `dist/esm/`):
  // Node would load it as one (require of ESM), and bundlers read it as one. Read once per file.
  let commonJs = fileKinds.get(file);
  if (commonJs === undefined) {
    try {
      commonJs = !esmSyntax.test(readFileSync(file, 'utf8'));
    } catch {
      commonJs = true;
    }
    fileKinds.set(file, commonJs);
  }
  return commonJs;
}

const styleExtensions = ['.css', '.scss', '.sass', '.less'];
const assetExtensions = [
  '.svg',
  '.png',
  '.jpg',
  '.jpeg',
  '.gif',
  '.webp',
  '.avif',
  '.ico',
  '.woff',
  '.woff2',
  '.ttf',
  '.eot',
  '.otf',
  '.mp4',
  '.webm',
];

/** The ES module loader's part: answered in its own thread, so written as the text of a module. */
const loaderSource = `
const shared = ${sharedPackages.toString()};
let sharedParent;
export function initialize(data) { sharedParent = data.sharedParent; }
export async function resolve(specifier, context, next) {
  if (shared.test(specifier) && context.parentURL !== sharedParent) {
    return next(specifier, { ...context, parentURL: sharedParent });
  }
  return next(specifier, context);
}
const styles = ${JSON.stringify(styleExtensions)};
const assets = ${JSON.stringify(assetExtensions)};
export async function load(url, context, next) {
  const bare = url.replace(/[?#].*$/, '');
  if (styles.some((ext) => bare.endsWith(ext))) {
    return { format: 'module', source: 'export default {};', shortCircuit: true };
  }
  if (assets.some((ext) => bare.endsWith(ext))) {
    const source = 'export default ' + JSON.stringify(new URL(bare).pathname) + ';';
    return { format: 'module', source, shortCircuit: true };
  }
  return next(url, context);
}
`;

let registered = false;

type ResolveFilename = (request: string, parent: unknown, isMain: boolean, options?: unknown) => string;

/**
 * Installs the hooks; `sharedParent` is the file (a URL) whose resolution of
 * `react` and `react-dom` every package gets.
 */
export function registerPackageHooks(sharedParent: string): void {
  if (registered) return;
  registered = true;
  const loader = Module as unknown as {
    _extensions: Record<string, (module: { exports: unknown }, filename: string) => void>;
    _resolveFilename: ResolveFilename;
  };
  for (const extension of styleExtensions)
    loader._extensions[extension] ??= (module) => {
      module.exports = {};
    };
  for (const extension of assetExtensions)
    loader._extensions[extension] ??= (module, filename) => {
      module.exports = filename;
    };
  const requireShared = createRequire(sharedParent);
  const resolveFilename = loader._resolveFilename;
  let resolvingShared = false;
  loader._resolveFilename = function resolveShared(this: unknown, request, parent, isMain, options) {
    // requireShared.resolve comes back here: that call is Node's own.
    if (!sharedPackages.test(request) || resolvingShared)
      return resolveFilename.call(this, request, parent, isMain, options);
    resolvingShared = true;
    try {
      return requireShared.resolve(request);
    } finally {
      resolvingShared = false;
    }
  };
  register(`data:text/javascript,${encodeURIComponent(loaderSource)}`, { data: { sharedParent } });
}

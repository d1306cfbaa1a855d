/**
 * Finds and loads the site's sidebars file: `sidebars.ts`, or, as a Docusaurus
 * site has it, `sidebars.js` (ES module or CommonJS `module.exports`),
 * `sidebars.cjs`, `sidebars.mjs` or `sidebars.json`. Every form goes through
 * esbuild (`importSiteModule`), which turns a CommonJS module's
 * `module.exports` into its default export and a JSON file's value into its
 * own; type-only imports, JSDoc types (`@type {import('@docusaurus/…')…}`)
 * and `// @ts-check` are comments or erased, so they cost nothing.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { DiagnosticBag } from '../diagnostics/diagnostic.ts';
import { locate } from '../diagnostics/locate.ts';
import { importSiteModule } from '../modules/importSiteModule.ts';
import { findSidebarCycle } from './sidebarCycle.ts';
import type { SidebarsConfig } from './sidebarTypes.ts';

/** The names a sidebars file may have, in the site folder. */
export const sidebarsFileNames = [
  'sidebars.ts',
  'sidebars.js',
  'sidebars.cjs',
  'sidebars.mjs',
  'sidebars.json',
] as const;

export interface LoadedSidebarsFile {
  file: string;
  /** The default export (CommonJS: `module.exports`; JSON: the value), not checked yet. */
  value: unknown;
  /** The file's text, to locate items named in problems. */
  text: string;
  /** The site files bundled into it, for the watcher and the caches. */
  inputs: string[];
}

/** "a", "a and b", "a, b and c". */
function listNames(names: string[]): string {
  return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;
}

/** The site's sidebars file, or undefined when it has none; two or more is an error naming them all. */
export function findSidebarsFile(siteDir: string): string | undefined {
  const present = sidebarsFileNames.filter((name) => existsSync(path.join(siteDir, name)));
  if (present.length > 1) {
    const bag = new DiagnosticBag();
    const [first, ...others] = present;
    bag.add({
      code: 'DuplicateSidebarsFile',
      file: path.join(siteDir, others[0] ?? ''),
      line: 1,
      column: 1,
      message:
        `The site has ${present.length === 2 ? 'two' : present.length} sidebars files, ${listNames(present)}; ` +
        `sitegen reads only one.`,
      hint:
        `Keep one of them (${first} is the one sitegen would take) and delete or rename the ` +
        `other${others.length > 1 ? 's' : ''}.`,
    });
    bag.throwIfErrors();
  }
  return present[0] === undefined ? undefined : path.join(siteDir, present[0]);
}

/** How the default export is written in each kind of file, for the hint of a file that exports something else. */
function exportHint(file: string): string {
  switch (path.extname(file)) {
    case '.json':
      return 'Write one object: { "tutorialSidebar": [ … ] }';
    case '.cjs':
      return 'module.exports = { tutorialSidebar: [ … ] };';
    case '.js':
      return 'module.exports = { tutorialSidebar: [ … ] }; or export default { tutorialSidebar: [ … ] };';
    default:
      return 'export default defineSidebars({ tutorialSidebar: [ … ] });';
  }
}

/** Loads the sidebars file; its default export must be an object of sidebars. */
export async function loadSidebarsFile(
  file: string,
  siteDir: string,
): Promise<LoadedSidebarsFile & { value: SidebarsConfig }> {
  const text = await readFile(file, 'utf8');
  // A `sidebars.js` that uses `module.exports` is CommonJS even in a package of `"type": "module"`, as
  // Docusaurus loads it: handed to esbuild as text, it is not bound to the package's type.
  const commonJs = /^\.c?js$/.test(path.extname(file)) && /\bmodule\.exports\b|\bexports\.\w+\s*=/.test(text);
  const loaded = await importSiteModule<{ default?: unknown }>(file, {
    siteDir,
    ...(commonJs ? { contents: { code: text, loader: 'js' }, commonJs } : {}),
  });
  // A CommonJS module compiled from an ES module (`exports.__esModule`, `exports.default`) means its `default`.
  const exported = loaded.exports.default as { __esModule?: unknown; default?: unknown } | undefined;
  const value = exported?.__esModule === true && 'default' in exported ? exported.default : exported;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    const bag = new DiagnosticBag();
    const name = path.basename(file);
    bag.add({
      code: 'InvalidSidebar',
      file,
      line: 1,
      column: 1,
      message:
        path.extname(file) === '.json'
          ? `${name} must hold an object of sidebars.`
          : `${name} must export by default an object of sidebars.`,
      hint: exportHint(file),
    });
    bag.throwIfErrors();
  }
  refuseCycle(value as SidebarsConfig, file, text);
  return { file, value: value as SidebarsConfig, text, inputs: loaded.inputs };
}

/**
 * A sidebar that contains itself (sidebarCycle.ts) is an error, before anything walks it: the build's resolution
 * and `docs:version`'s JSON would recurse until the stack overflows. A category's cycle is placed at its label,
 * another value's at its key.
 */
function refuseCycle(sidebars: SidebarsConfig, file: string, text: string): void {
  const cycle = findSidebarCycle(sidebars);
  if (!cycle) return;
  const bag = new DiagnosticBag();
  if (cycle.kind === 'category') {
    const [first = '', ...rest] = cycle.labels;
    const holder = rest.at(-2);
    bag.add({
      code: 'InvalidSidebar',
      file,
      ...locate(text, first),
      message: `The category "${first}" of sidebar "${cycle.sidebarId}" contains itself: ${cycle.labels.join(' → ')}.`,
      hint:
        `A category cannot hold itself, directly or through other categories: take "${first}" out of ` +
        `${holder === undefined ? 'its own items' : `the items of "${holder}"`}.`,
    });
  } else {
    bag.add({
      code: 'InvalidSidebar',
      file,
      ...locate(text, cycle.key),
      message: `Sidebar "${cycle.sidebarId}" contains itself: ${cycle.at} is ${cycle.back}, which holds it.`,
      hint:
        'Sidebars are data, written into the pages (and into JSON by sitegen docs:version): give it a value that ' +
        'does not hold itself.',
    });
  }
  bag.throwIfErrors();
}

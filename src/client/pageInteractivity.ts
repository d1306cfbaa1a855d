/**
 * Whether a React page needs JavaScript in the browser: whether anything it
 * imports, followed through esbuild's metafile, keeps state, runs effects or
 * handles events (`useState`, `useEffect`, `onClick=`, a class component's
 * `setState`…). A page that does is hydrated whole, as an island; one that
 * does not ships no script. Read from the source text, so it errs towards
 * hydrating: a hook in a branch the page never takes still counts.
 *
 * sitegen's own modules are not read: its widgets hydrate as islands of their
 * own, and of its versions of Docusaurus's client API, only those that act in
 * the browser count (BrowserOnly, useIsBrowser, the router, ErrorBoundary).
 * theme-common is counted by the names the site's code uses: its hooks that
 * act in the browser (`useColorMode`, `useWindowSize`…) make a page
 * interactive, its class names and helpers (`ThemeClassNames`) do not.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Metafile } from 'esbuild';
import { sitegenRoot } from '../paths.ts';

// React's hooks of state and effects, and those of Docusaurus's theme-common that act in the browser (the colour mode,
// the window size…).
const hooks = [
  ...[
    'State',
    'Reducer',
    'Effect',
    'LayoutEffect',
    'InsertionEffect',
    'SyncExternalStore',
    'Transition',
    'ActionState',
  ],
  ...['Optimistic', 'ImperativeHandle', 'FormStatus', 'ColorMode', 'WindowSize', 'StorageSlot', 'Previous'],
];
const interactive = new RegExp(
  [
    `\\buse(?:${hooks.join('|')})\\b`,
    /\bon[A-Z][A-Za-z]+\s*[=:]\s*[{(\w]/.source,
    /\bcomponentDidMount\b|\bthis\.setState\b|\baddEventListener\b/.source,
  ].join('|'),
);

/** sitegen's modules that act in the browser when a page uses them. */
const browserShims = ['BrowserOnly', 'useIsBrowser', 'router', 'ErrorBoundary'].map(
  (name) => `${path.sep}docusaurus${path.sep}${name}.`,
);

/** React itself is not the page's behaviour. */
const reactPackages =
  /[\\/]node_modules[\\/](?:react|react-dom|scheduler|react-is|prop-types|object-assign|clsx|classnames)[\\/]/;

export function interactiveEntries(metafile: Metafile, entries: readonly string[], workingDir: string): Set<string> {
  const verdicts = new Map<string, boolean>();
  const ownCode = (input: string): boolean => {
    const known = verdicts.get(input);
    if (known !== undefined) return known;
    let verdict = false;
    const file = path.resolve(workingDir, input.replace(/^[\w-]+:/, ''));
    if (file.startsWith(sitegenRoot + path.sep)) verdict = browserShims.some((shim) => file.includes(shim));
    else if (!reactPackages.test(file) && /\.[cm]?[jt]sx?$/.test(file)) {
      try {
        verdict = interactive.test(readFileSync(file, 'utf8'));
      } catch {
        verdict = false;
      }
    }
    verdicts.set(input, verdict);
    return verdict;
  };
  const found = new Set<string>();
  for (const entry of entries) {
    const seen = new Set<string>();
    const queue = [entry];
    while (queue.length > 0) {
      const input = queue.pop() as string;
      if (seen.has(input)) continue;
      seen.add(input);
      if (ownCode(input)) {
        found.add(entry);
        break;
      }
      const file = path.resolve(workingDir, input.replace(/^[\w-]+:/, ''));
      // sitegen's own widgets are islands of their own: their imports are not the page's.
      if (file.startsWith(sitegenRoot + path.sep)) continue;
      for (const imported of metafile.inputs[input]?.imports ?? []) if (!imported.external) queue.push(imported.path);
    }
  }
  return found;
}

/**
 * Loads the compiled modules of MDX docs for rendering. A doc's tree holds
 * its module's code (`<sitegen-mdx code>`, see `compileMdx.ts`); before the
 * page renders, the code is bundled from the doc's own folder, so its
 * imports resolve as they would beside the file (`./_partial.mdx`,
 * `@site/static/schemas/a.json`, the site's npm packages, `@theme/Tabs`),
 * and imported once per process. Rendering is synchronous: `MdxDoc` takes
 * the loaded component from here.
 *
 * Imported `.md`/`.mdx` files (partials, `_`-prefixed files that are not
 * pages) are compiled as MDX by the same compiler on the way.
 */
import type { Element, Root } from 'hast';
import type { OnLoadResult, Plugin } from 'esbuild';
import matter from 'gray-matter';
import { createHash } from 'node:crypto';
import { existsSync, realpathSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createElement, type ComponentType } from 'react';
import { SitegenError, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { locate } from '../diagnostics/locate.ts';
import type { MarkdownCompiler } from '../markdown/compileMarkdown.ts';
import { mdxElementName } from '../markdown/compileMdx.ts';
import { bundleSiteModule, importBundledModule, type BundledModule } from '../modules/importSiteModule.ts';
import { ImportGraph, type ImportCycle } from './importCycle.ts';
import { MdxComponentsContext, setSiteMdxTable } from '../../theme/markdown/mdxComponentsContext.ts';

type MdxContent = ComponentType<{ components?: Record<string, unknown> }>;

/** Loaded modules by their key, with the files bundled into them and their hashes. */
const loaded = new Map<string, { content: MdxContent; inputs: { file: string; sha256: string }[] }>();

async function hashOf(file: string): Promise<string> {
  return createHash('sha256')
    .update(await readFile(file).catch(() => ''))
    .digest('hex');
}

/**
 * Whether the files a loaded module bundled (partials, JSON, components) are as they were: `serve --watch` edits them.
 */
async function unchanged(inputs: readonly { file: string; sha256: string }[]): Promise<boolean> {
  const now = await Promise.all(inputs.map((input) => hashOf(input.file)));
  return inputs.every((input, index) => now[index] === input.sha256);
}

function keyOf(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}

function mdxElement(hast: Root): Element | undefined {
  const first = hast.children[0];
  return first?.type === 'element' && first.tagName === mdxElementName ? first : undefined;
}

/** Whether a doc's tree is an MDX module rather than Markdown. */
export function isMdxTree(hast: Root): boolean {
  return mdxElement(hast) !== undefined;
}

/** Marks the plugin's own `build.resolve` calls, which must not come back to it. */
const resolvingMarkdown = Symbol('resolvingMarkdown');

/** A file's path as the reader knows it: inside the site, relative to it. */
function shownPath(file: string, siteDir: string | undefined): string {
  return (siteDir ? path.relative(siteDir, file) : file).split(path.sep).join('/');
}

/** The problem of an import that closes a cycle (importCycle.ts), at that import. */
async function cycleProblem(cycle: ImportCycle, siteDir: string | undefined): Promise<Diagnostic> {
  const text = await readFile(cycle.importer, 'utf8').catch(() => '');
  const importer = shownPath(cycle.importer, siteDir);
  const alone = new Set(cycle.chain.slice(cycle.chain.indexOf(cycle.chain.at(-1) ?? ''))).size === 1;
  return {
    code: 'InvalidMdx',
    severity: 'error',
    file: cycle.importer,
    ...locate(text, cycle.specifier),
    message:
      `An import cycle: ${cycle.chain.map((file) => shownPath(file, siteDir)).join(' → ')}. A file that imports ` +
      `itself, directly or through others, would render inside itself without end.`,
    hint:
      `Remove the import of '${cycle.specifier}' from ` +
      `${importer}${alone ? '' : ', or move what the files share into a partial that imports none of them'}.`,
  };
}

/** A path as Node would open it, links followed, so one file met by two paths is one file. */
function realFile(file: string): string {
  try {
    return realpathSync(file);
  } catch {
    return file;
  }
}

/**
 * `.md` and `.mdx` files a module imports (an MDX doc's partials, a React component's `import Table from
 * './_table.md'`), compiled as MDX: their default export is their content as a component. Their own problems
 * go to `problems`, at their places, and so does an import that makes a cycle of them (a doc that imports
 * itself, directly or through its partials), which fails the bundle. `entry` is the file the bundle starts
 * from (the doc), where a cycle's chain starts; `siteDir` makes the chain's paths relative to the site.
 */
export function markdownImports(
  compiler: MarkdownCompiler,
  problems: Diagnostic[],
  options: { entry?: string; siteDir?: string } = {},
): Plugin {
  const graph = new ImportGraph(options.entry && realFile(options.entry));
  /** The imports found to close a cycle, by `from\0to`. */
  const cycles = new Map<string, ImportCycle>();
  /**
   * `@site/` imports being resolved, as the @site/ plugin resolves them again (`importer\0siteDir\0./path`), with their
   * count.
   */
  const viaSite = new Map<string, number>();
  return {
    name: 'sitegen-mdx-partials',
    setup(builder) {
      // The site's own Markdown files (relative, absolute or @site/ imports; not a package's), each import recorded.
      builder.onResolve({ filter: /^(?:\.{1,2}\/|\/|@site\/).*\.mdx?$/ }, async (args) => {
        if (args.pluginData === resolvingMarkdown) return undefined;
        // The @site/ plugin resolves `@site/x.md` again as `./x.md` from the site folder: the same import, recorded as
        // written.
        if (viaSite.has(`${args.importer}\0${args.resolveDir}\0${args.path}`)) return undefined;
        const nested =
          options.siteDir && args.path.startsWith('@site/')
            ? `${args.importer}\0${options.siteDir}\0./${args.path.slice('@site/'.length)}`
            : undefined;
        if (nested) viaSite.set(nested, (viaSite.get(nested) ?? 0) + 1);
        const resolved = await resolveCounted(viaSite, nested, () =>
          builder.resolve(args.path, {
            kind: args.kind,
            importer: args.importer,
            resolveDir: args.resolveDir,
            pluginData: resolvingMarkdown,
          }),
        );
        // What does not resolve to a file is left to esbuild, which reports it at the import.
        if (
          resolved.errors.length > 0 ||
          resolved.external ||
          resolved.namespace !== 'file' ||
          !path.isAbsolute(args.importer)
        )
          return undefined;
        const from = realFile(args.importer);
        const to = realFile(resolved.path);
        // An import is resolved again when a plugin in between (@site/) takes an error for "try another way": it fails
        // again.
        const cycle = cycles.get(`${from}\0${to}`) ?? graph.add(from, to, args.path);
        if (cycle) {
          if (!cycles.has(`${from}\0${to}`)) {
            cycles.set(`${from}\0${to}`, cycle);
            problems.push(await cycleProblem(cycle, options.siteDir));
          }
          return { errors: [{ text: `${path.basename(cycle.importer)} closes an import cycle` }] };
        }
        return resolved;
      });
      builder.onLoad({ filter: /\.mdx?$/ }, (args) => loadPartial(compiler, args.path, problems));
    },
  };
}

/**
 * A resolution, with the `@site/` import it stands for (`nested`) counted while it runs: the @site/ plugin resolves
 * it again as `./path` from the site folder, which is then not recorded twice.
 */
async function resolveCounted<T>(viaSite: Map<string, number>, nested: string | undefined, resolve: () => Promise<T>) {
  if (nested) viaSite.set(nested, (viaSite.get(nested) ?? 0) + 1);
  try {
    return await resolve();
  } finally {
    if (nested) {
      const left = (viaSite.get(nested) ?? 1) - 1;
      if (left > 0) viaSite.set(nested, left);
      else viaSite.delete(nested);
    }
  }
}

/**
 * A Markdown file a module imports, compiled as MDX whatever its syntax (imported, it is a component); its own
 * problems, at their place in it, are reported instead of esbuild's wrapper (loadMdx).
 */
async function loadPartial(compiler: MarkdownCompiler, file: string, problems: Diagnostic[]): Promise<OnLoadResult> {
  const text = await readFile(file, 'utf8');
  const parsed = matter(text);
  const bodyLineOffset = text.slice(0, text.length - parsed.content.length).split('\n').length - 1;
  const compiled = await compiler.compile({ body: parsed.content, file, bodyLineOffset, asMdx: true });
  const errors = compiled.problems.filter((p) => p.severity === 'error');
  if (errors.length > 0) {
    problems.push(...errors);
    return { errors: [{ text: `${path.basename(file)} has problems` }] };
  }
  const element = mdxElement(compiled.hast);
  return { contents: String(element?.properties.code ?? ''), loader: 'js', resolveDir: path.dirname(file) };
}

/**
 * Errors from bundling the compiled code carry positions in that code: they
 * are moved to the line of the doc that names the import (or its first line).
 */
async function inDocument(error: SitegenError, file: string): Promise<SitegenError> {
  const text = await readFile(file, 'utf8').catch(() => '');
  const diagnostics = error.diagnostics.map((diagnostic): Diagnostic => {
    if (diagnostic.file !== file) return diagnostic;
    const specifier = /"([^"]+)"/.exec(diagnostic.message)?.[1];
    const at = specifier ? locate(text, specifier) : { line: 1, column: 1 };
    return { ...diagnostic, code: 'InvalidMdx', line: at.line, column: at.column };
  });
  return new SitegenError(diagnostics);
}

interface MdxLoadOptions {
  file: string;
  siteDir: string;
  compiler: MarkdownCompiler;
}

/** A doc's module being bundled ahead of its page (`prepareMdx`), with the problems its partials had on the way. */
interface Bundling {
  bundle: Promise<BundledModule>;
  partialProblems: Diagnostic[];
}

/** How many pages ahead of the one rendering a renderer bundles MDX modules (`prepareMdx`). */
export const mdxBundlesAhead = 4;

/** Bundles started by `prepareMdx`, by module key, until `loadMdx` takes them. */
const bundling = new Map<string, Bundling>();

/** Folders whose packages a bundle resolves from: the nearest with `node_modules`, by folder. */
const packageScopes = new Map<string, string>();

/**
 * The nearest folder at or above `dir` that has `node_modules` (the root when none has): where its bare imports resolve
 * from.
 */
function packageScope(dir: string): string {
  let scope = packageScopes.get(dir);
  if (scope === undefined) {
    const parent = path.dirname(dir);
    scope = existsSync(path.join(dir, 'node_modules')) || parent === dir ? dir : packageScope(parent);
    packageScopes.set(dir, scope);
  }
  return scope;
}

/**
 * A relative import (`./Chart.js`, `../_partial.mdx`) or `import.meta`: code that means something else in another
 * folder.
 */
const folderBound = /\bimport\.meta\b|(?:\bfrom|\bimport)\s*\(?\s*["']\.{1,2}\//;

/**
 * The tree's module key, set on its element (the renderer finds the module by it); undefined for a Markdown
 * tree. Code whose imports are all packages and aliases (`@theme/Tabs`, `@site/…`) means the same from any
 * folder that resolves packages from the same `node_modules`: a page unchanged in ten versions is one module.
 */
function moduleKey(hast: Root, file: string): { key: string; code: string } | undefined {
  const element = mdxElement(hast);
  if (!element) return undefined;
  const code = String(element.properties.code ?? '');
  const key = keyOf(`${folderBound.test(code) ? file : packageScope(path.dirname(file))}\0${code}`);
  // The tree is the compile cache's, and means the same after this.
  element.properties.dataMdxKey = key;
  return { key, code };
}

function startBundle(code: string, options: MdxLoadOptions): Bundling {
  const partialProblems: Diagnostic[] = [];
  const bundle = bundleSiteModule(options.file, {
    siteDir: options.siteDir,
    contents: { code, loader: 'js' },
    plugins: [markdownImports(options.compiler, partialProblems, { entry: options.file, siteDir: options.siteDir })],
  });
  // Its failure is loadMdx's to report, for the page it belongs to.
  bundle.catch(() => undefined);
  return { bundle, partialProblems };
}

/**
 * Starts bundling the module of a doc whose page renders soon, unless this process has it: esbuild works
 * in its own process while this thread renders other pages. `loadMdx` then imports it, and reports what
 * went wrong, at the doc, as if it had bundled it itself. A renderer of many MDX docs (React Native's website
 * has 2,244) waited on esbuild for each in turn.
 */
export function prepareMdx(hast: Root, options: MdxLoadOptions): void {
  const module = moduleKey(hast, options.file);
  if (!module || loaded.has(module.key) || bundling.has(module.key)) return;
  bundling.set(module.key, startBundle(module.code, options));
}

/**
 * Forgets the bundles `prepareMdx` started that no page took (a render that stopped at a failure): made
 * from the files as they were, they must not stand in for a later render's (`serve --watch`).
 */
export function discardPreparedMdx(): void {
  bundling.clear();
}

/**
 * The theme's MDX components, imported by the first MDX doc to load: they bring most of the theme (its widgets'
 * islands among them), which a build of Markdown docs only, or one that finds nothing changed, does not load.
 */
let themeComponents: Record<string, unknown> | undefined;

async function loadThemeComponents(): Promise<void> {
  themeComponents ??= (await import('./mdxComponents.ts')).mdxComponents as Record<string, unknown>;
}

/**
 * Bundles (or takes what `prepareMdx` bundled) and imports the module of an MDX doc's tree, unless this process has it
 * already.
 */
export async function loadMdx(hast: Root, options: MdxLoadOptions): Promise<void> {
  const module = moduleKey(hast, options.file);
  if (!module) return;
  await loadThemeComponents();
  const { key, code } = module;
  const prepared = bundling.get(key);
  bundling.delete(key);
  const known = loaded.get(key);
  if (known && (await unchanged(known.inputs))) return;
  const { bundle, partialProblems } = prepared && !known ? prepared : startBundle(code, options);
  try {
    const imported = await importBundledModule<{ default: MdxContent }>(await bundle);
    const inputs = imported.inputs.filter(
      (file) => !file.includes(`${path.sep}node_modules${path.sep}`) && path.isAbsolute(file) && file !== options.file,
    );
    loaded.set(key, {
      content: imported.exports.default,
      inputs: await Promise.all(inputs.map(async (file) => ({ file, sha256: await hashOf(file) }))),
    });
  } catch (error) {
    if (partialProblems.length > 0) throw new SitegenError(partialProblems);
    throw error instanceof SitegenError ? await inDocument(error, options.file) : error;
  }
}

/** The site's own MDX components (a Docusaurus site's `src/theme/MDXComponents`), in place of the theme's table. */
let siteComponents: Record<string, unknown> | undefined;

export function setSiteMdxComponents(components: Record<string, unknown> | undefined): void {
  siteComponents = components;
  setSiteMdxTable(components);
}

/** Renders a loaded MDX doc (`<sitegen-mdx>` in the components table of the Markdown renderer). */
export function MdxDoc(props: { 'data-mdx-key'?: string }) {
  const content = loaded.get(props['data-mdx-key'] ?? '')?.content;
  if (!content) throw new Error('The MDX module of this doc was not loaded before rendering.');
  const components = siteComponents ?? themeComponents;
  if (!components) throw new Error("The theme's MDX components were not loaded before rendering.");
  // The partials the doc imports get them too (theme/markdown/mdxComponentsContext.ts).
  return createElement(MdxComponentsContext.Provider, { value: components }, createElement(content, { components }));
}

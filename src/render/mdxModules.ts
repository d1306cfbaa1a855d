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
import type { Plugin } from 'esbuild';
import matter from 'gray-matter';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createElement, type ComponentType } from 'react';
import { SitegenError, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { locate } from '../diagnostics/locate.ts';
import type { MarkdownCompiler } from '../markdown/compileMarkdown.ts';
import { mdxElementName } from '../markdown/compileMdx.ts';
import { importSiteModule } from '../modules/importSiteModule.ts';
import { mdxComponents } from './mdxComponents.ts';

type MdxContent = ComponentType<{ components?: Record<string, unknown> }>;

/** Loaded modules by their key, with the files bundled into them and their hashes. */
const loaded = new Map<string, { content: MdxContent; inputs: { file: string; sha256: string }[] }>();

async function hashOf(file: string): Promise<string> {
  return createHash('sha256').update(await readFile(file).catch(() => '')).digest('hex');
}

/** Whether the files a loaded module bundled (partials, JSON, components) are as they were: `serve --watch` edits them. */
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

/**
 * `.md` and `.mdx` files a module imports (an MDX doc's partials, a React component's `import Table from
 * './_table.md'`), compiled as MDX: their default export is their content as a component. Their own problems
 * go to `problems`, at their places.
 */
export function markdownImports(compiler: MarkdownCompiler, problems: Diagnostic[]): Plugin {
  return {
    name: 'sitegen-mdx-partials',
    setup(builder) {
      builder.onLoad({ filter: /\.mdx?$/ }, async (args) => {
        const text = await readFile(args.path, 'utf8');
        const parsed = matter(text);
        const bodyLineOffset = text.slice(0, text.length - parsed.content.length).split('\n').length - 1;
        // Imported, it is a component, whatever its syntax: always MDX.
        const compiled = await compiler.compile({ body: parsed.content, file: args.path, bodyLineOffset, asMdx: true });
        const errors = compiled.problems.filter((p) => p.severity === 'error');
        // The partial's own problems, at their place in it: loadMdx reports them instead of esbuild's wrapper.
        if (errors.length > 0) {
          problems.push(...errors);
          return { errors: [{ text: `${path.basename(args.path)} has problems` }] };
        }
        const element = mdxElement(compiled.hast);
        return { contents: String(element?.properties.code ?? ''), loader: 'js', resolveDir: path.dirname(args.path) };
      });
    },
  };
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

/** Bundles and imports the module of an MDX doc's tree, unless this process has it already. */
export async function loadMdx(hast: Root, options: { file: string; siteDir: string; compiler: MarkdownCompiler }): Promise<void> {
  const element = mdxElement(hast);
  if (!element) return;
  const code = String(element.properties.code ?? '');
  const key = keyOf(`${options.file}\0${code}`);
  // The renderer finds the module by this key (the tree is the compile cache's, and means the same after this).
  element.properties.dataMdxKey = key;
  const known = loaded.get(key);
  if (known && await unchanged(known.inputs)) return;
  const partialProblems: Diagnostic[] = [];
  try {
    const module = await importSiteModule<{ default: MdxContent }>(options.file, {
      siteDir: options.siteDir, contents: { code, loader: 'js' }, plugins: [markdownImports(options.compiler, partialProblems)],
    });
    const inputs = module.inputs.filter((file) => !file.includes(`${path.sep}node_modules${path.sep}`) && path.isAbsolute(file) && file !== options.file);
    loaded.set(key, { content: module.exports.default, inputs: await Promise.all(inputs.map(async (file) => ({ file, sha256: await hashOf(file) }))) });
  } catch (error) {
    if (partialProblems.length > 0) throw new SitegenError(partialProblems);
    throw error instanceof SitegenError ? await inDocument(error, options.file) : error;
  }
}

/** The site's own MDX components (a Docusaurus site's `src/theme/MDXComponents`), in place of the theme's table. */
let siteComponents: Record<string, unknown> | undefined;

export function setSiteMdxComponents(components: Record<string, unknown> | undefined): void {
  siteComponents = components;
}

/** Renders a loaded MDX doc (`<sitegen-mdx>` in the components table of the Markdown renderer). */
export function MdxDoc(props: { 'data-mdx-key'?: string }) {
  const content = loaded.get(props['data-mdx-key'] ?? '')?.content;
  if (!content) throw new Error('The MDX module of this doc was not loaded before rendering.');
  return createElement(content, { components: siteComponents ?? mdxComponents });
}

/**
 * Compiles the React pages of `pages/` (and its Markdown pages); a page without a default export is an error naming the
 * file.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ComponentType } from 'react';
import { DiagnosticBag, isSitegenError, SitegenError, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { markdownImports } from '../render/mdxModules.ts';
import { importSiteModule, isComponent } from '../modules/importSiteModule.ts';
import { timeDoc } from '../timeLimit/docClock.ts';
import type { PageEntry, PageMeta } from '../render/renderTypes.ts';
import type { MarkdownCompiler } from '../markdown/compileMarkdown.ts';
import type { PageSource } from './contentTypes.ts';
import { isMarkdownPage, loadMarkdownPage } from './markdownPages.ts';

/**
 * How pages load: the site's base path (images they import), PostCSS plugins (CSS modules), the compiler of Markdown
 * pages.
 */
export interface PageOptions {
  basePath?: string;
  postcssPlugins?: readonly unknown[];
  /** Compiles Markdown and MDX pages (`src/pages/support.md`), with the site's default TOC levels. */
  markdownPages?: { compiler: () => MarkdownCompiler; toc: { min: number; max: number } };
  /** The folder the files a page imports for their address must be in (the site's, or readRoot). */
  readRoot?: string;
}

/**
 * `pages/index.tsx` → `/`, `pages/a/index.tsx` → `/a`, `pages/playground.tsx` → `/playground`, `pages/support.md` →
 * `/support`.
 */
export function pageRoute(relativePath: string): string {
  const withoutExtension = relativePath.replace(/\.(?:[jt]sx?|mdx?)$/, '');
  const route = `/${withoutExtension}`.replace(/\/index$/, '') || '/';
  return route;
}

/** An import of a Monaco editor: the page's island needs Monaco's bundle. */
const monacoImport =
  /['"](?:@theme\/(?:MonacoEditor|JSONSchemaEditor)|(?:sitegen|sitegen-docs)\/(?:editor|playground))['"]/;

/** A page's id: a hash of its path in the pages folder, for its island and stylesheet. */
export function pageId(relativePath: string): string {
  return createHash('sha256').update(relativePath).digest('base64url').replace(/[-_]/g, '').slice(0, 8).toLowerCase();
}

export async function loadPages(
  pages: PageSource[],
  siteDir: string,
  options: PageOptions = {},
): Promise<{ entries: PageEntry[]; inputs: string[] }> {
  const problems = new DiagnosticBag();
  const inputs: string[] = [];
  const entries: PageEntry[] = [];
  await Promise.all(
    pages.map(async (source) => {
      try {
        if (isMarkdownPage(source.file)) {
          if (!options.markdownPages) return;
          const loaded = await loadMarkdownPage(source, {
            siteDir,
            compiler: options.markdownPages.compiler(),
            route: pageRoute(source.relativePath),
            id: pageId(source.relativePath),
            toc: options.markdownPages.toc,
          });
          loaded.problems.forEach((problem) => problems.add(problem));
          if (loaded.entry) entries.push(loaded.entry);
          return;
        }
        const entry = await loadReactPage(source, siteDir, options, { problems, inputs });
        if (entry) entries.push(entry);
      } catch (error) {
        if (!isSitegenError(error)) throw error;
        error.diagnostics.forEach((d) => problems.add(d));
      }
    }),
  );
  problems.throwIfErrors();
  entries.sort((a, b) => a.route.localeCompare(b.route));
  return { entries, inputs };
}

/**
 * A React page: its module bundled and imported, its component, and the site files it is made from (into `inputs`,
 * whether it loads or not: the watcher watches them).
 */
async function loadReactPage(
  source: PageSource,
  siteDir: string,
  options: PageOptions,
  found: { problems: DiagnosticBag; inputs: string[] },
): Promise<PageEntry | undefined> {
  const { problems, inputs } = found;
  // A `.md` file the page's code imports is MDX, compiled as the docs are.
  const markdownProblems: Diagnostic[] = [];
  const plugins = options.markdownPages
    ? [markdownImports(options.markdownPages.compiler(), markdownProblems, { entry: source.file, siteDir })]
    : [];
  let loaded;
  try {
    // Under the doc time limit: loading the page runs its module's top-level code.
    loaded = await timeDoc(source.file, 'compile', () =>
      importSiteModule<{ default?: unknown; meta?: PageMeta }>(source.file, {
        siteDir,
        plugins,
        ...(options.basePath ? { basePath: options.basePath } : {}),
        ...(options.postcssPlugins ? { postcssPlugins: options.postcssPlugins } : {}),
      }),
    );
  } catch (error) {
    // The imported file's own problems, at their places, rather than the bundler's wrapper.
    if (markdownProblems.length > 0) throw new SitegenError(markdownProblems);
    throw error;
  }
  inputs.push(...loaded.inputs);
  if (!isComponent(loaded.exports.default)) {
    problems.add({
      code: 'MissingDefaultExport',
      file: source.file,
      line: 1,
      column: 1,
      message:
        `The page ${path.join('pages', source.relativePath)} has no default export, so there is nothing to ` +
        `render at ${pageRoute(source.relativePath)}.`,
      hint: 'Export the page component: export default function Page() { return <main>…</main>; }',
    });
    return undefined;
  }
  // The page's content key: every site file it is made from (what the watcher watches for it).
  const files = [...new Set([source.file, ...loaded.inputs])].sort();
  const hash = createHash('sha256');
  let usesMonaco = false;
  for (const file of files) {
    const contents = await readFile(file).catch(() => Buffer.alloc(0));
    hash.update(`${file}\0`).update(contents);
    if (!usesMonaco && /\.[cm]?[jt]sx?$/.test(file)) usesMonaco = monacoImport.test(contents.toString('utf8'));
  }
  const text = await readFile(source.file, 'utf8');
  const outside = outsideImports(source, text, [...loaded.assets.files], { siteDir, readRoot: options.readRoot });
  if (outside.length > 0) {
    outside.forEach((problem) => problems.add(problem));
    return undefined;
  }
  return {
    source,
    route: pageRoute(source.relativePath),
    component: loaded.exports.default as ComponentType,
    meta: loaded.exports.meta ?? {},
    text,
    sourceKey: hash.digest('hex'),
    id: pageId(source.relativePath),
    files: [...loaded.assets.files],
    usesMonaco,
  };
}

/**
 * The files a page's code imports for their address (images, fonts) that are outside `readRoot`: the output
 * publishes only the site's own files, so each is an error at the page's import of it (or its first line, when a
 * module it imports names the file).
 */
function outsideImports(
  source: PageSource,
  text: string,
  files: string[],
  folders: { siteDir: string; readRoot?: string | undefined },
): Diagnostic[] {
  const root = path.resolve(folders.readRoot ?? folders.siteDir);
  const rootName = root === path.resolve(folders.siteDir) ? 'the site folder' : `readRoot (${root})`;
  const lines = text.split('\n');
  return files
    .filter((file) => !file.startsWith(root + path.sep))
    .map((file): Diagnostic => {
      const name = path.basename(file);
      const index = lines.findIndex((line) => line.includes(name));
      // At the specifier that names it: the quote before the file's name.
      const at = index === -1 ? -1 : (lines[index] ?? '').indexOf(name);
      const quote =
        index === -1 ? -1 : Math.max(...['"', "'", '`'].map((q) => (lines[index] ?? '').lastIndexOf(q, at)));
      return {
        code: 'AssetOutsideSite',
        severity: 'error',
        file: source.file,
        line: index === -1 ? 1 : index + 1,
        column: index === -1 ? 1 : (quote === -1 ? at : quote + 1) + 1,
        message:
          `The page imports ${path.relative(path.dirname(source.file), file)}, which is outside ${rootName}: ` +
          `sitegen publishes only the site's own files.`,
        hint:
          'Move the file into the site (static/, or beside the page), or widen readRoot in sitegen.config.ts to a ' +
          'folder that holds it.',
      };
    });
}

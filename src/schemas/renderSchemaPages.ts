/**
 * `sitegen schema`: renders each JSON Schema file of a file or folder into a
 * standalone HTML page with the viewer (`a/b.json` → `a/b.html`, with a copy
 * of the JSON, an index, and the viewer's assets). References between the
 * files become links between their pages. Like a build, it writes into a
 * temporary folder and swaps it in only when every file rendered.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Island } from '../../theme/islands/Island.tsx';
import type { Draft } from '../../theme/viewer/model/draft.ts';
import SchemaViewerWidget, { type SchemaViewerWidgetProps } from '../../theme/viewer/SchemaViewerIsland.tsx';
import { widgets } from '../../theme/widgets/registry.ts';
import { renderSchemaIndex, renderSchemaPage } from '../../templates/schemaPage.ts';
import { bundleClient } from '../client/bundleClient.ts';
import { resolveConfig } from '../config/resolveConfig.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { byLocation, SitegenError } from '../diagnostics/diagnostic.ts';
import { checkOutputDir, outputMarker } from '../output/outputGuard.ts';
import { createOutputWriter } from '../output/outputWriter.ts';
import { mapWithLimit } from '../build/mapWithLimit.ts';
import { loadSchemaBundle, siteUri, type SchemaUrlMapping } from './loadSchemaBundle.ts';

export interface SchemaPagesOptions {
  /** A schema file or a folder of them (searched recursively for `*.json`). */
  input: string;
  outDir: string;
  /** References may reach files inside this folder only. Default: the input folder (or the file's folder). */
  rootDir?: string;
  mappings?: readonly SchemaUrlMapping[];
  defaultDraft?: Draft;
  /** Larger schema files are refused, in megabytes (`--max-file-size`). @default 20 */
  maxFileSizeMb?: number;
  onProgress?: (done: number, total: number) => void;
}

export interface SchemaPagesResult {
  files: number;
  /** Files that failed, each with its problems. */
  failed: { file: string; problems: Diagnostic[] }[];
  /** Problems of the files rendered that did not stop them (duplicate keys). */
  warnings: Diagnostic[];
  seconds: number;
}

const skippedFolders = new Set(['node_modules', '.git']);

/** How a schema file leading out of the folder is explained. */
const inputFolder = {
  rootName: 'the input folder',
  hint: 'sitegen schema reads files inside the input folder (or --root) only, after following links. Copy the file in, or widen the folder with --root.',
};

async function findSchemaFiles(dir: string, outDir: string): Promise<string[]> {
  const found: string[] = [];
  const walk = async (folder: string) => {
    const entries = await readdir(folder, { withFileTypes: true });
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (!skippedFolders.has(entry.name) && !entry.name.startsWith('.') && full !== outDir) await walk(full);
      } else if (entry.name.endsWith('.json') && (entry.isFile() || (entry.isSymbolicLink() && (await stat(full).catch(() => undefined))?.isFile()))) {
        // A linked file is rendered as the file it leads to; one leading out of the folder fails in loadSchemaBundle.
        found.push(full);
      }
    }
  };
  await walk(dir);
  return found;
}

const toPosix = (p: string) => p.split(path.sep).join('/');

export async function renderSchemaPages(options: SchemaPagesOptions): Promise<SchemaPagesResult> {
  const started = performance.now();
  const input = path.resolve(options.input);
  const outDir = path.resolve(options.outDir);
  const isDir = (await stat(input).catch(() => undefined))?.isDirectory();
  if (isDir === undefined) {
    throw new SitegenError([{ code: 'InvalidSchemaFile', severity: 'error', file: input, message: `${input} does not exist.`, hint: 'Give a schema file or a folder of schema files.' }]);
  }
  const rootDir = path.resolve(options.rootDir ?? (isDir ? input : path.dirname(input)));
  checkOutputDir(outDir, rootDir);
  const files = isDir ? await findSchemaFiles(input, outDir) : [input];
  if (files.length === 0) {
    throw new SitegenError([{ code: 'InvalidSchemaFile', severity: 'error', file: input, message: `No .json files were found in ${input}.`, hint: 'sitegen schema reads files ending in .json, in the folder and its subfolders (not node_modules or hidden ones).' }]);
  }

  const viewer = widgets.get('schema-viewer');
  // Relative imports between assets, so the pages work wherever the folder is served.
  const client = await bundleClient({ config: resolveConfig({ title: 'Schemas', url: 'http://localhost' }), widgets: new Map(viewer ? [['schema-viewer', viewer]] : []), relativeImports: true });
  const assetPath = (url: string) => `assets/${path.posix.basename(url)}`;
  const stylesheet = assetPath(client.stylesheets[0] ?? '');
  const hydrator = assetPath(client.hydrator);
  const island = `./${path.posix.basename(client.islands['schema-viewer'] ?? '')}`;

  const pageOf = (file: string) => toPosix(path.relative(rootDir, file)).replace(/\.json$/, '.html');
  const pageByUri = new Map(files.map((file) => [siteUri(rootDir, file), pageOf(file)]));
  const output = createOutputWriter(outDir);
  const failed: SchemaPagesResult['failed'] = [];
  const warnings: Diagnostic[] = [];
  const sourceText = { limitSetting: '--max-file-size', ...(options.maxFileSizeMb ? { maxFileSizeMb: options.maxFileSizeMb } : {}) };
  const pages: { href: string; file: string }[] = [];
  let done = 0;
  try {
    await mapWithLimit(files, 8, async (file) => {
      const relative = toPosix(path.relative(rootDir, file));
      const page = pageOf(file);
      const { bundle, problems } = await loadSchemaBundle(file, { rootDir, mappings: options.mappings ?? [], outside: inputFolder, ...(options.defaultDraft ? { defaultDraft: options.defaultDraft } : {}), sourceText });
      if (!bundle) {
        failed.push({ file, problems });
      } else {
        const pageDir = path.posix.dirname(page);
        const documentLinks: Record<string, string> = {};
        for (const uri of [bundle.baseUri, ...Object.keys(bundle.documents)]) {
          const target = pageByUri.get(uri);
          if (target && target !== page) documentLinks[uri] = path.posix.relative(pageDir, target);
        }
        const props: SchemaViewerWidgetProps = {
          src: { schema: bundle.schema as SchemaViewerWidgetProps['src']['schema'], baseUri: bundle.baseUri, documents: bundle.documents as SchemaViewerWidgetProps['src']['documents'] },
          idPrefix: 'schema',
          resolverOptions: { documentLinks, ...(options.defaultDraft ? { defaultDraft: options.defaultDraft } : {}) },
        };
        try {
          const viewerHtml = renderToString(createElement(Island, { name: 'schema-viewer', hydrate: 'load', props: { ...props }, children: createElement(SchemaViewerWidget, props) }));
          const schema = bundle.schema;
          const title = typeof schema === 'object' && typeof schema.title === 'string' ? schema.title : path.basename(file, '.json');
          const toRoot = '../'.repeat(page.split('/').length - 1);
          await output.write(page, renderSchemaPage({
            title, file: relative, jsonHref: path.posix.basename(relative), indexHref: `${toRoot}index.html`, viewerHtml, toRoot, stylesheet, hydrator, island,
          }));
          await output.write(relative, await readFile(file));
          pages.push({ href: page, file: relative });
          warnings.push(...problems);
        } catch (error) {
          failed.push({ file, problems: [{ code: 'RenderFailed', severity: 'error', file, message: `Rendering the schema failed: ${error instanceof Error ? error.message : String(error)}`, cause: error }] });
        }
      }
      options.onProgress?.(++done, files.length);
    });
    if (failed.length > 0) {
      await output.abort();
    } else {
      for (const asset of client.files) await output.write(asset.path, asset.contents);
      pages.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
      await output.write('index.html', renderSchemaIndex({ pages, stylesheet }));
      await output.write(outputMarker, 'sitegen schema\n');
      await output.commit();
    }
  } catch (error) {
    await output.abort();
    throw error;
  }
  failed.sort((a, b) => (a.file < b.file ? -1 : 1));
  warnings.sort(byLocation);
  return { files: files.length, failed, warnings, seconds: (performance.now() - started) / 1000 };
}

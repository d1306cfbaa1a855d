/**
 * `sitegen schema`: renders each JSON Schema file of a file or folder into a
 * standalone HTML page with the viewer (`a/b.json` → `a/b.html`, with a copy
 * of the JSON, an index, and the viewer's assets). References between the
 * files become links between their pages. Files render in worker threads
 * (schemaPool.ts) on inputs large enough to repay starting them.
 *
 * Like a build, it writes into a temporary folder and swaps it in at the
 * end. A reference that cannot be loaded costs no page: the page shows it
 * as unresolved and the problem is reported (`missingRefs`). A file that
 * cannot render at all (not JSON) keeps the swap from happening: the new
 * output would lack its page, so the previous output stays as it was.
 */
import { availableParallelism } from 'node:os';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Draft } from '../../theme/viewer/model/draft.ts';
import { widgets } from '../../theme/widgets/registry.ts';
import { renderSchemaIndex } from '../../templates/schemaPage.ts';
import { bundleClient } from '../client/bundleClient.ts';
import { resolveConfig } from '../config/resolveConfig.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { SitegenError } from '../diagnostics/diagnostic.ts';
import { checkOutputDir, outputMarker } from '../output/outputGuard.ts';
import { createOutputWriter, type OutputWriter } from '../output/outputWriter.ts';
import { siteUri, type SchemaUrlMapping } from './loadSchemaBundle.ts';
import {
  createSchemaFileRenderer,
  pageOf,
  type SchemaFileResult,
  type SchemaRenderShared,
} from './renderSchemaFile.ts';
import { startSchemaPool, type SchemaPool } from './schemaPool.ts';
import { mapWithLimit } from '../build/mapWithLimit.ts';

export interface SchemaPagesOptions {
  /** A schema file or a folder of them (searched recursively for `*.json`). */
  input: string;
  outDir: string;
  /** References may reach files inside this folder only. Default: the input folder (or the file's folder). */
  rootDir?: string;
  mappings?: readonly SchemaUrlMapping[];
  defaultDraft?: Draft;
  /**
   * A reference to a file that does not exist: `'error'` reports it as an error, `'warn'` as a warning.
   * Either way the page renders, showing the reference as unresolved.
   * @default 'error'
   */
  onMissingRef?: 'error' | 'warn';
  /** Threads that render. Default: one per core for inputs of `poolThreshold` files or more, else 1 (this thread). */
  workers?: number;
  /** Larger schema files are refused, in megabytes (`--max-file-size`). @default 20 */
  maxFileSizeMb?: number;
  onProgress?: (done: number, total: number) => void;
}

export interface SchemaPagesResult {
  files: number;
  /** Pages written. */
  rendered: number;
  /** Files that could not render a page (the output was then left as it was), each with its problems. */
  failed: { file: string; problems: Diagnostic[] }[];
  /** Problems of references in pages that rendered (each once, however many pages met it), sorted by place. */
  referenceProblems: Diagnostic[];
  /** How many rendered files have a reference problem. */
  filesWithReferenceProblems: number;
  /** Warnings of the files rendered that are not about references (duplicate keys), sorted by place. */
  warnings: Diagnostic[];
  /** The new output replaced the previous one. */
  committed: boolean;
  /** Threads that rendered (1: this one). */
  threads: number;
  seconds: number;
}

/** Below this many files, starting worker threads costs more than it saves. */
export const poolThreshold = 64;

const skippedFolders = new Set(['node_modules', '.git']);

async function findSchemaFiles(dir: string, outDir: string): Promise<string[]> {
  const found: string[] = [];
  const walk = async (folder: string) => {
    const entries = await readdir(folder, { withFileTypes: true });
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (!skippedFolders.has(entry.name) && !entry.name.startsWith('.') && full !== outDir) await walk(full);
      } else if (
        entry.name.endsWith('.json') &&
        (entry.isFile() || (entry.isSymbolicLink() && (await stat(full).catch(() => undefined))?.isFile()))
      ) {
        // A linked file is rendered as the file it leads to; one leading out of the folder fails in loadSchemaBundle.
        found.push(full);
      }
    }
  };
  await walk(dir);
  return found;
}

const byPlace = (a: Diagnostic, b: Diagnostic) =>
  (a.file ?? '').localeCompare(b.file ?? '') ||
  (a.line ?? 0) - (b.line ?? 0) ||
  (a.column ?? 0) - (b.column ?? 0) ||
  a.message.localeCompare(b.message);

export async function renderSchemaPages(options: SchemaPagesOptions): Promise<SchemaPagesResult> {
  const started = performance.now();
  const input = path.resolve(options.input);
  const outDir = path.resolve(options.outDir);
  const isDir = (await stat(input).catch(() => undefined))?.isDirectory();
  if (isDir === undefined) {
    throw new SitegenError([
      {
        code: 'InvalidSchemaFile',
        severity: 'error',
        file: input,
        message: `${input} does not exist.`,
        hint: 'Give a schema file or a folder of schema files.',
      },
    ]);
  }
  const rootDir = path.resolve(options.rootDir ?? (isDir ? input : path.dirname(input)));
  checkOutputDir(outDir, rootDir);
  const files = isDir ? await findSchemaFiles(input, outDir) : [input];
  if (files.length === 0) {
    throw new SitegenError([
      {
        code: 'InvalidSchemaFile',
        severity: 'error',
        file: input,
        message: `No .json files were found in ${input}.`,
        hint:
          'sitegen schema reads files ending in .json, in the folder and its subfolders (not node_modules or ' +
          'hidden ones).',
      },
    ]);
  }

  const threads = Math.max(
    1,
    Math.min(options.workers ?? (files.length >= poolThreshold ? availableParallelism() : 1), files.length),
  );
  // Started first: the workers load their modules while the viewer's assets are bundled.
  const pool = threads > 1 ? startSchemaPool(threads) : undefined;
  try {
    return await renderWith(pool, threads, { options, started, outDir, rootDir, files });
  } finally {
    await pool?.close();
  }
}

async function renderWith(
  pool: SchemaPool | undefined,
  threads: number,
  run: { options: SchemaPagesOptions; started: number; outDir: string; rootDir: string; files: string[] },
): Promise<SchemaPagesResult> {
  const { options, started, outDir, files } = run;
  const viewer = widgets.get('schema-viewer');
  // Relative imports between assets, so the pages work wherever the folder is served.
  const client = await bundleClient({
    config: resolveConfig({ title: 'Schemas', url: 'http://localhost' }),
    widgets: new Map(viewer ? [['schema-viewer', viewer]] : []),
    relativeImports: true,
  });
  const output = createOutputWriter(outDir);
  const shared = renderShared(run, client, output);
  let results: SchemaFileResult[];
  try {
    results = await renderFiles(pool, files, shared, options.onProgress);
  } catch (error) {
    await output.abort();
    throw error;
  }
  const failed = results.filter((r) => r.page === undefined).map((r) => ({ file: r.file, problems: r.problems }));
  failed.sort((a, b) => (a.file < b.file ? -1 : 1));
  const reported = reportedProblems(results, failed, options.onMissingRef);
  const pages = results.flatMap((r) => (r.page === undefined ? [] : [{ href: r.page, file: r.relative }]));
  try {
    if (failed.length > 0) await output.abort();
    else {
      const leftBehind = await writeSchemaOutput(output, client, pages, shared.stylesheet);
      if (leftBehind) reported.warnings.push(leftBehind);
    }
  } catch (error) {
    await output.abort();
    throw error;
  }
  return {
    files: files.length,
    rendered: pages.length,
    failed,
    ...reported,
    committed: failed.length === 0,
    threads,
    seconds: (performance.now() - started) / 1000,
  };
}

type ClientBundle = Awaited<ReturnType<typeof bundleClient>>;

/** What every page is rendered with: the files' pages by URI, the viewer's assets, where pages are written. */
function renderShared(
  run: { options: SchemaPagesOptions; outDir: string; rootDir: string; files: string[] },
  client: ClientBundle,
  output: OutputWriter,
): SchemaRenderShared {
  const { options, outDir, rootDir, files } = run;
  const assetPath = (url: string) => `assets/${path.posix.basename(url)}`;
  return {
    rootDir,
    mappings: options.mappings ?? [],
    ...(options.defaultDraft ? { defaultDraft: options.defaultDraft } : {}),
    pageByUri: files.map((file) => [siteUri(rootDir, file), pageOf(rootDir, file)]),
    stylesheet: assetPath(client.stylesheets[0] ?? ''),
    hydrator: assetPath(client.hydrator),
    island: `./${path.posix.basename(client.islands['schema-viewer'] ?? '')}`,
    outDir: output.temporaryDir,
    finalOutDir: outDir,
    ...(options.maxFileSizeMb ? { maxFileSizeMb: options.maxFileSizeMb } : {}),
  };
}

/** Every file's page, in the pool's workers or here, a few at a time: one file's reads and writes overlap another's. */
async function renderFiles(
  pool: SchemaPool | undefined,
  files: string[],
  shared: SchemaRenderShared,
  onProgress: SchemaPagesOptions['onProgress'],
): Promise<SchemaFileResult[]> {
  let done = 0;
  const progress = (count: number) => {
    done += count;
    onProgress?.(done, files.length);
  };
  if (pool) return pool.render(files, shared, progress);
  const render = createSchemaFileRenderer(shared);
  return mapWithLimit(files, 4, async (file) => {
    const result = await render(file);
    progress(1);
    return result;
  });
}

/**
 * The problems of the pages that rendered, each once (a file several pages reference is reported once, and not again
 * when its own page failed): reference errors (a missing one a warning with --on-missing-ref warn) and warnings.
 */
function reportedProblems(
  results: SchemaFileResult[],
  failed: { problems: Diagnostic[] }[],
  onMissingRef: SchemaPagesOptions['onMissingRef'],
): { referenceProblems: Diagnostic[]; warnings: Diagnostic[]; filesWithReferenceProblems: number } {
  const keyOf = (p: Diagnostic) => JSON.stringify([p.code, p.file, p.line, p.column, p.message]);
  const shown = new Set(failed.flatMap((f) => f.problems.map(keyOf)));
  const referenceProblems: Diagnostic[] = [];
  const warnings: Diagnostic[] = [];
  let filesWithReferenceProblems = 0;
  for (const result of results) {
    if (result.page === undefined || result.problems.length === 0) continue;
    if (result.problems.some((p) => p.severity === 'error')) filesWithReferenceProblems++;
    for (const problem of result.problems) {
      const key = keyOf(problem);
      if (shown.has(key)) continue;
      shown.add(key);
      if (problem.severity === 'warning') warnings.push(problem);
      else
        referenceProblems.push(
          problem.code === 'SchemaRefMissing' && onMissingRef === 'warn'
            ? { ...problem, severity: 'warning' }
            : problem,
        );
    }
  }
  return {
    referenceProblems: referenceProblems.sort(byPlace),
    warnings: warnings.sort(byPlace),
    filesWithReferenceProblems,
  };
}

/** The viewer's assets, the index of the pages and the marker written, and the output swapped in. */
async function writeSchemaOutput(
  output: OutputWriter,
  client: ClientBundle,
  pages: { href: string; file: string }[],
  stylesheet: string,
): Promise<Diagnostic | undefined> {
  for (const asset of client.files) await output.write(asset.path, asset.contents);
  pages.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
  await output.write('index.html', renderSchemaIndex({ pages, stylesheet }));
  await output.write(outputMarker, 'sitegen schema\n');
  await output.commit();
  return output.removed();
}

/**
 * `sitegen schema` on two corpora: the JSON-Schema-Test-Suite's schemas
 * (small, one file per test case) and SchemaStore's (real-world, up to
 * megabytes each; `SITEGEN_SCHEMASTORE_DIR`, default
 * `../shared/corpora/schemastore` beside the repository, skipped when
 * absent). For each: files per second, process start included, and the HTML
 * bytes per page (mean and max); SchemaStore also with `--workers 1`, for the
 * worker pool's ratio. Part of `npm run bench`; alone:
 *
 *     npm run bench:schema
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { hasTestSuite, testSuiteDrafts, testSuiteMap, writeTestSuiteSchemas } from './testSuiteSchemas.ts';

const run = promisify(execFile);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const generated = path.join(root, 'bench/.generated');

/** SchemaStore's schemas: `SITEGEN_SCHEMASTORE_DIR`, else `../shared/corpora/schemastore` beside the repository. */
export const schemaStoreDir = process.env.SITEGEN_SCHEMASTORE_DIR
  ? path.resolve(process.env.SITEGEN_SCHEMASTORE_DIR)
  : path.resolve(root, '../shared/corpora/schemastore');

interface Figures {
  files: number;
  seconds: number;
  meanBytes: number;
  maxBytes: number;
  maxPage: string;
}

/** The pages of an output folder (not the index): how many, their mean and largest size. */
async function pageSizes(outDir: string): Promise<{ pages: number; total: number; max: number; maxPage: string }> {
  const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
  let total = 0;
  let max = 0;
  let maxPage = '';
  let pages = 0;
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = path.join(entry.parentPath, entry.name);
    if (file === path.join(outDir, 'index.html')) continue;
    const { size } = await stat(file);
    pages++;
    total += size;
    if (size > max) {
      max = size;
      maxPage = path.relative(outDir, file);
    }
  }
  return { pages, total, max, maxPage };
}

async function sitegenSchema(args: string[]): Promise<number> {
  const started = performance.now();
  // Exit 1 (a reference left unresolved) still rendered every page: the figures stand.
  await run(process.execPath, [path.join(root, 'bin/sitegen'), 'schema', ...args, '--quiet'], {
    maxBuffer: 64 * 1024 * 1024,
  }).catch((error: { code?: number }) => {
    if (error.code !== 1) throw error;
  });
  return (performance.now() - started) / 1000;
}

async function testSuiteFigures(): Promise<Figures> {
  let files = 0;
  let seconds = 0;
  let total = 0;
  let max = 0;
  let maxPage = '';
  for (const [folderName, draft] of testSuiteDrafts) {
    const dir = path.join(generated, 'test-suite', folderName);
    const out = path.join(generated, 'test-suite-out', folderName);
    await rm(dir, { recursive: true, force: true });
    files += await writeTestSuiteSchemas(folderName, dir);
    seconds += await sitegenSchema([dir, '--draft', draft, '--map', testSuiteMap(), '--out', out]);
    const sizes = await pageSizes(out);
    total += sizes.total;
    if (sizes.max > max) {
      max = sizes.max;
      maxPage = `${folderName}/${sizes.maxPage}`;
    }
  }
  return { files, seconds, meanBytes: total / files, maxBytes: max, maxPage };
}

async function schemaStoreFigures(extra: string[]): Promise<Figures> {
  const out = path.join(generated, 'schemastore-out');
  const seconds = await sitegenSchema([
    schemaStoreDir,
    '--map',
    `https://json.schemastore.org/=${schemaStoreDir}`,
    '--out',
    out,
    ...extra,
  ]);
  const sizes = await pageSizes(out);
  return {
    files: sizes.pages,
    seconds,
    meanBytes: sizes.total / sizes.pages,
    maxBytes: sizes.max,
    maxPage: sizes.maxPage,
  };
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
const line = (label: string, f: Figures) =>
  `${label}: ${f.files} files in ${f.seconds.toFixed(2)} s, process start included (${(f.files / f.seconds).toFixed(0)} files/s); HTML per page ${kib(f.meanBytes)} mean, ${kib(f.maxBytes)} max (${f.maxPage})`;

/** The bench's lines for `sitegen schema`. */
export async function schemaBenchLines(): Promise<string[]> {
  const lines = ['sitegen schema (compiled dist/; read ratios within one run):'];
  let suiteRate: number | undefined;
  if (hasTestSuite) {
    const suite = await testSuiteFigures();
    suiteRate = suite.files / suite.seconds;
    lines.push(`  ${line('JSON-Schema-Test-Suite, drafts 4 to 2020-12', suite)}`);
  } else {
    lines.push('  JSON-Schema-Test-Suite: skipped, not found (SITEGEN_TEST_SUITE_DIR)');
  }
  if (existsSync(schemaStoreDir)) {
    const pooled = await schemaStoreFigures([]);
    const single = await schemaStoreFigures(['--workers', '1']);
    const rate = (f: Figures) => f.files / f.seconds;
    lines.push(`  ${line('SchemaStore, worker threads (default)', pooled)}`);
    lines.push(`  ${line('SchemaStore, --workers 1', single)}`);
    lines.push(
      `  ratios: worker threads ${(rate(pooled) / rate(single)).toFixed(2)}× one thread${suiteRate ? `; SchemaStore at ${(rate(pooled) / suiteRate).toFixed(2)}× the test suite's files/s` : ''}`,
    );
  } else {
    lines.push(`  SchemaStore: skipped, ${schemaStoreDir} not found (SITEGEN_SCHEMASTORE_DIR)`);
  }
  return lines;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const text of await schemaBenchLines()) console.log(text);
}

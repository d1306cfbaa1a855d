/**
 * sitegen as a user runs it: `node bin/sitegen …` from the shell, timed from
 * spawn to exit, so start-up and module loading count. For this checkout
 * and, with `BENCH_COMPARE=<another checkout of sitegen>`, for that one in
 * the same run, which gives before-and-after figures measured side by side:
 * both then build the other checkout's content/ (an older sitegen may not
 * know this one's config keys), each into its own folder with its own caches.
 *
 * - `--version`: median of 10;
 * - content/ cold: build caches and output removed, median of `runs`;
 * - content/ with nothing changed since the last build: median of 10;
 * - content/ with one doc edited: on a copy of content/ (the bench never
 *   writes into content/), a word of one doc changed before each build,
 *   median of `runs`;
 * - the cold-start floor: the site `sitegen init` makes (three docs, a post,
 *   a home page) built cold, median of `runs`, beside what Node takes to
 *   import `react-dom/server` and nothing else (median of 10), the least any
 *   build that renders React pays;
 * - the same site's first build: its project's whole cache folder removed, so
 *   the client bundle, its React page's module and its config's are made
 *   again too, as on a fresh clone in CI; median of `runs`.
 */
import { execFile } from 'node:child_process';
import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { median } from './median.ts';

const run = promisify(execFile);

export interface ShellFigures {
  label: string;
  versionMs: number;
  coldMs: number;
  unchangedMs: number;
  oneDocMs: number;
  /** The site `sitegen init` makes, built cold (compile and build caches removed). */
  initColdMs: number;
  /** The same site built with no cache at all: the first build of a fresh clone. */
  initFirstMs: number;
  /** `node` importing `react-dom/server`, from the checkout. */
  reactDomMs: number;
}

async function timed(command: string[], cwd: string): Promise<number> {
  const started = performance.now();
  await run(process.execPath, command, {
    cwd,
    env: { ...process.env, NODE_ENV: 'production' },
    maxBuffer: 16 * 1024 * 1024,
  });
  return performance.now() - started;
}

async function repeat(times: number, before: () => Promise<void>, measure: () => Promise<number>): Promise<number> {
  const results: number[] = [];
  for (let i = 0; i < times; i++) {
    await before();
    results.push(await measure());
  }
  return median(results);
}

/**
 * The cache folders that a cold build must not find: those of the site's project, and of an older sitegen (inside it).
 */
async function removeCaches(folders: string[]): Promise<void> {
  for (const folder of folders) {
    for (const name of ['compile', 'build'])
      await rm(path.join(folder, 'node_modules/.cache/sitegen', name), { recursive: true, force: true });
  }
}

/** The cache folder of a site's project, whole: a first build finds none of it. */
const removeProjectCache = (folder: string) =>
  rm(path.join(folder, 'node_modules/.cache/sitegen'), { recursive: true, force: true });

/** The figures for the `sitegen` of `checkout`, building `content` (default: its own content/) into `workDir`. */
export async function shellFigures(options: {
  label: string;
  checkout: string;
  workDir: string;
  runs: number;
  content?: string;
}): Promise<ShellFigures> {
  const { checkout, workDir, runs } = options;
  const bin = path.join(checkout, 'bin/sitegen');
  const content = options.content ?? path.join(checkout, 'content');
  const out = path.join(workDir, 'out');
  const build = (siteDir: string, outDir: string) =>
    timed([bin, 'build', siteDir, '--out', outDir, '--quiet'], checkout);

  const versionMs = await repeat(
    10,
    async () => undefined,
    () => timed([bin, '--version'], checkout),
  );
  const coldMs = await repeat(
    runs,
    async () => {
      await removeCaches([checkout, path.dirname(content)]);
      await rm(out, { recursive: true, force: true });
    },
    () => build(content, out),
  );
  await build(content, out);
  const unchangedMs = await repeat(
    10,
    async () => undefined,
    () => build(content, out),
  );

  const copy = path.join(workDir, 'content');
  await rm(copy, { recursive: true, force: true });
  await cp(content, copy, { recursive: true });
  const copyOut = path.join(workDir, 'copy-out');
  await build(copy, copyOut);
  const doc = path.join(copy, 'docs/faq.md');
  const text = await readFile(doc, 'utf8');
  let edits = 0;
  const oneDocMs = await repeat(
    runs,
    async () => {
      await writeFile(doc, `${text}\nEdited for the bench, ${++edits}.\n`);
    },
    () => build(copy, copyOut),
  );

  const initSite = path.join(workDir, 'init-site');
  await rm(initSite, { recursive: true, force: true });
  await run(process.execPath, [bin, 'init', initSite], { cwd: checkout });
  const initOut = path.join(workDir, 'init-out');
  const initColdMs = await repeat(
    runs,
    async () => {
      await removeCaches([checkout, initSite]);
      await rm(initOut, { recursive: true, force: true });
    },
    () => build(initSite, initOut),
  );
  const initFirstMs = await repeat(
    runs,
    async () => {
      await removeCaches([checkout]);
      await removeProjectCache(initSite);
      await rm(initOut, { recursive: true, force: true });
    },
    () => build(initSite, initOut),
  );
  const reactDomMs = await repeat(
    10,
    async () => undefined,
    () => timed(['--input-type=module', '-e', "await import('react-dom/server');"], checkout),
  );
  return { label: options.label, versionMs, coldMs, unchangedMs, oneDocMs, initColdMs, initFirstMs, reactDomMs };
}

export function shellLines(figures: ShellFigures[]): string[] {
  const ms = (value: number) =>
    (value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`).padStart(9);
  return [
    `${''.padEnd(24)} ${'--version'.padStart(9)} ${'cold'.padStart(9)} ${'unchanged'.padStart(9)} ${'1 doc'.padStart(9)} ${'init cold'.padStart(9)} ${'init 1st'.padStart(9)} ${'react-dom'.padStart(9)}`,
    ...figures.map(
      (f) =>
        `${f.label.padEnd(24)} ${ms(f.versionMs)} ${ms(f.coldMs)} ${ms(f.unchangedMs)} ${ms(f.oneDocMs)} ${ms(f.initColdMs)} ${ms(f.initFirstMs)} ${ms(f.reactDomMs)}`,
    ),
  ];
}

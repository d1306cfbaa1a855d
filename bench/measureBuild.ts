/**
 * Build timings for `npm run bench`: each build in its own process, run
 * as the command runs (bench/buildOnce.ts), cold (build cache and output
 * removed first), warm (nothing changed since the last build) or with flags
 * (`--no-cache`); the median run of several, and the lines that print it:
 * totals on one line, every stage on an indented one.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cacheDir = path.join(root, 'node_modules/.cache/sitegen');
/**
 * The build's caches, removed before a cold build. Monaco's bundle
 * (`monaco/`) is a cache of its own and stays, as do the compiled config
 * modules (`modules/`, rewritten by every build) and the tests' `code-samples/`.
 */
const buildCaches = ['compile', 'build'];

export interface Measurement {
  ms: number;
  /** CPU time of the build's process and its worker threads (user and system), when buildOnce.ts reports it. */
  cpuMs?: number;
  pages: number;
  /**
   * The peak resident memory of the build's process tree as `/usr/bin/time`
   * reports it (the build's process with its worker threads, and esbuild's
   * process if it was larger), or, without /usr/bin/time, the build
   * process's own peak.
   */
  maxRssMiB: number;
  /** How maxRssMiB was measured. */
  rssFrom?: 'time' | 'process';
  stages: { name: string; ms: number }[];
  /** Each stage's detail line, e.g. compile: `84 Markdown (80 from cache), 3 React`. */
  details?: Record<string, string>;
}

export interface Series {
  /** The run of median time, whose pages, memory and stages are printed. */
  median: Measurement;
  runs: Measurement[];
}

let plainScript: Promise<string> | undefined;

/** buildOnce.ts as JavaScript (its types stripped), written once per bench into bench/.generated/: see there why. */
function plainBuildOnce(): Promise<string> {
  plainScript ??= (async () => {
    const { transform } = await import('esbuild');
    const { code } = await transform(await readFile(path.join(root, 'bench/buildOnce.ts'), 'utf8'), {
      loader: 'ts',
      format: 'esm',
      target: 'node20',
    });
    const file = path.join(root, 'bench/.generated/buildOnce.mjs');
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, code);
    return file;
  })();
  return plainScript;
}

/** `/usr/bin/time`, which reports the peak memory of a whole process tree, when the machine has it. */
const timeCommand = existsSync('/usr/bin/time') ? '/usr/bin/time' : undefined;

/**
 * One build of `siteDir` into `outDir` in a fresh process; `flags` go to buildOnce.ts. `checkout`: the
 * sitegen that builds (its dist/, with this checkout's buildOnce.ts), this one unless BENCH_COMPARE names another.
 * `env`: more of the build's environment (`SITEGEN_CACHE_DIR`, a cache of the site's own).
 */
export async function measure(
  siteDir: string,
  outDir: string,
  flags: string[] = [],
  checkout = root,
  env: Record<string, string> = {},
): Promise<Measurement> {
  const command = [process.execPath, await plainBuildOnce(), checkout, siteDir, outDir, ...flags];
  // `%M`: the largest resident set of the tree, in KiB, on stderr's last line.
  const [file, ...args] = timeCommand ? [timeCommand, '-f', 'sitegen-bench-maxrss %M', ...command] : command;
  const { stdout, stderr } = await run(file ?? process.execPath, args, {
    env: { ...process.env, NODE_ENV: 'production', ...env },
    maxBuffer: 16 * 1024 * 1024,
  });
  const measured = JSON.parse(stdout.trim().split('\n').pop() ?? '{}') as Measurement;
  const treeKiB = Number(/sitegen-bench-maxrss (\d+)/.exec(stderr)?.[1]);
  return Number.isFinite(treeKiB) && treeKiB > 0
    ? { ...measured, maxRssMiB: treeKiB / 1024, rssFrom: 'time' }
    : { ...measured, rssFrom: 'process' };
}

/**
 * Moves each cache folder aside, then deletes it: another build on the
 * machine may be writing into it, which makes a plain recursive rm fail
 * (ENOTEMPTY) or leave half of it.
 */
export async function removeBuildCache(): Promise<void> {
  await Promise.all(
    buildCaches.map(async (name) => {
      const aside = path.join(cacheDir, `${name}.removed-${process.pid}-${Date.now()}`);
      try {
        await rename(path.join(cacheDir, name), aside);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw error;
      }
      await rm(aside, { recursive: true, force: true, maxRetries: 5 });
    }),
  );
}

/** `runs` builds, each after `before()`; the median by time. */
export async function series(
  runs: number,
  before: () => Promise<void>,
  build: () => Promise<Measurement>,
): Promise<Series> {
  const measurements: Measurement[] = [];
  for (let i = 0; i < runs; i++) {
    await before();
    measurements.push(await build());
  }
  // A real run, shown with its stages: the middle one, or the faster of the two middle ones (bench/median.ts).
  const sorted = [...measurements].sort((a, b) => a.ms - b.ms);
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!median) throw new Error('no build was measured');
  return { median, runs: measurements };
}

/** Builds with no cache and no output to start from; `flags` as measure()'s (`--no-cache`: none is written either). */
export async function coldSeries(
  runs: number,
  siteDir: string,
  outDir: string,
  flags: string[] = [],
  checkout = root,
): Promise<Series> {
  return series(
    runs,
    async () => {
      await removeBuildCache();
      await rm(outDir, { recursive: true, force: true });
    },
    () => measure(siteDir, outDir, flags, checkout),
  );
}

export async function warmSeries(
  runs: number,
  siteDir: string,
  outDir: string,
  flags: string[] = [],
  checkout = root,
): Promise<Series> {
  return series(
    runs,
    async () => undefined,
    () => measure(siteDir, outDir, flags, checkout),
  );
}

/**
 * Rebuilds after one doc's text changed (a sentence appended to `doc`, a
 * different one before each run), on a site built before; the doc is put
 * back as it was afterwards, and built once more so the output matches it.
 */
export async function oneDocSeries(
  runs: number,
  siteDir: string,
  outDir: string,
  doc: string,
  checkout = root,
): Promise<Series> {
  const text = await readFile(doc, 'utf8');
  let edits = 0;
  try {
    return await series(
      runs,
      async () => {
        await writeFile(doc, `${text}\nEdited for the bench, ${++edits}.\n`);
      },
      () => measure(siteDir, outDir, [], checkout),
    );
  } finally {
    await writeFile(doc, text);
    await measure(siteDir, outDir, [], checkout);
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** How many docs were taken unchanged from the last build and from the compile cache, when the compile stage says. */
function cacheHits(m: Measurement): string {
  const unchanged = /(\d+) unchanged/.exec(m.details?.compile ?? '')?.[1];
  const hits = /(\d+) from cache/.exec(m.details?.compile ?? '')?.[1];
  return `${unchanged === undefined ? '' : `, ${unchanged} docs unchanged`}${hits === undefined ? '' : `, ${hits} compiled from cache`}`;
}

/** Two lines: totals of the median run (and the spread of all runs), then every stage in order. */
export function seriesLines(label: string, s: Series): string[] {
  const m = s.median;
  const times = s.runs.map((r) => r.ms);
  const spread =
    s.runs.length > 1 ? ` (${s.runs.length} runs, ${seconds(Math.min(...times))}–${seconds(Math.max(...times))})` : '';
  const rendered = m.details?.renderPages ? `, rendered ${m.details.renderPages}` : '';
  return [
    `${label.padEnd(30)} ${seconds(m.ms).padStart(9)} ${String(m.pages).padStart(6)} pages ${(m.pages / (m.ms / 1000)).toFixed(0).padStart(5)} pages/s ${m.maxRssMiB.toFixed(0).padStart(5)} MiB peak${m.rssFrom === 'process' ? ' (process)' : ''}${spread}${cacheHits(m)}${rendered}`,
    `    ${m.stages.map((stage) => `${stage.name} ${stage.ms >= 1000 ? seconds(stage.ms) : `${Math.round(stage.ms)} ms`}`).join(', ')}`,
  ];
}

/**
 * One measured build in a fresh process, so every run pays the same start-up
 * and its peak memory is its own. It runs the compiled sitegen of a
 * checkout's dist/, as the package does. Prints one JSON line: the build's
 * time, pages, peak memory (maxRSS), every stage's time, and each stage's
 * detail (what the reporter would print beside it, e.g. the compile cache's
 * hits).
 *
 *     node bench/.generated/buildOnce.mjs <checkout> <siteDir> <outDir> [--no-cache] [--workers N]
 *
 * measureBuild.ts runs it as plain JavaScript (esbuild strips the types), in
 * node without tsx: worker threads take node's flags, so with
 * `--import tsx` every thread loaded tsx too, and the peak memory measured
 * was 60 MiB (2,000 pages) to 110 MiB (10,000) above sitegen's own.
 * `<checkout>`: the sitegen whose dist/ builds (this one, or BENCH_COMPARE's).
 * `--no-cache` builds with `{ cache: false }`, `--workers N` with `{ workers: N }`.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Reporter } from '../src/cli/reporter.ts';

const [checkout, siteDir, outDir, ...flags] = process.argv.slice(2);
process.env.NODE_ENV ??= 'production';
const compiled = (file: string) => pathToFileURL(path.join(path.resolve(checkout ?? '.'), 'dist', file)).href;
const { build } = (await import(compiled('src/build/build.js'))) as typeof import('../src/build/build.ts');
const { createReporter } = (await import(compiled('src/cli/reporter.js'))) as typeof import('../src/cli/reporter.ts');

const usage = 'usage: buildOnce.mjs <checkout> <siteDir> <outDir> [--no-cache] [--workers N]';

/** The build options the flags after siteDir and outDir ask for. */
function parseFlags(flags: string[]): { cache?: boolean; workers?: number } {
  const options: { cache?: boolean; workers?: number } = {};
  for (let i = 0; i < flags.length; i++) {
    const flag = flags[i];
    if (flag === '--no-cache') options.cache = false;
    else if (flag === '--workers') {
      const workers = Number(flags[++i]);
      if (!Number.isInteger(workers) || workers < 1)
        throw new Error(`--workers needs a whole number of 1 or more. ${usage}`);
      options.workers = workers;
    } else throw new Error(`unknown flag ${flag}. ${usage}`);
  }
  return options;
}

/** A quiet reporter that also keeps each stage's detail line. */
function recordingReporter(details: Record<string, string>): Reporter {
  const reporter = createReporter({ quiet: true, isTTY: false, write: () => undefined });
  return {
    ...reporter,
    stage: (name, run, detail) => reporter.stage(name, run, detail && ((result) => (details[name] = detail(result)))),
  };
}

if (!checkout || !siteDir || !outDir) throw new Error(usage);
const details: Record<string, string> = {};
const reporter = recordingReporter(details);
const started = performance.now();
const result = await build({ siteDir, outDir, reporter, ...parseFlags(flags) });
const ms = performance.now() - started;
const resources = process.resourceUsage();
// CPU time of the process, its worker threads included (esbuild's own process is not).
const cpuMs = (resources.userCPUTime + resources.systemCPUTime) / 1000;
process.stdout.write(
  `${JSON.stringify({ ms, cpuMs, pages: result.pages, maxRssMiB: resources.maxRSS / 1024, stages: reporter.stages, details })}\n`,
);

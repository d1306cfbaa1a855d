/**
 * One measured build in a fresh process, so every run pays the same start-up
 * and its peak memory is its own. It runs the compiled sitegen of dist/, as
 * the package does. Prints one JSON line: the build's time,
 * pages, peak memory (maxRSS), every stage's time, and each stage's detail
 * (what the reporter would print beside it, e.g. the compile cache's hits).
 *
 *     node --import tsx bench/buildOnce.ts <siteDir> <outDir> [--no-cache] [--workers N]
 *
 * `--no-cache` builds with `{ cache: false }`, `--workers N` with `{ workers: N }`.
 */
import type { Reporter } from '../src/cli/reporter.ts';

process.env.NODE_ENV ??= 'production';
const { build } = await import('../dist/src/build/build.js') as typeof import('../src/build/build.ts');
const { createReporter } = await import('../dist/src/cli/reporter.js') as typeof import('../src/cli/reporter.ts');

const usage = 'usage: buildOnce.ts <siteDir> <outDir> [--no-cache] [--workers N]';

/** The build options the flags after siteDir and outDir ask for. */
function parseFlags(flags: string[]): { cache?: boolean; workers?: number } {
  const options: { cache?: boolean; workers?: number } = {};
  for (let i = 0; i < flags.length; i++) {
    const flag = flags[i];
    if (flag === '--no-cache') options.cache = false;
    else if (flag === '--workers') {
      const workers = Number(flags[++i]);
      if (!Number.isInteger(workers) || workers < 1) throw new Error(`--workers needs a whole number of 1 or more. ${usage}`);
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

const [siteDir, outDir, ...flags] = process.argv.slice(2);
if (!siteDir || !outDir) throw new Error(usage);
const details: Record<string, string> = {};
const reporter = recordingReporter(details);
const started = performance.now();
const result = await build({ siteDir, outDir, reporter, ...parseFlags(flags) });
const ms = performance.now() - started;
process.stdout.write(`${JSON.stringify({ ms, pages: result.pages, maxRssMiB: process.resourceUsage().maxRSS / 1024, stages: reporter.stages, details })}\n`);

/**
 * One measured build in a fresh process, so every run pays the same start-up
 * and its peak memory is its own. It runs `sitegen build` as the package's
 * command does: the command's bundle of a checkout's dist/
 * (`dist/src/cli.bundle.js`, scripts/bundleCli.ts), its worker threads from
 * the bundle's entries, called through its `runCli` in this process. Before,
 * it imported the compiled modules one by one (`dist/src/build/build.js`),
 * which no user runs: some 900 files loaded by the build's thread and by
 * each worker of its pool. A checkout without a bundle runs
 * `dist/src/cli/program.js`, as `bin/sitegen` does.
 *
 * Prints one JSON line: the build's time, pages, CPU time, peak memory
 * (maxRSS), every stage's time and each stage's detail, read from the lines
 * the command prints (`  ✓ compile   1.20 s  84 Markdown …`): a stage of a
 * second or more to the hundredth of a second, as printed. The time is from
 * the process's start (Node's own start-up included) to the command's end,
 * what a user waits for from the shell but for the process's exit.
 *
 *     node bench/.generated/buildOnce.mjs <checkout> <siteDir> <outDir> [--no-cache] [--workers N]
 *
 * measureBuild.ts runs it as plain JavaScript (esbuild strips the types), in
 * node without tsx: worker threads take node's flags, so with
 * `--import tsx` every thread loaded tsx too, and the peak memory measured
 * was 60 MiB (2,000 pages) to 110 MiB (10,000) above sitegen's own.
 * `<checkout>`: the sitegen whose dist/ builds (this one, or BENCH_COMPARE's).
 * The flags are the command's own.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CliIO } from '../src/cli/cliIO.ts';

const [checkout, siteDir, outDir, ...flags] = process.argv.slice(2);
const usage = 'usage: buildOnce.mjs <checkout> <siteDir> <outDir> [--no-cache] [--workers N]';
if (!checkout || !siteDir || !outDir) throw new Error(usage);
process.env.NODE_ENV ??= 'production';

/** The flags buildOnce passes on, the command's `--no-cache` and `--workers N`, checked for a clear usage error. */
function commandFlags(given: string[]): string[] {
  for (let i = 0; i < given.length; i++) {
    const flag = given[i];
    if (flag === '--no-cache') continue;
    if (flag === '--workers' && /^[1-9]\d*$/.test(given[i + 1] ?? '')) {
      i++;
      continue;
    }
    throw new Error(
      flag === '--workers' ? `--workers needs a whole number of 1 or more. ${usage}` : `unknown flag ${flag}. ${usage}`,
    );
  }
  return given;
}

/** The command's entry: its bundle when the checkout has one, else the compiled program. */
async function commandEntry(): Promise<(argv: string[], io: CliIO) => Promise<number>> {
  const dist = path.join(path.resolve(checkout!), 'dist', 'src');
  const bundle = path.join(dist, 'cli.bundle.js');
  const entry = existsSync(bundle) ? bundle : path.join(dist, 'cli', 'program.js');
  return ((await import(pathToFileURL(entry).href)) as { runCli: (argv: string[], io: CliIO) => Promise<number> })
    .runCli;
}

/** `1.20 s` or `840 ms`, as the reporter prints a stage's time, in milliseconds. */
const printedMs = (amount: string, unit: string) => Number(amount) * (unit === 's' ? 1000 : 1);

/** Every stage line the build printed (one per language in a site of several), and each stage's last detail. */
function stagesOf(printed: string): { stages: { name: string; ms: number }[]; details: Record<string, string> } {
  const stages: { name: string; ms: number }[] = [];
  const details: Record<string, string> = {};
  for (const line of printed.matchAll(/^ {2}✓ (\S+) +([\d.]+) (m?s)(?: {2}(.*))?$/gm)) {
    const [, name, amount, unit, detail] = line;
    stages.push({ name: name!, ms: printedMs(amount!, unit!) });
    if (detail !== undefined) details[name!] = detail;
  }
  return { stages, details };
}

/** The pages the build's last line counts: built, or standing from the last build. */
function pagesOf(printed: string): number {
  const count = /✓ (?:Built (\d+) pages?|Nothing changed since the last build: its (\d+) pages?)/.exec(printed);
  if (!count) throw new Error(`sitegen build printed no count of pages:\n${printed}`);
  return Number(count[1] ?? count[2]);
}

const runCli = await commandEntry();
let stdout = '';
let stderr = '';
const io: CliIO = {
  stdout: (text) => {
    stdout += text;
  },
  stderr: (text) => {
    stderr += text;
  },
  isTTY: false,
  cwd: process.cwd(),
};
const code = await runCli(
  ['node', 'sitegen', 'build', path.resolve(siteDir), '--out', path.resolve(outDir), ...commandFlags(flags)],
  io,
);
// From the process's start: Node's start-up and the command's loading are part of what a user waits for.
const ms = performance.now();
if (code !== 0) throw new Error(`sitegen build exited with ${code}:\n${stdout}\n${stderr}`);
const resources = process.resourceUsage();
// CPU time of the process, its worker threads included (esbuild's own process is not).
const cpuMs = (resources.userCPUTime + resources.systemCPUTime) / 1000;
process.stdout.write(
  `${JSON.stringify({ ms, cpuMs, pages: pagesOf(stdout), maxRssMiB: resources.maxRSS / 1024, ...stagesOf(stdout) })}\n`,
);

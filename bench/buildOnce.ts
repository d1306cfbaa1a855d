/**
 * One measured build in a fresh process, so every run pays the same start-up
 * and its peak memory is its own. Prints one JSON line.
 */
export {};

process.env.NODE_ENV ??= 'production';
const { build } = await import('../src/build/build.ts');
const { createReporter } = await import('../src/cli/reporter.ts');

const [siteDir, outDir] = process.argv.slice(2);
if (!siteDir || !outDir) throw new Error('usage: buildOnce.ts <siteDir> <outDir>');
const reporter = createReporter({ quiet: true, isTTY: false, write: () => undefined });
const started = performance.now();
const result = await build({ siteDir, outDir, reporter });
const ms = performance.now() - started;
process.stdout.write(`${JSON.stringify({ ms, pages: result.pages, maxRssMiB: process.resourceUsage().maxRSS / 1024, stages: reporter.stages })}\n`);

/**
 * A real Docusaurus website built by both `docusaurus build` and this
 * checkout's `sitegen build`, cold, in the same run (BENCH_DOCUSAURUS_SITE=
 * <the website's folder, its dependencies installed>): time, peak memory of
 * the process tree and pages for each, and the ratio (the issue's goal: 20×
 * Docusaurus at its fastest). The website is not edited: Docusaurus runs at
 * its fastest only if its config turns `future.faster` on (with
 * `@docusaurus/faster` installed), which the lines say. Cold means
 * Docusaurus's caches in the website are removed first (`.docusaurus/`,
 * `node_modules/.cache/`), and sitegen gets an empty cache folder of its
 * own (SITEGEN_CACHE_DIR); the outputs go to a temporary folder, never into
 * the website (nor into this repository, whose package.json says `"type":
 * "module"`, which breaks Docusaurus's server bundle). BENCH_DOCUSAURUS_RUNS rounds (default 1: a Docusaurus build
 * of a large site takes minutes), Docusaurus first in odd rounds.
 *
 *     BENCH_DOCUSAURUS_SITE=../react-native-website/website npm run bench:docusaurus
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { median } from './median.ts';

const run = promisify(execFile);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface ToolBuild {
  ms: number;
  maxRssMiB: number;
  pages: number;
}

interface DocusaurusInstall {
  version: string;
  /** The file that runs `docusaurus`, from the website's own dependencies. */
  bin: string;
  fasterInstalled: boolean;
  /**
   * The config's text names `faster` under `future`: 3.10's `future.faster`, 3.6–3.9's `experimental_faster`, or
   * `future.v4.fasterByDefault` (3.10), which turns every `faster` flag on (prettier's website does so).
   */
  fasterInConfig: boolean;
  configFile: string;
}

const configNames = [
  'docusaurus.config.ts',
  'docusaurus.config.mts',
  'docusaurus.config.js',
  'docusaurus.config.mjs',
  'docusaurus.config.cjs',
];

/**
 * The folder of package `name` as Node finds it from `siteDir` (in a workspace, in the node_modules of a folder above).
 */
function installed(siteDir: string, name: string): string | undefined {
  for (let dir = siteDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (path.dirname(dir) === dir) return undefined;
  }
}

/** The website's Docusaurus, or why the folder cannot be measured. */
export async function docusaurusInstall(siteDir: string): Promise<DocusaurusInstall> {
  const configFile = configNames.map((name) => path.join(siteDir, name)).find((file) => existsSync(file));
  if (!configFile)
    throw new Error(
      `BENCH_DOCUSAURUS_SITE: ${siteDir} has no docusaurus.config.{ts,mts,js,mjs,cjs}: give the folder of a Docusaurus website.`,
    );
  const core = installed(siteDir, '@docusaurus/core');
  if (!core)
    throw new Error(
      `BENCH_DOCUSAURUS_SITE: no @docusaurus/core in the node_modules of ${siteDir} or of a folder above it: install the website's dependencies first (npm install in that folder).`,
    );
  const manifest = JSON.parse(await readFile(path.join(core, 'package.json'), 'utf8')) as {
    version: string;
    bin?: Record<string, string> | string;
  };
  const binPath = typeof manifest.bin === 'string' ? manifest.bin : (manifest.bin?.docusaurus ?? 'bin/docusaurus.mjs');
  const configText = await readFile(configFile, 'utf8');
  return {
    version: manifest.version,
    bin: path.join(core, binPath),
    configFile,
    fasterInstalled: installed(siteDir, '@docusaurus/faster') !== undefined,
    fasterInConfig: /\bfuture\b[\s\S]*\b(?:experimental_faster|faster|fasterByDefault)\b/.test(configText),
  };
}

/** `/usr/bin/time`, which reports the peak memory of a whole process tree, when the machine has it. */
const timeCommand = existsSync('/usr/bin/time') ? '/usr/bin/time' : undefined;

/** Runs `command` in `cwd`, timed; the peak resident memory of its process tree in MiB (0 without /usr/bin/time). */
async function timed(
  command: string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
): Promise<{ ms: number; maxRssMiB: number }> {
  const [file, ...args] = timeCommand ? [timeCommand, '-f', 'sitegen-bench-maxrss %M', ...command] : command;
  const started = performance.now();
  try {
    const { stderr } = await run(file ?? process.execPath, args, { cwd, env, maxBuffer: 256 * 1024 * 1024 });
    const ms = performance.now() - started;
    const kib = Number(/sitegen-bench-maxrss (\d+)/.exec(stderr)?.[1]);
    return { ms, maxRssMiB: Number.isFinite(kib) ? kib / 1024 : 0 };
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(
      `${command.join(' ')} failed in ${cwd}:\n${`${stdout}\n${stderr}`.trim().split('\n').slice(-30).join('\n')}`,
      { cause: error },
    );
  }
}

async function htmlFiles(dir: string): Promise<number> {
  return (await readdir(dir, { recursive: true })).filter((file) => file.endsWith('.html')).length;
}

/** `docusaurus build`, cold: its generated folder and the website's caches removed first. */
async function docusaurusBuild(siteDir: string, install: DocusaurusInstall, outDir: string): Promise<ToolBuild> {
  await Promise.all([
    rm(path.join(siteDir, '.docusaurus'), { recursive: true, force: true }),
    rm(path.join(siteDir, 'node_modules/.cache'), { recursive: true, force: true }),
    rm(outDir, { recursive: true, force: true }),
  ]);
  const measured = await timed([process.execPath, install.bin, 'build', '--out-dir', outDir], siteDir, {
    ...process.env,
    NODE_ENV: 'production',
  });
  await rm(path.join(siteDir, '.docusaurus'), { recursive: true, force: true });
  return { ...measured, pages: await htmlFiles(outDir) };
}

/**
 * This checkout's `sitegen build`, cold: with a cache folder of its own (`SITEGEN_CACHE_DIR`), empty, the website's
 * left alone.
 */
async function sitegenBuild(siteDir: string, outDir: string, cacheDir: string): Promise<ToolBuild> {
  await Promise.all([rm(cacheDir, { recursive: true, force: true }), rm(outDir, { recursive: true, force: true })]);
  const measured = await timed(
    [process.execPath, path.join(root, 'bin/sitegen'), 'build', siteDir, '--out', outDir, '--quiet'],
    siteDir,
    { ...process.env, NODE_ENV: 'production', SITEGEN_CACHE_DIR: cacheDir },
  );
  return { ...measured, pages: await htmlFiles(outDir) };
}

/** BENCH_DOCUSAURUS_RUNS: a whole number of 1 or more, 1 when unset. */
export function docusaurusRuns(value = process.env.BENCH_DOCUSAURUS_RUNS): number {
  const runs = Number(value || '1');
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`BENCH_DOCUSAURUS_RUNS must be a whole number of 1 or more, not ${JSON.stringify(value)}`);
  return runs;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const figures = (build: ToolBuild) =>
  `${seconds(build.ms)}, ${build.maxRssMiB.toFixed(0)} MiB peak, ${build.pages} HTML files`;

export interface DocusaurusComparison {
  lines: string[];
  /** Median of Docusaurus's time over sitegen's, round by round. */
  ratio: number;
  sitegen: ToolBuild;
  docusaurus: ToolBuild;
}

/** Both builds of the website, `runs` rounds; the lines to print. */
export async function compareWithDocusaurus(siteInput: string, runs: number): Promise<DocusaurusComparison> {
  const siteDir = path.resolve(siteInput);
  const install = await docusaurusInstall(siteDir);
  const outBase = await mkdtemp(path.join(os.tmpdir(), 'sitegen-bench-docusaurus-'));
  const rounds: { docusaurus: ToolBuild; sitegen: ToolBuild }[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      const docusaurusFirst = i % 2 === 0;
      const docusaurus = docusaurusFirst
        ? await docusaurusBuild(siteDir, install, path.join(outBase, 'docusaurus'))
        : undefined;
      const sitegen = await sitegenBuild(siteDir, path.join(outBase, 'sitegen'), path.join(outBase, 'sitegen-cache'));
      rounds.push({
        sitegen,
        docusaurus: docusaurus ?? (await docusaurusBuild(siteDir, install, path.join(outBase, 'docusaurus'))),
      });
    }
  } finally {
    await rm(outBase, { recursive: true, force: true });
  }
  const pick = (tool: 'sitegen' | 'docusaurus') =>
    [...rounds].sort((a, b) => a[tool].ms - b[tool].ms)[Math.floor((rounds.length - 1) / 2)]![tool];
  const ratios = rounds.map((round) => round.docusaurus.ms / round.sitegen.ms);
  const ratio = median(ratios);
  const faster = install.fasterInstalled
    ? install.fasterInConfig
      ? 'its config names future.faster (or v4.fasterByDefault): Docusaurus at its fastest, if the flag is on'
      : '@docusaurus/faster installed, but the config does not name future.faster: Docusaurus with webpack, not at its fastest'
    : '@docusaurus/faster not installed: Docusaurus with webpack, not at its fastest';
  const [sitegen, docusaurus] = [pick('sitegen'), pick('docusaurus')];
  return {
    ratio,
    sitegen,
    docusaurus,
    lines: [
      `A real Docusaurus website, ${siteDir} (BENCH_DOCUSAURUS_SITE), each build cold, in its own process; ${runs === 1 ? 'one round' : `${runs} rounds, the median`}:`,
      `  Docusaurus ${install.version} (${path.basename(install.configFile)}; ${faster})`,
      `  docusaurus build: ${figures(docusaurus)}`,
      `  sitegen build:    ${figures(sitegen)}`,
      `  sitegen is ${ratio.toFixed(1)}× faster (goal: 20× Docusaurus at its fastest)${runs > 1 ? ` (rounds: ${ratios.map((r) => r.toFixed(1)).join(', ')})` : ''}, in ${(sitegen.maxRssMiB / Math.max(1, docusaurus.maxRssMiB)).toFixed(2)} of its memory`,
    ],
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const site = process.env.BENCH_DOCUSAURUS_SITE;
  if (!site)
    throw new Error(
      'Set BENCH_DOCUSAURUS_SITE to the folder of a Docusaurus website whose dependencies are installed.',
    );
  for (const line of (await compareWithDocusaurus(site, docusaurusRuns())).lines) console.log(line);
}

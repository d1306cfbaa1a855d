/**
 * A build killed (SIGKILL) at each moment that leaves something behind: while its pages are written into
 * its temporary folder, before the swap, between the swap's two renames (no output at all then), after the
 * swap (the previous output still beside it), and while a file of the build cache is half written; a build
 * that merges its files into the output (it took pages from its build cache, mergeOutput.ts), before and
 * after the merge's journal is written. The next command (`build`, or `serve`) always finds a whole
 * output, the previous one or the new one, and leaves no temporary folder or file behind. A build swaps
 * when it takes nothing from the cache: the swaps below are built with `--no-cache`. The build is paused at each moment
 * by SITEGEN_FAULT_PAUSE (src/output/faultPoint.ts), which says so on stderr, then killed.
 */
import type { ChildProcess } from 'node:child_process';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, type ExpectStatic } from 'vitest';
import { collectOutput, get, stop, waitForLine, waitForOutput } from './httpHelpers.ts';
import { runSitegen, startSitegen, throwawaySites, treeListing } from './runSitegen.ts';

const sites = throwawaySites();
afterAll(() => sites.cleanup());

const firstFiles = { 'docs/intro.md': '# Intro\n\nThe first text.\n', 'docs/two.md': '# Two\n\nThe first text.\n' };
const secondTwo = '# Two\n\nThe second text.\n';

/** The whole output of a clean build of the site as it was first, and after docs/two.md changed. */
let first: Record<string, string>;
let second: Record<string, string>;

/** A site, its own cache folder (so what is left in it is this test's), built once: the previous output. */
async function builtSite(expect: ExpectStatic) {
  const { root } = await sites.write(firstFiles);
  const env = { SITEGEN_CACHE_DIR: path.join(root, 'cache') };
  const run = await runSitegen(['build', 'site', '--out', 'out', '--quiet'], { cwd: root, env });
  expect(run).toEqual({ code: 0, stdout: '', stderr: '' });
  expect(await treeListing(path.join(root, 'out'))).toEqual(first);
  await writeFile(path.join(root, 'site', 'docs', 'two.md'), secondTwo);
  return { root, env, out: path.join(root, 'out'), cacheDir: path.join(root, 'cache') };
}

/** Starts the build of the changed site, waits until it pauses at `point`, and kills it there. */
async function killedAt(
  expect: ExpectStatic,
  point: string,
  root: string,
  env: Record<string, string>,
  flags: string[] = [],
): Promise<{ pid: number; stamp: string }> {
  const child = startSitegen(['build', 'site', '--out', 'out', '--quiet', ...flags], {
    cwd: root,
    env: { ...env, SITEGEN_FAULT_PAUSE: point },
  });
  const printed = collectOutput(child);
  const exited = new Promise<ChildProcess>((resolve) => child.once('exit', () => resolve(child)));
  // Its first line on stderr, or its end if it ran through without pausing.
  const paused = new Promise<void>((resolve) =>
    child.stderr?.on('data', () => {
      if (printed.stderr().includes('\n')) resolve();
    }),
  );
  await Promise.race([paused, exited]);
  expect({ stderr: printed.stderr(), exitCode: child.exitCode }).toEqual({
    stderr: `sitegen: paused at ${point} (SITEGEN_FAULT_PAUSE)\n`,
    exitCode: null,
  });
  child.kill('SIGKILL');
  expect((await exited).signalCode).toBe('SIGKILL');
  const pid = child.pid ?? 0;
  // Every folder the writer made is named with its process and the time it started writing.
  const stamp = (await readdir(root))
    .map((name) => new RegExp(`^\\.out\\.(?:tmp|old)-${pid}-(\\d+)$`).exec(name)?.[1])
    .find(Boolean);
  return { pid, stamp: stamp ?? 'none' };
}

/**
 * Starts `sitegen serve` on the site's output, asks it for `route` (a 200), and stops it: the page and what it printed.
 */
async function servedPage(
  site: { root: string; env: Record<string, string> },
  route: string,
): Promise<{ body: string; stderr: string }> {
  const child = startSitegen(['serve', 'site', '--out', 'out', '--port', '0'], { cwd: site.root, env: site.env });
  try {
    const printed = collectOutput(child);
    const serving = await waitForLine(child, /^Serving /, 30_000);
    const page = await get(Number(/:(\d+)$/.exec(serving)?.[1]), route);
    if (page.status !== 200) throw new Error(`${route} answered ${page.status}`);
    return { body: page.body, stderr: printed.stderr() };
  } finally {
    await stop(child);
  }
}

/** Every file of the cache that a writer left half written (`*.tmp`), and probes. */
async function cachePartials(cacheDir: string): Promise<string[]> {
  return (await readdir(cacheDir, { recursive: true })).filter((name) => /\.tmp$|\.probe-/.test(name)).sort();
}

const entries = async (dir: string) => (await readdir(dir)).sort();

/** What the next build prints when it put the previous output back. */
const restoredWarning = (pid: number, stamp: string) =>
  [
    'out warning OutputRestored',
    `  The output folder was missing: a build (process ${pid}) was stopped between moving the previous output aside and moving its own in. The previous output, kept in .out.old-${pid}-${stamp}, was put back.`,
    '  hint: It is the output of the build before the stopped one: nothing was lost, and sitegen build brings it up to date.',
    '',
    '',
  ].join('\n');

/** What the next command prints when it finished a stopped build's merge. */
const mergeFinishedWarning = (pid: number, stamp: string) =>
  [
    'out warning OutputMergeFinished',
    `  A build (process ${pid}) was stopped while moving its new files into the output. The rest of them, kept in .out.tmp-${pid}-${stamp}, were moved in.`,
    "  hint: The output is that build's, whole: nothing was lost, and sitegen build brings it up to date.",
    '',
    '',
  ].join('\n');

// Each case has a site and a cache of its own: they run side by side, each checking with its own `expect`. A case
// builds twice and kills a build between; run at once, each one's time is most of the file's (21-22 s in a full run).
describe('a build killed at any moment', { timeout: 90_000, concurrent: true }, () => {
  beforeAll(async () => {
    const before = await sites.write(firstFiles);
    const after = await sites.write({ ...firstFiles, 'docs/two.md': secondTwo });
    for (const site of [before, after]) {
      const run = await runSitegen(['build', 'site', '--out', 'out', '--quiet', '--no-cache'], { cwd: site.root });
      expect(run).toEqual({ code: 0, stdout: '', stderr: '' });
    }
    first = await treeListing(path.join(before.root, 'out'));
    second = await treeListing(path.join(after.root, 'out'));
    expect(second).not.toEqual(first);
  }, 60_000);

  /** The next build: the new output, whole, and nothing left beside it or in the cache. */
  async function nextBuildCleansUp(expect: ExpectStatic, site: Awaited<ReturnType<typeof builtSite>>, stderr: string) {
    const run = await runSitegen(['build', 'site', '--out', 'out'], { cwd: site.root, env: site.env });
    expect(run.code).toBe(0);
    expect(run.stderr).toBe(stderr);
    expect(run.stdout).toMatch(/\n✓ Built 4 pages in [\d.]+ m?s → out\n$/);
    expect(await entries(site.root)).toEqual(['cache', 'out', 'site']);
    expect(await treeListing(site.out)).toEqual(second);
    expect(await cachePartials(site.cacheDir)).toEqual([]);
  }

  it('while writing its pages: the previous output stands, and the next build removes the half-written folder', async ({
    expect,
  }) => {
    const site = await builtSite(expect);
    const { pid, stamp } = await killedAt(expect, 'render', site.root, site.env);
    expect(await entries(site.root)).toEqual([`.out.tmp-${pid}-${stamp}`, 'cache', 'out', 'site']);
    expect(await treeListing(site.out)).toEqual(first);
    await nextBuildCleansUp(expect, site, '');
  });

  it('before the swap: the new output is whole beside the previous one, and the next build removes it', async ({
    expect,
  }) => {
    const site = await builtSite(expect);
    const { pid, stamp } = await killedAt(expect, 'before-swap', site.root, site.env, ['--no-cache']);
    expect(await entries(site.root)).toEqual([`.out.tmp-${pid}-${stamp}`, 'cache', 'out', 'site']);
    expect(await treeListing(site.out)).toEqual(first);
    expect(await treeListing(path.join(site.root, `.out.tmp-${pid}-${stamp}`))).toEqual(second);
    await nextBuildCleansUp(expect, site, '');
  });

  it('between the two renames of the swap: there is no output; the next build puts the previous one back, says so, and builds', async ({
    expect,
  }) => {
    const site = await builtSite(expect);
    const { pid, stamp } = await killedAt(expect, 'mid-swap', site.root, site.env, ['--no-cache']);
    expect(await entries(site.root)).toEqual([`.out.old-${pid}-${stamp}`, `.out.tmp-${pid}-${stamp}`, 'cache', 'site']);
    expect(await treeListing(path.join(site.root, `.out.old-${pid}-${stamp}`))).toEqual(first);
    await nextBuildCleansUp(
      expect,
      site,
      restoredWarning(pid, stamp) +
        [
          '⚠ 1 warning:',
          '      1 OutputRestored: a build was stopped while swapping its output in, leaving no output: the previous output, kept beside it, was put back (a warning).',
          '',
        ].join('\n'),
    );
  });

  it('between the two renames of the swap, then sitegen serve: it serves the previous output, put back, and says so', async ({
    expect,
  }) => {
    const site = await builtSite(expect);
    const { pid, stamp } = await killedAt(expect, 'mid-swap', site.root, site.env, ['--no-cache']);
    const served = await servedPage(site, '/docs/two');
    expect(served.body).toBe(await readFile(path.join(site.out, 'docs', 'two.html'), 'utf8'));
    expect(served.body).toContain('The first text.');
    expect(served.stderr).toBe(restoredWarning(pid, stamp));
    expect(await entries(site.root)).toEqual(['cache', 'out', 'site']);
    expect(await treeListing(site.out)).toEqual(first);
  });

  it('after the swap: the new output stands; the next build removes the previous one left beside it', async ({
    expect,
  }) => {
    const site = await builtSite(expect);
    const { pid, stamp } = await killedAt(expect, 'after-swap', site.root, site.env, ['--no-cache']);
    expect(await entries(site.root)).toEqual([`.out.old-${pid}-${stamp}`, 'cache', 'out', 'site']);
    expect(await treeListing(site.out)).toEqual(second);
    expect(await treeListing(path.join(site.root, `.out.old-${pid}-${stamp}`))).toEqual(first);
    await nextBuildCleansUp(expect, site, '');
  });

  it('merging, before its journal: the output is untouched; the next build removes the few files written beside it', async ({
    expect,
  }) => {
    const site = await builtSite(expect);
    const { pid, stamp } = await killedAt(expect, 'before-swap', site.root, site.env);
    expect(await entries(site.root)).toEqual([`.out.tmp-${pid}-${stamp}`, 'cache', 'out', 'site']);
    expect(await treeListing(site.out)).toEqual(first);
    // Only what changed was written: the edited page, not the unchanged one.
    const written = await treeListing(path.join(site.root, `.out.tmp-${pid}-${stamp}`));
    expect(written['docs/two.html']).toBe(second['docs/two.html']);
    expect(written['docs/intro.html']).toBeUndefined();
    await nextBuildCleansUp(expect, site, '');
  });

  it('merging, once its journal is written: the next build finishes the merge, says so, and builds', async ({
    expect,
  }) => {
    const site = await builtSite(expect);
    const { pid, stamp } = await killedAt(expect, 'mid-merge', site.root, site.env);
    expect(await entries(site.root)).toEqual([`.out.tmp-${pid}-${stamp}`, 'cache', 'out', 'site']);
    expect(await treeListing(site.out)).toEqual(first);
    await nextBuildCleansUp(
      expect,
      site,
      mergeFinishedWarning(pid, stamp) +
        [
          '⚠ 1 warning:',
          "      1 OutputMergeFinished: a build was stopped while moving its new files into the output: the rest of them were moved in, and the output is that build's, whole (a warning).",
          '',
        ].join('\n'),
    );
  });

  it('merging, once its journal is written, then sitegen serve: it serves the new output, merged, and says so', async ({
    expect,
  }) => {
    const site = await builtSite(expect);
    const { pid, stamp } = await killedAt(expect, 'mid-merge', site.root, site.env);
    const served = await servedPage(site, '/docs/two');
    expect(served.body).toContain('The second text.');
    expect(served.stderr).toBe(mergeFinishedWarning(pid, stamp));
    expect(await entries(site.root)).toEqual(['cache', 'out', 'site']);
    expect(await treeListing(site.out)).toEqual(second);
  });

  it('while writing a file of the build cache: the next build removes the half-written file and builds', async ({
    expect,
  }) => {
    const site = await builtSite(expect);
    const { pid } = await killedAt(expect, 'cache-chunk', site.root, site.env);
    // Merged into the output: nothing is left beside it.
    expect(await entries(site.root)).toEqual(['cache', 'out', 'site']);
    expect(await treeListing(site.out)).toEqual(second);
    // The chunks are written side by side: each stopped at the same place.
    const partials = await cachePartials(site.cacheDir);
    expect(partials.length).toBeGreaterThan(0);
    for (const partial of partials)
      expect(partial).toMatch(new RegExp(`^build/[0-9a-f]{24}[\\w.-]*\\.json\\.${pid}\\.tmp$`));
    await nextBuildCleansUp(expect, site, '');
  });

  it('while writing a file of the build cache, then sitegen serve --watch: it removes what was left, and builds', async ({
    expect,
  }) => {
    const site = await builtSite(expect);
    await killedAt(expect, 'cache-chunk', site.root, site.env);
    expect((await cachePartials(site.cacheDir)).length).toBeGreaterThan(0);
    const child = startSitegen(['serve', 'site', '--out', 'out', '--watch', '--port', '0'], {
      cwd: site.root,
      env: site.env,
    });
    try {
      const printed = collectOutput(child);
      await waitForLine(child, /^Serving /, 30_000);
      await waitForOutput(printed, /✓ Built 4 pages in /, 'the first build');
      expect(printed.stderr()).toBe('');
      expect(await entries(site.root)).toEqual(['cache', 'out', 'site']);
      expect(await cachePartials(site.cacheDir)).toEqual([]);
    } finally {
      await stop(child);
    }
  });
});

/**
 * A doc whose code never ends fails with RenderTimeout at its file, under
 * `limits.renderTimeout` (here SITEGEN_RENDER_TIMEOUT=1): a loop in an MDX
 * expression that blocks the thread, in the build's own thread and in its
 * worker threads; a promise that never settles; a remark plugin that never
 * returns. The build ends, the previous output stays as it was and no
 * temporary folder is left. `serve --watch` reports it, stops the stuck
 * worker, and builds again once the doc is fixed.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { collectOutput, get, stop, waitForLine, waitForOutput } from './httpHelpers.ts';
import { hashTree, minimalConfig, runSitegen, startSitegen, throwawaySites } from './runSitegen.ts';

const sites = throwawaySites();
afterAll(() => sites.cleanup());

const env = { SITEGEN_RENDER_TIMEOUT: '1' };
const site = {
  'sitegen.config.ts': minimalConfig,
  'docs/intro.md': '---\ntitle: Intro\n---\n\nHello.\n',
  'docs/other.mdx': '# Other\n\nFine: {1 + 1}.\n',
};
const endlessLoop = '# Loop\n\nBefore.\n\n{(() => { while (true) {} })()}\n';
const neverSettles = '# Never\n\nexport const value = await new Promise(() => {});\n\n{value}\n';

/** The diagnostic as printed, without the source excerpt between its message and its hint. */
const timeoutMessage = (file: string, stage: 'compiling' | 'rendering', hint: string) => [
  [
    `${file}:1:1 error RenderTimeout`,
    `  This doc did not finish ${stage} within 1 s, and was stopped: its code runs without end (a loop that never exits) or waits for something that never happens (a promise that never settles).`,
  ].join('\n'),
  `${hint}\n\n`,
];
const renderHint =
  "  hint: Look for a loop or a recursion without end, or an await that never returns, in the doc's MDX expressions, and the components it imports. The limit is limits.renderTimeout in the config, or SITEGEN_RENDER_TIMEOUT (seconds, 60 by default).";
const compileHint =
  "  hint: Look for a loop or a recursion without end, or an await that never returns, in the doc's MDX expressions, the components it imports and the site's remark and rehype plugins. The limit is limits.renderTimeout in the config, or SITEGEN_RENDER_TIMEOUT (seconds, 60 by default).";

async function writeFiles(root: string, files: Record<string, string>) {
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, name)), { recursive: true });
    await writeFile(path.join(root, name), text);
  }
}

/** The names beside the output: a temporary or old folder left there would show. */
async function besideOutput(root: string): Promise<string[]> {
  return (await readdir(root)).sort();
}

/** Builds the site once, then with `files` added, and checks the failure and what is left. */
async function expectTimeout(files: Record<string, string>, expected: string[], args: string[] = []) {
  const { root } = await sites.write(site);
  const first = await runSitegen(['build', 'site', '--out', 'out', ...args], { cwd: root, env, timeoutMs: 60_000 });
  expect(first.code, first.stderr).toBe(0);
  const before = await hashTree(path.join(root, 'out'));
  await writeFiles(root, files);
  const started = performance.now();
  const run = await runSitegen(['build', 'site', '--out', 'out', ...args], { cwd: root, env, timeoutMs: 60_000 });
  const seconds = (performance.now() - started) / 1000;
  expect(run.code).toBe(1);
  for (const part of expected) expect(run.stderr).toContain(part);
  expect(run.stderr).toContain('✗ Build failed: 1 problem. The previous output, if any, was left untouched.');
  expect(await hashTree(path.join(root, 'out'))).toEqual(before);
  expect(await besideOutput(root)).toEqual(['out', 'site']);
  return seconds;
}

describe('a doc that never finishes', { timeout: 120_000 }, () => {
  it("an endless loop in an MDX expression, in the build's own thread", async () => {
    const seconds = await expectTimeout(
      { 'site/docs/loop.mdx': endlessLoop },
      timeoutMessage('site/docs/loop.mdx', 'rendering', renderHint),
    );
    // The limit, the watchdog's 2 s of grace, and the build around them.
    expect(seconds).toBeLessThan(20);
  });

  it("an endless loop in an MDX expression, in the build's worker threads (--workers 2)", async () => {
    await expectTimeout(
      { 'site/docs/loop.mdx': endlessLoop },
      timeoutMessage('site/docs/loop.mdx', 'rendering', renderHint),
      ['--workers', '2'],
    );
  });

  it('a top-level await on a promise that never settles, in either thread', async () => {
    await expectTimeout(
      { 'site/docs/never.mdx': neverSettles },
      timeoutMessage('site/docs/never.mdx', 'rendering', renderHint),
    );
    await expectTimeout(
      { 'site/docs/never.mdx': neverSettles },
      timeoutMessage('site/docs/never.mdx', 'rendering', renderHint),
      ['--workers', '2'],
    );
  });

  it('a remark plugin that never returns, named at the doc it blocked', async () => {
    await expectTimeout(
      {
        'site/sitegen.config.ts':
          "import { defineConfig } from 'sitegen-docs/config';\nimport endless from './endless.ts';\nexport default defineConfig({ title: 'T', url: 'https://example.com', markdown: { remarkPlugins: [endless] } });\n",
        'site/endless.ts':
          "export default function endless() {\n  return (_tree: unknown, file: { path: string }) => {\n    if (file.path.endsWith('other.mdx')) while (true) {}\n  };\n}\n",
      },
      timeoutMessage('site/docs/other.mdx', 'compiling', compileHint),
    );
  });

  it('SITEGEN_RENDER_TIMEOUT that is not a number of seconds is InvalidEnvironment', async () => {
    const { root } = await sites.write(site);
    const run = await runSitegen(['build', 'site', '--out', 'out'], {
      cwd: root,
      env: { SITEGEN_RENDER_TIMEOUT: 'soon' },
      timeoutMs: 30_000,
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      'error InvalidEnvironment\n  SITEGEN_RENDER_TIMEOUT is "soon", which is not a number of seconds above 0.\n  hint: Set it to the seconds a doc may take to compile or to render, such as SITEGEN_RENDER_TIMEOUT=120, or unset it for limits.renderTimeout (60 by default).',
    );
  });

  it('limits.renderTimeout out of its range is InvalidConfig at the key', async () => {
    const { root } = await sites.write({
      ...site,
      'sitegen.config.ts':
        "import { defineConfig } from 'sitegen-docs/config';\nexport default defineConfig({ title: 'T', url: 'https://example.com', limits: { renderTimeout: 0 } });\n",
    });
    const run = await runSitegen(['build', 'site', '--out', 'out'], { cwd: root, timeoutMs: 30_000 });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('sitegen.config.ts:2:');
    expect(run.stderr).toContain('error InvalidConfig');
    expect(run.stderr).toContain('limits.renderTimeout');
  });
});

describe('serve --watch with a doc that never finishes', { timeout: 120_000 }, () => {
  let child: ChildProcess | undefined;
  afterAll(() => stop(child));

  it('reports RenderTimeout, replaces the stuck worker, and builds the fixed doc', async () => {
    const { root } = await sites.write({ ...site, 'docs/loop.mdx': endlessLoop });
    child = startSitegen(['serve', 'site', '--watch', '--port', '0', '--out', 'out'], { cwd: root, env });
    const output = collectOutput(child);
    const serving = await waitForLine(child, /^Serving /, 30_000);
    const port = Number(/:(\d+)[ ,]/.exec(serving)?.[1]);
    await waitForOutput(output, /✗ The change does not build: /, 'the first build', 60_000);
    const [problem, hint] = timeoutMessage('site/docs/loop.mdx', 'rendering', renderHint);
    expect(output.stdout()).toContain(problem);
    expect(output.stdout()).toContain(`${hint}✗ The change does not build: 1 problem. Nothing is built yet.`);
    // The stopped worker's temporary folder is gone with it.
    expect(await besideOutput(root)).toEqual(['site']);
    await writeFile(path.join(root, 'site/docs/loop.mdx'), '# Loop\n\nFixed: {2 + 2}.\n');
    await waitForOutput(output, /✓ The site builds again\./, 'the rebuild', 60_000);
    const page = await get(port, '/docs/loop');
    expect(page.status).toBe(200);
    expect(page.body).toMatch(/Fixed: (<!-- -->)?4(<!-- -->)?\./);
  });
});

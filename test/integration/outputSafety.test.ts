/**
 * A build replaces its output folder whole, so it must refuse folders whose
 * replacement would destroy something, and say so before doing any work.
 */
import { existsSync } from 'node:fs';
import { cp, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { hashTree, makeTempDir, minimalConfig, removeDir, runSitegen, throwawaySites } from './runSitegen.ts';

const sites = throwawaySites();
afterAll(() => sites.cleanup());

const failed = '✗ Build failed: 1 problem. The previous output, if any, was left untouched.\n';

describe('output folder safety', { timeout: 60_000, concurrent: true }, () => {
  it('refuses an output folder that contains the site, and leaves the site as it was', async () => {
    const { root, siteDir } = await sites.write({ 'docs/intro.md': '# Intro\n' });
    const before = await hashTree(siteDir);
    const run = await runSitegen(['build', 'site', '--out', 'site'], { cwd: root });
    expect(run.stderr).toBe(
      [
        'site error UnsafeOutput',
        `  The output folder ${siteDir} contains the site folder ${siteDir}; the build replaces its output folder whole and would delete the site.`,
        '  hint: Choose an output folder outside the site, for example --out build.',
        '',
        failed,
      ].join('\n'),
    );
    expect(run.code).toBe(1);
    expect(await hashTree(siteDir)).toEqual(before);
  });

  it('refuses an output folder inside docs/', async () => {
    const { root, siteDir } = await sites.write({ 'docs/intro.md': '# Intro\n' });
    const run = await runSitegen(['build', 'site', '--out', 'site/docs/out'], { cwd: root });
    expect(run.stderr.split('\n').slice(0, 2)).toEqual([
      'site/docs/out error UnsafeOutput',
      `  The output folder ${path.join(siteDir, 'docs/out')} is inside the site's docs/ folder, which the build reads.`,
    ]);
    expect(run.code).toBe(1);
  });

  it("refuses an output folder inside a folder the config names: a Docusaurus website's src/pages/", async () => {
    const { root, siteDir } = await sites.write({
      'sitegen.config.ts': null,
      'docusaurus.config.js':
        "module.exports = { title: 'T', url: 'https://example.com', baseUrl: '/', presets: [['classic', { blog: false }]] };\n",
      'docs/intro.md': '# Intro\n',
      'src/pages/index.js': 'export default function Home() { return <main>Home</main>; }\n',
    });
    const before = await hashTree(siteDir);
    const run = await runSitegen(['build', 'site', '--out', 'site/src/pages/out'], { cwd: root });
    expect(run.stderr).toBe(
      [
        'site/src/pages/out error UnsafeOutput',
        `  The output folder ${path.join(siteDir, 'src/pages/out')} is inside the site's src/pages/ folder, which the build reads.`,
        '  hint: Choose an output folder outside src/pages/, such as --out build.',
        '',
        failed,
      ].join('\n'),
    );
    expect(run.code).toBe(1);
    expect(await hashTree(siteDir)).toEqual(before);
  });

  it('refuses to replace a folder it did not write, and leaves it as it was', async () => {
    const { root } = await sites.write({ 'docs/intro.md': '# Intro\n' });
    await mkdir(path.join(root, 'out'));
    await writeFile(path.join(root, 'out', 'important.txt'), 'keep me');
    const run = await runSitegen(['build', 'site', '--out', 'out'], { cwd: root });
    expect(run.stderr).toBe(
      [
        'out error UnsafeOutput',
        `  The output folder ${path.join(root, 'out')} already exists and was not written by sitegen; the build would replace everything in it.`,
        '  hint: Remove it or choose another folder with --out. (sitegen marks its own output folders with a .sitegen-build file.)',
        '',
        failed,
      ].join('\n'),
    );
    expect(run.code).toBe(1);
    expect(await readFile(path.join(root, 'out', 'important.txt'), 'utf8')).toBe('keep me');
  });

  it('replaces its own earlier output, which it marks, and an empty folder', async () => {
    const { root } = await sites.write({ 'docs/intro.md': '# Intro\n' });
    await mkdir(path.join(root, 'out'));
    expect((await runSitegen(['build', 'site', '--out', 'out', '--quiet'], { cwd: root })).code).toBe(0);
    expect(existsSync(path.join(root, 'out', '.sitegen-build'))).toBe(true);
    expect((await runSitegen(['build', 'site', '--out', 'out', '--quiet'], { cwd: root })).code).toBe(0);
  });

  it('treats a site folder named content/ as any other: build/ inside it, and not looked for from the folder above', async () => {
    const { root } = await sites.write({});
    const siteDir = path.join(root, 'content');
    await mkdir(path.join(siteDir, 'docs'), { recursive: true });
    await writeFile(path.join(siteDir, 'sitegen.config.ts'), minimalConfig);
    await writeFile(path.join(siteDir, 'docs', 'intro.md'), '# Intro\n');
    const run = await runSitegen(['build', '--quiet'], { cwd: siteDir });
    expect(run.code, run.stderr).toBe(0);
    expect(existsSync(path.join(siteDir, 'build', 'docs', 'intro.html'))).toBe(true);
    expect(existsSync(path.join(root, 'build'))).toBe(false);
    const outside = await makeTempDir();
    try {
      await cp(siteDir, path.join(outside, 'content'), { recursive: true });
      const none = await runSitegen(['build', '--quiet'], { cwd: outside });
      expect(none.stderr).toContain(
        `No sitegen.config.ts or docusaurus.config.{js,ts,mjs,cjs,mts,cts} was found in ${outside} or any parent folder.`,
      );
      expect(none.code).toBe(1);
    } finally {
      await removeDir(outside);
    }
  });

  it('builds a site whose config is at the project root into build/ inside it, not beside it', async () => {
    const { siteDir } = await sites.write({ 'docs/intro.md': '# Intro\n' });
    const run = await runSitegen(['build', '--quiet'], { cwd: siteDir });
    expect(run.code).toBe(0);
    expect(existsSync(path.join(siteDir, 'build', 'docs', 'intro.html'))).toBe(true);
    expect(existsSync(path.join(path.dirname(siteDir), 'build'))).toBe(false);
  });
});

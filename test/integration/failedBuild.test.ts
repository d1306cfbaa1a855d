/**
 * The build writes into a temporary folder and swaps it in at the end, so a
 * failed build leaves the previous output exactly as it was, and no build
 * ever writes into the site's own files.
 */
import { existsSync } from 'node:fs';
import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { hashTree, runSitegen, throwawaySites } from './runSitegen.ts';

const sites = throwawaySites();
afterAll(() => sites.cleanup());

describe('a failed build', { timeout: 60_000 }, () => {
  it('leaves the previous output byte for byte and the content files untouched; the next good build replaces it whole', async () => {
    const { root, siteDir } = await sites.write({
      'docs/intro.md': '# Intro\n\nSee [the guide](./guide.md).\n',
      'docs/guide.md': '# Guide\n\nWrite docs.\n',
      'static/robots.txt': 'User-agent: *\n',
    });
    const outDir = path.join(root, 'out');
    const build = () => runSitegen(['build', 'site', '--out', 'out'], { cwd: root });

    const first = await build();
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    // A file the build did not write: only a whole-folder swap removes it.
    await writeFile(path.join(outDir, 'left-by-hand.txt'), 'not from sitegen\n');
    const goodOutput = await hashTree(outDir);

    await writeFile(path.join(siteDir, 'docs', 'guide.md'), '# Guide\n\n::viewr{src="x"}\n');
    const brokenContent = await hashTree(siteDir);
    const failed = await build();
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain('site/docs/guide.md:3:1 error UnknownDirective');
    expect(await hashTree(outDir)).toEqual(goodOutput);
    expect(await hashTree(siteDir)).toEqual(brokenContent);
    expect((await readdir(root)).sort()).toEqual(['out', 'site']);

    await writeFile(path.join(siteDir, 'docs', 'guide.md'), '# Guide\n\nWrite better docs.\n');
    const fixedContent = await hashTree(siteDir);
    const fixed = await build();
    expect(fixed.stderr).toBe('');
    expect(fixed.code).toBe(0);
    expect(existsSync(path.join(outDir, 'left-by-hand.txt'))).toBe(false);
    expect(existsSync(path.join(outDir, 'docs', 'guide.html'))).toBe(true);
    expect(await hashTree(siteDir)).toEqual(fixedContent);
    // No temporary or previous folder is left beside the output.
    expect((await readdir(root)).sort()).toEqual(['out', 'site']);
  });
});

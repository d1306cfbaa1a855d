/**
 * A build whose previous output cannot be removed after the swap (a build
 * without pages to take from its cache, which would merge instead) still
 * succeeds, with its new output in place, and warns of the folder left
 * behind; the warning is not kept in the build cache, so a next build that
 * finds nothing changed does not repeat it.
 */
import { existsSync } from 'node:fs';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { Reporter } from '../../../src/cli/reporter.ts';
import { buildCacheFile } from '../../../src/build/buildCache.ts';
import { removeDir, writeSite } from '../../integration/runSitegen.ts';

vi.mock('../../../src/output/removeFolder.ts', () => ({
  removeFolder: () => Promise.reject(new Error('EBUSY: resource busy or locked')),
}));

const { build } = await import('../../../src/build/build.ts');

const reporter: Reporter = { stages: [], info: () => undefined, stage: async (_name, run) => run(() => undefined) };

describe('a build whose previous output cannot be removed', { timeout: 120_000 }, () => {
  let root: string | undefined;
  afterAll(() => (root ? removeDir(root) : undefined));

  it('puts its output in place and warns, once, of the folder left behind', async () => {
    const site = await writeSite({
      // No import of sitegen-docs/config: this thread runs sitegen from its TypeScript sources, which node cannot
      // import.
      'sitegen.config.ts': "export default { title: 'Fixture', url: 'https://example.com' };\n",
      'docs/intro.md': '# Intro\n\nFirst text.\n',
    });
    root = site.root;
    const outDir = path.join(site.root, 'out');
    const first = await build({ siteDir: site.siteDir, outDir, reporter });
    expect(first.warnings).toEqual([]);

    await writeFile(path.join(site.siteDir, 'docs', 'intro.md'), '# Intro\n\nSecond text.\n');
    // Without its pages in the build cache, the build swaps its output in rather than merging it (mergeOutput.ts).
    await rm(buildCacheFile(site.siteDir, outDir));
    const second = await build({ siteDir: site.siteDir, outDir, reporter });
    expect(await readFile(path.join(outDir, 'docs', 'intro.html'), 'utf8')).toContain('Second text.');
    const left = (await readdir(site.root)).filter((name) => name.startsWith('.out.old-'));
    expect(left).toHaveLength(1);
    expect(existsSync(path.join(site.root, left[0] ?? '', 'docs', 'intro.html'))).toBe(true);
    expect(second.warnings.map(({ code, severity, file, message }) => ({ code, severity, file, message }))).toEqual([
      {
        code: 'PreviousOutputLeft',
        severity: 'warning',
        file: path.join(site.root, left[0] ?? ''),
        message:
          'The new output is in place, but the previous one could not be removed: EBUSY: resource busy or locked',
      },
    ]);

    const third = await build({ siteDir: site.siteDir, outDir, reporter });
    expect(third.unchanged).toBe(true);
    expect(third.warnings).toEqual([]);
  });
});

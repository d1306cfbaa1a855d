/**
 * The build cache and the worker threads change how a site is built, never
 * what: builds with and without the cache, in one thread and in several,
 * write byte-identical output. A corrupt cache, a changed file of the site or
 * an output file changed by hand make the build render again, never trust it.
 * This repository's site, the longest of them, is buildCacheSite.test.ts's.
 */
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';
import { buildCacheFile } from '../../src/build/buildCache.ts';
import { hashTree, makeTempDir, removeDir, runSitegen, sitegenRoot, treeListing, writeSite } from './runSitegen.ts';
import { stageDetail } from './stageLines.ts';

const run = promisify(execFile);

describe('a site with a sidebar too large to repeat on every page', { timeout: 240_000 }, () => {
  let root: string;
  let siteDir: string;
  beforeAll(async () => {
    const files: Record<string, string> = {};
    // 12 linked categories of 100 docs: 1,212 sidebar links, over the threshold of 1,000.
    for (let c = 0; c < 12; c++) {
      files[`docs/part-${c}/_category_.json`] = JSON.stringify({
        label: `Part ${c}`,
        position: c + 1,
        link: { type: 'generated-index' },
      });
      for (let d = 0; d < 100; d++) {
        files[`docs/part-${c}/doc-${d}.md`] =
          `# Doc ${c}.${d}\n\nSee [the next part](../part-${(c + 1) % 12}/doc-${d}.md#section).\n\n## Section\n\n\`\`\`js\nconsole.log(${c * 100 + d});\n\`\`\`\n`;
      }
    }
    ({ root, siteDir } = await writeSite(files));
  });
  afterAll(() => removeDir(root));

  // Over 20 s (36 s in a full run): 1,212 pages built four ways that must agree. The sidebar is rendered apart only
  // past 1,000 links, so the site cannot be smaller.
  it('builds the same bytes in one thread and in two workers, with and without the cache', async () => {
    const run = (out: string, ...flags: string[]) =>
      runSitegen(['build', siteDir, '--out', path.join(root, out), ...flags], { cwd: root, timeoutMs: 200_000 });
    const plain = await run('plain', '--no-cache', '--workers', '1');
    expect(plain.stderr).toBe('');
    const expected = await hashTree(path.join(root, 'plain'));
    const sidebarFile = Object.keys(expected).find((file) => file.startsWith('assets/sidebars/'));
    expect(sidebarFile).toMatch(/^assets\/sidebars\/tutorialSidebar-[\w-]{10}\.html$/);

    // Two workers whatever the machine: whether they pay for these docs by default depends on its speed (poolPlan.ts).
    const pooled = await run('pooled', '--workers', '2');
    expect(pooled.code).toBe(0);
    expect(await hashTree(path.join(root, 'pooled'))).toEqual(expected);
    const warm = await run('pooled', '--workers', '2');
    expect(stageDetail(warm, 'checkOutput')).toMatch(/^nothing changed since the last build: its \d+ pages stand$/);
    expect(await hashTree(path.join(root, 'pooled'))).toEqual(expected);

    // A page carries its own category's items and the others' links, not their items.
    const html = await readFile(path.join(root, 'plain', 'docs', 'part-3', 'doc-7.html'), 'utf8');
    expect(html).toContain(`data-sg-sidebar-src="/${sidebarFile}"`);
    expect(html).toContain('href="/docs/part-3/doc-99"');
    expect(html).not.toContain('href="/docs/part-4/doc-99"');
    expect(html).toContain(
      '<a href="/docs/category/part-4" class="sg-sidebar__category-link">Part 4</a><details class="sg-sidebar__linked-details" data-sg-lazy="4">',
    );
    const file = await readFile(path.join(root, 'plain', sidebarFile ?? ''), 'utf8');
    expect(file).toContain('href="/docs/part-4/doc-99"');
  });

  // Over 20 s (63 s in a full run): seven builds of the same 1,212 pages, two of them rendering every page (a title
  // edit), and one without the cache to compare with.
  it('takes unchanged docs from the cache; the pages that show an edited title render from the compile cache, in one thread and in workers', async () => {
    const run = async (out: string, ...flags: string[]) => {
      const result = await runSitegen(['build', siteDir, '--out', path.join(root, out), ...flags], {
        cwd: root,
        timeoutMs: 200_000,
      });
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
      return result;
    };
    await run('one-thread');
    await run('workers', '--workers', '2');
    // A body edit: one doc read and compiled, one page rendered, every other doc taken from the cache.
    const doc = path.join(siteDir, 'docs', 'part-3', 'doc-7.md');
    const original = await readFile(doc, 'utf8');
    await writeFile(doc, `${original}\nA sentence more.\n`);
    const body = await run('one-thread');
    expect(stageDetail(body, 'compile')).toBe('1200 Markdown (1199 unchanged, 0 from cache), 0 React');
    expect(stageDetail(body, 'renderPages')).toBe('1 page');
    // A title edit: the sidebar of every page shows it, so every page renders again, the others' trees read back.
    await writeFile(doc, original.replace('# Doc 3.7', '# Doc 3.7, renamed'));
    try {
      const renamed = await run('one-thread');
      expect(stageDetail(renamed, 'renderPages')).toBe('1212 pages');
      const inWorkers = await run('workers', '--workers', '2');
      expect(stageDetail(inWorkers, 'renderPages')).toBe('1212 pages');
      await run('fresh', '--no-cache', '--workers', '1');
      const expected = await hashTree(path.join(root, 'fresh'));
      expect(await readFile(path.join(root, 'fresh', 'docs', 'part-3', 'doc-8.html'), 'utf8')).toContain(
        'Doc 3.7, renamed',
      );
      expect(await hashTree(path.join(root, 'one-thread'))).toEqual(expected);
      expect(await hashTree(path.join(root, 'workers'))).toEqual(expected);
    } finally {
      await writeFile(doc, original);
    }
  });
});

describe('a build that takes pages from its cache, merging into its previous output', { timeout: 120_000 }, () => {
  it('ends with the output a build without the cache writes: files gone, folders emptied, a stray file removed', async () => {
    const post = (title: string) => `---\ntitle: ${title}\n---\n\n${title} text.\n\n<!-- truncate -->\n\nMore.\n`;
    const { root, siteDir } = await writeSite({
      'docs/a.md': '# A\n\nFirst text.\n',
      'docs/b.md': '# B\n\nB text.\n',
      'blog/2024-01-02-first.md': post('First'),
      'blog/2024-03-04-second.md': post('Second'),
    });
    try {
      const build = async (out: string, ...flags: string[]) => {
        const result = await runSitegen(['build', siteDir, '--out', path.join(root, out), ...flags], {
          cwd: root,
          timeoutMs: 100_000,
        });
        expect(result.stderr).toBe('');
        expect(result.code).toBe(0);
        return result;
      };
      await build('out');
      expect(existsSync(path.join(root, 'out', 'blog', '2024', '03', '04', 'second.html'))).toBe(true);
      // A body edited: that page is moved in; the others stay, the very same files.
      const inode = async (file: string) => (await stat(path.join(root, 'out', file))).ino;
      const untouched = await inode('docs/b.html');
      await writeFile(path.join(siteDir, 'docs', 'a.md'), '# A\n\nSecond text.\n');
      const edited = await build('out');
      expect(stageDetail(edited, 'renderPages')).toBe('1 page');
      expect(await inode('docs/b.html')).toBe(untouched);
      expect(await readFile(path.join(root, 'out', 'docs', 'a.html'), 'utf8')).toContain('Second text.');
      // A doc and a post removed, a file left by hand: all gone, and the post's dated folders with them.
      await writeFile(path.join(root, 'out', 'left-by-hand.txt'), 'not from sitegen\n');
      await rm(path.join(siteDir, 'docs', 'b.md'));
      await rm(path.join(siteDir, 'blog', '2024-03-04-second.md'));
      await build('out');
      await build('fresh', '--no-cache');
      // Folders listed too: the removed post's dated folders went with it.
      expect(await treeListing(path.join(root, 'out'))).toEqual(await treeListing(path.join(root, 'fresh')));
      expect(existsSync(path.join(root, 'out', 'blog', '2024', '03'))).toBe(false);
      expect((await readdir(root)).sort()).toEqual(['fresh', 'out', 'site']);
    } finally {
      await removeDir(root);
    }
  });
});

describe('a build given widgets by code', { timeout: 60_000 }, () => {
  it('keeps no build cache: the fingerprint cannot see code that is not a file of the site', async () => {
    const { root, siteDir } = await writeSite({ 'docs/intro.md': '# Intro\n\nHello.\n' });
    const outDir = path.join(root, 'out');
    try {
      const script = path.join(sitegenRoot, 'test/e2e/buildWithWidgets.ts');
      const widgetsModule = path.join(sitegenRoot, 'test/fixtures/e2e-islands/widgets.ts');
      const env = {
        ...process.env,
        NODE_ENV: 'production',
        TSX_TSCONFIG_PATH: path.join(sitegenRoot, 'tsconfig.base.json'),
      };
      for (let i = 0; i < 2; i++)
        await run(process.execPath, ['--import', 'tsx', script, siteDir, outDir, widgetsModule], {
          cwd: sitegenRoot,
          env,
        });
      expect(existsSync(path.join(outDir, 'docs', 'intro.html'))).toBe(true);
      expect(existsSync(buildCacheFile(siteDir, outDir))).toBe(false);
    } finally {
      await removeDir(root);
    }
  });
});

describe('sitegen build --workers', () => {
  it('refuses a count that is not a whole number from 1 to 64', async () => {
    const root = await makeTempDir();
    try {
      const run = await runSitegen(['build', '--workers', '0'], { cwd: root });
      expect(run.stderr).toBe('error: --workers must be a whole number from 1 to 64, but it is "0".\n');
      expect(run.code).toBe(2);
    } finally {
      await removeDir(root);
    }
  });
});

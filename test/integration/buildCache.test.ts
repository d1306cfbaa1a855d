/**
 * The build cache and the worker threads change how a site is built, never
 * what: builds with and without the cache, in one thread and in several,
 * write byte-identical output. A corrupt cache, a changed file of the site or
 * an output file changed by hand make the build render again, never trust it.
 */
import { cp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';
import { buildCacheFile } from '../../src/build/buildCache.ts';
import {
  hashTree,
  makeTempDir,
  removeDir,
  runSitegen,
  sitegenRoot,
  treeListing,
  writeSite,
  type RunResult,
} from './runSitegen.ts';

const run = promisify(execFile);

/** The detail a stage line prints, e.g. `renderPages` → `3 pages`. */
function stageDetail(run: RunResult, stage: string): string | undefined {
  return new RegExp(`✓ ${stage} +\\S+ m?s {2}(.*)`).exec(run.stdout)?.[1];
}

/**
 * The pages a stage counts over every language: a site in two languages prints each page stage once per
 * language (`renderPages … 1 page`, then `renderPages … 0 pages`), so this adds up their leading numbers.
 */
function stagePages(run: RunResult, stage: string): number {
  const lines = [...run.stdout.matchAll(new RegExp(`✓ ${stage} +\\S+ m?s {2}(\\d+) pages?\\b`, 'g'))];
  expect(lines.length, `${stage} lines in:\n${run.stdout}`).toBeGreaterThan(0);
  return lines.reduce((sum, line) => sum + Number(line[1]), 0);
}

describe("the build cache and worker threads: this repository's site", { timeout: 240_000 }, () => {
  let root: string;
  let siteDir: string;
  /** How many pages the site has, as its first build says. */
  let pages = 0;
  /** How many of them are in the default language, whose build cache buildCacheFile names. */
  let defaultLocalePages = 0;
  const build = async (out: string, ...flags: string[]) => {
    const run = await runSitegen(['build', siteDir, '--out', path.join(root, out), ...flags], {
      cwd: root,
      timeoutMs: 120_000,
    });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    return run;
  };

  beforeAll(async () => {
    root = await makeTempDir();
    siteDir = path.join(root, 'content');
    await cp(path.join(sitegenRoot, 'content'), siteDir, { recursive: true });
  });
  afterAll(() => removeDir(root));

  it('writes the same bytes without the cache in one thread, in two threads, and with the cache cold and warm', async () => {
    const first = await build('plain', '--no-cache', '--workers', '1');
    pages = Number(/\n✓ Built (\d+) pages in /.exec(first.stdout)?.[1]);
    // The default language is built last: its renderPages line is the last one.
    defaultLocalePages = Number([...first.stdout.matchAll(/✓ renderPages +\S+ m?s {2}(\d+) pages/g)].at(-1)?.[1]);
    expect(pages).toBeGreaterThan(80);
    const plain = await hashTree(path.join(root, 'plain'));
    expect(Object.keys(plain).length).toBeGreaterThan(150);

    const threads = await build('threads', '--no-cache', '--workers', '2');
    expect(stagePages(threads, 'renderPages')).toBe(pages);
    expect(await hashTree(path.join(root, 'threads'))).toEqual(plain);

    const cold = await build('cached', '--workers', '2');
    expect(stagePages(cold, 'readCache')).toBe(0);
    expect(await hashTree(path.join(root, 'cached'))).toEqual(plain);

    // Nothing changed: the output stands, and nothing else runs.
    const unchanged = await build('cached', '--workers', '1');
    // Every language's pages: the default language's record counts the others' too.
    expect(stageDetail(unchanged, 'checkOutput')).toBe(
      `nothing changed since the last build: its ${pages} pages stand`,
    );
    expect(unchanged.stdout).not.toContain('collectContent');
    expect(unchanged.stdout).toMatch(
      new RegExp(`\\n✓ Nothing changed since the last build: its ${pages} pages stand \\(\\d+ ms\\) → cached\\n$`),
    );
    expect(await hashTree(path.join(root, 'cached'))).toEqual(plain);

    // A file the build did not write: the output is built again, every page taken from the previous one.
    await writeFile(path.join(root, 'cached', 'left-by-hand.txt'), 'not from sitegen\n');
    const warm = await build('cached', '--workers', '1');
    expect(stageDetail(warm, 'checkOutput')).toBe('to be built');
    expect(stagePages(warm, 'readCache')).toBe(pages);
    expect(stagePages(warm, 'renderPages')).toBe(0);
    expect(stagePages(warm, 'keepUnchanged')).toBe(pages);
    // No page changed: the search index is taken as it was, not built again.
    expect(warm.stdout).not.toContain('indexSearch');
    expect(await hashTree(path.join(root, 'cached'))).toEqual(plain);
    // The record of that output, whose files were linked from the previous one and not stamped again, is true to it.
    expect(stageDetail(await build('cached', '--workers', '1'), 'checkOutput')).toBe(
      `nothing changed since the last build: its ${pages} pages stand`,
    );
  });

  it('renders only what an edit affects, and the result is what a build without the cache writes', async () => {
    const doc = path.join(siteDir, 'docs', 'faq.md');
    const before = await readFile(doc, 'utf8');
    await writeFile(doc, `${before}\nOne more answer, added by the build cache test.\n`);
    // The search files by name, with their inodes: those the edit does not change are taken from the last output, not written again.
    const searchFiles = async () =>
      new Map(
        await Promise.all(
          (await readdir(path.join(root, 'cached', 'search'))).map(
            async (name) => [name, (await stat(path.join(root, 'cached', 'search', name))).ino] as const,
          ),
        ),
      );
    const searchBefore = await searchFiles();
    try {
      const edited = await build('cached');
      expect(stagePages(edited, 'renderPages')).toBe(1);
      expect(stagePages(edited, 'keepUnchanged')).toBe(pages - 1);
      // The page keeps its sections: the last index is updated, not built again.
      expect(edited.stdout).toMatch(/✓ indexSearch +\S+ m?s {2}\d+ documents, \d+ index files as they were\n/);
      const searchAfter = await searchFiles();
      // Names with the hash of their contents: the edited page's records and the shards of its new words change, most do not.
      const same = [...searchAfter].filter(([name]) => name !== 'manifest.json' && searchBefore.has(name));
      expect(same.length).toBeGreaterThan(searchAfter.size / 2);
      expect(same.filter(([name, ino]) => searchBefore.get(name) !== ino)).toEqual([]);
      await build('fresh', '--no-cache');
      expect(await hashTree(path.join(root, 'cached'))).toEqual(await hashTree(path.join(root, 'fresh')));
    } finally {
      await writeFile(doc, before);
    }
  });

  it('renders a page again when its output file was changed by hand', async () => {
    await build('cached');
    const page = path.join(root, 'cached', 'docs', 'faq.html');
    const html = await readFile(page, 'utf8');
    await writeFile(page, html.replace('</body>', '<!-- edited --></body>'));
    const run = await build('cached');
    expect(stagePages(run, 'readCache')).toBe(pages - 1);
    expect(stagePages(run, 'renderPages')).toBe(1);
    expect(await readFile(page, 'utf8')).toBe(html);
  });

  it('ignores a corrupt cache, says so, and builds every page', async () => {
    const file = buildCacheFile(siteDir, path.join(root, 'cached'));
    const text = await readFile(file, 'utf8');
    // One character of the body changed: still JSON, but not what was written.
    await writeFile(file, text.replace('"key":"', '"key":"x'));
    // With nothing changed the output stands: the cache is not even read.
    expect(stageDetail(await build('cached'), 'checkOutput')).toMatch(
      /^nothing changed since the last build: its \d+ pages stand$/,
    );
    // A file in the output the build did not write: now the cache is needed, and it is found corrupt.
    await writeFile(path.join(root, 'cached', 'left-by-hand.txt'), 'not from sitegen\n');
    const run = await build('cached');
    expect(run.stdout).toContain(
      '  The build cache was ignored: it is corrupt (its checksum does not match). Every page is rendered.\n',
    );
    // Each language has a cache of its own: the other languages' pages are taken from theirs.
    expect(stagePages(run, 'renderPages')).toBe(defaultLocalePages);
    await writeFile(file, 'not a cache at all');
    await writeFile(path.join(root, 'cached', 'left-by-hand.txt'), 'not from sitegen\n');
    const again = await build('cached');
    expect(again.stdout).toContain(
      '  The build cache was ignored: it is corrupt (its first line is not the header of a sitegen cache file). Every page is rendered.\n',
    );
    // The header of the same format, of another version: that one is another sitegen's.
    await writeFile(file, `${text.split(' ')[0]} 0 0\n{}`);
    await writeFile(path.join(root, 'cached', 'left-by-hand.txt'), 'not from sitegen\n');
    const older = await build('cached');
    expect(older.stdout).toContain(
      '  The build cache was ignored: it was written by another version of sitegen. Every page is rendered.\n',
    );
    expect(await hashTree(path.join(root, 'cached'))).toEqual(await hashTree(path.join(root, 'plain')));
  });

  it('starts from nothing when a file of the site other than a doc changed (a schema a page shows)', async () => {
    await build('cached');
    const schema = path.join(siteDir, 'static', 'schemas', 'boxFileSchema.json');
    const before = await readFile(schema, 'utf8');
    await writeFile(schema, `${before}\n`);
    try {
      const run = await build('cached');
      expect(run.stdout).toContain(
        '  The build cache was ignored: sitegen, the config or a file of the site other than the docs changed. Every page is rendered.\n',
      );
      expect(stagePages(run, 'renderPages')).toBe(pages);
    } finally {
      await writeFile(schema, before);
    }
  });
});

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

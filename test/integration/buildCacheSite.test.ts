/**
 * The build cache and the worker threads on this repository's own site (about 200 pages in three languages):
 * builds with and without the cache, in one thread and in two, write byte-identical output; an edit renders only
 * what it affects; an output file changed by hand, a corrupt cache or a changed file of the site make the build
 * render again. Apart from buildCache.test.ts, whose fixtures are small, so that the two run side by side.
 */
import { cp, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCacheFile } from '../../src/build/buildCache.ts';
import { hashTree, makeTempDir, removeDir, runSitegen, sitegenRoot } from './runSitegen.ts';
import { stageDetail, stagePages } from './stageLines.ts';

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

  // Over 20 s (68 s in a full run): this repository's site, 200-odd pages in three languages, built five ways that
  // must write the same bytes; a smaller site would not have the versions, languages and widgets whose caching is
  // tested.
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

  // 19.6-22.4 s in the last two full runs: this repository's site, about 200 pages, built with the cache after the edit
  // and again without it, to compare the two outputs byte for byte.
  it('renders only what an edit affects, and the result is what a build without the cache writes', async () => {
    const doc = path.join(siteDir, 'docs', 'faq.md');
    const before = await readFile(doc, 'utf8');
    await writeFile(doc, `${before}\nOne more answer, added by the build cache test.\n`);
    // The search files by name, with their inodes: those the edit does not change are taken from the last output, not
    // written again.
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
      // Names with the hash of their contents: the edited page's records and the shards of its new words change, most
      // do not.
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

  // Over 20 s (31 s in a full run): a corrupt cache renders every page, twice here, once for each kind of corruption.
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

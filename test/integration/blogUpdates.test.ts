/**
 * The blog as an author edits it: `serve --watch` shows drafts (docs and
 * posts, as Docusaurus's dev server does) and, when a post is saved,
 * renders again only that post and the lists that show what changed; a
 * `build` after it leaves the drafts out. The build cache keys posts as it
 * keys docs: a rebuild after one post is edited renders only the pages that
 * show it, and writes what a build without the cache writes.
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, stop, watchSite, type Watching } from './httpHelpers.ts';
import { hashTree, removeDir, runSitegen, startSitegen, writeSite, type RunResult } from './runSitegen.ts';

const config =
  "import { defineConfig } from 'sitegen-docs/config';\nexport default defineConfig({ title: 'Posts', url: 'https://example.com', blog: { postsPerPage: 10, onUntruncatedBlogPosts: 'ignore' } });\n";

// A code block after the marker: an edited post takes its unchanged blocks from its last tree (the rebuilds below
// compare their bytes with a build without the cache).
const post = (title: string, tags: string, summary: string) =>
  `---\ntitle: ${title}\nauthors: ada\ntags: [${tags}]\n---\n\n${summary}\n\n<!-- truncate -->\n\n## Details\n\nThe rest of ${title}.\n\n\`\`\`js\nconst title = '${title}';\n\`\`\`\n`;

const site: Record<string, string> = {
  'sitegen.config.ts': config,
  'docs/intro.md': '---\ntitle: Intro\n---\n\nRead [the news](../blog/2024-01-10-first.md).\n',
  'docs/wip.md': '---\ntitle: Work in progress\ndraft: true\n---\n\nNot ready.\n',
  'blog/authors.yml': 'ada:\n  name: Ada\n',
  'blog/2024-01-10-first.md': post('First', 'news', 'The first summary.'),
  'blog/2024-02-10-second.md': post('Second', 'news, release', 'The second summary.'),
  'blog/2024-03-10-third.md': post('Third', 'release', 'The third summary.'),
  'blog/2024-04-10-draft.md': '---\ntitle: Coming soon\ndraft: true\n---\n\nNot ready either.\n',
  // Summaries that are not cut from their post's tree (src/blog/summaryTree.ts): one with footnotes, one in MDX.
  'blog/2024-05-10-notes.md':
    '---\ntitle: Notes\nauthors: ada\ntags: [notes]\n---\n\nThe notes summary.[^1]\n\n<!-- truncate -->\n\nThe rest of the notes.\n\n[^1]: A footnote.\n',
  'blog/2024-06-10-mdx.mdx':
    '---\ntitle: In MDX\nauthors: ada\ntags: [notes]\n---\n\nThe MDX summary, {1 + 1} times.\n\n{/* truncate */}\n\nThe rest in MDX.\n',
};

/** The pages a stage line counts (`✓ renderPages … 3 pages`). */
const stagePages = (run: RunResult, stage: string) =>
  Number(new RegExp(`✓ ${stage} +\\S+ m?s {2}(\\d+) pages?\\b`).exec(run.stdout)?.[1]);

describe('a blog under serve --watch', { timeout: 90_000 }, () => {
  let root: string;
  let siteDir: string;
  let child: ChildProcess;
  let port: number;
  let events: Watching['events'];

  beforeAll(async () => {
    ({ root, siteDir } = await writeSite(site));
    ({ child, port, events } = await watchSite(() =>
      startSitegen(['serve', 'site', '--watch', '--port', '0'], { cwd: root }),
    ));
  }, 60_000);

  afterAll(async () => {
    events?.close();
    await stop(child);
    await removeDir(root);
  });

  it("shows draft posts and docs, listed and in the sidebar, as Docusaurus's dev server does", async () => {
    expect((await get(port, '/blog/2024/04/10/draft')).body).toContain('Not ready either.');
    expect((await get(port, '/blog')).body).toContain('>Coming soon</a>');
    const wip = await get(port, '/docs/wip');
    expect(wip.status).toBe(200);
    expect(wip.body).toContain('Not ready.');
    expect((await get(port, '/docs/intro')).body).toContain('>Work in progress<');
  });

  it('renders again only the post whose body changed after its summary', async () => {
    const file = path.join(siteDir, 'blog/2024-02-10-second.md');
    // Eight words more: its reading time changes, the minute the lists show does not.
    const edited = 'The rest of Second, edited with eight words more than before.';
    await writeFile(file, (await readFile(file, 'utf8')).replace('The rest of Second.', edited));
    const reload = await events.next('reload');
    expect(reload.data).toEqual({ paths: ['/blog/2024/02/10/second'], all: false });
    expect((await get(port, '/blog/2024/02/10/second')).body).toContain(edited);
  });

  it('renders again the post and the lists that show its summary, and no doc', async () => {
    const file = path.join(siteDir, 'blog/2024-02-10-second.md');
    await writeFile(
      file,
      (await readFile(file, 'utf8')).replace('The second summary.', 'The second summary, rewritten.'),
    );
    const reload = await events.next('reload');
    expect((reload.data as { paths: string[] }).paths.sort()).toEqual([
      '/blog',
      '/blog/2024/02/10/second',
      '/blog/tags/news',
      '/blog/tags/release',
    ]);
    expect((await get(port, '/blog')).body).toContain('The second summary, rewritten.');
    expect((await get(port, '/blog/tags/news')).body).toContain('The second summary, rewritten.');
  });

  it("renders again every page that shows an author when the authors file renames them, the posts' pages too", async () => {
    await writeFile(path.join(siteDir, 'blog/authors.yml'), 'ada:\n  name: Ada Lovelace\n');
    const reload = await events.next('reload');
    const { paths, all } = reload.data as { paths: string[]; all: boolean };
    expect(all).toBe(false);
    expect(paths).toEqual(expect.arrayContaining(['/blog', '/blog/2024/01/10/first', '/blog/2024/06/10/mdx']));
    expect(paths).not.toContain('/docs/intro');
    expect((await get(port, '/blog/2024/01/10/first')).body).toContain('Ada Lovelace');
  });

  it('leaves the drafts out of a build made after it, which does not take the watched output as its own', async () => {
    const built = await runSitegen(['build', 'site'], { cwd: root, timeoutMs: 60_000 });
    expect(built.code, built.stderr).toBe(0);
    expect(built.stdout).not.toContain('Nothing changed');
    const out = path.join(siteDir, 'build');
    expect(existsSync(path.join(out, 'blog/2024/04/10/draft.html'))).toBe(false);
    expect(existsSync(path.join(out, 'docs/wip.html'))).toBe(false);
    expect(await readFile(path.join(out, 'blog.html'), 'utf8')).not.toContain('Coming soon');
    expect(await readFile(path.join(out, 'docs/intro.html'), 'utf8')).not.toContain('Work in progress');
  });
});

// Its two tests took 25.7 and 30.0 s in a full run (both cores busy): each builds the blog several ways, with the
// cache, without it and in two workers, cold and after an edit, and compares the outputs byte for byte.
describe('a blog and the build cache', { timeout: 120_000 }, () => {
  let root: string;
  let siteDir: string;
  beforeAll(async () => {
    ({ root, siteDir } = await writeSite(site));
  });
  afterAll(() => removeDir(root));
  const build = async (out: string, ...flags: string[]) => {
    const run = await runSitegen(['build', 'site', '--out', path.join(root, out), ...flags], {
      cwd: root,
      timeoutMs: 60_000,
    });
    expect(run.code, run.stderr).toBe(0);
    return run;
  };

  it('renders again only the edited post (and the lists showing its summary), and writes what a build without the cache writes', async () => {
    const first = await build('cached');
    const pages = stagePages(first, 'renderPages');
    const file = path.join(siteDir, 'blog/2024-03-10-third.md');
    await writeFile(file, (await readFile(file, 'utf8')).replace('The rest of Third.', 'The rest of Third, edited.'));
    const edited = await build('cached');
    expect(edited.stdout).not.toContain('The build cache was ignored');
    // The other posts and summaries are taken from the build cache, not even from the compile cache.
    expect(edited.stdout).toMatch(/✓ compileBlogs +\S+ m?s {2}5 posts\n/);
    expect(stagePages(edited, 'renderPages')).toBe(1);
    expect(stagePages(edited, 'keepUnchanged')).toBe(pages - 1);
    await writeFile(
      file,
      (await readFile(file, 'utf8')).replace('The third summary.', 'The third summary, rewritten.'),
    );
    const summary = await build('cached');
    // The post, the blog's index, its tag's page, the author's list is no page (no `page: true`): 3.
    expect(stagePages(summary, 'renderPages')).toBe(3);
    // Its tags, which its summary in the index shows: the index renders again, though its posts' texts did not change.
    await writeFile(file, (await readFile(file, 'utf8')).replace('tags: [release]', 'tags: [news]'));
    await build('cached');
    expect(await readFile(path.join(root, 'cached/blog.html'), 'utf8')).toContain('/blog/tags/news');
    await build('fresh', '--no-cache');
    expect(await hashTree(path.join(root, 'cached'))).toEqual(await hashTree(path.join(root, 'fresh')));
    expect(await readFile(path.join(root, 'cached/blog/rss.xml'), 'utf8')).toContain('The rest of Third, edited.');
  });

  it("renders the archive and the post's neighbour again when its title changes, though the sidebar does not show it", async () => {
    // The archive's data is made only if it renders: its key holds each post's title, address and date.
    const oneInSidebar = await writeSite({
      ...site,
      'sitegen.config.ts': config.replace('postsPerPage: 10', 'postsPerPage: 10, sidebarCount: 1'),
    });
    try {
      const run = (out: string, ...flags: string[]) =>
        runSitegen(['build', 'site', '--out', path.join(oneInSidebar.root, out), ...flags], {
          cwd: oneInSidebar.root,
          timeoutMs: 60_000,
        });
      expect((await run('cached')).code).toBe(0);
      const file = path.join(oneInSidebar.siteDir, 'blog/2024-01-10-first.md');
      await writeFile(file, (await readFile(file, 'utf8')).replace('title: First', 'title: First, renamed'));
      expect((await run('cached')).code).toBe(0);
      const archive = await readFile(path.join(oneInSidebar.root, 'cached/blog/archive.html'), 'utf8');
      expect(archive).toContain('First, renamed');
      // Its newer neighbour links to it by its title, though nothing of that post changed.
      const second = await readFile(path.join(oneInSidebar.root, 'cached/blog/2024/02/10/second.html'), 'utf8');
      expect(second).toContain('First, renamed');
    } finally {
      await removeDir(oneInSidebar.root);
    }
  });

  it("writes the same pages and feeds when the build's workers compile and render the posts, cold and after an edit", async () => {
    // The workers render each post they compiled; the posts taken from the build cache are compiled again by one of
    // them.
    await build('pooled', '--workers', '2');
    await build('single', '--no-cache');
    expect(await hashTree(path.join(root, 'pooled'))).toEqual(await hashTree(path.join(root, 'single')));
    const file = path.join(siteDir, 'blog/2024-01-10-first.md');
    await writeFile(
      file,
      (await readFile(file, 'utf8')).replace('The first summary.', 'The first summary, rewritten.'),
    );
    const edited = await build('pooled', '--workers', '2');
    expect(stagePages(edited, 'renderPages')).toBe(3);
    await build('single', '--no-cache');
    expect(await hashTree(path.join(root, 'pooled'))).toEqual(await hashTree(path.join(root, 'single')));
    expect(await readFile(path.join(root, 'pooled/blog/tags/news.html'), 'utf8')).toContain(
      'The first summary, rewritten.',
    );
    const notes = await readFile(path.join(root, 'pooled/blog/tags/notes.html'), 'utf8');
    expect(notes).toMatch(/The MDX summary, (<!-- -->)?2(<!-- -->)? times\./);
    expect(notes).toContain('The notes summary.');
    expect(notes).not.toContain('The rest');
  });
});

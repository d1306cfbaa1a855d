/**
 * The blog, built from a site's `blog/` folder as Docusaurus builds it: posts
 * in each file layout, with dates from names and front matter, authors by key
 * and written out, tags, summaries cut at the truncate marker, drafts left
 * out, unlisted posts built but listed nowhere; the index in pages, tag,
 * author and archive pages; RSS, Atom and JSON feeds checked against their
 * specifications; links between posts and docs validated both ways; and its
 * mistakes reported at their place.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  atomProblems,
  childOf,
  childrenOf,
  jsonFeedProblems,
  readXml,
  rssProblems,
  atomNs,
} from '../support/feedSpecs.ts';
import { runSitegen, throwawaySites } from './runSitegen.ts';

const sites = throwawaySites();
afterAll(() => sites.cleanup());

const config = (blog: string) =>
  `import { defineConfig } from 'sitegen-docs/config';\nexport default defineConfig({ title: 'Dino', url: 'https://example.com', favicon: 'img/favicon.ico', blog: ${blog} });\n`;

const blogSite: Record<string, string | null> = {
  'sitegen.config.ts': config(
    "{ postsPerPage: 2, feed: { type: 'all', copyright: '© Dino' }, onUntruncatedBlogPosts: 'ignore', editUrl: 'https://github.com/dino/site/edit/main' }",
  ),
  'docs/intro.md':
    '---\ntitle: Intro\n---\n\nSee [the first post](../blog/2024-01-15-hello.md) and [the release](../blog/2024/02/10/release.md#whats-new).\n',
  'blog/authors.yml':
    'ada:\n  name: Ada Lovelace\n  title: Engineer\n  url: https://example.com/ada\n  image_url: /img/ada.png\n  page: true\n  socials:\n    github: ada\nrex:\n  name: Rex\n',
  'blog/tags.yml': 'release:\n  label: Release\n  description: New versions.\nnews:\n  label: News\n',
  'blog/2024-01-15-hello.md':
    '---\nauthors: [ada, rex]\ntags: [news]\n---\n\n# Hello, world\n\nThe first post, beside [the intro](../docs/intro.md).\n\n<!-- truncate -->\n\n## More\n\nThe rest, with a [link to the docs](/docs/intro).\n',
  'blog/2024/02/10/release.md':
    "---\ntitle: Version 2 & more\nauthors: ada\ntags: [release, news]\ndescription: What version 2 brings.\n---\n\nShort summary.\n\n<!-- truncate -->\n\n## What's new\n\nEverything <b>bold</b>.\n",
  'blog/2024-03-01-pictures/index.mdx':
    '---\ntitle: Pictures\nauthors:\n  name: Guest\n  url: https://example.com/guest\nslug: /pictures\n---\n\nHere is {1 + 1} picture:\n\n![A dino](./dino.png)\n\n{/* truncate */}\n\nMore pictures later.\n',
  'blog/2024-03-01-pictures/dino.png': 'PNG bytes\n',
  'blog/2024-04-01-secret.md': '---\ntitle: Secret\nunlisted: true\n---\n\nNot listed.\n',
  'blog/2024-05-01-draft.md': '---\ntitle: Draft\ndraft: true\n---\n\nNot built.\n',
  'blog/_notes.md': 'Not a post.\n',
};

describe('a blog', { timeout: 120_000 }, () => {
  let run: Awaited<ReturnType<typeof sites.build>>;
  const read = (file: string) => readFile(path.join(run.outDir, file), 'utf8');
  beforeAll(async () => {
    run = await sites.build(blogSite);
  });

  it('builds every page of the blog, and nothing of drafts or private files', async () => {
    expect(run.code, run.stderr).toBe(0);
    const files = (await readdir(path.join(run.outDir, 'blog'), { recursive: true }))
      .map((file) => file.split(path.sep).join('/'))
      .sort();
    expect(files.filter((file) => file.endsWith('.html'))).toEqual([
      '2024/01/15/hello.html',
      '2024/02/10/release.html',
      '2024/04/01/secret.html',
      'archive.html',
      'authors.html',
      'authors/ada.html',
      'page/2.html',
      'pictures.html',
      'tags.html',
      'tags/news.html',
      'tags/release.html',
    ]);
    expect(files.filter((file) => !file.endsWith('.html') && /\.(xml|json)$/.test(file))).toEqual([
      'atom.xml',
      'feed.json',
      'rss.xml',
    ]);
    expect(await read('blog.html')).toContain(
      '<h2 class="sg-blog-post__title"><a href="/blog/pictures">Pictures</a></h2>',
    );
    expect(await read('blog/pictures.html')).toContain('<h1 class="sg-blog-post__title">Pictures</h1>');
  });

  it('shows a post with its header, the content without its title line, tags, edit link and the newer and older posts', async () => {
    const html = await read('blog/2024/02/10/release.html');
    expect(html).toContain('<title>Version 2 &amp; more | Dino</title>');
    expect(html).toContain('<h1 class="sg-blog-post__title">Version 2 &amp; more</h1>');
    expect(html).toContain('<time dateTime="2024-02-10T00:00:00.000Z">February 10, 2024</time> · <!-- -->One min read');
    expect(html).toContain('<a href="/blog/authors/ada">Ada Lovelace</a>');
    expect(html).toContain('<h2 id="whats-new" class="sg-heading">');
    expect(html).toContain('href="https://github.com/dino/site/edit/main/blog/2024/02/10/release.md"');
    expect(html).toContain('<a class="sg-tag" href="/blog/tags/release" rel="tag">Release</a>');
    expect(html).toContain('Newer post</span><span class="sg-pagination__title">« <!-- -->Pictures</span>');
    expect(html).toContain('Older post</span><span class="sg-pagination__title">Hello, world<!-- --> »</span>');
    // The first post's title came from its heading, which is not shown twice.
    const first = await read('blog/2024/01/15/hello.html');
    expect(first.match(/Hello, world<\/h1>/g)).toHaveLength(1);
  });

  it("writes each post's article meta, its BlogPosting and every page's feed links", async () => {
    const html = await read('blog/2024/02/10/release.html');
    expect(html).toContain('<meta property="og:type" content="article">');
    expect(html).toContain('<meta property="article:published_time" content="2024-02-10T00:00:00.000Z">');
    expect(html).toContain('<meta property="article:tag" content="Release">');
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? '{}') as Record<
      string,
      unknown
    >;
    expect(jsonLd).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Version 2 & more',
      datePublished: '2024-02-10T00:00:00.000Z',
      author: [{ '@type': 'Person', name: 'Ada Lovelace', url: 'https://example.com/ada' }],
    });
    for (const page of ['docs/intro.html', 'blog.html']) {
      const text = await read(page);
      expect(text).toContain(
        '<link rel="alternate" type="application/rss+xml" title="Dino Blog RSS Feed" href="https://example.com/blog/rss.xml">',
      );
      expect(text).toContain(
        '<link rel="alternate" type="application/atom+xml" title="Dino Blog Atom Feed" href="https://example.com/blog/atom.xml">',
      );
      expect(text).toContain('type="application/feed+json"');
    }
  });

  it('lists the listed posts in pages of postsPerPage, newest first, each cut at its marker', async () => {
    const first = await read('blog.html');
    const titles = (html: string) =>
      [...html.matchAll(/<h2 class="sg-blog-post__title"><a href="([^"]+)">/g)].map((m) => m[1]);
    expect(titles(first)).toEqual(['/blog/pictures', '/blog/2024/02/10/release']);
    expect(first).toContain('Here is <!-- -->2<!-- --> picture');
    expect(first).not.toContain('More pictures later.');
    expect(first).not.toContain('Everything');
    expect(first).toContain(
      '<a class="sg-blog-post__read-more" href="/blog/pictures" aria-label="Read more about Pictures"><b>Read more</b></a>',
    );
    expect(first).toContain('href="/blog/page/2" rel="next"');
    const second = await read('blog/page/2.html');
    expect(titles(second)).toEqual(['/blog/2024/01/15/hello']);
    // A Markdown summary is the post's start, written as the post's page writes it, its links resolved from the post.
    const summary = '<p>The first post, beside <a href="/docs/intro">the intro</a>.</p>';
    expect(second).toContain(`<div class="sg-markdown">${summary}</div>`);
    expect(await read('blog/2024/01/15/hello.html')).toContain(summary);
    // The recent posts beside the page, the unlisted one left out.
    expect(first).toContain('<p class="sg-blog-sidebar__title">Recent posts</p>');
    // Under their year, as Docusaurus groups them.
    expect(first).toContain(
      '<div role="group" aria-labelledby="sg-blog-year-2024"><p class="sg-blog-sidebar__year" id="sg-blog-year-2024">2024</p>',
    );
    expect(first).not.toContain('/blog/2024/04/01/secret');
  });

  it('builds the unlisted post, says so on it, and leaves it out of lists, feeds, sitemap and search', async () => {
    const secret = await read('blog/2024/04/01/secret.html');
    expect(secret).toContain('<meta name="robots" content="noindex">');
    for (const file of ['blog.html', 'blog/archive.html', 'blog/rss.xml', 'sitemap.xml', 'search-documents.json']) {
      expect(await read(file), file).not.toContain('secret');
    }
  });

  it('lists each listed post in the sitemap with its date', async () => {
    const sitemap = await read('sitemap.xml');
    expect(sitemap).toContain(
      '<url><loc>https://example.com/blog/2024/02/10/release</loc><lastmod>2024-02-10</lastmod></url>',
    );
    expect(sitemap).toContain('<url><loc>https://example.com/blog</loc></url>');
  });

  it('has tag, author and archive pages', async () => {
    const news = await read('blog/tags/news.html');
    expect(news).toContain('<h1>2 posts tagged with &quot;News&quot;</h1>');
    const release = await read('blog/tags/release.html');
    expect(release).toContain('<h1>One post tagged with &quot;Release&quot;</h1>');
    expect(release).toContain('<p>New versions.</p>');
    const tags = await read('blog/tags.html');
    expect(tags).toContain('<a class="sg-tag" href="/blog/tags/news">News<span class="sg-tag__count">2');
    const ada = await read('blog/authors/ada.html');
    expect(ada).toContain('<title>Ada Lovelace - 2 posts | Dino</title>');
    expect(await read('blog/authors.html')).toContain('Ada Lovelace');
    const archive = await read('blog/archive.html');
    expect(archive).toContain('<h2 id="archive-2024">2024</h2>');
    // As Docusaurus lists them: the newest year first, the oldest post of a year first.
    expect([...archive.matchAll(/<li><a href="([^"]+)">/g)].map((m) => m[1])).toEqual([
      '/blog/2024/01/15/hello',
      '/blog/2024/02/10/release',
      '/blog/pictures',
    ]);
  });

  it('writes RSS 2.0, Atom 1.0 and JSON Feed 1.1 that their specifications accept, with whole posts and absolute addresses', async () => {
    const rss = readXml(await read('blog/rss.xml'));
    expect(rssProblems(rss)).toEqual([]);
    const channel = childOf(rss, '', 'channel');
    expect(childOf(channel!, '', 'title')?.text).toBe('Dino Blog');
    expect(childOf(channel!, '', 'copyright')?.text).toBe('© Dino');
    const items = childrenOf(channel!, '', 'item');
    expect(items.map((item) => childOf(item, '', 'link')?.text)).toEqual([
      'https://example.com/blog/pictures',
      'https://example.com/blog/2024/02/10/release',
      'https://example.com/blog/2024/01/15/hello',
    ]);
    // A post's description, else its first paragraph (as its page's description: an MDX expression as written).
    expect(items.map((item) => childOf(item, '', 'description')?.text)).toEqual([
      'Here is 1 + 1 picture:',
      'What version 2 brings.',
      'The first post, beside the intro.',
    ]);
    const content = childOf(items[0]!, 'http://purl.org/rss/1.0/modules/content/', 'encoded')?.text ?? '';
    expect(content).toContain('More pictures later.');
    expect(content).toMatch(/src="https:\/\/example\.com\/assets\/[^"]+\.png"/);
    const atom = readXml(await read('blog/atom.xml'));
    expect(atomProblems(atom)).toEqual([]);
    expect(childrenOf(atom, atomNs, 'entry')).toHaveLength(3);
    const json = JSON.parse(await read('blog/feed.json')) as { items: { url: string; content_html: string }[] };
    expect(jsonFeedProblems(json)).toEqual([]);
    expect(json.items[2]?.content_html).toContain('href="https://example.com/docs/intro"');
  });
});

describe('blog mistakes', { timeout: 120_000 }, () => {
  it('an unknown author key is an error at the key, with the closest known one', async () => {
    const run = await sites.build({
      'sitegen.config.ts': config('{}'),
      'blog/authors.yml': 'ada:\n  name: Ada\n',
      'blog/2024-01-15-hello.md': '---\nauthors: [adda]\n---\n\nHello.\n',
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      [
        'site/blog/2024-01-15-hello.md:2:11 error UnknownBlogAuthor',
        '  The author "adda" is not in authors.yml.',
        '    1 | ---',
        '  > 2 | authors: [adda]',
        '      |           ^',
        '    3 | ---',
        '  hint: Did you mean "ada"?',
      ].join('\n'),
    );
    // Every post without a marker is said to be so, as Docusaurus says it.
    expect(run.stderr).toContain(
      "site/blog/2024-01-15-hello.md warning UntruncatedBlogPost\n  The post has no truncate marker: the blog's list pages show it whole.",
    );
  });

  it('a broken link in a post is found as in a doc, at its place', async () => {
    const run = await sites.build({
      'sitegen.config.ts': config("{ onUntruncatedBlogPosts: 'ignore' }"),
      'blog/2024-01-15-hello.md': '# Hello\n\nSee [nowhere](./missing.md).\n',
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('site/blog/2024-01-15-hello.md:3:5 error BrokenLink');
  });

  it('a post that is a link leading out of the site is LinkOutsideSite, and is not read', async () => {
    const { root } = await sites.write({
      'sitegen.config.ts': config("{ onUntruncatedBlogPosts: 'ignore' }"),
      'docs/intro.md': '# Intro\n',
    });
    await writeFile(path.join(root, 'secret.md'), "# Secret\n\nNot the site's.\n");
    await mkdir(path.join(root, 'site/blog'), { recursive: true });
    await symlink(path.join(root, 'secret.md'), path.join(root, 'site/blog/2024-01-15-leak.md'));
    const run = await runSitegen(['build', 'site', '--out', 'out'], { cwd: root });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('site/blog/2024-01-15-leak.md error LinkOutsideSite');
    expect(existsSync(path.join(root, 'out'))).toBe(false);
  });

  it('a post at the route of a doc is DuplicateRoute naming both', async () => {
    const run = await sites.build({
      'sitegen.config.ts': config("{ routeBasePath: 'docs' }"),
      'docs/welcome.md': '# Welcome\n',
      'blog/welcome.md': '---\ntitle: Welcome\ndate: 2024-01-01\n---\n\nHi.\n',
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('error DuplicateRoute');
    expect(run.stderr).toContain('/docs/welcome');
  });

  it('blog: false builds none of it, and a site without posts has no blog pages', async () => {
    const off = await sites.build({
      'sitegen.config.ts': config('false'),
      'docs/intro.md': '# Intro\n',
      'blog/2024-01-15-hello.md': '# Hello\n\nHi.\n',
    });
    expect(off.code, off.stderr).toBe(0);
    expect(await readdir(off.outDir)).not.toContain('blog');
    const empty = await sites.build({ 'sitegen.config.ts': config('{}'), 'docs/intro.md': '# Intro\n' });
    expect(empty.code, empty.stderr).toBe(0);
    expect(await readdir(empty.outDir)).not.toContain('blog.html');
  });
});

describe("a post's dates from git", { timeout: 60_000 }, () => {
  const run = promisify(execFile);
  const git = (cwd: string, args: string[], date: string) =>
    run(
      'git',
      ['-c', 'user.name=Ada Lovelace', '-c', 'user.email=ada@example.com', '-c', 'commit.gpgsign=false', ...args],
      {
        cwd,
        env: { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date },
      },
    );
  const footer = (html: string) => /<footer class="sg-doc-footer">.*?<\/footer>/.exec(html)?.[0];

  it("shows the post's last commit, or its front matter's last_update, as a doc's footer shows it, when the blog asks", async () => {
    const { root } = await sites.write({
      'sitegen.config.ts': config(
        "{ showLastUpdateTime: true, showLastUpdateAuthor: true, onUntruncatedBlogPosts: 'ignore' }",
      ),
      'docs/intro.md': '# Intro\n',
      'blog/2024-01-15-hello.md': '---\ntitle: Hello\n---\n\nHi.\n',
      'blog/2024-02-15-later.md': '---\ntitle: Later\nlast_update:\n  date: 2024-06-01\n  author: Rex\n---\n\nLater.\n',
      'blog/welcome.md': '---\ntitle: Welcome\n---\n\nNo date in its name or front matter.\n',
    });
    await run('git', ['init', '-q'], { cwd: root });
    await git(root, ['add', '-A'], '2024-03-02T10:00:00Z');
    await git(root, ['commit', '-qm', 'first'], '2024-03-02T10:00:00Z');
    expect(await runSitegen(['build', 'site', '--out', 'out', '--quiet'], { cwd: root })).toEqual({
      code: 0,
      stdout: '',
      stderr: '',
    });
    const page = (file: string) => readFile(path.join(root, 'out', file), 'utf8');
    expect(footer(await page('blog/2024/01/15/hello.html'))).toContain(
      '<p class="sg-doc-footer__updated">Last updated<!-- --> on <time dateTime="2024-03-02T10:00:00.000Z">Mar 2, 2024</time> by <span class="sg-doc-footer__author">Ada Lovelace</span></p>',
    );
    // Front matter wins over git, field by field.
    expect(footer(await page('blog/2024/02/15/later.html'))).toContain(
      '<time dateTime="2024-06-01T00:00:00.000Z">Jun 1, 2024</time> by <span class="sg-doc-footer__author">Rex</span>',
    );
    // The lists show no update.
    expect(await page('blog.html')).not.toContain('Last updated');
    // A post without a date in its name or front matter is dated by its first commit, as Docusaurus dates it.
    expect(await page('blog/welcome.html')).toContain('<time dateTime="2024-03-02T10:00:00.000Z">March 2, 2024</time>');
  });

  it('shows none by default, as Docusaurus', async () => {
    const built = await sites.build({
      'sitegen.config.ts': config("{ onUntruncatedBlogPosts: 'ignore' }"),
      'docs/intro.md': '# Intro\n',
      'blog/2024-02-15-later.md': '---\ntitle: Later\nlast_update:\n  date: 2024-06-01\n---\n\nLater.\n',
    });
    expect(built.code, built.stderr).toBe(0);
    expect(await readFile(path.join(built.outDir, 'blog/2024/02/15/later.html'), 'utf8')).not.toContain('Last updated');
  });
});

/**
 * A blog's pages from its posts (src/blog/blogPages.ts): posts newest first
 * with their newer and older listed post, the index in pages, tags and
 * authors with their counts, unlisted posts in no list, a blog at the root.
 */
import { describe, expect, it } from 'vitest';
import { resolveBlog } from '../../../src/config/blogConfig.ts';
import { blogPages, blogRoute } from '../../../src/blog/blogPages.ts';
import type { BlogPost, LoadedBlog } from '../../../src/blog/loadBlog.ts';
import type { BlogAuthor } from '../../../src/blog/authorsFile.ts';

function post(route: string, date: string, extra: Partial<BlogPost> = {}): BlogPost {
  return {
    file: `/site/blog${route}.md`,
    relativePath: `${route.slice(1)}.md`,
    source: '',
    body: '',
    bodyLineOffset: 0,
    truncated: false,
    mdx: false,
    frontMatter: {},
    route,
    date: new Date(date),
    title: route,
    sidebarLabel: route,
    description: undefined,
    authors: [],
    tags: [],
    readingTime: 1,
    unlisted: false,
    ...extra,
  };
}

function blog(posts: BlogPost[], settings: Parameters<typeof resolveBlog>[0] = {}): LoadedBlog {
  return {
    blog: resolveBlog(settings, 'default'),
    dir: '/site/blog',
    posts,
    authorsFile: undefined,
    tagsFile: undefined,
    problems: [],
    postProblems: new Map(),
    undated: new Set(),
  };
}

describe('blogPages', () => {
  const ada = { key: 'ada', name: 'Ada', socials: {}, page: { permalink: '/blog/authors/ada' } };
  const news = { label: 'News', permalink: '/news' };
  const posts = [
    post('/blog/c', '2024-03-01', { tags: [news], authors: [ada] }),
    post('/blog/secret', '2024-02-15', { unlisted: true, tags: [news] }),
    post('/blog/b', '2024-02-01', { tags: [news, { label: 'News again', permalink: '/news' }], authors: [ada] }),
    post('/blog/a', '2024-01-01'),
  ];

  it('links each listed post to the newer and older listed post; an unlisted post to none', () => {
    const pages = blogPages(blog(posts));
    expect(pages.posts.map((page) => [page.route, page.newer?.route, page.older?.route])).toEqual([
      ['/blog/c', undefined, '/blog/b'],
      ['/blog/secret', undefined, undefined],
      ['/blog/b', '/blog/c', '/blog/a'],
      ['/blog/a', '/blog/b', undefined],
    ]);
  });

  it('lists the listed posts in pages, with the newer and older page of each', () => {
    const lists = blogPages(blog(posts, { postsPerPage: 2 })).lists.filter((list) => list.kind === 'blogList');
    expect(
      lists.map((list) => [list.route, list.posts.map((p) => p.route), list.newer, list.older, list.page, list.pages]),
    ).toEqual([
      ['/blog', ['/blog/c', '/blog/b'], undefined, '/blog/page/2', 1, 2],
      ['/blog/page/2', ['/blog/a'], '/blog', undefined, 2, 2],
    ]);
  });

  it("counts a tag once per post, whatever labels share its permalink, and an author's listed posts", () => {
    const pages = blogPages(blog(posts));
    expect(pages.tags).toEqual({
      route: '/blog/tags',
      tags: [{ label: 'News', permalink: '/news', route: '/blog/tags/news', count: 2 }],
    });
    expect(
      pages.lists.filter((list) => list.kind === 'blogTag').map((list) => [list.route, list.posts.map((p) => p.route)]),
    ).toEqual([['/blog/tags/news', ['/blog/c', '/blog/b']]]);
    expect(pages.authors).toBeUndefined();
    const withFile = blogPages({
      ...blog(posts),
      authorsFile: {
        file: '/site/blog/authors.yml',
        authors: new Map<string, BlogAuthor>([
          ['rex', { key: 'rex', name: 'Rex', socials: {} }],
          ['ada', ada],
        ]),
      },
    });
    // Every author of the file, in its order, with their listed posts; a page of posts for those with `page`.
    expect(withFile.authors?.authors.map((author) => [author.key, author.page?.permalink, author.count])).toEqual([
      ['rex', undefined, 0],
      ['ada', '/blog/authors/ada', 2],
    ]);
    expect(
      withFile.lists
        .filter((list) => list.kind === 'blogAuthor')
        .map((list) => [list.route, list.posts.map((p) => p.route)]),
    ).toEqual([['/blog/authors/ada', ['/blog/c', '/blog/b']]]);
    expect(pages.archive?.posts.map((p) => p.route)).toEqual(['/blog/c', '/blog/b', '/blog/a']);
    expect(pages.sidebar.posts.map((p) => p.route)).toEqual(['/blog/c', '/blog/b', '/blog/a']);
  });

  it('leaves out the archive with archiveBasePath: null, and the sidebar with sidebarCount: 0', () => {
    const pages = blogPages(blog(posts, { archiveBasePath: null, sidebarCount: 0 }));
    expect(pages.archive).toBeUndefined();
    expect(pages.sidebar.posts).toEqual([]);
  });

  it("joins routes at the site's root and inside a blog", () => {
    expect(blogRoute('/', 'tags')).toBe('/tags');
    expect(blogRoute('/', '')).toBe('/');
    expect(blogRoute('/blog', '/tags/', 'page', '2')).toBe('/blog/tags/page/2');
  });
});

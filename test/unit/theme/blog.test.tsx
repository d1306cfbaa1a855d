/**
 * The blog's parts in the theme: the archive in Docusaurus's order and shape, the classes a Docusaurus
 * website's blog pages carry on `<html>`, authors with their social profiles, and the arrows of the
 * newer/older links (one each, in either skin).
 */
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BlogLayout, blogHtmlClassName } from '../../../theme/blog/BlogLayout.tsx';
import { archiveOrder, BlogArchivePage } from '../../../theme/blog/BlogPages.tsx';
import { BlogAuthors, BlogListPaginator } from '../../../theme/blog/BlogParts.tsx';
import {
  PageHeadContext,
  SiteContext,
  type PageHead,
  type SiteContextValue,
  type ThemeConfig,
} from '../../../theme/context.ts';
import type { BlogPageData, PageData } from '../../../theme/data/siteData.ts';
import { Pagination } from '../../../theme/layout/DocChrome.tsx';

const archive: NonNullable<BlogPageData['archive']> = [
  {
    year: '2026',
    posts: [
      { title: 'Three', href: '/blog/three', date: '2026-06-27T00:00:00.000Z', formattedDate: 'June 27, 2026' },
      { title: 'Two', href: '/blog/two', date: '2026-01-14T00:00:00.000Z', formattedDate: 'January 14, 2026' },
    ],
  },
  {
    year: '2025',
    posts: [{ title: 'One', href: '/blog/one', date: '2025-02-09T00:00:00.000Z', formattedDate: 'February 9, 2025' }],
  },
];

function site(classic: boolean, page: Partial<PageData> = {}): SiteContextValue {
  return {
    config: { classic, basePath: '/' } as ThemeConfig,
    page: {
      kind: 'blogArchive',
      route: '/blog/archive',
      href: '/blog/archive',
      title: 'Archive',
      description: '',
      blog: { title: 'Blog', href: '/blog', archive },
      ...page,
    },
    sidebars: {},
  };
}

function render(element: ReactElement, classic: boolean, page?: Partial<PageData>, head?: PageHead): string {
  return renderToStaticMarkup(
    <PageHeadContext.Provider value={head ?? null}>
      <SiteContext.Provider value={site(classic, page)}>{element}</SiteContext.Provider>
    </PageHeadContext.Provider>,
  );
}

describe('the archive', () => {
  it('lists the newest year first and, in each year, the oldest post first, as Docusaurus does', () => {
    expect(archiveOrder(archive).map((year) => [year.year, year.posts.map((post) => post.title)])).toEqual([
      ['2026', ['Two', 'Three']],
      ['2025', ['One']],
    ]);
  });

  it('on a Docusaurus website, is a hero, then a column of Infima\'s grid a year, each post "Month day - Title"', () => {
    const html = render(<BlogArchivePage />, true);
    expect(html).toContain(
      '<header class="hero hero--primary"><div class="container"><h1 class="hero__title">Archive</h1><p class="hero__subtitle">Archive</p></div></header>',
    );
    expect(html).toContain(
      '<main><section class="margin-vert--lg"><div class="container"><div class="row"><div class="col col--4 margin-vert--lg"><h3 id="2026" class="anchor sg-heading">2026',
    );
    expect(html).toContain(
      '<li><a href="/blog/two"><time dateTime="2026-01-14T00:00:00.000Z">January 14</time> - Two</a></li><li><a href="/blog/three">',
    );
  });

  it('in sitegen\'s skin, is a heading and the years, each post "Month day – Title"', () => {
    const html = render(<BlogArchivePage />, false);
    expect(html).not.toContain('hero');
    expect(html).toContain(
      '<h2 id="archive-2026">2026</h2><ul><li><a href="/blog/two"><time dateTime="2026-01-14T00:00:00.000Z">January 14</time> – Two</a></li>',
    );
  });
});

describe('the classes of a blog page on <html>', () => {
  it.each([
    ['blogPost', 'blog-wrapper blog-post-page plugin-blog plugin-id-default'],
    ['blogList', 'blog-wrapper blog-list-page plugin-blog plugin-id-default'],
    ['blogTags', 'blog-wrapper blog-tags-list-page plugin-blog plugin-id-default'],
    ['blogTag', 'blog-wrapper blog-tags-post-list-page plugin-blog plugin-id-default'],
    ['blogAuthors', 'blog-wrapper blog-authors-list-page plugin-blog plugin-id-default'],
    ['blogAuthor', 'blog-wrapper blog-authors-posts-page plugin-blog plugin-id-default'],
    ['blogArchive', 'plugin-blog plugin-id-default'],
  ] as const)('%s: %s', (kind, expected) => {
    expect(blogHtmlClassName(kind)).toBe(expected);
  });

  it("are the blog's own id's, and are told to the page's head on a Docusaurus website only", () => {
    expect(blogHtmlClassName('blogList', 'changelog')).toBe(
      'blog-wrapper blog-list-page plugin-blog plugin-id-changelog',
    );
    const blog: BlogPageData = { title: 'Blog', href: '/blog' };
    const page = { kind: 'blogList' as const, route: '/blog', href: '/blog', blog };
    const classicHead: PageHead = { tags: [] };
    render(<BlogLayout blog={blog} contentHtml="" content={null} />, true, page, classicHead);
    expect(classicHead.htmlClassName).toBe('blog-wrapper blog-list-page plugin-blog plugin-id-default');
    const ownHead: PageHead = { tags: [] };
    render(<BlogLayout blog={blog} contentHtml="" content={null} />, false, page, ownHead);
    expect(ownHead.htmlClassName).toBeUndefined();
  });

  it("on a Docusaurus website, lays a list out in Infima's container: recent posts col--3, the page col--7", () => {
    const blog: BlogPageData = {
      title: 'Blog',
      href: '/blog',
      sidebar: { title: 'Recent posts', items: [{ title: 'One', href: '/blog/one', year: '2025' }] },
    };
    const html = render(<BlogLayout blog={blog} contentHtml="<p>list</p>" content={null} />, true, {
      kind: 'blogList',
      route: '/blog',
      href: '/blog',
      blog,
    });
    expect(html).toMatch(
      /^<div class="theme-layout-main main-wrapper sg-blog-wrapper"><div class="container margin-vert--lg"><div class="row"><aside class="sg-main-wrapper__sidebar sg-main-wrapper__sidebar--blog col col--3">/,
    );
    expect(html).toContain('<main id="sg-main" class="sg-blog-main col col--7"><div><p>list</p></div></main>');
  });
});

describe("a post's authors", () => {
  const ada = {
    name: 'Ada',
    title: 'Engineer',
    href: '/blog/authors/ada',
    imageURL: '/img/ada.png',
    socials: {
      github: 'https://github.com/ada',
      x: 'https://x.com/ada',
      mastodon: 'https://mastodon.social/@ada',
      email: 'mailto:ada@example.com',
      myspace: 'https://myspace.com/ada',
    },
  };

  it("on a Docusaurus website, are Infima's avatar with their social profiles as icons titled with the platform", () => {
    const html = render(<BlogAuthors authors={[ada]} />, true);
    expect(html).toContain(
      '<div class="sg-blog-authors margin-top--md margin-bottom--sm row"><div class="sg-blog-authors__column col col--12"><div class="sg-blog-author avatar margin-bottom--sm">',
    );
    expect(html).toContain(
      '<a href="/blog/authors/ada" class="avatar__photo-link"><img class="sg-blog-author__image avatar__photo" src="/img/ada.png" alt="Ada"',
    );
    expect(html).toContain(
      '<div class="sg-blog-author__text avatar__intro"><div class="avatar__name"><a href="/blog/authors/ada"><span class="sg-blog-author__name" translate="no">Ada</span></a></div>',
    );
    expect(html).toContain('<small class="sg-blog-author__title avatar__subtitle" title="Engineer">Engineer</small>');
    const socials = [...html.matchAll(/<a class="sg-blog-author__social" href="([^"]+)" title="([^"]+)"/g)].map((m) => [
      m[2],
      m[1],
    ]);
    expect(socials).toEqual([
      ['GitHub', 'https://github.com/ada'],
      ['X', 'https://x.com/ada'],
      ['Mastodon', 'https://mastodon.social/@ada'],
      ['Email', 'mailto:ada@example.com'],
      ['myspace', 'https://myspace.com/ada'],
    ]);
    expect(html).toContain(
      'title="GitHub" aria-label="GitHub" target="_blank" rel="noopener noreferrer"><svg class="sg-blog-author__social-icon"',
    );
    expect(html).toContain('title="Email" aria-label="Email"><svg');
  });

  it("in sitegen's skin, show their social profiles too", () => {
    const html = render(<BlogAuthors authors={[ada]} />, false);
    expect(html).not.toContain('avatar');
    expect(html).toContain(
      '<small class="sg-blog-author__title">Engineer</small><div class="sg-blog-author__socials"><a class="sg-blog-author__social" href="https://github.com/ada" title="GitHub"',
    );
  });

  it('on a Docusaurus website, sit two to a row when there are several', () => {
    expect(render(<BlogAuthors authors={[ada, { name: 'Rex' }]} />, true).match(/col col--6/g)).toHaveLength(2);
  });
});

describe('the newer and older links', () => {
  const arrows = (html: string) => html.match(/[«»]/g)?.length ?? 0;

  it("on a Docusaurus website, leave the arrows to Infima's pagination-nav__label", () => {
    const html = render(
      <Pagination previous={{ label: 'Intro', href: '/docs/intro' }} next={{ label: 'Guide', href: '/docs/guide' }} />,
      true,
    );
    expect(html).toContain('<span class="sg-pagination__title pagination-nav__label">Intro</span>');
    expect(arrows(html)).toBe(0);
    expect(
      arrows(
        render(<BlogListPaginator paginator={{ newer: '/blog', older: '/blog/page/3', page: 2, pages: 3 }} />, true),
      ),
    ).toBe(0);
  });

  it("in sitegen's skin, write one arrow each", () => {
    const html = render(
      <Pagination previous={{ label: 'Intro', href: '/docs/intro' }} next={{ label: 'Guide', href: '/docs/guide' }} />,
      false,
    );
    expect(html).toContain('<span class="sg-pagination__title">« Intro</span>');
    expect(arrows(html)).toBe(2);
    expect(
      arrows(
        render(<BlogListPaginator paginator={{ newer: '/blog', older: '/blog/page/3', page: 2, pages: 3 }} />, false),
      ),
    ).toBe(2);
  });
});

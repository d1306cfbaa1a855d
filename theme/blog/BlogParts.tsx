/**
 * The parts of a blog's pages: the list of recent posts beside them, a post's
 * header (title, date, reading time, authors), a list's paginator and a
 * post's links to the newer and older posts. Plain links and text: they
 * read without JavaScript.
 */
import type { ReactNode } from 'react';
import type { BlogAuthorData, BlogPageData, BlogPostMeta, PaginationLink } from '../data/siteData.ts';
import { useTranslate } from '../i18n/translate.ts';
import { useClassNames } from '../layout/classicClassNames.ts';
import { Pagination } from '../layout/DocChrome.tsx';

type SidebarItem = NonNullable<BlogPageData['sidebar']>['items'][number];

function SidebarList({ items, current }: { items: SidebarItem[]; current: string }) {
  return (
    <ul className="sg-blog-sidebar__list">
      {items.map((item) => (
        <li key={item.href}>
          <a href={item.href} {...(item.href === current ? { 'aria-current': 'page' as const, className: 'sg-blog-sidebar__link sg-blog-sidebar__link--active' } : { className: 'sg-blog-sidebar__link' })}>{item.title}</a>
        </li>
      ))}
    </ul>
  );
}

/** The recent posts, as Docusaurus's blog sidebar lists them: under each year, newest first. */
export function BlogSidebar({ sidebar, current }: { sidebar: NonNullable<BlogPageData['sidebar']>; current: string }) {
  const t = useTranslate();
  const cx = useClassNames();
  const years = new Map<string, SidebarItem[]>();
  for (const item of sidebar.items) years.set(item.year, [...years.get(item.year) ?? [], item]);
  return (
    <nav className={cx('sg-blog-sidebar', 'theme-blog-sidebar')} aria-label={t('theme.blog.sidebar.navAriaLabel')}>
      <p className="sg-blog-sidebar__title">{sidebar.title}</p>
      {[...years].map(([year, items]) => (
        <div key={year} role="group" aria-labelledby={`sg-blog-year-${year}`}>
          <p className="sg-blog-sidebar__year" id={`sg-blog-year-${year}`}>{year}</p>
          <SidebarList items={items} current={current} />
        </div>
      ))}
    </nav>
  );
}

/** One author: picture, name (linked), title. */
function BlogAuthor({ author }: { author: BlogAuthorData }) {
  const name = author.name ?? '';
  const linked = (content: ReactNode) => (author.href ? <a href={author.href}>{content}</a> : content);
  return (
    <div className="sg-blog-author">
      {author.imageURL ? linked(<img className="sg-blog-author__image" src={author.imageURL} alt={name} width={40} height={40} loading="lazy" />) : null}
      {name || author.title ? (
        <div className="sg-blog-author__text">
          {name ? <span className="sg-blog-author__name">{linked(name)}</span> : null}
          {author.title ? <small className="sg-blog-author__title">{author.title}</small> : null}
        </div>
      ) : null}
    </div>
  );
}

export function BlogAuthors({ authors }: { authors: BlogAuthorData[] }) {
  if (authors.length === 0) return null;
  return <div className="sg-blog-authors">{authors.map((author, i) => <BlogAuthor key={`${author.name ?? ''}-${i}`} author={author} />)}</div>;
}

/** Date and reading time, as Docusaurus writes them: "August 26, 2021 · 3 min read". */
export function BlogPostInfo({ post }: { post: BlogPostMeta }) {
  const t = useTranslate();
  return (
    <div className="sg-blog-post__info">
      <time dateTime={post.date}>{post.formattedDate}</time>
      {post.readingTime !== undefined ? <> · {t('theme.blog.post.readingTime.plurals', { count: post.readingTime, readingTime: post.readingTime })}</> : null}
    </div>
  );
}

/** A post's header: on its own page, its title as the page's heading; in a list, as a link to it. */
export function BlogPostHeader({ post, asPageTitle }: { post: BlogPostMeta; asPageTitle: boolean }) {
  return (
    <header className="sg-blog-post__header">
      {asPageTitle
        ? <h1 className="sg-blog-post__title">{post.title}</h1>
        : <h2 className="sg-blog-post__title"><a href={post.href}>{post.title}</a></h2>}
      <BlogPostInfo post={post} />
      <BlogAuthors authors={post.authors} />
    </header>
  );
}

/** The newer and older pages of a list. */
export function BlogListPaginator({ paginator }: { paginator: NonNullable<BlogPageData['paginator']> }) {
  const t = useTranslate();
  const cx = useClassNames();
  if (!paginator.newer && !paginator.older) return null;
  return (
    <nav className={cx('sg-pagination', 'pagination-nav')} aria-label={t('theme.blog.paginator.navAriaLabel')}>
      {paginator.newer ? <a className={cx('sg-pagination__link', 'pagination-nav__link pagination-nav__link--prev')} href={paginator.newer} rel="prev"><span className="sg-pagination__title">« {t('theme.blog.paginator.newerEntries')}</span></a> : <span />}
      {paginator.older ? <a className={cx('sg-pagination__link sg-pagination__link--next', 'pagination-nav__link pagination-nav__link--next')} href={paginator.older} rel="next"><span className="sg-pagination__title">{t('theme.blog.paginator.olderEntries')} »</span></a> : null}
    </nav>
  );
}

/** A post's links to the newer and the older post: the docs' pagination, in the blog's words. */
export function BlogPostPaginator({ newer, older }: { newer?: PaginationLink | undefined; older?: PaginationLink | undefined }) {
  const t = useTranslate();
  if (!newer && !older) return null;
  const labels = { nav: t('theme.blog.post.paginator.navAriaLabel'), previous: t('theme.blog.post.paginator.newerPost'), next: t('theme.blog.post.paginator.olderPost') };
  return <Pagination previous={newer} next={older} labels={labels} />;
}

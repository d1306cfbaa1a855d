/**
 * The parts of a blog's pages: the list of recent posts beside them, a post's
 * header (title, date, reading time, authors and their social profiles), a list's paginator and a
 * post's links to the newer and older posts. Plain links and text: they
 * read without JavaScript.
 */
import type { ReactNode } from 'react';
import type { BlogAuthorData, BlogPageData, BlogPostMeta, PaginationLink } from '../data/siteData.ts';
import { useTranslate } from '../i18n/translate.ts';
import { useClassNames, useIsClassic } from '../layout/classicClassNames.ts';
import { Pagination } from '../layout/DocChrome.tsx';
import { SocialIcon, socialPlatform } from './socialIcons.tsx';

type SidebarItem = NonNullable<BlogPageData['sidebar']>['items'][number];

function SidebarList({ items, current }: { items: SidebarItem[]; current: string }) {
  const cx = useClassNames();
  return (
    <ul className={cx('sg-blog-sidebar__list', 'clean-list')}>
      {items.map((item) => (
        <li key={item.href}>
          <a
            href={item.href}
            {...(item.href === current
              ? { 'aria-current': 'page' as const, className: 'sg-blog-sidebar__link sg-blog-sidebar__link--active' }
              : { className: 'sg-blog-sidebar__link' })}
          >
            {item.title}
          </a>
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
  for (const item of sidebar.items) years.set(item.year, [...(years.get(item.year) ?? []), item]);
  return (
    <nav className={cx('sg-blog-sidebar', 'theme-blog-sidebar')} aria-label={t('theme.blog.sidebar.navAriaLabel')}>
      <p className="sg-blog-sidebar__title">{sidebar.title}</p>
      {[...years].map(([year, items]) => (
        <div key={year} role="group" aria-labelledby={`sg-blog-year-${year}`}>
          <p className="sg-blog-sidebar__year" id={`sg-blog-year-${year}`}>
            {year}
          </p>
          <SidebarList items={items} current={current} />
        </div>
      ))}
    </nav>
  );
}

/** An author's social profiles (`socials` in authors.yml), as icons titled with their platform's name. */
function AuthorSocials({ socials }: { socials: Record<string, string> }) {
  return (
    <div className="sg-blog-author__socials">
      {Object.entries(socials).map(([key, url]) => {
        const platform = socialPlatform(key);
        return (
          <a
            key={key}
            className="sg-blog-author__social"
            href={url}
            title={platform.label}
            aria-label={platform.label}
            {...(/^https?:/.test(url) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            <SocialIcon platform={platform} className="sg-blog-author__social-icon" />
          </a>
        );
      })}
    </div>
  );
}

/**
 * One author: picture, name (linked), title, social profiles. On a Docusaurus website, Infima's avatar as
 * Docusaurus's `BlogAuthor` writes it (`avatar`, `avatar__photo-link`, `avatar__intro`, `avatar__name`), which
 * sites' CSS styles.
 */
function BlogAuthor({ author }: { author: BlogAuthorData }) {
  const classic = useIsClassic();
  const name = author.name ?? '';
  const socials =
    author.socials && Object.keys(author.socials).length > 0 ? <AuthorSocials socials={author.socials} /> : null;
  if (classic) {
    const linked = (content: ReactNode, className?: string) =>
      author.href ? (
        <a href={author.href} className={className}>
          {content}
        </a>
      ) : (
        content
      );
    return (
      <div className="sg-blog-author avatar margin-bottom--sm">
        {author.imageURL
          ? linked(
              <img
                className="sg-blog-author__image avatar__photo"
                src={author.imageURL}
                alt={name}
                width={58}
                height={58}
                loading="lazy"
              />,
              'avatar__photo-link',
            )
          : null}
        {name || author.title ? (
          <div className="sg-blog-author__text avatar__intro">
            <div className="avatar__name">
              {name
                ? linked(
                    <span className="sg-blog-author__name" translate="no">
                      {name}
                    </span>,
                  )
                : null}
            </div>
            {author.title ? (
              <small className="sg-blog-author__title avatar__subtitle" title={author.title}>
                {author.title}
              </small>
            ) : null}
            {socials}
          </div>
        ) : null}
      </div>
    );
  }
  const linked = (content: ReactNode) => (author.href ? <a href={author.href}>{content}</a> : content);
  return (
    <div className="sg-blog-author">
      {author.imageURL
        ? linked(
            <img
              className="sg-blog-author__image"
              src={author.imageURL}
              alt={name}
              width={40}
              height={40}
              loading="lazy"
            />,
          )
        : null}
      {name || author.title ? (
        <div className="sg-blog-author__text">
          {name ? <span className="sg-blog-author__name">{linked(name)}</span> : null}
          {author.title ? <small className="sg-blog-author__title">{author.title}</small> : null}
          {socials}
        </div>
      ) : null}
    </div>
  );
}

/** A post's authors; on a Docusaurus website in Infima's grid, as Docusaurus lays them out (two to a row). */
export function BlogAuthors({ authors }: { authors: BlogAuthorData[] }) {
  const classic = useIsClassic();
  if (authors.length === 0) return null;
  if (!classic)
    return (
      <div className="sg-blog-authors">
        {authors.map((author, i) => (
          <BlogAuthor key={`${author.name ?? ''}-${i}`} author={author} />
        ))}
      </div>
    );
  const imageOnly = authors.every((author) => !author.name);
  const layout = imageOnly ? 'sg-blog-authors--image-only' : 'row';
  const column = imageOnly ? 'sg-blog-authors__image-only' : `col ${authors.length === 1 ? 'col--12' : 'col--6'}`;
  return (
    <div className={`sg-blog-authors margin-top--md margin-bottom--sm ${layout}`}>
      {authors.map((author, i) => (
        <div key={`${author.name ?? ''}-${i}`} className={`sg-blog-authors__column ${column}`}>
          <BlogAuthor author={author} />
        </div>
      ))}
    </div>
  );
}

/** Date and reading time, as Docusaurus writes them: "August 26, 2021 · 3 min read". */
export function BlogPostInfo({ post }: { post: BlogPostMeta }) {
  const t = useTranslate();
  const cx = useClassNames();
  return (
    <div className={cx('sg-blog-post__info', 'margin-vert--md')}>
      <time dateTime={post.date}>{post.formattedDate}</time>
      {post.readingTime !== undefined ? (
        <> · {t('theme.blog.post.readingTime.plurals', { count: post.readingTime, readingTime: post.readingTime })}</>
      ) : null}
    </div>
  );
}

/** A post's header: on its own page, its title as the page's heading; in a list, as a link to it. */
export function BlogPostHeader({ post, asPageTitle }: { post: BlogPostMeta; asPageTitle: boolean }) {
  return (
    <header className="sg-blog-post__header">
      {asPageTitle ? (
        <h1 className="sg-blog-post__title">{post.title}</h1>
      ) : (
        <h2 className="sg-blog-post__title">
          <a href={post.href}>{post.title}</a>
        </h2>
      )}
      <BlogPostInfo post={post} />
      <BlogAuthors authors={post.authors} />
    </header>
  );
}

/** The newer and older pages of a list. */
export function BlogListPaginator({ paginator }: { paginator: NonNullable<BlogPageData['paginator']> }) {
  const t = useTranslate();
  const cx = useClassNames();
  // On a Docusaurus website Infima draws the arrows around `pagination-nav__label`.
  const classic = useIsClassic();
  if (!paginator.newer && !paginator.older) return null;
  const [newer, older] = [t('theme.blog.paginator.newerEntries'), t('theme.blog.paginator.olderEntries')];
  return (
    <nav className={cx('sg-pagination', 'pagination-nav')} aria-label={t('theme.blog.paginator.navAriaLabel')}>
      {paginator.newer ? (
        <a
          className={cx('sg-pagination__link', 'pagination-nav__link pagination-nav__link--prev')}
          href={paginator.newer}
          rel="prev"
        >
          <span className={cx('sg-pagination__title', 'pagination-nav__label')}>
            {classic ? newer : <>« {newer}</>}
          </span>
        </a>
      ) : (
        <span />
      )}
      {paginator.older ? (
        <a
          className={cx(
            'sg-pagination__link sg-pagination__link--next',
            'pagination-nav__link pagination-nav__link--next',
          )}
          href={paginator.older}
          rel="next"
        >
          <span className={cx('sg-pagination__title', 'pagination-nav__label')}>
            {classic ? older : <>{older} »</>}
          </span>
        </a>
      ) : null}
    </nav>
  );
}

/** A post's links to the newer and the older post: the docs' pagination, in the blog's words. */
export function BlogPostPaginator({
  newer,
  older,
}: {
  newer?: PaginationLink | undefined;
  older?: PaginationLink | undefined;
}) {
  const t = useTranslate();
  if (!newer && !older) return null;
  const labels = {
    nav: t('theme.blog.post.paginator.navAriaLabel'),
    previous: t('theme.blog.post.paginator.newerPost'),
    next: t('theme.blog.post.paginator.olderPost'),
  };
  return <Pagination previous={newer} next={older} labels={labels} />;
}

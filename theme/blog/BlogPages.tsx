/**
 * The pages of a blog besides its posts: a list of posts with their summaries
 * (the index and its pages, a tag's, an author's), the archive, every tag,
 * every author. What they list is in the page's data (`page.blog`); a list's
 * summaries, rendered from each post's Markdown, are given as children.
 */
import type { ReactNode } from 'react';
import { useSite } from '../context.ts';
import type { BlogAuthorData, BlogPageData, BlogPostMeta } from '../data/siteData.ts';
import { formatMonthDay, useTranslate, useTranslation } from '../i18n/translate.ts';
import Heading from '../docusaurus/Heading.tsx';
import { useClassNames, useIsClassic } from '../layout/classicClassNames.ts';
import { BlogAuthors, BlogListPaginator, BlogPostHeader } from './BlogParts.tsx';

function useBlog(): BlogPageData {
  const { page } = useSite();
  if (!page.blog) throw new Error(`${page.route} is not a page of a blog`);
  return page.blog;
}

/**
 * A post's summary in a list: React nodes, or the HTML the build wrote from a Markdown summary's tree once for
 * every list that shows it (src/render/blogJobs.ts).
 */
export type PostSummary = ReactNode | { summaryHtml: string };

function isSummaryHtml(summary: PostSummary): summary is { summaryHtml: string } {
  return typeof summary === 'object' && summary !== null && 'summaryHtml' in summary;
}

/**
 * A post in a list: its header, its summary, and "Read more" when the post has more. On a Docusaurus
 * website, as Docusaurus's list shows it: Infima's spacing between posts, the tags and "Read more" in a row.
 */
function BlogListItem({ post, summary }: { post: BlogPostMeta; summary: PostSummary }) {
  const t = useTranslate();
  const cx = useClassNames();
  const classic = useIsClassic();
  const tags = post.tags.length > 0;
  const readMore = (className: string) => (
    <a
      className={className || undefined}
      href={post.href}
      aria-label={t('theme.blog.post.readMoreLabel', { title: post.title })}
    >
      <b>{t('theme.blog.post.readMore')}</b>
    </a>
  );
  return (
    <article className={cx('sg-blog-post sg-blog-post--summary', 'margin-bottom--xl')}>
      <BlogPostHeader post={post} asPageTitle={false} />
      {isSummaryHtml(summary) ? (
        <div
          className={classic ? 'markdown' : 'sg-markdown'}
          dangerouslySetInnerHTML={{ __html: summary.summaryHtml }}
        />
      ) : (
        <div className={classic ? 'markdown' : 'sg-markdown'}>{summary}</div>
      )}
      {tags || post.truncated ? (
        <footer className={cx('sg-blog-post__footer', 'row docusaurus-mt-lg')}>
          {tags ? (
            <div className={cx('sg-doc-footer__tags', `col${post.truncated ? ' col--9' : ''}`)}>
              <b>{t('theme.tags.tagsListLabel')}</b>
              <ul className="sg-tag-list">
                {post.tags.map((tag) => (
                  <li key={tag.href}>
                    <a className="sg-tag" href={tag.href} rel="tag">
                      {tag.label}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {post.truncated ? (
            classic ? (
              <div className={`sg-blog-post__read-more col text--right${tags ? ' col--3' : ''}`}>{readMore('')}</div>
            ) : (
              readMore('sg-blog-post__read-more')
            )
          ) : null}
        </footer>
      ) : null}
    </article>
  );
}

/** The posts of a list page, each with its summary (`summaries`, in the same order), then the paginator. */
export function BlogListPage({ summaries, heading }: { summaries: PostSummary[]; heading?: ReactNode }) {
  const blog = useBlog();
  return (
    <div className="sg-blog-list">
      {/* The index's heading is the blog's title, for screen readers and outlines: the posts' titles follow as h2. */}
      {heading ?? <h1 className="sg-visually-hidden">{blog.title}</h1>}
      {(blog.posts ?? []).map((post, i) => (
        <BlogListItem key={post.href} post={post} summary={summaries[i]} />
      ))}
      {blog.paginator ? <BlogListPaginator paginator={blog.paginator} /> : null}
    </div>
  );
}

/** A tag's posts: its title ("3 posts tagged with "release""), the link to every tag, then the list. */
export function BlogTagPage({ summaries, title }: { summaries: PostSummary[]; title: string }) {
  const blog = useBlog();
  const t = useTranslate();
  const cx = useClassNames();
  const heading = (
    <header className={cx('sg-blog-list__header', 'margin-bottom--xl')}>
      <h1>{title}</h1>
      {blog.tag?.description ? <p>{blog.tag.description}</p> : null}
      {blog.tag ? <a href={blog.tag.allTagsHref}>{t('theme.tags.tagsPageLink')}</a> : null}
    </header>
  );
  return <BlogListPage summaries={summaries} heading={heading} />;
}

/** An author's posts: the author, then the list. */
export function BlogAuthorPage({ summaries }: { summaries: PostSummary[] }) {
  const blog = useBlog();
  const t = useTranslate();
  const cx = useClassNames();
  const author = blog.author;
  const heading = author ? (
    <header className={cx('sg-blog-list__header', 'margin-bottom--xl')}>
      <h1 className="sg-visually-hidden">{author.name}</h1>
      <BlogAuthors authors={[{ ...author, href: author.href }]} />
      {author.allAuthorsHref ? <a href={author.allAuthorsHref}>{t('theme.blog.authorsList.viewAll')}</a> : null}
    </header>
  ) : null;
  return <BlogListPage summaries={summaries} heading={heading} />;
}

type ArchiveYear = NonNullable<BlogPageData['archive']>[number];

/**
 * The archive's years as Docusaurus lists them: the newest year first, and in each year the oldest post
 * first (its `listPostsByYears` puts each post before those it has seen, which are newer).
 */
export function archiveOrder(archive: ArchiveYear[]): ArchiveYear[] {
  return archive.map((year) => ({ year: year.year, posts: [...year.posts].reverse() }));
}

/**
 * Every listed post, by year: "January 14 – Title". On a Docusaurus website, Docusaurus's archive page: a
 * hero, then the years as columns of Infima's grid, each an `h3` (its id the year, as sites link it).
 */
export function BlogArchivePage() {
  const blog = useBlog();
  const t = useTranslate();
  const { locale } = useTranslation();
  const classic = useIsClassic();
  const years = archiveOrder(blog.archive ?? []);
  const title = t('theme.blog.archive.title');
  const description = t('theme.blog.archive.description');
  const list = (year: ArchiveYear, dash: string) => (
    <ul>
      {year.posts.map((post) => (
        <li key={post.href}>
          <a href={post.href}>
            <time dateTime={post.date}>{formatMonthDay(locale, Date.parse(post.date))}</time>
            {` ${dash} ${post.title}`}
          </a>
        </li>
      ))}
    </ul>
  );
  if (classic) {
    return (
      <>
        <header className="hero hero--primary">
          <div className="container">
            <h1 className="hero__title">{title}</h1>
            <p className="hero__subtitle">{description}</p>
          </div>
        </header>
        <main>
          {years.length > 0 ? (
            <section className="margin-vert--lg">
              <div className="container">
                <div className="row">
                  {years.map((year) => (
                    <div key={year.year} className="col col--4 margin-vert--lg">
                      <Heading as="h3" id={year.year}>
                        {year.year}
                      </Heading>
                      {list(year, '-')}
                    </div>
                  ))}
                </div>
              </div>
            </section>
          ) : null}
        </main>
      </>
    );
  }
  return (
    <div className="sg-blog-archive">
      <header className="sg-blog-list__header">
        <h1>{title}</h1>
        <p>{description}</p>
      </header>
      <div className="sg-blog-archive__years">
        {years.map((year) => (
          <section key={year.year} className="sg-blog-archive__year" aria-labelledby={`archive-${year.year}`}>
            <h2 id={`archive-${year.year}`}>{year.year}</h2>
            {list(year, '–')}
          </section>
        ))}
      </div>
    </div>
  );
}

/** Every tag of the blog, with its number of posts. */
export function BlogTagsListPage() {
  const blog = useBlog();
  const t = useTranslate();
  return (
    <div className="sg-blog-tags">
      <h1>{t('theme.tags.tagsPageTitle')}</h1>
      <ul className="sg-tag-list">
        {(blog.tags ?? []).map((tag) => (
          <li key={tag.href}>
            <a className="sg-tag" href={tag.href}>
              {tag.label}
              <span className="sg-tag__count">
                {tag.count}
                <span className="sg-visually-hidden"> {t('theme.blog.post.plurals', { count: tag.count })}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

function AuthorCard({ author }: { author: BlogAuthorData }) {
  const t = useTranslate();
  return (
    <li className="sg-blog-authors-list__item">
      <BlogAuthors authors={[author]} />
      {author.count !== undefined ? (
        <span className="sg-blog-authors-list__count">{t('theme.blog.post.plurals', { count: author.count })}</span>
      ) : null}
    </li>
  );
}

/** Every author of the blog who has a page. */
export function BlogAuthorsPage() {
  const blog = useBlog();
  const t = useTranslate();
  return (
    <div className="sg-blog-authors-list">
      <h1>{t('theme.blog.authorsList.pageTitle')}</h1>
      <ul>
        {(blog.authors ?? []).map((author, i) => (
          <AuthorCard key={`${author.href ?? ''}-${i}`} author={author} />
        ))}
      </ul>
    </div>
  );
}

/**
 * A blog's pages inside the shell: the recent posts beside the page, the page (a post: its header, content,
 * footer and links to the newer and older posts; a list, the tags, the authors), and a post's table of
 * contents. On a Docusaurus website, Docusaurus's blog layout: Infima's centred `container`, a `row` of
 * `col--3` (recent posts), `col--7` (the page) and `col--2` (table of contents); the archive as a page of its
 * own, without the recent posts; and the page's kind in classes on `<html>`, where sites' CSS looks for them.
 */
import { useContext, type ReactNode } from 'react';
import { PageHeadContext, useSite } from '../context.ts';
import type { BlogPageData, PageData } from '../data/siteData.ts';
import { useIsClassic } from '../layout/classicClassNames.ts';
import { useThemeComponent } from '../layout/themeComponents.tsx';
import { UnlistedBanner } from '../layout/UnlistedBanner.tsx';
import { CopyPage } from '../layout/CopyPage.tsx';
import { BlogPostHeader, BlogPostPaginator, BlogSidebar } from './BlogParts.tsx';

const pageClassNames: Partial<Record<PageData['kind'], string>> = {
  blogPost: 'blog-post-page',
  blogList: 'blog-list-page',
  blogTags: 'blog-tags-list-page',
  blogTag: 'blog-tags-post-list-page',
  blogAuthors: 'blog-authors-list-page',
  blogAuthor: 'blog-authors-posts-page',
};

/**
 * The classes Docusaurus's classic theme puts on `<html>` for a page of a blog: `blog-wrapper`, the page's
 * kind, the plugin and its id (`blog-post-page plugin-blog plugin-id-default`). The archive has the plugin's alone.
 */
export function blogHtmlClassName(kind: PageData['kind'], blogId = 'default'): string {
  const page = pageClassNames[kind];
  return `${page ? `blog-wrapper ${page} ` : ''}plugin-blog plugin-id-${blogId}`;
}

/** `contentHtml`: the page's own part, rendered apart; `content`: a post's Markdown in sitegen's skin. */
export function BlogLayout({
  blog,
  contentHtml,
  content,
}: {
  blog: BlogPageData;
  contentHtml: string;
  content: ReactNode;
}) {
  const { page } = useSite();
  const classic = useIsClassic();
  const head = useContext(PageHeadContext);
  const DocFooter = useThemeComponent('DocFooter');
  const TableOfContents = useThemeComponent('TableOfContents');
  if (classic && head)
    head.htmlClassName = [head.htmlClassName, blogHtmlClassName(page.kind, blog.id)].filter(Boolean).join(' ');
  const post = page.kind === 'blogPost' ? blog.post : undefined;
  const toc = post && page.toc && page.toc.length > 0 ? <TableOfContents entries={page.toc} /> : null;
  const paginator = post ? <BlogPostPaginator newer={page.previous} older={page.next} /> : null;
  const main = post ? (
    <article className="sg-blog-post">
      {page.unlisted ? <UnlistedBanner /> : null}
      <CopyPage />
      <BlogPostHeader post={post} asPageTitle />
      {classic ? <div className="markdown" dangerouslySetInnerHTML={{ __html: contentHtml }} /> : content}
      <DocFooter
        {...(post.editUrl ? { editUrl: post.editUrl } : {})}
        {...(post.lastUpdate ? { lastUpdate: post.lastUpdate } : {})}
        {...(post.tags.length ? { tags: post.tags } : {})}
      />
      {classic ? null : paginator}
    </article>
  ) : (
    <div dangerouslySetInnerHTML={{ __html: contentHtml }} />
  );
  if (!classic) {
    return (
      <div className="sg-main-wrapper sg-main-wrapper--blog">
        {blog.sidebar ? (
          <div className="sg-main-wrapper__sidebar sg-main-wrapper__sidebar--blog">
            <BlogSidebar sidebar={blog.sidebar} current={page.href} />
          </div>
        ) : null}
        <main id="sg-main" className="sg-main">
          {main}
        </main>
        {toc ? <div className="sg-main-wrapper__toc">{toc}</div> : null}
      </div>
    );
  }
  // Docusaurus's archive is a page of its own: a hero, then the years (BlogArchivePage).
  if (page.kind === 'blogArchive')
    return (
      <div
        id="sg-main"
        className="theme-layout-main main-wrapper sg-page-wrapper"
        dangerouslySetInnerHTML={{ __html: contentHtml }}
      />
    );
  const sidebar = blog.sidebar && blog.sidebar.items.length > 0 ? blog.sidebar : undefined;
  return (
    <div className="theme-layout-main main-wrapper sg-blog-wrapper">
      <div className="container margin-vert--lg">
        <div className="row">
          {/* Its class is where the mobile menu takes the recent posts from, and where it puts them back. */}
          {sidebar ? (
            <aside className="sg-main-wrapper__sidebar sg-main-wrapper__sidebar--blog col col--3">
              <BlogSidebar sidebar={sidebar} current={page.href} />
            </aside>
          ) : null}
          <main id="sg-main" className={`sg-blog-main col ${sidebar ? 'col--7' : 'col--9 col--offset-1'}`}>
            {main}
            {paginator}
          </main>
          {toc ? <div className="sg-main-wrapper__toc col col--2">{toc}</div> : null}
        </div>
      </div>
    </div>
  );
}

/**
 * The site shell around every page: announcement bar, navbar, then either the
 * docs layout (sidebar, breadcrumbs, content, pagination, table of contents)
 * or a full-width page, then the footer. The page content arrives already
 * rendered as HTML, so the shell and the content render independently.
 */
import { useSite } from '../context.ts';
import { AnnouncementBar } from './AnnouncementBar.tsx';
import { Breadcrumbs, Pagination } from './DocChrome.tsx';
import { DocSidebar } from './DocSidebar.tsx';
import { Footer } from './Footer.tsx';
import { Navbar } from './Navbar.tsx';
import { TableOfContents } from './TableOfContents.tsx';

export function Layout({ contentHtml }: { contentHtml: string }) {
  const { config, page } = useSite();
  const content = <div className="sg-markdown" dangerouslySetInnerHTML={{ __html: contentHtml }} />;
  const isDocs = page.kind === 'doc' || page.kind === 'category';
  return (
    <>
      <a className="sg-skip-link" href="#sg-main">Skip to main content</a>
      <AnnouncementBar />
      <Navbar />
      <div className={`sg-main-wrapper${isDocs ? ' sg-main-wrapper--docs' : ''}`}>
        {isDocs && page.sidebar ? <aside className="sg-main-wrapper__sidebar"><DocSidebar entries={page.sidebar} current={page.href} /></aside> : null}
        <main id="sg-main" className="sg-main">
          {isDocs ? (
            <article className="sg-doc">
              <Breadcrumbs items={page.breadcrumbs ?? []} homeHref={config.basePath} />
              {page.hideTitle ? null : <h1 className="sg-doc__title">{page.title}</h1>}
              {content}
              <Pagination previous={page.previous} next={page.next} />
            </article>
          ) : content}
        </main>
        {isDocs && page.toc && page.toc.length > 0 ? <aside className="sg-main-wrapper__toc"><TableOfContents entries={page.toc} /></aside> : null}
      </div>
      <Footer />
    </>
  );
}

/**
 * The site shell around every page: announcement bar, navbar, then either the
 * docs layout (sidebar, breadcrumbs, content, pagination, table of contents)
 * or a full-width page, then the footer. The page content and the sidebar
 * arrive already rendered as HTML: they render independently of the shell,
 * and the build can cache the sidebar's unchanging parts.
 */
import { useSite } from '../context.ts';
import { useThemeComponent } from './themeComponents.tsx';
import { VersionBadge, VersionBanner } from './VersionBanner.tsx';
import { useTranslate, useTranslateNodes } from '../i18n/translate.ts';
import { useClassNames } from './classicClassNames.ts';
import { BlogLayout } from '../blog/BlogLayout.tsx';
import { UnlistedBanner } from './UnlistedBanner.tsx';
import { CopyPage } from './CopyPage.tsx';

/**
 * `noFooter` and `wrapperClassName`: what a Docusaurus page asked of `@theme/Layout`; `bare`, that it never rendered
 * it. On a Docusaurus
 * website a React page is given as Docusaurus's layout gives it, in its `main-wrapper`, not in sitegen's
 * Markdown column: its `<main>` is its own.
 */
export function Layout({
  contentHtml,
  sidebarHtml,
  noFooter = false,
  wrapperClassName,
  bare = false,
}: {
  contentHtml: string;
  sidebarHtml?: string;
  noFooter?: boolean;
  wrapperClassName?: string | undefined;
  bare?: boolean;
}) {
  const { config, page } = useSite();
  const t = useTranslate();
  // Each part through its slot: the site's own component (`components` in the config), or the theme's.
  const AnnouncementBar = useThemeComponent('AnnouncementBar');
  const Navbar = useThemeComponent('Navbar');
  const Breadcrumbs = useThemeComponent('Breadcrumbs');
  const DocFooter = useThemeComponent('DocFooter');
  const Pagination = useThemeComponent('Pagination');
  const TableOfContents = useThemeComponent('TableOfContents');
  const Footer = useThemeComponent('Footer');
  // An untranslated doc's text is in the default language: said so, for screen readers and translation tools.
  const untranslated = page.untranslated;
  const tNodes = useTranslateNodes();
  const cx = useClassNames();
  const content = (
    <div
      className="sg-markdown"
      {...(untranslated ? { lang: untranslated.htmlLang, dir: untranslated.direction } : {})}
      dangerouslySetInnerHTML={{ __html: contentHtml }}
    />
  );
  const isDocs = page.kind === 'doc' || page.kind === 'category';
  const blog = page.blog;
  const classicPage = config.classic === true && page.kind === 'page';
  // `bare`: a Docusaurus page that does not render `@theme/Layout` (an embed, a redirect) is the page alone.
  if (bare)
    return (
      <div
        id="sg-page"
        data-route={page.route}
        data-kind={page.kind}
        dangerouslySetInnerHTML={{ __html: contentHtml }}
      />
    );
  return (
    <>
      <a className="sg-skip-link" href="#sg-main">
        {t('theme.common.skipToMainContent')}
      </a>
      <AnnouncementBar />
      {/* The region client navigation swaps; the announcement bar stays. */}
      <div
        id="sg-page"
        data-route={page.route}
        data-kind={page.kind}
        {...(page.version
          ? { 'data-docs-version': page.version.name }
          : page.defaultVersion
            ? { 'data-default-version': page.defaultVersion }
            : {})}
      >
        <Navbar />
        {blog ? (
          <BlogLayout blog={blog} contentHtml={contentHtml} content={content} />
        ) : classicPage ? (
          <div
            id="sg-main"
            className={['theme-layout-main main-wrapper sg-page-wrapper', wrapperClassName].filter(Boolean).join(' ')}
            dangerouslySetInnerHTML={{ __html: contentHtml }}
          />
        ) : (
          <div
            className={['sg-main-wrapper', isDocs ? 'sg-main-wrapper--docs' : '', wrapperClassName ?? '']
              .filter(Boolean)
              .join(' ')}
          >
            {isDocs && sidebarHtml ? (
              <div
                className={cx('sg-main-wrapper__sidebar', 'theme-doc-sidebar-container')}
                dangerouslySetInnerHTML={{ __html: sidebarHtml }}
              />
            ) : null}
            <main id="sg-main" className="sg-main">
              {isDocs ? (
                <article className="sg-doc">
                  {page.version ? <VersionBanner version={page.version} /> : null}
                  <CopyPage />
                  <Breadcrumbs items={page.breadcrumbs ?? []} homeHref={config.basePath} />
                  {page.version ? <VersionBadge version={page.version} /> : null}
                  {page.unlisted ? <UnlistedBanner /> : null}
                  {untranslated ? (
                    <aside
                      className="sg-admonition sg-admonition--info sg-untranslated"
                      aria-label={t('sitegen.i18n.untranslatedAriaLabel')}
                    >
                      <p>
                        {tNodes('sitegen.i18n.untranslated', {
                          language: untranslated.current,
                          defaultLanguage: untranslated.language,
                        })}
                      </p>
                    </aside>
                  ) : null}
                  {config.classic === true ? (
                    // Docusaurus renders the title inside the doc's Markdown, and the Markdown's elements as that div's
                    // children, where Infima and the site's CSS style them (`.markdown h1:first-child`, `.markdown >
                    // h2`).
                    <div
                      className="theme-doc-markdown markdown"
                      {...(untranslated ? { lang: untranslated.htmlLang, dir: untranslated.direction } : {})}
                      dangerouslySetInnerHTML={{
                        __html:
                          (page.hideTitle
                            ? ''
                            : `<header><h1 class="sg-doc__title">${escapeText(page.title)}</h1></header>`) +
                          contentHtml,
                      }}
                    />
                  ) : (
                    <>
                      {page.hideTitle ? null : (
                        <h1
                          className="sg-doc__title"
                          {...(untranslated ? { lang: untranslated.htmlLang, dir: untranslated.direction } : {})}
                        >
                          {page.title}
                        </h1>
                      )}
                      {content}
                    </>
                  )}
                  <DocFooter
                    {...(page.editUrl ? { editUrl: page.editUrl } : {})}
                    {...(page.lastUpdate ? { lastUpdate: page.lastUpdate } : {})}
                    {...(page.tags?.length ? { tags: page.tags } : {})}
                  />
                  <Pagination previous={page.previous} next={page.next} />
                </article>
              ) : (
                content
              )}
            </main>
            {isDocs && page.toc && page.toc.length > 0 ? (
              <div className="sg-main-wrapper__toc">
                <TableOfContents entries={page.toc} />
              </div>
            ) : null}
          </div>
        )}
        {noFooter ? null : <Footer />}
      </div>
    </>
  );
}

/** Text for HTML written as a string (the title before the classic theme's Markdown). */
function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * Renders one page to its HTML document: the content on its own (what search
 * indexes and link validation read), then the shell around it. Used by
 * renderPages in the build's own thread and by the build's worker threads
 * (src/build/poolWorker.ts), so both write the same bytes.
 */
import { createElement, Fragment } from 'react';
import { renderToString } from 'react-dom/server';
import type { Root } from 'hast';
import {
  LinkCollectorContext,
  LinkResolverContext,
  SiteContext,
  type PageHead,
  type ThemeConfig,
} from '../../theme/context.ts';
import type { DocusaurusData } from '../../theme/docusaurus/docusaurusContext.ts';
import { setAmbientTranslation } from '../../theme/docusaurus/Translate.tsx';
import type { PageData, SidebarEntry } from '../../theme/data/siteData.ts';
import { DocSidebar } from '../../theme/layout/DocSidebar.tsx';
import { Layout } from '../../theme/layout/Layout.tsx';
import type { ThemeComponents } from '../../theme/layout/themeComponents.tsx';
import type { WidgetRegistry } from '../../theme/widgets/widgetTypes.ts';
import { translate, type Translation } from '../../theme/i18n/translate.ts';
import type { ResolvedConfig } from '../config/defineConfig.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { PageFeature } from '../markdown/pageFeatures.ts';
import { collectIds } from './htmlScan.ts';
import { markdownToReact } from './markdownToReact.ts';
import { markdownHast, renderedHtml } from './markdownHtml.ts';
import { renderedHtmlTree } from '../twins/renderedHtmlTree.ts';
import { pageTwin, type TwinPage } from '../twins/pageTwin.ts';
import { pageContexts, type PageContexts } from './pageContexts.ts';
import { pageDocument } from './pageDocument.ts';
import type { PageContent } from './pageContent.ts';

export { docContent, markdownPageContent, type PageContent } from './pageContent.ts';
import type { TwinSite } from '../twins/twinLinks.ts';
import type { ClientAssets, RenderedPage } from './renderTypes.ts';
import { isSearched, pageSections } from '../search/pageSections.ts';
import type { ArticleHead } from './headTags.ts';
import { absoluteUrls } from '../blog/absoluteUrls.ts';
import { errorMessage } from '../diagnostics/errorMessage.ts';

/** What every page of one build shares. */
export interface RenderEnvironment {
  config: ResolvedConfig;
  themeConfig: ThemeConfig;
  sidebars: Record<string, SidebarEntry[]>;
  widgets: WidgetRegistry;
  assets: ClientAssets;
  /** Sidebar id → address of its whole HTML, for sidebars too large to repeat on every page. */
  sidebarFiles: Record<string, string>;
  /** The site's replacements for parts of the theme. */
  components: Partial<ThemeComponents>;
  /** The theme's strings in the locale being built (src/i18n/themeStrings.ts); English when absent. */
  strings?: Translation;
  /** What a Docusaurus website's components read (`useDocusaurusContext()`, the docs plugin's data). */
  docusaurus?: DocusaurusData;
  /** The blogs' feeds, linked from every page's head. */
  feeds?: { type: string; title: string; href: string }[];
  /** Markdown twins are written (`llms`): what their links need. */
  twinSite?: TwinSite;
}

/** One page to render: its data and what search is told about it. */
export interface PageJob {
  page: PageData;
  /** The file that produced the page. */
  source: string;
  keywords?: string[];
  image?: string;
  /** Every section heading of the page, for search (the table of contents may show fewer). */
  headings?: { id: string; text: string; depth: number }[];
  /** Built-in features of its Markdown that need assets of their own (math, diagrams). */
  features?: PageFeature[];
  /** The page's own stylesheets (what its code imports), after the site's. */
  stylesheets?: string[];
  /** The doc's id, for `useRouteContext` and the docs plugin's hooks. */
  docId?: string;
  /** Its code shows a Monaco editor of its own (a React page hydrated whole): the page needs Monaco's bundle. */
  monaco?: boolean;
  /** A blog post: its article meta and structured data. */
  article?: ArticleHead;
  /**
   * A blog post in its blog's feeds: its absolute address, which its content's addresses are made absolute against
   * (`RenderedPage.feedHtml`).
   */
  feedUrl?: string;
  /**
   * The page gets a Markdown twin (src/twins/): where, what it says of the page, and whether it is a doc of the last
   * version (llms.txt's docs).
   */
  twin?: { path: string; href: string; page: TwinPage; current: boolean };
  /** Where the doc first uses each widget, by name: a warning about one points there. */
  widgetPlaces?: Record<string, { line: number; column: number }>;
}

/**
 * The shell renders around these markers, which are then replaced by the
 * content and the sidebar: ids are read from the small shell and the
 * content only, never from the large sidebar.
 */
const contentMarker = '<!--sg:content-->';
const sidebarMarker = '<!--sg:sidebar-->';

function splice(shell: string, marker: string, html: string): string {
  const at = shell.indexOf(marker);
  return at === -1 ? shell : shell.slice(0, at) + html + shell.slice(at + marker.length);
}

/** A page rendered: its HTML, what the build keeps of it, and its Markdown twin's text when it has one. */
export interface PageRender {
  html: string;
  rendered: RenderedPage;
  twin?: { path: string; text: string };
  /**
   * What is worth saying about the page without failing it: parts its twin could only name (`TwinPlaceholder`, with
   * --verbose).
   */
  warnings?: Diagnostic[];
}

export function renderPage(
  env: RenderEnvironment,
  job: PageJob,
  content: PageContent,
  widgetProps: Record<string, unknown>[] | undefined,
): PageRender {
  const page = pageContexts(env, job, widgetProps);
  // A Docusaurus website's React page: its links are those it renders through Link, as Docusaurus checks them.
  const collector = env.docusaurus && job.page.kind === 'page' && !content.markdown ? new Set<string>() : undefined;
  // `translate()` outside a component reads the language of the page being rendered.
  setAmbientTranslation(page.translation);
  const { renderedTree, contentHtml } = renderContent(env, content, page, collector);
  const placeholders: string[] = [];
  const twin = renderTwin(env, job, () => renderedTree ?? renderedHtmlTree(contentHtml), page, placeholders);
  const sidebarHtml = renderSidebar(env, job, page);
  setAmbientTranslation(undefined);
  // A Docusaurus React page that never rendered `@theme/Layout` has no navbar or footer, as in Docusaurus.
  const bare = collector !== undefined && page.head.layout !== true;
  const shell = renderToString(
    page.wrap(
      createElement(Layout, {
        contentHtml: contentMarker,
        ...(sidebarHtml ? { sidebarHtml: sidebarMarker } : {}),
        noFooter: page.head.noFooter === true,
        wrapperClassName: page.head.wrapperClassName,
        bare,
      }),
    ),
  );
  const ids = collectIds(shell);
  for (const id of collectIds(contentHtml)) ids.add(id);
  // Ids a widget can open without having rendered them (viewer nodes beyond the server budget).
  for (const id of page.anchors) ids.add(id);
  const bodyHtml = splice(splice(shell, contentMarker, contentHtml), sidebarMarker, sidebarHtml ?? '');
  return {
    html: pageDocument(env, job, page, bodyHtml, twin !== undefined),
    rendered: renderedRecord(env, job, content, {
      head: page.head,
      contentHtml,
      ids,
      collector,
      twin,
      islands: page.islands,
    }),
    ...(twin ? { twin } : {}),
    ...(placeholders.length > 0
      ? { warnings: [...new Set(placeholders)].map((name) => twinPlaceholder(job, name)) }
      : {}),
  };
}

/** The page's content as HTML: a Markdown tree written without React but for its widgets, or React's. */
function renderContent(
  env: RenderEnvironment,
  content: PageContent,
  page: PageContexts,
  collector: Set<string> | undefined,
): { renderedTree: Root | undefined; contentHtml: string } {
  const { markdown } = content;
  const renderedTree = markdown
    ? markdownHast(markdown.tree, {
        resolve: markdown.resolve,
        classic: env.themeConfig.classic === true,
        translate: (id, values) => translate(page.outsideIslands, id, values),
        widget: (element) =>
          renderToString(
            page.wrap(
              createElement(
                LinkResolverContext.Provider,
                { value: markdown.resolve },
                markdownToReact({ type: 'root', children: [element] }),
              ),
            ),
          ),
      })
    : undefined;
  if (renderedTree) return { renderedTree, contentHtml: renderedHtml(renderedTree) };
  const element = content.element ?? createElement(Fragment);
  const contentHtml = renderToString(
    page.wrap(collector ? createElement(LinkCollectorContext.Provider, { value: collector }, element) : element),
  );
  return { renderedTree, contentHtml };
}

/** The page's Markdown twin, from the tree its HTML was written from (or that HTML, when React wrote it). */
function renderTwin(
  env: RenderEnvironment,
  job: PageJob,
  content: () => Root,
  page: PageContexts,
  placeholders: string[],
): { path: string; text: string } | undefined {
  if (!job.twin || !env.twinSite) return undefined;
  return {
    path: job.twin.path,
    text: pageTwin({
      content: content(),
      page: job.twin.page,
      site: env.twinSite,
      translate: (id, values) => translate(page.outsideIslands, id, values),
      onPlaceholder: (name) => placeholders.push(name),
    }),
  };
}

/** The docs sidebar, with the site's context: a Docusaurus website's carries Infima's class names. */
function renderSidebar(env: RenderEnvironment, job: PageJob, page: PageContexts): string | undefined {
  const sidebar = job.page.sidebar;
  if (!sidebar) return undefined;
  const lazyFrom = job.page.sidebarId ? env.sidebarFiles[job.page.sidebarId] : undefined;
  return renderToString(
    page.translated(
      createElement(
        SiteContext.Provider,
        { value: page.context },
        createElement(DocSidebar, { entries: sidebar, current: job.page.href, ...(lazyFrom ? { lazyFrom } : {}) }),
      ),
    ),
  );
}

/** What the build keeps of a rendered page: for search, links, feeds, the sitemap, llms.txt and the next build. */
function renderedRecord(
  env: RenderEnvironment,
  job: PageJob,
  content: PageContent,
  made: {
    head: PageHead;
    contentHtml: string;
    ids: Set<string>;
    collector: Set<string> | undefined;
    twin: { path: string; text: string } | undefined;
    islands: ReadonlySet<string>;
  },
): RenderedPage {
  const { head, contentHtml, collector, twin } = made;
  const unbundled = [...made.islands].filter(
    (name) => env.widgets.get(name)?.island !== undefined && env.assets.islands[name] === undefined,
  );
  return {
    ...(unbundled.length > 0 ? { unbundledIslands: unbundled } : {}),
    route: job.page.route,
    kind: job.page.kind,
    title: head.title || job.page.title,
    description: head.description ?? job.page.description,
    // A React page's links are found in its HTML; a post's HTML is its feeds' content.
    ...(job.page.kind === 'page' ? { contentHtml } : {}),
    ...(job.feedUrl !== undefined ? { feedHtml: absoluteUrls(contentHtml, job.feedUrl) } : {}),
    ...(collector ? { collectedLinks: [...collector] } : {}),
    ...(isSearched(job.page) ? { sections: pageSections(contentHtml, job.headings ?? []) } : {}),
    source: job.source,
    links: content.links,
    ids: made.ids,
    ...(job.page.unlisted ? { unlisted: true } : {}),
    ...(job.page.version ? { version: job.page.version.name } : {}),
    ...(job.page.version?.noIndex ? { noindex: true } : {}),
    ...(job.page.kind === 'blogPost' && job.page.blog ? { searchLabel: job.page.blog.title } : {}),
    headings: job.headings ?? [],
    ...(content.assetFiles?.size ? { assetFiles: [...content.assetFiles] } : {}),
    ...(job.article ? { lastmod: (job.article.modifiedTime ?? job.article.publishedTime).slice(0, 10) } : {}),
    ...(twin && job.twin
      ? {
          twin: {
            path: twin.path,
            ...(job.twin.current ? { current: true, ...(env.config.llms.full ? { text: twin.text } : {}) } : {}),
          },
        }
      : {}),
  };
}

/** A part of a page its twin could only name: said with --verbose (`Diagnostic.detail`). */
function twinPlaceholder(job: PageJob, name: string): Diagnostic {
  return {
    code: 'TwinPlaceholder',
    severity: 'warning',
    detail: true,
    file: job.source,
    line: job.widgetPlaces?.[name]?.line ?? 1,
    column: job.widgetPlaces?.[name]?.column ?? 1,
    message:
      `The Markdown twin of ${job.page.route} names "${name}" in a line of its own: it shows nothing without ` +
      `JavaScript, so there is no text to write.`,
    hint:
      'A widget that renders its content on the server is written as that content; one that renders only in the ' +
      'browser (clientOnly) cannot be.',
  };
}

/** A page that threw while rendering, as a diagnostic at its source. */
export function renderFailure(job: PageJob, error: unknown): Diagnostic {
  return {
    code: 'RenderFailed',
    severity: 'error',
    file: job.source,
    line: 1,
    column: 1,
    message: `Rendering ${job.page.route} failed: ${errorMessage(error)}`,
    hint: /window|document|localStorage/.test(String(error))
      ? 'Pages render in Node at build time; use browser APIs only inside effects or event handlers.'
      : 'Fix the error in the component; its stack trace is printed with --verbose.',
    cause: error,
  };
}

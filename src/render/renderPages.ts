/**
 * The renderPages stage: render every route to HTML. The page content renders first, on
 * its own (what search indexes and link validation read), then the shell
 * around it. Each page gets a render key (renderKeys.ts); given the keys of
 * a previous render, pages whose key is unchanged are skipped.
 */
import path from 'node:path';
import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { AnchorCollectorContext, IslandCollectorContext, LinkResolverContext, SiteContext, WidgetPropsContext, WidgetRegistryContext, type SiteContextValue, type ThemeConfig } from '../../theme/context.ts';
import type { WidgetRegistry } from '../../theme/widgets/widgetTypes.ts';
import type { PageData, SidebarEntry } from '../../theme/data/siteData.ts';
import { DocSidebar } from '../../theme/layout/DocSidebar.tsx';
import { Layout } from '../../theme/layout/Layout.tsx';
import { GeneratedIndex } from '../../theme/pages/GeneratedIndex.tsx';
import { NotFound } from '../../theme/pages/NotFound.tsx';
import { SearchPageShell } from '../../theme/pages/SearchPageShell.tsx';
import { renderDocument } from '../../templates/document.ts';
import type { ResolvedConfig } from '../config/defineConfig.ts';
import { DiagnosticBag, isSitegenError } from '../diagnostics/diagnostic.ts';
import { hrefFor } from '../routes/outputPath.ts';
import type { CategoryPage, DocNavigation } from '../sidebars/buildSidebars.ts';
import { headTags } from './headTags.ts';
import { collectIds } from './htmlScan.ts';
import { linkResolver, markdownToReact, resolvePageLinks } from './markdownToReact.ts';
import type { ClientAssets, DocEntry, PageEntry, RenderedPage } from './renderTypes.ts';
import { identityVersion, renderKey } from './renderKeys.ts';
import { buildToc } from './toc.ts';
import { createSchemaLoader, prepareWidgetProps } from './widgetProps.ts';

export interface RenderPagesOptions {
  config: ResolvedConfig;
  themeConfig: ThemeConfig;
  docs: DocEntry[];
  pages: PageEntry[];
  categoryPages: CategoryPage[];
  sidebars: Map<string, SidebarEntry[]>;
  navigation: Map<string, DocNavigation>;
  docRouteByFile: ReadonlyMap<string, string>;
  /** The widgets directives may name (the theme's and any added by the build). */
  widgets: WidgetRegistry;
  siteDir: string;
  /** Files beside docs that their links point to. */
  assetFor: (file: string) => string | undefined;
  /** Whether a path is a page, for trailing slashes on links. */
  isRoute: (route: string) => boolean;
  assets: ClientAssets;
  /** The first doc of the docs, linked from the 404 page. */
  docsHref: string | undefined;
  /** Receives each page's HTML as soon as it is rendered. */
  writePage: (route: string, html: string) => Promise<void>;
  onProgress?: (done: number, total: number) => void;
  /**
   * What every page depends on besides its own inputs (the route table, the
   * theme config, the client assets, files read by widgets): a change
   * renders every page again.
   */
  keyBase?: string;
  /** The keys of the previous render: pages whose key is unchanged are not rendered again. */
  previousKeys?: ReadonlyMap<string, string>;
}

export interface RenderResult {
  /** The pages rendered this time (every page, without `previousKeys`). */
  rendered: RenderedPage[];
  /** Every page's route and render key, rendered this time or not. */
  keys: Map<string, string>;
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

interface RenderJob {
  page: PageData;
  /** What the page's own HTML depends on, beside its sidebar and `keyBase`. */
  key: string;
  source: string;
  content: () => { element: ReactElement; links: RenderedPage['links'] };
  keywords?: string[];
  image?: string;
  /** Every section heading of the page, for search (the table of contents may show fewer). */
  headings?: { id: string; text: string; depth: number }[];
}

/** A page's data without its sidebar, which is keyed once per sidebar. */
const pageDataKey = (page: PageData) => JSON.stringify({ ...page, sidebar: undefined });

export async function renderPages(options: RenderPagesOptions): Promise<RenderResult> {
  const { config, themeConfig, assets } = options;
  const href = (route: string) => hrefFor(route, config.basePath, config.trailingSlash);
  const sidebars = Object.fromEntries(options.sidebars);
  const problems = new DiagnosticBag();
  const jobs: RenderJob[] = [];
  const sidebarKeys = new Map([...options.sidebars].map(([id, entries]) => [id, renderKey(JSON.stringify(entries))]));
  // Widgets and React pages may read any sidebar (a card list of a category, say).
  const allSidebarsKey = renderKey(...sidebarKeys.values());

  for (const doc of options.docs) {
    const nav = options.navigation.get(doc.source.id);
    const fm = doc.source.frontMatter;
    const hasH1 = doc.compiled.firstHeading !== undefined;
    const tocMin = fm.toc_min_heading_level ?? config.docs.toc.min;
    const tocMax = fm.toc_max_heading_level ?? config.docs.toc.max;
    jobs.push({
      source: doc.source.file,
      key: renderKey('doc', identityVersion(doc.compiled), doc.compiled.widgetUses.length > 0 ? allSidebarsKey : '', JSON.stringify(fm)),
      headings: doc.compiled.headings.filter((h) => h.depth >= 2),
      keywords: fm.keywords,
      image: fm.image,
      page: {
        kind: 'doc', route: doc.route, href: doc.href, title: doc.title,
        description: fm.description ?? doc.compiled.firstParagraph ?? '',
        ...(nav ? { sidebarId: nav.sidebarId, sidebar: options.sidebars.get(nav.sidebarId), breadcrumbs: nav.breadcrumbs, previous: nav.previous, next: nav.next } : {}),
        // displayed_sidebar picks the sidebar shown (or none), whatever lists the doc.
        ...(fm.displayed_sidebar !== undefined ? (fm.displayed_sidebar === null
          ? { sidebarId: undefined, sidebar: undefined }
          : { sidebarId: fm.displayed_sidebar, sidebar: options.sidebars.get(fm.displayed_sidebar) }) : {}),
        ...(fm.unlisted ? { unlisted: true } : {}),
        toc: fm.hide_table_of_contents ? [] : buildToc(doc.compiled.headings, tocMin, tocMax),
        hideTitle: hasH1 || fm.hide_title === true,
      },
      content: () => {
        const resolveContext = {
          fromRoute: doc.route, fromFile: doc.source.file, docRouteByFile: options.docRouteByFile,
          basePath: config.basePath, trailingSlash: config.trailingSlash, isRoute: options.isRoute, assetFor: options.assetFor,
        };
        return {
          element: createElement(LinkResolverContext.Provider, { value: linkResolver(resolveContext) }, markdownToReact(doc.compiled.hast)),
          links: resolvePageLinks(doc.compiled.links, resolveContext),
        };
      },
    });
  }
  for (const category of options.categoryPages) {
    const nav = options.navigation.get(category.route);
    jobs.push({
      source: category.source,
      key: renderKey('category', JSON.stringify(category.category), category.description),
      page: {
        kind: 'category', route: category.route, href: category.href, title: category.title, description: category.description,
        sidebarId: category.sidebarId, sidebar: options.sidebars.get(category.sidebarId), category: category.category,
        ...(nav ? { breadcrumbs: nav.breadcrumbs, previous: nav.previous, next: nav.next } : {}),
      },
      content: () => ({ element: createElement(GeneratedIndex, { category: category.category, description: category.description }), links: [] }),
    });
  }
  let hasCustomNotFound = false;
  let hasCustomSearch = false;
  for (const page of options.pages) {
    if (page.route === '/404') hasCustomNotFound = true;
    if (page.route === '/search') hasCustomSearch = true;
    jobs.push({
      source: page.source.file,
      key: renderKey('page', identityVersion(page.component), JSON.stringify(page.meta), allSidebarsKey),
      keywords: page.meta.keywords,
      image: page.meta.image,
      page: {
        kind: page.route === '/404' ? 'notFound' : 'page', route: page.route, href: href(page.route),
        title: page.meta.title ?? config.title, description: page.meta.description ?? config.tagline,
      },
      content: () => ({ element: createElement(page.component), links: [] }),
    });
  }
  if (!hasCustomNotFound) {
    jobs.push({
      source: 'sitegen:404',
      key: renderKey('404', options.docsHref ?? ''),
      page: { kind: 'notFound', route: '/404', href: href('/404'), title: 'Page Not Found', description: 'The page you were looking for does not exist.', ...(options.docsHref ? { docsHref: options.docsHref } : {}) },
      content: () => ({ element: createElement(NotFound, { homeHref: href('/'), ...(options.docsHref ? { docsHref: options.docsHref } : {}) }), links: [] }),
    });
  }

  if (!hasCustomSearch) {
    jobs.push({
      source: 'sitegen:search',
      key: renderKey('search', options.docsHref ?? ''),
      page: { kind: 'search', route: '/search', href: href('/search'), title: 'Search', description: `Search the pages of ${config.title}.` },
      content: () => ({ element: createElement(SearchPageShell, { action: href('/search'), docsHref: options.docsHref }), links: [] }),
    });
  }

  const keys = new Map<string, string>();
  for (const job of jobs) {
    keys.set(job.page.route, renderKey(options.keyBase ?? '', job.key, pageDataKey(job.page), job.page.sidebarId ? sidebarKeys.get(job.page.sidebarId) ?? '' : ''));
  }
  const due = options.previousKeys
    ? jobs.filter((job) => options.previousKeys?.get(job.page.route) !== keys.get(job.page.route))
    : jobs;
  const dueSources = new Set(due.map((job) => job.source));

  // Widgets check their props against the built site first, so a mistake is reported at its directive.
  for (const doc of options.docs) {
    if (!dueSources.has(doc.source.file)) continue;
    for (const use of doc.compiled.widgetUses) {
      const message = options.widgets.get(use.name)?.check?.(use.props, { pageHref: doc.href, sidebars });
      if (message) problems.add({ code: 'InvalidDirective', file: doc.source.file, line: use.line, column: use.column, message });
    }
  }
  // Then props that need files (schema files) are prepared, each file read once.
  const preparedProps = new Map<string, Record<string, unknown>[]>();
  const loadSchema = createSchemaLoader({ siteDir: options.siteDir, mappings: config.schemas.mapUrls.map((m) => ({ prefix: m.prefix, dir: path.resolve(options.siteDir, m.dir) })) });
  for (const doc of options.docs) {
    if (doc.compiled.widgetUses.length === 0 || !dueSources.has(doc.source.file)) continue;
    const prepared = await prepareWidgetProps(doc.source.file, doc.compiled.widgetUses, loadSchema, {
      siteDir: options.siteDir, widgets: options.widgets, mappings: [], staticHref: (relative) => hrefFor(`/${relative}`, config.basePath, false),
      reservedIds: doc.compiled.headings.map((heading) => heading.id),
    });
    prepared.problems.forEach((p) => problems.add(p));
    preparedProps.set(doc.source.file, prepared.props);
  }
  problems.throwIfErrors();

  const rendered: RenderedPage[] = [];
  const htmlAttributes = { 'data-theme': config.colorMode.defaultMode, 'data-base': hrefFor('/', config.basePath, false) };
  for (const [index, job] of due.entries()) {
    const context: SiteContextValue = { config: themeConfig, page: job.page, sidebars };
    const islands = new Set<string>();
    const prepared = preparedProps.get(job.source);
    const widgetProps = prepared ? (use: number) => prepared[use] : null;
    const anchors = new Set<string>();
    const wrap = (element: ReactElement) =>
      createElement(SiteContext.Provider, { value: context },
        createElement(WidgetRegistryContext.Provider, { value: options.widgets },
          createElement(WidgetPropsContext.Provider, { value: widgetProps },
            createElement(AnchorCollectorContext.Provider, { value: anchors },
              createElement(IslandCollectorContext.Provider, { value: islands }, element)))));
    try {
      const { element, links } = job.content();
      const contentHtml = renderToString(wrap(element));
      const sidebar = job.page.sidebar;
      const sidebarHtml = sidebar ? renderToString(createElement(DocSidebar, { entries: sidebar, current: job.page.href })) : undefined;
      const shell = renderToString(wrap(createElement(Layout, { contentHtml: contentMarker, ...(sidebarHtml ? { sidebarHtml: sidebarMarker } : {}) })));
      const ids = collectIds(shell);
      for (const id of collectIds(contentHtml)) ids.add(id);
      // Ids a widget can open without having rendered them (viewer nodes beyond the server budget).
      for (const id of anchors) ids.add(id);
      const bodyHtml = splice(splice(shell, contentMarker, contentHtml), sidebarMarker, sidebarHtml ?? '');
      const islandManifest = Object.fromEntries([...islands].map((name) => [name, assets.islands[name] ?? '']));
      const needsMonaco = [...islands].some((name) => options.widgets.get(name)?.island?.monaco);
      const html = renderDocument({
        lang: 'en', dir: 'ltr', htmlAttributes, bodyHtml, islandManifest, ...(needsMonaco && assets.monaco ? { monaco: assets.monaco } : {}),
        headTags: headTags({
          config, route: job.page.route, kind: job.page.kind, title: job.page.title, description: job.page.description,
          keywords: job.keywords, image: job.image, noindex: job.page.unlisted === true, stylesheets: assets.stylesheets, inlineScript: assets.inlineScript, scripts: islands.size > 0 ? [assets.runtime, assets.hydrator] : [assets.runtime],
        }),
      });
      await options.writePage(job.page.route, html);
      rendered.push({
        route: job.page.route, kind: job.page.kind, title: job.page.title, description: job.page.description,
        contentHtml, source: job.source, links, ids, ...(job.page.unlisted ? { unlisted: true } : {}),
        headings: job.headings ?? [],
      });
    } catch (error) {
      if (isSitegenError(error)) throw error;
      problems.add({
        code: 'RenderFailed', file: job.source, line: 1, column: 1,
        message: `Rendering ${job.page.route} failed: ${error instanceof Error ? error.message : String(error)}`,
        hint: /window|document|localStorage/.test(String(error)) ? 'Pages render in Node at build time; use browser APIs only inside effects or event handlers.' : 'Fix the error in the component; its stack trace is printed with --verbose.',
        cause: error,
      });
    }
    options.onProgress?.(index + 1, due.length);
  }
  problems.throwIfErrors();
  return { rendered, keys };
}

/**
 * The render jobs of the site's other pages (renderPages.ts): its React and Markdown pages (a Docusaurus
 * website's with the props its pages plugin gives), each blog's pages (blogJobs.ts), and the 404 and search
 * pages when the site has none of its own.
 */
import { createElement } from 'react';
import type { PageData } from '../../theme/data/siteData.ts';
import { translate } from '../../theme/i18n/translate.ts';
import { Island } from '../../theme/islands/Island.tsx';
import { NotFoundSlot } from '../../theme/layout/themeComponents.tsx';
import { SearchPageShell } from '../../theme/pages/SearchPageShell.tsx';
import { blogJobs } from './blogJobs.ts';
import { isMdxTree, loadMdx } from './mdxModules.ts';
import { markdownPageContent } from './renderPage.ts';
import type { JobContext, RenderJob } from './renderJobContext.ts';
import { renderKey } from './renderKeys.ts';

/** The site's pages, its blogs', and the 404 and search pages it does not make itself. */
export function siteJobs(context: JobContext): RenderJob[] {
  const jobs = pageJobs(context);
  const routes = new Set(context.options.pages.map((page) => page.route));
  jobs.push(...blogPageJobs(context));
  if (!routes.has('/404')) jobs.push(notFoundJob(context));
  if (!routes.has('/search')) jobs.push(searchJob(context));
  return jobs;
}

/** The site's React pages (`src/pages/`) and Markdown pages. */
function pageJobs({ options, config, href, resolveContextFor, allSidebarsKey }: JobContext): RenderJob[] {
  const jobs: RenderJob[] = [];
  for (const page of options.pages) {
    jobs.push({
      source: page.source.file,
      ...(page.markdown ? { twinnable: 'markdownPage' as const } : {}),
      key: renderKey('page', page.sourceKey, JSON.stringify(page.meta), allSidebarsKey),
      keywords: page.meta.keywords,
      image: page.meta.image,
      page: {
        kind: page.route === '/404' ? 'notFound' : 'page',
        route: page.route,
        href: href(page.route),
        title: page.meta.title ?? config.title,
        description: page.meta.description ?? config.tagline,
        ...options.versionsView?.forOtherPage(),
      },
      ...(options.assets.pageStyles?.[page.id] ? { stylesheets: [options.assets.pageStyles[page.id] as string] } : {}),
      ...(page.usesMonaco ? { monaco: true } : {}),
      content: () => {
        if (page.markdown)
          return markdownPageContent(page.markdown, resolveContextFor({ route: page.route, file: page.source.file }));
        const component = page.component ?? (() => null);
        // On a Docusaurus website a page gets the props its pages plugin gives: the site config (`config`) and its
        // route.
        const props: Record<string, unknown> = options.docusaurus
          ? {
              config: options.docusaurus.siteConfig,
              route: { path: href(page.route), exact: true },
              location: { pathname: href(page.route), search: '', hash: '' },
              match: { path: href(page.route), url: href(page.route), isExact: true, params: {} },
            }
          : {};
        // A page whose code acts in the browser is hydrated whole, as its own island, with the same props.
        const island = `page-${page.id}`;
        const element = options.assets.islands[island]
          ? createElement(Island, { name: island, hydrate: 'load', props, children: createElement(component, props) })
          : createElement(component, props);
        // The images its code imports are copied into the output, as files docs link to are.
        for (const file of page.files) options.assetFor(file);
        return { element, links: [], ...(page.files.length > 0 ? { assetFiles: new Set(page.files) } : {}) };
      },
    });
  }
  return jobs;
}

function blogPageJobs({
  options,
  config,
  themeConfig,
  strings,
  href,
  resolveContextFor,
  partialsCompiler,
}: JobContext) {
  const jobs: RenderJob[] = [];
  for (const blog of options.blogs ?? []) {
    jobs.push(
      ...blogJobs(blog, {
        config,
        strings,
        href,
        resolveContextFor,
        lastUpdates: options.lastUpdates,
        classic: themeConfig.classic === true,
        ...(options.versionsView ? { otherPage: () => options.versionsView?.forOtherPage() ?? {} } : {}),
        loadMdx: async (hast, file) => {
          if (isMdxTree(hast)) await loadMdx(hast, { file, siteDir: options.siteDir, compiler: partialsCompiler() });
        },
        treeOf: async (input) => options.treeOf?.(input),
      }),
    );
  }
  return jobs;
}

function notFoundJob(context: JobContext): RenderJob {
  const { options, strings, href } = context;
  return {
    source: 'sitegen:404',
    key: renderKey('404', options.docsHref ?? ''),
    page: themePage(context, 'notFound', '/404', {
      title: translate(strings, 'theme.NotFound.title'),
      description: translate(strings, 'sitegen.notFound.description'),
      ...(options.docsHref ? { docsHref: options.docsHref } : {}),
    }),
    content: () => ({
      element: createElement(NotFoundSlot, {
        homeHref: href('/'),
        ...(options.docsHref ? { docsHref: options.docsHref } : {}),
      }),
      links: [],
    }),
  };
}

function searchJob(context: JobContext): RenderJob {
  const { options, config, strings, href } = context;
  return {
    source: 'sitegen:search',
    key: renderKey('search', options.docsHref ?? ''),
    page: themePage(context, 'search', '/search', {
      title: translate(strings, 'sitegen.search.pageTitle'),
      description: translate(strings, 'sitegen.search.pageDescription', { siteTitle: config.title }),
    }),
    content: () => ({
      element: createElement(SearchPageShell, { action: href('/search'), docsHref: options.docsHref }),
      links: [],
    }),
  };
}

/** The data of a page the theme makes (the 404 and search pages): `shown`, then the versions menu's part. */
function themePage(
  { options, href }: JobContext,
  kind: PageData['kind'],
  route: string,
  shown: Pick<PageData, 'title' | 'description' | 'docsHref'>,
): PageData {
  const { title, description, ...extra } = shown;
  return { kind, route, href: href(route), title, description, ...extra, ...options.versionsView?.forOtherPage() };
}

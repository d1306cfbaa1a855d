/**
 * The renderPages stage: every route's page data, render key and widget
 * props, then each page rendered (renderPage.ts) and written as soon as it
 * is. Each page gets a render key (renderKeys.ts); given the keys of a
 * previous render, pages whose key is unchanged are skipped. With a pool of
 * worker threads, the docs render in the workers that compiled them and the
 * other pages here, at the same time.
 */
import path from 'node:path';
import { createElement } from 'react';
import { englishTranslation, translate } from '../../theme/i18n/translate.ts';
import type { Breadcrumb, PageData } from '../../theme/data/siteData.ts';
import { GeneratedIndex } from '../../theme/pages/GeneratedIndex.tsx';
import { TagDocListPage, tagPageTitle, TagsListPage } from '../../theme/pages/TagPages.tsx';
import { NotFoundSlot } from '../../theme/layout/themeComponents.tsx';
import { SearchPageShell } from '../../theme/pages/SearchPageShell.tsx';
import { docsInstance } from '../config/defineConfig.ts';
import { createMarkdownCompiler, type MarkdownCompiler } from '../markdown/compileMarkdown.ts';
import { noPlugins } from '../markdown/markdownPlugins.ts';
import { renderWithHighlights } from './codeHighlights.ts';
import { discardPreparedMdx, isMdxTree, loadMdx, mdxBundlesAhead, prepareMdx } from './mdxModules.ts';
import { DiagnosticBag, isSitegenError, type Diagnostic } from '../diagnostics/diagnostic.ts';
import type { ResolveContext } from '../links/resolveHref.ts';
import { featuresOf } from '../markdown/pageFeatures.ts';
import { hrefFor } from '../routes/outputPath.ts';
import {
  docContent,
  markdownPageContent,
  renderFailure,
  renderPage,
  type PageContent,
  type PageJob,
  type RenderEnvironment,
} from './renderPage.ts';
import type { DocEntry, RenderedPage } from './renderTypes.ts';
import { Island } from '../../theme/islands/Island.tsx';
import { renderKey } from './renderKeys.ts';
import { writeSidebarFiles } from './sidebarFiles.ts';
import { createWriteQueue } from '../output/writeQueue.ts';
import { buildToc } from './toc.ts';
import { createSchemaLoader, prepareWidgetProps } from './widgetProps.ts';
import { readBoundary } from '../content/realPathInside.ts';
import { instanceOfVersion, splitVersionKey, versionKey } from '../versions/versionKey.ts';
import { languageName } from '../i18n/locales.ts';
import { runningAs, timeDoc } from '../timeLimit/docClock.ts';
import { blogJobs } from './blogJobs.ts';
import type { RenderPagesOptions, RenderResult } from './renderPagesTypes.ts';
import { attachTwins, type TwinnableKind } from '../twins/twinJobs.ts';

export type { RenderPagesOptions, RenderResult } from './renderPagesTypes.ts';

interface RenderJob extends PageJob {
  /** What the page's own HTML depends on, beside its sidebar and `keyBase`. */
  key: string;
  /** Its page's data as a key, when the job makes one without building the data (a blog's lists: blogJobs.ts). */
  dataKey?: string;
  content: () => PageContent | Promise<PageContent>;
  /**
   * Starts what `content` will wait for, a few pages ahead (bundling an MDX doc's module: mdxModules.ts `prepareMdx`).
   */
  prepare?: () => void;
  /** Set for Markdown docs. */
  doc?: DocEntry;
  /**
   * The text whose compiled tree the page renders, for Markdown docs and blog posts, which a worker thread may render.
   */
  text?: { file: string; body: string; bodyLineOffset: number };
  /** Its content is Markdown, which a twin can be written from (src/twins/twinJobs.ts). */
  twinnable?: TwinnableKind;
}

/**
 * A page's data without its sidebars, each keyed once: the docs' by `sidebarKeys`, a blog's recent posts in its jobs'
 * own keys (blogJobs.ts).
 */
const pageDataKey = (page: PageData) =>
  JSON.stringify({
    ...page,
    sidebar: undefined,
    ...(page.blog?.sidebar ? { blog: { ...page.blog, sidebar: undefined } } : {}),
  });

export async function renderPages(options: RenderPagesOptions): Promise<RenderResult> {
  const { config, themeConfig, assets } = options;
  const strings = options.strings ?? englishTranslation;
  const href = (route: string) => hrefFor(route, config.basePath, config.trailingSlash);
  // `docs.breadcrumbs: false`: none above any doc of those docs (an instance of docsInstances has its own setting).
  const crumbs = (breadcrumbs: Breadcrumb[], version: string | undefined) =>
    docsInstance(config, instanceOfVersion(version)).breadcrumbs ? breadcrumbs : [];
  const sidebars = Object.fromEntries(options.sidebars);
  const problems = new DiagnosticBag();
  const jobs: RenderJob[] = [];
  let partials: MarkdownCompiler | undefined;
  const partialsCompiler = () =>
    (partials ??= createMarkdownCompiler({
      widgets: options.widgets,
      staticDir: path.join(options.siteDir, 'static'),
      plugins: options.markdown?.plugins ?? noPlugins.plugins,
      format: 'mdx',
    }));
  const resolveContextFor = (from: { route: string; file: string }): ResolveContext => ({
    fromRoute: from.route,
    fromFile: from.file,
    docRouteByFile: options.docRouteByFile,
    basePath: config.basePath,
    trailingSlash: config.trailingSlash,
    isRoute: options.isRoute,
    assetFor: options.assetFor,
    ...(options.docsFolders ? { markdownRoots: { folders: options.docsFolders, siteDir: options.siteDir } } : {}),
    ...(options.rootBasePath && options.rootBasePath !== config.basePath ? { rootBasePath: options.rootBasePath } : {}),
  });
  const defaultLanguage = themeConfig.i18n?.locales[0];
  const currentLanguage = themeConfig.i18n?.current;
  // Both languages named as the page's language names them: "traduite en français ; affichée en anglais".
  const untranslatedIn = (): Pick<PageData, 'untranslated'> =>
    defaultLanguage && currentLanguage
      ? {
          untranslated: {
            language: languageName(defaultLanguage.code, currentLanguage),
            current: languageName(currentLanguage, currentLanguage),
            htmlLang: defaultLanguage.htmlLang,
            direction: defaultLanguage.direction,
          },
        }
      : {};
  const tagsOf = (docKey: string): Pick<PageData, 'tags'> => {
    const links = options.tags?.find((versionTags) => versionTags.docTags.has(docKey))?.docTags.get(docKey);
    return links ? { tags: links } : {};
  };
  const sidebarKeys = new Map([...options.sidebars].map(([id, entries]) => [id, renderKey(JSON.stringify(entries))]));
  // Widgets and React pages may read any sidebar (a card list of a category, say).
  const allSidebarsKey = renderKey(...sidebarKeys.values());

  for (const doc of options.docs) {
    const docKey = versionKey(doc.source.version, doc.source.id);
    const nav = options.navigation.get(docKey);
    const fm = doc.source.frontMatter;
    const hasH1 = doc.compiled.firstHeading !== undefined;
    const tocMin = fm.toc_min_heading_level ?? config.docs.toc.min;
    const tocMax = fm.toc_max_heading_level ?? config.docs.toc.max;
    jobs.push({
      doc,
      text: doc.source,
      twinnable: 'doc',
      ...(doc.compiled.widgetUses.length > 0
        ? {
            widgetPlaces: Object.fromEntries(
              [...doc.compiled.widgetUses].reverse().map((use) => [use.name, { line: use.line, column: use.column }]),
            ),
          }
        : {}),
      source: doc.source.file,
      key: renderKey(
        'doc',
        doc.compiled.sourceKey,
        doc.compiled.widgetUses.length > 0 ? allSidebarsKey : '',
        JSON.stringify(fm),
      ),
      headings: doc.compiled.headings.filter((h) => h.depth >= 2),
      features: featuresOf(doc.compiled.widgets),
      keywords: fm.keywords,
      image: fm.image,
      page: {
        kind: 'doc',
        route: doc.route,
        href: doc.href,
        title: doc.title,
        description: fm.description ?? doc.compiled.firstParagraph ?? '',
        ...(nav
          ? {
              sidebarId: nav.sidebarId,
              sidebar: options.sidebars.get(nav.sidebarId),
              breadcrumbs: crumbs(nav.breadcrumbs, doc.source.version),
              previous: nav.previous,
              next: nav.next,
            }
          : {}),
        // displayed_sidebar picks the sidebar shown (or none), whatever lists the doc.
        ...(fm.displayed_sidebar !== undefined
          ? fm.displayed_sidebar === null
            ? { sidebarId: undefined, sidebar: undefined }
            : {
                sidebarId: versionKey(doc.source.version, fm.displayed_sidebar),
                sidebar: options.sidebars.get(versionKey(doc.source.version, fm.displayed_sidebar)),
              }
          : {}),
        ...(fm.unlisted ? { unlisted: true } : {}),
        toc: fm.hide_table_of_contents ? [] : buildToc(doc.compiled.headings, tocMin, tocMax),
        hideTitle: hasH1 || fm.hide_title === true,
        ...options.docFooter?.(doc),
        ...tagsOf(docKey),
        ...(doc.source.untranslated ? untranslatedIn() : {}),
        ...options.versionsView?.forDoc(doc.source),
      },
      // A tree in memory (not one the cache holds, which content reads) has its module bundled while earlier pages
      // render.
      prepare: () => {
        if (doc.compiled.hast && isMdxTree(doc.compiled.hast))
          prepareMdx(doc.compiled.hast, {
            file: doc.source.file,
            siteDir: options.siteDir,
            compiler: partialsCompiler(),
          });
      },
      content: async () => {
        const hast = doc.compiled.hast ?? (await options.treeOf?.(doc.source));
        if (!hast) throw new Error(`${doc.source.relativePath} was compiled in a worker thread, which must render it`);
        if (isMdxTree(hast))
          await loadMdx(hast, { file: doc.source.file, siteDir: options.siteDir, compiler: partialsCompiler() });
        return docContent(hast, doc.compiled.links, resolveContextFor({ route: doc.route, file: doc.source.file }));
      },
    });
  }
  for (const category of options.categoryPages) {
    const nav = options.navigation.get(category.route);
    jobs.push({
      source: category.source,
      key: renderKey('category', JSON.stringify(category.category), category.description),
      page: {
        kind: 'category',
        route: category.route,
        href: category.href,
        title: category.title,
        description: category.description,
        sidebarId: category.sidebarId,
        sidebar: options.sidebars.get(category.sidebarId),
        category: category.category,
        ...(nav
          ? {
              breadcrumbs: crumbs(nav.breadcrumbs, splitVersionKey(category.sidebarId).version),
              previous: nav.previous,
              next: nav.next,
            }
          : {}),
        ...options.versionsView?.forVersionRoute(
          category.sidebarId.includes('\u0000') ? category.sidebarId.split('\u0000')[0] : undefined,
          category.route,
        ),
      },
      content: () => ({
        element: createElement(GeneratedIndex, { category: category.category, description: category.description }),
        links: [],
      }),
    });
  }
  for (const versionTags of options.tags ?? []) {
    const tagsList = versionTags.listPage;
    if (!tagsList) continue;
    const inVersion = (route: string) => options.versionsView?.forVersionRoute(versionTags.version, route);
    jobs.push({
      source: tagsList.source,
      key: renderKey('tags', JSON.stringify(tagsList.tags)),
      page: {
        kind: 'tags',
        route: tagsList.route,
        href: tagsList.href,
        title: translate(strings, 'theme.tags.tagsPageTitle'),
        description: translate(strings, 'sitegen.tags.tagsPageDescription', { siteTitle: config.title }),
        ...inVersion(tagsList.route),
      },
      content: () => ({ element: createElement(TagsListPage, { tags: tagsList.tags }), links: [] }),
    });
    for (const tag of versionTags.pages) {
      const title = tagPageTitle(tag.label, tag.docs.length, strings);
      jobs.push({
        source: tag.source,
        key: renderKey('tag', JSON.stringify(tag)),
        page: {
          kind: 'tag',
          route: tag.route,
          href: tag.href,
          title,
          description: tag.description ?? title,
          ...(tag.unlisted ? { unlisted: true } : {}),
          ...inVersion(tag.route),
        },
        content: () => ({
          element: createElement(TagDocListPage, {
            label: tag.label,
            description: tag.description,
            docs: tag.docs,
            allTagsHref: tagsList.href,
          }),
          links: [],
        }),
      });
    }
  }
  let hasCustomNotFound = false;
  let hasCustomSearch = false;
  for (const page of options.pages) {
    if (page.route === '/404') hasCustomNotFound = true;
    if (page.route === '/search') hasCustomSearch = true;
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
  if (!hasCustomNotFound) {
    jobs.push({
      source: 'sitegen:404',
      key: renderKey('404', options.docsHref ?? ''),
      page: {
        kind: 'notFound',
        route: '/404',
        href: href('/404'),
        title: translate(strings, 'theme.NotFound.title'),
        description: translate(strings, 'sitegen.notFound.description'),
        ...(options.docsHref ? { docsHref: options.docsHref } : {}),
        ...options.versionsView?.forOtherPage(),
      },
      content: () => ({
        element: createElement(NotFoundSlot, {
          homeHref: href('/'),
          ...(options.docsHref ? { docsHref: options.docsHref } : {}),
        }),
        links: [],
      }),
    });
  }

  if (!hasCustomSearch) {
    jobs.push({
      source: 'sitegen:search',
      key: renderKey('search', options.docsHref ?? ''),
      page: {
        kind: 'search',
        route: '/search',
        href: href('/search'),
        title: translate(strings, 'sitegen.search.pageTitle'),
        description: translate(strings, 'sitegen.search.pageDescription', { siteTitle: config.title }),
        ...options.versionsView?.forOtherPage(),
      },
      content: () => ({
        element: createElement(SearchPageShell, { action: href('/search'), docsHref: options.docsHref }),
        links: [],
      }),
    });
  }

  // Markdown twins (llms): each page that gets one is told where, and its render key says so.
  const locales = themeConfig.i18n;
  const twins = attachTwins(config, jobs, {
    ...(locales && locales.locales.length > 1 ? { locale: locales.current } : {}),
    ...(options.staticPaths ? { taken: options.staticPaths } : {}),
  });

  const keys = new Map<string, string>();
  // Every page shows theme strings: other strings, every page again.
  const stringsKey = options.strings ? renderKey(options.strings.locale, JSON.stringify(options.strings.messages)) : '';
  for (const job of jobs) {
    keys.set(
      job.page.route,
      renderKey(
        options.keyBase ?? '',
        stringsKey,
        job.key,
        job.dataKey ?? pageDataKey(job.page),
        job.page.sidebarId ? (sidebarKeys.get(job.page.sidebarId) ?? '') : '',
        job.twin ? `${twins?.key ?? ''}${JSON.stringify(job.twin)}` : '',
      ),
    );
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
      if (message)
        problems.add({ code: 'InvalidDirective', file: doc.source.file, line: use.line, column: use.column, message });
    }
  }
  // Then props that need files (schema files) are prepared, each file read once.
  const preparedProps = new Map<string, Record<string, unknown>[]>();
  const readRoot = readBoundary(options.siteDir, config.readRoot).readRoot;
  const loadSchema = createSchemaLoader({
    siteDir: options.siteDir,
    readRoot,
    maxFileSizeMb: config.limits.maxFileSize,
    mappings: config.schemas.mapUrls.map((m) => ({ prefix: m.prefix, dir: path.resolve(options.siteDir, m.dir) })),
  });
  for (const doc of options.docs) {
    if (doc.compiled.widgetUses.length === 0 || !dueSources.has(doc.source.file)) continue;
    const prepared = await prepareWidgetProps(doc.source.file, doc.compiled.widgetUses, loadSchema, {
      siteDir: options.siteDir,
      readRoot,
      widgets: options.widgets,
      mappings: [],
      staticHref: (relative) => hrefFor(`/${relative}`, config.basePath, false),
      reservedIds: doc.compiled.headings.map((heading) => heading.id),
    });
    prepared.problems.forEach((p) => problems.add(p));
    preparedProps.set(doc.source.file, prepared.props);
  }
  problems.throwIfErrors();

  // A sidebar too large to repeat on every page gets a file of its own, named by its contents.
  const sidebarFiles = await writeSidebarFiles(
    options.sidebars,
    { themeConfig, basePath: config.basePath, title: config.title, strings: options.strings },
    options.writeFile,
  );
  const env: RenderEnvironment = {
    config,
    themeConfig,
    sidebars,
    widgets: options.widgets,
    assets,
    sidebarFiles,
    components: options.components ?? {},
    ...(options.strings ? { strings: options.strings } : {}),
    ...(options.docusaurus ? { docusaurus: options.docusaurus } : {}),
    ...(options.feeds?.length ? { feeds: options.feeds } : {}),
    ...(twins ? { twinSite: twins.site } : {}),
  };
  const byRoute = new Map<string, RenderedPage>();
  const pooled = options.pool ? due.filter((job) => job.text) : [];
  const local = options.pool ? due.filter((job) => !job.text) : due;
  const pooledByFile = new Map(pooled.map((job) => [job.source, job]));
  let done = 0;
  const progress = () => options.onProgress?.(++done, due.length);
  const inWorkers = options.pool?.render(
    pooled.map((job) => ({
      job: {
        page: job.page,
        source: job.source,
        ...(job.keywords ? { keywords: job.keywords } : {}),
        ...(job.image ? { image: job.image } : {}),
        ...(job.headings ? { headings: job.headings } : {}),
        ...(job.features?.length ? { features: job.features } : {}),
        ...(job.article ? { article: job.article } : {}),
        ...(job.feedUrl !== undefined ? { feedUrl: job.feedUrl } : {}),
        ...(job.twin ? { twin: job.twin } : {}),
        ...(job.widgetPlaces ? { widgetPlaces: job.widgetPlaces } : {}),
      },
      file: job.source,
      route: job.page.route,
      ...(preparedProps.has(job.source) ? { widgetProps: preparedProps.get(job.source) } : {}),
    })),
    {
      themeConfig,
      sidebars,
      assets,
      sidebarFiles,
      docRouteByFile: [...options.docRouteByFile],
      ...(options.rootBasePath ? { rootBasePath: options.rootBasePath } : {}),
      ...(options.strings ? { strings: { locale: options.strings.locale, messages: options.strings.messages } } : {}),
      ...(options.docusaurus ? { docusaurus: options.docusaurus } : {}),
      ...(options.feeds?.length ? { feeds: options.feeds } : {}),
      ...(twins ? { twinRoutes: [...twins.site.routes] } : {}),
    },
    progress,
    options.onRendered,
    (file) => {
      const text = pooledByFile.get(file)?.text;
      if (!text) throw new Error(`${file} is not a doc or post of this build`);
      return { file: text.file, body: text.body, bodyLineOffset: text.bodyLineOffset };
    },
  );
  inWorkers?.catch(() => undefined);

  // Each page is written as soon as it is rendered, a few writes at a time, while the next one renders.
  const writes = createWriteQueue();
  for (const job of local.slice(0, mdxBundlesAhead)) job.prepare?.();
  try {
    for (const [index, job] of local.entries()) {
      local[index + mdxBundlesAhead]?.prepare?.();
      try {
        // Under the doc time limit: the page runs the site's code (its MDX, the components it imports).
        const { html, rendered, twin, warnings } = await timeDoc(job.source, 'render', async () => {
          const content = await job.content();
          return renderWithHighlights(() =>
            runningAs(job.source, () => renderPage(env, job, content, preparedProps.get(job.source))),
          );
        });
        await writes.add(() => options.writePage(job.page.route, html));
        if (twin) await writes.add(() => options.writeFile(twin.path, twin.text));
        warnings?.forEach((warning) => problems.add(warning));
        byRoute.set(rendered.route, rendered);
        options.onRendered?.(rendered);
      } catch (error) {
        if (isSitegenError(error)) throw error;
        problems.add(renderFailure(job, error));
      }
      progress();
    }
  } finally {
    discardPreparedMdx();
  }
  await writes.drain();
  if (inWorkers) {
    const fromWorkers = await inWorkers;
    for (const page of fromWorkers.rendered) byRoute.set(page.route, page);
    // In the order of the jobs, as one thread reports them: each worker's come back whenever it is done.
    const order = new Map(pooled.map((job, i) => [job.source, i]));
    const rank = (problem: Diagnostic) => order.get(problem.file ?? '') ?? pooled.length;
    [...fromWorkers.problems].sort((a, b) => rank(a) - rank(b)).forEach((p) => problems.add(p));
    // The files the workers' pages link to, copied into the output like the build's own.
    // In the order of the jobs: the workers' pages arrive in whichever order they were done.
    for (const job of pooled) for (const file of byRoute.get(job.page.route)?.assetFiles ?? []) options.assetFor(file);
  }
  problems.throwIfErrors();
  // In the order of the jobs, wherever each page was rendered.
  const rendered = due
    .map((job) => byRoute.get(job.page.route))
    .filter((page): page is RenderedPage => page !== undefined);
  // Warnings of the props prepared above (duplicate keys in schema files); errors ended the stage there.
  return { rendered, keys, warnings: problems.warnings };
}

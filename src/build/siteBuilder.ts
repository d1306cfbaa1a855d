/**
 * The build pipeline, with what it built kept in memory.
 *
 * `build()` runs every stage into a temporary folder and swaps it in
 * (`sitegen build`, and the first build of `sitegen serve --watch`).
 * `update(files)` rebuilds after files of the site changed: it reads only
 * those files, compiles only the docs that changed, renders only the pages
 * whose render key changed (renderKeys.ts: the page itself, its sidebar,
 * breadcrumbs and neighbours, or anything every page shows), validates every
 * link again and writes the changed files in place; the search index follows.
 *
 * A build or update that fails leaves the output and the kept state as they
 * were, and remembers the files it was given, so the next update reads them
 * again: fixing the file is enough.
 *
 * The config, the theme and the client bundle are read once: a change to
 * them needs a new builder (the watcher restarts its worker).
 */
import { docsInstance } from '../config/defineConfig.ts';
import { isDocusaurusConfigFile } from '../docusaurus/docusaurusConfigFile.ts';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { finishSiteBundles, siteBundlesReport, startClientBundle, startSiteBundles } from '../client/siteBundles.ts';
import { collectContent, docFilePaths, markdownFilesUnder, overlaidFile } from '../content/collectContent.ts';
import { filesWork, textWork, wantsPool, type CompileWork } from './poolPlan.ts';
import { shownDocs } from '../content/shownDocs.ts';
import type { DocSource, SiteContent } from '../content/contentTypes.ts';
import { docusaurusData } from '../render/docusaurusData.ts';
import { createDocFooterData } from '../render/docFooterData.ts';
import { SitegenError, withWarnings, type Diagnostic } from '../diagnostics/diagnostic.ts';
import type { CompiledDoc } from '../markdown/compileMarkdown.ts';
import { createDocAssets } from '../output/docAssets.ts';
import { readBoundary } from '../content/realPathInside.ts';
import { createInPlaceWriter } from '../output/inPlaceWriter.ts';
import { createOutputWriter, type OutputWriter } from '../output/outputWriter.ts';
import { settleAll } from '../output/settleAll.ts';
import { renderKey } from '../render/renderKeys.ts';
import { renderPages } from '../render/renderPages.ts';
import type { RenderedPage } from '../render/renderTypes.ts';
import { outputPathFor } from '../routes/outputPath.ts';
import { searchDocument } from '../search/indexSearch.ts';
import { preparedTerms } from '../search/localIndex.ts';
import { buildVersionSidebars } from '../versions/versionSidebars.ts';
import { currentSidebarsFile } from '../versions/docsVersions.ts';
import { translateBuiltSidebars } from '../i18n/localeTranslations.ts';
import { buildCacheFile, buildFingerprint } from './buildCache.ts';
import { cachedContent } from './cachedDocs.ts';
import { startBuildPool, type BuildPool } from './buildPool.ts';
import { buildRoutes } from './buildRoutes.ts';
import {
  keepUnchanged,
  loadPreviousBuild,
  savePreviousBuild,
  takeCachedDocs,
  takeCachedPosts,
  takenEntries,
  unchangedIndex,
  type PreviousBuild,
} from './previousBuild.ts';
import { checkLinks } from './checkLinks.ts';
import { createSiteIndexer } from './writeSearchFiles.ts';
import { setUpSite } from './siteSetup.ts';
import { mdxIslandReport } from './mdxIslandReport.ts';
import { readChanges } from './readChanges.ts';
import { groupByFile, nextSiteState, type SiteState } from './siteState.ts';
import type { BuildOptions, SiteBuilder, UpdateResult } from './builderTypes.ts';
import { compileContent, createTreeLoader } from './compileContent.ts';
import { configLinks } from './configLinks.ts';
import { commitBuild, commitUpdate } from './commitOutput.ts';
import { renderKeyBase } from './renderKeyBase.ts';
import { idsByInstance, siteNavigation } from './siteNavigation.ts';
import { generatedCollisions } from './staticCollisions.ts';
import { checkRouteCollisions } from './routeCollisions.ts';
import { redirectPages } from '../output/redirectPages.ts';
import { threadDocClock } from '../timeLimit/docClock.ts';
import { addBlogRoutes, blogFeedFiles, blogFeedLinks, blogsReport, prepareBlogs } from './buildBlogs.ts';
import { feedStylesheets } from '../blog/feedStylesheets.ts';
import { sizeText, writeLlmsFiles } from '../twins/llmsFiles.ts';
import { compiledPostKey, type PostReuse } from './compileBlogs.ts';
import type { KnownPost } from '../blog/loadBlog.ts';
import { compiledKey, shareCompiles } from './sharedCompiles.ts';

export type { BuildOptions, BuildResult, SiteBuilder, UpdateResult } from './builderTypes.ts';

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

export async function createSiteBuilder(options: BuildOptions): Promise<SiteBuilder> {
  const { reporter } = options;
  const {
    siteDir,
    outDir,
    localeBuild,
    nested,
    nestedLocale,
    siteConfig,
    configFile,
    inputs: configInputs,
    widgets,
    overrides,
    widgetInputs,
    markdown,
    configWarnings,
    docusaurus,
    siteLoadMs,
    config,
    href,
    versionsRead,
    translations,
    versions,
    docsFolders,
    lastVersion,
    blogFolders,
    lastUpdates,
    layout,
    pageOptions,
    stylesheets,
  } = await setUpSite(options);
  /** Files of the site in the client bundle (stylesheets, islands): the bundle is made once per builder. */
  let bundleInputs: string[] = [];
  /** What the client bundle tolerated (imports of names a module lacks), reported with every build of this builder. */
  let bundleWarnings: Diagnostic[] | undefined;
  let state: SiteState | undefined;
  /** The search index of the last update, still being written: the next update waits for it. */
  let indexing: Promise<void> = Promise.resolve();
  /** Files of updates that failed: read again by the next one. */
  const pending = new Set<string>();

  /** The stages after reading: compile, routes, sidebars, render, links, search; then the writes. */
  /** The warnings of a run's stages so far, printed with its errors if a later stage fails. */
  let runWarnings: Diagnostic[] = [];
  const failedWith = (error: unknown) => withWarnings(error, [...configWarnings, ...runWarnings]);

  /** Static files not copied because a page goes at their path (a Docusaurus website's), as warnings. */
  let staticWarnings: Diagnostic[] = [];

  async function run(
    content: SiteContent,
    previous: SiteState | undefined,
    reuse: (doc: DocSource) => CompiledDoc | undefined,
    pages: SiteState['pages'] | undefined,
    externalVersion: number,
    changedStatic: Set<string>,
    from: {
      pool?: BuildPool | undefined;
      persisted?: PreviousBuild | undefined;
      blogCache?: { reuse?: PostReuse | undefined; known?: KnownPost | undefined } | undefined;
      /** The build's site fingerprint (buildCache.ts), which keys the client bundle the cache keeps. */
      siteFingerprint?: Promise<string> | undefined;
    } = {},
  ): Promise<{ next: SiteState; result: UpdateResult }> {
    const { pool, persisted, blogCache } = from;
    const docs = shownDocs(content.docs, options.drafts ?? false);
    // esbuild works in its own process, so the client bundle, React pages included, builds while Markdown compiles.
    // The site's JavaScript client modules (its stylesheets are among its stylesheets above) run on every page.
    const scriptModules = config.clientModules.filter((module) => !/\.(?:css|scss|sass)$/.test(module));
    const siteStyles = {
      ...(docusaurus ? { classic: true } : {}),
      site: { siteDir, postcssPlugins: docusaurus?.postcssPlugins ?? [] },
      ...(scriptModules.length > 0 ? { clientModules: scriptModules } : {}),
    };
    const clientOptions = { config, widgets, stylesheets, ...siteStyles };
    const postcssPlugins = docusaurus?.postcssPlugins ?? [];
    const clientBundle = previous
      ? undefined
      : startClientBundle({
          clientOptions,
          siteDir,
          pages: content.pages,
          pageOptions,
          postcssPlugins,
          siteFingerprint: from.siteFingerprint,
        });

    // The stages that run the site's code per doc wait through the clock: a doc stopped mid-way fails them
    // (docClock.ts).
    const clock = threadDocClock();
    // The blogs are read and compiled here while the docs compile (in the pool's threads, when there is one):
    // buildBlogs.ts.
    const blogsStarted = clock.watch(
      prepareBlogs({
        siteDir,
        config,
        markdown,
        drafts: options.drafts ?? false,
        translatedIn: nestedLocale?.locale.code,
        widgets,
        cache: options.cache ?? true,
        reuse: blogCache?.reuse,
        known: blogCache?.known,
        pool,
        ...(persisted
          ? { earlierKey: (file: string) => persisted.posts.get(compiledPostKey(file, false))?.cacheKey }
          : {}),
      }),
    );
    blogsStarted.catch(() => undefined);
    const compiled = await reporter.stage(
      'compile',
      async (progress) =>
        clock.watch(
          compileContent({
            content,
            docs,
            widgets,
            onProgress: progress,
            reuse,
            cache: options.cache ?? true,
            markdown,
            pageOptions,
            ...(pages ? { pages } : {}),
            ...(pool ? { pool, shareTrees: !previous && options.sharedCompiles !== undefined } : {}),
            ...(persisted ? { earlierKey: (doc: DocSource) => persisted.docs.get(doc.file)?.compiled.cacheKey } : {}),
          }),
        ),
      compileReport,
    );
    runWarnings = [...compiled.warnings];
    const blogWork =
      config.blogs.length > 0
        ? await reporter.stage('compileBlogs', () => blogsStarted, blogsReport)
        : await blogsStarted;
    const blogWarnings = blogWork.warnings;
    runWarnings.push(...blogWarnings);
    // The feeds' stylesheets, read (and a missing one found) before any page renders.
    const feedStyles =
      blogWork.inputs.length > 0 ? feedStylesheets({ blogs: config.blogs, siteDir, configFile }) : undefined;
    if (feedStyles && feedStyles.problems.length > 0) throw new SitegenError(feedStyles.problems);
    const language = localeBuild?.locale.code ?? config.i18n.defaultLocale;

    // Another language's build of this run may show the same docs: their trees, from the pool's workers as JSON.
    if (!previous && options.sharedCompiles) shareCompiles(options.sharedCompiles, docs, compiled, pool !== undefined);

    const bundles = startSiteBundles({
      config,
      widgets,
      siteDir,
      clientOptions,
      compiled,
      pageOptions,
      postcssPlugins,
      previous,
    });
    if (bundles.fullBuild) return fullBuild();
    const { mdxIslands, islandBundle } = bundles;

    const { routes, docEntries, docRefs, docRouteByFile, tags } = await reporter.stage(
      'buildRoutes',
      async () =>
        buildRoutes({
          config,
          siteDir,
          docs,
          compiled: compiled.compiled,
          pages: compiled.pages,
          tagsFiles: content.tagsFiles,
          versions: versions.map((version, i) => ({ ...version, ...docsFolders[i] })),
        }),
      (r) => `${r.routes.size} routes`,
    );
    addBlogRoutes(blogWork.inputs, routes, docRouteByFile);
    const sidebars = await reporter.stage(
      'buildSidebars',
      async () => {
        const result = translateBuiltSidebars(
          await buildVersionSidebars({
            versions,
            siteDir,
            docRefs,
            categories: content.categories,
            routes,
            href,
            basePath: config.basePath,
            trailingSlash: config.trailingSlash,
            categoryDefaults: (instance) => {
              const docsOf = docsInstance(config, instance);
              return { collapsed: docsOf.sidebarCollapsed, collapsible: docsOf.sidebarCollapsible };
            },
            ...(config.docs.sidebarPath !== undefined
              ? { currentSidebarsFile: currentSidebarsFile(siteDir, config.docs.sidebarPath) }
              : {}),
          }),
          translations?.sidebarMessages,
        );
        // Static files a page replaces (a Docusaurus website's): not copied, with a warning.
        staticWarnings = checkRouteCollisions({
          routes,
          staticFiles: content.staticFiles,
          config,
          siteDir,
          configFile,
          localeBuild,
          lenient: docusaurus !== undefined,
        });
        runWarnings.push(...staticWarnings);
        return result;
      },
      (s) => `${s.sidebars.size} sidebar${s.sidebars.size === 1 ? '' : 's'}, ${s.categoryPages.length} category pages`,
    );

    const assets =
      previous?.assets ??
      (await reporter.stage(
        'bundleClient',
        async () => {
          const built = await finishSiteBundles(islandBundle ?? clientBundle, bundles);
          bundleInputs = built.siteInputs;
          bundleWarnings = built.warnings;
          runWarnings.push(...built.warnings);
          return built;
        },
        siteBundlesReport,
      ));
    for (const island of mdxIslands) reporter.info(mdxIslandReport(island, siteDir, assets));
    const fromConfig = await configLinks({
      config,
      configFile,
      moreConfigFiles: configInputs.filter((file) => file !== configFile && isDocusaurusConfigFile(file)),
      sidebarIds: idsByInstance(sidebars.sidebars.keys()),
      docIds: idsByInstance(docRefs.keys()),
    });
    if (fromConfig.problems.length > 0) throw new SitegenError(fromConfig.problems);
    const { themeConfig, versionsView, docsHref } = siteNavigation({
      config,
      siteConfig,
      versions,
      lastVersion,
      sidebars: sidebars.sidebars,
      docRefs,
      hasRoute: (route) => routes.has(route),
      href,
      translations,
      localeBuild,
      classic: docusaurus !== undefined,
    });
    // A Docusaurus website's components read the site through Docusaurus's client API.
    const docusaurusEnv = docusaurus
      ? docusaurusData({
          config,
          siteConfig: docusaurus.siteConfig,
          versions,
          docRefs,
          navigation: sidebars.navigation,
          locale: localeBuild?.locale.code ?? config.i18n.defaultLocale,
          codeTranslations: Object.fromEntries(
            Object.entries(translations?.strings.messages ?? {}).filter(([id]) => !id.startsWith('sitegen.')),
          ),
        })
      : undefined;

    const { keyBase, externalInputs } = await renderKeyBase({
      siteDir,
      config,
      routes: [
        ...docRouteByFile,
        ...compiled.pages.map((p) => [p.source.file, p.route] as const),
        ...sidebars.categoryPages.map((c) => [c.source, c.route] as const),
        ...tags
          .flatMap((t) => [...(t.listPage ? [t.listPage] : []), ...t.pages])
          .map((t) => [t.source, t.route] as const),
      ],
      themeConfig,
      assets,
      externalVersion,
      inputs: [
        configFile,
        ...configInputs,
        ...overrides.inputs,
        ...widgetInputs,
        ...stylesheets,
        ...bundleInputs,
        ...sidebars.inputs,
        ...compiled.pageInputs,
      ],
      docusaurusEnv,
    });

    const inPlace = previous ? createInPlaceWriter(outDir, localeBuild?.topOutDir) : undefined;
    // Pages the last build left to take: the output is brought up to date in place rather than swapped whole (a
    // language's folder too: its kept files are the default language's build's to keep, beforeCommit).
    const merge = persisted !== undefined && persisted.pages.size > 0;
    // The output as the build found it, when it was listed: the merge's journal needs no walk of its own.
    const outputFiles = persisted?.outputListing && [
      ...persisted.outputListing.stamps.map((stamp) => stamp.path),
      ...persisted.outputListing.others,
    ];
    const output: OutputWriter =
      inPlace ??
      createOutputWriter(
        outDir,
        nestedLocale
          ? { besideOf: nestedLocale.topOutDir, keepTemporary: true, merge }
          : { merge, ...(outputFiles ? { outputFiles } : {}) },
      );
    const docAssets = createDocAssets({ basePath: config.basePath, siteDir, readRoot: markdown.readRoot });
    // Images the site's own parts of the theme import are on every page.
    for (const file of overrides.files) docAssets.hrefFor(file);
    const footerProblems: Diagnostic[] = [];
    // Docs taken from the build cache have no tree: the few whose pages render again get theirs here.
    const treeOf = createTreeLoader({ widgets, siteDir, cache: options.cache ?? true, markdown });
    const searchTerms = preparedTerms();
    /** Files renderPages writes besides the pages (a large sidebar's file), for the check against static/. */
    const generatedFiles: string[] = [];
    const history = await lastUpdates;
    const docFooter = createDocFooterData({
      config,
      siteDir,
      lastUpdates: history,
      onProblem: (problem) => footerProblems.push(problem),
    });
    try {
      const render = await reporter.stage(
        'renderPages',
        (progress) =>
          clock.watch(
            renderPages({
              siteDir,
              markdown,
              config,
              themeConfig,
              docs: docEntries,
              pages: compiled.pages,
              categoryPages: sidebars.categoryPages,
              tags,
              staticPaths: new Set(content.staticFiles.map((file) => file.relativePath)),
              sidebars: sidebars.sidebars,
              navigation: sidebars.navigation,
              docRouteByFile,
              docsFolders,
              rootBasePath: siteConfig.basePath,
              assets,
              widgets,
              assetFor: (file) => docAssets.hrefFor(overlaidFile(docsFolders, file)),
              isRoute: (route) => routes.has(route) || route === '/404',
              docsHref: docsHref ?? docEntries[0]?.href,
              onProgress: progress,
              ...(versionsView ? { versionsView } : {}),
              ...(translations ? { strings: translations.strings } : {}),
              components: overrides.components,
              docFooter,
              lastUpdates: history,
              treeOf,
              ...(docusaurusEnv ? { docusaurus: docusaurusEnv } : {}),
              writePage: (route, html) => output.write(outputPathFor(route, config.trailingSlash), html),
              // The local index's costliest part, each page's terms, is taken while the other pages render.
              ...(config.search.provider === 'local'
                ? {
                    onRendered: (page: RenderedPage) => {
                      const document = searchDocument(page, config);
                      if (document) searchTerms.prepare(document);
                    },
                  }
                : {}),
              writeFile: (file, contents) => {
                generatedFiles.push(file);
                return output.write(file, contents);
              },
              keyBase,
              ...(previous ? { previousKeys: previous.keys } : persisted ? { previousKeys: persisted.keys } : {}),
              ...(pool
                ? {
                    pool: pool.renderInto(
                      output.temporaryDir,
                      outDir,
                      routes.all().map((route) => route.path),
                      docsFolders,
                    ),
                  }
                : {}),
              ...(blogWork.inputs.length > 0
                ? { blogs: blogWork.inputs, feeds: blogFeedLinks(blogWork.inputs, config, language) }
                : {}),
            }),
          ),
        (r) => plural(r.rendered.length, 'page'),
      );
      // The workers are done: their heaps (each holding its docs' trees) go before the search index is built, where the
      // build's memory peaked.
      await pool?.close();
      runWarnings.push(...render.warnings);
      if (footerProblems.length > 0) throw new SitegenError(footerProblems);
      // Every page, in the order a full build renders them: the fresh ones, and the kept ones of the last build.
      const fresh = new Map(render.rendered.map((page) => [page.route, page]));
      const kept = persisted
        ? await reporter.stage(
            'keepUnchanged',
            () =>
              keepUnchanged(
                persisted,
                outDir,
                [...render.keys.keys()].filter((route) => !fresh.has(route)),
                output,
                docAssets,
              ),
            (pages) => `${plural(pages.size, 'page')} from the previous build`,
          )
        : new Map<string, RenderedPage>();
      const rendered = [...render.keys.keys()]
        .map((route) => fresh.get(route) ?? previous?.rendered.get(route) ?? kept.get(route))
        .filter((page): page is RenderedPage => page !== undefined);
      // The blogs' feeds, from their posts' HTML (rendered now, or kept from the last build).
      const byRoute = new Map(rendered.map((page) => [page.route, page]));
      const feeds = blogFeedFiles(blogWork.inputs, config, language, byRoute, feedStyles?.stylesheets);
      for (const feed of feeds) {
        generatedFiles.push(feed.path);
        await output.write(feed.path, feed.contents);
      }
      // llms.txt and llms-full.txt, from the pages' twins (a kept page's twin read back from the last output).
      const llms = config.llms.enabled
        ? await reporter.stage(
            'writeLlms',
            () =>
              writeLlmsFiles({
                config,
                pages: rendered,
                sidebars: sidebars.sidebars,
                strings: translations?.strings,
                ...(versions.length > 1 ? { versions } : {}),
                outDir,
                staticPaths: content.staticFiles.map((file) => file.relativePath),
                write: (file, contents) => {
                  generatedFiles.push(file);
                  return output.write(file, contents);
                },
              }),
            (files) => files.map((file) => `${file.path} ${sizeText(Buffer.byteLength(file.contents))}`).join(', '),
          )
        : [];
      // The config's redirects: a small page at each old route.
      const redirects = redirectPages({
        redirects: config.redirects,
        basePath: config.basePath,
        trailingSlash: config.trailingSlash,
        hasPage: (route) => render.keys.has(route),
        configFile,
      });
      await settleAll(redirects.pages.map((page) => output.write(page.path, page.contents)));
      runWarnings.push(...redirects.warnings);
      // Every file the build generated under its own names is known by now: the bundles, the files docs link to (the
      // kept pages' too), a sidebar's file.
      const overwritten = generatedCollisions(content.staticFiles, [
        ...assets.files.map((f) => f.path),
        ...docAssets.files().map((f) => f.path),
        ...generatedFiles,
        ...redirects.pages.map((page) => page.path),
      ]);
      if (overwritten.length > 0) throw new SitegenError(overwritten);
      const removed = previous ? [...previous.keys.keys()].filter((route) => !render.keys.has(route)) : [];
      for (const route of removed) {
        inPlace?.remove(outputPathFor(route, config.trailingSlash));
        const twin = previous?.rendered.get(route)?.twin?.path;
        if (twin) inPlace?.remove(twin);
      }

      const linkWarnings = await reporter.stage(
        'validateLinks',
        async () =>
          checkLinks({
            config,
            siteDir,
            rendered,
            pages: compiled.pages,
            configLinks: [...fromConfig.links, ...sidebars.links],
            staticFiles: content.staticFiles,
            docFiles: docs.map((d) => d.file),
            ...(docusaurus ? { unbuilt: docusaurus.unbuilt } : {}),
            // A link to a feed (the footer's "RSS") leads to a file the build writes.
            generatedPaths: [
              ...assets.files.map((f) => f.path),
              ...docAssets.files().map((f) => f.path),
              ...redirects.pages.map((page) => page.path),
              ...feeds.map((feed) => feed.path),
              ...llms.map((file) => file.path),
            ],
          }),
        (w) => (w.length > 0 ? `${w.length} warning${w.length === 1 ? '' : 's'}` : 'all links resolve'),
      );
      // Compiling's warnings (a code block in an unknown language) first, as the stages ran.
      const warnings = [
        ...configWarnings,
        ...compiled.warnings,
        ...blogWarnings,
        ...(bundleWarnings ?? []),
        ...staticWarnings,
        ...render.warnings,
        ...redirects.warnings,
        ...linkWarnings,
      ];

      // The search index and the sitemap, from every page; only files whose contents changed are written.
      const index = createSiteIndexer({
        config,
        themeConfig,
        reporter,
        outDir,
        rendered,
        terms: searchTerms,
        previous,
        persisted,
      });
      let indexed: Promise<void> = Promise.resolve();
      // Every page as the cache has it: the search index and the sitemap are too.
      const indexKey = renderKey(...render.keys.values());
      const keptIndex =
        !inPlace && persisted && kept.size === rendered.length
          ? await unchangedIndex(persisted, outDir, indexKey)
          : undefined;
      if (keptIndex) await index.keep(output, keptIndex, persisted?.index.layout);
      else if (!inPlace) await index.write(output);
      await reporter.stage(
        'writeOutput',
        async () => {
          await settleAll(docAssets.files().map((f) => output.write(f.path, f.contents)));
          if (inPlace) {
            const { staticFiles } = content;
            await commitUpdate(inPlace, { staticFiles, staticWarnings, changedStatic, staticDirs: layout.staticDirs });
            // The pages are out: the search index follows, while the browser reloads.
            indexed = (async () => {
              // After the caller has heard that the pages are written.
              await new Promise((resolve) => setImmediate(resolve));
              const writer = createInPlaceWriter(outDir, localeBuild?.topOutDir);
              await index.write(writer, (stale) => writer.remove(stale));
              await writer.commit();
            })();
            return;
          }
          await commitBuild(output, {
            staticFiles: content.staticFiles,
            staticWarnings,
            assets: assets.files,
            nested,
            beforeCommit: options.beforeCommit,
          });
        },
        () => path.relative(process.cwd(), outDir) || '.',
      );
      const taken = persisted && takenEntries(persisted);
      const saveCache =
        !inPlace && persisted && taken
          ? () =>
              reporter.stage(
                'writeCache',
                () =>
                  savePreviousBuild(
                    { siteDir, outDir, trailingSlash: config.trailingSlash },
                    {
                      fingerprint: persisted.fingerprint,
                      keys: render.keys,
                      rendered,
                      kept: new Set(kept.keys()),
                      indexKey,
                      indexFiles: index.files,
                      indexLayout: index.layout.current,
                      warnings,
                      externalInputs,
                      otherPages: options.otherPages?.() ?? 0,
                      ...cachedContent({
                        docs,
                        compiled: compiled.compiled,
                        readProblems: groupByFile(content.problems),
                        stamps: persisted.fingerprint.stamps,
                        taken,
                        blogs: { posts: blogWork.posts, loaded: blogWork.inputs.map((input) => input.loaded) },
                      }),
                      previous: persisted,
                      linked: output.linked,
                      merged: output.merged,
                    },
                  ),
                () => path.relative(process.cwd(), buildCacheFile(siteDir, outDir)),
              )
          : undefined;
      // A language's folder is in place only once the default language's build swaps it in: its cache records it then.
      if (!nested) await saveCache?.();
      // The previous output, swapped out by the commit, was being removed meanwhile; if it is left, the
      // build says so, but not the cache: the next build that finds nothing changed does not repeat it.
      const leftBehind = await output.removed();

      const next = nextSiteState({
        content,
        docs,
        compiled,
        blogPosts: blogWork.posts,
        rendered,
        keys: render.keys,
        indexFiles: index.files,
        indexLayout: index.layout,
        externalVersion,
        assets,
      });
      // The index files' hashes are filled in as it is written; an update waits for it before reading them.
      const changed = [...render.rendered.map((page) => page.route), ...removed].map(href);
      return {
        next,
        result: {
          pages: rendered.length,
          warnings: leftBehind ? [...warnings, leftBehind] : warnings,
          outDir,
          changed,
          rendered: render.rendered.length,
          full: !previous || render.rendered.length === rendered.length || changedStatic.size > 0,
          indexed,
          ...(nested && !inPlace
            ? {
                temporaryDir: output.temporaryDir,
                keptInPlace: output.keptInPlace,
                ...(saveCache
                  ? {
                      saveCache: async () => {
                        await saveCache();
                      },
                    }
                  : {}),
              }
            : {}),
        },
      };
    } catch (error) {
      await output.abort();
      throw error;
    }
  }

  async function fullBuild(): Promise<{ next: SiteState; result: UpdateResult }> {
    // Taken before the content is read: a file saved during the build makes the next build look again.
    // Widgets handed in by code are not files the fingerprint can see: such builds keep no cache.
    const taken = options.fingerprint;
    delete options.fingerprint;
    const outputListing = options.outputListing;
    delete options.outputListing;
    const fingerprint =
      (options.cache ?? true) && !options.widgets
        ? (taken ??
          buildFingerprint(siteDir, localeBuild?.topOutDir ?? outDir, [configFile, ...configInputs], config, {
            drafts: options.drafts ?? false,
            ...(options.sharedReads ? { shared: options.sharedReads } : {}),
          }))
        : undefined;
    fingerprint?.catch(() => undefined);
    // The last build's cache first: the docs it read that are unchanged are taken from it, not read again.
    const persisted = fingerprint
      ? await reporter.stage(
          'readCache',
          async () =>
            loadPreviousBuild(
              { siteDir, outDir },
              await fingerprint,
              (reason) => reporter.info(`  The build cache was ignored: ${reason}. Every page is rendered.`),
              outputListing,
            ),
          (p) => `${plural(p.keys.size, 'page')} to take if unchanged`,
        )
      : undefined;
    const taking =
      persisted && persisted.docs.size > 0 ? takeCachedDocs(persisted, (await fingerprint!).stamps) : undefined;
    const threads = options.workers ?? availableParallelism();
    const poolWanted = (work: () => CompileWork | Promise<CompileWork>, docCount: number) =>
      wantsPool({
        asked: options.workers,
        threads,
        widgets: options.widgets !== undefined,
        docCount,
        siteLoadMs,
        work,
      });
    const startPool = () =>
      startBuildPool({ siteDir, cache: options.cache ?? true, size: threads, basePath: config.basePath });
    // Another language's build compiled the docs this one shares with it (those it has not translated): they are in
    // memory.
    const sharing = (options.sharedCompiles?.size ?? 0) > 0;
    // With nothing to take or share, the workers start before the docs are read (weighed from their files and the
    // blogs' posts, which the workers compile too), and load meanwhile.
    const docFiles = !taking && !sharing ? docFilePaths(docsFolders) : [];
    let pool =
      docFiles.length > 0 &&
      (await poolWanted(
        () =>
          filesWork(
            [...docFiles, ...config.blogs.flatMap(blogFolders).flatMap(markdownFilesUnder)],
            readBoundary(siteDir, config.readRoot).readRoot,
          ),
        docFiles.length,
      ))
        ? startPool()
        : undefined;
    try {
      const content = await reporter.stage(
        'collectContent',
        () =>
          collectContent({
            siteDir,
            boundary: readBoundary(siteDir, config.readRoot),
            sourceText: { maxFileSizeMb: config.limits.maxFileSize },
            versions: docsFolders,
            layout,
            ...(taking ? { known: taking.known } : {}),
          }),
        (c) => `${c.docs.length} docs, ${c.pages.length} pages, ${c.staticFiles.length} static files`,
      );
      // Otherwise, workers only when enough docs are left to compile: a pool would compile the shared ones again,
      // from the compile cache, and a site in nine languages took twice as long with workers as without.
      const toCompile = shownDocs(content.docs, options.drafts ?? false).filter(
        (doc) => !taking?.compiled(doc) && !options.sharedCompiles?.has(compiledKey(doc)),
      );
      if ((taking || sharing) && (await poolWanted(() => textWork(toCompile.map((doc) => doc.body)), toCompile.length)))
        pool = startPool();
      const shared = pool ? undefined : options.sharedCompiles;
      const takePost =
        persisted && persisted.posts.size > 0 ? takeCachedPosts(persisted, (await fingerprint!).stamps) : undefined;
      return await run(
        content,
        undefined,
        (doc) => taking?.compiled(doc) ?? shared?.get(compiledKey(doc)),
        undefined,
        0,
        new Set(),
        {
          pool,
          persisted,
          blogCache: takePost && {
            reuse: (key, _input, cacheKey) => takePost.compiled(key, cacheKey),
            known: takePost.known,
          },
          siteFingerprint: fingerprint?.then((found) => found.site),
        },
      );
    } catch (error) {
      throw failedWith(error);
    } finally {
      await pool?.close();
    }
  }

  const builder: SiteBuilder = {
    config,
    get restartOn() {
      return [
        ...new Set([
          configFile,
          ...configInputs,
          ...versionsRead.inputs,
          ...(translations?.files ?? []),
          ...overrides.inputs,
          ...stylesheets,
          ...bundleInputs,
        ]),
      ];
    },
    async build() {
      const { next, result } = await fullBuild();
      state = next;
      pending.clear();
      return result;
    },
    async update(files) {
      for (const file of files) pending.add(path.resolve(file));
      await indexing.catch(() => undefined);
      if (!state) return builder.build();
      const previous = state;
      const changes = await readChanges({
        siteDir,
        boundary: readBoundary(siteDir, config.readRoot),
        previous,
        files: new Set(pending),
        sourceText: { maxFileSizeMb: config.limits.maxFileSize },
        versions: docsFolders,
        layout,
        pageOptions,
        blogDirs: config.blogs.flatMap(blogFolders),
      });
      const { next, result } = await run(
        changes.content,
        previous,
        changes.reuse,
        changes.pages,
        changes.externalVersion,
        changes.changedStatic,
        { blogCache: { reuse: changes.reuseBlogPost } },
      ).catch((error: unknown) => {
        throw failedWith(error);
      });
      state = next;
      pending.clear();
      // A search index that fails to write is reported by the caller; the pages stand.
      indexing = result.indexed;
      return result;
    },
  };
  return builder;
}

/** The pages of a compile, by kind: `3 React`, `3 React, 1 Markdown page`. */
function pageCounts(pages: readonly { markdown?: unknown }[]): string {
  const markdown = pages.filter((page) => page.markdown !== undefined).length;
  return (
    `${pages.length - markdown} ` +
    `React${markdown > 0 ? `, ${markdown} Markdown page${markdown === 1 ? '' : 's'}` : ''}`
  );
}

/** The compile stage's line: `84 Markdown (80 unchanged, 3 from cache), 3 React`. */
function compileReport(result: {
  compiled: readonly unknown[];
  reused: number;
  cacheHits: number;
  pages: readonly { markdown?: unknown }[];
  warnings: readonly unknown[];
}): string {
  const reused = result.reused > 0 ? `${result.reused} unchanged, ` : '';
  const warnings = result.warnings.length > 0 ? `, ${plural(result.warnings.length, 'warning')}` : '';
  const markdown = `${result.compiled.length} Markdown (${reused}${result.cacheHits} from cache)`;
  return `${markdown}, ${pageCounts(result.pages)}${warnings}`;
}

/**
 * A run's pages (siteBuilder.ts `run`): where they are written (a new
 * output folder, swapped in at the end, or the folder itself on an update:
 * `openOutput`), then each page whose render key changed rendered and
 * written at once (stage `renderPages`, src/render/renderPages.ts), in the
 * pool's threads when it holds the page's tree.
 */
import { overlaidFile } from '../content/docsFolders.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { createDocAssets } from '../output/docAssets.ts';
import { createInPlaceWriter } from '../output/inPlaceWriter.ts';
import { createOutputWriter, type OutputWriter } from '../output/outputWriter.ts';
import { createDocFooterData } from '../render/docFooterData.ts';
import { renderPages } from '../render/renderPages.ts';
import type { RenderedPage } from '../render/renderTypes.ts';
import { outputPathFor } from '../routes/outputPath.ts';
import { searchDocument } from '../search/indexSearch.ts';
import { preparedTerms } from '../search/localIndex.ts';
import { blogFeedLinks } from './buildBlogs.ts';
import { createTreeLoader } from './compileContent.ts';
import type { CompiledRun } from './runCompile.ts';
import type { RoutedRun, SidebarsOfRun } from './runRoutes.ts';
import type { ShellOfRun } from './runSiteShell.ts';
import { plural, type RunContext } from './runTypes.ts';

export type RunOutput = Awaited<ReturnType<typeof openOutput>>;
/** What renderPages returned. */
export type RenderOfRun = Awaited<ReturnType<typeof renderStep>>;

/** The run's writer, and what its pages gather as they render: assets, problems, generated files, search terms. */
export async function openOutput({ setup, options, input }: RunContext) {
  const { outDir, localeBuild, nestedLocale, config, siteDir, markdown, overrides, widgets, lastUpdates } = setup;
  const { previous, persisted } = input;
  const inPlace = previous ? createInPlaceWriter(outDir, localeBuild?.topOutDir) : undefined;
  // Pages the last build left to take: the output is brought up to date in place rather than swapped whole (a
  // language's folder too: its kept files are the default language's build's to keep, beforeCommit).
  const merge = persisted !== undefined && persisted.pages.size > 0;
  // The output as the build found it, when it was listed: the merge's journal needs no walk of its own.
  const outputFiles = persisted?.outputListing && [
    ...persisted.outputListing.stamps.map((stamp) => stamp.path),
    ...persisted.outputListing.others,
  ];
  const writer: OutputWriter =
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
  const history = await lastUpdates;
  return {
    inPlace,
    writer,
    docAssets,
    footerProblems,
    // Docs taken from the build cache have no tree: the few whose pages render again get theirs here.
    treeOf: createTreeLoader({ widgets, siteDir, cache: options.cache ?? true, markdown }),
    searchTerms: preparedTerms(),
    /** Files renderPages writes besides the pages (a large sidebar's file), for the check against static/. */
    generatedFiles: [] as string[],
    history,
    docFooter: createDocFooterData({
      config,
      siteDir,
      lastUpdates: history,
      onProblem: (problem) => footerProblems.push(problem),
    }),
  };
}

export async function renderStep(
  { setup, options, input }: RunContext,
  { compiled, clock, blogWork, language }: CompiledRun,
  { routes, docEntries, docRouteByFile, tags }: RoutedRun,
  sidebars: SidebarsOfRun,
  shell: ShellOfRun,
  output: RunOutput,
) {
  const { siteDir, markdown, config, docsFolders, siteConfig, widgets, translations, overrides, outDir } = setup;
  const { content, previous, persisted, pool } = input;
  const { writer, docAssets } = output;
  return options.reporter.stage(
    'renderPages',
    (progress) =>
      clock.watch(
        renderPages({
          siteDir,
          markdown,
          config,
          themeConfig: shell.themeConfig,
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
          assets: shell.assets,
          widgets,
          assetFor: (file) => docAssets.hrefFor(overlaidFile(docsFolders, file)),
          isRoute: (route) => routes.has(route) || route === '/404',
          docsHref: shell.docsHref ?? docEntries[0]?.href,
          onProgress: progress,
          ...(shell.versionsView ? { versionsView: shell.versionsView } : {}),
          ...(translations ? { strings: translations.strings } : {}),
          components: overrides.components,
          docFooter: output.docFooter,
          lastUpdates: output.history,
          treeOf: output.treeOf,
          ...(shell.docusaurusEnv ? { docusaurus: shell.docusaurusEnv } : {}),
          writePage: (route, html) => writer.write(outputPathFor(route, config.trailingSlash), html),
          // The local index's costliest part, each page's terms, is taken while the other pages render.
          ...(config.search.provider === 'local'
            ? {
                onRendered: (page: RenderedPage) => {
                  const document = searchDocument(page, config);
                  if (document) output.searchTerms.prepare(document);
                },
              }
            : {}),
          writeFile: (file, contents) => {
            output.generatedFiles.push(file);
            return writer.write(file, contents);
          },
          keyBase: shell.keyBase,
          ...(previous ? { previousKeys: previous.keys } : persisted ? { previousKeys: persisted.keys } : {}),
          ...(pool
            ? {
                pool: pool.renderInto(
                  writer.temporaryDir,
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
}

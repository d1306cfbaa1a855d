/**
 * A run's first steps (siteBuilder.ts `run`): the client bundle started, the
 * docs compiled (stage `compile`, compileContent.ts) while the blogs are read
 * and compiled beside them (stage `compileBlogs`, buildBlogs.ts), then the
 * site's bundles that need the compiled docs (MDX islands) started.
 */
import { feedStylesheets } from '../blog/feedStylesheets.ts';
import { readFileSync } from 'node:fs';
import { startClientBundle, startSiteBundles } from '../client/siteBundles.ts';
import { bundledWidgets, islandsNamedIn, islandsUsed, type IslandChoice } from '../client/widgetIslands.ts';
import type { DocSource } from '../content/contentTypes.ts';
import { shownDocs } from '../content/shownDocs.ts';
import { SitegenError } from '../diagnostics/diagnostic.ts';
import { threadDocClock } from '../timeLimit/docClock.ts';
import { blogsReport, prepareBlogs } from './buildBlogs.ts';
import { widgetsOfTakenDoc } from './cachedDocs.ts';
import { compiledPostKey } from './compileBlogs.ts';
import { compileContent } from './compileContent.ts';
import { plural, type RunContext } from './runTypes.ts';
import { highlightThreadRunning } from '../markdown/highlight/highlightThread.ts';
import { shareCompiles } from './sharedCompiles.ts';

export type CompiledRun = Exclude<Awaited<ReturnType<typeof compileStep>>, 'fullBuild'>;

/**
 * The docs and blogs compiled, and the bundles under way; `'fullBuild'` when the run cannot go on from what it has
 * (an update whose MDX islands changed): a full build does it.
 */
export async function compileStep({ setup, options, memory, input }: RunContext) {
  const { config, siteDir, markdown, widgets, pageOptions, nestedLocale, localeBuild, configFile } = setup;
  const { content, previous, reuse, pages, pool, persisted, blogCache } = input;
  const docs = shownDocs(content.docs, options.drafts ?? false);
  // The client bundle, its options and the widgets' islands it holds.
  const bundle = startBundle({ setup, options, memory, input });

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
  const compiled = await options.reporter.stage(
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
          ...(persisted ? { earlierKey: (doc) => persisted.docs.get(doc.file)?.compiled.cacheKey } : {}),
        }),
      ),
    compileReport,
  );
  memory.runWarnings = [...compiled.warnings];
  const blogWork =
    config.blogs.length > 0
      ? await options.reporter.stage('compileBlogs', () => blogsStarted, blogsReport)
      : await blogsStarted;
  memory.runWarnings.push(...blogWork.warnings);
  // The feeds' stylesheets, read (and a missing one found) before any page renders.
  const feedStyles =
    blogWork.inputs.length > 0 ? feedStylesheets({ blogs: config.blogs, siteDir, configFile }) : undefined;
  if (feedStyles && feedStyles.problems.length > 0) throw new SitegenError(feedStyles.problems);
  const language = localeBuild?.locale.code ?? config.i18n.defaultLocale;

  // Another language's build of this run may show the same docs: their trees, from the pool's workers as JSON.
  if (!previous && options.sharedCompiles) shareCompiles(options.sharedCompiles, docs, compiled, pool !== undefined);

  const bundles = startSiteBundles({
    ...bundle,
    config,
    widgets,
    siteDir,
    compiled,
    posts: blogWork.inputs.flatMap((blog) => [...blog.compiled.values()].map((compiledPost) => compiledPost.post)),
    pageOptions,
    previous,
  });
  if (bundles.fullBuild) return 'fullBuild' as const;
  return { docs, clock, compiled, blogWork, feedStyles, language, clientBundle: bundle.clientBundle, bundles };
}

/**
 * The client bundle, started at once on a build (esbuild works in its own process, so it builds while Markdown
 * compiles), with the React pages and the widgets' islands the site's texts name (widgetIslands.ts); an update keeps
 * its builder's.
 */
function startBundle({ setup, input, memory }: RunContext) {
  const { config, siteDir, docusaurus, stylesheets, pageOptions } = setup;
  // The islands the site's theme components name (a site's `MDXComponents` may give every doc a widget's component).
  const themeIslands = islandsNamedIn(setup.widgets, fileTexts(setup.overrides.inputs));
  // An update keeps its builder's bundle, and the islands it holds.
  const islands: IslandChoice =
    memory.allIslands || input.previous
      ? 'all'
      : new Set([
          ...themeIslands,
          ...islandsNamedIn(setup.widgets, docTexts(input.content.docs)),
          ...islandsNamedIn(setup.widgets, fileTexts(input.content.pages.map((page) => page.file))),
          // The posts are read beside the compile: those the build cache recorded, by their widgets.
          ...islandsUsed(
            setup.widgets,
            [...(input.persisted?.posts.values() ?? [])].map((post) => post.compiled),
          ),
        ]);
  const widgets = bundledWidgets(setup.widgets, islands);
  // The site's JavaScript client modules (its stylesheets are among its stylesheets above) run on every page.
  const scriptModules = config.clientModules.filter((module) => !/\.(?:css|scss|sass)$/.test(module));
  const postcssPlugins = docusaurus?.postcssPlugins ?? [];
  const siteStyles = {
    ...(docusaurus ? { classic: true } : {}),
    site: { siteDir, postcssPlugins },
    ...(scriptModules.length > 0 ? { clientModules: scriptModules } : {}),
  };
  const clientOptions = { config, widgets, stylesheets, ...siteStyles };
  const clientBundle = input.previous
    ? undefined
    : startClientBundle({
        clientOptions,
        siteDir,
        pages: input.content.pages,
        pageOptions,
        postcssPlugins,
        siteFingerprint: input.siteFingerprint,
      });
  return { clientBundle, clientOptions, postcssPlugins, islands, themeIslands };
}

/** What the docs say before they compile: a doc taken from the build cache unread, the widgets its entry names. */
function* docTexts(docs: readonly DocSource[]): Generator<string> {
  for (const doc of docs) yield widgetsOfTakenDoc(doc)?.join('\n') ?? doc.body;
}

/** The texts of the site's files (its pages, its theme components), read before they load. */
function* fileTexts(files: readonly string[]): Generator<string> {
  for (const file of files) {
    try {
      yield readFileSync(file, 'utf8');
    } catch {
      // Gone, or not a file: loading it reports it.
    }
  }
}

/** The pages of a compile, by kind: `3 React`, `3 React, 1 Markdown page`. */
function pageCounts(pages: readonly { markdown?: unknown }[]): string {
  const markdown = pages.filter((page) => page.markdown !== undefined).length;
  return (
    `${pages.length - markdown} ` +
    `React${markdown > 0 ? `, ${markdown} Markdown page${markdown === 1 ? '' : 's'}` : ''}`
  );
}

/**
 * The compile stage's line: `84 Markdown (80 unchanged, 3 from cache), 3 React`, and whether code blocks were
 * highlighted on a thread of their own (highlightPlan.ts).
 */
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
  const thread = highlightThreadRunning() ? ', code highlighted on a second thread' : '';
  return `${markdown}, ${pageCounts(result.pages)}${thread}${warnings}`;
}

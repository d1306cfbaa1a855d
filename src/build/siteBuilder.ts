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
import path from 'node:path';
import { textWork } from './poolPlan.ts';
import { shownDocs } from '../content/shownDocs.ts';
import { withWarnings } from '../diagnostics/diagnostic.ts';
import { readBoundary } from '../content/realPathInside.ts';
import { takeCachedPosts } from './takeCached.ts';
import { setUpSite } from './siteSetup.ts';
import { readChanges } from './readChanges.ts';
import type { SiteState } from './siteState.ts';
import type { BuildOptions, SiteBuilder, UpdateResult } from './builderTypes.ts';
import { compiledKey } from './sharedCompiles.ts';
import { compileStep } from './runCompile.ts';
import { routesStep, sidebarsStep } from './runRoutes.ts';
import { siteShellStep } from './runSiteShell.ts';
import { openOutput, renderStep } from './runRender.ts';
import { completeStep } from './runComplete.ts';
import { linksStep } from './runLinks.ts';
import { cacheSaver, indexStep, runResult, writeStep } from './runCommit.ts';
import type { BuilderMemory, RunContext, RunInput } from './runTypes.ts';
import type { RenderedPage } from '../render/renderTypes.ts';
import { buildPools, collectStep, readPreviousBuild, takenDocs } from './runStart.ts';
import { startHighlightThread, stopHighlightThread } from '../markdown/highlight/highlightThread.ts';

export type { BuildOptions, BuildResult, SiteBuilder, UpdateResult } from './builderTypes.ts';

export async function createSiteBuilder(options: BuildOptions): Promise<SiteBuilder> {
  const setup = await setUpSite(options);
  const builder: Builder = {
    setup,
    options,
    memory: { bundleInputs: [], bundleWarnings: undefined, runWarnings: [], staticWarnings: [] },
    state: undefined,
    indexing: Promise.resolve(),
    pending: new Set(),
  };
  const siteBuilder: SiteBuilder = {
    config: setup.config,
    get restartOn() {
      return restartFiles(builder);
    },
    async build() {
      const { next, result } = await fullBuild(builder);
      builder.state = next;
      builder.pending.clear();
      return result;
    },
    async update(files) {
      for (const file of files) builder.pending.add(path.resolve(file));
      await builder.indexing.catch(() => undefined);
      return builder.state ? update(builder, builder.state) : siteBuilder.build();
    },
  };
  return siteBuilder;
}

/** A builder: what its runs are given, and what they keep. */
interface Builder {
  setup: Awaited<ReturnType<typeof setUpSite>>;
  options: BuildOptions;
  /** What the builder keeps between its runs (runTypes.ts). */
  memory: BuilderMemory;
  /** What the last good run built. */
  state: SiteState | undefined;
  /** The search index of the last update, still being written: the next update waits for it. */
  indexing: Promise<void>;
  /** Files of updates that failed: read again by the next one. */
  pending: Set<string>;
}

/** The files whose change needs a new builder: the config and what it imports, versions, translations, styles. */
function restartFiles({ setup, memory }: Builder): string[] {
  const { configFile, inputs, versionsRead, translations, overrides, stylesheets } = setup;
  return [
    ...new Set([
      configFile,
      ...inputs,
      ...versionsRead.inputs,
      ...(translations?.files ?? []),
      ...overrides.inputs,
      ...stylesheets,
      ...memory.bundleInputs,
    ]),
  ];
}

/** A run's failure, with the config's warnings and the run's own. */
const failedWith = ({ setup, memory }: Builder, error: unknown) =>
  withWarnings(error, [...setup.configWarnings, ...memory.runWarnings]);

/**
 * The stages after reading, each a step of its own module: compile (runCompile.ts), routes and sidebars
 * (runRoutes.ts), what every page shows (runSiteShell.ts), render (runRender.ts), the rest of the output
 * (runComplete.ts), links (runLinks.ts), then the search index, the writes and the cache (runCommit.ts).
 */
async function run(builder: Builder, input: RunInput): Promise<{ next: SiteState; result: UpdateResult }> {
  const context: RunContext = { setup: builder.setup, options: builder.options, memory: builder.memory, input };
  const compiledRun = await compileStep(context);
  if (compiledRun === 'fullBuild') return fullBuild(builder);
  const routed = await routesStep(context, compiledRun);
  const sidebars = await sidebarsStep(context, routed);
  const shell = await siteShellStep(context, compiledRun, routed, sidebars);
  const output = await openOutput(context);
  try {
    const render = await renderStep(context, compiledRun, routed, sidebars, shell, output);
    if (!builder.memory.allIslands && render.rendered.some((page) => page.unbundledIslands)) {
      await output.writer.abort();
      return await withEveryIsland(builder, render.rendered);
    }
    const completed = await completeStep(context, { compiledRun, sidebars, shell, output, render });
    const warnings = await linksStep(context, { compiledRun, sidebars, shell, output, render, completed });
    const parts = { compiledRun, shell, output, render, completed, warnings };
    const index = await indexStep(context, parts);
    const { indexed } = await writeStep(context, parts, index);
    return await runResult(context, parts, index, { indexed, saveCache: cacheSaver(context, parts, index) });
  } catch (error) {
    await output.writer.abort();
    throw error;
  }
}

/**
 * A page rendered a widget's island the client bundle was not foretold to hold (src/client/widgetIslands.ts): the
 * build again, its bundles holding every island from now on.
 */
function withEveryIsland(builder: Builder, rendered: readonly RenderedPage[]) {
  const page = rendered.find((one) => one.unbundledIslands);
  builder.memory.allIslands = true;
  builder.options.reporter.info(
    `${page?.source ?? 'A page'} shows the ${page?.unbundledIslands?.join(', ')} island, which the client bundle was ` +
      'not foretold to hold: building again with every island.',
  );
  return fullBuild(builder);
}

/** A build from the files: the cache's pages, docs and posts taken where they are unchanged. */
async function fullBuild(builder: Builder): Promise<{ next: SiteState; result: UpdateResult }> {
  const { setup, options } = builder;
  const { fingerprint, persisted } = await readPreviousBuild(setup, options);
  const taking = await takenDocs(persisted, fingerprint);
  const pools = buildPools(setup, options);
  // Another language's build compiled the docs this one shares with it (those it has not translated): they are in
  // memory.
  const sharing = (options.sharedCompiles?.size ?? 0) > 0;
  let pool = await pools.early(taking !== undefined || sharing);
  let highlighting = false;
  try {
    const content = await collectStep(setup, options, taking);
    // Otherwise, workers only when enough docs are left to compile: a pool would compile the shared ones again,
    // from the compile cache, and a site in nine languages took twice as long with workers as without.
    const toCompile = shownDocs(content.docs, options.drafts ?? false).filter(
      (doc) => !taking?.compiled(doc) && !options.sharedCompiles?.has(compiledKey(doc)),
    );
    const work = () => textWork(toCompile.map((doc) => doc.body));
    if ((taking || sharing) && (await pools.wanted(work, toCompile.length))) pool = pools.start();
    // On one thread, many code blocks are highlighted on a thread of their own (highlightPlan.ts).
    highlighting = !pool && (await pools.highlighting(work, persisted));
    if (highlighting) startHighlightThread();
    const shared = pool ? undefined : options.sharedCompiles;
    const takePost =
      persisted && persisted.posts.size > 0 ? takeCachedPosts(persisted, (await fingerprint!).stamps) : undefined;
    return await run(builder, {
      content,
      previous: undefined,
      reuse: (doc) => taking?.compiled(doc) ?? shared?.get(compiledKey(doc)),
      pages: undefined,
      externalVersion: 0,
      changedStatic: new Set(),
      pool,
      persisted,
      blogCache: takePost && {
        reuse: (key, _input, cacheKey) => takePost.compiled(key, cacheKey),
        known: takePost.known,
      },
      siteFingerprint: fingerprint?.then((found) => found.site),
    });
  } catch (error) {
    throw failedWith(builder, error);
  } finally {
    await pool?.close();
    if (highlighting) await stopHighlightThread();
  }
}

/** An update after files changed: only those files read again, from what the last good run built. */
async function update(builder: Builder, previous: SiteState): Promise<UpdateResult> {
  const { siteDir, config, docsFolders, layout, pageOptions, blogFolders } = builder.setup;
  const changes = await readChanges({
    siteDir,
    boundary: readBoundary(siteDir, config.readRoot),
    previous,
    files: new Set(builder.pending),
    sourceText: { maxFileSizeMb: config.limits.maxFileSize },
    versions: docsFolders,
    layout,
    pageOptions,
    blogDirs: config.blogs.flatMap(blogFolders),
  });
  const { next, result } = await run(builder, {
    content: changes.content,
    previous,
    reuse: changes.reuse,
    pages: changes.pages,
    externalVersion: changes.externalVersion,
    changedStatic: changes.changedStatic,
    blogCache: { reuse: changes.reuseBlogPost },
  }).catch((error: unknown) => {
    throw failedWith(builder, error);
  });
  builder.state = next;
  builder.pending.clear();
  // A search index that fails to write is reported by the caller; the pages stand.
  builder.indexing = result.indexed;
  return result;
}

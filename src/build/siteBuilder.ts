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
import { buildPools, collectStep, readPreviousBuild, takenDocs } from './runStart.ts';

export type { BuildOptions, BuildResult, SiteBuilder, UpdateResult } from './builderTypes.ts';

export async function createSiteBuilder(options: BuildOptions): Promise<SiteBuilder> {
  const setup = await setUpSite(options);
  const {
    siteDir,
    configFile,
    inputs: configInputs,
    overrides,
    configWarnings,
    config,
    versionsRead,
    translations,
    docsFolders,
    blogFolders,
    layout,
    pageOptions,
    stylesheets,
  } = setup;
  /** What the builder keeps between its runs (runTypes.ts). */
  const memory: BuilderMemory = { bundleInputs: [], bundleWarnings: undefined, runWarnings: [], staticWarnings: [] };
  let state: SiteState | undefined;
  /** The search index of the last update, still being written: the next update waits for it. */
  let indexing: Promise<void> = Promise.resolve();
  /** Files of updates that failed: read again by the next one. */
  const pending = new Set<string>();
  const failedWith = (error: unknown) => withWarnings(error, [...configWarnings, ...memory.runWarnings]);

  /**
   * The stages after reading, each a step of its own module: compile (runCompile.ts), routes and sidebars
   * (runRoutes.ts), what every page shows (runSiteShell.ts), render (runRender.ts), the rest of the output
   * (runComplete.ts), links (runLinks.ts), then the search index, the writes and the cache (runCommit.ts).
   */
  async function run(input: RunInput): Promise<{ next: SiteState; result: UpdateResult }> {
    const context: RunContext = { setup, options, memory, input };
    const compiledRun = await compileStep(context);
    if (compiledRun === 'fullBuild') return fullBuild();
    const routed = await routesStep(context, compiledRun);
    const sidebars = await sidebarsStep(context, routed);
    const shell = await siteShellStep(context, compiledRun, routed, sidebars);
    const output = await openOutput(context);
    try {
      const render = await renderStep(context, compiledRun, routed, sidebars, shell, output);
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

  /** A build from the files: the cache's pages, docs and posts taken where they are unchanged. */
  async function fullBuild(): Promise<{ next: SiteState; result: UpdateResult }> {
    const { fingerprint, persisted } = await readPreviousBuild(setup, options);
    const taking = await takenDocs(persisted, fingerprint);
    const pools = buildPools(setup, options);
    // Another language's build compiled the docs this one shares with it (those it has not translated): they are in
    // memory.
    const sharing = (options.sharedCompiles?.size ?? 0) > 0;
    let pool = await pools.early(taking !== undefined || sharing);
    try {
      const content = await collectStep(setup, options, taking);
      // Otherwise, workers only when enough docs are left to compile: a pool would compile the shared ones again,
      // from the compile cache, and a site in nine languages took twice as long with workers as without.
      const toCompile = shownDocs(content.docs, options.drafts ?? false).filter(
        (doc) => !taking?.compiled(doc) && !options.sharedCompiles?.has(compiledKey(doc)),
      );
      const work = () => textWork(toCompile.map((doc) => doc.body));
      if ((taking || sharing) && (await pools.wanted(work, toCompile.length))) pool = pools.start();
      const shared = pool ? undefined : options.sharedCompiles;
      const takePost =
        persisted && persisted.posts.size > 0 ? takeCachedPosts(persisted, (await fingerprint!).stamps) : undefined;
      return await run({
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
          ...memory.bundleInputs,
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
      const { next, result } = await run({
        content: changes.content,
        previous,
        reuse: changes.reuse,
        pages: changes.pages,
        externalVersion: changes.externalVersion,
        changedStatic: changes.changedStatic,
        blogCache: { reuse: changes.reuseBlogPost },
      }).catch((error: unknown) => {
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

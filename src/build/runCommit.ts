/**
 * A run's last steps (siteBuilder.ts `run`): the search index and the
 * sitemap (stage `indexSearch`, writeSearchFiles.ts), the output committed
 * (stage `writeOutput`: swapped in whole, merged, or written in place on an
 * update, commitOutput.ts), the build cache saved for the next build (stage
 * `writeCache`, previousBuild.ts), and the builder's state and the run's
 * result.
 */
import path from 'node:path';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { createInPlaceWriter } from '../output/inPlaceWriter.ts';
import { settleAll } from '../output/settleAll.ts';
import { renderKey } from '../render/renderKeys.ts';
import type { UpdateResult } from './builderTypes.ts';
import { buildCacheFile } from './buildCache.ts';
import { cachedContent } from './cachedDocs.ts';
import { commitBuild, commitUpdate } from './commitOutput.ts';
import { savePreviousBuild, takenEntries, unchangedIndex } from './previousBuild.ts';
import type { CompletedRun } from './runComplete.ts';
import type { CompiledRun } from './runCompile.ts';
import type { RenderOfRun, RunOutput } from './runRender.ts';
import type { ShellOfRun } from './runSiteShell.ts';
import type { RunContext } from './runTypes.ts';
import { groupByFile, nextSiteState, type SiteState } from './siteState.ts';
import { createSiteIndexer } from './writeSearchFiles.ts';

/** What the last steps are given: every earlier step's result, and the run's warnings. */
export interface CommitInput {
  compiledRun: CompiledRun;
  shell: ShellOfRun;
  output: RunOutput;
  render: RenderOfRun;
  completed: CompletedRun;
  warnings: Diagnostic[];
}

type IndexOfRun = Awaited<ReturnType<typeof indexStep>>;

/**
 * The search index and the sitemap, from every page; only files whose contents changed are written. A build that
 * kept every page keeps them as they were; an update writes them after its pages (`writeStep`).
 */
export async function indexStep({ setup, options, input }: RunContext, parts: CommitInput) {
  const { config, outDir } = setup;
  const { previous, persisted } = input;
  const { output, render, completed } = parts;
  const index = createSiteIndexer({
    config,
    themeConfig: parts.shell.themeConfig,
    reporter: options.reporter,
    outDir,
    rendered: completed.rendered,
    terms: output.searchTerms,
    previous,
    persisted,
  });
  // Every page as the cache has it: the search index and the sitemap are too.
  const indexKey = renderKey(...render.keys.values());
  const keptIndex =
    !output.inPlace && persisted && completed.kept.size === completed.rendered.length
      ? await unchangedIndex(persisted, outDir, indexKey)
      : undefined;
  if (keptIndex) await index.keep(output.writer, keptIndex, persisted?.index ?? {});
  else if (!output.inPlace) await index.write(output.writer);
  return { index, indexKey };
}

/**
 * The assets docs link to, then the commit: a build swaps its folder in (or merges it); an update's pages are in
 * place already, and its search index follows them, written while the browser reloads (`indexed`).
 */
export async function writeStep(
  { setup, options, memory, input }: RunContext,
  { output, shell }: CommitInput,
  { index }: IndexOfRun,
): Promise<{ indexed: Promise<void> }> {
  const { outDir, localeBuild, layout, nested } = setup;
  const { staticWarnings } = memory;
  const { content, changedStatic } = input;
  const { inPlace, writer, docAssets } = output;
  let indexed: Promise<void> = Promise.resolve();
  await options.reporter.stage(
    'writeOutput',
    async () => {
      await settleAll(docAssets.files().map((f) => writer.write(f.path, f.contents)));
      if (inPlace) {
        const { staticFiles } = content;
        await commitUpdate(inPlace, { staticFiles, staticWarnings, changedStatic, staticDirs: layout.staticDirs });
        // The pages are out: the search index follows, while the browser reloads.
        indexed = (async () => {
          // After the caller has heard that the pages are written.
          await new Promise((resolve) => setImmediate(resolve));
          const indexWriter = createInPlaceWriter(outDir, localeBuild?.topOutDir);
          await index.write(indexWriter, (stale) => indexWriter.remove(stale));
          await indexWriter.commit();
        })();
        return;
      }
      await commitBuild(writer, {
        staticFiles: content.staticFiles,
        staticWarnings,
        assets: shell.assets.files,
        nested,
        beforeCommit: options.beforeCommit,
      });
    },
    () => path.relative(options.cwd ?? process.cwd(), outDir) || '.',
  );
  return { indexed };
}

/** Saves the build cache for the next build (a build's, not an update's), when the build read one. */
export function cacheSaver(
  { setup, options, input }: RunContext,
  parts: CommitInput,
  { index, indexKey }: IndexOfRun,
): (() => Promise<void>) | undefined {
  const { siteDir, outDir, config } = setup;
  const { persisted, content } = input;
  const { compiledRun, output, render, completed, warnings } = parts;
  const taken = persisted && takenEntries(persisted);
  if (output.inPlace || !persisted || !taken) return undefined;
  return async () => {
    await options.reporter.stage(
      'writeCache',
      () =>
        savePreviousBuild(
          { siteDir, outDir, trailingSlash: config.trailingSlash },
          {
            fingerprint: persisted.fingerprint,
            keys: render.keys,
            rendered: completed.rendered,
            kept: new Set(completed.kept.keys()),
            indexKey,
            indexFiles: index.files,
            indexLayout: index.layout.current,
            indexDocumentLengths: index.layout.documentLengths,
            warnings,
            externalInputs: parts.shell.externalInputs,
            otherPages: options.otherPages?.() ?? 0,
            ...cachedContent({
              docs: compiledRun.docs,
              compiled: compiledRun.compiled.compiled,
              readProblems: groupByFile(content.problems),
              stamps: persisted.fingerprint.stamps,
              taken,
              blogs: {
                posts: compiledRun.blogWork.posts,
                loaded: compiledRun.blogWork.inputs.map((blog) => blog.loaded),
              },
            }),
            previous: persisted,
            linked: output.writer.linked,
            merged: output.writer.merged,
          },
        ),
      () => path.relative(options.cwd ?? process.cwd(), buildCacheFile(siteDir, outDir)),
    );
  };
}

/** The builder's next state, and what the run tells its caller. */
export async function runResult(
  { setup, input }: RunContext,
  parts: CommitInput,
  { index }: IndexOfRun,
  finished: { indexed: Promise<void>; saveCache: (() => Promise<void>) | undefined },
): Promise<{ next: SiteState; result: UpdateResult }> {
  const { nested, outDir, href } = setup;
  const { content, previous, externalVersion, changedStatic } = input;
  const { compiledRun, shell, output, render, completed, warnings } = parts;
  const { saveCache } = finished;
  // A language's folder is in place only once the default language's build swaps it in: its cache records it then.
  if (!nested) await saveCache?.();
  // The previous output, swapped out by the commit, was being removed meanwhile; if it is left, the
  // build says so, but not the cache: the next build that finds nothing changed does not repeat it.
  const leftBehind = await output.writer.removed();
  const next = nextSiteState({
    content,
    docs: compiledRun.docs,
    compiled: compiledRun.compiled,
    blogPosts: compiledRun.blogWork.posts,
    rendered: completed.rendered,
    keys: render.keys,
    indexFiles: index.files,
    indexLayout: index.layout,
    externalVersion,
    assets: shell.assets,
  });
  // The index files' hashes are filled in as it is written; an update waits for it before reading them.
  const changed = [...render.rendered.map((page) => page.route), ...completed.removed].map(href);
  const { rendered } = completed;
  return {
    next,
    result: {
      pages: rendered.length,
      warnings: leftBehind ? [...warnings, leftBehind] : warnings,
      outDir,
      changed,
      rendered: render.rendered.length,
      full: !previous || render.rendered.length === rendered.length || changedStatic.size > 0,
      indexed: finished.indexed,
      ...(nested && !output.inPlace
        ? {
            temporaryDir: output.writer.temporaryDir,
            keptInPlace: output.writer.keptInPlace,
            ...(saveCache ? { saveCache } : {}),
          }
        : {}),
    },
  };
}

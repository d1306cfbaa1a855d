/**
 * A full build's first steps, before its run (siteBuilder.ts `fullBuild`):
 * the site's fingerprint and the last build's cache (stage `readCache`,
 * previousBuild.ts), the build's pool of workers when the work pays for
 * them (poolPlan.ts), and the content read (stage `collectContent`,
 * collectContent.ts), taking the docs the cache knows unread.
 */
import { availableParallelism } from 'node:os';
import { collectContent, docFilePaths, markdownFilesUnder } from '../content/collectContent.ts';
import type { SiteContent } from '../content/contentTypes.ts';
import { readBoundary } from '../content/realPathInside.ts';
import type { BuildOptions } from './builderTypes.ts';
import { buildFingerprint, type BuildFingerprint } from './buildCache.ts';
import { startBuildPool, type BuildPool } from './buildPool.ts';
import { filesWork, wantsPool, type CompileWork } from './poolPlan.ts';
import { wantsHighlightThread } from './highlightPlan.ts';
import { loadPreviousBuild, type PreviousBuild } from './previousBuild.ts';
import { takeCachedDocs } from './takeCached.ts';
import { plural } from './runTypes.ts';
import type { SiteSetup } from './siteSetup.ts';

/**
 * The site's fingerprint, taken before the content is read (a file saved during the build makes the next build
 * look again), and the last build's cache: the docs it read that are unchanged are taken from it, not read again.
 * Widgets handed in by code are not files the fingerprint can see: such builds keep no cache.
 */
export async function readPreviousBuild(
  setup: SiteSetup,
  options: BuildOptions,
): Promise<{ fingerprint: Promise<BuildFingerprint> | undefined; persisted: PreviousBuild | undefined }> {
  const { siteDir, outDir, localeBuild, configFile, inputs, config } = setup;
  const { reporter } = options;
  // Handed in once (build.ts took them to see whether anything changed): a later build of this builder takes its own.
  const taken = options.fingerprint;
  delete options.fingerprint;
  const outputListing = options.outputListing;
  delete options.outputListing;
  const fingerprint =
    (options.cache ?? true) && !options.widgets
      ? (taken ??
        buildFingerprint(siteDir, localeBuild?.topOutDir ?? outDir, [configFile, ...inputs], config, {
          drafts: options.drafts ?? false,
          ...(options.sharedReads ? { shared: options.sharedReads } : {}),
        }))
      : undefined;
  fingerprint?.catch(() => undefined);
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
  return { fingerprint, persisted };
}

/** The docs the cache holds, taken unread while their files are as they were. */
export async function takenDocs(
  persisted: PreviousBuild | undefined,
  fingerprint: Promise<BuildFingerprint> | undefined,
) {
  return persisted && fingerprint && persisted.docs.size > 0
    ? takeCachedDocs(persisted, (await fingerprint).stamps)
    : undefined;
}

/** When the build's workers pay for themselves (poolPlan.ts), and how they start. */
export function buildPools(setup: SiteSetup, options: BuildOptions) {
  const { siteDir, config, siteLoadMs, docsFolders, blogFolders } = setup;
  const threads = options.workers ?? availableParallelism();
  const wanted = (work: () => CompileWork | Promise<CompileWork>, docCount: number) =>
    wantsPool({
      asked: options.workers,
      threads,
      widgets: options.widgets !== undefined,
      docCount,
      siteLoadMs,
      work,
    });
  const start = () =>
    startBuildPool({ siteDir, cache: options.cache ?? true, size: threads, basePath: config.basePath });
  return {
    wanted,
    start,
    /**
     * Whether the build, on one thread, highlights on a thread of its own (highlightPlan.ts): the blocks of the docs
     * to compile, and of the posts when the cache holds none (it takes unchanged posts uncompiled).
     */
    highlighting(docsWork: () => CompileWork, persisted: PreviousBuild | undefined): Promise<boolean> {
      const readRoot = readBoundary(siteDir, config.readRoot).readRoot;
      const posts = () =>
        (persisted?.posts.size ?? 0) > 0 ? [] : config.blogs.flatMap(blogFolders).flatMap(markdownFilesUnder);
      return wantsHighlightThread({
        workers: options.workers,
        codeBlocks: async () => docsWork().codeBlocks + (await filesWork(posts(), readRoot)).codeBlocks,
      });
    },
    /**
     * With nothing to take or share, the workers start before the docs are read (weighed from their files and the
     * blogs' posts, which the workers compile too), and load meanwhile.
     */
    async early(takingOrSharing: boolean): Promise<BuildPool | undefined> {
      const docFiles = takingOrSharing ? [] : docFilePaths(docsFolders);
      const readRoot = readBoundary(siteDir, config.readRoot).readRoot;
      const files = () => [...docFiles, ...config.blogs.flatMap(blogFolders).flatMap(markdownFilesUnder)];
      return docFiles.length > 0 && (await wanted(() => filesWork(files(), readRoot), docFiles.length))
        ? start()
        : undefined;
    },
  };
}

/** Every doc, page, category and static file of the site (`collectContent`), the cache's docs taken unread. */
export function collectStep(
  setup: SiteSetup,
  options: BuildOptions,
  taking: Awaited<ReturnType<typeof takenDocs>>,
): Promise<SiteContent> {
  const { siteDir, config, docsFolders, layout } = setup;
  return options.reporter.stage(
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
}

/**
 * `sitegen build`: the stages in order, each timed by the reporter.
 *
 * loadConfig → readCache → collectContent → compile (Markdown and pages,
 * while the client bundle builds alongside) → buildRoutes → buildSidebars →
 * bundleClient → renderPages (written as they render into a temporary
 * folder) → keepUnchanged → validateLinks → indexSearch → writeOutput (search
 * index, sitemap, static files, assets, then the swap) → writeCache. The
 * pipeline itself is siteBuilder.ts, which `sitegen serve --watch` keeps
 * between rebuilds.
 *
 * Before any of that, a build with its cache on asks whether anything
 * changed: when sitegen, the lockfiles, every file of the site and the
 * resolved config are what the last build saw, and its output is intact,
 * the output is kept as it is. That check loads neither the compiler nor
 * the renderer, so it ends in a fraction of a second.
 *
 * Before even that, what a killed build left is cleared (leftovers.ts): a
 * missing output is put back from the previous one it kept, its folders
 * beside the output and its half-written cache files are removed.
 */
import { createSharedReads } from './sharedReads.ts';
import { loadConfig } from '../config/loadConfig.ts';
import { withWarnings } from '../diagnostics/diagnostic.ts';
import { recoverOutput, sweepCache } from '../output/leftovers.ts';
import { cacheDirFor } from '../paths.ts';
import { checkOutputDir } from '../output/outputGuard.ts';
import { buildFingerprint } from './buildCache.ts';
import { startGeneratorFingerprint } from './generatorFingerprint.ts';
import { unchangedOutput } from './previousBuild.ts';
import { failOnUnsupported } from './strictConfig.ts';
import { takeCacheWarnings } from '../usableCacheDir.ts';
import type { BuildOptions, BuildResult } from './siteBuilder.ts';

export type { BuildOptions, BuildResult } from './siteBuilder.ts';

export async function build(options: BuildOptions): Promise<BuildResult> {
  // sitegen's own files are stamped through the thread pool while the output is checked and the config loads.
  if (options.cache ?? true) startGeneratorFingerprint();
  // First, as the check for an unchanged output looks at the output: the output a killed build left missing is put
  // back.
  const restored = await recoverOutput(options.outDir);
  if (options.cache ?? true) await sweepCache(cacheDirFor(options.siteDir));
  try {
    const result = await buildSite(options);
    return restored.length > 0 ? { ...result, warnings: [...restored, ...result.warnings] } : result;
  } catch (error) {
    throw withWarnings(error, restored);
  }
}

async function buildSite(options: BuildOptions): Promise<BuildResult> {
  const { siteDir, outDir, reporter } = options;
  let { loadedConfig, fingerprint, outputListing } = options;
  // The files the fingerprint reads are read once for every language (sharedReads.ts).
  const sharedReads = createSharedReads();
  if ((options.cache ?? true) && !options.widgets) {
    checkOutputDir(outDir, siteDir);
    const loaded = await reporter.stage('loadConfig', () => loadConfig({ siteDir }));
    if (options.strict) failOnUnsupported(loaded.warnings);
    // Taken before the content is read, as a full build takes it: a file saved meanwhile makes the next build look
    // again.
    fingerprint = buildFingerprint(siteDir, outDir, [loaded.file, ...loaded.inputs], loaded.config, {
      shared: sharedReads,
    });
    fingerprint.catch(() => undefined);
    const output = await reporter.stage(
      'checkOutput',
      async () => unchangedOutput({ siteDir, outDir }, await fingerprint!),
      ({ unchanged }) =>
        unchanged ? `nothing changed since the last build: its ${unchanged.pages} pages stand` : 'to be built',
    );
    if (output.unchanged)
      return {
        pages: output.unchanged.pages,
        warnings: [...takeCacheWarnings(), ...output.unchanged.warnings],
        outDir,
        unchanged: true,
      };
    loadedConfig = loaded;
    outputListing = output.outputListing;
  }
  const { createLocalizedBuilder } = await import('../i18n/localizedBuilder.ts');
  const builder = await createLocalizedBuilder({
    ...options,
    sharedReads,
    ...(loadedConfig ? { loadedConfig } : {}),
    ...(fingerprint ? { fingerprint } : {}),
    ...(outputListing ? { outputListing } : {}),
  });
  const { pages, warnings, outDir: written } = await builder.build();
  // A cache folder that could not be written was replaced by a temporary one: said once, first.
  return { pages, warnings: [...takeCacheWarnings(), ...warnings], outDir: written };
}

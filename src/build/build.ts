/**
 * `sitegen build`: the stages in order, each timed by the reporter.
 *
 * loadConfig → collectContent → compile (Markdown and pages, while the client
 * bundle builds alongside) → buildRoutes → buildSidebars → bundleClient →
 * renderPages (written as they render into a temporary folder) →
 * validateLinks → writeOutput (search index, sitemap, static files, assets,
 * then the swap). The pipeline itself is siteBuilder.ts, which
 * `sitegen serve --watch` keeps between rebuilds.
 */
import { createSiteBuilder, type BuildOptions, type BuildResult } from './siteBuilder.ts';

export type { BuildOptions, BuildResult } from './siteBuilder.ts';

export async function build(options: BuildOptions): Promise<BuildResult> {
  const builder = await createSiteBuilder(options);
  const { pages, warnings, outDir } = await builder.build();
  return { pages, warnings, outDir };
}

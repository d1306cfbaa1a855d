/**
 * A run's routes and sidebars (siteBuilder.ts `run`): every page's route in
 * one table (stage `buildRoutes`, buildRoutes.ts, with the blogs' routes),
 * then the sidebars, category pages and breadcrumbs (stage `buildSidebars`)
 * and the static files a page replaces (routeCollisions.ts).
 */
import { translateBuiltSidebars } from '../i18n/localeTranslations.ts';
import { buildVersionSidebars, sidebarSettings } from '../versions/versionSidebars.ts';
import { addBlogRoutes } from './buildBlogs.ts';
import { buildRoutes } from './buildRoutes.ts';
import { checkRouteCollisions } from './routeCollisions.ts';
import type { CompiledRun } from './runCompile.ts';
import type { RunContext } from './runTypes.ts';

export type RoutedRun = Awaited<ReturnType<typeof routesStep>>;
export type SidebarsOfRun = Awaited<ReturnType<typeof sidebarsStep>>;

export async function routesStep({ setup, options, input }: RunContext, { docs, compiled, blogWork }: CompiledRun) {
  const { config, siteDir, versions, docsFolders } = setup;
  const routed = await options.reporter.stage(
    'buildRoutes',
    async () =>
      buildRoutes({
        config,
        siteDir,
        docs,
        compiled: compiled.compiled,
        pages: compiled.pages,
        tagsFiles: input.content.tagsFiles,
        versions: versions.map((version, i) => ({ ...version, ...docsFolders[i] })),
      }),
    (r) => `${r.routes.size} routes`,
  );
  addBlogRoutes(blogWork.inputs, routed.routes, routed.docRouteByFile);
  return routed;
}

export async function sidebarsStep({ setup, options, memory, input }: RunContext, { routes, docRefs }: RoutedRun) {
  const { config, siteDir, versions, href, translations, configFile, localeBuild, docusaurus } = setup;
  return options.reporter.stage(
    'buildSidebars',
    async () => {
      const result = translateBuiltSidebars(
        await buildVersionSidebars({
          versions,
          siteDir,
          docRefs,
          categories: input.content.categories,
          routes,
          href,
          ...sidebarSettings(config, siteDir),
        }),
        translations?.sidebarMessages,
      );
      // Static files a page replaces (a Docusaurus website's): not copied, with a warning.
      memory.staticWarnings = checkRouteCollisions({
        routes,
        staticFiles: input.content.staticFiles,
        config,
        siteDir,
        configFile,
        localeBuild,
        lenient: docusaurus !== undefined,
      });
      memory.runWarnings.push(...memory.staticWarnings);
      return result;
    },
    (s) => `${s.sidebars.size} sidebar${s.sidebars.size === 1 ? '' : 's'}, ${s.categoryPages.length} category pages`,
  );
}

/**
 * The check of what a build writes against what is already there, once its
 * routes are known: a page at a static file's path (an error, or for a
 * Docusaurus website, which lets the page win, a warning and the file not
 * copied), and, in the default language's build, another language's folder
 * where this language writes. Errors are added to the route table's problems
 * and thrown with them.
 */
import type { ResolvedConfig } from '../config/defineConfig.ts';
import type { StaticFile } from '../content/contentTypes.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { LocaleBuild } from '../i18n/localeBuild.ts';
import type { RouteTable } from '../routes/routeTable.ts';
import { localeFolderCollisions } from './localeFolders.ts';
import { staticCollisions } from './staticCollisions.ts';

/** Throws the route table's errors, these among them; returns the static files a page replaces, as warnings. */
export function checkRouteCollisions(options: {
  routes: RouteTable;
  staticFiles: StaticFile[];
  config: ResolvedConfig;
  siteDir: string;
  configFile: string;
  localeBuild: LocaleBuild | undefined;
  /** A Docusaurus website: a page at a static file's path wins, with a warning. */
  lenient: boolean;
}): Diagnostic[] {
  const { routes, staticFiles, config, siteDir, localeBuild } = options;
  const collisions = staticCollisions(routes, staticFiles, config.trailingSlash, siteDir, { lenient: options.lenient });
  collisions.filter((p) => p.severity === 'error').forEach((p) => routes.problems.add(p));
  // The other languages' folders go into this output whole: none may be where this language writes.
  if (localeBuild?.locale.isDefault)
    localeFolderCollisions({
      locales: localeBuild.locales,
      config,
      routes,
      staticFiles,
      siteDir,
      configFile: options.configFile,
    }).forEach((p) => routes.problems.add(p));
  routes.problems.throwIfErrors();
  return collisions.filter((p) => p.severity === 'warning');
}

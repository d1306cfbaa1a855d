/**
 * The buildSidebars stage on a site of several docs versions: each version's
 * sidebars file (the site's own for the current docs, the versioned one for a
 * release) resolved against that version's docs and categories, with its
 * generated indexes under its route; the results share one map, the ids of
 * other versions prefixed (versionKey).
 */
import { docsInstance, type ResolvedConfig } from '../config/defineConfig.ts';
import type { CategoryMeta } from '../content/contentTypes.ts';
import type { RouteTable } from '../routes/routeTable.ts';
import { buildSidebars, type DocRef, type SidebarsResult } from '../sidebars/buildSidebars.ts';
import { currentSidebarsFile, type DocsVersion } from './docsVersions.ts';
import { currentVersionName } from './versionKey.ts';

/**
 * What the site's config says of every version's sidebars: the site's addresses, each docs instance's defaults for
 * its categories, and the current docs' sidebars file.
 */
export function sidebarSettings(config: ResolvedConfig, siteDir: string) {
  return {
    basePath: config.basePath,
    trailingSlash: config.trailingSlash,
    categoryDefaults: (instance: string) => {
      const docsOf = docsInstance(config, instance);
      return { collapsed: docsOf.sidebarCollapsed, collapsible: docsOf.sidebarCollapsible };
    },
    ...(config.docs.sidebarPath !== undefined
      ? { currentSidebarsFile: currentSidebarsFile(siteDir, config.docs.sidebarPath) }
      : {}),
  };
}

export async function buildVersionSidebars(options: {
  versions: readonly DocsVersion[];
  siteDir: string;
  /** Every version's docs, by doc key. */
  docRefs: ReadonlyMap<string, DocRef>;
  /** Every version's categories, by versionKey of their folder. */
  categories: ReadonlyMap<string, CategoryMeta>;
  routes: RouteTable;
  href: (route: string) => string;
  basePath: string;
  trailingSlash: boolean;
  /** A category's `collapsed` and `collapsible` when it does not say, by docs instance. */
  categoryDefaults?: (instance: string) => { collapsed: boolean; collapsible: boolean };
  /** The config's `docs.sidebarPath`, resolved: the current docs' sidebars file, or false for none. */
  currentSidebarsFile?: string | false;
}): Promise<SidebarsResult> {
  const results: SidebarsResult[] = [];
  for (const version of options.versions) {
    const own = (candidate: string | undefined) => (candidate ?? currentVersionName) === version.name;
    const docs = new Map(
      [...options.docRefs.values()].filter((ref) => own(ref.doc.version)).map((ref) => [ref.doc.id, ref]),
    );
    const categories = new Map(
      [...options.categories.values()].filter((meta) => own(meta.version)).map((meta) => [meta.dirPath, meta]),
    );
    results.push(
      await buildSidebars({
        siteDir: options.siteDir,
        docs,
        categories,
        routes: options.routes,
        routeBasePath: version.routeBase,
        href: options.href,
        basePath: options.basePath,
        trailingSlash: options.trailingSlash,
        version: version.name,
        ...(options.categoryDefaults ? { categoryDefaults: options.categoryDefaults(version.instance) } : {}),
        // The current docs' sidebars file is looked for on every build (one may be added while watching).
        ...(version.name === currentVersionName
          ? options.currentSidebarsFile !== undefined
            ? { sidebarsFile: options.currentSidebarsFile }
            : {}
          : // Another instance's current docs may have none (sidebarPath: false); a release without its file gets
            // the default sidebar.
            { sidebarsFile: version.sidebarsFile === false ? false : (version.sidebarsFile ?? null) }),
      }),
    );
  }
  return {
    sidebars: new Map(results.flatMap((result) => [...result.sidebars])),
    navigation: new Map(results.flatMap((result) => [...result.navigation])),
    categoryPages: results.flatMap((result) => result.categoryPages),
    inputs: [...new Set(results.flatMap((result) => result.inputs))],
    links: results.flatMap((result) => result.links),
  };
}

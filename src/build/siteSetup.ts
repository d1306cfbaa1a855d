/**
 * What a site builder reads once, before its first build, and keeps for
 * every update (`serve --watch` starts a new builder when one of these
 * changes): the site's code (config, widgets, Markdown plugins, theme
 * overrides), the output folder's checks, the config of the language being
 * built, the docs versions and the language's translations, the folders of
 * the docs and blogs, their git history where pages show last updates, how
 * React and Markdown pages compile, and the site's stylesheets.
 */
import path from 'node:path';
import type { ResolvedBlog } from '../config/blogConfig.ts';
import { customStylesheets } from '../client/customCss.ts';
import { defaultDocsInstance, docsInstance, type ResolvedConfig } from '../config/defineConfig.ts';
import { defaultDocsGlobs } from '../content/docsGlobs.ts';
import { readLastUpdates, type LastUpdate } from '../content/lastUpdates.ts';
import type { PageOptions } from '../content/loadPages.ts';
import { readBoundary } from '../content/realPathInside.ts';
import { readFoldersOf, siteLayout } from '../content/siteLayout.ts';
import { SitegenError, withWarnings, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { localizedConfig, translatedBlogFolder, translatedDocsFolders, type LocaleBuild } from '../i18n/localeBuild.ts';
import { loadLocaleTranslations } from '../i18n/localeTranslations.ts';
import { createMarkdownCompiler, type MarkdownCompiler } from '../markdown/compileMarkdown.ts';
import { compilerSetup } from '../markdown/markdownPlugins.ts';
import { checkOutputDir } from '../output/outputGuard.ts';
import { hrefFor } from '../routes/outputPath.ts';
import { renderTimeoutSeconds, setDocTimeLimit } from '../timeLimit/docClock.ts';
import { readDocsVersions, type DocsVersion } from '../versions/docsVersions.ts';
import type { BuildOptions } from './builderTypes.ts';
import { loadSite } from './loadSite.ts';
import { readOnce } from './sharedReads.ts';
import { failOnUnsupported } from './strictConfig.ts';

/** The site's code, loaded (the loadConfig or loadWidgets stage), and what loading it took in this thread. */
async function loadSiteCode(options: BuildOptions, siteDir: string) {
  // With the config loaded already (by build()), what is left of this stage is loading the site's widgets.
  const started = performance.now();
  const site = await options.reporter.stage(options.loadedConfig ? 'loadWidgets' : 'loadConfig', () =>
    loadSite({
      siteDir,
      ...(options.loadedConfig ? { loadedConfig: options.loadedConfig } : {}),
      ...(options.widgets ? { extraWidgets: options.widgets } : {}),
    }),
  );
  /** What loading the site took here: each build worker does it again (poolPlan.ts). */
  const siteLoadMs = (options.loadedConfig ? site.loadMs : 0) + performance.now() - started;
  return { ...site, siteLoadMs };
}

/** The docs versions (versions.json, versioned_docs/), each with its label in the language being built. */
async function readVersions(input: {
  siteDir: string;
  config: ResolvedConfig;
  configFile: string;
  configWarnings: Diagnostic[];
  localeBuild: LocaleBuild | undefined;
}) {
  const { siteDir, config, localeBuild } = input;
  const versionsRead = readDocsVersions(siteDir, config, input.configFile);
  if (versionsRead.problems.length > 0)
    throw withWarnings(new SitegenError(versionsRead.problems), input.configWarnings);
  // A language's own words: the theme's strings (code.json), the navbar's and footer's labels, each version's
  // sidebar labels.
  const translations = localeBuild
    ? await loadLocaleTranslations(
        {
          siteDir,
          locale: localeBuild.locale.code,
          sourceText: { maxFileSizeMb: config.limits.maxFileSize },
          boundary: readBoundary(siteDir, config.readRoot),
        },
        versionsRead.versions,
      )
    : undefined;
  if (translations && translations.problems.length > 0) throw new SitegenError(translations.problems);
  const versions = versionsRead.versions.map((version) => ({
    ...version,
    label: translations?.versionLabels.get(version.name) ?? version.label,
  }));
  return { versionsRead, translations, versions };
}

/** Each version's docs folder, with its instance's own globs and, in another language, its translations' folders. */
function docsFoldersOf(
  config: ResolvedConfig,
  versions: readonly DocsVersion[],
  siteDir: string,
  nested?: LocaleBuild,
) {
  const globsOf = (instance: string) => {
    const docsOf = docsInstance(config, instance);
    return docsOf.include || docsOf.exclude
      ? {
          globs: {
            include: docsOf.include ?? defaultDocsGlobs.include,
            exclude: docsOf.exclude ?? defaultDocsGlobs.exclude,
          },
        }
      : {};
  };
  return versions.map((version) => ({
    name: version.name,
    dir: version.dir,
    ...globsOf(version.instance),
    ...(nested ? { translated: translatedDocsFolders(siteDir, nested.locale.code, version) } : {}),
  }));
}

/**
 * Each file's last commit, read once per builder (the history does not change with the files being edited), only of
 * the docs instances and blogs that show it; undefined when none does.
 */
function readHistory(input: {
  config: ResolvedConfig;
  versions: readonly DocsVersion[];
  docsFolders: readonly { dir: string }[];
  blogFolders: (blog: ResolvedBlog) => string[];
  sharedReads: BuildOptions['sharedReads'];
}): Promise<Map<string, LastUpdate>> | undefined {
  const { config, versions } = input;
  const showsLastUpdate = (instance: string) =>
    docsInstance(config, instance).showLastUpdateTime || docsInstance(config, instance).showLastUpdateAuthor;
  const folders = [
    ...input.docsFolders
      .filter((_, i) => showsLastUpdate(versions[i]?.instance ?? defaultDocsInstance))
      .map((folder) => folder.dir),
    ...config.blogs.filter((blog) => blog.showLastUpdateTime || blog.showLastUpdateAuthor).flatMap(input.blogFolders),
  ];
  if (folders.length === 0) return undefined;
  const history = Promise.all(
    folders.map((dir) => readOnce(input.sharedReads?.history, dir, () => readLastUpdates(dir))),
  ).then((maps) => new Map(maps.flatMap((map) => [...map])));
  history.catch(() => undefined);
  return history;
}

/**
 * How pages compile: React pages' images are addressed from the site's root in every language, their CSS modules
 * through the site's PostCSS plugins; Markdown pages compile as docs do, with the site's Markdown plugins and widgets.
 */
function pageOptionsOf(
  site: Pick<Awaited<ReturnType<typeof loadSite>>, 'widgets' | 'markdown' | 'docusaurus'>,
  siteConfig: ResolvedConfig,
  config: ResolvedConfig,
  siteDir: string,
): PageOptions {
  let compiler: MarkdownCompiler | undefined;
  return {
    basePath: siteConfig.basePath,
    postcssPlugins: site.docusaurus?.postcssPlugins ?? [],
    readRoot: readBoundary(siteDir, config.readRoot).readRoot,
    markdownPages: {
      compiler: () =>
        (compiler ??= createMarkdownCompiler({
          widgets: site.widgets,
          ...compilerSetup(site.markdown, path.join(siteDir, 'static')),
        })),
      toc: config.docs.toc,
    },
  };
}

export async function setUpSite(options: BuildOptions) {
  const siteDir = path.resolve(options.siteDir);
  const outDir = path.resolve(options.outDir);
  const localeBuild = options.locale;
  // A language's folder inside the site's output is guarded with it, by the default language's build.
  const nested = localeBuild !== undefined && !localeBuild.locale.isDefault ? localeBuild : undefined;
  if (!nested) checkOutputDir(outDir, siteDir);
  const site = await loadSiteCode(options, siteDir);
  const { config: siteConfig, file: configFile, warnings: configWarnings } = site;
  // --strict: what the Docusaurus config asks and sitegen cannot do fails the build, before anything is written.
  if (options.strict) failOnUnsupported(configWarnings);
  // The folders the config names (docs.path, src/pages, staticDirectories) are read: the output may not be in one.
  // What the config's reading found is reported with any problem that stops the build here.
  try {
    if (!nested) checkOutputDir(outDir, siteDir, readFoldersOf(siteConfig));
  } catch (error) {
    throw withWarnings(error, configWarnings);
  }
  // A language other than the default is served under its own base path, /fr/.
  const config = localizedConfig(siteConfig, localeBuild);
  setDocTimeLimit(renderTimeoutSeconds(config.limits.renderTimeout));
  const read = await readVersions({ siteDir, config, configFile, configWarnings, localeBuild });
  const docsFolders = docsFoldersOf(config, read.versions, siteDir, nested);
  // The main docs' last version: the navbar's doc links lead to it.
  const mainVersions = read.versions.filter((version) => version.instance === defaultDocsInstance);
  // A blog's folder, and in another language its translations'.
  const blogFolders = (blog: ResolvedBlog) => [
    path.resolve(siteDir, blog.path),
    ...(nested ? [translatedBlogFolder(siteDir, nested.locale.code, blog.id)] : []),
  ];
  // The site's stylesheets: customCss, then the stylesheets among its clientModules (as Docusaurus loads them on
  // every page), then what the site's own parts of the theme import (a swizzled footer's stylesheet).
  const stylesheets = [
    ...(await customStylesheets({
      customCss: [...config.customCss, ...config.clientModules.filter((module) => /\.(?:css|scss|sass)$/.test(module))],
      siteDir,
      configFile,
    })),
    ...site.overrides.styles,
  ];
  return {
    ...site,
    ...read,
    siteDir,
    outDir,
    localeBuild,
    nested: nested !== undefined,
    /** The language being built, when it is not the default one (its folder is inside the site's output). */
    nestedLocale: nested,
    siteConfig,
    configFile,
    configWarnings,
    config,
    href: (route: string) => hrefFor(route, config.basePath, config.trailingSlash),
    docsFolders,
    lastVersion: mainVersions.find((version) => version.isLast) ?? mainVersions[0],
    blogFolders,
    lastUpdates: readHistory({
      config,
      versions: read.versions,
      docsFolders,
      blogFolders,
      sharedReads: options.sharedReads,
    }),
    layout: siteLayout(siteDir, config),
    pageOptions: pageOptionsOf(site, siteConfig, config, siteDir),
    stylesheets,
  };
}

export type SiteSetup = Awaited<ReturnType<typeof setUpSite>>;

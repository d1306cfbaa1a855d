/**
 * Stage: bundle the browser code with esbuild. The shell runtime and the
 * theme CSS load on every page; the islands hydrator and one chunk per island
 * load only where an island is rendered. Everything is content-hashed; the
 * before-paint script is returned as text to inline.
 */
import type { BuildOptions, Message, Plugin } from 'esbuild';
import { build } from '../modules/esbuildBuild.ts';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { SitegenError, type Diagnostic } from '../diagnostics/diagnostic.ts';
import type { WidgetRegistry } from '../../theme/widgets/widgetTypes.ts';
import type { ResolvedConfig } from '../config/defineConfig.ts';
import { sitegenModule, themeDir } from '../paths.ts';
import { hrefFor } from '../routes/outputPath.ts';
import { searchSettingsFor } from '../search/searchSettings.ts';
import type { OutputFile } from '../output/outputFile.ts';
import type { MdxIsland } from '../markdown/compileContext.ts';
import { docusaurusAliases } from '../modules/docusaurusAliases.ts';
import { siteLayout } from '../content/siteLayout.ts';
import { siteAssets } from '../modules/siteAssets.ts';
import { staticImports } from '../modules/staticImports.ts';
import {
  buildTolerating,
  clientModulesEntry,
  clientModulesNamespace,
  mdxIslandEntries,
  mdxIslandNamespace,
  nodeBuiltinsExternal,
  requireLikeImport,
  sharedModules,
  stylesEntry,
  stylesNamespace,
} from './clientBundlePlugins.ts';
import { bundleAssets, siteInputsOf } from './bundleOutputs.ts';

export interface ClientBundle {
  files: OutputFile[];
  stylesheets: string[];
  runtime: string;
  hydrator: string;
  inlineScript: string;
  islands: Record<string, string>;
  /** Each React page's own stylesheet (what its code imports), by page id, when it has one. */
  pageStyles: Record<string, string>;
  /** Imports of names their module lacks, made undefined as webpack makes them. */
  warnings: Diagnostic[];
  /**
   * The site's client modules (Docusaurus's `clientModules`), run on every page: their script, and their stylesheet
   * when they import one.
   */
  clientModules?: { script: string; stylesheet?: string };
  /**
   * The files of the bundle outside node_modules and sitegen (the site's stylesheets, the Sass files they load, and
   * islands), absolute.
   */
  siteInputs: string[];
  /** Taken from the site's cache, not made by esbuild (cachedClientBundle.ts). */
  clientFromCache?: boolean;
}

/** A React page of the site, bundled for its stylesheet and, when it needs JavaScript, as an island (`page-<id>`). */
export interface PageBundleEntry {
  id: string;
  file: string;
}

/**
 * A module as a message names it: a package's file by its path in node_modules (`pkg/dist/index.js`), else by its path
 * in the site.
 */
function moduleName(file: string, siteDir: string | undefined): string {
  const marker = `${path.sep}node_modules${path.sep}`;
  const at = file.lastIndexOf(marker);
  const name = at === -1 ? path.relative(siteDir ?? path.dirname(file), file) : file.slice(at + marker.length);
  return name.split(path.sep).join('/');
}

export interface ClientBundleOptions {
  config: ResolvedConfig;
  widgets: WidgetRegistry;
  minify?: boolean;
  /** The site's own stylesheets (customCss), absolute, checked to be inside the site. */
  stylesheets?: string[];
  /**
   * Imports between assets relative to each file, instead of absolute under the base path (pages served from anywhere).
   */
  relativeImports?: boolean;
  /** Widgets of MDX docs built as islands of their own, and the site folder their `@site/` imports name. */
  mdxIslands?: { islands: readonly MdxIsland[]; siteDir: string };
  /** React pages (and the site folder), for their stylesheets and, where they need JavaScript, as islands. */
  pages?: {
    entries: readonly PageBundleEntry[];
    siteDir: string;
    postcssPlugins?: readonly unknown[];
    plugins?: readonly Plugin[];
  };
  /** A Docusaurus website: Infima under the theme's stylesheet. */
  classic?: boolean;
  /** The site folder, for what its stylesheets import (Sass, CSS modules), and its PostCSS plugins. */
  site?: { siteDir: string; postcssPlugins?: readonly unknown[] };
  /** The site's JavaScript client modules (paths relative to the site folder, or packages), run on every page. */
  clientModules?: readonly string[];
}

function bundleError(messages: Message[]): SitegenError {
  return new SitegenError(
    messages.map(
      (m): Diagnostic => ({
        code: 'BundleFailed',
        severity: 'error',
        message: m.text,
        // esbuild names a file from its working folder, the theme's.
        file: m.location ? path.resolve(themeDir, m.location.file) : undefined,
        line: m.location?.line,
        column: m.location ? m.location.column + 1 : undefined,
      }),
    ),
  );
}

/** What a bundle is made of, worked out from its options once. */
export interface BundlePlan {
  options: ClientBundleOptions;
  publicPath: string;
  siteDir: string | undefined;
  mdxIslands: readonly MdxIsland[];
  pages: readonly PageBundleEntry[];
  /** The client modules, a file of the site by its absolute path, a package by its name. */
  clientModules: string[];
  entryPoints: Record<string, string>;
  /**
   * The files the site's stylesheets and assets were made from, which the metafile names by a namespace or not at
   * all.
   */
  reads: Set<string>;
}

export async function bundleClient(options: ClientBundleOptions): Promise<ClientBundle> {
  const plan = bundlePlan(options);
  try {
    const missing = new Map<string, Set<string>>();
    const plugins = clientPlugins(plan);
    const [main, boot] = await Promise.all([
      buildTolerating(missing, (patched) => build({ ...mainBuildOptions(plan), plugins: [patched, ...plugins] })),
      build(bootBuildOptions(options.config)),
    ]);
    const { files, pageStyles, clientModules, stylesheets, runtime, hydrator, islands } = bundleAssets(plan, main);
    return {
      files,
      pageStyles,
      ...(clientModules ? { clientModules } : {}),
      warnings: missingExportWarnings(missing, plan.siteDir),
      stylesheets,
      runtime,
      hydrator,
      inlineScript: boot.outputFiles[0]?.text.trim() ?? '',
      islands,
      siteInputs: siteInputsOf(main.metafile, plan.reads),
    };
  } catch (error) {
    const messages = (error as { errors?: Message[] }).errors;
    if (messages && messages.length > 0) throw bundleError(messages);
    throw error;
  }
}

/** The bundle's entries: the runtime, the hydrator, the stylesheet, each island, each page, the client modules. */
function bundlePlan(options: ClientBundleOptions): BundlePlan {
  const entryPoints: Record<string, string> = {
    runtime: sitegenModule('theme/client/runtime.ts'),
    islands: sitegenModule('theme/client/islands.ts'),
    theme: options.stylesheets?.length || options.classic ? stylesNamespace : path.join(themeDir, 'styles/theme.css'),
  };
  for (const [name, widget] of options.widgets) {
    if (widget.island) entryPoints[`island-${name}`] = widget.island.module;
  }
  const mdxIslands = options.mdxIslands?.islands ?? [];
  for (const island of mdxIslands) entryPoints[`island-${island.id}`] = `${mdxIslandNamespace}:${island.id}`;
  const pages = options.pages?.entries ?? [];
  for (const page of pages) entryPoints[`page-${page.id}`] = page.file;
  const siteDir = options.pages?.siteDir ?? options.mdxIslands?.siteDir ?? options.site?.siteDir;
  // A file of the site is imported by its path (`src/analytics.js`); anything else by its name, as a package.
  const isPath = (module: string) =>
    /^\.{1,2}\//.test(module) || path.isAbsolute(module) || existsSync(path.resolve(siteDir ?? '', module));
  const clientModules = siteDir
    ? (options.clientModules ?? []).map((module) => (isPath(module) ? path.resolve(siteDir, module) : module))
    : [];
  if (clientModules.length > 0) entryPoints['client-modules'] = clientModulesNamespace;
  return {
    options,
    publicPath: `${options.config.basePath.replace(/\/$/, '')}/assets`,
    siteDir,
    mdxIslands,
    pages,
    clientModules,
    entryPoints,
    reads: new Set(),
  };
}

function clientPlugins(plan: BundlePlan): Plugin[] {
  const { options, siteDir, mdxIslands, pages, clientModules } = plan;
  const postcssPlugins = options.pages?.postcssPlugins ?? options.site?.postcssPlugins;
  return [
    // The pages' own loaders first (the `.md` files their code imports).
    ...(options.pages?.plugins ?? []),
    ...(options.stylesheets?.length || options.classic
      ? [stylesEntry(options.stylesheets ?? [], options.classic === true)]
      : []),
    ...(mdxIslands.length > 0 ? [mdxIslandEntries(mdxIslands)] : []),
    ...(siteDir && clientModules.length > 0 ? [clientModulesEntry(clientModules, siteDir)] : []),
    ...(siteDir
      ? [
          siteAssets({
            side: 'client',
            siteDir,
            reads: plan.reads,
            basePath: options.config.basePath,
            staticDirs: siteLayout(siteDir, options.config).staticDirs,
            ...(postcssPlugins?.length ? { postcssPlugins } : {}),
          }),
        ]
      : []),
    ...(siteDir && (mdxIslands.length > 0 || pages.length > 0 || clientModules.length > 0)
      ? [docusaurusAliases(siteDir, { bundle: true }), staticImports(siteDir), nodeBuiltinsExternal, requireLikeImport]
      : []),
  ];
}

/** The main bundle's esbuild options, but its plugins. */
function mainBuildOptions(plan: BundlePlan): BuildOptions & { write: false; metafile: true } {
  const { options, siteDir } = plan;
  return {
    entryPoints: plan.entryPoints,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    outdir: 'assets',
    entryNames: '[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    assetNames: 'media/[name]-[hash]',
    ...(options.relativeImports ? {} : { publicPath: plan.publicPath }),
    write: false,
    metafile: true,
    minify: options.minify ?? true,
    jsx: 'automatic',
    logLevel: 'silent',
    absWorkingDir: themeDir,
    ...(siteDir ? { nodePaths: [path.join(siteDir, 'node_modules')] } : {}),
    // The search UI's settings: one copy, in the chunk that opens the dialog.
    define: {
      'process.env.NODE_ENV': '"production"',
      __SITEGEN_SEARCH__: JSON.stringify(searchSettingsFor(options.config)),
    },
    // A site's own islands import React and sitegen's entries: always sitegen's copies, so the page has one React.
    alias: sharedModules(),
    // As Docusaurus's webpack finds a module without its extension: `.mjs` and `.cjs` too.
    resolveExtensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.cjs', '.css', '.json'],
    loader: {
      ...Object.fromEntries(
        [
          '.woff2',
          '.woff',
          '.ttf',
          '.eot',
          '.otf',
          '.svg',
          '.png',
          '.jpg',
          '.jpeg',
          '.webp',
          '.gif',
          '.avif',
          '.ico',
        ].map((extension) => [extension, 'file' as const]),
      ),
      // JSX in .js files, as Docusaurus's Babel reads them.
      ...(plan.pages.length > 0 || plan.clientModules.length > 0 ? { '.js': 'jsx' as const } : {}),
    },
  };
}

/** The script inlined before the page paints: the color mode, the announcement bar, the base path. */
function bootBuildOptions(config: ResolvedConfig): BuildOptions & { write: false } {
  return {
    entryPoints: [sitegenModule('theme/client/beforePaint.ts')],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    write: false,
    minify: true,
    logLevel: 'silent',
    define: {
      __SITEGEN_BOOT__: JSON.stringify({
        defaultMode: config.colorMode.defaultMode,
        respectPrefersColorScheme: config.colorMode.respectPrefersColorScheme,
        announcementId: config.announcementBar?.id ?? null,
        basePath: hrefFor('/', config.basePath, false),
      }),
    },
  };
}

function missingExportWarnings(missing: Map<string, Set<string>>, siteDir: string | undefined): Diagnostic[] {
  return [...missing].flatMap(([file, names]) =>
    [...names].map(
      (name): Diagnostic => ({
        code: 'MissingExport',
        severity: 'warning',
        file,
        message:
          `${moduleName(file, siteDir)} has no export named "${name}", which the site's code imports: in the ` +
          `browser it is undefined, as webpack makes it.`,
        hint: 'The installed version of the package may differ from the one the code was written for.',
      }),
    ),
  );
}

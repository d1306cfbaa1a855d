/**
 * Stage: bundle the browser code with esbuild. The shell runtime and the
 * theme CSS load on every page; the islands hydrator and one chunk per island
 * load only where an island is rendered. Everything is content-hashed; the
 * before-paint script is returned as text to inline.
 */
import { build, type Message, type Plugin } from 'esbuild';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { SitegenError, type Diagnostic } from '../diagnostics/diagnostic.ts';
import type { WidgetRegistry } from '../../theme/widgets/widgetTypes.ts';
import type { ResolvedConfig } from '../config/defineConfig.ts';
import { formerPublicEntries, packageDir, publicEntries, sitegenModule, sitegenRoot, themeDir } from '../paths.ts';
import { hrefFor } from '../routes/outputPath.ts';
import { searchSettingsFor } from '../search/searchSettings.ts';
import type { OutputFile } from '../output/outputFile.ts';
import type { MdxIsland } from '../markdown/compileContext.ts';
import { docusaurusAliases } from '../modules/docusaurusAliases.ts';
import { siteLayout } from '../content/siteLayout.ts';
import { siteAssets } from '../modules/siteAssets.ts';
import { staticImports } from '../modules/staticImports.ts';
import { interactiveEntries } from './pageInteractivity.ts';

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

/**
 * React as sitegen finds it (the project's own when its version meets
 * sitegen's range, hoisted beside sitegen by npm; else sitegen's own, in its
 * node_modules) and sitegen's entries: every module of the site gets that one.
 */
function sharedModules(): Record<string, string> {
  return { react: packageDir('react'), 'react-dom': packageDir('react-dom'), ...formerPublicEntries, ...publicEntries };
}

/**
 * The stylesheet entry: the theme's, and after it the site's own (customCss),
 * as one file importing them in that order, so the site's rules win.
 */
const stylesNamespace = 'sitegen-styles';

function stylesEntry(siteStylesheets: string[], classic: boolean): Plugin {
  // A Docusaurus website's pages are styled with Infima, under sitegen's theme and the bridge between them.
  const theme = classic
    ? [
        path.join(packageDir('infima'), 'dist/css/default/default.css'),
        path.join(themeDir, 'styles/theme.css'),
        path.join(themeDir, 'styles/classic.css'),
      ]
    : [path.join(themeDir, 'styles/theme.css')];
  return {
    name: stylesNamespace,
    setup(builder) {
      builder.onResolve({ filter: /^sitegen-styles$/ }, () => ({ path: 'theme.css', namespace: stylesNamespace }));
      builder.onLoad({ filter: /.*/, namespace: stylesNamespace }, () => ({
        contents: [...theme, ...siteStylesheets].map((file) => `@import ${JSON.stringify(file)};`).join('\n'),
        loader: 'css',
        resolveDir: themeDir,
      }));
    },
  };
}

function bundleError(messages: Message[]): SitegenError {
  return new SitegenError(
    messages.map(
      (m): Diagnostic => ({
        code: 'BundleFailed',
        severity: 'error',
        message: m.text,
        file: m.location ? path.resolve(m.location.file) : undefined,
        line: m.location?.line,
        column: m.location ? m.location.column + 1 : undefined,
      }),
    ),
  );
}

/**
 * A React page may read files at build time (`node:fs`): bundled for its stylesheet, it leaves Node's
 * modules out. A page that also acts in the browser would fail there, as it would in Docusaurus.
 */
const nodeBuiltinsExternal: Plugin = {
  name: 'sitegen-node-builtins',
  setup(builder) {
    builder.onResolve({ filter: /^[a-z_:]+(?:\/[\w/]+)?$/ }, (args) =>
      isBuiltin(args.path) ? { path: args.path, external: true } : undefined,
    );
  },
};

const requireResolving = Symbol('requireResolving');

/**
 * A package that CommonJS code `require`s is taken as an `import` takes it, its file for bundlers (`module`)
 * first, as webpack takes it: its `main` may be a UMD bundle whose inner `require('./impl/format')` esbuild
 * cannot follow (jsonc-parser's, through @stoplight/json), which then fails in the browser.
 */
const requireLikeImport: Plugin = {
  name: 'sitegen-require-like-import',
  setup(builder) {
    builder.onResolve({ filter: /^[^./\\]/ }, async (args) => {
      if (args.kind !== 'require-call' || args.pluginData === requireResolving) return undefined;
      const resolved = await builder.resolve(args.path, {
        kind: 'import-statement',
        resolveDir: args.resolveDir,
        importer: args.importer,
        pluginData: requireResolving,
      });
      return resolved.errors.length > 0 ? undefined : resolved;
    });
  },
};

const mdxIslandNamespace = 'sitegen-mdx-island';

/** The isolated islands of MDX docs as entries: their code, resolved from their doc's folder. */
const clientModulesNamespace = 'sitegen-client-modules';

/**
 * The site's client modules as one entry, run on every page as Docusaurus runs them on every route: each
 * imported in order, then each one's `onRouteUpdate` and `onRouteDidUpdate` called with the page's location
 * (no previous location on a page loaded whole), and again, with the previous one, after each navigation of
 * the client router (`sitegen:before-swap`, `sitegen:navigated`).
 */
function clientModulesEntry(modules: readonly string[], siteDir: string): Plugin {
  return {
    name: clientModulesNamespace,
    setup(builder) {
      builder.onResolve({ filter: new RegExp(`^${clientModulesNamespace}$`) }, () => ({
        path: 'client-modules',
        namespace: clientModulesNamespace,
      }));
      builder.onLoad({ filter: /.*/, namespace: clientModulesNamespace }, () => ({
        contents: [
          ...modules.map((module, i) => `import * as module${i} from ${JSON.stringify(module)};`),
          `const modules = [${modules.map((_, i) => `module${i}`).join(', ')}];`,
          'const here = () => ({ pathname: window.location.pathname, search: window.location.search, hash: ' +
            'window.location.hash, state: null });',
          'const call = (hook, location, previousLocation) => {',
          '  for (const module of modules) {',
          '    try { if (typeof module[hook] === "function") module[hook]({ location, previousLocation }); } ' +
            'catch (error) { console.error(error); }',
          '  }',
          '};',
          'let previous = here();',
          'call("onRouteUpdate", previous, null);',
          'call("onRouteDidUpdate", previous, null);',
          'document.addEventListener("sitegen:navigated", () => {',
          '  const location = here();',
          '  call("onRouteUpdate", location, previous);',
          '  call("onRouteDidUpdate", location, previous);',
          '  previous = location;',
          '});',
        ].join('\n'),
        loader: 'js',
        resolveDir: siteDir,
      }));
    },
  };
}

function mdxIslandEntries(islands: readonly MdxIsland[]): Plugin {
  const byId = new Map(islands.map((island) => [island.id, island]));
  return {
    name: 'sitegen-mdx-islands',
    setup(builder) {
      builder.onResolve({ filter: new RegExp(`^${mdxIslandNamespace}:`) }, (args) => ({
        path: args.path.slice(mdxIslandNamespace.length + 1),
        namespace: mdxIslandNamespace,
      }));
      builder.onLoad({ filter: /.*/, namespace: mdxIslandNamespace }, (args) => {
        const island = byId.get(args.path);
        return island
          ? { contents: island.code, loader: 'jsx', resolveDir: island.resolveDir }
          : { errors: [{ text: `No MDX island ${args.path}` }] };
      });
    },
  };
}

/**
 * esbuild refuses an import of a name an ES module does not export, where webpack warns and makes it
 * undefined (a site whose code was written for another version of a package still builds with Docusaurus).
 * So each such name is added to its module as `undefined` and the bundle made again; the names are
 * returned for warnings.
 */
async function buildTolerating<T>(missing: Map<string, Set<string>>, run: (patched: Plugin) => Promise<T>): Promise<T> {
  const patched: Plugin = {
    name: 'sitegen-missing-exports',
    setup(builder) {
      builder.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, async (args) => {
        const names = missing.get(args.path);
        if (!names) return undefined;
        const text = await readFile(args.path, 'utf8');
        return {
          contents: `${text}\n${[...names].map((name) => `export var ${name} = void 0;`).join('\n')}\n`,
          loader: /\.tsx?$/.test(args.path) ? 'tsx' : 'jsx',
          resolveDir: path.dirname(args.path),
        };
      });
    },
  };
  for (let attempt = 0; ; attempt++) {
    try {
      return await run(patched);
    } catch (error) {
      const messages = (error as { errors?: Message[] }).errors ?? [];
      const found = messages
        .map((m) => /^No matching export in "(.+)" for import "([\w$]+)"$/.exec(m.text))
        .filter((m): m is RegExpExecArray => m !== null);
      if (attempt >= 5 || found.length === 0 || found.length !== messages.length) throw error;
      for (const [, file = '', name = ''] of found) {
        const absolute = path.resolve(themeDir, file);
        missing.set(absolute, (missing.get(absolute) ?? new Set()).add(name));
      }
    }
  }
}

export async function bundleClient(options: {
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
}): Promise<ClientBundle> {
  const { config } = options;
  const publicPath = `${config.basePath.replace(/\/$/, '')}/assets`;
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
  const postcssPlugins = options.pages?.postcssPlugins ?? options.site?.postcssPlugins;
  // The files the site's stylesheets were made from, which the metafile names by a namespace or not at all (Sass).
  const styleReads = new Set<string>();
  const plugins = [
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
            reads: styleReads,
            basePath: config.basePath,
            staticDirs: siteLayout(siteDir, config).staticDirs,
            ...(postcssPlugins?.length ? { postcssPlugins } : {}),
          }),
        ]
      : []),
    ...(siteDir && (mdxIslands.length > 0 || pages.length > 0 || clientModules.length > 0)
      ? [docusaurusAliases(siteDir, { bundle: true }), staticImports(siteDir), nodeBuiltinsExternal, requireLikeImport]
      : []),
  ];
  const minify = options.minify ?? true;
  try {
    const missing = new Map<string, Set<string>>();
    const [main, boot] = await Promise.all([
      buildTolerating(missing, (patched) =>
        build({
          entryPoints,
          bundle: true,
          splitting: true,
          format: 'esm',
          platform: 'browser',
          target: 'es2022',
          outdir: 'assets',
          entryNames: '[name]-[hash]',
          chunkNames: 'chunks/[name]-[hash]',
          assetNames: 'media/[name]-[hash]',
          ...(options.relativeImports ? {} : { publicPath }),
          write: false,
          metafile: true,
          minify,
          jsx: 'automatic',
          logLevel: 'silent',
          absWorkingDir: themeDir,
          ...(siteDir ? { nodePaths: [path.join(siteDir, 'node_modules')] } : {}),
          // The search UI's settings: one copy, in the chunk that opens the dialog.
          define: {
            'process.env.NODE_ENV': '"production"',
            __SITEGEN_SEARCH__: JSON.stringify(searchSettingsFor(config)),
          },
          // A site's own islands import React and sitegen's entries: always sitegen's copies, so the page has one
          // React.
          alias: sharedModules(),
          // As Docusaurus's webpack finds a module without its extension: `.mjs` and `.cjs` too.
          resolveExtensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.cjs', '.css', '.json'],
          loader: {
            '.woff2': 'file',
            '.woff': 'file',
            '.ttf': 'file',
            '.eot': 'file',
            '.otf': 'file',
            '.svg': 'file',
            '.png': 'file',
            '.jpg': 'file',
            '.jpeg': 'file',
            '.webp': 'file',
            '.gif': 'file',
            '.avif': 'file',
            '.ico': 'file',
            // JSX in .js files, as Docusaurus's Babel reads them.
            ...(pages.length > 0 || clientModules.length > 0 ? { '.js': 'jsx' } : {}),
          },
          plugins: [patched, ...plugins],
        }),
      ),
      build({
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
      }),
    ]);
    let files: OutputFile[] = main.outputFiles.map((f) => ({
      path: path.relative(themeDir, f.path).split(path.sep).join('/'),
      contents: f.contents,
    }));
    const outputOf = (entry: string, extension = '.js') =>
      Object.entries(main.metafile.outputs).find(
        ([file, o]) =>
          o.entryPoint !== undefined &&
          file.endsWith(extension) &&
          path.resolve(themeDir, o.entryPoint) === path.resolve(entry),
      );
    const urlOf = (entry: string, extension = '.js') => {
      const output = Object.entries(main.metafile.outputs).find(
        ([file, o]) =>
          o.entryPoint !== undefined &&
          file.endsWith(extension) &&
          (entry === stylesNamespace
            ? o.entryPoint === `${stylesNamespace}:theme.css`
            : entry.startsWith(`${mdxIslandNamespace}:`)
              ? o.entryPoint === entry
              : path.resolve(themeDir, o.entryPoint) === path.resolve(entry)),
      );
      if (!output) throw new Error(`esbuild produced no ${extension} output for ${entry}`);
      return `${publicPath}/${path.basename(output[0])}`;
    };
    const islands: Record<string, string> = {};
    for (const [name, widget] of options.widgets) if (widget.island) islands[name] = urlOf(widget.island.module);
    for (const island of mdxIslands) islands[island.id] = urlOf(`${mdxIslandNamespace}:${island.id}`);
    // A page whose code keeps state or handles events is an island; another ships no script, only its stylesheet.
    const pageInputs = new Map(pages.map((page) => [page.id, outputOf(page.file)?.[1].entryPoint ?? '']));
    const needScripts = interactiveEntries(main.metafile, [...pageInputs.values()].filter(Boolean), themeDir);
    const pageStyles: Record<string, string> = {};
    const unused = new Set<string>();
    for (const page of pages) {
      const output = outputOf(page.file);
      if (!output) continue;
      if (output[1].cssBundle) pageStyles[page.id] = `${publicPath}/${path.basename(output[1].cssBundle)}`;
      if (needScripts.has(output[1].entryPoint ?? ''))
        islands[`page-${page.id}`] = `${publicPath}/${path.basename(output[0])}`;
      else unused.add(path.relative(themeDir, path.resolve(themeDir, output[0])).split(path.sep).join('/'));
    }
    files = files.filter((file) => !unused.has(file.path) && !unused.has(file.path.replace(/\.map$/, '')));
    const clientModulesOutput = Object.entries(main.metafile.outputs).find(
      ([file, o]) => o.entryPoint === `${clientModulesNamespace}:client-modules` && file.endsWith('.js'),
    );
    return {
      files,
      pageStyles,
      ...(clientModulesOutput
        ? {
            clientModules: {
              script: `${publicPath}/${path.basename(clientModulesOutput[0])}`,
              ...(clientModulesOutput[1].cssBundle
                ? { stylesheet: `${publicPath}/${path.basename(clientModulesOutput[1].cssBundle)}` }
                : {}),
            },
          }
        : {}),
      warnings: [...missing].flatMap(([file, names]) =>
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
      ),
      stylesheets: [urlOf(entryPoints.theme ?? '', '.css')],
      runtime: urlOf(entryPoints.runtime ?? ''),
      hydrator: urlOf(entryPoints.islands ?? ''),
      inlineScript: boot.outputFiles[0]?.text.trim() ?? '',
      islands,
      // Not a module of a plugin's namespace (`sitegen-styles:theme.css`); a Windows path (`D:/…`) is a file.
      siteInputs: [
        ...new Set([
          ...Object.keys(main.metafile.inputs)
            .filter((input) => !/^[a-z][\w-]+:/i.test(input))
            .map((input) => path.resolve(themeDir, input)),
          ...styleReads,
        ]),
      ].filter((file) => !file.split(path.sep).includes('node_modules') && !file.startsWith(sitegenRoot + path.sep)),
    };
  } catch (error) {
    const messages = (error as { errors?: Message[] }).errors;
    if (messages && messages.length > 0) throw bundleError(messages);
    throw error;
  }
}

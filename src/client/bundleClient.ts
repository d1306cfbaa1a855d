/**
 * Stage: bundle the browser code with esbuild. The shell runtime and the
 * theme CSS load on every page; the islands hydrator and one chunk per island
 * load only where an island is rendered. Everything is content-hashed; the
 * before-paint script is returned as text to inline.
 */
import { build, type Message, type Plugin } from 'esbuild';
import path from 'node:path';
import { SitegenError, type Diagnostic } from '../diagnostics/diagnostic.ts';
import type { WidgetRegistry } from '../../theme/widgets/widgetTypes.ts';
import type { ResolvedConfig } from '../config/defineConfig.ts';
import { packageDir, publicEntries, sitegenModule, sitegenRoot, themeDir } from '../paths.ts';
import { hrefFor } from '../routes/outputPath.ts';
import { searchSettingsFor } from '../search/searchSettings.ts';
import type { OutputFile } from '../output/outputFile.ts';
import type { MdxIsland } from '../markdown/compileContext.ts';
import { docusaurusAliases } from '../modules/docusaurusAliases.ts';
import { staticImports } from '../modules/staticImports.ts';

export interface ClientBundle {
  files: OutputFile[];
  stylesheets: string[];
  runtime: string;
  hydrator: string;
  inlineScript: string;
  islands: Record<string, string>;
  /** The files of the bundle outside node_modules and sitegen (the site's stylesheets and islands), absolute. */
  siteInputs: string[];
}

/**
 * React as sitegen finds it (the project's own: a peer dependency, hoisted
 * beside sitegen by npm, linked into its folder by pnpm) and sitegen's entries.
 */
function sharedModules(): Record<string, string> {
  return { react: packageDir('react'), 'react-dom': packageDir('react-dom'), ...publicEntries };
}

/**
 * The stylesheet entry: the theme's, and after it the site's own (customCss),
 * as one file importing them in that order, so the site's rules win.
 */
const stylesNamespace = 'sitegen-styles';

function stylesEntry(siteStylesheets: string[]): Plugin {
  return {
    name: stylesNamespace,
    setup(builder) {
      builder.onResolve({ filter: /^sitegen-styles$/ }, () => ({ path: 'theme.css', namespace: stylesNamespace }));
      builder.onLoad({ filter: /.*/, namespace: stylesNamespace }, () => ({
        contents: [path.join(themeDir, 'styles/theme.css'), ...siteStylesheets].map((file) => `@import ${JSON.stringify(file)};`).join('\n'),
        loader: 'css',
        resolveDir: themeDir,
      }));
    },
  };
}

function bundleError(messages: Message[]): SitegenError {
  return new SitegenError(messages.map((m): Diagnostic => ({
    code: 'BundleFailed', severity: 'error', message: m.text,
    file: m.location ? path.resolve(m.location.file) : undefined,
    line: m.location?.line, column: m.location ? m.location.column + 1 : undefined,
  })));
}

const mdxIslandNamespace = 'sitegen-mdx-island';

/** The isolated islands of MDX docs as entries: their code, resolved from their doc's folder. */
function mdxIslandEntries(islands: readonly MdxIsland[]): Plugin {
  const byId = new Map(islands.map((island) => [island.id, island]));
  return {
    name: 'sitegen-mdx-islands',
    setup(builder) {
      builder.onResolve({ filter: new RegExp(`^${mdxIslandNamespace}:`) }, (args) => ({ path: args.path.slice(mdxIslandNamespace.length + 1), namespace: mdxIslandNamespace }));
      builder.onLoad({ filter: /.*/, namespace: mdxIslandNamespace }, (args) => {
        const island = byId.get(args.path);
        return island ? { contents: island.code, loader: 'jsx', resolveDir: island.resolveDir } : { errors: [{ text: `No MDX island ${args.path}` }] };
      });
    },
  };
}

export async function bundleClient(options: {
  config: ResolvedConfig; widgets: WidgetRegistry; minify?: boolean;
  /** The site's own stylesheets (customCss), absolute, checked to be inside the site. */
  stylesheets?: string[];
  /** Imports between assets relative to each file, instead of absolute under the base path (pages served from anywhere). */
  relativeImports?: boolean;
  /** Widgets of MDX docs built as islands of their own, and the site folder their `@site/` imports name. */
  mdxIslands?: { islands: readonly MdxIsland[]; siteDir: string };
}): Promise<ClientBundle> {
  const { config } = options;
  const publicPath = `${config.basePath.replace(/\/$/, '')}/assets`;
  const entryPoints: Record<string, string> = {
    runtime: sitegenModule('theme/client/runtime.ts'),
    islands: sitegenModule('theme/client/islands.ts'),
    theme: options.stylesheets?.length ? stylesNamespace : path.join(themeDir, 'styles/theme.css'),
  };
  for (const [name, widget] of options.widgets) {
    if (widget.island) entryPoints[`island-${name}`] = widget.island.module;
  }
  const mdxIslands = options.mdxIslands?.islands ?? [];
  for (const island of mdxIslands) entryPoints[`island-${island.id}`] = `${mdxIslandNamespace}:${island.id}`;
  const plugins = [
    ...(options.stylesheets?.length ? [stylesEntry(options.stylesheets)] : []),
    ...(options.mdxIslands && mdxIslands.length > 0
      ? [mdxIslandEntries(mdxIslands), docusaurusAliases(options.mdxIslands.siteDir, { bundle: true }), staticImports(options.mdxIslands.siteDir)] : []),
  ];
  const minify = options.minify ?? true;
  try {
    const [main, boot] = await Promise.all([
      build({
        entryPoints, bundle: true, splitting: true, format: 'esm', platform: 'browser', target: 'es2022',
        outdir: 'assets', entryNames: '[name]-[hash]', chunkNames: 'chunks/[name]-[hash]', assetNames: 'media/[name]-[hash]',
        ...(options.relativeImports ? {} : { publicPath }), write: false, metafile: true, minify, jsx: 'automatic', logLevel: 'silent',
        absWorkingDir: themeDir,
        // The search UI's settings: one copy, in the chunk that opens the dialog.
        define: { 'process.env.NODE_ENV': '"production"', __SITEGEN_SEARCH__: JSON.stringify(searchSettingsFor(config)) },
        // A site's own islands import React and sitegen's entries: always sitegen's copies, so the page has one React.
        alias: sharedModules(),
        loader: { '.woff2': 'file', '.woff': 'file', '.ttf': 'file', '.svg': 'file', '.png': 'file', '.jpg': 'file', '.webp': 'file', '.gif': 'file' },
        plugins,
      }),
      build({
        entryPoints: [sitegenModule('theme/client/beforePaint.ts')], bundle: true, format: 'iife', platform: 'browser',
        target: 'es2020', write: false, minify: true, logLevel: 'silent',
        define: { __SITEGEN_BOOT__: JSON.stringify({ defaultMode: config.colorMode.defaultMode, respectPrefersColorScheme: config.colorMode.respectPrefersColorScheme, announcementId: config.announcementBar?.id ?? null, basePath: hrefFor('/', config.basePath, false) }) },
      }),
    ]);
    const files: OutputFile[] = main.outputFiles.map((f) => ({ path: path.relative(themeDir, f.path).split(path.sep).join('/'), contents: f.contents }));
    const urlOf = (entry: string, extension = '.js') => {
      const output = Object.entries(main.metafile.outputs).find(([file, o]) =>
        o.entryPoint !== undefined && file.endsWith(extension)
        && (entry === stylesNamespace ? o.entryPoint === `${stylesNamespace}:theme.css`
          : entry.startsWith(`${mdxIslandNamespace}:`) ? o.entryPoint === entry
            : path.resolve(themeDir, o.entryPoint) === path.resolve(entry)));
      if (!output) throw new Error(`esbuild produced no ${extension} output for ${entry}`);
      return `${publicPath}/${path.basename(output[0])}`;
    };
    const islands: Record<string, string> = {};
    for (const [name, widget] of options.widgets) if (widget.island) islands[name] = urlOf(widget.island.module);
    for (const island of mdxIslands) islands[island.id] = urlOf(`${mdxIslandNamespace}:${island.id}`);
    return {
      files,
      stylesheets: [urlOf(entryPoints.theme ?? '', '.css')],
      runtime: urlOf(entryPoints.runtime ?? ''),
      hydrator: urlOf(entryPoints.islands ?? ''),
      inlineScript: boot.outputFiles[0]?.text.trim() ?? '',
      islands,
      // Not a module of a plugin's namespace (`sitegen-styles:theme.css`); a Windows path (`D:/…`) is a file.
      siteInputs: Object.keys(main.metafile.inputs).filter((input) => !/^[a-z][\w-]+:/i.test(input)).map((input) => path.resolve(themeDir, input))
        .filter((file) => !file.split(path.sep).includes('node_modules') && !file.startsWith(sitegenRoot + path.sep)),
    };
  } catch (error) {
    const messages = (error as { errors?: Message[] }).errors;
    if (messages && messages.length > 0) throw bundleError(messages);
    throw error;
  }
}

/**
 * What a site's code imports besides code, as Docusaurus's webpack loaders
 * give it, for the server's bundles and the browser's alike:
 *
 * - an image, font or other file: its address (`import logo from './logo.png'`,
 *   `require('@site/static/img/x.png').default`), the file copied into
 *   `assets/files/` under its content hash (`docAssets.ts`'s names);
 * - an `.svg`: a React component drawing it (SVGR's default export);
 * - a stylesheet (`.css`, and `.scss`/`.sass` compiled with the project's own
 *   `sass`): nothing on the server, where it is only recorded; bundled into
 *   the page's stylesheet in the browser;
 * - a CSS module (`*.module.css`, `*.module.scss`): its class names, scoped
 *   by the file's path inside the site and the class
 *   (`heroBanner_x7Kq2`), the same on both sides, so the server's HTML and
 *   the browser's stylesheet agree.
 *
 * In a stylesheet, `url(…)` is left to esbuild's own loaders, but for an
 * address from the site's root (`url(/img/hero.png)`): as Docusaurus's
 * webpack resolves those, from the static folders, then the site folder, and
 * left as written when none has the file.
 */
import type { OnLoadResult, Plugin, PluginBuild } from 'esbuild';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AcceptedPlugin } from 'postcss';
import { assetOutputPath } from '../output/docAssets.ts';

/** Files imported for their address, as Docusaurus's url-loader and file-loader take them. */
export const assetExtensions = [
  'png',
  'jpg',
  'jpeg',
  'gif',
  'webp',
  'avif',
  'ico',
  'bmp',
  'tif',
  'tiff',
  'woff',
  'woff2',
  'ttf',
  'eot',
  'otf',
  'mp4',
  'webm',
  'ogg',
  'mp3',
  'wav',
  'flac',
  'm4a',
  'mov',
  'pdf',
  'zip',
  'txt',
  'xml',
  'wasm',
];

const assetFilter = new RegExp(`\\.(?:${assetExtensions.join('|')})(?:\\?.*)?$`, 'i');
const styleFilter = /\.(?:css|scss|sass)$/i;
const moduleStyleFilter = /\.module\.(?:css|scss|sass)$/i;

/** What one bundle's imports added: files to copy, stylesheets in import order. */
export interface SiteAssetRecord {
  /** Files imported for their address, absolute. */
  files: Set<string>;
  /** Stylesheets imported, absolute, in the order the bundle first imported them. */
  styles: string[];
}

export interface SiteAssetOptions {
  side: 'server' | 'client';
  siteDir: string;
  /** The site's root address, `/` or `/repo/`: imported files are served under `<base>assets/files/`. */
  basePath: string;
  /** PostCSS plugins of the site's (Tailwind's, from a plugin's `configurePostCss` or postcss.config.js). */
  postcssPlugins?: readonly unknown[];
  /**
   * The folders an address from the root in a stylesheet is looked for in, before the site folder. @default
   * [`<siteDir>/static`]
   */
  staticDirs?: readonly string[];
  record?: SiteAssetRecord;
  /**
   * Receives the files esbuild's metafile names by a namespace of this plugin's or not at all: each stylesheet it
   * processed and the Sass partials that loaded, each image or SVG imported. Inputs of the bundle
   * (cachedClientBundle.ts).
   */
  reads?: Set<string>;
}

/** CSS module class names: the class, then a hash of the file's path in the site and the class. */
export function scopedName(siteDir: string, file: string, name: string): string {
  const relative = path.relative(siteDir, file).split(path.sep).join('/');
  return `${name}_${createHash('sha256').update(`${relative}\0${name}`).digest('base64url').slice(0, 5)}`;
}

/** The project's own `sass`, as docusaurus-plugin-sass uses it; a clear error when it is not installed. */
function loadSass(siteDir: string): {
  compile: (file: string, options: Record<string, unknown>) => { css: string; loadedUrls?: URL[] };
} {
  const require = createRequire(path.join(siteDir, 'package.json'));
  try {
    return require('sass') as ReturnType<typeof loadSass>;
  } catch {
    throw new Error(
      "Sass stylesheets need the sass package, which the site's project has not installed: npm install --save-dev sass",
    );
  }
}

/**
 * Compiles a Sass file as sass-loader does: `~package/…` and bare paths from node_modules. `reads` receives the files
 * it loaded.
 */
function compileSass(siteDir: string, file: string, reads: Set<string> | undefined): string {
  const sass = loadSass(siteDir);
  const require = createRequire(file);
  const importer = {
    findFileUrl(url: string): URL | null {
      const specifier = url.replace(/^~/, '');
      if (specifier.startsWith('.') || specifier.startsWith('/')) return null;
      for (const candidate of [
        specifier,
        `${specifier}.scss`,
        `${specifier}.sass`,
        `${specifier}.css`,
        `${path.posix.dirname(specifier)}/_${path.posix.basename(specifier)}.scss`,
      ]) {
        try {
          return pathToFileURL(require.resolve(candidate));
        } catch {
          // the next form
        }
      }
      return null;
    },
  };
  const result = sass.compile(file, {
    style: 'expanded',
    importers: [importer],
    loadPaths: [path.join(siteDir, 'node_modules')],
  });
  for (const url of result.loadedUrls ?? []) if (url.protocol === 'file:') reads?.add(fileURLToPath(url));
  return result.css;
}

/** A stylesheet's CSS: Sass compiled, then the site's PostCSS plugins; a module's scoped, with its class names. */
async function processStyle(
  file: string,
  options: SiteAssetOptions,
): Promise<{ css: string; tokens?: Record<string, string> }> {
  options.reads?.add(file);
  const source = /\.s[ac]ss$/i.test(file)
    ? compileSass(options.siteDir, file, options.reads)
    : await readFile(file, 'utf8');
  const plugins = [...(options.postcssPlugins ?? [])] as AcceptedPlugin[];
  let tokens: Record<string, string> | undefined;
  const isModule = moduleStyleFilter.test(file);
  if (plugins.length === 0 && !isModule) return { css: source };
  // Imported here: PostCSS and its CSS modules plugin (half a megabyte) are for the sites that need them.
  const [{ default: postcss }, { default: postcssModules }] = await Promise.all([
    import('postcss'),
    import('postcss-modules'),
  ]);
  if (isModule) {
    plugins.push(
      postcssModules({
        generateScopedName: (name: string, filename: string) => scopedName(options.siteDir, filename, name),
        getJSON: (_file: string, json: Record<string, string>) => {
          tokens = json;
        },
      }),
    );
  }
  const result = await postcss(plugins).process(source, { from: file });
  return { css: result.css, ...(tokens ? { tokens } : {}) };
}

/** The root `<svg>`'s attributes as React props, its content as HTML. */
export function svgComponentSource(svg: string): string {
  const open = /<svg\b([^>]*)>/i.exec(svg);
  const close = svg.lastIndexOf('</svg>');
  if (!open) return 'export default function Svg() { return null; }';
  const inner = close === -1 ? '' : svg.slice(open.index + open[0].length, close);
  const props: Record<string, string> = {};
  for (const match of (open[1] ?? '').replace(/\/$/, '').matchAll(/([^\s=]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
    const name = match[1] ?? '';
    const value = match[2] ?? match[3] ?? '';
    props[reactAttribute(name)] = value;
  }
  const style = props.style;
  delete props.style;
  return [
    "import { createElement } from 'react';",
    `const attributes = ${JSON.stringify(props)};`,
    style ? `const style = ${JSON.stringify(styleObject(style))};` : 'const style = undefined;',
    `const html = ${JSON.stringify(inner)};`,
    'export default function Svg({ title, titleId, ...props }) {',
    '  const content = title ? `<title${titleId ? ` id="${titleId}"` : \'\'}>${String(title).replace(/[<&]/g, ' +
      "(c) => (c === '<' ? '&lt;' : '&amp;'))}</title>` + html : html;",
    '  return createElement("svg", { ...attributes, ...(style ? { style: { ...style, ...props.style } } : {}), ' +
      '...props, ...(titleId ? { "aria-labelledby": titleId } : {}), dangerouslySetInnerHTML: { __html: content ' +
      '} });',
    '}',
  ].join('\n');
}

/** `stroke-width` → `strokeWidth`, `class` → `className`, `xlink:href` → `xlinkHref`; `data-`/`aria-` stay. */
function reactAttribute(name: string): string {
  if (name === 'class') return 'className';
  if (name === 'for') return 'htmlFor';
  if (name.startsWith('data-') || name.startsWith('aria-')) return name;
  return name.replace(/[:-](\w)/g, (_, letter: string) => letter.toUpperCase());
}

function styleObject(style: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const declaration of style.split(';')) {
    const at = declaration.indexOf(':');
    if (at === -1) continue;
    const property = declaration.slice(0, at).trim();
    if (property)
      result[
        property.startsWith('--') ? property : property.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())
      ] = declaration.slice(at + 1).trim();
  }
  return result;
}

const resolving = Symbol('siteAssetsResolving');
const byImport = new Set(['import-statement', 'require-call', 'dynamic-import', 'require-resolve']);

async function resolveAs(
  builder: PluginBuild,
  args: { path: string; kind: string; resolveDir: string; importer: string; pluginData?: unknown },
  namespace: string,
) {
  // A resolution asked by a plugin (this one's or another's, with its marker) is esbuild's own: asking again would
  // never end.
  if (args.pluginData !== undefined || !byImport.has(args.kind)) return undefined;
  const result = await builder.resolve(args.path.replace(/\?.*$/, ''), {
    kind: args.kind as 'import-statement',
    resolveDir: args.resolveDir,
    importer: args.importer,
    pluginData: resolving,
  });
  if (result.errors.length > 0 || result.external || result.namespace !== 'file') return undefined;
  return { path: result.path, namespace };
}

/** The file `url(/img/x.png)` names: in the first static folder that has it, else in the site folder. */
export function rootUrlFile(url: string, roots: readonly string[]): string | undefined {
  const relative = decodeURI(url.replace(/[?#].*$/, '')).replace(/^\/+/, '');
  for (const root of roots) {
    const file = path.resolve(root, relative);
    if (!file.startsWith(root + path.sep)) continue;
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return undefined;
}

export function siteAssets(options: SiteAssetOptions): Plugin {
  return {
    name: 'sitegen-site-assets',
    setup(builder) {
      builder.onResolve({ filter: /\.svg(?:\?.*)?$/i }, (args) => resolveAs(builder, args, 'sitegen-svg'));
      builder.onResolve({ filter: assetFilter }, (args) => resolveAs(builder, args, 'sitegen-asset'));
      resolveStyles(builder, options);
      const roots = [...(options.staticDirs ?? [path.join(options.siteDir, 'static')]), options.siteDir];
      builder.onResolve({ filter: /^\/[^/]/ }, (args) => {
        if (args.kind !== 'url-token') return undefined;
        const file = rootUrlFile(args.path, roots);
        return file ? { path: file } : { path: args.path, external: true };
      });
      builder.onResolve({ filter: /^sitegen-module-css:/ }, (args) => ({
        path: args.path.slice('sitegen-module-css:'.length),
        namespace: 'sitegen-module-css',
      }));
      loadAssets(builder, options);
      loadStyles(builder, options);
    },
  };
}

/**
 * The stylesheets a module imports: recorded, and taken by the plugin where it processes them (CSS modules, Sass, the
 * site's PostCSS plugins); the others left to esbuild.
 */
function resolveStyles(builder: PluginBuild, options: SiteAssetOptions): void {
  const record = (style: string) => {
    if (options.record && !options.record.styles.includes(style)) options.record.styles.push(style);
  };
  /** A file of the site's own (not of a package, not sitegen's theme): what the site's PostCSS plugins are for. */
  const isSiteFile = (file: string) =>
    file.startsWith(options.siteDir + path.sep) && !file.split(path.sep).includes('node_modules');
  const postcssInBrowser = options.side === 'client' && (options.postcssPlugins?.length ?? 0) > 0;
  builder.onResolve({ filter: styleFilter }, async (args) => {
    // A stylesheet imported by a stylesheet is esbuild's to bundle, Sass's or a module's excepted, and, with the
    // site's PostCSS plugins (Tailwind's `@import 'tailwindcss'`), the site's own stylesheets (its customCss).
    if (args.kind === 'import-rule' && !/\.s[ac]ss$/i.test(args.path) && !postcssInBrowser) return undefined;
    const resolved = await resolveAs(
      builder,
      { ...args, kind: args.kind === 'import-rule' ? 'import-statement' : args.kind },
      'sitegen-style',
    );
    if (!resolved) return undefined;
    if (args.kind === 'import-rule' && !/\.s[ac]ss$/i.test(resolved.path) && !isSiteFile(resolved.path))
      return undefined;
    if (args.kind !== 'import-rule') record(resolved.path);
    // The browser's bundle takes plain stylesheets as they are; the server has no use for any.
    if (
      options.side === 'client' &&
      !moduleStyleFilter.test(resolved.path) &&
      !/\.s[ac]ss$/i.test(resolved.path) &&
      !options.postcssPlugins?.length
    )
      return undefined;
    return resolved;
  });
}

/** An imported asset is its address in the output; an SVG, a React component that draws it. */
function loadAssets(builder: PluginBuild, options: SiteAssetOptions): void {
  const base = options.basePath.replace(/\/$/, '');
  builder.onLoad({ filter: /.*/, namespace: 'sitegen-asset' }, (args) => {
    options.record?.files.add(args.path);
    options.reads?.add(args.path);
    const url = `${base}/${assetOutputPath(args.path, readFileSync(args.path))}`;
    return {
      contents: `export default ${JSON.stringify(url)};`,
      loader: 'js',
      watchFiles: [args.path],
    };
  });
  builder.onLoad({ filter: /.*/, namespace: 'sitegen-svg' }, async (args) => {
    options.reads?.add(args.path);
    return {
      contents: svgComponentSource(await readFile(args.path, 'utf8')),
      loader: 'js',
      resolveDir: path.dirname(args.path),
      watchFiles: [args.path],
    };
  });
}

/**
 * A stylesheet processed (Sass, the site's PostCSS plugins, CSS modules): on the server, a module's class names alone;
 * in the browser, its CSS too, a module's through `sitegen-module-css:`.
 */
function loadStyles(builder: PluginBuild, options: SiteAssetOptions): void {
  builder.onLoad({ filter: /.*/, namespace: 'sitegen-style' }, async (args): Promise<OnLoadResult> => {
    const isModule = moduleStyleFilter.test(args.path);
    let processed: Awaited<ReturnType<typeof processStyle>>;
    try {
      processed = options.side === 'server' && !isModule ? { css: '' } : await processStyle(args.path, options);
    } catch (error) {
      return { errors: [{ text: error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error) }] };
    }
    const tokens = JSON.stringify(processed.tokens ?? {});
    if (options.side === 'server')
      return { contents: `export default ${tokens};`, loader: 'js', watchFiles: [args.path] };
    if (!isModule)
      return { contents: processed.css, loader: 'css', resolveDir: path.dirname(args.path), watchFiles: [args.path] };
    return {
      contents: `import ${JSON.stringify(`sitegen-module-css:${args.path}`)};\nexport default ${tokens};`,
      loader: 'js',
      resolveDir: path.dirname(args.path),
      watchFiles: [args.path],
    };
  });
  builder.onLoad({ filter: /.*/, namespace: 'sitegen-module-css' }, async (args) => ({
    contents: (await processStyle(args.path, options)).css,
    loader: 'css',
    resolveDir: path.dirname(args.path),
    watchFiles: [args.path],
  }));
}

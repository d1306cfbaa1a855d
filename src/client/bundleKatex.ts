/**
 * KaTeX's stylesheet and fonts, for the pages that have math: KaTeX's own
 * `katex.min.css` (of the KaTeX rehype-katex renders with, so markup and
 * styles match) followed by `theme/styles/math.css`, bundled by esbuild into
 * `assets/katex/` with every file content-hashed and the fonts addressed
 * relative to the stylesheet. Only the WOFF2 fonts are kept (every browser
 * that runs the site's ES2022 code reads WOFF2): 20 files, about 300 KB,
 * instead of 60. Built only when a doc has math; it takes a few
 * milliseconds, so it is not cached.
 */
import type { Plugin } from 'esbuild';
import { build } from '../modules/esbuildBuild.ts';
import { createRequire } from 'node:module';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { OutputFile } from '../output/outputFile.ts';
import { packageDir, themeDir } from '../paths.ts';

export interface KatexAssets {
  /** The stylesheet to link, as a URL under the site's base path. */
  stylesheet: string;
}

export interface KatexBundle {
  files: OutputFile[];
  assets: KatexAssets;
}

/** The KaTeX package rehype-katex imports: the CSS must be of the version that wrote the markup. */
export function katexDir(): string {
  const fromRehypeKatex = createRequire(path.join(packageDir('rehype-katex'), 'package.json'));
  return path.dirname(fromRehypeKatex.resolve('katex/package.json'));
}

/** Drops the WOFF and TrueType alternatives after each font's WOFF2 `url()`. */
export function woff2Only(css: string): string {
  return css
    .replace(/,\s*url\([^)]*\.woff\)\s*format\(["']woff["']\)/g, '')
    .replace(/,\s*url\([^)]*\.ttf\)\s*format\(["']truetype["']\)/g, '');
}

const entryNamespace = 'sitegen-katex';

function katexEntry(stylesheet: string): Plugin {
  return {
    name: entryNamespace,
    setup(builder) {
      builder.onResolve({ filter: /^sitegen-katex$/ }, () => ({ path: 'katex.css', namespace: entryNamespace }));
      builder.onLoad({ filter: /.*/, namespace: entryNamespace }, () => ({
        contents: [stylesheet, path.join(themeDir, 'styles/math.css')]
          .map((file) => `@import ${JSON.stringify(file)};`)
          .join('\n'),
        loader: 'css',
        resolveDir: themeDir,
      }));
      builder.onLoad({ filter: /katex(\.min)?\.css$/, namespace: 'file' }, async (args) => ({
        contents: woff2Only(await readFile(args.path, 'utf8')),
        loader: 'css',
      }));
    },
  };
}

export async function bundleKatex(options: { basePath: string }): Promise<KatexBundle> {
  const stylesheet = path.join(katexDir(), 'dist/katex.min.css');
  const result = await build({
    entryPoints: { katex: entryNamespace },
    bundle: true,
    minify: true,
    write: false,
    metafile: true,
    logLevel: 'silent',
    outdir: 'katex',
    entryNames: '[name]-[hash]',
    assetNames: '[name]-[hash]',
    absWorkingDir: themeDir,
    loader: { '.woff2': 'file', '.woff': 'file', '.ttf': 'file' },
    plugins: [katexEntry(stylesheet)],
  });
  const files = result.outputFiles.map((f) => ({
    path: `assets/${path.relative(themeDir, f.path).split(path.sep).join('/')}`,
    contents: f.contents,
  }));
  const css = files.find((f) => /^assets\/katex\/katex-[^/]+\.css$/.test(f.path));
  if (!css) throw new Error('esbuild produced no stylesheet for KaTeX');
  return { files, assets: { stylesheet: `${options.basePath.replace(/\/$/, '')}/${css.path}` } };
}

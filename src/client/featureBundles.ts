/**
 * The assets of the built-in Markdown features (`src/markdown/pageFeatures.ts`),
 * made only for a site whose docs use them: KaTeX's stylesheet and fonts for
 * math, the Mermaid loader and Mermaid for diagrams. Pages link them only
 * where their doc uses the feature (renderPage.ts).
 */
import path from 'node:path';
import { anyUses } from '../markdown/pageFeatures.ts';
import type { OutputFile } from '../output/outputFile.ts';
import { bundleKatex, type KatexAssets } from './bundleKatex.ts';
import { bundleMermaid, type MermaidAssets } from './bundleMermaid.ts';

export interface FeatureUse {
  math: boolean;
  mermaid: boolean;
}

export interface FeatureBundles {
  files: OutputFile[];
  katex?: KatexAssets;
  mermaid?: MermaidAssets;
  /** Set when Mermaid was bundled: whether its files came from the cache. */
  mermaidFromCache?: boolean;
}

/** Which features the compiled docs use. */
export function featureUse(docs: readonly { widgets: readonly string[] }[]): FeatureUse {
  return { math: anyUses(docs, 'math'), mermaid: anyUses(docs, 'mermaid') };
}

/** Whether assets made earlier (by the first build of `serve --watch`) lack what the docs now use. */
export function lacksFeatureAssets(assets: { katex?: KatexAssets; mermaid?: MermaidAssets }, use: FeatureUse): boolean {
  return (use.math && !assets.katex) || (use.mermaid && !assets.mermaid);
}

/** `cacheDir`: the site's cache folder (Mermaid's bundle is kept under `mermaid/`). */
export async function bundleFeatures(
  use: FeatureUse,
  options: { basePath: string; cacheDir: string },
): Promise<FeatureBundles> {
  const [katex, mermaid] = await Promise.all([
    use.math ? bundleKatex({ basePath: options.basePath }) : undefined,
    use.mermaid
      ? bundleMermaid({ basePath: options.basePath, cacheRoot: path.join(options.cacheDir, 'mermaid') })
      : undefined,
  ]);
  return {
    files: [...(katex?.files ?? []), ...(mermaid?.files ?? [])],
    ...(katex ? { katex: katex.assets } : {}),
    ...(mermaid ? { mermaid: mermaid.assets, mermaidFromCache: mermaid.fromCache } : {}),
  };
}

/**
 * Where a site keeps its pages and static files, from the config: `pages/` and
 * `static/` by default, `src/pages/` in a Docusaurus website, any folders its
 * `staticDirectories` name.
 */
import path from 'node:path';
import type { ResolvedConfig } from '../config/defineConfig.ts';

export interface SiteLayout {
  /** The folder of React and Markdown pages, absolute; undefined when the site has none. */
  pagesDir: string | undefined;
  /** The folders copied into the output, absolute, in order: a later one's file wins. */
  staticDirs: string[];
}

export function siteLayout(siteDir: string, config: Pick<ResolvedConfig, 'pages' | 'staticDirectories'>): SiteLayout {
  return {
    pagesDir: config.pages === false ? undefined : path.resolve(siteDir, config.pages.path),
    staticDirs: config.staticDirectories.map((dir) => path.resolve(siteDir, dir)),
  };
}

/** `pages/` and `static/`, for callers without a config. */
export function defaultLayout(siteDir: string): SiteLayout {
  return { pagesDir: path.join(siteDir, 'pages'), staticDirs: [path.join(siteDir, 'static')] };
}

/** Whether `file` is inside `dir`. */
export function isInside(file: string, dir: string): boolean {
  return file.startsWith(dir + path.sep);
}

/** Every folder the build reads content from, as the config names them (relative to the site, or absolute). */
export function readFoldersOf(
  config: Pick<ResolvedConfig, 'docs' | 'docsInstances' | 'pages' | 'staticDirectories'>,
): string[] {
  return [
    config.docs.path,
    ...config.docsInstances.map((docs) => docs.path),
    ...(config.pages === false ? [] : [config.pages.path]),
    ...config.staticDirectories,
  ];
}

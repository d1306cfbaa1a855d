/**
 * The site's own remark and rehype plugins (`markdown` in the config), with
 * the key the caches use for them: a compiled doc depends on the plugins'
 * source and options, and on the files the config imports (a plugin's
 * helpers are not in its function's text).
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { configText } from '../config/configText.ts';
import type { MarkdownConfig } from '../config/defineConfig.ts';
import type { MarkdownFormat } from './mdxFormat.ts';
import { defaultMaxFileSizeMb } from '../content/readSourceText.ts';

export type MarkdownPlugins = Required<Omit<MarkdownConfig, 'format'>>;

export interface MarkdownSetup {
  plugins: MarkdownPlugins;
  /** Which docs are MDX (`markdown.format`). */
  format: MarkdownFormat;
  /** Empty without plugins, so a site without them shares compiled docs with any other. */
  key: string;
  /**
   * The folder `file=` blocks may read from, when the config's `readRoot` widens it past the site folder (absolute).
   */
  readRoot?: string;
  /** `limits.maxFileSize`, for the files `file=` code blocks read. @default 20 */
  maxFileSizeMb?: number;
  /** A Docusaurus website's docs, read with Docusaurus's tolerance (part of `key`). */
  lenient?: boolean;
}

/** The options a Markdown compiler takes from the site's setup (`staticDir`: its `static/`, for `file=/…` blocks). */
export function compilerSetup(
  markdown: MarkdownSetup,
  staticDir: string,
): {
  staticDir: string;
  plugins: MarkdownPlugins;
  format: MarkdownFormat;
  readRoot: string | undefined;
  maxFileSizeMb?: number;
  lenient?: boolean;
} {
  return {
    staticDir,
    plugins: markdown.plugins,
    format: markdown.format,
    readRoot: markdown.readRoot,
    ...(markdown.maxFileSizeMb ? { maxFileSizeMb: markdown.maxFileSizeMb } : {}),
    ...(markdown.lenient ? { lenient: true } : {}),
  };
}

export const noPlugins: MarkdownSetup = {
  plugins: { beforeDefaultRemarkPlugins: [], remarkPlugins: [], beforeDefaultRehypePlugins: [], rehypePlugins: [] },
  format: 'detect',
  key: '',
};

export function hasPlugins(plugins: MarkdownPlugins): boolean {
  return Object.values(plugins).some((list) => list.length > 0);
}

export async function markdownSetup(
  markdown: Required<MarkdownConfig>,
  configFiles: string[],
  maxFileSizeMb = defaultMaxFileSizeMb,
): Promise<MarkdownSetup> {
  // A limit of its own is part of the key: a `file=` block's file may fit under one limit and not another.
  const limit = maxFileSizeMb === defaultMaxFileSizeMb ? {} : { maxFileSizeMb };
  const limitKey = maxFileSizeMb === defaultMaxFileSizeMb ? '' : `maxFileSize:${maxFileSizeMb}`;
  const { format, ...plugins } = markdown;
  if (!hasPlugins(plugins)) {
    const key = [format === 'detect' ? '' : `format:${format}`, limitKey].filter(Boolean).join(',');
    return format === 'detect' && !limitKey ? noPlugins : { ...noPlugins, format, key, ...limit };
  }
  const hash = createHash('sha256').update(configText(plugins)).update(`format:${format}`).update(limitKey);
  for (const file of [...configFiles].sort()) hash.update(`${file}\0`).update(await readFile(file).catch(() => ''));
  return { plugins, format, key: hash.digest('hex'), ...limit };
}

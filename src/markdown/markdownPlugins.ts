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

export type MarkdownPlugins = Required<MarkdownConfig>;

export interface MarkdownSetup {
  plugins: MarkdownPlugins;
  /** Empty without plugins, so a site without them shares compiled docs with any other. */
  key: string;
}

export const noPlugins: MarkdownSetup = {
  plugins: { beforeDefaultRemarkPlugins: [], remarkPlugins: [], beforeDefaultRehypePlugins: [], rehypePlugins: [] },
  key: '',
};

export function hasPlugins(plugins: MarkdownPlugins): boolean {
  return Object.values(plugins).some((list) => list.length > 0);
}

export async function markdownSetup(plugins: MarkdownPlugins, configFiles: string[]): Promise<MarkdownSetup> {
  if (!hasPlugins(plugins)) return noPlugins;
  const hash = createHash('sha256').update(configText(plugins));
  for (const file of [...configFiles].sort()) hash.update(`${file}\0`).update(await readFile(file).catch(() => ''));
  return { plugins, key: hash.digest('hex') };
}

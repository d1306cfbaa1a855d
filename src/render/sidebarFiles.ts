/**
 * Sidebars too large to repeat on every page (`lazySidebarSize` entries or
 * more) get a file of their own under `assets/sidebars/`, named by a hash of
 * its contents; pages load it when the reader opens a collapsed branch.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { SiteContext, type ThemeConfig } from '../../theme/context.ts';
import type { SidebarEntry } from '../../theme/data/siteData.ts';
import { lazySidebarSize, SidebarFile, sidebarSize } from '../../theme/layout/DocSidebar.tsx';
import { renderKey } from './renderKeys.ts';

/** Writes each large sidebar's file (`writeFile`, a path in the output) and gives its address by sidebar id. */
export async function writeSidebarFiles(sidebars: ReadonlyMap<string, SidebarEntry[]>, themeConfig: ThemeConfig, basePath: string,
  writeFile: (relativePath: string, contents: string) => Promise<void>): Promise<Record<string, string>> {
  const sidebarFiles: Record<string, string> = {};
  for (const [id, entries] of sidebars) {
    if (sidebarSize(entries) < lazySidebarSize) continue;
    // In the site's context, for a Docusaurus website's class names; no page is current.
    const siteContext = { config: themeConfig, page: { kind: 'page' as const, route: '/', href: '', title: '', description: '' }, sidebars: {} };
    const html = renderToStaticMarkup(createElement(SiteContext.Provider, { value: siteContext }, createElement(SidebarFile, { entries })));
    const file = `assets/sidebars/${id.replace(/[^\w-]+/g, '-')}-${renderKey(html).slice(0, 10)}.html`;
    await writeFile(file, html);
    sidebarFiles[id] = `${basePath.replace(/\/$/, '')}/${file}`;
  }
  return sidebarFiles;
}

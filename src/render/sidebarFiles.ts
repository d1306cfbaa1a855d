/**
 * Sidebars too large to repeat on every page (`lazySidebarSize` entries or
 * more) get a file of their own under `assets/sidebars/`, named by a hash of
 * its contents; pages load it when the reader opens a collapsed branch. It is
 * a page of its own too, every category open: a reader without JavaScript
 * follows a closed category's link to it (DocSidebar.tsx's `SidebarFile`).
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { SiteContext, type ThemeConfig } from '../../theme/context.ts';
import { englishTranslation, translate, TranslationContext, type Translation } from '../../theme/i18n/translate.ts';
import { escapeHtml } from '../../templates/document.ts';
import type { SidebarEntry } from '../../theme/data/siteData.ts';
import { lazySidebarSize, SidebarFile, sidebarSize } from '../../theme/layout/DocSidebar.tsx';
import { renderKey } from './renderKeys.ts';

/** Writes each large sidebar's file (`writeFile`, a path in the output) and gives its address by sidebar id. */
export async function writeSidebarFiles(
  sidebars: ReadonlyMap<string, SidebarEntry[]>,
  site: { themeConfig: ThemeConfig; basePath: string; title: string; strings?: Translation | undefined },
  writeFile: (relativePath: string, contents: string) => Promise<void>,
): Promise<Record<string, string>> {
  const { themeConfig, basePath, title } = site;
  const strings = site.strings ?? englishTranslation;
  const sidebarFiles: Record<string, string> = {};
  for (const [id, entries] of sidebars) {
    if (sidebarSize(entries) < lazySidebarSize) continue;
    // In the site's context, for a Docusaurus website's class names; no page is current.
    const siteContext = {
      config: themeConfig,
      page: { kind: 'page' as const, route: '/', href: '', title: '', description: '' },
      sidebars: {},
    };
    const list = renderToStaticMarkup(
      createElement(
        TranslationContext.Provider,
        { value: strings },
        createElement(SiteContext.Provider, { value: siteContext }, createElement(SidebarFile, { entries })),
      ),
    );
    const label = translate(strings, 'theme.docs.sidebar.navAriaLabel');
    const html = [
      `<!doctype html><html lang="${escapeHtml(strings.locale)}"><head><meta charset="utf-8"><meta ` +
        `name="viewport" content="width=device-width, initial-scale=1">`,
      `<meta name="robots" content="noindex"><title>${escapeHtml(`${label} | ${title}`)}</title></head>`,
      `<body><main><h1>${escapeHtml(label)}</h1><nav ` +
        `aria-label="${escapeHtml(label)}">${list}</nav></main></body></html>\n`,
    ].join('');
    const file = `assets/sidebars/${id.replace(/[^\w-]+/g, '-')}-${renderKey(html).slice(0, 10)}.html`;
    await writeFile(file, html);
    sidebarFiles[id] = `${basePath.replace(/\/$/, '')}/${file}`;
  }
  return sidebarFiles;
}

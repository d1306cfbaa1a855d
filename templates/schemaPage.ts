/**
 * The standalone page `sitegen schema` writes for one schema file: the
 * viewer's HTML under a small header, the theme's stylesheet, and the
 * islands hydrator, all by paths relative to the page so the folder can be
 * served from anywhere. Every path arrives as a file path and leaves as an
 * href through `pathHref`, so no file name can become a URL with a scheme.
 */
import { afterPaintScript, escapeHtml, renderDocument } from './document.ts';
import { pathHref } from './pathHref.ts';

export interface SchemaPageInput {
  title: string;
  /** The schema file's path, shown under the title. */
  file: string;
  /** The copy of the JSON file beside the page: its path relative to the page (not yet an href). */
  jsonHref: string;
  /** The index of every page, relative to the page (not yet an href). */
  indexHref: string;
  viewerHtml: string;
  /** `../` repeated to reach the output root from the page's folder ('' at the root). */
  toRoot: string;
  stylesheet: string;
  hydrator: string;
  island: string;
}

/** Before paint: marks that scripts run (tabs, toolbar) and applies the reader's colour scheme. */
export const schemaPageBootScript =
  "(function(){var d=document.documentElement;d.setAttribute('data-js','');try{d.setAttribute('data-theme',localStorage.getItem('theme')||(matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'))}catch(e){}})()";

export function renderSchemaPage(input: SchemaPageInput): string {
  return renderDocument({
    lang: 'en',
    dir: 'ltr',
    htmlAttributes: { 'data-theme': 'light' },
    headTags: [
      { tag: 'title', text: `${input.title} · ${input.file}` },
      { tag: 'meta', attributes: { name: 'generator', content: 'sitegen schema' } },
      { tag: 'link', attributes: { rel: 'stylesheet', href: pathHref(`${input.toRoot}${input.stylesheet}`) } },
      { tag: 'script', inline: schemaPageBootScript },
      afterPaintScript(pathHref(`${input.toRoot}${input.hydrator}`)),
    ],
    bodyHtml: `<main class="sg-schema-page">
<header class="sg-schema-page__header"><h1>${escapeHtml(input.title)}</h1><p><code>${escapeHtml(input.file)}</code> · <a href="${escapeHtml(pathHref(input.jsonHref))}">JSON</a> · <a href="${escapeHtml(pathHref(input.indexHref))}">All schemas</a></p></header>
${input.viewerHtml}
</main>`,
    islandManifest: { 'schema-viewer': pathHref(input.island) },
  });
}

/** The index of every page; `href`s are the pages' paths from the output root (not yet hrefs). */
export function renderSchemaIndex(input: { pages: { href: string; file: string }[]; stylesheet: string }): string {
  return renderDocument({
    lang: 'en',
    dir: 'ltr',
    htmlAttributes: { 'data-theme': 'light' },
    headTags: [
      { tag: 'title', text: `Schemas (${input.pages.length})` },
      { tag: 'link', attributes: { rel: 'stylesheet', href: pathHref(input.stylesheet) } },
      { tag: 'script', inline: schemaPageBootScript },
    ],
    bodyHtml: `<main class="sg-schema-page"><header class="sg-schema-page__header"><h1>Schemas</h1><p>${input.pages.length} files</p></header>
<ul class="sg-schema-index">${input.pages.map((p) => `<li><a href="${escapeHtml(pathHref(p.href))}">${escapeHtml(p.file)}</a></li>`).join('')}</ul></main>`,
    islandManifest: {},
  });
}

/**
 * The HTML document every route is written into. Head tags are data, so the
 * generator can add, test and de-duplicate them; the body arrives rendered.
 */

export type HeadTag =
  | { tag: 'title'; text: string }
  | { tag: 'meta'; attributes: Record<string, string> }
  | { tag: 'link'; attributes: Record<string, string> }
  | { tag: 'script'; attributes?: Record<string, string>; inline?: string }
  /** Markup given as it is: the site's own head tags (`headTags`, `@docusaurus/Head`). */
  | { tag: 'raw'; html: string };

/**
 * A module script fetched once the page has painted: an inline module that imports `src` in a task after
 * the next frame (at once in a hidden tab, which draws no frames). The islands hydrator loads this way:
 * with React, 300 KB that a `<script src>` in the head had the browser fetch beside the stylesheet, before
 * the first paint, on a slow phone. The hydrated page is the same, a frame later. `src` is resolved against
 * the document's base URL, as a `<script src>` is (to `import()`, a bare `assets/x.js` would name a
 * package). `data-after-paint` names the module for client navigation (theme/client/router.ts) and for
 * tools that count a page's scripts.
 */
export function afterPaintScript(src: string): HeadTag {
  const specifier = JSON.stringify(src).replace(/</g, '\\u003c');
  return {
    tag: 'script',
    attributes: { type: 'module', 'data-after-paint': src },
    inline: `const load=()=>import(new URL(${specifier},document.baseURI).href);document.hidden?load():requestAnimationFrame(()=>setTimeout(load))`,
  };
}

export interface DocumentInput {
  lang: string;
  dir: 'ltr' | 'rtl';
  /** Attributes on <html>, e.g. `data-theme`. */
  htmlAttributes: Record<string, string>;
  headTags: HeadTag[];
  bodyHtml: string;
  /** JSON describing the island scripts of this page, read by the client runtime. */
  islandManifest: Record<string, string>;
  /**
   * The theme strings the page's browser code needs, when they are not English
   * (read by theme/client/pageStrings.ts): its locale and those messages.
   */
  strings?: { locale: string; messages: Record<string, string> };
  /** Where the Monaco bundle is, on pages with an editor (read by theme/editor/loadMonaco.ts). */
  monaco?: { script: string; stylesheet: string; workers: { editor: string; json: string } };
  /**
   * On a Docusaurus website's page with islands: what its components read of the site
   * (theme/docusaurus/docusaurusContext.ts).
   */
  docusaurus?: unknown;
}

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => escapes[c] ?? c);
}

function attributes(record: Record<string, string>): string {
  return Object.entries(record)
    .map(([k, v]) => (v === '' ? ` ${k}` : ` ${k}="${escapeHtml(v)}"`))
    .join('');
}

function renderTag(tag: HeadTag): string {
  switch (tag.tag) {
    case 'title':
      return `<title>${escapeHtml(tag.text)}</title>`;
    case 'meta':
      return `<meta${attributes(tag.attributes)}>`;
    case 'link':
      return `<link${attributes(tag.attributes)}>`;
    case 'script':
      return `<script${attributes(tag.attributes ?? {})}>${(tag.inline ?? '').replace(/<\/(script)/gi, '<\\/$1')}</script>`;
    case 'raw':
      return tag.html;
  }
}

export function renderDocument(input: DocumentInput): string {
  const json = (id: string, value: unknown) =>
    `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;
  const manifest =
    (Object.keys(input.islandManifest).length > 0 ? json('sg-islands', input.islandManifest) : '') +
    (input.monaco ? json('sg-monaco', input.monaco) : '') +
    (input.strings ? json('sg-strings', input.strings) : '') +
    (input.docusaurus ? json('sg-docusaurus', input.docusaurus) : '');
  return `<!DOCTYPE html>
<html lang="${escapeHtml(input.lang)}" dir="${input.dir}"${attributes(input.htmlAttributes)}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${input.headTags.map(renderTag).join('\n')}
</head>
<body>
${input.bodyHtml}${manifest}
</body>
</html>
`;
}

/**
 * Small, regex-based queries on the HTML sitegen writes. The output is our own
 * serialisation (React's renderToString plus templates/document.ts), so a
 * full HTML parser would test nothing more.
 */

function attributesOf(tag: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  const body = tag.replace(/^<[\w-]+/, '').replace(/\/?>$/, '');
  for (const [, name, value] of body.matchAll(/\s([\w:-]+)(?:="([^"]*)")?/g)) {
    if (name) attributes[name] = unescape(value ?? '');
  }
  return attributes;
}

function unescape(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');
}

/** The `<head>` of a document. */
export function headOf(html: string): string {
  return /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
}

/** `content` of `<meta name=…>` or `<meta property=…>` in the head, or undefined. */
export function metaContent(html: string, nameOrProperty: string): string | undefined {
  for (const match of headOf(html).matchAll(/<meta\b[^>]*>/g)) {
    const attributes = attributesOf(match[0]);
    if (attributes.name === nameOrProperty || attributes.property === nameOrProperty) return attributes.content ?? '';
  }
  return undefined;
}

/** Every `<meta>` with this name or property, to check a tag is not written twice. */
export function metaCount(html: string, nameOrProperty: string): number {
  return [...headOf(html).matchAll(/<meta\b[^>]*>/g)]
    .map((match) => attributesOf(match[0]))
    .filter((a) => a.name === nameOrProperty || a.property === nameOrProperty).length;
}

/** `href` of `<link rel=…>` in the head. */
export function linkHref(html: string, rel: string): string | undefined {
  for (const match of headOf(html).matchAll(/<link\b[^>]*>/g)) {
    const attributes = attributesOf(match[0]);
    if (attributes.rel === rel) return attributes.href;
  }
  return undefined;
}

export function titleOf(html: string): string | undefined {
  const text = /<title>([^<]*)<\/title>/.exec(headOf(html))?.[1];
  return text === undefined ? undefined : unescape(text);
}

/** `lang` of the `<html>` element. */
export function htmlLang(html: string): string | undefined {
  const tag = /<html\b[^>]*>/.exec(html)?.[0];
  return tag ? attributesOf(tag).lang : undefined;
}

/** The inner HTML of the first `<nav>` whose aria-label is `label` (navs in sitegen's theme do not nest). */
export function navByLabel(html: string, label: string): string | undefined {
  const start = new RegExp(`<nav\\b[^>]*aria-label="${label}"[^>]*>`).exec(html);
  if (!start) return undefined;
  const from = start.index + start[0].length;
  const end = html.indexOf('</nav>', from);
  return end === -1 ? undefined : html.slice(from, end);
}

/** The `href` of every `<a>` in a piece of HTML, in order. */
export function hrefsIn(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*>/g)]
    .map((match) => attributesOf(match[0]).href)
    .filter((href): href is string => href !== undefined);
}

/** The `href` of the `<a rel="prev">` or `<a rel="next">` pagination link. */
export function paginationHref(html: string, rel: 'prev' | 'next'): string | undefined {
  for (const match of html.matchAll(/<a\b[^>]*>/g)) {
    const attributes = attributesOf(match[0]);
    if (attributes.rel === rel) return attributes.href;
  }
  return undefined;
}

/** Reads ids and link targets back out of rendered HTML. */

const entities: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
};

function decode(value: string): string {
  return value.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (e) => entities[e] ?? e);
}

/**
 * Every fragment the page answers to: `id`s, and `name`s of `<a>` (`<a name="x"></a>`, as browsers and Docusaurus
 * accept).
 */
export function collectIds(html: string): Set<string> {
  const ids = new Set<string>();
  for (const match of html.matchAll(/\sid="([^"]*)"/g)) ids.add(decode(match[1] ?? ''));
  for (const match of html.matchAll(/<a\s(?:[^>]*?\s)?name="([^"]*)"/g)) ids.add(decode(match[1] ?? ''));
  return ids;
}

/**
 * `href` of <a> and `src` of <img>, in document order; but a link marked `data-noBrokenLinkCheck` (Docusaurus's
 * opt-out, which `@docusaurus/Link` also sets on `pathname://` links) is not one to check.
 */
export function collectLinkTargets(html: string): { value: string; kind: 'link' | 'image' }[] {
  const found: { value: string; kind: 'link' | 'image' }[] = [];
  for (const match of html.matchAll(/<(a|img)\s([^>]*?)\b(href|src)="([^"]*)"([^>]*)>/g)) {
    if (/\bdata-nobrokenlinkcheck\b/i.test(`${match[2] ?? ''} ${match[5] ?? ''}`)) continue;
    found.push({ value: decode(match[4] ?? ''), kind: match[1] === 'img' ? 'image' : 'link' });
  }
  return found;
}

/** Tags inside a line of text: they join what is around them, where any other tag separates words. */
const inlineTag = /<\/?(?:a|abbr|b|code|del|em|i|ins|kbd|mark|s|small|span|strong|sub|sup|u)\b[^>]*>/gi;

/** The visible text of HTML, for search (`<code>oneOf</code>, <code>not</code>` stays `oneOf, not`). */
export function htmlToText(html: string): string {
  return decode(
    html
      .replace(/<script[\s\S]*?<\/script>/g, ' ')
      .replace(inlineTag, '')
      .replace(/<[^>]+>/g, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim();
}

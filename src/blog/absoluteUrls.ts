/**
 * A blog post's HTML made readable away from its page: feed readers show it without the page's address
 * to resolve `./img.png` or `/docs/intro` against, so every address in it is made absolute against the
 * post's permalink, as a browser at that address would resolve it. Addresses shown as text, in code
 * blocks, are left alone.
 *
 * The HTML is a page's content as React and hast-util-to-html write it: every `<` in text is `&lt;`, every
 * attribute value quoted. Such markup is read by `serializedTags`, which rewrites the address attributes in
 * place and keeps every other byte: a feed's 20 posts of the bench blog took 60 to 300 ms through parse5,
 * 3 to 5 ms this way. Markup it cannot read with certainty (an unquoted value, a character reference it
 * does not know) goes through parse5 (hast-util-raw), as any HTML would.
 */
import type { Element, Root } from 'hast';
import { raw } from 'hast-util-raw';
import { toHtml } from 'hast-util-to-html';
import { visit } from 'unist-util-visit';
import { mapSrcset } from './srcset.ts';

/** hast property names of the attributes that hold one address, on any element. */
const addressProperties = ['href', 'src', 'poster', 'cite', 'action', 'formAction', 'longDesc', 'xLinkHref'];
/** hast property names of the attributes that hold a `srcset` list (a string as parsed, not split at commas). */
const srcsetProperties = ['srcSet', 'imageSrcSet'];

/**
 * `address` resolved against `base`. An address that is already absolute (it has a scheme: `https:`,
 * `mailto:`) is kept as written, and so is one that cannot be resolved: the feed shows what the page shows.
 */
export function absoluteUrl(address: string, base: URL): string {
  if (URL.canParse(address)) return address;
  return URL.canParse(address, base.href) ? new URL(address, base).href : address;
}

function rewrite(element: Element, base: URL): void {
  const { properties } = element;
  for (const name of addressProperties) {
    const value = properties[name];
    if (typeof value === 'string') properties[name] = absoluteUrl(value, base);
  }
  // `<object data>`; elsewhere `data` is no address.
  if (element.tagName === 'object' && typeof properties.data === 'string') {
    properties.data = absoluteUrl(properties.data, base);
  }
  for (const name of srcsetProperties) {
    const value = properties[name];
    if (typeof value === 'string') properties[name] = mapSrcset(value, (address) => absoluteUrl(address, base));
  }
}

/**
 * The HTML with every address in it (`href`, `src`, `srcset`, `poster`, `cite`, `action`, `formaction`,
 * `longdesc`, `xlink:href`, `<object data>`) made absolute against `baseUrl`; `#x` becomes `baseUrl#x`.
 * Text and other markup are kept (re-serialised: `<br/>` is written `<br>`).
 * @throws TypeError when `baseUrl` is not an absolute URL.
 */
export function absoluteUrls(html: string, baseUrl: string): string {
  const base = new URL(baseUrl);
  return serializedTags(html, base) ?? parsedAbsoluteUrls(html, base);
}

/** `absoluteUrls` through the HTML parser: any markup, re-serialised. */
function parsedAbsoluteUrls(html: string, base: URL): string {
  const tree = raw({ type: 'root', children: [{ type: 'raw', value: html }] }) as Root;
  visit(tree, 'element', (element) => rewrite(element, base));
  return toHtml(tree, { characterReferences: { useNamedReferences: true } });
}

/** The HTML attribute names (lowercase) that hold one address on any element, as `addressProperties`. */
const addressAttributes = new Set(['href', 'src', 'poster', 'cite', 'action', 'formaction', 'longdesc', 'xlink:href']);
const srcsetAttributes = new Set(['srcset', 'imagesrcset']);
/** Elements whose content is text up to their end tag, where `<` starts no tag. */
const rawTextElements = new Set([
  'script',
  'style',
  'textarea',
  'title',
  'xmp',
  'iframe',
  'noembed',
  'noframes',
  'noscript',
  'plaintext',
]);
/** The character references serializers write in attribute values: other ones send the HTML to the parser. */
const knownReferences: Record<string, string> = {
  amp: '&',
  quot: '"',
  lt: '<',
  gt: '>',
  apos: "'",
  '#39': "'",
  '#x27': "'",
  '#34': '"',
  '#x22': '"',
  '#38': '&',
  '#x26': '&',
};
const reference = /&([a-z]+|#x?[0-9a-f]+);/gi;

function decodedValue(value: string): string | undefined {
  if (!value.includes('&')) return value;
  let unknown = false;
  const decoded = value.replace(
    reference,
    (whole, name: string) => knownReferences[name.toLowerCase()] ?? ((unknown = true), whole),
  );
  // A bare `&` (no reference) is itself in the text; one the pattern did not match is a reference this reader does not
  // know.
  return unknown || /&(?![a-z]+;|#x?[0-9a-f]+;)[a-z#]/i.test(value) ? undefined : decoded;
}

const encodedValue = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

const tagName = /[a-zA-Z][^\t\n\f\r />]*/y;
const attributeName = /[^\t\n\f\r "'>/=]+/y;
const space = /[\t\n\f\r ]*/y;

/** Reads `pattern` (sticky) at `at`: the text matched, or undefined. */
function readAt(pattern: RegExp, html: string, at: number): string | undefined {
  pattern.lastIndex = at;
  return pattern.exec(html)?.[0];
}

/**
 * `html` with the addresses of its tags made absolute, every other byte kept; undefined when a tag holds what
 * only a parser reads with certainty (an unquoted value, an unknown character reference, a tag left open).
 */
function serializedTags(html: string, base: URL): string | undefined {
  const out: string[] = [];
  let kept = 0;
  let at = html.indexOf('<');
  while (at !== -1 && at < html.length) {
    if (html.startsWith('<!--', at)) {
      const end = html.indexOf('-->', at + 4);
      if (end === -1) return undefined;
      at = html.indexOf('<', end + 3);
      continue;
    }
    if (html[at + 1] === '/' || html[at + 1] === '!' || html[at + 1] === '?') {
      const end = html.indexOf('>', at);
      if (end === -1) return undefined;
      at = html.indexOf('<', end + 1);
      continue;
    }
    const name = readAt(tagName, html, at + 1);
    if (name === undefined) {
      at = html.indexOf('<', at + 1);
      continue;
    }
    let cursor = at + 1 + name.length;
    for (;;) {
      cursor += readAt(space, html, cursor)?.length ?? 0;
      if (html[cursor] === '>') break;
      if (html.startsWith('/>', cursor)) {
        cursor += 1;
        break;
      }
      const attribute = readAt(attributeName, html, cursor);
      if (attribute === undefined) return undefined;
      cursor += attribute.length;
      const beforeEquals = cursor;
      cursor += readAt(space, html, cursor)?.length ?? 0;
      if (html[cursor] !== '=') {
        cursor = beforeEquals;
        continue;
      }
      cursor += 1;
      cursor += readAt(space, html, cursor)?.length ?? 0;
      const quote = html[cursor];
      if (quote !== '"' && quote !== "'") return undefined;
      const end = html.indexOf(quote, cursor + 1);
      if (end === -1) return undefined;
      const lower = attribute.toLowerCase();
      const single = addressAttributes.has(lower) || (lower === 'data' && name.toLowerCase() === 'object');
      if (single || srcsetAttributes.has(lower)) {
        const value = decodedValue(html.slice(cursor + 1, end));
        if (value === undefined) return undefined;
        const absolute = single ? absoluteUrl(value, base) : mapSrcset(value, (address) => absoluteUrl(address, base));
        out.push(html.slice(kept, cursor), '"', encodedValue(absolute), '"');
        kept = end + 1;
      }
      cursor = end + 1;
    }
    const lowerName = name.toLowerCase();
    if (rawTextElements.has(lowerName)) {
      const endTag = new RegExp(`</${lowerName}`, 'gi');
      endTag.lastIndex = cursor;
      const close = endTag.exec(html);
      if (!close) return undefined;
      at = html.indexOf('<', close.index + 2);
    } else {
      at = html.indexOf('<', cursor);
    }
  }
  out.push(html.slice(kept));
  return out.join('');
}

/**
 * A blog post's HTML made readable away from its page: feed readers show it without the page's address
 * to resolve `./img.png` or `/docs/intro` against, so every address in it is made absolute against the
 * post's permalink, as a browser at that address would resolve it. The HTML is parsed (parse5, through
 * hast-util-raw), so addresses shown as text, in code blocks, are left alone.
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
  const tree = raw({ type: 'root', children: [{ type: 'raw', value: html }] }) as Root;
  visit(tree, 'element', (element) => rewrite(element, base));
  return toHtml(tree, { characterReferences: { useNamedReferences: true } });
}

/**
 * The HTML React rendered (an MDX doc's content, a Markdown page) as a hast tree, for its Markdown twin,
 * read by a parser made for that HTML: every element closed (`<br/>`), every attribute quoted, text escaped.
 * parse5 (through hast-util-raw) read a page in 2 to 3.5 ms, on React Native's docs, most of their twins'
 * cost; this reads one in a fraction of that. HTML that is not so regular (a component's
 * `dangerouslySetInnerHTML` with a `<p>` left open) is read by hast-util-raw instead, as a browser would.
 */
import type { Element, ElementContent, Properties, Root, RootContent } from 'hast';
import { raw } from 'hast-util-raw';
import { decodeHTML } from 'entities';

/** Elements without content or end tag. */
const voidElements = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
/** Elements whose content is text as it is, up to their end tag. */
const rawTextElements = new Set(['script', 'style', 'textarea', 'title']);

/**
 * An attribute as hast names it: `class` → `className` (a list), `data-island-root` → `dataIslandRoot`, `aria-hidden` →
 * `ariaHidden`.
 */
function setProperty(properties: Properties, name: string, value: string | true): void {
  const lower = name.toLowerCase();
  if (lower === 'class') {
    properties.className = value === true ? [] : value.split(/\s+/).filter(Boolean);
    return;
  }
  const key = /^(data|aria)-/.test(lower)
    ? lower.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase())
    : lower;
  properties[key] =
    value === '' && (key === 'hidden' || key === 'checked' || key === 'disabled' || key === 'open') ? true : value;
}

const attributePattern = /\s*([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/gy;

/** Parses `html`, or gives undefined where it is not as regular as React writes it. */
export function parseRegular(html: string): Root | undefined {
  const root: Root = { type: 'root', children: [] };
  const stack: (Root | Element)[] = [root];
  const top = () => stack[stack.length - 1] as Root | Element;
  let at = 0;
  const addText = (text: string) => {
    if (text) (top().children as RootContent[]).push({ type: 'text', value: decodeHTML(text) });
  };
  while (at < html.length) {
    const open = html.indexOf('<', at);
    if (open === -1) {
      addText(html.slice(at));
      break;
    }
    addText(html.slice(at, open));
    if (html.startsWith('<!--', open)) {
      const end = html.indexOf('-->', open + 4);
      if (end === -1) return undefined;
      at = end + 3;
      continue;
    }
    if (html[open + 1] === '/') {
      const end = html.indexOf('>', open);
      if (end === -1) return undefined;
      const name = html
        .slice(open + 2, end)
        .trim()
        .toLowerCase();
      const current = top();
      if (current.type !== 'element' || current.tagName !== name) return undefined;
      stack.pop();
      at = end + 1;
      continue;
    }
    const nameMatch = /^[a-zA-Z][^\s/>]*/.exec(html.slice(open + 1, open + 64));
    if (!nameMatch) {
      // A `<` that opens nothing is text, as a browser reads it.
      addText('<');
      at = open + 1;
      continue;
    }
    const tagName = nameMatch[0].toLowerCase();
    const tag = readAttributes(html, open + 1 + nameMatch[0].length);
    if (!tag) return undefined;
    at = tag.end;
    const element: Element = { type: 'element', tagName, properties: tag.properties, children: [] };
    (top().children as RootContent[]).push(element);
    if (voidElements.has(tagName) || tag.selfClosing) continue;
    if (rawTextElements.has(tagName)) {
      const after = readRawText(html, at, element);
      if (after === undefined) return undefined;
      at = after;
      continue;
    }
    stack.push(element);
  }
  return stack.length === 1 ? root : undefined;
}

/**
 * A start tag's attributes, from just after its name, and where the tag ends; undefined where it does not end as React
 * ends one. A sticky pattern that fails puts lastIndex back to 0: the end of the last attribute is kept apart.
 */
function readAttributes(
  html: string,
  from: number,
): { properties: Properties; end: number; selfClosing: boolean } | undefined {
  const properties: Properties = {};
  let end = from;
  attributePattern.lastIndex = end;
  let match: RegExpExecArray | null;
  while ((match = attributePattern.exec(html)) !== null) {
    const [, name = '', quoted, single, bare] = match;
    const value = quoted ?? single ?? bare;
    setProperty(properties, name, value === undefined ? true : decodeHTML(value));
    end = attributePattern.lastIndex;
  }
  while (html[end] === ' ' || html[end] === '\n' || html[end] === '\t') end++;
  const selfClosing = html[end] === '/';
  if (selfClosing) end++;
  if (html[end] !== '>') return undefined;
  return { properties, end: end + 1, selfClosing };
}

/** The text of a raw-text element (script, style, textarea, title) up to its end tag; where it ends, or undefined. */
function readRawText(html: string, at: number, element: Element): number | undefined {
  const { tagName } = element;
  const closing = new RegExp(`</${tagName}`, 'gi');
  closing.lastIndex = at;
  const close = closing.exec(html)?.index ?? -1;
  if (close === -1) return undefined;
  const text = html.slice(at, close);
  if (text)
    element.children.push({
      type: 'text',
      value: tagName === 'textarea' || tagName === 'title' ? decodeHTML(text) : text,
    } as ElementContent);
  const closeEnd = html.indexOf('>', close);
  return closeEnd === -1 ? undefined : closeEnd + 1;
}

/** Rendered HTML as a tree: by the fast parser when it is as React writes it, else by hast-util-raw. */
export function renderedHtmlTree(html: string): Root {
  const regular = parseRegular(html);
  if (regular) return regular;
  const tree = raw({ type: 'root', children: [{ type: 'raw', value: html }] });
  return tree.type === 'root' ? tree : { type: 'root', children: [tree as RootContent] };
}

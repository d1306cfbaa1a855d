/**
 * Questions hastToMarkdown.ts asks of a page's tree: an element's classes and
 * properties, its text, whether it is a block, part of the text or of the
 * theme's chrome, and where the theme's parts of a construct are (a code
 * block's title, an island's server-rendered root).
 */
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { renderedHtmlTree } from './renderedHtmlTree.ts';

export type Node = RootContent | ElementContent;

/** Raw HTML (a widget's, as React rendered it) as nodes. */
export const parsed = (html: string) => renderedHtmlTree(html).children;

/** An element's class names, whether the tree was made with arrays of names or a string of several. */
export function classesOf(element: Element): readonly string[] {
  const value: unknown = element.properties.className;
  if (value === undefined || value === null) return noClasses;
  if (Array.isArray(value)) {
    // Trees read from HTML hold one name per string; markdownHast's may hold several in one (`sg-admonition
    // sg-admonition--tip`).
    return value.every((name) => typeof name === 'string' && !name.includes(' '))
      ? (value as string[])
      : value.flatMap((name) => String(name).split(/\s+/));
  }
  return typeof value === 'string' ? value.split(/\s+/) : noClasses;
}

const noClasses: readonly string[] = [];

export const hasClass = (element: Element, name: string) => classesOf(element).includes(name);
export const prop = (element: Element, name: string): string | undefined => {
  const value = element.properties[name];
  if (value === undefined || value === null || value === false) return undefined;
  return Array.isArray(value) ? value.join(' ') : String(value);
};

/**
 * The text of a subtree as the browser shows it in a `pre` (no collapsing). A highlighted block's `<code>`, written
 * as HTML at compile time, carries its text in `data` (src/render/markdownHtml.ts `compactCodeElement`).
 */
export function textOf(node: Node | Root): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element' && node.data?.sitegenText !== undefined) return node.data.sitegenText;
  if (node.type === 'element' || node.type === 'root')
    return node.children.map((child) => textOf(child as Node)).join('');
  return '';
}

const blockTags = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'details',
  'dialog',
  'dd',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hgroup',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'ul',
  'summary',
  'tbody',
  'thead',
  'tfoot',
  'tr',
  'td',
  'th',
  'caption',
]);
/**
 * What is not the page's text: scripts, styles, controls, media, and navigation (a Markdown page's table of contents).
 */
const skippedTags = new Set([
  'script',
  'style',
  'template',
  'button',
  'svg',
  'noscript',
  'nav',
  'iframe',
  'video',
  'audio',
  'canvas',
  'select',
  'textarea',
  'link',
  'meta',
]);

/** The theme's parts beside content: a Markdown page's table of contents, the viewer's controls. */
const skippedClasses = [
  'sg-markdown-page__toc',
  'table-of-contents',
  'sg-schema-toolbar',
  'sg-schema-link',
  'sg-schema-filter',
];
export const isSkipped = (element: Element) =>
  skippedTags.has(element.tagName) ||
  element.properties.hidden !== undefined ||
  classesOf(element).some((name) => skippedClasses.includes(name));

export function isBlock(node: Node): boolean {
  if (node.type === 'raw') return true;
  if (node.type !== 'element') return false;
  if (blockTags.has(node.tagName)) return true;
  // A card of a card list is a link, but a block of its own.
  return node.tagName === 'a' && hasClass(node, 'sg-card');
}

/** KaTeX's source of a formula, which it keeps in an annotation. */
export function texOf(element: Element): string | undefined {
  let found: string | undefined;
  const visit = (node: Node): void => {
    if (found !== undefined || node.type !== 'element') return;
    if (node.tagName === 'annotation' && prop(node, 'encoding') === 'application/x-tex') found = textOf(node).trim();
    else node.children.forEach(visit);
  };
  visit(element);
  return found;
}

/**
 * The first element under `root` that passes `test`, at most `depth` levels down: the theme's parts are near their
 * element, and a code block holds thousands of spans.
 */
export function find(root: Element, test: (element: Element) => boolean, depth = 3): Element | undefined {
  for (const child of root.children) {
    if (child.type !== 'element') continue;
    if (test(child)) return child;
    const deeper = depth > 1 ? find(child, test, depth - 1) : undefined;
    if (deeper) return deeper;
  }
  return undefined;
}

/** A `pre`'s language: its `data-language`, or a `language-` class of it or of its `code`. */
export function languageOf(pre: Element): string | undefined {
  const code = pre.children.find((child): child is Element => child.type === 'element' && child.tagName === 'code');
  const named = [...classesOf(pre), ...(code ? classesOf(code) : [])].find((name) => name.startsWith('language-'));
  return prop(pre, 'dataLanguage') ?? named?.slice('language-'.length);
}

/** An island's props, from the JSON script it carries. */
export function islandProps(node: Element): unknown {
  const script = node.children.find(
    (child): child is Element => child.type === 'element' && child.tagName === 'script',
  );
  try {
    return script ? JSON.parse(textOf(script)) : undefined;
  } catch {
    return undefined;
  }
}

/** The elements under `root` that `take` wants, looking inside those it does not take where `enter` allows. */
export function collect(root: Element, take: (el: Element) => boolean, enter: (el: Element) => boolean): Element[] {
  const found: Element[] = [];
  const visit = (element: Element) => {
    for (const child of element.children) {
      if (child.type !== 'element') continue;
      if (take(child)) found.push(child);
      else if (enter(child)) visit(child);
    }
  };
  visit(root);
  return found;
}

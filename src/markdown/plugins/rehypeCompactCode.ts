/**
 * Each highlighted code block's tokens made one string of HTML: the `<code>`
 * of a `<pre>` rehypeHighlight made becomes a `sitegen-code` element whose
 * `html` property is its content as it will be written, and whose one child
 * is its text (what `hast-util-to-string`, the twins and any reader of the
 * tree see). The renderers write the string (src/render/markdownHtml.ts, and
 * theme/markdown/components.ts through React).
 *
 * Why: shiki gives a token an element, a style and a text node; a block of 40
 * lines is some 700 nodes. Every doc's tree is kept, cloned, cached as JSON
 * and walked again to be written, so on prettier's website (104 pages, most of
 * them changelogs of code) the trees of code were most of a build's memory,
 * and collecting them a sixth of its time.
 *
 * Last in the pipeline, after the site's own rehype plugins, which see the
 * tokens as before. A block is left as it is when its code holds anything but
 * `<span>`s and text (a plugin's link, a schema's anchor): those are written
 * by the renderer, which resolves their addresses.
 */
import type { Element, ElementContent, Root } from 'hast';
import { toHtml, type Options as ToHtmlOptions } from 'hast-util-to-html';
import { toString } from 'hast-util-to-string';
import { forEachNode } from './treeWalk.ts';

declare module 'hast' {
  interface ElementData {
    /** The text of a `<code>` whose content is raw HTML (src/render/markdownHtml.ts `compactCodeElement`). */
    sitegenText?: string;
  }
}

/** How sitegen writes a Markdown tree as HTML, here and in the renderer (src/render/markdownHtml.ts). */
export const htmlOutputOptions: ToHtmlOptions = {
  allowDangerousHtml: true,
  characterReferences: { useNamedReferences: true },
};

/** The element a compacted `<code>` becomes. */
export const compactCodeTag = 'sitegen-code';

/** The properties a renderer checks as addresses (markdownHtml.ts `urlProperties`): a token with one stays a node. */
const addressProperties = ['href', 'src', 'action', 'formAction', 'xLinkHref'];

/** Whether every node under `code` is a `<span>` without an address, or text. */
function onlyTokens(nodes: readonly ElementContent[]): boolean {
  for (const node of nodes) {
    if (node.type === 'text') continue;
    if (node.type !== 'element' || node.tagName !== 'span') return false;
    if (addressProperties.some((key) => node.properties[key] !== undefined)) return false;
    if (!onlyTokens(node.children)) return false;
  }
  return true;
}

/** The `<code>` of a highlighted `<pre>` made a `sitegen-code` element, when its tokens are all spans and text. */
export function compactCode(pre: Element): void {
  if (pre.data?.sitegenHighlight === undefined) return;
  const index = pre.children.findIndex((child) => child.type === 'element' && child.tagName === 'code');
  const code = pre.children[index] as Element | undefined;
  if (!code || !onlyTokens(code.children)) return;
  pre.children[index] = {
    type: 'element',
    tagName: compactCodeTag,
    properties: { ...code.properties, html: toHtml(code.children, htmlOutputOptions) },
    children: [{ type: 'text', value: toString(code) }],
  };
}

/** Whether a highlighted `<pre>`'s code is compacted: a doc whose tokens must stay (MDX) does not take it. */
export const isCompacted = (pre: Element): boolean =>
  pre.children.some((child) => child.type === 'element' && child.tagName === compactCodeTag);

export function rehypeCompactCode() {
  return (tree: Root) => {
    forEachNode(tree, (node) => {
      if (node.type === 'element' && (node as Element).tagName === 'pre') compactCode(node as Element);
    });
  };
}

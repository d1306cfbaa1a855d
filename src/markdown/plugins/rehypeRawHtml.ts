/**
 * Raw HTML in a Markdown doc, rendered as written: the author's HTML is
 * trusted content, as in every static generator. remark-rehype keeps it as
 * `raw` nodes (`allowDangerousHtml`); hast-util-raw parses them together with
 * the tree around them, the way a browser would, so `<details>` opened in one
 * HTML block and closed in another wraps the Markdown between them
 * (CommonMark's rules decide which lines are HTML and which are Markdown).
 *
 * Links and images written in HTML (`<a href>`, `<img src>`) are recorded
 * like Markdown ones, with their positions, so they are validated, and an
 * image beside the doc is copied and hashed by the same `img` component.
 * A doc without raw HTML skips all of this: the reparse costs about a tenth
 * of a compile. Nor do comments alone need it (`commentsTaken`).
 */
import type { Element, Nodes, Root } from 'hast';
import { raw } from 'hast-util-raw';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { contextOf, positionOf } from '../compileContext.ts';

/**
 * An HTML comment that is the whole of a raw node, and that the HTML parser reads as its text between `<!--` and
 * `-->` (no `--`, `<` or `>` inside, not ending in `-`): `<!-- truncate -->`, `<!-- prettier-ignore -->`.
 */
const plainComment = /^<!--((?!>|->)[^<>-]*(?:-[^<>-]+)*)-->$/;

/**
 * Turns each raw node that is a plain comment into a comment node; whether raw nodes are left. Every blog post has
 * its `<!-- truncate -->`, many docs a comment for their editors: parsing the whole tree again for those took a
 * twentieth of a blog's build, and gives what the tree without them gives.
 */
function commentsTaken(node: Nodes): boolean {
  if (!('children' in node)) return node.type === 'raw';
  let left = false;
  node.children.forEach((child, i) => {
    const comment = child.type === 'raw' ? plainComment.exec(child.value) : null;
    if (comment)
      node.children[i] = {
        type: 'comment',
        value: comment[1] ?? '',
        ...(child.position ? { position: child.position } : {}),
      };
    else if (commentsTaken(child)) left = true;
  });
  return left;
}

/** The address an element written in HTML links to, for the link checks. */
function linkOf(element: Element): { url: string; kind: 'link' | 'image' } | undefined {
  const { href, src } = element.properties;
  if (element.tagName === 'a' && typeof href === 'string') return { url: href, kind: 'link' };
  if (element.tagName === 'img' && typeof src === 'string') return { url: src, kind: 'image' };
  return undefined;
}

export function rehypeRawHtml() {
  return (tree: Root, file: VFile): Root => {
    if (!commentsTaken(tree)) return tree;
    const context = contextOf(file);
    const parsed = raw(tree, { file }) as Root;
    // Only a document parse has a quirks mode; the fragment's root has no use for it.
    delete (parsed.data as { quirksMode?: boolean } | undefined)?.quirksMode;
    if (parsed.data && Object.keys(parsed.data).length === 0) delete parsed.data;
    // Markdown links keep their Markdown positions and were recorded before; the rest came from HTML.
    const known = new Set(context.links.map((link) => `${link.line}:${link.column}`));
    visit(parsed, 'element', (element) => {
      const link = linkOf(element);
      if (!link || !element.position) return;
      const at = positionOf(context, element);
      if (!known.has(`${at.line}:${at.column}`)) context.links.push({ ...link, ...at });
    });
    return parsed;
  };
}

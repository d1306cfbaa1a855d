/**
 * Admonitions: `:::note`, `:::tip`, `:::info`, `:::warning`, `:::caution`, `:::danger`,
 * with an optional title as the directive label: `:::tip[Did you know?]`.
 * Rendered by the `admonition` entry of the components table.
 */
import type { Paragraph, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import { admonitionKinds } from './directiveNames.ts';


const kinds = new Set<string>(admonitionKinds);

export function remarkAdmonitions() {
  return (tree: Root) => {
    visit(tree, 'containerDirective', (node) => {
      if (!kinds.has(node.name)) return;
      const first = node.children[0];
      let title: string | undefined;
      if (first?.type === 'paragraph' && (first as Paragraph).data?.directiveLabel) {
        title = toString(first);
        node.children.shift();
      }
      node.data = {
        ...node.data,
        hName: 'admonition',
        hProperties: { kind: node.name, ...(title ? { title } : {}) },
      };
    });
  };
}

/**
 * Admonitions: `:::note`, `:::tip`, `:::info`, `:::warning`, `:::caution`, `:::danger`,
 * with an optional title as the directive label: `:::tip[Did you know?]`.
 * Rendered by the `admonition` entry of the components table.
 */
import type { Paragraph, Root } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import { toString } from 'mdast-util-to-string';
import { admonitionKinds } from './directiveNames.ts';
import { forEachNode, hasNodeOfType } from './treeWalk.ts';

const kinds = new Set<string>(admonitionKinds);

export function remarkAdmonitions() {
  return (tree: Root) => {
    if (!hasNodeOfType(tree, 'containerDirective')) return;
    forEachNode(tree, (each) => {
      if (each.type !== 'containerDirective') return;
      const node = each as ContainerDirective;
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

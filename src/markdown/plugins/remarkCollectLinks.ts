/** Records every link and image target with its position, for validation. */
import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { contextOf, positionOf } from '../compileContext.ts';

export function remarkCollectLinks() {
  return (tree: Root, file: VFile) => {
    const context = contextOf(file);
    visit(tree, (node) => {
      if (node.type === 'link' || node.type === 'definition' || node.type === 'image') {
        const kind = node.type === 'image' ? 'image' : 'link';
        context.links.push({ url: node.url, kind, ...positionOf(context, node) });
      }
    });
  };
}

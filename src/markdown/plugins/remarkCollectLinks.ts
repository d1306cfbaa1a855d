/** Records every link and image target with its position, for validation. */
import type { Root, RootContent } from 'mdast';
import type { VFile } from 'vfile';
import { contextOf, positionOf } from '../compileContext.ts';
import { forEachNode } from './treeWalk.ts';

export function remarkCollectLinks() {
  return (tree: Root, file: VFile) => {
    const context = contextOf(file);
    forEachNode(tree, (each) => {
      const node = each as RootContent;
      if (node.type === 'link' || node.type === 'definition' || node.type === 'image') {
        const kind = node.type === 'image' ? 'image' : 'link';
        context.links.push({ url: node.url, kind, ...positionOf(context, node) });
      }
    });
  };
}

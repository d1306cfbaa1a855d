/**
 * remark-directive reads `:name` inside prose as a text directive, so `10:30`,
 * `mailto:a@b` or `a:b` would vanish. Text directives that name no widget are
 * turned back into the exact source text they came from; ones that name a
 * widget stay, so remarkWidgets can render an inline widget or report a block
 * widget written inline.
 */
import type { Root, Text } from 'mdast';
import { visit } from 'unist-util-visit';
import { hasNodeOfType } from './treeWalk.ts';
import type { VFile } from 'vfile';

export function remarkRestoreTextDirectives(options: { widgetNames: ReadonlySet<string> }) {
  return (tree: Root, file: VFile) => {
    if (!hasNodeOfType(tree, 'textDirective')) return;
    const source = String(file.value);
    visit(tree, 'textDirective', (node, index, parent) => {
      if (options.widgetNames.has(node.name) || !parent || index === undefined) return;
      const start = node.position?.start.offset;
      const end = node.position?.end.offset;
      const value = start !== undefined && end !== undefined ? source.slice(start, end) : `:${node.name}`;
      const text: Text = { type: 'text', value, position: node.position };
      parent.children.splice(index, 1, text);
    });
  };
}

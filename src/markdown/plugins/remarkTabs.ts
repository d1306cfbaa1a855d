/**
 * Tabs. A `:::tabs` container is split into panels by `::tab` leaf
 * directives; tabs with the same `groupId` switch together across the site:
 *
 *     :::tabs{groupId="package-manager"}
 *     ::tab{label="npm"}
 *     Content of the first tab.
 *     ::tab{label="yarn" value="yarn"}
 *     Content of the second tab.
 *     :::
 *
 * A tab's `value` (default: its label) is what a group remembers.
 */
import type { BlockContent, DefinitionContent, Root } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import { forEachNode, hasNodeOfType } from './treeWalk.ts';
import type { VFile } from 'vfile';
import { contextOf, report } from '../compileContext.ts';

type FlowContent = BlockContent | DefinitionContent;

export function remarkTabs() {
  return (tree: Root, file: VFile) => {
    if (!hasNodeOfType(tree, 'containerDirective')) return;
    const context = contextOf(file);
    forEachNode(tree, (each) => {
      if (each.type !== 'containerDirective') return;
      const node = each as ContainerDirective;
      if (node.name !== 'tabs') return;
      const panels: { label: string; value: string; children: FlowContent[] }[] = [];
      for (const child of node.children) {
        if (child.type === 'leafDirective' && child.name === 'tab') {
          const label = child.attributes?.label ?? '';
          if (!label) {
            report(context, child, {
              code: 'InvalidDirective',
              message: '::tab needs a label.',
              hint: 'Write ::tab{label="npm"}.',
            });
          }
          const value = child.attributes?.value ?? label;
          if (value && panels.some((panel) => panel.value === value)) {
            report(context, child, {
              code: 'InvalidDirective',
              message: `Two tabs of this :::tabs have the value "${value}".`,
              hint: 'Each tab needs its own label, or its own value="…" when labels repeat.',
            });
          }
          panels.push({ label, value, children: [] });
        } else if (panels.length === 0) {
          if (child.type === 'paragraph' && child.data?.directiveLabel) continue;
          report(context, child, {
            code: 'InvalidDirective',
            message: 'Content inside :::tabs must follow a ::tab{label="…"} line.',
            hint: 'Start each tab with ::tab{label="Its label"} on a line of its own.',
          });
          return;
        } else {
          panels.at(-1)?.children.push(child);
        }
      }
      if (panels.length === 0) {
        report(context, node, {
          code: 'InvalidDirective',
          message: ':::tabs has no ::tab inside it.',
          hint: 'Start each tab with ::tab{label="Its label"} on a line of its own.',
        });
        return;
      }
      const groupId = node.attributes?.groupId ?? undefined;
      node.data = { hName: 'tabs', hProperties: groupId ? { groupId } : {} };
      node.children = panels.map((panel) => ({
        type: 'blockquote',
        data: { hName: 'tab-panel', hProperties: { label: panel.label, value: panel.value } },
        children: panel.children,
      })) as FlowContent[];
    });
  };
}

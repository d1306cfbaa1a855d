/**
 * Reports Markdown that the pipeline would otherwise drop without a word:
 * MDX syntax (`import`/`export` lines), and built-in directives used in the wrong form (`::note` as a
 * leaf, `::tab` outside `:::tabs`). Runs after the plugins that handle
 * directives, so what is left unhandled is a mistake.
 */
import type { Root, RootContent } from 'mdast';
import type { VFile } from 'vfile';
import { contextOf, report } from '../compileContext.ts';
import { builtInDirectives, containerDirectives } from './directiveNames.ts';

export function remarkCheckMarkdown() {
  return (tree: Root, file: VFile) => {
    const context = contextOf(file);
    // A node before its children, in document order; `insideTabs`: an ancestor is a :::tabs container.
    const check = (node: Root | RootContent, insideTabs: boolean): void => {
      if (
        node.type === 'paragraph' &&
        node.position?.start.column === 1 &&
        node.children[0]?.type === 'text' &&
        /^(import|export)\s.+\sfrom\s+['"]/.test(node.children[0].value)
      ) {
        report(context, node, {
          code: 'UnsupportedMarkdown',
          message: 'MDX import and export lines are not supported; this line would render as text.',
          hint:
            'markdown.format is "md", so every doc is CommonMark: set it to "detect" (the default) or "mdx" to ' +
            'compile this doc as MDX.',
        });
      }
      // Containers of built-in names are handled (or reported) by their plugins; what is left
      // is a leaf written with a container's name, or a ::tab outside any :::tabs.
      if (node.type === 'leafDirective' && builtInDirectives.has(node.name) && !(node.name === 'tab' && insideTabs)) {
        report(context, node, {
          code: 'InvalidDirective',
          message:
            node.name === 'tab'
              ? '::tab is only allowed directly inside a :::tabs container.'
              : `::${node.name} is not valid: ${node.name} is written as a container, :::${node.name}.`,
          hint: containerDirectives.includes(node.name)
            ? `Write :::${node.name} on its own line, the content, then ::: to close it.`
            : 'Start a :::tabs container, then ::tab{label="…"} lines inside it.',
        });
      }
      if ('children' in node) {
        const inner = insideTabs || (node.type === 'containerDirective' && node.name === 'tabs');
        for (const child of node.children) check(child, inner);
      }
    };
    check(tree, false);
  };
}

/**
 * Fenced code blocks become `code-block` elements carrying their options; the
 * highlighter fills them in later (rehypeHighlight). `npm2yarn` blocks become
 * tabs of npm, yarn and pnpm commands, synced site-wide by the `npm2yarn` group.
 *
 * The replacement node has a type of its own: mdast-util-to-hast would wrap a
 * `code` node in a `<pre>` whatever its `hName`, and the highlighter makes its own.
 */
import type { Code, Root, RootContent } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { parseCodeMeta, type CodeMeta } from '../codeMeta.ts';
import { contextOf, report } from '../compileContext.ts';
import { convertNpmCommand, type PackageManager } from '../npm2yarn.ts';

interface CodeBlockNode {
  type: 'sitegenCodeBlock';
  position: Code['position'];
  data: NonNullable<Code['data']>;
}

function codeBlock(value: string, lang: string | null | undefined, meta: CodeMeta, position: Code['position']): CodeBlockNode {
  return {
    type: 'sitegenCodeBlock',
    position,
    data: {
      hName: 'code-block',
      hProperties: {
        language: lang ?? undefined,
        title: meta.title,
        highlightLines: meta.highlightLines.join(','),
        showLineNumbers: meta.showLineNumbers ? String(meta.startLineNumber) : undefined,
      },
      hChildren: [{ type: 'text', value }],
    },
  };
}

export function remarkCodeBlocks() {
  return (tree: Root, file: VFile) => {
    const context = contextOf(file);
    visit(tree, 'code', (node, index, parent) => {
      if (!parent || index === undefined) return;
      const parsed = parseCodeMeta(node.meta, node.value.split('\n').length);
      if (!parsed.ok) {
        report(context, node, { code: 'InvalidCodeMeta', message: parsed.message, hint: parsed.hint });
        return;
      }
      if (!parsed.meta.npm2yarn) {
        parent.children.splice(index, 1, codeBlock(node.value, node.lang, parsed.meta, node.position) as unknown as RootContent);
        return;
      }
      const managers: PackageManager[] = ['npm', 'yarn', 'pnpm'];
      const tabs = {
        type: 'containerDirective',
        name: 'npm2yarn',
        position: node.position,
        data: { hName: 'tabs', hProperties: { groupId: 'npm2yarn' } },
        children: managers.map((manager) => ({
          type: 'blockquote',
          data: { hName: 'tab-panel', hProperties: { label: manager, value: manager } },
          children: [codeBlock(convertNpmCommand(node.value, manager), node.lang, parsed.meta, node.position)],
        })),
      };
      parent.children.splice(index, 1, tabs as never);
      return index + 1;
    });
  };
}

import type { Root, RootContent } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import type { Node } from 'unist';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { forEachNode, hasNodeOfType, someNode } from '../../../../src/markdown/plugins/treeWalk.ts';

const parse = (text: string): Root => unified().use(remarkParse).parse(text);

const markdown = [
  '# Title',
  '',
  'A paragraph with *emphasis*, `code` and a [link](/a).',
  '',
  '> - a list item',
  '>   1. nested **strong**',
  '',
  '```ts',
  'const x = 1;',
  '```',
  '',
  '## Second',
].join('\n');

/** Each node as `type:line:column`, in the order a walk gives them. */
const label = (node: Node) => `${node.type}:${node.position?.start.line}:${node.position?.start.column}`;

describe('forEachNode', () => {
  it('gives every node in the order visit does: a node before its children, children in order', () => {
    const tree = parse(markdown);
    const byVisit: string[] = [];
    visit(tree, (node) => {
      byVisit.push(label(node));
    });
    const byWalk: string[] = [];
    forEachNode(tree, (node) => byWalk.push(label(node)));
    expect(byWalk).toEqual(byVisit);
    expect(byWalk).toHaveLength(27);
  });

  it('walks the children a node has after fn returns, as visit does', () => {
    const tree: Root = { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'text', value: 'old' }] }] };
    const seen: string[] = [];
    forEachNode(tree, (each) => {
      const node = each as RootContent | Root;
      seen.push(node.type === 'text' ? `text ${node.value}` : node.type);
      if (node.type === 'paragraph') node.children = [{ type: 'text', value: 'new' }, { type: 'break' }];
    });
    expect(seen).toEqual(['root', 'paragraph', 'text new', 'break']);
  });
});

describe('someNode and hasNodeOfType', () => {
  it('find a node anywhere in the tree, and stop at the first', () => {
    const tree = parse(markdown);
    let tested = 0;
    expect(
      someNode(tree, (node) => {
        tested++;
        return node.type === 'root';
      }),
    ).toBe(true);
    expect(tested).toBe(1);
    expect(hasNodeOfType(tree, 'strong')).toBe(true); // three levels down, in a blockquote's list
    expect(hasNodeOfType(tree, 'table', 'strong')).toBe(true);
    expect(hasNodeOfType(tree, 'table', 'containerDirective')).toBe(false);
    expect(someNode(tree, (node) => node.type === 'code' && (node as { lang?: string }).lang === 'ts')).toBe(true);
    expect(someNode(tree, (node) => node.type === 'code' && (node as { lang?: string }).lang === 'mermaid')).toBe(
      false,
    );
  });
});

/**
 * Plain walks over a tree, for the plugins that only read it or change the
 * node they are at: unist-util-visit makes a closure and a copy of the
 * ancestors at every node, and in a 2,000-doc build its walks were a tenth of
 * compiling.
 */
import type { Node, Parent } from 'unist';

/** Whether the tree holds a node that passes `test`; stops at the first. */
export function someNode(tree: Node, test: (node: Node) => boolean): boolean {
  const stack: Node[] = [tree];
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if (test(node)) return true;
    const children = (node as Partial<Parent>).children;
    if (children) for (const child of children) stack.push(child);
  }
  return false;
}

/**
 * Whether the tree holds a node of one of `types`. A plugin that acts on a few kinds of node (directives,
 * math, diagrams) asks this first and skips its walk when the doc has none, as most docs do.
 */
export function hasNodeOfType(tree: Node, ...types: string[]): boolean {
  return someNode(tree, (node) => types.includes(node.type));
}

/**
 * Calls `fn` on every node in document order, a node before its children, as `visit` does. The children are
 * read after `fn` returns, so `fn` may replace or reorder the children of the node it is given (not its parent's).
 */
export function forEachNode(tree: Node, fn: (node: Node) => void): void {
  fn(tree);
  const children = (tree as Partial<Parent>).children;
  if (children) for (let i = 0; i < children.length; i++) forEachNode(children[i] as Node, fn);
}

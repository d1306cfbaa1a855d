/**
 * Renders math with KaTeX at build time (rehype-katex, as Docusaurus sites
 * add it): the page gets KaTeX's HTML and MathML and no script; KaTeX's
 * stylesheet is linked on the pages that have math (`pageFeatures.ts`). A
 * formula KaTeX cannot render is an `InvalidMath` error at its `$`, with
 * KaTeX's own message, instead of red text in the page.
 *
 * Runs before rehypeHighlight, so a ` ```math ` block is math, not code.
 * rehype-katex (with KaTeX and the HTML parser under it, some 60 modules) is
 * loaded by the first doc that has math: a site without any never loads it.
 */
import type { Element, Root } from 'hast';
import { someNode } from './treeWalk.ts';
import type { Node } from 'unist';
import type { VFile } from 'vfile';
import { contextOf, report } from '../compileContext.ts';
import { recordFeature } from '../pageFeatures.ts';

const mathClasses = ['language-math', 'math-inline', 'math-display'];

function isMath(node: Element): boolean {
  const classes = node.properties.className;
  return Array.isArray(classes) && classes.some((name) => mathClasses.includes(String(name)));
}

/**
 * The nearest of the failing element and its ancestors that has a position (remark-math's display `<code>` has none;
 * its `<pre>` has).
 */
function placeOf(ancestors: readonly Node[] | undefined): Node | undefined {
  return [...(ancestors ?? [])].reverse().find((node) => node.position !== undefined);
}

type KatexTransform = (tree: Root, file: VFile) => void;

let loading: Promise<KatexTransform> | undefined;

/** rehype-katex's transform, loaded once per process (or pool worker). */
function katexTransform(): Promise<KatexTransform> {
  loading ??= import('rehype-katex').then(
    // 'ignore': KaTeX would otherwise print its LaTeX-compatibility warnings to the build's console.
    ({ default: rehypeKatex }) => rehypeKatex({ strict: 'ignore' }) as KatexTransform,
  );
  return loading;
}

export function rehypeMath() {
  return async (tree: Root, file: VFile) => {
    if (!someNode(tree, (node) => node.type === 'element' && isMath(node as Element))) return;
    const render = await katexTransform();
    const context = contextOf(file);
    recordFeature(context, 'math');
    const before = file.messages.length;
    render(tree, file);
    // rehype-katex reports each formula it could not render as a message, with the element's ancestors.
    for (const message of file.messages.splice(before)) {
      const at =
        placeOf(message.ancestors) ??
        (message.place && 'start' in message.place ? { type: 'math', position: message.place } : undefined);
      const cause = message.cause instanceof Error ? message.cause.message : message.reason;
      report(context, at ?? tree, {
        code: 'InvalidMath',
        message: cause,
        hint:
          'Math between $…$ or $$…$$ is TeX rendered by KaTeX when the site builds ' +
          '(https://katex.org/docs/supported). A dollar sign meant as text is written \\$.',
      });
    }
  };
}

/**
 * ` ```mermaid ` blocks become diagram placeholders: a
 * `<div class="sg-mermaid" data-sg-mermaid>` holding the diagram's source as
 * a plain `<pre><code class="language-mermaid">`, which is what a reader
 * without JavaScript sees. In the browser, the Mermaid loader
 * (`theme/client/mermaid/mermaidLoader.ts`, linked only on pages that record
 * the `mermaid` feature) draws each one. Mermaid needs a DOM to parse most
 * diagram types, so their syntax is not checked at build time: a mistake
 * shows Mermaid's message in place of the diagram.
 *
 * Mermaid (83 MB installed) is an optional peer dependency of sitegen: a
 * project with diagrams installs it. Without it, the first diagram of a doc is
 * an error that says so.
 *
 * Runs before remarkCodeBlocks, which would make the block highlighted code.
 */
import type { Code, Root, RootContent } from 'mdast';
import { visit } from 'unist-util-visit';
import { someNode } from './treeWalk.ts';
import type { VFile } from 'vfile';
import { isPackageInstalled } from '../../paths.ts';
import { contextOf, report } from '../compileContext.ts';
import { recordFeature } from '../pageFeatures.ts';

let mermaidInstalled: boolean | undefined;

export function remarkMermaid() {
  return (tree: Root, file: VFile) => {
    if (!someNode(tree, (node) => node.type === 'code' && (node as Code).lang === 'mermaid')) return;
    let found = false;
    visit(tree, 'code', (node, index, parent) => {
      if (node.lang !== 'mermaid' || !parent || index === undefined) return;
      mermaidInstalled ??= isPackageInstalled('mermaid');
      if (!found && !mermaidInstalled) {
        report(contextOf(file), node, {
          code: 'PackageNotInstalled',
          message: 'Mermaid diagrams need the mermaid package, which this project has not installed.',
          hint:
            'Install it beside sitegen: npm install mermaid. sitegen does not install it itself, since only ' +
            'sites with diagrams need it.',
        });
      }
      found = true;
      const diagram = {
        type: 'sitegenMermaid',
        position: node.position,
        data: {
          hName: 'div',
          hProperties: { className: ['sg-mermaid'], dataSgMermaid: '' },
          // `language-mermaid` on the <code>, as rehype plugins that draw diagrams at build time look for it.
          hChildren: [
            {
              type: 'element',
              tagName: 'pre',
              properties: { className: ['sg-mermaid__source'] },
              children: [
                {
                  type: 'element',
                  tagName: 'code',
                  properties: { className: ['language-mermaid'] },
                  children: [{ type: 'text', value: node.value }],
                },
              ],
            },
          ],
        },
      };
      // A node type of its own, so mdast-util-to-hast takes the element as given.
      parent.children.splice(index, 1, diagram as unknown as RootContent);
    });
    if (found) recordFeature(contextOf(file), 'mermaid');
  };
}

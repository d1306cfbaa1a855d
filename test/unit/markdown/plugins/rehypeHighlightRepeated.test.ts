/**
 * A code block highlighted once in a process is copied for every later block
 * with the same key, in any doc: the copy is the block as it was highlighted,
 * before the plugins after rehypeHighlight ran, and a tree of its own.
 */
import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { createMarkdownCompiler } from '../../../../src/markdown/compileMarkdown.ts';
import { widgets } from '../../../../theme/widgets/registry.ts';

const pres = (tree: Root): Element[] => {
  const found: Element[] = [];
  visit(tree, 'element', (node) => {
    if (node.tagName === 'pre') found.push(node);
  });
  return found;
};

const block = '```ts title="repeated.ts" {2}\nexport const repeated = 1;\nconsole.log(repeated);\n```\n';

/** A site's rehype plugin that marks every highlighted block, in place. */
const marking = () => (tree: Root) => {
  for (const pre of pres(tree)) pre.properties.dataMarked = `${String(pre.properties.dataMarked ?? '')}x`;
};

describe('a code block repeated across docs', () => {
  it('is the block the first doc got, in a tree of its own', async () => {
    const compiler = createMarkdownCompiler({ widgets });
    const first = await compiler.compile({ body: `# One\n\n${block}`, file: '/site/docs/one.md', bodyLineOffset: 0 });
    const second = await compiler.compile({
      body: `# Two\n\nOther words.\n\n${block}`,
      file: '/site/docs/two.md',
      bodyLineOffset: 0,
    });
    const [a] = pres(first.hast);
    const [b] = pres(second.hast);
    expect(b).toEqual(a);
    expect(b).not.toBe(a);
    a!.properties.dataChanged = 'yes';
    expect(b!.properties.dataChanged).toBeUndefined();
  });

  it("is copied as highlighted, before a site's plugins changed it", async () => {
    const withPlugin = createMarkdownCompiler({
      widgets,
      plugins: {
        beforeDefaultRemarkPlugins: [],
        remarkPlugins: [],
        beforeDefaultRehypePlugins: [],
        rehypePlugins: [marking],
      },
    });
    const plain = createMarkdownCompiler({ widgets });
    const marked = await withPlugin.compile({
      body: `# One\n\n${block}\n\`\`\`js\nlet once = 'marked';\n\`\`\`\n`,
      file: '/site/docs/one.md',
      bodyLineOffset: 0,
    });
    expect(pres(marked.hast).map((pre) => pre.properties.dataMarked)).toEqual(['x', 'x']);
    const again = await withPlugin.compile({
      body: `# Two\n\n\`\`\`js\nlet once = 'marked';\n\`\`\`\n`,
      file: '/site/docs/two.md',
      bodyLineOffset: 0,
    });
    expect(pres(again.hast).map((pre) => pre.properties.dataMarked)).toEqual(['x']);
    const unmarked = await plain.compile({
      body: `# Three\n\n\`\`\`js\nlet once = 'marked';\n\`\`\`\n`,
      file: '/site/docs/three.md',
      bodyLineOffset: 0,
    });
    expect(pres(unmarked.hast).map((pre) => pre.properties.dataMarked)).toEqual([undefined]);
  });
});

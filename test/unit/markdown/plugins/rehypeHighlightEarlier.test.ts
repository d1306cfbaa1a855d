/**
 * A doc compiled again with its last tree (`earlier`) takes each code block whose key is unchanged
 * from it instead of highlighting it; a block whose code, language or options changed is highlighted
 * afresh; a block shown as plain text carries no key (its warning comes again); a site with Markdown
 * plugins of its own highlights every block.
 */
import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { createMarkdownCompiler } from '../../../../src/markdown/compileMarkdown.ts';
import { earlierHighlights } from '../../../../src/markdown/plugins/rehypeHighlight.ts';
import { widgets } from '../../../../theme/widgets/registry.ts';

const file = '/site/docs/guide.md';
const compiler = createMarkdownCompiler({ widgets });

const pres = (tree: Root): Element[] => {
  const found: Element[] = [];
  visit(tree, 'element', (node) => {
    if (node.tagName === 'pre') found.push(node);
  });
  return found;
};

/** The earlier tree with a mark on each highlighted block: a block taken from it shows the mark. */
function marked(tree: Root): Root {
  const copy = structuredClone(tree);
  for (const pre of pres(copy)) pre.properties['data-taken'] = 'yes';
  return copy;
}

const body = (sentence: string, code = 'const a: number = 1;') =>
  `# Guide\n\n${sentence}\n\n\`\`\`ts {1}\n${code}\n\`\`\`\n\n\`\`\`json\n{ "b": 2 }\n\`\`\`\n`;

describe('code blocks of an earlier compile', () => {
  it('are not taken compacted into a doc that is MDX now: MDX writes the tokens itself', async () => {
    const detected = createMarkdownCompiler({ widgets, format: 'detect' });
    const first = await detected.compile({ body: body('Words.'), file, bodyLineOffset: 0 });
    expect(JSON.stringify(first.hast)).toContain('"tagName":"sitegen-code"');
    // An import makes the doc MDX under format 'detect'.
    const mdx = await detected.compile({
      body: `import x from './x.json';\n\n${body('Words.')}`,
      file,
      bodyLineOffset: 0,
      earlier: first.hast,
    });
    const module = JSON.stringify(mdx.hast);
    expect(module).toContain('sitegen-mdx');
    expect(module).not.toContain('sitegen-code');
    expect(module).toContain('_components.span');
  });

  it('are taken when only the prose changed, and give the tree a fresh compile gives', async () => {
    const first = await compiler.compile({ body: body('First words.'), file, bodyLineOffset: 0 });
    expect(earlierHighlights(first.hast).size).toBe(2);
    const again = await compiler.compile({
      body: body('Other words.'),
      file,
      bodyLineOffset: 0,
      earlier: marked(first.hast),
    });
    expect(pres(again.hast).map((pre) => pre.properties['data-taken'])).toEqual(['yes', 'yes']);
    const fresh = await compiler.compile({ body: body('Other words.'), file, bodyLineOffset: 0, earlier: first.hast });
    const plain = await compiler.compile({ body: body('Other words.'), file, bodyLineOffset: 0 });
    expect(fresh.hast).toEqual(plain.hast);
  });

  it('are highlighted again when their code or options changed', async () => {
    const first = await compiler.compile({ body: body('Words.'), file, bodyLineOffset: 0 });
    const edited = await compiler.compile({
      body: body('Words.', 'const a: string = "1";'),
      file,
      bodyLineOffset: 0,
      earlier: marked(first.hast),
    });
    expect(pres(edited.hast).map((pre) => pre.properties['data-taken'])).toEqual([undefined, 'yes']);
    const otherLines = await compiler.compile({
      body: body('Words.').replace('ts {1}', 'ts {2}'),
      file,
      bodyLineOffset: 0,
      earlier: marked(first.hast),
    });
    expect(pres(otherLines.hast).map((pre) => pre.properties['data-taken'])).toEqual([undefined, 'yes']);
  });

  it('never stand for a block in an unknown language, which warns again', async () => {
    const text = '```nosuchlanguage\nx\n```\n';
    const first = await compiler.compile({ body: text, file, bodyLineOffset: 0 });
    expect(earlierHighlights(first.hast).size).toBe(0);
    const again = await compiler.compile({ body: text, file, bodyLineOffset: 0, earlier: marked(first.hast) });
    expect(again.problems.map((problem) => problem.code)).toEqual(['UnknownLanguage']);
  });

  it('are not taken on a site with Markdown plugins, which may have changed them', async () => {
    const withPlugins = createMarkdownCompiler({
      widgets,
      plugins: {
        beforeDefaultRemarkPlugins: [],
        remarkPlugins: [],
        beforeDefaultRehypePlugins: [],
        rehypePlugins: [() => () => undefined],
      },
    });
    const first = await withPlugins.compile({ body: body('Words.'), file, bodyLineOffset: 0 });
    const again = await withPlugins.compile({
      body: body('Other words.'),
      file,
      bodyLineOffset: 0,
      earlier: marked(first.hast),
    });
    expect(pres(again.hast).map((pre) => pre.properties['data-taken'])).toEqual([undefined, undefined]);
  });
});

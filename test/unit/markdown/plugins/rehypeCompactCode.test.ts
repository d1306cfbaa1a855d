/**
 * A highlighted block's tokens are one string of HTML in the compiled tree (rehypeCompactCode.ts): written as
 * the tokens were, read as text by whoever reads the tree, and left as tokens wherever something must see them
 * (a site's rehype plugin, an MDX doc, a block holding a link).
 */
import type { Element, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { toString } from 'hast-util-to-string';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { createMarkdownCompiler } from '../../../../src/markdown/compileMarkdown.ts';
import { compactCode, compactCodeTag, htmlOutputOptions } from '../../../../src/markdown/plugins/rehypeCompactCode.ts';
import { markdownHtml } from '../../../../src/render/markdownHtml.ts';
import { markdownToReact } from '../../../../src/render/markdownToReact.ts';
import { LinkResolverContext } from '../../../../theme/context.ts';
import { widgets } from '../../../../theme/widgets/registry.ts';

const elements = (tree: Root | Element, tagName: string): Element[] => {
  const found: Element[] = [];
  visit(tree, 'element', (node) => {
    if (node.tagName === tagName) found.push(node);
  });
  return found;
};

const block = '```ts title="a.ts" {2} showLineNumbers\nconst a = \'<b>\' && 1;\nconsole.log(a);\n```\n';
const plugins = { beforeDefaultRemarkPlugins: [], remarkPlugins: [], beforeDefaultRehypePlugins: [] };
const htmlOptions = { resolve: (href: string) => href, translate: (id: string) => id, widget: () => '' };

describe('rehypeCompactCode', () => {
  it("makes a Markdown doc's highlighted <code> one string of HTML, with its text as the child", async () => {
    const compiled = await createMarkdownCompiler({ widgets }).compile({
      body: `# Code\n\n${block}`,
      file: '/site/docs/code.md',
      bodyLineOffset: 0,
    });
    const [code] = elements(compiled.hast, compactCodeTag);
    expect(code?.children).toEqual([{ type: 'text', value: "const a = '<b>' && 1;\nconsole.log(a);" }]);
    const html = String(code?.properties.html);
    expect(html).toMatch(/^<span class="line" data-line="1"><span style="--shiki-light:#[0-9A-F]{6};--shiki-dark:#/);
    expect(html).toContain('<span class="line highlighted" data-line="2">');
    expect(html).toContain("'&lt;b>'");
    expect(elements(compiled.hast, 'span')).toEqual([]);
    expect(toString(compiled.hast)).toContain("const a = '<b>' && 1;");
  });

  it('writes the block as its tokens are written, without React and through it', async () => {
    const compiled = await createMarkdownCompiler({ widgets }).compile({
      body: block,
      file: '/site/docs/code.md',
      bodyLineOffset: 0,
    });
    const [pre] = elements(compiled.hast, 'pre');
    const code = elements(compiled.hast, compactCodeTag)[0];
    if (!pre || !code) throw new Error('expected a highlighted block');
    const tokens = `<code>${String(code.properties.html)}</code>`;
    expect(markdownHtml(compiled.hast, htmlOptions)).toContain(tokens);
    const react = renderToStaticMarkup(
      createElement(LinkResolverContext.Provider, { value: (href: string) => href }, markdownToReact(compiled.hast)),
    );
    expect(react).toContain(tokens);
  });

  it('keeps the tokens for the plugins after the highlighter, and compacts what they leave', async () => {
    const spansSeen: number[] = [];
    const counting = () => (tree: Root) => {
      spansSeen.push(elements(tree, 'span').length);
    };
    const compiled = await createMarkdownCompiler({
      widgets,
      plugins: { ...plugins, rehypePlugins: [counting] },
    }).compile({ body: block, file: '/site/docs/plugin.md', bodyLineOffset: 0 });
    expect(spansSeen[0]).toBeGreaterThan(5);
    expect(elements(compiled.hast, compactCodeTag)).toHaveLength(1);
  });

  it('leaves the tokens of an MDX doc, which MDX writes itself', async () => {
    const compiled = await createMarkdownCompiler({ widgets }).compile({
      body: `# MDX\n\n<div>in MDX</div>\n\n${block}`,
      file: '/site/docs/page.mdx',
      bodyLineOffset: 0,
    });
    expect(elements(compiled.hast, compactCodeTag)).toEqual([]);
    // The tokens are elements of the doc's module, as MDX compiles them.
    const [mdx] = elements(compiled.hast, 'sitegen-mdx');
    expect(String(mdx?.properties.code).match(/_jsxs?\(_components\.span, \{/g)?.length).toBeGreaterThan(5);
  });

  it('leaves a block whose code holds anything but spans and text: a link is resolved when written', () => {
    const link: Element = { type: 'element', tagName: 'a', properties: { href: '/docs/x' }, children: [] };
    const pre: Element = {
      type: 'element',
      tagName: 'pre',
      properties: {},
      data: { sitegenHighlight: 'key' } as Element['data'],
      children: [{ type: 'element', tagName: 'code', properties: {}, children: [link] }],
    };
    const before = structuredClone(pre);
    compactCode(pre);
    expect(pre).toEqual(before);
  });

  it('leaves a block the highlighter did not make (no key): plain text, or a plugin’s', () => {
    const pre: Element = {
      type: 'element',
      tagName: 'pre',
      properties: {},
      children: [{ type: 'element', tagName: 'code', properties: {}, children: [{ type: 'text', value: 'x' }] }],
    };
    compactCode(pre);
    expect(toHtml(pre, htmlOutputOptions)).toBe('<pre><code>x</code></pre>');
  });

  it('gives the page the HTML its tokens gave', async () => {
    // A site's plugin, after the highlighter: it sees the tree as it was before the blocks were compacted.
    let tokens: Root | undefined;
    const capturing = () => (tree: Root) => {
      tokens = structuredClone(tree);
    };
    const compiled = await createMarkdownCompiler({
      widgets,
      plugins: { ...plugins, rehypePlugins: [capturing] },
    }).compile({
      body: `${block}\n\`\`\`json\n{ "a": [1, "<&>"] }\n\`\`\`\n`,
      file: '/site/docs/same.md',
      bodyLineOffset: 0,
    });
    if (!tokens) throw new Error('the plugin did not run');
    expect(elements(compiled.hast, compactCodeTag)).toHaveLength(2);
    expect(elements(tokens, compactCodeTag)).toEqual([]);
    expect(markdownHtml(compiled.hast, htmlOptions)).toBe(markdownHtml(tokens, htmlOptions));
  });
});

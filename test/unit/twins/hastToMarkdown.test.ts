/**
 * A page's content written back as Markdown (src/twins/hastToMarkdown.ts): each construct of the theme's
 * markup as a reader of Markdown expects it, written from the tree markdownHtml.ts writes HTML from, and
 * text that would be Markdown syntax escaped so it parses back to the same words.
 */
import type { Root } from 'hast';
import { toString as mdastText } from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { markdownHast } from '../../../src/render/markdownHtml.ts';
import { hastToMarkdown } from '../../../src/twins/hastToMarkdown.ts';
import { renderedHtmlTree as htmlTree } from '../../../src/twins/renderedHtmlTree.ts';
import { englishTranslation, translate } from '../../../theme/i18n/translate.ts';
import { compile } from '../markdown/compileHelpers.ts';

const words = (id: string, values?: Record<string, string | number>) => translate(englishTranslation, id, values);

/**
 * A doc's body compiled and rendered as the build does, then written as Markdown; links to `./x.md` go to `/docs/x`.
 */
async function twinOf(body: string, widget = () => ''): Promise<string> {
  const compiled = await compile(body);
  const rendered = markdownHast(compiled.hast, {
    resolve: (href) => (href.startsWith('./') ? `/docs/${href.slice(2).replace(/\.md(?=$|#)/, '')}` : href),
    translate: words,
    widget,
  });
  return hastToMarkdown(rendered, {
    link: (href) => `https://example.com${href}`,
    image: (src) => `https://example.com${src}`,
  });
}

const parse = (markdown: string) => unified().use(remarkParse).use(remarkGfm).parse(markdown);

describe('hastToMarkdown', () => {
  it('writes paragraphs, emphasis, inline code, links, images, lists, quotes and rules', async () => {
    expect(
      await twinOf(
        [
          '# Title',
          '',
          'Some *text*, **bold**, ~~gone~~ and `code` with [a link](./other.md#part).',
          '',
          '- one',
          '- two',
          '  1. nested',
          '',
          '> quoted',
          '',
          '---',
          '',
          '![A cat](/img/cat.png)',
          '',
          '- [x] done',
          '- [ ] to do',
        ].join('\n'),
      ),
    ).toBe(
      [
        '# Title',
        '',
        'Some *text*, **bold**, ~~gone~~ and `code` with [a link](https://example.com/docs/other#part).',
        '',
        '- one',
        '- two',
        '  1. nested',
        '',
        '> quoted',
        '',
        '---',
        '',
        '![A cat](https://example.com/img/cat.png)',
        '',
        '- [x] done',
        '- [ ] to do',
        '',
      ].join('\n'),
    );
  });

  it('writes an admonition as a quote opened by its title, and a code block as a fence with its language and title', async () => {
    expect(
      await twinOf(
        ':::tip[Careful]\nInside **tip**.\n:::\n\n:::note\nPlain.\n:::\n\n```js title="a.js" {1}\nconst a = 1;\n```\n',
      ),
    ).toBe(
      [
        '> **Careful**',
        '>',
        '> Inside **tip**.',
        '',
        '> **Note**',
        '>',
        '> Plain.',
        '',
        '```js title="a.js"',
        'const a = 1;',
        '```',
        '',
      ].join('\n'),
    );
  });

  it('writes tabs as a heading per tab, one level below the section they are in', async () => {
    expect(await twinOf('## Install\n\n:::tabs\n::tab{label="npm"}\nnpm i\n::tab{label="yarn"}\nyarn add\n:::\n')).toBe(
      '## Install\n\n### npm\n\nnpm i\n\n### yarn\n\nyarn add\n',
    );
  });

  it('writes a table with its alignments, escaping the pipes of its cells', async () => {
    expect(await twinOf('| a | b |\n|---|:-:|\n| 1 | 2 \\| 3 |\n')).toBe('| a | b |\n| --- | :-: |\n| 1 | 2 \\| 3 |\n');
  });

  it('gives a fence longer than any run of backticks in the code', async () => {
    expect(await twinOf('````md\n```js\nx\n```\n````\n')).toBe('````md\n```js\nx\n```\n````\n');
  });

  it('escapes text that would be Markdown, so it parses back to the same words', async () => {
    const text = String.raw`2 * 3 = 6, a_b_c, _under_, [not a link], <not html>, back\slash`;
    const twin = await twinOf(
      String.raw`2 \* 3 = 6, a_b_c, \_under\_, \[not a link\], \<not html>, back\\slash` +
        '\n\n\\# not a heading\n\n1\\. not a list\n',
    );
    expect(twin).toBe(
      String.raw`2 \* 3 = 6, a_b_c, \_under\_, \[not a link\], \<not html>, back\\slash` +
        '\n\n\\# not a heading\n\n1\\. not a list\n',
    );
    const tree = parse(twin);
    expect(tree.children.map((node) => node.type)).toEqual(['paragraph', 'paragraph', 'paragraph']);
    expect(mdastText(tree.children[0])).toBe(text);
  });

  it('keeps entities, fences and hard breaks in table cells as text', () => {
    const tree = htmlTree(
      '<p>Write &amp;copy; for ©.</p><p>~~~ not a fence</p><table><tr><th>a</th></tr><tr><td>one<br>two</td></tr></table>',
    );
    const twin = hastToMarkdown(tree, { link: (href) => href, image: (src) => src });
    expect(twin).toBe('Write \\&copy; for ©.\n\n\\~~~ not a fence\n\n| a |\n| --- |\n| one<br>two |\n');
    const parsed = parse(twin);
    expect(parsed.children.map((node) => node.type)).toEqual(['paragraph', 'paragraph', 'table']);
    expect(mdastText(parsed.children[0])).toBe('Write &copy; for ©.');
  });

  it('writes an island through `island`, or what it rendered, or a placeholder naming it', () => {
    const island = (name: string, props: string, shown: string) =>
      `<div class="sg-island" data-island="${name}"><script type="application/json">${props}</script><div data-island-root="">${shown}</div></div>`;
    const tree = htmlTree(
      [
        island('chart', '{"n":2}', '<p>ignored</p>'),
        island('counter', '{}', '<p>Count: 0</p>'),
        island('map', '{}', ''),
      ].join(''),
    );
    expect(
      hastToMarkdown(tree, {
        link: (href) => href,
        image: (src) => src,
        island: (name, props) => (name === 'chart' ? `Chart of ${JSON.stringify(props)}` : undefined),
        placeholder: (name) => `[${name}]`,
      }),
    ).toBe('Chart of {"n":2}\n\nCount: 0\n\n[map]\n');
  });

  it('reads the markup React rendered: a card list as links with descriptions, KaTeX as TeX, the heading anchors left out', () => {
    const html =
      '<h2 class="sg-heading" id="see">See<a class="sg-heading__anchor" href="#see">#</a></h2>' +
      '<section class="sg-cards"><a class="sg-card" href="/docs/a"><span class="sg-card__title"><span aria-hidden="true">📄️ </span>Alpha</span><span class="sg-card__description">The first.</span></a></section>' +
      '<p>Area <span class="katex"><span class="katex-mathml"><math><semantics><annotation encoding="application/x-tex">\\pi r^2</annotation></semantics></math></span></span>.</p>';
    expect(hastToMarkdown(htmlTree(html), { link: (href) => `https://example.com${href}`, image: (src) => src })).toBe(
      '## See\n\n- [Alpha](https://example.com/docs/a): The first.\n\nArea $\\pi r^2$.\n',
    );
  });

  it("leaves out scripts, buttons and a Markdown page's table of contents", () => {
    const tree: Root = htmlTree(
      '<p>Text<button>Copy</button></p><script>x()</script><div class="sg-markdown-page__toc"><ul><li><a href="#a">A</a></li></ul></div>',
    );
    expect(hastToMarkdown(tree, { link: (href) => href, image: (src) => src })).toBe('Text\n');
  });
});

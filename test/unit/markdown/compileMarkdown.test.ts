import type { Element } from 'hast';
import { describe, expect, it } from 'vitest';
import { compile, findAll, findOne, tags, text, testWidgets } from './compileHelpers.ts';

describe('createMarkdownCompiler', () => {
  describe('GitHub Flavored Markdown', () => {
    it('renders tables with their column alignment', async () => {
      const { hast, problems } = await compile('| Name | Count |\n|:-----|:-----:|\n| a | 1 |\n| b | 2 |\n');
      expect(problems).toEqual([]);
      const table = findOne(hast, 'table');
      expect(tags(table)).toEqual(['thead', 'tbody']);
      expect(findAll(table, 'th').map((th) => [text(th), th.properties.align])).toEqual([
        ['Name', 'left'],
        ['Count', 'center'],
      ]);
      expect(findAll(table, 'tr').map((tr) => findAll(tr, 'td').map(text))).toEqual([[], ['a', '1'], ['b', '2']]);
    });

    it('renders task lists as disabled checkboxes', async () => {
      const { hast } = await compile('- [x] done\n- [ ] todo\n');
      const list = findOne(hast, 'ul');
      expect(list.properties.className).toEqual(['contains-task-list']);
      expect(findAll(list, 'li').map((li) => [text(li).trim(), findOne(li, 'input').properties])).toEqual([
        ['done', { type: 'checkbox', checked: true, disabled: true }],
        ['todo', { type: 'checkbox', checked: false, disabled: true }],
      ]);
    });

    it.each([
      ['https://example.com/a?b=c', 'https://example.com/a?b=c', 'https://example.com/a?b=c'],
      ['www.example.org', 'http://www.example.org', 'www.example.org'],
      ['someone@example.com', 'mailto:someone@example.com', 'someone@example.com'],
    ])('autolinks %s', async (literal, href, label) => {
      const { hast } = await compile(`Write to ${literal} today.`);
      const link = findOne(hast, 'a');
      expect([link.properties.href, text(link)]).toEqual([href, label]);
      expect(text(findOne(hast, 'p'))).toBe(`Write to ${literal} today.`);
    });

    it('renders strikethrough', async () => {
      const { hast } = await compile('~~old~~ new');
      expect(text(findOne(hast, 'del'))).toBe('old');
    });
  });

  describe('links', () => {
    it('records links, images and definitions with their position in the Markdown file', async () => {
      const body =
        'Intro\n\nSee [the guide](./guide.md#setup) and ![logo](/img/logo.png).\n\n[ref]: https://example.com\n';
      const { links } = await compile(body, { bodyLineOffset: 4 });
      expect(links).toEqual([
        { url: './guide.md#setup', kind: 'link', line: 7, column: 5 },
        { url: '/img/logo.png', kind: 'image', line: 7, column: 39 },
        { url: 'https://example.com', kind: 'link', line: 9, column: 1 },
      ]);
    });

    it('records autolinks too', async () => {
      const { links } = await compile('Go to https://example.com.');
      expect(links).toEqual([{ url: 'https://example.com', kind: 'link', line: 1, column: 7 }]);
    });
  });

  describe('result', () => {
    it('gives a level-1 heading that opens the doc as firstHeading', async () => {
      expect((await compile('# The *title*\n\nText.\n\n# Second\n')).firstHeading).toBe('The title');
    });

    it('takes no title from a level-1 heading further down (it is a section)', async () => {
      expect((await compile('Intro text.\n\n# A section\n')).firstHeading).toBeUndefined();
    });

    it('gives the first paragraph, shortened near 160 characters at a word, as firstParagraph', async () => {
      expect((await compile('# T\n\nThe *first* paragraph.\n\nSecond.\n')).firstParagraph).toBe('The first paragraph.');
      const long = `${'word '.repeat(40)}end`;
      const result = (await compile(`${long}\n`)).firstParagraph ?? '';
      expect(result.endsWith('…')).toBe(true);
      expect(result.length).toBeLessThanOrEqual(161);
      expect(result).toBe(`${'word '.repeat(32).trim()}…`);
    });

    it('has no firstHeading without a level-1 heading', async () => {
      expect((await compile('## Only h2\n')).firstHeading).toBeUndefined();
    });

    it('lists the widgets used, once each', async () => {
      const body = '::chart{data=1}\n\nSee :badge{text=a} and :badge{text=b}.\n\n::chart{data=2}\n';
      expect((await compile(body, { widgets: testWidgets })).widgets).toEqual(['chart', 'badge']);
    });

    it('returns nothing to report for a clean document', async () => {
      const result = await compile('# Title\n\nText with `code`.\n\n```ts\nconst a = 1;\n```\n');
      expect(result.problems).toEqual([]);
      expect(tags(result.hast).slice(0, 2)).toEqual(['h1', 'p']);
      expect(findAll(result.hast, 'code-block')).toHaveLength(1);
    });

    it('starts every document afresh (heading ids, problems, links)', async () => {
      const first = await compile('## Same\n\n[a](/a)\n\n::unknown\n');
      const second = await compile('## Same\n\n[a](/a)\n\n::unknown\n');
      expect(second.headings).toEqual([{ depth: 2, id: 'same', text: 'Same' }]);
      expect(second.links).toEqual(first.links);
      expect(second.problems).toHaveLength(1);
    });
  });

  it('records link positions in the file, and keeps no positions in the tree (it is cached and held for every doc)', async () => {
    const { hast, links } = await compile('Para\n\n[x](/x)\n', { bodyLineOffset: 10 });
    const link: Element = findOne(hast, 'a');
    expect(links).toEqual([{ url: '/x', kind: 'link', line: 13, column: 1 }]);
    expect(link.position).toBeUndefined();
    expect(hast.position).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { compile, findAll, findOne, text } from '../compileHelpers.ts';

describe('heading ids (remarkHeadingIds)', () => {
  it.each([
    ['## Hello World', 'hello-world', 'Hello World'],
    ["## What's new?", 'whats-new', "What's new?"],
    // github-slugger drops the emoji but keeps its variation selector U+FE0F, as GitHub does.
    ['## 🛠️ Customizations', '\uFE0F-customizations', '🛠️ Customizations'],
    ['## `code` and *emphasis*', 'code-and-emphasis', 'code and emphasis'],
    ['## A [link](/x) inside', 'a-link-inside', 'A link inside'],
    ['## C++ & C#', 'c--c', 'C++ & C#'],
    ['## 1. Numbers', '1-numbers', '1. Numbers'],
    ['## Ünïcödé', 'ünïcödé', 'Ünïcödé'],
    ['## 日本語', '日本語', '日本語'],
    ['## -- dashes --', '---dashes---', '-- dashes --'],
    ['Setext\n======', 'setext', 'Setext'],
  ])('%s → #%s', async (markdown, id, headingText) => {
    const { hast, headings } = await compile(markdown);
    const depth = markdown.includes('===') ? 1 : 2;
    expect(headings).toEqual([{ depth, id, text: headingText }]);
    expect(findOne(hast, `h${depth}`).properties.id).toBe(id);
  });

  it('numbers duplicates -1, -2, … as GitHub does', async () => {
    const { headings } = await compile('## Setup\n\n### Setup\n\n## Setup\n');
    expect(headings.map((h) => h.id)).toEqual(['setup', 'setup-1', 'setup-2']);
  });

  describe('explicit ids', () => {
    it.each([
      ['## Props {#props-table}', 'props-table', 'Props'],
      ['## Props{#tight}', 'tight', 'Props'],
      ['## Props {#custom-id}   ', 'custom-id', 'Props'],
      ['## 🛠️ Customizations {#customizations}', 'customizations', '🛠️ Customizations'],
    ])('%s → #%s, with the id removed from the text', async (markdown, id, headingText) => {
      const { hast, headings } = await compile(markdown);
      expect(headings).toEqual([{ depth: 2, id, text: headingText }]);
      const heading = findOne(hast, 'h2');
      expect([heading.properties.id, text(heading)]).toEqual([id, headingText]);
    });

    it('reserves an explicit id so a later heading with that text gets -1', async () => {
      const { headings } = await compile('## Intro {#setup}\n\n## Setup\n');
      expect(headings.map((h) => h.id)).toEqual(['setup', 'setup-1']);
    });

    it('skips an id a later heading reserved explicitly', async () => {
      const { headings } = await compile('## Dup\n\n## Dup\n\n## Other {#dup-2}\n\n## Dup\n');
      expect(headings.map((h) => h.id)).toEqual(['dup', 'dup-1', 'dup-2', 'dup-3']);
    });

    it.each([
      ['## Two {#two words}', 'two-two-words', 'Two {#two words}'],
      ['## Empty {#}', 'empty-', 'Empty {#}'],
      ['## In `code {#x}`', 'in-code-x', 'In code {#x}'],
    ])('leaves %s as text', async (markdown, id, headingText) => {
      expect((await compile(markdown)).headings).toEqual([{ depth: 2, id, text: headingText }]);
    });
  });

  it('records every heading level in document order', async () => {
    const { headings, hast } = await compile('# One\n\n## Two\n\n### Three\n\n#### Four\n\n##### Five\n\n###### Six\n');
    expect(headings.map((h) => [h.depth, h.id])).toEqual([
      [1, 'one'],
      [2, 'two'],
      [3, 'three'],
      [4, 'four'],
      [5, 'five'],
      [6, 'six'],
    ]);
    expect(findAll(hast, 'h6').map((h) => h.properties.id)).toEqual(['six']);
  });
});

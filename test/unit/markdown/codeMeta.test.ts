import { describe, expect, it } from 'vitest';
import { parseCodeMeta, parseLineRanges, type CodeMeta } from '../../../src/markdown/codeMeta.ts';

const defaults: CodeMeta = { highlightLines: [], showLineNumbers: false, startLineNumber: 1, npm2yarn: false };
const rangesHint = 'Write ranges as {1,3-5}: line numbers from 1, each range from low to high.';

describe('parseLineRanges', () => {
  it.each([
    ['1', [1]],
    ['1,3-5', [1, 3, 4, 5]],
    [' 1 , 2 ', [1, 2]],
    ['2-2', [2]],
    ['5,1,1-2', [1, 2, 5]],
    ['1,,2', [1, 2]],
    ['', []],
  ])('%j → %j', (text, lines) => {
    expect(parseLineRanges(text)).toEqual(lines);
  });

  it.each(['0', '3-1', 'a', '1-', '-1', '1-a', '1.5'])('%j is not valid', (text) => {
    expect(parseLineRanges(text)).toBeUndefined();
  });
});

describe('parseCodeMeta', () => {
  it.each([
    [null, {}],
    [undefined, {}],
    ['', {}],
    ['title="src/a b.ts"', { title: 'src/a b.ts' }],
    ["title='single'", { title: 'single' }],
    ['title=bare', { title: 'bare' }],
    ['title=""', { title: '' }],
    ['{1,3-5}', { highlightLines: [1, 3, 4, 5] }],
    ['{ 1 , 2 }', { highlightLines: [1, 2] }],
    ['{}', {}],
    ['{1} {3}', { highlightLines: [1, 3] }],
    ['showLineNumbers', { showLineNumbers: true }],
    ['showLineNumbers=10', { showLineNumbers: true, startLineNumber: 10 }],
    ['showLineNumbers=0', { showLineNumbers: true, startLineNumber: 0 }],
    ['npm2yarn', { npm2yarn: true }],
    [
      'title="a.ts" {1,3-5} showLineNumbers npm2yarn',
      { title: 'a.ts', highlightLines: [1, 3, 4, 5], showLineNumbers: true, npm2yarn: true },
    ],
    ['  {2}   title="x"  ', { title: 'x', highlightLines: [2] }],
    ['file=/schemas/a.json', { file: '/schemas/a.json' }],
    ['file="./b c.json" {1}', { file: './b c.json', highlightLines: [1] }],
    // Options of the site's own remark plugins, as Docusaurus leaves them: not sitegen's, and not typos of its options.
    ['no-transpile', {}],
    ['title="a.ts" live', { title: 'a.ts' }],
    ['noEmit {2} twoslash', { highlightLines: [2] }],
    ['reference=src/a.ts title="b"', { title: 'b' }],
    ['foo highlight=1', {}],
  ])('%j', (meta, expected) => {
    expect(parseCodeMeta(meta, 5)).toEqual({ ok: true, meta: { ...defaults, ...expected }, warnings: [] });
  });

  describe('errors', () => {
    it.each([
      ['{3-1}', 'Line ranges {3-1} are not valid.'],
      ['{0}', 'Line ranges {0} are not valid.'],
      ['{a}', 'Line ranges {a} are not valid.'],
      ['{1-}', 'Line ranges {1-} are not valid.'],
      // A brace never closed: not an option of another plugin, which would be left alone.
      ['{1,3 title="a.ts"', 'Line ranges {1,3 have no closing brace.'],
    ])('%j: %s', (meta, message) => {
      expect(parseCodeMeta(meta, 5)).toEqual({ ok: false, message, hint: rangesHint });
    });

    it.each([
      ['{6}', 5, 'Line 6 of {6} is past the end of the code block, which has 5 lines.'],
      ['{1-3}', 2, 'Line 3 of {1-3} is past the end of the code block, which has 2 lines.'],
      ['{9}', 1, 'Line 9 of {9} is past the end of the code block, which has 1 line.'],
    ])('%j on %i lines: %s', (meta, lineCount, message) => {
      expect(parseCodeMeta(meta, lineCount)).toEqual({ ok: false, message });
    });

    // One slip away from an option sitegen knows: a typo of it, not an option of another plugin.
    it.each([
      ['titel="a.ts"', 'titel', 'Did you mean "title"?'],
      ['showLinenumbers', 'showLinenumbers', 'Did you mean "showLineNumbers"?'],
      ['npm2yar', 'npm2yar', 'Did you mean "npm2yarn"?'],
      ['live files=a.json', 'files', 'Did you mean "file"?'],
      ['title="a" Title', 'Title', 'Did you mean "title"?'],
    ])('%j: unknown option %s', (meta, word, hint) => {
      expect(parseCodeMeta(meta, 5)).toEqual({ ok: false, message: `Unknown code block option "${word}".`, hint });
    });

    it.each([
      [
        'title="Setting a token from the store',
        'The value of title opens a quote that is never closed: title="Setting a token from the store',
        'Close it: title="src/file.ts".',
      ],
      [
        "{1} file='./a.json",
        "The value of file opens a quote that is never closed: file='./a.json",
        "Close it: file='./example.json'.",
      ],
    ])('%j: a quote never closed', (meta, message, hint) => {
      expect(parseCodeMeta(meta, 5)).toEqual({ ok: false, message, hint });
    });

    // A known option written the wrong way must not be called unknown, nor be told to use its own name.
    it.each([
      ['showLineNumbers=x', 'showLineNumbers'],
      ['title', 'title'],
      ['npm2yarn=yes', 'npm2yarn'],
    ])('%j is a misused known option, not an unknown one', (meta, option) => {
      const result = parseCodeMeta(meta, 5);
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.message).not.toBe(`Unknown code block option "${option}".`);
      expect(result.hint).not.toBe(`Did you mean "${option}"?`);
      expect(result.message).toContain(option);
    });
  });

  // A Docusaurus website's docs: what Docusaurus reads past is a warning, and the rest of the string applies as
  // Docusaurus applies it.
  describe('lenient, as Docusaurus reads it', () => {
    it.each([
      [
        'title="Setting a token from the store',
        {},
        'The value of title opens a quote that is never closed: title="Setting a token from the store (the block has no title)',
      ],
      ['title = "a.ts" {2}', { highlightLines: [2] }, 'title needs a value: the block has no title.'],
      [
        '{1,9} title="a.ts"',
        { title: 'a.ts', highlightLines: [1] },
        'Line 9 of {1,9} is past the end of the code block, which has 5 lines.',
      ],
      ['{3-1} showLineNumbers', { showLineNumbers: true }, 'Line ranges {3-1} are not valid: no line is highlighted.'],
      ['{1,3 title="a.ts"', { title: 'a.ts' }, 'Line ranges {1,3 have no closing brace: no line is highlighted.'],
      ['titel="a.ts"', {}, 'Unknown code block option "titel".'],
      ['showLineNumbers=x', { showLineNumbers: true }, 'showLineNumbers=x is not valid: lines are numbered from 1.'],
    ])('%j', (meta, expected, warning) => {
      const result = parseCodeMeta(meta, 5, { lenient: true });
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      expect(result.meta).toEqual({ ...defaults, ...expected });
      expect(result.warnings.map((w) => w.message)).toEqual([warning]);
    });
  });
});

import { describe, expect, it } from 'vitest';
import { decodeEntities, highlightedParts } from '../../../theme/search/algoliaHighlight.ts';
import type { TextPart } from '../../../theme/search/highlight.ts';

const plain = (text: string): TextPart => ({ text, match: false });
const match = (text: string): TextPart => ({ text, match: true });

describe('highlightedParts', () => {
  const cases: [string, string | undefined, TextPart[]][] = [
    ['nothing', undefined, []],
    ['an empty value', '', []],
    ['text without tags', 'Arrays and items', [plain('Arrays and items')]],
    ['a match inside text', 'The <mark>contains</mark> keyword', [plain('The '), match('contains'), plain(' keyword')]],
    [
      'a match at each end',
      '<mark>min</mark>Items and <mark>max</mark>',
      [match('min'), plain('Items and '), match('max')],
    ],
    ['adjacent matches, merged', '<mark>con</mark><mark>tains</mark> it', [match('contains'), plain(' it')]],
    ['an empty match, dropped', 'a<mark></mark>b', [plain('ab')]],
    [
      'an image with an onerror handler, as text',
      'XSS <img src=x onerror=alert(1)> <mark>probe</mark>',
      [plain('XSS <img src=x onerror=alert(1)> '), match('probe')],
    ],
    ['a script, as text', '<script>alert(1)</script><mark>x</mark>', [plain('<script>alert(1)</script>'), match('x')]],
    ['markup inside a match, as text', '<mark><b>bold</b></mark>', [match('<b>bold</b>')]],
    ['other casings of the tags, as text', '<MARK>x</MARK>', [plain('<MARK>x</MARK>')]],
    ['an unclosed pre-tag, marking to the end', 'a <mark>b c', [plain('a '), match('b c')]],
    ['a stray post-tag, dropped', 'a</mark> b', [plain('a b')]],
    ['nested tags', '<mark>a <mark>b</mark> c</mark> d', [match('a b c'), plain(' d')]],
    ['a stray post-tag after a match', '<mark>a</mark></mark> b', [match('a'), plain(' b')]],
  ];
  it.each(cases)('cuts %s', (_name, value, expected) => {
    expect(highlightedParts(value, '<mark>', '</mark>')).toEqual(expected);
  });

  it('reads the tags it is given, and only those', () => {
    expect(highlightedParts('<em>a</em> <mark>b</mark>', '<em>', '</em>')).toEqual([
      match('a'),
      plain(' <mark>b</mark>'),
    ]);
  });

  it('toggles when both tags are the same', () => {
    expect(highlightedParts('__a__ b __c__', '__', '__')).toEqual([match('a'), plain(' b '), match('c')]);
  });
});

describe('decodeEntities', () => {
  it.each([
    ['&lt;JSONSchemaEditor /&gt;', '<JSONSchemaEditor />'],
    ['Data &amp; tools', 'Data & tools'],
    ['&quot;a&quot; &#39;b&#39; &#x27;c&#x27; &apos;d&apos;', "\"a\" 'b' 'c' 'd'"],
    ['&unknown; &#0; &#x110000;', '&unknown; &#0; &#x110000;'],
  ])('%s → %s', (value, expected) => {
    expect(decodeEntities(value)).toBe(expected);
  });

  it('decodes inside highlighted parts, which stay text', () => {
    expect(highlightedParts('&lt;<mark>img</mark> onerror&gt;', '<mark>', '</mark>')).toEqual([
      { text: '<', match: false },
      { text: 'img', match: true },
      { text: ' onerror>', match: false },
    ]);
  });
});

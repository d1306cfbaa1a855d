import { describe, expect, it } from 'vitest';
import { lexJson, stringTokenValue } from '../../../../src/markdown/highlight/jsonLexer.ts';

/** Each token as its kind and text, e.g. `string "a"`. */
function describeTokens(source: string): string[] {
  return lexJson(source).map(({ kind, start, end }) => `${kind} ${source.slice(start, end)}`);
}

describe('lexJson', () => {
  it.each([
    {
      source: '{"a": [1, true]}',
      tokens: ['{ {', 'string "a"', ': :', '[ [', 'word 1', ', ,', 'word true', '] ]', '} }'],
    },
    { source: '"a\\"b"', tokens: ['string "a\\"b"'] },
    { source: '"open\n"b"', tokens: ['string "open', 'string "b"'] },
    { source: '1 // "a"\n/* "b" */ 2', tokens: ['word 1', 'word 2'] },
    { source: '/* never closed "a"', tokens: [] },
    { source: '-1.5e3,', tokens: ['word -1.5e3', ', ,'] },
  ])('lexes $source', ({ source, tokens }) => {
    expect(describeTokens(source)).toEqual(tokens);
  });
});

describe('stringTokenValue', () => {
  it.each([
    { source: '"plain"', value: 'plain' },
    { source: '"\\u0024ref"', value: '$ref' },
    { source: '"bad \\x escape"', value: 'bad \\x escape' },
    { source: '"unterminated', value: 'unterminated' },
  ])('reads $source as $value', ({ source, value }) => {
    const [token] = lexJson(source);
    expect(token).toBeDefined();
    if (token !== undefined) expect(stringTokenValue(source, token)).toBe(value);
  });
});

import { describe, expect, it } from 'vitest';
import { firstTooDeepBracket, maxBracketDepth } from '../../../src/markdown/bracketDepth.ts';

describe('square bracket depth of a Markdown body, before parsing', () => {
  it.each([
    ['a link', 'See [the docs](./a.md).\n', 2, undefined],
    ['a badge in a link', '[![badge](b.svg)](https://example.com)\n', 1, { line: 0, offset: 2 }],
    ['three deep', 'a [b [c [d] e] f] g\n', 2, { line: 0, offset: 8 }],
    ['across the lines of a paragraph', '[a\n[b\n[c\n', 2, { line: 2, offset: 0 }],
    ['a blank line starts the count again', '[a [b\n\n[c [d\n', 2, undefined],
    ['escaped brackets do not count', '\\[ \\[ \\[ [a]\n', 1, undefined],
    ['closing brackets without opening ones do not go below zero', '] ] ] [a [b\n', 1, { line: 0, offset: 9 }],
    ['fenced code does not count', '```\n[[[[[\n```\n[a]\n', 1, undefined],
  ])('%s', (_name, body, limit, expected) => {
    expect(firstTooDeepBracket(body, limit)).toEqual(expected);
  });

  it(`allows ${maxBracketDepth} levels and refuses one more, at the bracket`, () => {
    expect(
      firstTooDeepBracket(`# T\n\n${'['.repeat(maxBracketDepth)}x${'](u)'.repeat(maxBracketDepth)}\n`),
    ).toBeUndefined();
    expect(firstTooDeepBracket(`# T\n\na ${'!['.repeat(1000)}`)).toEqual({
      line: 2,
      offset: 2 + 2 * maxBracketDepth + 1,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { closest, editDistance } from '../../../src/diagnostics/didYouMean.ts';

describe('editDistance', () => {
  it.each([
    ['', '', 0],
    ['abc', 'abc', 0],
    ['', 'abc', 3],
    ['abc', '', 3],
    ['kitten', 'sitting', 3],
    ['title', 'titel', 1],
    ['label', 'lable', 1],
    ['flaw', 'lawn', 2],
    ['a', 'b', 1],
    ['Title', 'title', 1],
  ])('%j → %j: %i', (a, b, distance) => {
    expect(editDistance(a, b)).toBe(distance);
    expect(editDistance(b, a)).toBe(distance);
  });
});

describe('closest', () => {
  const keys = ['title', 'description', 'slug', 'sidebar_position', 'sidebar_label'];

  it.each([
    ['titel', 'title'],
    ['TITLE', 'title'],
    ['Description', 'description'],
    ['slgu', 'slug'],
    ['sidebar_postion', 'sidebar_position'],
    ['sidebar_lable', 'sidebar_label'],
    ['desc', 'description'],
    ['colour', undefined],
    ['x', undefined],
  ])('%j → %j', (input, expected) => {
    expect(closest(input, keys)).toBe(expected);
  });

  it('keeps the first of equally close candidates', () => {
    expect(closest('ab', ['ac', 'ad'])).toBe('ac');
  });

  it('returns the original spelling of the candidate', () => {
    expect(closest('showlinenumbers', ['showLineNumbers'])).toBe('showLineNumbers');
  });

  it('accepts up to one edit per three characters of the longer string, and at least one', () => {
    expect(closest('ab', ['cd'])).toBeUndefined();
    expect(closest('instal', ['intro', 'setup'])).toBeUndefined();
    expect(closest('instal', ['intro', 'install'])).toBe('install');
    expect(closest('abc', ['xyz'])).toBeUndefined();
    expect(closest('/docs/quick-strat', ['/docs/quick-start', '/docs/intro'])).toBe('/docs/quick-start');
    expect(closest('abcdefghij', ['abcdwxyhij'])).toBe('abcdwxyhij');
    expect(closest('abcdefghij', ['abcvwxyzij'])).toBeUndefined();
  });

  it('accepts any iterable, and has nothing to suggest from nothing', () => {
    expect(closest('props', new Set(['prop', 'usage']))).toBe('prop');
    expect(closest('anything', [])).toBeUndefined();
  });
});

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

  it('takes a beginning, or a part of at least half the other, but not a short ending of a long address', () => {
    expect(closest('localeDropdown', ['dropdown', 'search'])).toBe('dropdown');
    expect(closest('testnamepattern-regex-string', ['-string', 'usage'])).toBeUndefined();
    expect(closest('-string', ['testnamepattern-regex-string'])).toBeUndefined();
  });

  it('accepts any iterable, and has nothing to suggest from nothing', () => {
    expect(closest('props', new Set(['prop', 'usage']))).toBe('prop');
    expect(closest('anything', [])).toBeUndefined();
  });

  it('picks what comparing with every candidate in full picks, skipping those too long or short to be closer', () => {
    // The plain definition: the closest by the full table, among those within the limit or containing the input.
    const reference = (input: string, candidates: string[]) => {
      let best: string | undefined;
      let bestScore = Number.POSITIVE_INFINITY;
      for (const candidate of candidates) {
        const [a, b] = [input.toLowerCase(), candidate.toLowerCase()];
        const distance = fullTable(a, b);
        const contains = Math.min(a.length, b.length) >= 4 && (a.includes(b) || b.includes(a));
        if (!contains && distance > Math.max(1, Math.floor(Math.max(a.length, b.length) / 3))) continue;
        if (distance < bestScore) [best, bestScore] = [candidate, distance];
      }
      return best;
    };
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    const word = () =>
      Array.from({ length: 1 + Math.floor(random() * 12) }, () => 'abcdeAB-/'[Math.floor(random() * 9)]).join('');
    for (let i = 0; i < 300; i++) {
      const candidates = Array.from({ length: 1 + Math.floor(random() * 8) }, word);
      const input = random() < 0.5 ? word() : (candidates[0] ?? '').slice(1);
      expect(closest(input, candidates), `${input} among ${candidates.join(' ')}`).toBe(reference(input, candidates));
      for (const candidate of candidates) expect(editDistance(input, candidate)).toBe(fullTable(input, candidate));
    }
  });
});

/** Optimal string alignment distance by the whole table, as it is defined. */
function fullTable(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const row = d[i]!;
      row[j] = Math.min(d[i - 1]![j]! + 1, row[j - 1]! + 1, d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        row[j] = Math.min(row[j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}

import picomatch from 'picomatch';
import { describe, expect, it } from 'vitest';
import { defaultDocsGlobs, isDefaultIncluded, isIncludedDoc } from '../../../src/content/docsGlobs.ts';

/** The defaults as picomatch reads them: what the fast path must agree with. */
const included = picomatch(defaultDocsGlobs.include, { dot: false });
const excluded = picomatch(defaultDocsGlobs.exclude);
const byPicomatch = (relative: string) => included(relative) && !excluded(relative);

/** Folder and file names that test every rule of the defaults: dots, underscores, extensions, `__tests__`. */
const names = [
  'a',
  '_a',
  '.a',
  '__tests__',
  'a.test',
  'a b',
  'a.md',
  '_a.md',
  '.a.md',
  'a.mdx',
  'a.MD',
  'a.md.txt',
  'a.markdown',
  'é',
  'a_b',
  '..md',
  '.md',
  '_.md',
  'x.test.md',
  'a.js',
  '_a.js',
  'node_modules',
  '.',
  '',
];

function pathsOf(): string[] {
  const paths = new Set<string>();
  for (const first of names) {
    paths.add(first);
    for (const second of names) {
      paths.add(`${first}/${second}`);
      for (const file of ['a.md', '_a.md', '.a.mdx', 'b.mdx']) paths.add(`${first}/${second}/${file}`);
    }
  }
  return [...paths];
}

describe('isIncludedDoc', () => {
  it('decides the default globs as picomatch does, for every path made of the tricky names', () => {
    const paths = pathsOf();
    expect(paths.length).toBeGreaterThan(2500);
    const disagreeing = paths.filter((relative) => isDefaultIncluded(relative) !== byPicomatch(relative));
    expect(disagreeing).toEqual([]);
  });

  it('takes the fast path for globs equal to the defaults, whatever their arrays', () => {
    const copies = { include: [...defaultDocsGlobs.include], exclude: [...defaultDocsGlobs.exclude] };
    expect(isIncludedDoc(copies, 'guide/intro.md')).toBe(true);
    expect(isIncludedDoc(copies, 'guide/_partial.md')).toBe(false);
    expect(isIncludedDoc(copies, '_drafts/intro.mdx')).toBe(false);
    expect(isIncludedDoc(copies, '.hidden/intro.md')).toBe(false);
  });

  it('matches other globs with picomatch', () => {
    const globs = { include: ['guides/**/*.md'], exclude: ['**/draft-*.md'] };
    expect(isIncludedDoc(globs, 'guides/intro.md')).toBe(true);
    expect(isIncludedDoc(globs, 'guides/deep/draft-intro.md')).toBe(false);
    expect(isIncludedDoc(globs, 'intro.md')).toBe(false);
    expect(isIncludedDoc({ include: ['**/*.md'], exclude: [] }, '_partial.md')).toBe(true);
  });

  it('takes every file without globs', () => {
    expect(isIncludedDoc(undefined, '_partial.md')).toBe(true);
  });
});

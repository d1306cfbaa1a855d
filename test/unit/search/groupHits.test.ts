import { describe, expect, it } from 'vitest';
import { groupHits } from '../../../theme/search/groupHits.ts';
import type { SearchHit } from '../../../theme/search/searchTypes.ts';

const hit = (url: string, page: string, section = ''): SearchHit => ({
  id: url,
  url,
  page,
  section,
  pageParts: [],
  sectionParts: [],
  snippetParts: [],
});

describe('groupHits', () => {
  it("groups hits by page in the order of their first hit, keeping the hits' order", () => {
    const hits = [
      hit('/docs/array#items', 'Array', 'items'),
      hit('/docs/object', 'Object'),
      hit('/docs/array', 'Array'),
      hit('/docs/object#properties', 'Object', 'properties'),
      hit('/docs/array#contains', 'Array', 'contains'),
    ];
    expect(groupHits(hits)).toEqual([
      { page: 'Array', url: '/docs/array', hits: [hits[0], hits[2], hits[4]] },
      { page: 'Object', url: '/docs/object', hits: [hits[1], hits[3]] },
    ]);
  });

  it("gives a group the label of its page's hits (a blog post's blog)", () => {
    const hits = [
      { ...hit('/blog/release#notes', 'Release', 'Notes'), label: 'Blog' },
      { ...hit('/blog/release', 'Release'), label: 'Blog' },
    ];
    expect(groupHits(hits)).toEqual([{ page: 'Release', url: '/blog/release', label: 'Blog', hits }]);
  });

  it('keeps apart two pages with the same title, and takes absolute urls', () => {
    const hits = [
      hit('https://example.com/v1/intro#setup', 'Introduction', 'Setup'),
      hit('https://example.com/v2/intro', 'Introduction'),
      hit('https://example.com/v1/intro', 'Introduction'),
    ];
    expect(groupHits(hits)).toEqual([
      { page: 'Introduction', url: 'https://example.com/v1/intro', hits: [hits[0], hits[2]] },
      { page: 'Introduction', url: 'https://example.com/v2/intro', hits: [hits[1]] },
    ]);
  });

  it('gives no groups for no hits', () => {
    expect(groupHits([])).toEqual([]);
  });
});

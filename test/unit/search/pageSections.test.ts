import { describe, expect, it } from 'vitest';
import { pageSections } from '../../../src/search/pageSections.ts';

describe('pageSections', () => {
  it('cuts the text at h2 and h3 headings, keeping the text before the first one', () => {
    const html =
      '<p>Intro &amp; more.</p><h2 id="a">Alpha <a href="#a">#</a></h2><p>Alpha text.</p><h3 id="b">Beta</h3><p>Beta text.</p><h4 id="c">Gamma</h4><p>Still beta.</p>';
    const headings = [
      { id: 'a', text: 'Alpha', depth: 2 },
      { id: 'b', text: 'Beta', depth: 3 },
      { id: 'c', text: 'Gamma', depth: 4 },
    ];
    expect(pageSections(html, headings)).toEqual([
      { id: '', heading: '', text: 'Intro & more.' },
      { id: 'a', heading: 'Alpha', text: 'Alpha text.' },
      { id: 'b', heading: 'Beta', text: 'Beta text. Gamma Still beta.' },
    ]);
  });

  it('gives one section for a page without headings, and skips headings it was not told of', () => {
    expect(pageSections('<p>Only text.</p><h2 id="x">X</h2><p>more</p>', [])).toEqual([
      { id: '', heading: '', text: 'Only text. X more' },
    ]);
  });
});

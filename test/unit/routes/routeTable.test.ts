import { describe, expect, it } from 'vitest';
import { RouteTable } from '../../../src/routes/routeTable.ts';

describe('RouteTable', () => {
  it('stores routes by path', () => {
    const table = new RouteTable();
    table.add({ path: '/docs/a', kind: 'doc', source: '/site/docs/a.md', key: 'a' });
    table.add({ path: '/', kind: 'page', source: '/site/pages/index.tsx' });
    expect(table.size).toBe(2);
    expect(table.has('/docs/a')).toBe(true);
    expect(table.has('/docs/b')).toBe(false);
    expect(table.get('/docs/a')).toEqual({ path: '/docs/a', kind: 'doc', source: '/site/docs/a.md', key: 'a' });
    expect(table.all().map((r) => r.path)).toEqual(['/docs/a', '/']);
    expect(table.problems.items).toEqual([]);
  });

  it('reports a second source for a path, naming both, at the second one', () => {
    const table = new RouteTable();
    table.add({ path: '/docs/guides', kind: 'doc', source: '/site/docs/guides/index.md' });
    table.add({ path: '/docs/guides', kind: 'doc', source: '/site/docs/guides.md', line: 3, column: 7 });
    expect(table.problems.items).toEqual([
      {
        code: 'DuplicateRoute',
        severity: 'error',
        file: '/site/docs/guides.md',
        line: 3,
        column: 7,
        message: 'The route /docs/guides is produced twice: by /site/docs/guides/index.md and by /site/docs/guides.md.',
        hint: 'Give one of them another path: change its file name, or its `slug` in front matter or _category_.json.',
      },
    ]);
  });

  it('keeps the first route and positions a duplicate without a position at 1:1', () => {
    const table = new RouteTable();
    table.add({ path: '/x', kind: 'page', source: '/site/pages/x.tsx' });
    table.add({ path: '/x', kind: 'category', source: '/site/sidebars.ts' });
    expect(table.get('/x')?.source).toBe('/site/pages/x.tsx');
    expect(table.size).toBe(1);
    expect(table.problems.items.map((p) => [p.line, p.column])).toEqual([[1, 1]]);
  });

  it('throws all duplicates together', () => {
    const table = new RouteTable();
    for (const source of ['a.md', 'b.md', 'c.md']) table.add({ path: '/same', kind: 'doc', source });
    expect(() => table.problems.throwIfErrors()).toThrow('2 problems found');
  });
});

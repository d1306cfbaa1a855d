import { describe, expect, it } from 'vitest';
import type { TocEntry } from '../../../theme/data/siteData.ts';
import { buildToc } from '../../../src/render/toc.ts';

/** Headings written as "depth:id". */
function headings(...specs: string[]) {
  return specs.map((spec) => {
    const [depth, id] = spec.split(':');
    return { depth: Number(depth), id: id ?? '', text: (id ?? '').toUpperCase() };
  });
}

/** The TOC as nested "id" arrays: [id, [children…]]. */
type Shape = [string, Shape[]];
function shape(entries: TocEntry[]): Shape[] {
  return entries.map((entry) => [entry.id, shape(entry.children)]);
}

describe('buildToc', () => {
  it('nests each heading under the previous shallower one', () => {
    const toc = buildToc(headings('2:a', '3:a1', '3:a2', '2:b', '3:b1'), 2, 3);
    expect(toc).toEqual([
      {
        id: 'a',
        text: 'A',
        depth: 2,
        children: [
          { id: 'a1', text: 'A1', depth: 3, children: [] },
          { id: 'a2', text: 'A2', depth: 3, children: [] },
        ],
      },
      { id: 'b', text: 'B', depth: 2, children: [{ id: 'b1', text: 'B1', depth: 3, children: [] }] },
    ]);
  });

  it.each([
    {
      name: 'drops levels outside min..max',
      specs: ['1:title', '2:a', '3:a1', '4:deep', '2:b'],
      min: 2,
      max: 3,
      toc: [
        ['a', [['a1', []]]],
        ['b', []],
      ],
    },
    {
      name: 'keeps only one level',
      specs: ['2:a', '3:a1', '2:b'],
      min: 2,
      max: 2,
      toc: [
        ['a', []],
        ['b', []],
      ],
    },
    {
      name: 'goes as deep as asked',
      specs: ['2:a', '3:b', '4:c', '5:d'],
      min: 2,
      max: 6,
      toc: [['a', [['b', [['c', [['d', []]]]]]]]],
    },
    {
      name: 'puts a deeper first heading at the top',
      specs: ['3:early', '2:a', '3:a1'],
      min: 2,
      max: 3,
      toc: [
        ['early', []],
        ['a', [['a1', []]]],
      ],
    },
    {
      name: 'nests a skipped level under the nearest shallower heading',
      specs: ['2:a', '4:a-deep', '3:a1'],
      min: 2,
      max: 4,
      toc: [
        [
          'a',
          [
            ['a-deep', []],
            ['a1', []],
          ],
        ],
      ],
    },
    {
      name: 'starts at min',
      specs: ['2:a', '3:b', '4:c', '3:d'],
      min: 3,
      max: 4,
      toc: [
        ['b', [['c', []]]],
        ['d', []],
      ],
    },
    { name: 'is empty without headings', specs: [], min: 2, max: 3, toc: [] },
  ])('$name', ({ specs, min, max, toc }) => {
    expect(shape(buildToc(headings(...specs), min, max))).toEqual(toc);
  });
});

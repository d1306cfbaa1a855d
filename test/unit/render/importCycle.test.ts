import { describe, expect, it } from 'vitest';
import { ImportGraph } from '../../../src/render/importCycle.ts';

describe('ImportGraph', () => {
  it('finds a file that imports itself', () => {
    const graph = new ImportGraph('doc.mdx');
    expect(graph.add('doc.mdx', 'doc.mdx', './doc.mdx')).toEqual({
      chain: ['doc.mdx', 'doc.mdx'],
      importer: 'doc.mdx',
      specifier: './doc.mdx',
    });
  });

  it('tells a cycle from the entry, round to the first of its files the entry reaches, whichever import closed it', () => {
    const inOrder = new ImportGraph('doc.mdx');
    expect(inOrder.add('doc.mdx', '_a.mdx', './_a.mdx')).toBeUndefined();
    expect(inOrder.add('_a.mdx', '_b.mdx', './_b.mdx')).toBeUndefined();
    expect(inOrder.add('_b.mdx', '_c.mdx', './_c.mdx')).toBeUndefined();
    const expected = {
      chain: ['doc.mdx', '_a.mdx', '_b.mdx', '_c.mdx', '_b.mdx'],
      importer: '_c.mdx',
      specifier: '../docs/_b.mdx',
    };
    expect(inOrder.add('_c.mdx', '_b.mdx', '../docs/_b.mdx')).toEqual(expected);

    // Imports found in another order (each file's after the imports that lead to it): the same cycle, told the same
    // way.
    const first = new ImportGraph('doc.mdx');
    const second = new ImportGraph('doc.mdx');
    for (const graph of [first, second]) {
      graph.add('doc.mdx', '_a.mdx', './_a.mdx');
      graph.add('_a.mdx', '_c.mdx', './_c.mdx');
      graph.add('_a.mdx', '_b.mdx', './_b.mdx');
    }
    const told = {
      chain: ['doc.mdx', '_a.mdx', '_c.mdx', '_b.mdx', '_c.mdx'],
      importer: '_b.mdx',
      specifier: './_c.mdx',
    };
    expect(first.add('_b.mdx', '_c.mdx', './_c.mdx')).toBeUndefined();
    expect(first.add('_c.mdx', '_b.mdx', './_b.mdx')).toEqual(told);
    expect(second.add('_c.mdx', '_b.mdx', './_b.mdx')).toBeUndefined();
    expect(second.add('_b.mdx', '_c.mdx', './_c.mdx')).toEqual(told);
  });

  it('takes a file imported twice, or by two files, as no cycle, and an import recorded again as nothing new', () => {
    const graph = new ImportGraph();
    expect(graph.add('page.tsx', '_a.md', './_a.md')).toBeUndefined();
    expect(graph.add('page.tsx', '_b.md', './_b.md')).toBeUndefined();
    expect(graph.add('_a.md', '_c.md', './_c.md')).toBeUndefined();
    expect(graph.add('_b.md', '_c.md', './_c.md')).toBeUndefined();
    expect(graph.add('_b.md', '_c.md', '@site/_c.md')).toBeUndefined();
  });

  it('starts the chain at the first importer when no entry is given', () => {
    const graph = new ImportGraph();
    graph.add('page.tsx', '_a.md', './_a.md');
    expect(graph.add('_a.md', '_a.md', './_a.md')?.chain).toEqual(['page.tsx', '_a.md', '_a.md']);
  });
});

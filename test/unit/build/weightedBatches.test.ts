import { describe, expect, it } from 'vitest';
import { weightedBatches } from '../../../src/build/buildPool.ts';

const doc = (file: string, kb: number, blocks = 0) => ({
  file,
  body: `${'x'.repeat(kb * 1000)}\n${'```js\nlet a;\n```\n'.repeat(blocks)}`,
});

describe('weightedBatches', () => {
  it("hands out the heaviest docs first, each doc once, a doc's copies in other versions in its batch", () => {
    const docs = [
      doc('/site/docs/intro.md', 1),
      doc('/site/docs/Configuration.md', 100, 300),
      doc('/site/versioned_docs/version-1.0/intro.md', 1),
      doc('/site/versioned_docs/version-1.0/Configuration.md', 100, 300),
      ...Array.from({ length: 30 }, (_, i) => doc(`/site/docs/page-${i}.md`, 2)),
    ];
    const batches = weightedBatches(docs, 2);
    expect(batches.flat().sort((a, b) => a - b)).toEqual(docs.map((_, i) => i));
    // The two copies of the configuration reference weigh more than a batch's share: they make the first batch.
    expect(batches[0]).toEqual([1, 3]);
    // Both copies of intro.md are in one batch.
    expect(batches.find((batch) => batch.includes(0))).toContain(2);
    expect(batches.length).toBeGreaterThan(2);
  });

  it('never splits docs of the same text between batches, and weighs their copies as a twentieth of a compile', () => {
    // Twelve names, each in eleven versions: ten copies of one text and one of another.
    const docs = Array.from({ length: 12 }, (_, n) =>
      Array.from({ length: 11 }, (_, v) => ({
        file: `/site/versioned_docs/version-${v}/page-${n}.md`,
        body: `# Page ${n}\n\n${'text '.repeat(200 * (n + 1))}${v === 10 ? 'changed' : ''}`,
      })),
    ).flat();
    const batches = weightedBatches(docs, 2);
    expect(batches.flat().sort((a, b) => a - b)).toEqual(docs.map((_, i) => i));
    for (const batch of batches) expect(batch.length).toBeLessThanOrEqual(20);
    const batchOf = new Map(batches.flatMap((batch, b) => batch.map((index) => [index, b] as const)));
    for (let n = 0; n < 12; n++) {
      const copies = Array.from({ length: 10 }, (_, v) => batchOf.get(n * 11 + v));
      expect(new Set(copies).size, `page-${n}`).toBe(1);
    }
    // The heaviest name first: its eleven docs weigh about 1.5 compiles, not eleven.
    expect(batches[0]).toEqual(expect.arrayContaining([121, 131]));
  });

  it('keeps a batch to 20 docs, even of one name, or of one text', () => {
    const docs = Array.from({ length: 45 }, (_, i) => doc(`/site/docs/part-${i}/index.md`, 1));
    const batches = weightedBatches(docs, 2);
    expect(batches.map((batch) => batch.length)).toEqual([20, 20, 5]);
    const copies = Array.from({ length: 45 }, (_, i) => doc(`/site/versioned_docs/version-${i}/index.md`, 1));
    expect(weightedBatches(copies, 2).map((batch) => batch.length)).toEqual([20, 20, 5]);
  });
});

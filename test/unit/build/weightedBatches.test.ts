import { describe, expect, it } from 'vitest';
import { weightedBatches } from '../../../src/build/buildPool.ts';

const doc = (file: string, kb: number, blocks = 0) => ({ file, body: `${'x'.repeat(kb * 1000)}\n${'```js\nlet a;\n```\n'.repeat(blocks)}` });

describe('weightedBatches', () => {
  it('hands out the heaviest docs first, each doc once, a doc\'s copies in other versions in its batch', () => {
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

  it('keeps a batch to 20 docs, even of one name', () => {
    const docs = Array.from({ length: 45 }, (_, i) => doc(`/site/docs/part-${i}/index.md`, 1));
    const batches = weightedBatches(docs, 2);
    expect(batches.map((batch) => batch.length)).toEqual([20, 20, 5]);
  });
});

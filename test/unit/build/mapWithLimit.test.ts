import { describe, expect, it } from 'vitest';
import { mapWithLimit } from '../../../src/build/mapWithLimit.ts';

describe('mapWithLimit', () => {
  it('keeps the order of results whatever order the calls finish in', async () => {
    const delays = [30, 5, 20, 1, 10];
    const results = await mapWithLimit(delays, 2, async (ms, i) => {
      await new Promise((resolve) => setTimeout(resolve, ms));
      return `${i}:${ms}`;
    });
    expect(results).toEqual(['0:30', '1:5', '2:20', '3:1', '4:10']);
  });

  it('never has more than `limit` calls in flight', async () => {
    let inFlight = 0;
    let most = 0;
    await mapWithLimit(
      Array.from({ length: 20 }, (_, i) => i),
      3,
      async () => {
        inFlight++;
        most = Math.max(most, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 1));
        inFlight--;
      },
    );
    expect(most).toBe(3);
  });

  it('returns an empty list for no items, and rejects with the first error', async () => {
    expect(await mapWithLimit([], 4, async () => 1)).toEqual([]);
    await expect(
      mapWithLimit([1, 2, 3], 2, async (n) => {
        if (n === 2) throw new Error('two');
        return n;
      }),
    ).rejects.toThrow('two');
  });
});

import { describe, expect, it } from 'vitest';
import { median } from '../../../bench/median.ts';

describe("the bench's median", () => {
  it('is the middle value of an odd count, whatever the order', () => {
    expect(median([0.93, 1.18, 0.97])).toBe(0.97);
    expect(median([5])).toBe(5);
  });

  it('is the mean of the two middle values of an even count, not the lower one', () => {
    // The blog bench's two cold rounds of one run: the lower middle value printed 0.80.
    expect(median([1.2, 0.8])).toBeCloseTo(1.0, 10);
    // Its six edit pairs: 0.97 was printed, where the median is 1.03.
    expect(median([0.97, 1.09, 1.18, 0.93, 0.92, 1.13])).toBeCloseTo(1.03, 10);
  });

  it('is NaN for no values, which prints as such rather than as a figure', () => {
    expect(median([])).toBeNaN();
  });

  it('leaves the values as they were', () => {
    const values = [3, 1, 2, 4];
    median(values);
    expect(values).toEqual([3, 1, 2, 4]);
  });
});

import { describe, expect, it } from 'vitest';
import { generateSample } from '../../../theme/playground/model/generateSample.ts';
import { sampleSizeLimit } from '../../../theme/playground/model/samplePlace.ts';

describe('sample sizes', () => {
  it('meets a length or count up to the limit exactly as asked', () => {
    expect(generateSample({ type: 'string', minLength: 7 })).toBe('string string');
    expect((generateSample({ type: 'string', minLength: 999 }) as string).length).toBeGreaterThanOrEqual(999);
    expect(generateSample({ type: 'array', items: { type: 'integer' }, minItems: 3, uniqueItems: true })).toEqual([
      0, 1, 2,
    ]);
  });

  it('stops at the limit for a schema asking for millions', () => {
    const text = generateSample({ type: 'string', minLength: 1_000_000 }) as string;
    const items = generateSample({
      type: 'array',
      minItems: 1_000_000,
      items: { type: 'string', minLength: 1_000_000 },
    }) as string[];
    expect(text.length).toBe(sampleSizeLimit);
    expect(items).toHaveLength(sampleSizeLimit);
    expect(items[0]?.length).toBe(sampleSizeLimit);
  });
});

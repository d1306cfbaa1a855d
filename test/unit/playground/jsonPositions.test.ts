import { describe, expect, it } from 'vitest';
import { JsonLocator } from '../../../theme/playground/model/jsonPositions.ts';
import { formatted, rangeIn } from './textRanges.ts';

const text = formatted({
  name: 'Ada',
  tags: ['first', { kind: 'second' }],
  'a/b': { 'c~d': true },
  nested: { deep: { value: 42 } },
});
const locator = new JsonLocator(text);

describe('JsonLocator.rangeOf', () => {
  it('finds values and property names', () => {
    expect(locator.rangeOf('/name')).toEqual(rangeIn(text, '"Ada"'));
    expect(locator.rangeOf('/name', 'key')).toEqual(rangeIn(text, '"name"'));
    expect(locator.rangeOf('/nested/deep/value')).toEqual(rangeIn(text, '42'));
    expect(locator.rangeOf('/tags/1/kind')).toEqual(rangeIn(text, '"second"'));
  });

  it('decodes ~1 and ~0 (RFC 6901)', () => {
    expect(locator.rangeOf('/a~1b/c~0d', 'key')).toEqual(rangeIn(text, '"c~d"'));
    expect(locator.rangeOf('/a~1b/c~0d')).toEqual(rangeIn(text, 'true'));
  });

  it('gives the value for "key" on the root and on array elements', () => {
    expect(locator.rangeOf('', 'key')).toEqual({ start: 0, end: text.length });
    expect(locator.rangeOf('/tags/0', 'key')).toEqual(rangeIn(text, '"first"'));
  });

  it('falls back to the deepest existing ancestor, objects and arrays by their name in the parent', () => {
    expect(locator.rangeOf('/nested/deep/missing')).toEqual(rangeIn(text, '"deep"'));
    expect(locator.rangeOf('/nested/deep/missing/further', 'key')).toEqual(rangeIn(text, '"deep"'));
    expect(locator.rangeOf('/tags/7')).toEqual(rangeIn(text, '"tags"'));
    expect(locator.rangeOf('/tags/first')).toEqual(rangeIn(text, '"tags"'));
  });

  it('falls back to the first character of the root or of an array element, and to a whole scalar', () => {
    expect(locator.rangeOf('/missing')).toEqual({ start: 0, end: 1 });
    const element = text.indexOf('{', text.indexOf('"first"'));
    expect(locator.rangeOf('/tags/1/missing')).toEqual({ start: element, end: element + 1 });
    expect(locator.rangeOf('/name/x')).toEqual(rangeIn(text, '"Ada"'));
  });

  it('takes the last of repeated names, as JSON.parse does', () => {
    const repeated = '{"a": 1, "a": 2}';
    expect(new JsonLocator(repeated).rangeOf('/a')).toEqual(rangeIn(repeated, '2'));
  });

  it('never gives an empty range or one outside the text', () => {
    expect(new JsonLocator('').rangeOf('/a')).toEqual({ start: 0, end: 0 });
    expect(new JsonLocator('nonsense').rangeOf('/a')).toEqual({ start: 0, end: 1 });
    const broken = '{"a": ';
    const range = new JsonLocator(broken).rangeOf('/a');
    expect(range.start).toBeGreaterThanOrEqual(0);
    expect(range.end).toBeGreaterThan(range.start);
    expect(range.end).toBeLessThanOrEqual(broken.length);
  });
});

describe('JsonLocator.shortRangeOf', () => {
  it('names an object by its key, the root by its "{", a scalar by itself', () => {
    expect(locator.shortRangeOf('/nested/deep')).toEqual(rangeIn(text, '"deep"'));
    expect(locator.shortRangeOf('')).toEqual({ start: 0, end: 1 });
    expect(locator.shortRangeOf('/name')).toEqual(rangeIn(text, '"Ada"'));
    const element = text.indexOf('{', text.indexOf('"first"'));
    expect(locator.shortRangeOf('/tags/1')).toEqual({ start: element, end: element + 1 });
  });
});

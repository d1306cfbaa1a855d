import { describe, expect, it } from 'vitest';
import { closestMatch, editDistance } from '../../../theme/playground/model/editDistance.ts';

describe('editDistance', () => {
  it.each([
    ['', '', 0],
    ['abc', 'abc', 0],
    ['', 'abc', 3],
    ['strin', 'string', 1],
    ['requried', 'required', 1],
    ['minLenght', 'minLength', 1],
    ['additionalProperty', 'additionalProperties', 3],
  ])('%s → %s is %i', (a, b, distance) => {
    expect(editDistance(a, b)).toBe(distance);
    expect(editDistance(b, a)).toBe(distance);
  });
});

describe('closestMatch', () => {
  it('picks the nearest candidate within the distance, never the word itself', () => {
    expect(closestMatch('strin', ['number', 'string'])).toBe('string');
    expect(closestMatch('string', ['string'])).toBeUndefined();
    expect(closestMatch('xyz', ['string'])).toBeUndefined();
    expect(closestMatch('abcd', ['abxy'], 1)).toBeUndefined();
  });

  it('allows 1 edit up to 5 characters, 2 beyond', () => {
    expect(closestMatch('cow', ['cat', 'dog'])).toBeUndefined();
    expect(closestMatch('strin', ['string'])).toBe('string');
    expect(closestMatch('adress', ['address'])).toBe('address');
    expect(closestMatch('adrss', ['address'])).toBeUndefined();
    expect(closestMatch('adresss', ['address'])).toBe('address');
  });

  it('prefers the candidate sharing the longest start on ties', () => {
    expect(closestMatch('$def', ['$ref', '$defs'])).toBe('$defs');
  });
});

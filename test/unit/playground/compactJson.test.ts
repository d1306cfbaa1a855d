import { describe, expect, it } from 'vitest';
import { stringifyCompact } from '../../../theme/playground/model/compactJson.ts';

describe('stringifyCompact', () => {
  it('keeps what fits on one line and opens what does not', () => {
    const value = {
      type: 'object',
      required: ['id', 'name'],
      properties: {
        id: { type: 'string', format: 'uuid' },
        tags: { type: 'array', items: { type: 'string' }, description: 'x'.repeat(60) },
      },
    };
    expect(stringifyCompact(value)).toBe(
      [
        '{',
        '  "type": "object",',
        '  "required": ["id", "name"],',
        '  "properties": {',
        '    "id": { "type": "string", "format": "uuid" },',
        '    "tags": {',
        '      "type": "array",',
        '      "items": { "type": "string" },',
        `      "description": "${'x'.repeat(60)}"`,
        '    }',
        '  }',
        '}',
        '',
      ].join('\n'),
    );
  });

  it('is JSON that parses back to the same value, for scalars, empties and long arrays', () => {
    for (const value of [
      null,
      0,
      -1.5e-7,
      'a "quoted" \u2028 line',
      true,
      [],
      {},
      [[]],
      { a: {} },
      Array.from({ length: 40 }, (_, i) => i),
      { nested: [{ a: [1, { b: null }] }] },
    ]) {
      expect(JSON.parse(stringifyCompact(value))).toEqual(value);
    }
    expect(
      stringifyCompact(
        Array.from({ length: 40 }, (_, i) => i),
        20,
      )
        .split('\n')
        .every((line) => line.length <= 20),
    ).toBe(true);
  });

  it('leaves out undefined properties and writes undefined array items as null, as JSON.stringify does', () => {
    expect(stringifyCompact({ a: undefined, b: [undefined] })).toBe('{ "b": [null] }\n');
  });
});

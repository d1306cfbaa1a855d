import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { sitegenRoot } from '../../../src/paths.ts';
import { generateSample } from '../../../theme/playground/model/generateSample.ts';
import { inferSchema } from '../../../theme/playground/model/inferSchema.ts';

const dialect = 'https://json-schema.org/draft/2020-12/schema';

/**
 * Ajv's errors for `data` against the schema inferred from it; '' when it validates. Strict, so an unknown keyword
 * would fail too.
 */
function roundTrip(data: unknown): string {
  const ajv = new Ajv2020({ strict: true, allowUnionTypes: true, allErrors: true });
  const validate = ajv.compile(inferSchema(data));
  return validate(data) ? '' : ajv.errorsText(validate.errors);
}

describe('inferSchema: exact schemas', () => {
  it.each<[string, unknown, Record<string, unknown>]>([
    ['a string', 'text', { type: 'string' }],
    ['an integer', 3, { type: 'integer' }],
    ['a number with a fraction', 2.5, { type: 'number' }],
    ['a boolean', false, { type: 'boolean' }],
    ['null', null, { type: 'null' }],
    ['an empty object', {}, { type: 'object' }],
    ['an empty array', [], { type: 'array' }],
    [
      'an object: properties in key order, all required',
      { b: 1, a: 'x', c: null },
      {
        type: 'object',
        properties: { b: { type: 'integer' }, a: { type: 'string' }, c: { type: 'null' } },
        required: ['b', 'a', 'c'],
      },
    ],
    ['an array of one type', [1, 2, 3], { type: 'array', items: { type: 'integer' } }],
    ['integers and numbers make numbers', [1, 2.5], { type: 'array', items: { type: 'number' } }],
    [
      'different types in a stable order',
      [null, 'a', true, 1],
      { type: 'array', items: { type: ['string', 'integer', 'boolean', 'null'] } },
    ],
    [
      'nullable values across objects',
      [{ a: 1 }, { a: null }],
      {
        type: 'array',
        items: { type: 'object', properties: { a: { type: ['integer', 'null'] } }, required: ['a'] },
      },
    ],
    [
      'objects merge; required only what every one has',
      [
        { id: 1, name: 'a' },
        { id: 2, tags: ['x'] },
      ],
      {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            id: { type: 'integer' },
            name: { type: 'string' },
            tags: { type: 'array', items: { type: 'string' } },
          },
          required: ['id'],
        },
      },
    ],
    [
      'objects without a common key have no required',
      [{ a: 1 }, { b: 2 }],
      {
        type: 'array',
        items: { type: 'object', properties: { a: { type: 'integer' }, b: { type: 'integer' } } },
      },
    ],
    [
      'an object or null keeps its properties',
      [{ a: 'x' }, null],
      {
        type: 'array',
        items: { type: ['object', 'null'], properties: { a: { type: 'string' } }, required: ['a'] },
      },
    ],
    [
      'an array or a string keeps the items',
      [['x', 1.5], 'y'],
      {
        type: 'array',
        items: { type: ['array', 'string'], items: { type: ['string', 'number'] } },
      },
    ],
    [
      'nested arrays merge all their elements',
      [[1], [], [2, null]],
      {
        type: 'array',
        items: { type: 'array', items: { type: ['integer', 'null'] } },
      },
    ],
    [
      'an empty array beside a full one adds nothing',
      [[], [{ a: true }]],
      {
        type: 'array',
        items: { type: 'array', items: { type: 'object', properties: { a: { type: 'boolean' } }, required: ['a'] } },
      },
    ],
    [
      'empty objects merge with others',
      [{}, { a: 1 }],
      {
        type: 'array',
        items: { type: 'object', properties: { a: { type: 'integer' } } },
      },
    ],
  ])('%s', (_, data, expected) => {
    expect(inferSchema(data)).toEqual({ $schema: dialect, ...expected });
  });

  it('puts $schema on the root only, first', () => {
    const schema = inferSchema({ a: { b: [{ c: 1 }] } });
    expect(Object.keys(schema)[0]).toBe('$schema');
    expect(JSON.stringify(schema).match(/\$schema/g)).toHaveLength(1);
  });

  it('guesses nothing: no formats, enums, titles or additionalProperties', () => {
    const text = JSON.stringify(
      inferSchema({ email: 'a@example.com', when: '2024-01-01', kind: 'a', url: 'https://example.com/' }),
    );
    for (const keyword of ['format', 'enum', 'const', 'title', 'additionalProperties', 'examples'])
      expect(text).not.toContain(`"${keyword}"`);
  });

  it('is deterministic', () => {
    const data = [
      { z: 1, a: [null, { q: 'x' }] },
      { a: [], y: 2.5 },
    ];
    expect(JSON.stringify(inferSchema(data))).toBe(JSON.stringify(inferSchema(structuredClone(data))));
  });

  it('keeps a key named __proto__ as a property', () => {
    const schema = inferSchema(JSON.parse('{"__proto__": 1}')) as { properties: object };
    expect(Object.keys(schema.properties)).toEqual(['__proto__']);
    expect(roundTrip(JSON.parse('{"__proto__": 1}'))).toBe('');
  });
});

const documents: [string, unknown][] = [
  ['scalars', ['a', 1, 2.5, true, null]],
  ['an empty object', {}],
  ['an empty array', []],
  [
    'nested arrays of objects with missing keys and nulls',
    {
      orders: [
        {
          id: 1,
          lines: [
            { sku: 'A', qty: 2 },
            { sku: 'B', qty: null, note: 'gift' },
          ],
          customer: { name: 'Ana', email: null },
        },
        { id: 2, lines: [], customer: null, coupon: 'SPRING' },
        { id: 3.5, lines: [{ sku: 'C' }], customer: { name: 'Bo' } },
      ],
    },
  ],
  ['arrays of arrays of mixed things', [[1, 'a'], [[true]], [{ x: [null] }], []]],
  ['deep nesting', { a: { b: { c: { d: { e: [{ f: [{ g: 1 }, { g: 'one' }] }] } } } } }],
  ['objects and non-objects at one place', [{ a: 1 }, 'text', [1], null, 0.5]],
  ['unusual keys', { '': 1, 'a/b': 2, '~0': 3, 'with space': [4], $ref: '#' }],
];

describe('inferSchema: the data validates against its schema', () => {
  it.each(documents)('%s', (_, data) => {
    expect(roundTrip(data)).toBe('');
  });

  const examplesDir = path.join(sitegenRoot, 'content/static/schemas/examples');
  const files = readdirSync(examplesDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.json'))
    .sort();
  it.each(files)('the sample of %s', (file) => {
    const sample = generateSample(JSON.parse(readFileSync(path.join(examplesDir, file), 'utf8')));
    expect(roundTrip(sample)).toBe('');
  });

  it('the example schemas themselves, as data', () => {
    for (const file of files)
      expect(roundTrip(JSON.parse(readFileSync(path.join(examplesDir, file), 'utf8'))), file).toBe('');
  });
});

/**
 * Valid schemas give no diagnostics: one using most keywords of each draft,
 * and every example schema of the docs site (content/static/schemas/examples).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkSchema } from '../../../theme/playground/model/checkSchema.ts';
import { sitegenRoot } from '../../../src/paths.ts';
import { formatted, underlined } from './textRanges.ts';

const common = {
  title: 'Order',
  description: 'An order',
  default: {},
  type: 'object',
  required: ['id'],
  minProperties: 1,
  maxProperties: 20,
  properties: {
    id: { type: 'string', pattern: '^[A-Z]{2}-\\d+$', minLength: 3, maxLength: 20, format: 'uuid' },
    count: { type: 'integer', minimum: 0, maximum: 100, multipleOf: 1 },
    tags: { type: 'array', items: { enum: ['a', 'b'] }, uniqueItems: true, minItems: 0, maxItems: 5 },
    either: { anyOf: [{ type: 'string' }, { type: 'null' }] },
    exactly: { oneOf: [{ type: 'number' }, { type: 'boolean' }] },
    all: { allOf: [{ type: 'object' }], not: { type: 'null' } },
  },
  patternProperties: { '^x-': true, '^\\p{L}+$': { type: 'string' } },
  additionalProperties: false,
};

const byDraft = {
  'http://json-schema.org/draft-04/schema#': {
    ...common,
    id: 'http://example.com/order.json',
    patternProperties: { '^x-': {} },
    definitions: { money: { id: '#money', type: 'number', minimum: 0, exclusiveMinimum: true } },
    dependencies: { a: ['b'], c: { required: ['d'] } },
    additionalItems: false,
    links: [{ $ref: '#money' }],
  },
  'http://json-schema.org/draft-06/schema#': {
    ...common,
    $id: 'http://example.com/order.json',
    definitions: { money: { $id: '#money', type: 'number', exclusiveMinimum: 0 } },
    examples: [{ id: 'AB-1' }],
    const: undefined,
    contains: { const: 1 },
    propertyNames: { maxLength: 10 },
    allOf: [{ $ref: '#money' }, { $ref: '#/definitions/money' }],
  },
  'http://json-schema.org/draft-07/schema#': {
    ...common,
    $id: 'http://example.com/order.json',
    $comment: 'checked',
    definitions: { money: { $id: '#money', type: 'number', exclusiveMaximum: 1e9 } },
    if: { required: ['a'] },
    then: { required: ['b'] },
    else: true,
    readOnly: false,
    writeOnly: false,
    contentMediaType: 'application/json',
    contentEncoding: 'base64',
    items: [{ $ref: '#money' }],
    additionalItems: { type: 'string' },
  },
  'https://json-schema.org/draft/2019-09/schema': {
    ...common,
    $id: 'https://example.com/order.json',
    $anchor: 'order',
    $recursiveAnchor: true,
    $defs: {
      money: { $anchor: 'money', type: 'number' },
      tree: { properties: { kids: { items: { $recursiveRef: '#' } } } },
    },
    dependentRequired: { a: ['b'] },
    dependentSchemas: { c: { required: ['d'] } },
    unevaluatedProperties: false,
    contains: { $ref: '#money' },
    minContains: 1,
    maxContains: 3,
    deprecated: true,
    contentSchema: { type: 'object' },
    items: [{ $ref: '#/$defs/money' }],
    additionalItems: false,
  },
  'https://json-schema.org/draft/2020-12/schema': {
    ...common,
    $id: 'https://example.com/order.json',
    $anchor: 'order',
    $dynamicAnchor: 'node',
    $defs: {
      money: { $anchor: 'money', type: 'number' },
      tree: { properties: { kids: { items: { $dynamicRef: '#node' } } } },
    },
    dependentRequired: { a: ['b'] },
    dependentSchemas: { c: { required: ['d'] } },
    prefixItems: [{ $ref: '#money' }],
    items: false,
    unevaluatedItems: false,
    unevaluatedProperties: false,
    contains: { $ref: '#/$defs/money' },
    minContains: 1,
  },
};

describe('checkSchema: valid schemas', () => {
  it.each(Object.entries(byDraft))('%s gives no diagnostics', ($schema, schema) => {
    const text = formatted({ $schema, ...schema });
    const value: unknown = JSON.parse(text);
    expect(underlined(text, checkSchema(text, value).diagnostics)).toEqual([]);
  });
});

const examplesDir = path.join(sitegenRoot, 'content/static/schemas/examples');
const examples = readdirSync(examplesDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.json'))
  .sort();

describe('checkSchema: the example schemas of the docs site', () => {
  it('there are some', () => {
    expect(examples.length).toBeGreaterThan(10);
  });

  it.each(examples)('%s has no errors', (file) => {
    const text = readFileSync(path.join(examplesDir, file), 'utf8');
    const { diagnostics } = checkSchema(text, JSON.parse(text));
    expect(
      underlined(
        text,
        diagnostics.filter((d) => d.severity === 'error'),
      ),
    ).toEqual([]);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv, type AnySchema, type Options } from 'ajv';
import { Ajv2019 } from 'ajv/dist/2019.js';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type AjvCore from 'ajv/dist/core.js';
import draft06 from 'ajv/dist/refs/json-schema-draft-06.json' with { type: 'json' };
import AjvDraft04 from 'ajv-draft-04';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { sitegenRoot } from '../../../src/paths.ts';
import { detectDraft, type Draft } from '../../../theme/viewer/model/draft.ts';
import { isSchema, type JSONSchemaObject } from '../../../theme/viewer/model/schema.ts';
import { generateSample } from '../../../theme/playground/model/generateSample.ts';

const examplesDir = path.join(sitegenRoot, 'content/static/schemas/examples');
const exampleFiles = readdirSync(examplesDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.json'))
  .sort();
const readExample = (file: string): JSONSchemaObject =>
  JSON.parse(readFileSync(path.join(examplesDir, file), 'utf8')) as JSONSchemaObject;

function createAjv(draft: Draft): AjvCore {
  const options: Options = { strict: false, allErrors: true, logger: false };
  let ajv: AjvCore;
  switch (draft) {
    case '4':
      ajv = new AjvDraft04(options);
      break;
    case '6':
      ajv = new Ajv(options);
      ajv.addMetaSchema(draft06);
      break;
    case '7':
      ajv = new Ajv(options);
      break;
    case '2019-09':
      ajv = new Ajv2019(options);
      break;
    case '2020-12':
      ajv = new Ajv2020(options);
      break;
  }
  addFormats(ajv);
  return ajv;
}

/** Ajv's verdict on `data`: the errors as text, or why the schema cannot be compiled; '' when it validates. */
function ajvProblems(schema: JSONSchemaObject | boolean, data: unknown): string {
  const ajv = createAjv(isSchema(schema) ? detectDraft(schema) : '2020-12');
  let validate;
  try {
    validate = ajv.compile(schema as AnySchema);
  } catch (error) {
    return `cannot compile: ${(error as Error).message}`;
  }
  return validate(data) ? '' : ajv.errorsText(validate.errors);
}

/**
 * Example schemas whose samples Ajv does not accept, each for a reason the generator cannot remove:
 * the schema refers to a document that is not there, so Ajv cannot even compile it.
 */
const knownInvalid: Record<string, string> = {
  'custom/unsolved_refs.json': '#/$defs/taxRules is missing on purpose (the viewer shows unresolved references)',
  'refs/localFile.json': '"../array/tuples.json" is another file; without it, Ajv cannot compile the schema',
  'refs/remoteFile.json': 'the parcel schema is remote (https://schemas.example.net/…), never fetched',
};

describe('generateSample on the example schemas of the docs site', () => {
  it('finds them', () => {
    expect(exampleFiles.length).toBeGreaterThan(40);
  });

  it('gives samples Ajv accepts, for every example but the known ones', () => {
    const invalid = exampleFiles.filter((file) => {
      const schema = readExample(file);
      return ajvProblems(schema, generateSample(schema)) !== '';
    });
    expect(invalid).toEqual(Object.keys(knownInvalid).sort());
  });

  it.each(exampleFiles.filter((file) => !(file in knownInvalid)))('%s: the sample validates', (file) => {
    const schema = readExample(file);
    expect(ajvProblems(schema, generateSample(schema))).toBe('');
  });

  it('is deterministic', () => {
    for (const file of exampleFiles)
      expect(generateSample(readExample(file))).toEqual(generateSample(readExample(file)));
  });

  it.each([
    ['array/additionalItems1.json', ['LIS', 'OSL', '2025-06-14']],
    ['array/tuples.json', [0, 0, 'Harbour office']],
    [
      'array/contains.json',
      {
        invoiceNumber: 'INV-012345',
        lines: [
          { kind: 'product', label: 'string', amount: 0 },
          { kind: 'tax', label: 'string 2', amount: 1 },
        ],
      },
    ],
    [
      'array/unevaluatedItems2.json',
      [{ depotCode: 'D01' }, { orderId: 'ORD-012345', postcode: 'string', signatureRequired: false }],
    ],
    ['refs/ref.json', { slug: 'a', name: 'string', productCount: 0, subcategories: [] }],
    ['refs/remoteFile.json', { orderId: 'ORD-01234567', carrier: 'postnl', parcel: null }],
    ['custom/unsolved_refs.json', { number: 'INV-01234', lines: [{ description: 'string', amount: 1 }] }],
    [
      'schema_composition/oneOf.json',
      {
        orderId: 'ORD-01234567',
        amount: 0.01,
        currency: 'EUR',
        method: { type: 'card', cardToken: 'string', last4: '0123' },
      },
    ],
    [
      'schema_conditionally/if-then-else.json',
      { street: 'string', city: 'string', postalCode: '94103', country: 'US' },
    ],
    [
      'schema_conditionally/dependentSchemas.json',
      {
        loanId: 'L-0123456',
        memberId: 'M-012345',
        itemBarcodes: ['0123456789'],
        dueDate: '2024-01-01',
        deliveryAddress: 'string',
        deliveryWindow: 'morning',
        contactPhone: '+1123456',
      },
    ],
    ['boolean/boolean.json', { emailUpdates: true, smsUpdates: false, courierNote: {} }],
    ['null/null.json', { trackingCode: 'AB234567890LM', deliveredAt: '2024-01-01T12:00:00Z', returnLabel: null }],
    ['numeric/ranges.json', { driverAge: 21, days: 1, discountRate: 0.5, fuelLevelAtPickup: 0, depositEuros: 1 }],
    [
      'string/contentSchema.json',
      {
        eventId: '123e4567-e89b-42d3-a456-426614174000',
        payload: '{"transactionId":"string","amount":1,"currency":"ABC","status":"authorised"}',
      },
    ],
    ['type/multipleType.json', 'XS'],
  ])('%s gives the expected sample', (file, expected) => {
    expect(generateSample(readExample(file))).toEqual(expected);
  });
});

describe('generateSample in every draft', () => {
  const drafts: [string, JSONSchemaObject][] = [
    [
      'draft 4',
      {
        $schema: 'http://json-schema.org/draft-04/schema#',
        type: 'object',
        required: ['id', 'tags', 'pair'],
        properties: {
          id: { type: 'integer', minimum: 0, exclusiveMinimum: true },
          tags: { type: 'array', items: { $ref: '#/definitions/tag' }, minItems: 2, uniqueItems: true },
          pair: {
            type: 'array',
            items: [{ type: 'string' }, { type: 'number', maximum: -1, exclusiveMaximum: true }],
            additionalItems: false,
          },
          child: { $ref: '#' },
        },
        definitions: { tag: { id: '#tag', type: 'string', pattern: '^[a-z]{2,8}$' } },
        dependencies: { id: ['pair'] },
      },
    ],
    [
      'draft 6',
      {
        $schema: 'http://json-schema.org/draft-06/schema#',
        type: 'array',
        items: { type: 'number', exclusiveMinimum: 0, multipleOf: 0.25 },
        contains: { const: 2 },
        minItems: 1,
      },
    ],
    [
      'draft 7',
      {
        $schema: 'http://json-schema.org/draft-07/schema#',
        $id: 'https://example.com/person.json',
        type: 'object',
        required: ['name', 'kind'],
        properties: {
          name: { $ref: '#name' },
          kind: { enum: ['adult', 'child'] },
          friends: { type: 'array', items: { $ref: 'https://example.com/person.json' } },
        },
        if: { properties: { kind: { const: 'child' } } },
        then: { required: ['guardian'], properties: { guardian: { $ref: '#' } } },
        definitions: { name: { $id: '#name', type: 'string', minLength: 2 } },
      },
    ],
    [
      'draft 2019-09',
      {
        $schema: 'https://json-schema.org/draft/2019-09/schema',
        type: 'object',
        required: ['a'],
        properties: { a: { $ref: '#/$defs/a', minimum: 3 } },
        $defs: { a: { type: 'integer', multipleOf: 2 } },
        dependentSchemas: {
          a: {
            required: ['b'],
            properties: {
              b: {
                type: 'array',
                items: [{ $anchor: 'first', type: 'boolean' }],
                additionalItems: { $ref: '#first' },
                minItems: 3,
              },
            },
          },
        },
        unevaluatedProperties: false,
      },
    ],
    [
      'draft 2020-12',
      {
        $schema: 'https://json-schema.org/draft/2020-12/schema',
        type: 'object',
        minProperties: 3,
        required: ['when'],
        properties: { when: { type: 'string', format: 'date-time' } },
        patternProperties: { '^x-[a-z]+$': { type: 'string', format: 'email' } },
        propertyNames: { maxLength: 12 },
        additionalProperties: false,
      },
    ],
  ];

  it.each(drafts)('%s: the sample validates', (_, schema) => {
    expect(ajvProblems(schema, generateSample(schema))).toBe('');
  });
});

describe('generateSample: values the schema offers', () => {
  it.each<[string, JSONSchemaObject, unknown]>([
    ['const first', { const: 1, examples: [2], default: 3, enum: [4] }, 1],
    ['then the first example', { examples: [2, 5], default: 3, enum: [2, 3, 4] }, 2],
    ['then default', { type: 'integer', default: 3, enum: [4, 3] }, 3],
    ['then the first of enum', { enum: ['b', 'a'] }, 'b'],
    ['an example the schema refuses is skipped', { type: 'integer', minimum: 5, examples: [1, 7] }, 7],
    ['an enum value the schema refuses is skipped', { type: 'string', enum: [1, 'one'] }, 'one'],
    ['const may be null', { const: null }, null],
    [
      'annotations beside $ref win (2020-12)',
      { $ref: '#/$defs/a', examples: ['outer'], $defs: { a: { type: 'string', examples: ['inner'] } } },
      'outer',
    ],
  ])('%s', (_, schema, expected) => {
    expect(generateSample(schema)).toEqual(expected);
  });
});

describe('generateSample: boolean and empty schemas', () => {
  it('true and {} give {}; a schema of annotations only too', () => {
    expect(generateSample(true)).toEqual({});
    expect(generateSample({})).toEqual({});
    expect(generateSample({ title: 'Anything', description: 'Any JSON value' })).toEqual({});
  });

  it('false cannot be satisfied: null at the root, left out as an optional property', () => {
    expect(generateSample(false)).toBeNull();
    expect(generateSample({ type: 'object', properties: { a: false, b: true, c: { type: 'integer' } } })).toEqual({
      b: {},
      c: 0,
    });
  });

  it('conflicting types cannot be satisfied either', () => {
    expect(generateSample({ allOf: [{ type: 'string' }, { type: 'integer' }] })).toBeNull();
  });

  it('a value that is not a schema gives null', () => {
    expect(generateSample(42)).toBeNull();
    expect(generateSample([{ type: 'string' }])).toBeNull();
  });
});

describe('generateSample: types', () => {
  it.each<[string, JSONSchemaObject, unknown]>([
    ['null', { type: 'null' }, null],
    ['boolean', { type: 'boolean' }, true],
    ['the first type other than null', { type: ['null', 'integer', 'string'] }, 0],
    ['null when it is the only type', { type: ['null'] }, null],
    ['object inferred from properties', { properties: { a: { type: 'boolean' } } }, { a: true }],
    ['array inferred from items', { items: { type: 'string' } }, ['string']],
    ['string inferred from minLength', { minLength: 2 }, 'string'],
    ['string inferred from format', { format: 'email' }, 'user@example.com'],
    ['number inferred from minimum', { minimum: 3 }, 3],
    ['number inferred from multipleOf', { multipleOf: 7, exclusiveMinimum: 0 }, 7],
    [
      'allOf narrows number to integer',
      { allOf: [{ type: 'number' }, { type: ['integer', 'string'] }], minimum: 1.5 },
      2,
    ],
  ])('%s', (_, schema, expected) => {
    expect(generateSample(schema)).toEqual(expected);
  });
});

describe('generateSample: numbers', () => {
  it.each<[string, JSONSchemaObject, number]>([
    ['0 when allowed', { type: 'number', minimum: -20, maximum: 60 }, 0],
    ['the lower bound when 0 is below it', { type: 'integer', minimum: 18 }, 18],
    ['the upper bound when 0 is above it', { type: 'integer', maximum: -3 }, -3],
    ['past an exclusive lower bound (integer)', { type: 'integer', exclusiveMinimum: 0 }, 1],
    ['below an exclusive upper bound (integer)', { type: 'integer', exclusiveMaximum: 0 }, -1],
    ['past an exclusive lower bound (number)', { type: 'number', exclusiveMinimum: 0 }, 1],
    ['between exclusive bounds', { type: 'number', exclusiveMinimum: 0, exclusiveMaximum: 1 }, 0.5],
    ['a multiple of multipleOf', { type: 'integer', minimum: 7, multipleOf: 5 }, 10],
    ['a decimal multipleOf', { type: 'number', exclusiveMinimum: 0, multipleOf: 0.01 }, 0.01],
    ['several multipleOf', { allOf: [{ multipleOf: 4 }, { multipleOf: 6 }], minimum: 1 }, 12],
    ['integer and a decimal multipleOf', { type: 'integer', multipleOf: 0.5, minimum: 0.2 }, 1],
    ['the tightest bounds of allOf', { allOf: [{ minimum: 2 }, { minimum: 5 }, { maximum: 9 }], type: 'integer' }, 5],
    [
      'draft 4: boolean exclusiveMinimum',
      { $schema: 'http://json-schema.org/draft-04/schema#', type: 'integer', minimum: 5, exclusiveMinimum: true },
      6,
    ],
    [
      'draft 4: boolean exclusiveMaximum',
      { $schema: 'http://json-schema.org/draft-04/schema#', type: 'integer', maximum: 0, exclusiveMaximum: true },
      -1,
    ],
    [
      'draft 4: exclusiveMinimum false',
      { $schema: 'http://json-schema.org/draft-04/schema#', type: 'integer', minimum: 5, exclusiveMinimum: false },
      5,
    ],
    [
      'draft 6: numeric exclusiveMinimum',
      { $schema: 'http://json-schema.org/draft-06/schema#', type: 'integer', exclusiveMinimum: 3 },
      4,
    ],
  ])('%s', (_, schema, expected) => {
    expect(generateSample(schema)).toBe(expected);
  });
});

describe('generateSample: strings', () => {
  const formats = [
    'date-time',
    'date',
    'time',
    'email',
    'idn-email',
    'hostname',
    'idn-hostname',
    'ipv4',
    'ipv6',
    'uri',
    'uri-reference',
    'iri',
    'iri-reference',
    'uri-template',
    'uuid',
    'json-pointer',
    'relative-json-pointer',
    'regex',
    'duration',
  ];

  it.each(formats)('format %s gives a value ajv-formats accepts', (format) => {
    const schema = { $schema: 'https://json-schema.org/draft/2020-12/schema', type: 'string', format };
    expect(ajvProblems(schema, generateSample(schema))).toBe('');
  });

  it.each(formats)('format %s: distinct items are distinct and still valid', (format) => {
    const schema = {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'array',
      items: { type: 'string', format },
      minItems: 4,
      uniqueItems: true,
    };
    const sample = generateSample(schema);
    expect(ajvProblems(schema, sample)).toBe('');
  });

  it.each<[string, JSONSchemaObject, string]>([
    ['plain', { type: 'string' }, 'string'],
    ['padded to minLength', { type: 'string', minLength: 20 }, 'string string string'],
    ['cut to maxLength', { type: 'string', maxLength: 3 }, 'str'],
    ['empty for maxLength 0', { type: 'string', maxLength: 0 }, ''],
    ['date-time', { type: 'string', format: 'date-time' }, '2024-01-01T12:00:00Z'],
    ['time', { type: 'string', format: 'time' }, '12:00:00Z'],
    ['ipv4', { type: 'string', format: 'ipv4' }, '192.0.2.1'],
    ['ipv6', { type: 'string', format: 'ipv6' }, '2001:db8::1'],
    ['duration', { type: 'string', format: 'duration' }, 'P1D'],
    ['json-pointer', { type: 'string', format: 'json-pointer' }, '/path'],
    ['base64', { type: 'string', contentEncoding: 'base64' }, 'c2FtcGxlIGRhdGE='],
    [
      'base64 of JSON decodes to {}',
      { type: 'string', contentEncoding: 'base64', contentMediaType: 'application/json' },
      'e30=',
    ],
    [
      'base64 of JSON decodes to a sample of contentSchema',
      {
        type: 'string',
        contentEncoding: 'base64',
        contentMediaType: 'application/json',
        contentSchema: { type: 'object', required: ['a'], properties: { a: { const: 1 } } },
      },
      'eyJhIjoxfQ==',
    ],
    ['JSON text', { type: 'string', contentMediaType: 'application/json' }, '{}'],
  ])('%s', (_, schema, expected) => {
    expect(generateSample(schema)).toBe(expected);
  });

  it.each<[string, string]>([
    ['^[A-Z]{3}$', 'ABC'],
    ['^INV-[0-9]{6}$', 'INV-012345'],
    ['^97[89][0-9]{10}$', '9781234567890'],
    ['^(XS|S|M|L|XL)$', 'XS'],
    ['^[0-9]{5}(-[0-9]{4})?$', '01234'],
    ['^\\d{2}:\\d{2}$', '01:23'],
    ['^\\w+@\\w+\\.com$', 'a@b.com'],
    ['^#[0-9a-fA-F]{6}$', '#012345'],
    ['^(?:ab|cd)+x?$', 'ab'],
    ['^[^A-Z]+$', 'a'],
    ['^a.c$', 'aac'],
    ['^\\+[1-9][0-9]{6,14}$', '+1123456'],
    ['^\\u0041\\x42$', 'AB'],
    ['^(?<year>\\d{4})-\\d{2}$', '0123-45'],
    ['abc', 'abc'],
  ])('pattern %s gives %s', (pattern, expected) => {
    const sample = generateSample({ type: 'string', pattern });
    expect(sample).toBe(expected);
    expect(new RegExp(pattern, 'u').test(sample as string)).toBe(true);
  });

  it('meets minLength with a pattern by repeating what the pattern allows', () => {
    const sample = generateSample({ type: 'string', pattern: '^[a-z]+$', minLength: 5 }) as string;
    expect(sample).toMatch(/^[a-z]{5,}$/);
    expect(generateSample({ type: 'string', pattern: 'ab', minLength: 5 })).toBe('abxxx');
  });

  it('satisfies every pattern of allOf when one generated string does', () => {
    expect(generateSample({ allOf: [{ pattern: '^[a-z]+$' }, { pattern: '^.{2}$' }], type: 'string' })).toBe('ab');
  });

  it('falls back to a string that may not match when the pattern is beyond the generator (the validator marks it)', () => {
    const sample = generateSample({ type: 'string', pattern: '^(?=.*\\d)(?=.*[a-z]).{8,}$' });
    expect(typeof sample).toBe('string');
    expect(generateSample({ type: 'string', pattern: '(a)\\1' })).toEqual(expect.any(String));
  });
});

describe('generateSample: references', () => {
  it.each<[string, JSONSchemaObject, unknown]>([
    ['a JSON pointer into $defs', { $ref: '#/$defs/a', $defs: { a: { type: 'integer', minimum: 2 } } }, 2],
    [
      'a JSON pointer into definitions (draft 7)',
      {
        $schema: 'http://json-schema.org/draft-07/schema#',
        $ref: '#/definitions/a',
        definitions: { a: { type: 'boolean' } },
      },
      true,
    ],
    ['escaped pointer tokens', { $ref: '#/$defs/a~1b', $defs: { 'a/b': { const: 'slash' } } }, 'slash'],
    ['an $anchor', { $ref: '#name', $defs: { a: { $anchor: 'name', const: 'anchored' } } }, 'anchored'],
    [
      'a draft-7 $id "#name"',
      {
        $schema: 'http://json-schema.org/draft-07/schema#',
        $ref: '#name',
        definitions: { a: { $id: '#name', const: 'plain name' } },
      },
      'plain name',
    ],
    [
      'a draft-4 id "#name"',
      {
        $schema: 'http://json-schema.org/draft-04/schema#',
        $ref: '#name',
        definitions: { a: { id: '#name', const: 'draft 4' } },
      },
      'draft 4',
    ],
    [
      'an embedded $id',
      {
        $id: 'https://example.com/root.json',
        $ref: 'part.json',
        $defs: { a: { $id: 'part.json', const: 'embedded' } },
      },
      'embedded',
    ],
    [
      'a pointer inside an embedded $id',
      {
        $id: 'https://example.com/root.json',
        $ref: 'https://example.com/part.json#/$defs/b',
        $defs: { a: { $id: 'part.json', $defs: { b: { const: 'inner' } } } },
      },
      'inner',
    ],
    [
      'keywords beside $ref count from 2019-09',
      { $ref: '#/$defs/a', minimum: 4, $defs: { a: { type: 'integer' } } },
      4,
    ],
    [
      'keywords beside $ref are ignored up to draft 7',
      {
        $schema: 'http://json-schema.org/draft-07/schema#',
        $ref: '#/definitions/a',
        minimum: 4,
        definitions: { a: { type: 'integer' } },
      },
      0,
    ],
    ['an unresolvable reference with a type beside it', { $ref: '#/$defs/missing', type: 'string' }, 'string'],
    ['an unresolvable reference alone is null', { $ref: '#/$defs/missing' }, null],
    ['a remote reference alone is null', { $ref: 'https://example.com/elsewhere.json' }, null],
  ])('%s', (_, schema, expected) => {
    expect(generateSample(schema)).toEqual(expected);
  });

  it('leaves out an optional property behind an unresolvable reference; a required one is null', () => {
    expect(
      generateSample({
        type: 'object',
        required: ['a'],
        properties: { a: { $ref: '#/$defs/missing' }, b: { $ref: 'https://example.com/b.json' }, c: { type: 'null' } },
      }),
    ).toEqual({ a: null, c: null });
  });

  it('follows a $ref to the root $id and stops at the recursion', () => {
    const tree = {
      $id: 'https://example.com/tree.json',
      type: 'object',
      required: ['name'],
      properties: {
        name: { type: 'string' },
        children: { type: 'array', items: { $ref: 'https://example.com/tree.json' } },
      },
    };
    expect(generateSample(tree)).toEqual({ name: 'string', children: [] });
  });

  it('leaves out an optional recursive property', () => {
    const person = {
      $ref: '#/$defs/person',
      $defs: {
        person: { type: 'object', properties: { name: { type: 'string' }, manager: { $ref: '#/$defs/person' } } },
      },
    };
    expect(generateSample(person)).toEqual({ name: 'string' });
  });

  it('tells recursion from reuse: a schema used beside itself is no cycle', () => {
    expect(
      generateSample({
        allOf: [{ $ref: '#/$defs/entity' }],
        properties: { owner: { $ref: '#/$defs/entity' } },
        $defs: { entity: { type: 'object', required: ['id'], properties: { id: { type: 'integer' } } } },
      }),
    ).toEqual({ owner: { id: 0 }, id: 0 });
  });

  it('stops mutual recursion', () => {
    expect(
      generateSample({
        $ref: '#/$defs/a',
        $defs: {
          a: { type: 'object', required: ['b'], properties: { b: { $ref: '#/$defs/b' } } },
          b: { type: 'object', required: ['name'], properties: { name: { type: 'string' }, a: { $ref: '#/$defs/a' } } },
        },
      }),
    ).toEqual({ b: { name: 'string' } });
  });

  it('gives a recursive required property its smallest value: null when allowed, else {} or []', () => {
    expect(
      generateSample({
        $ref: '#/$defs/node',
        $defs: {
          node: {
            type: 'object',
            required: ['value', 'next'],
            properties: { value: { type: 'integer' }, next: { anyOf: [{ $ref: '#/$defs/node' }, { type: 'null' }] } },
          },
        },
      }),
    ).toEqual({ value: 0, next: null });
    expect(
      generateSample({
        $defs: {
          node: { type: ['object', 'null'], required: ['next'], properties: { next: { $ref: '#/$defs/node' } } },
        },
        $ref: '#/$defs/node',
      }),
    ).toEqual({ next: null });
    expect(generateSample({ type: 'object', required: ['self'], properties: { self: { $ref: '#' } } })).toEqual({
      self: {},
    });
    expect(generateSample({ type: 'array', minItems: 1, items: { $ref: '#' } })).toEqual([[]]);
  });

  it('prefers a branch that does not recurse', () => {
    expect(
      generateSample({
        $defs: {
          expr: {
            oneOf: [
              { type: 'object', required: ['not'], properties: { not: { $ref: '#/$defs/expr' } } },
              { type: 'boolean' },
            ],
          },
        },
        type: 'object',
        required: ['expr'],
        properties: { expr: { $ref: '#/$defs/expr' } },
      }),
    ).toEqual({ expr: { not: true } });
  });

  it('follows $recursiveRef (2019-09) and $dynamicRef (2020-12)', () => {
    expect(
      generateSample({
        $schema: 'https://json-schema.org/draft/2019-09/schema',
        $recursiveAnchor: true,
        type: 'object',
        required: ['label'],
        properties: { label: { type: 'string' }, child: { $recursiveRef: '#' } },
      }),
    ).toEqual({ label: 'string' });
    expect(
      generateSample({
        $dynamicAnchor: 'node',
        type: 'object',
        required: ['label'],
        properties: { label: { type: 'string' }, children: { type: 'array', items: { $dynamicRef: '#node' } } },
      }),
    ).toEqual({ label: 'string', children: [] });
  });

  it('fills required properties only past maxDepth', () => {
    const level = (inner: JSONSchemaObject): JSONSchemaObject => ({
      type: 'object',
      required: ['r'],
      properties: { r: inner, o: inner },
    });
    const schema = level(level(level({ type: 'integer' })));
    expect(generateSample(schema, { maxDepth: 1 })).toEqual({ r: { r: { r: 0 } }, o: { r: { r: 0 } } });
    expect(generateSample(schema, { maxDepth: 2 })).toEqual({
      r: { r: { r: 0 }, o: { r: 0 } },
      o: { r: { r: 0 }, o: { r: 0 } },
    });
  });

  it('takes the draft from the option when the schema names none', () => {
    const schema = { type: 'array', items: [{ type: 'string' }, { type: 'integer' }] };
    expect(generateSample(schema, { draft: '7' })).toEqual(['string', 0]);
    // In 2020-12 an array under `items` is no schema: the items are unconstrained.
    expect(generateSample(schema)).toEqual([]);
  });
});

describe('generateSample: composition', () => {
  it('merges allOf: properties, required, bounds', () => {
    expect(
      generateSample({
        allOf: [
          { type: 'object', required: ['a'], properties: { a: { type: 'integer', minimum: 1 } } },
          { required: ['b'], properties: { a: { maximum: 5, minimum: 3 }, b: { type: 'string', maxLength: 3 } } },
        ],
      }),
    ).toEqual({ a: 3, b: 'str' });
  });

  it('anyOf: the first branch that is not false', () => {
    expect(generateSample({ anyOf: [false, { type: 'integer' }, { type: 'string' }] })).toBe(0);
  });

  it('anyOf: a branch that fits the rest of the schema', () => {
    expect(generateSample({ type: 'string', anyOf: [{ type: 'integer' }, { minLength: 8 }] })).toBe('string string');
  });

  it('oneOf: a branch whose sample matches no other branch', () => {
    expect(generateSample({ oneOf: [{ type: 'number' }, { type: 'integer' }, { type: 'string' }] })).toBe('string');
    expect(
      generateSample({
        type: 'object',
        oneOf: [
          { required: ['a'], properties: { a: { type: 'string' }, b: { type: 'string' } } },
          { required: ['b'], properties: { b: { type: 'string' } } },
        ],
      }),
    ).toEqual({ b: 'string' });
  });

  it('oneOf: the first branch when none is exclusive', () => {
    expect(generateSample({ oneOf: [{ type: 'integer' }, { type: 'number' }] })).toBe(0);
  });

  it('if/then/else: then when the value satisfies if, else otherwise', () => {
    const schema = (kind: string): JSONSchemaObject => ({
      type: 'object',
      required: ['kind'],
      properties: { kind: { enum: [kind, 'other'] } },
      if: { properties: { kind: { const: 'a' } }, required: ['kind'] },
      then: { required: ['x'], properties: { x: { type: 'integer', minimum: 1 } } },
      else: { required: ['y'], properties: { y: { type: 'boolean' } } },
    });
    expect(generateSample(schema('a'))).toEqual({ kind: 'a', x: 1 });
    expect(generateSample(schema('b'))).toEqual({ kind: 'b', y: true });
  });

  it('does not generate from not, but a scalar it refuses gives way to the next variant', () => {
    expect(generateSample({ type: 'integer', not: { const: 0 } })).toBe(1);
    expect(generateSample({ type: 'string', not: { enum: ['string', 'string 2'] } })).toBe('string 3');
    expect(generateSample({ not: { type: 'object' } })).toBe('string');
    expect(generateSample({ type: 'object', not: { required: ['a'] }, required: ['a'] })).toEqual({ a: {} });
  });
});

describe('generateSample: objects', () => {
  it('every declared property, and required ones without a schema', () => {
    expect(
      generateSample({
        type: 'object',
        required: ['id', 'extra'],
        properties: { id: { type: 'integer' }, note: { type: 'string' } },
      }),
    ).toEqual({ id: 0, note: 'string', extra: {} });
  });

  it('a required name takes its schema from patternProperties or additionalProperties', () => {
    expect(
      generateSample({
        type: 'object',
        required: ['x_1', 'other'],
        patternProperties: { '^x_': { type: 'integer' } },
        additionalProperties: { type: 'boolean' },
      }),
    ).toEqual({ x_1: 0, other: true });
  });

  it('dependentRequired and draft-7 dependencies add the properties they ask for', () => {
    expect(
      generateSample({ type: 'object', properties: { a: { type: 'integer' } }, dependentRequired: { a: ['b'] } }),
    ).toEqual({ a: 0, b: {} });
    expect(
      generateSample({
        $schema: 'http://json-schema.org/draft-07/schema#',
        type: 'object',
        properties: { card: { type: 'string' } },
        dependencies: { card: { required: ['cvc'], properties: { cvc: { type: 'string', pattern: '^[0-9]{3}$' } } } },
      }),
    ).toEqual({ card: 'string', cvc: '012' });
  });

  it('minProperties: names from patternProperties, then additionalProperties ("key1"…)', () => {
    expect(
      generateSample({
        type: 'object',
        minProperties: 2,
        patternProperties: { '^temp_[0-9]+$': { type: 'number', minimum: 10 } },
      }),
    ).toEqual({ temp_0: 10, temp_1: 10 });
    expect(
      generateSample({
        type: 'object',
        minProperties: 2,
        properties: { a: { type: 'null' } },
        additionalProperties: { type: 'integer' },
      }),
    ).toEqual({ a: null, key1: 0 });
  });

  it('minProperties: names follow propertyNames, and none are made up when they cannot be', () => {
    expect(
      generateSample({
        type: 'object',
        minProperties: 1,
        propertyNames: { format: 'email' },
        additionalProperties: { type: 'integer' },
      }),
    ).toEqual({ 'user@example.com': 0 });
    expect(generateSample({ type: 'object', minProperties: 1, propertyNames: { pattern: '^(?=x)y' } })).toEqual({});
    expect(generateSample({ type: 'object', minProperties: 1, additionalProperties: false })).toEqual({});
  });

  it('propertyNames and additionalProperties: false leave optional properties out', () => {
    expect(
      generateSample({
        type: 'object',
        properties: { Upper: { type: 'integer' }, lower: { type: 'integer' } },
        propertyNames: { pattern: '^[a-z]+$' },
      }),
    ).toEqual({ lower: 0 });
    expect(
      generateSample({
        allOf: [
          { properties: { a: { type: 'integer' } }, additionalProperties: false },
          { properties: { b: { type: 'integer' } } },
        ],
      }),
    ).toEqual({ a: 0 });
  });

  it('maxProperties: optional properties are dropped from the end', () => {
    expect(
      generateSample({ type: 'object', required: ['c'], maxProperties: 2, properties: { a: {}, b: {}, c: {} } }),
    ).toEqual({ a: {}, c: {} });
  });

  it('a property named __proto__ is an ordinary key', () => {
    const sample = generateSample(
      JSON.parse('{"type":"object","properties":{"__proto__":{"type":"integer"}}}'),
    ) as object;
    expect(Object.keys(sample)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(sample)).toBe(Object.prototype);
  });
});

describe('generateSample: arrays', () => {
  it.each<[string, JSONSchemaObject, unknown]>([
    ['one item to show the shape', { type: 'array', items: { type: 'integer' } }, [0]],
    ['no items without an items schema', { type: 'array' }, []],
    ['none when maxItems is 0', { type: 'array', items: { type: 'integer' }, maxItems: 0 }, []],
    ['none when items is false', { type: 'array', items: false, minItems: 0 }, []],
    [
      'minItems items, each a variant',
      { type: 'array', items: { type: 'string' }, minItems: 3 },
      ['string', 'string 2', 'string 3'],
    ],
    [
      'examples in turn',
      { type: 'array', items: { type: 'string', examples: ['red', 'green'] }, minItems: 3 },
      ['red', 'green', 'string 3'],
    ],
    [
      'uniqueItems numbers',
      { type: 'array', items: { type: 'integer', minimum: 1 }, minItems: 3, uniqueItems: true },
      [1, 2, 3],
    ],
    [
      'uniqueItems enum values',
      { type: 'array', items: { enum: ['a', 'b', 'c'] }, minItems: 2, uniqueItems: true },
      ['a', 'b'],
    ],
    [
      'uniqueItems stops when values run out',
      { type: 'array', items: { type: 'boolean' }, minItems: 1, maxItems: 5, uniqueItems: true },
      [true],
    ],
    [
      'prefixItems, then one item of items',
      { type: 'array', prefixItems: [{ type: 'string' }, { type: 'integer' }], items: { type: 'boolean' } },
      ['string', 0, true],
    ],
    [
      'prefixItems with items: false',
      { type: 'array', prefixItems: [{ type: 'string' }, { type: 'integer' }], items: false },
      ['string', 0],
    ],
    [
      '2019-09 tuple and additionalItems',
      {
        $schema: 'https://json-schema.org/draft/2019-09/schema',
        type: 'array',
        items: [{ type: 'string' }],
        additionalItems: { type: 'integer' },
      },
      ['string', 0],
    ],
    [
      'draft-4 tuple with additionalItems: false',
      {
        $schema: 'http://json-schema.org/draft-04/schema#',
        type: 'array',
        items: [{ type: 'null' }, { type: 'boolean' }],
        additionalItems: false,
      },
      [null, true],
    ],
    [
      'contains: an item that matches is added',
      {
        type: 'array',
        items: { type: 'integer' },
        contains: { type: 'integer', minimum: 5 },
      },
      [0, 6],
    ],
    [
      'contains: the item is swapped in at maxItems',
      {
        type: 'array',
        items: { type: 'integer' },
        maxItems: 1,
        contains: { minimum: 5 },
      },
      [5],
    ],
    [
      'minContains',
      {
        type: 'array',
        items: { type: 'integer' },
        contains: { minimum: 5 },
        minContains: 2,
        uniqueItems: true,
      },
      [0, 6, 7],
    ],
    [
      'maxContains drops items from the end',
      {
        type: 'array',
        prefixItems: [{ const: 7 }, { const: 8 }],
        items: { type: 'integer' },
        contains: { minimum: 5 },
        maxContains: 1,
      },
      [7],
    ],
  ])('%s', (_, schema, expected) => {
    expect(generateSample(schema)).toEqual(expected);
  });
});

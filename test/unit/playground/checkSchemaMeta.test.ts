import { describe, expect, it } from 'vitest';
import { checkSchema } from '../../../theme/playground/model/checkSchema.ts';
import { containerAfter, formatted, rangeAfter, rangeIn, underlined } from './textRanges.ts';

const check = (schema: unknown) => {
  const text = formatted(schema);
  return { text, ...checkSchema(text, schema) };
};

const simpleTypes = '"array", "boolean", "integer", "null", "number", "object", "string"';

describe('checkSchema: the meta-schema', () => {
  it('reports a misspelt type once, on the value, with the closest type', () => {
    const { text, diagnostics } = check({ type: 'strin' });
    expect(diagnostics).toEqual([
      {
        ...rangeIn(text, '"strin"'),
        severity: 'error',
        pointer: '/type',
        keyword: 'enum',
        message: `"type" must be one of ${simpleTypes} (did you mean "string"?) or an array of them`,
      },
    ]);
  });

  it('reports a misspelt type in a list on the element only', () => {
    const { text, diagnostics } = check({ type: ['strin', 'null'] });
    expect(diagnostics).toEqual([
      {
        ...rangeIn(text, '"strin"'),
        severity: 'error',
        pointer: '/type/0',
        keyword: 'enum',
        message: `Item 0 must be one of ${simpleTypes} (did you mean "string"?)`,
      },
    ]);
  });

  it('warns about a type repeated in a list, at the repeat', () => {
    const { text, diagnostics } = check({ type: ['string', 'string'] });
    expect(diagnostics).toEqual([
      {
        ...rangeIn(text, '"string"', 1),
        severity: 'warning',
        pointer: '/type/1',
        keyword: 'uniqueItems',
        message: '"type" must not repeat "string"',
      },
    ]);
  });

  it('reports a negative minLength', () => {
    const { text, diagnostics } = check({ type: 'string', minLength: -1 });
    expect(diagnostics).toEqual([
      {
        ...rangeIn(text, '-1'),
        severity: 'error',
        pointer: '/minLength',
        keyword: 'minimum',
        message: '"minLength" must be ≥ 0',
      },
    ]);
  });

  it('reports a fractional maxItems as not an integer', () => {
    const { text, diagnostics } = check({ maxItems: 1.5 });
    expect(diagnostics).toEqual([
      {
        ...rangeIn(text, '1.5'),
        severity: 'error',
        pointer: '/maxItems',
        keyword: 'type',
        message: '"maxItems" must be an integer',
      },
    ]);
  });

  it('warns about a name repeated in required, at the repeat', () => {
    const { text, diagnostics } = check({ type: 'object', required: ['name', 'name'] });
    expect(diagnostics).toEqual([
      {
        ...rangeIn(text, '"name"', 1),
        severity: 'warning',
        pointer: '/required/1',
        keyword: 'uniqueItems',
        message: '"required" must not repeat "name"',
      },
    ]);
  });

  it('warns about an $id that is not a URI reference', () => {
    const { text, diagnostics } = check({ $id: 'https://example.com/my schema.json', type: 'object' });
    expect(diagnostics).toEqual([
      {
        ...rangeIn(text, '"https://example.com/my schema.json"'),
        severity: 'warning',
        pointer: '/$id',
        keyword: 'format',
        message: '"$id" must be a valid URI reference',
      },
    ]);
  });

  it('accepts IRIs in $id and $ref, and checks every $ref', () => {
    expect(
      check({ $id: 'https://example.com/schémas/prix.json', $defs: { Straße: {} }, $ref: '#/$defs/Straße' })
        .diagnostics,
    ).toEqual([]);
    const { text, diagnostics } = check({ properties: { a: { $ref: 'other file.json' } } });
    expect(diagnostics).toEqual([
      {
        ...rangeIn(text, '"other file.json"'),
        severity: 'warning',
        pointer: '/properties/a/$ref',
        keyword: 'format',
        message: '"$ref" must be a valid URI reference',
      },
    ]);
  });

  it('explains a fragment in $id since 2019-09', () => {
    const { text, diagnostics } = check({ $id: '#address' });
    expect(diagnostics).toEqual([
      {
        ...rangeIn(text, '"#address"'),
        severity: 'error',
        pointer: '/$id',
        keyword: 'pattern',
        message: '"$id" must not have a fragment since draft 2019-09: name a schema with "$anchor" instead',
      },
    ]);
  });

  it('points a 2020-12 tuple under "items" to "prefixItems"', () => {
    const { text, diagnostics } = check({ type: 'array', items: [{ type: 'string' }, { type: 'number' }] });
    expect(diagnostics).toEqual([
      {
        ...containerAfter(text, '"items"', '['),
        severity: 'error',
        pointer: '/items',
        keyword: 'type',
        message: '"items" must be an object or a boolean. In draft 2020-12 a list of schemas goes in "prefixItems".',
      },
    ]);
    expect(
      check({ $schema: 'http://json-schema.org/draft-07/schema#', items: [{ type: 'string' }] }).diagnostics,
    ).toEqual([]);
  });

  it('explains exclusiveMinimum as a number in draft 4', () => {
    const { text, diagnostics } = check({
      $schema: 'http://json-schema.org/draft-04/schema#',
      minimum: 0,
      exclusiveMinimum: 0,
    });
    expect(diagnostics).toEqual([
      {
        ...rangeAfter(text, '"exclusiveMinimum"', '0'),
        severity: 'error',
        pointer: '/exclusiveMinimum',
        keyword: 'type',
        message:
          '"exclusiveMinimum" must be a boolean. In draft 4 "exclusiveMinimum" is a boolean that makes "minimum" exclusive; it is a number only since draft 6.',
      },
    ]);
    expect(
      check({ $schema: 'http://json-schema.org/draft-04/schema#', minimum: 0, exclusiveMinimum: true }).diagnostics,
    ).toEqual([]);
  });

  it('reports a draft-4 exclusiveMaximum without maximum at its name', () => {
    const { text, diagnostics } = check({ $schema: 'http://json-schema.org/draft-04/schema#', exclusiveMaximum: true });
    expect(diagnostics).toEqual([
      {
        ...rangeIn(text, '"exclusiveMaximum"'),
        severity: 'error',
        pointer: '/exclusiveMaximum',
        keyword: 'dependencies',
        message: 'Missing property "maximum", required when "exclusiveMaximum" is present',
      },
    ]);
  });

  it('explains exclusiveMinimum as a boolean since draft 6', () => {
    const { text, diagnostics } = check({
      $schema: 'http://json-schema.org/draft-06/schema#',
      minimum: 0,
      exclusiveMinimum: true,
    });
    expect(diagnostics).toEqual([
      {
        ...rangeIn(text, 'true'),
        severity: 'error',
        pointer: '/exclusiveMinimum',
        keyword: 'type',
        message:
          '"exclusiveMinimum" must be a number. Since draft 6 "exclusiveMinimum" is a number, the exclusive limit itself; it was a boolean beside "minimum" in draft 4.',
      },
    ]);
    expect(check({ $schema: 'http://json-schema.org/draft-06/schema#', exclusiveMinimum: 0 }).diagnostics).toEqual([]);
  });

  it('explains a boolean schema in draft 4', () => {
    const { text, diagnostics } = check({
      $schema: 'http://json-schema.org/draft-04/schema#',
      properties: { a: true },
      additionalProperties: false,
    });
    expect(diagnostics).toEqual([
      {
        ...rangeIn(text, 'true'),
        severity: 'error',
        pointer: '/properties/a',
        keyword: 'type',
        message: '"a" must be an object. Draft 4 has no boolean schemas: write {} for true and {"not": {}} for false.',
      },
    ]);
  });

  it('places problems deep inside properties exactly', () => {
    const schema = {
      type: 'object',
      properties: {
        address: {
          type: 'object',
          properties: { geo: { type: 'object', properties: { lat: { type: 'number', maximum: 'ninety' } } } },
        },
      },
    };
    const { text, diagnostics } = check(schema);
    expect(diagnostics).toEqual([
      {
        ...rangeIn(text, '"ninety"'),
        severity: 'error',
        pointer: '/properties/address/properties/geo/properties/lat/maximum',
        keyword: 'type',
        message: '"maximum" must be a number',
      },
    ]);
  });

  it('keeps a property named like a keyword out of the hints', () => {
    const { text, diagnostics } = check({ properties: { items: [1] } });
    expect(diagnostics).toEqual([
      {
        ...containerAfter(text, '"items"', '['),
        severity: 'error',
        pointer: '/properties/items',
        keyword: 'type',
        message: '"items" must be an object or a boolean',
      },
    ]);
  });

  it('merges the failed branches of an anyOf into one message', () => {
    const draft7 = check({ $schema: 'http://json-schema.org/draft-07/schema#', items: 5, dependencies: { a: 'b' } });
    expect(underlined(draft7.text, draft7.diagnostics)).toEqual([
      'error 5: "items" must be an object, a boolean or an array',
      'error "b": "a" must be an object, a boolean or an array',
    ]);
    const draft4 = check({ $schema: 'http://json-schema.org/draft-04/schema#', additionalProperties: 5 });
    expect(underlined(draft4.text, draft4.diagnostics)).toEqual([
      'error 5: "additionalProperties" must be a boolean or an object',
    ]);
  });

  it('reports a repeated error of the 2020-12 meta-schema once', () => {
    const { text, diagnostics } = check({ $defs: { a: 3 } });
    expect(diagnostics).toEqual([
      {
        ...rangeIn(text, '3'),
        severity: 'error',
        pointer: '/$defs/a',
        keyword: 'type',
        message: '"a" must be an object or a boolean',
      },
    ]);
  });

  it('names the root "The schema" and marks its first character', () => {
    expect(checkSchema('[1]', [1]).diagnostics).toEqual([
      {
        start: 0,
        end: 1,
        severity: 'error',
        pointer: '',
        keyword: 'type',
        message: 'The schema must be an object or a boolean',
      },
    ]);
  });

  it('never says "must match a schema in anyOf", and sorts by position', () => {
    const { diagnostics } = check({
      type: ['strin'],
      properties: { a: { type: 7 }, b: { items: 'x' }, c: { enum: 3 } },
      allOf: [{ type: {} }],
      required: 'a',
      minimum: '0',
      $defs: { d: [] },
    });
    expect(diagnostics.length).toBeGreaterThan(5);
    expect(diagnostics.filter((d) => /anyOf|oneOf|must match a schema/.test(d.message))).toEqual([]);
    expect(diagnostics.map((d) => d.start)).toEqual(diagnostics.map((d) => d.start).sort((a, b) => a - b));
  });
});

import { describe, expect, it } from 'vitest';
import { checkData } from '../../../theme/playground/model/checkData.ts';
import type { Draft } from '../../../theme/viewer/model/draft.ts';
import { formatted, rangeAfter, rangeIn, underlined } from './textRanges.ts';

const check = (schema: unknown, data: unknown, draft: Draft = '2020-12') => {
  const text = formatted(data);
  return { text, ...checkData(text, data, schema, draft) };
};

const person = {
  type: 'object',
  required: ['name'],
  additionalProperties: false,
  properties: {
    name: { type: 'string', minLength: 2 },
    age: { type: 'integer', minimum: 0 },
    email: { type: 'string', format: 'email' },
    colors: { type: 'array', items: { enum: ['red', 'green'] } },
    address: {
      type: 'object',
      required: ['city'],
      properties: { city: { type: 'string' }, zip: { type: 'string', pattern: '^\\d{5}$' } },
    },
    pets: { type: 'array', items: { type: 'object', properties: { kind: { enum: ['cat', 'dog'] } } } },
    contact: { anyOf: [{ type: 'string' }, { type: 'number' }] },
    shape: { anyOf: [{ type: 'object', properties: { radius: { type: 'number' } } }, { type: 'number' }] },
  },
};

describe('checkData', () => {
  it('gives nothing for valid data', () => {
    expect(check(person, { name: 'Ada', age: 36, colors: ['red'] })).toEqual({
      text: expect.any(String) as string,
      diagnostics: [],
    });
  });

  it('reports a missing required property at the root\'s "{"', () => {
    const { diagnostics } = check(person, { age: 3 });
    expect(diagnostics).toEqual([
      {
        start: 0,
        end: 1,
        severity: 'error',
        pointer: '',
        keyword: 'required',
        message: 'Missing required property "name"',
      },
    ]);
  });

  it('reports a missing required property of a nested object at its name', () => {
    const { text, diagnostics } = check(person, { name: 'Ada', address: { zip: '12345' } });
    expect(diagnostics).toEqual([
      {
        ...rangeIn(text, '"address"'),
        severity: 'error',
        pointer: '/address',
        keyword: 'required',
        message: 'Missing required property "city"',
      },
    ]);
  });

  it('reports a property that is not allowed at its name', () => {
    const { text, diagnostics } = check(person, { name: 'Ada', nickname: 'A' });
    expect(diagnostics).toEqual([
      {
        ...rangeIn(text, '"nickname"'),
        severity: 'error',
        pointer: '/nickname',
        keyword: 'additionalProperties',
        message: 'Property "nickname" is not allowed',
      },
    ]);
  });

  it('reports formats (ajv-formats) and ignores the formats it does not know', () => {
    const { text, diagnostics } = check(person, { name: 'Ada', email: 'ada-at-example' });
    expect(diagnostics).toEqual([
      {
        ...rangeIn(text, '"ada-at-example"'),
        severity: 'error',
        pointer: '/email',
        keyword: 'format',
        message: '"email" must be a valid email',
      },
    ]);
    expect(check({ type: 'string', format: 'made-up' }, 'anything')).toMatchObject({ diagnostics: [] });
    expect(check({ type: 'string', format: 'made-up' }, 'anything').error).toBeUndefined();
  });

  it('reports numbers, lengths and patterns in plain words', () => {
    const { text, diagnostics } = check(person, { name: 'A', age: -1, address: { city: 'Paris', zip: '7500' } });
    expect(diagnostics).toEqual([
      {
        ...rangeIn(text, '"A"'),
        severity: 'error',
        pointer: '/name',
        keyword: 'minLength',
        message: '"name" must have at least 2 characters',
      },
      { ...rangeIn(text, '-1'), severity: 'error', pointer: '/age', keyword: 'minimum', message: '"age" must be ≥ 0' },
      {
        ...rangeIn(text, '"7500"'),
        severity: 'error',
        pointer: '/address/zip',
        keyword: 'pattern',
        message: '"zip" must match the pattern ^\\d{5}$',
      },
    ]);
  });

  it('reports an enum at an array element as "Item n", with the closest value', () => {
    const { text, diagnostics } = check(person, { name: 'Ada', colors: ['red', 'gren', 'blue'] });
    expect(diagnostics).toEqual([
      {
        ...rangeIn(text, '"gren"'),
        severity: 'error',
        pointer: '/colors/1',
        keyword: 'enum',
        message: 'Item 1 must be one of "red", "green" (did you mean "green"?)',
      },
      {
        ...rangeIn(text, '"blue"'),
        severity: 'error',
        pointer: '/colors/2',
        keyword: 'enum',
        message: 'Item 2 must be one of "red", "green"',
      },
    ]);
  });

  it('places problems inside array items exactly', () => {
    const { text, diagnostics } = check(person, { name: 'Ada', pets: [{ kind: 'cat' }, { kind: 'cow' }] });
    expect(diagnostics).toEqual([
      {
        ...rangeIn(text, '"cow"'),
        severity: 'error',
        pointer: '/pets/1/kind',
        keyword: 'enum',
        message: '"kind" must be one of "cat", "dog"',
      },
    ]);
  });

  it('merges the branches of an anyOf that all fail at the value', () => {
    const { text, diagnostics } = check(person, { name: 'Ada', contact: true });
    expect(diagnostics).toEqual([
      {
        ...rangeAfter(text, '"contact"', 'true'),
        severity: 'error',
        pointer: '/contact',
        keyword: 'type',
        message: '"contact" must be a string or a number',
      },
    ]);
  });

  it('keeps only the branch of an anyOf that fails deeper inside', () => {
    const { text, diagnostics } = check(person, { name: 'Ada', shape: { radius: 'big' } });
    expect(diagnostics).toEqual([
      {
        ...rangeIn(text, '"big"'),
        severity: 'error',
        pointer: '/shape/radius',
        keyword: 'type',
        message: '"radius" must be a number',
      },
    ]);
  });

  it('keeps errors beside an anyOf', () => {
    const schema = { type: 'object', required: ['id'], anyOf: [{ required: ['a'] }, { required: ['b'] }] };
    expect(underlined('{}', checkData('{}', {}, schema, '2020-12').diagnostics).sort()).toEqual([
      'error {: Missing required property "a" or "b"',
      'error {: Missing required property "id"',
    ]);
  });

  it('says which oneOf branches matched when more than one did', () => {
    const { diagnostics } = check({ oneOf: [{ type: 'number' }, { type: 'integer' }] }, 3);
    expect(diagnostics.map((d) => d.message)).toEqual([
      'The data must match exactly one schema of "oneOf", but matches schemas 0 and 1',
    ]);
  });

  it('does not check data against a schema with an http $ref', () => {
    const result = check({ properties: { a: { $ref: 'https://example.com/schemas/a.json' } } }, { a: 1 });
    expect(result).toEqual({
      text: expect.any(String) as string,
      diagnostics: [],
      error:
        'The data is not checked: "$ref" "https://example.com/schemas/a.json" cannot be resolved: the playground only follows references inside the schema.',
    });
  });

  it('does not check data against a schema that does not compile, and never throws', () => {
    expect(check({ $ref: '#/$defs/missing' }, 1).error).toBe(
      'The data is not checked: "$ref" "#/$defs/missing" points to nothing in the schema.',
    );
    expect(check({ type: 'strin' }, 1).error).toBe('The data is not checked: "type" "strin" is not a JSON type.');
    expect(check({ pattern: '(' }, 'x').error).toBe(
      'The data is not checked: the pattern "(" is not a valid regular expression (Unterminated group).',
    );
    expect(check([1], 1).error).toBe('The data is not checked: the schema must be an object or a boolean.');
  });

  it('checks a schema with an $id twice in a row', () => {
    const schema = () => ({ $id: 'https://example.com/person.json', type: 'object', required: ['name'] });
    const first = check(schema(), {});
    const again = check(schema(), {});
    const sameObject = schema();
    check(sameObject, {});
    expect(first.error).toBeUndefined();
    expect(again).toEqual(first);
    expect(check(sameObject, { name: 'Ada' })).toMatchObject({ diagnostics: [] });
  });

  it('follows a change of schema and of draft', () => {
    expect(check({ type: 'string' }, 1).diagnostics.map((d) => d.message)).toEqual(['The data must be a string']);
    expect(check({ type: 'number' }, 1).diagnostics).toEqual([]);
    const draft4 = { type: 'number', minimum: 1, exclusiveMinimum: true };
    expect(check(draft4, 1, '4').diagnostics.map((d) => d.message)).toEqual(['The data must be > 1']);
  });

  it('rejects everything under the boolean schema false', () => {
    expect(check(false, { a: 1 }).diagnostics).toEqual([
      {
        start: 0,
        end: 1,
        severity: 'error',
        pointer: '',
        keyword: 'false schema',
        message: 'The data is not allowed (the schema is false)',
      },
    ]);
    expect(check(true, { a: 1 }).diagnostics).toEqual([]);
    const { text, diagnostics } = check({ properties: { secret: false } }, { secret: 1 });
    expect(diagnostics).toEqual([
      {
        ...rangeIn(text, '1'),
        severity: 'error',
        pointer: '/secret',
        keyword: 'false schema',
        message: '"secret" is not allowed (the schema is false)',
      },
    ]);
  });

  it('reports property names and dependent properties at the name', () => {
    const schema = { type: 'object', propertyNames: { pattern: '^[a-z]+$' }, dependentRequired: { card: ['billing'] } };
    const { text, diagnostics } = check(schema, { Name: 1, card: 2 });
    expect(diagnostics).toEqual([
      {
        ...rangeIn(text, '"Name"'),
        severity: 'error',
        pointer: '/Name',
        keyword: 'pattern',
        message: 'Property name "Name" must match the pattern ^[a-z]+$',
      },
      {
        ...rangeIn(text, '"card"'),
        severity: 'error',
        pointer: '/card',
        keyword: 'dependentRequired',
        message: 'Missing property "billing", required when "card" is present',
      },
    ]);
  });

  it('reports contains once, without the items that do not match it', () => {
    const { diagnostics } = check({ type: 'array', contains: { type: 'string' } }, [1, 2]);
    expect(diagnostics.map((d) => d.message)).toEqual(['The data must contain at least 1 item matching "contains"']);
  });

  it('checks drafts 6 and 7 and 2019-09 with their own classes', () => {
    expect(
      check({ type: 'object', dependencies: { a: ['b'] } }, { a: 1 }, '7').diagnostics.map((d) => d.message),
    ).toEqual(['Missing property "b", required when "a" is present']);
    expect(
      check({ $ref: '#/definitions/n', definitions: { n: { type: 'number' } } }, 'x', '6').diagnostics.map(
        (d) => d.message,
      ),
    ).toEqual(['The data must be a number']);
    expect(
      check(
        { $recursiveAnchor: true, type: 'object', additionalProperties: { $recursiveRef: '#' } },
        { a: { b: 1 } },
        '2019-09',
      ).diagnostics.map((d) => d.message),
    ).toEqual(['"b" must be an object']);
  });
});

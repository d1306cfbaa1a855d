import { describe, expect, it } from 'vitest';
import { checkSchema } from '../../../theme/playground/model/checkSchema.ts';
import { formatted, rangeIn } from './textRanges.ts';

const check = (schema: unknown) => {
  const text = formatted(schema);
  return { text, ...checkSchema(text, schema) };
};
const draft7 = 'http://json-schema.org/draft-07/schema#';
const draft2019 = 'https://json-schema.org/draft/2019-09/schema';

describe('checkSchema: regular expressions', () => {
  it("reports an invalid pattern at its value, with the engine's reason", () => {
    const { text, diagnostics } = check({ properties: { code: { type: 'string', pattern: '^(AB' } } });
    expect(diagnostics).toEqual([
      {
        ...rangeIn(text, '"^(AB"'),
        severity: 'error',
        pointer: '/properties/code/pattern',
        keyword: 'pattern',
        message: '"pattern" is not a valid regular expression: Unterminated group',
      },
    ]);
  });

  it('reports an invalid patternProperties name at the name', () => {
    const { text, diagnostics } = check({ patternProperties: { '^[a-': { type: 'string' }, '^x-': true } });
    expect(diagnostics).toEqual([
      {
        ...rangeIn(text, '"^[a-"'),
        severity: 'error',
        pointer: '/patternProperties/^[a-',
        keyword: 'pattern',
        message: '"^[a-" is not a valid regular expression: Unterminated character class',
      },
    ]);
  });

  it('says when a pattern is only invalid in Unicode mode', () => {
    const { diagnostics } = check({ pattern: '^\\-$' });
    expect(diagnostics.map((d) => d.message)).toEqual([
      '"pattern" is not a valid regular expression: Invalid escape (JSON Schema patterns are Unicode regular expressions, which are stricter about escapes)',
    ]);
  });

  it('leaves "pattern" inside data (enum, const, examples, default) alone', () => {
    expect(
      check({
        enum: [{ pattern: '(' }],
        const: { pattern: '(' },
        examples: [{ pattern: '(' }],
        default: { pattern: '(' },
      }).diagnostics,
    ).toEqual([]);
  });
});

describe('checkSchema: unknown keywords', () => {
  it.each([
    ['propertis', 'properties'],
    ['requried', 'required'],
    ['minLenght', 'minLength'],
    ['additionalProperty', 'additionalProperties'],
    ['defintions', 'definitions'],
    ['$def', '$defs'],
    ['ref', '$ref'],
    ['maximun', 'maximum'],
  ])('"%s" → did you mean "%s"?', (typo, keyword) => {
    const { text, diagnostics } = check({ type: 'object', [typo]: {} });
    expect(diagnostics.filter((d) => d.keyword === 'unknown-keyword')).toEqual([
      {
        ...rangeIn(text, `"${typo}"`),
        severity: 'warning',
        pointer: `/${typo}`,
        keyword: 'unknown-keyword',
        message: `Unknown keyword "${typo}": did you mean "${keyword}"?`,
      },
    ]);
  });

  it('lets extensions and keywords of other drafts pass', () => {
    expect(
      check({ 'x-order': 1, 'x-foo': true, example: 'a', nullable: true, unit: 'kg', $defs: {} }).diagnostics,
    ).toEqual([]);
    expect(check({ $schema: draft7, $defs: {}, prefixItems: [] }).diagnostics).toEqual([]);
  });

  it('finds typos in every subschema, but not in property names or data', () => {
    const schema = {
      properties: { propertis: { minLenght: 1 } },
      $defs: { a: { items: { requried: [] } } },
      enum: [{ propertis: 1 }],
      examples: [{ minLenght: 2 }],
    };
    const { text, diagnostics } = check(schema);
    expect(diagnostics).toEqual([
      {
        ...rangeIn(text, '"minLenght"'),
        severity: 'warning',
        pointer: '/properties/propertis/minLenght',
        keyword: 'unknown-keyword',
        message: 'Unknown keyword "minLenght": did you mean "minLength"?',
      },
      {
        ...rangeIn(text, '"requried"'),
        severity: 'warning',
        pointer: '/$defs/a/items/requried',
        keyword: 'unknown-keyword',
        message: 'Unknown keyword "requried": did you mean "required"?',
      },
    ]);
  });

  it('knows the keywords of the draft', () => {
    expect(
      check({ $schema: 'http://json-schema.org/draft-04/schema#', id: 'http://example.com/s', type: 'object' })
        .diagnostics,
    ).toEqual([]);
    const { diagnostics } = check({ $schema: draft7, thne: {} });
    expect(diagnostics.map((d) => d.message)).toEqual(['Unknown keyword "thne": did you mean "then"?']);
  });
});

describe('checkSchema: replaced keywords', () => {
  it('notes dependencies and definitions since 2019-09', () => {
    for (const $schema of [draft2019, 'https://json-schema.org/draft/2020-12/schema']) {
      const { text, diagnostics } = check({ $schema, dependencies: { a: ['b'] }, definitions: { c: {} } });
      expect(diagnostics).toEqual([
        {
          ...rangeIn(text, '"dependencies"'),
          severity: 'info',
          pointer: '/dependencies',
          keyword: 'deprecated',
          message: '"dependencies" was split into "dependentRequired" and "dependentSchemas" in draft 2019-09',
        },
        {
          ...rangeIn(text, '"definitions"'),
          severity: 'info',
          pointer: '/definitions',
          keyword: 'deprecated',
          message: '"definitions" was renamed "$defs" in draft 2019-09',
        },
      ]);
    }
    expect(check({ $schema: draft7, dependencies: { a: ['b'] }, definitions: { c: {} } }).diagnostics).toEqual([]);
  });

  it('warns about $recursiveRef and $recursiveAnchor in 2020-12 only', () => {
    const schema = { $recursiveAnchor: true, properties: { a: { $recursiveRef: '#' } } };
    const { text, diagnostics } = check(schema);
    expect(diagnostics).toEqual([
      {
        ...rangeIn(text, '"$recursiveAnchor"'),
        severity: 'warning',
        pointer: '/$recursiveAnchor',
        keyword: 'deprecated',
        message: '"$recursiveAnchor" was replaced by "$dynamicAnchor" in draft 2020-12 and is ignored',
      },
      // The 2020-12 meta-schema still describes it, as an anchor name.
      {
        ...rangeIn(text, 'true'),
        severity: 'error',
        pointer: '/$recursiveAnchor',
        keyword: 'type',
        message: '"$recursiveAnchor" must be a string',
      },
      {
        ...rangeIn(text, '"$recursiveRef"'),
        severity: 'warning',
        pointer: '/properties/a/$recursiveRef',
        keyword: 'deprecated',
        message: '"$recursiveRef" was replaced by "$dynamicRef" in draft 2020-12 and is ignored',
      },
    ]);
    expect(check({ $schema: draft2019, ...schema }).diagnostics).toEqual([]);
  });
});

describe('checkSchema: local references', () => {
  it('warns about a pointer to nothing, with the nearest name', () => {
    const schema = {
      $defs: { address: { type: 'object' } },
      properties: { home: { $ref: '#/$defs/adress' }, work: { $ref: '#/$defs/office' } },
    };
    const { text, diagnostics } = check(schema);
    expect(diagnostics).toEqual([
      {
        ...rangeIn(text, '"#/$defs/adress"'),
        severity: 'warning',
        pointer: '/properties/home/$ref',
        keyword: 'unresolved-ref',
        message: '"$ref" "#/$defs/adress" points to nothing in this schema (did you mean "#/$defs/address"?)',
      },
      {
        ...rangeIn(text, '"#/$defs/office"'),
        severity: 'warning',
        pointer: '/properties/work/$ref',
        keyword: 'unresolved-ref',
        message: '"$ref" "#/$defs/office" points to nothing in this schema',
      },
    ]);
  });

  it('resolves pointers with escapes and percent-encoding, and the root', () => {
    const schema = {
      $defs: { 'a/b': {}, 'c d': {} },
      properties: { x: { $ref: '#/$defs/a~1b' }, y: { $ref: '#/$defs/c%20d' }, z: { $ref: '#' } },
    };
    expect(check(schema).diagnostics).toEqual([]);
  });

  it('resolves "#name" by $anchor since 2019-09, with the nearest anchor', () => {
    const schema = {
      $defs: { address: { $anchor: 'address' } },
      properties: { home: { $ref: '#address' }, work: { $ref: '#adress' } },
    };
    const { text, diagnostics } = check(schema);
    expect(diagnostics).toEqual([
      {
        ...rangeIn(text, '"#adress"'),
        severity: 'warning',
        pointer: '/properties/work/$ref',
        keyword: 'unresolved-ref',
        message: '"$ref" "#adress" points to nothing in this schema (did you mean "#address"?)',
      },
    ]);
    expect(check({ $defs: { node: { $dynamicAnchor: 'node' } }, $ref: '#node' }).diagnostics).toEqual([]);
  });

  it('resolves "#name" by an $id of "#name" before 2019-09, and not by $anchor', () => {
    expect(
      check({
        $schema: draft7,
        definitions: { address: { $id: '#address' } },
        properties: { home: { $ref: '#address' } },
      }).diagnostics,
    ).toEqual([]);
    expect(
      check({
        $schema: 'http://json-schema.org/draft-04/schema#',
        definitions: { address: { id: '#address' } },
        properties: { home: { $ref: '#address' } },
      }).diagnostics,
    ).toEqual([]);
    const { diagnostics } = check({
      $schema: draft7,
      definitions: { address: { $anchor: 'address' } },
      properties: { home: { $ref: '#address' } },
    });
    expect(diagnostics.map((d) => d.message)).toEqual(['"$ref" "#address" points to nothing in this schema']);
  });

  it('resolves inside the embedded resource that holds the reference', () => {
    const schema = {
      $id: 'https://example.com/root.json',
      $defs: { inner: { $id: 'inner.json', $defs: { x: {} }, properties: { a: { $ref: '#/$defs/x' } } } },
      properties: { b: { $ref: '#/$defs/x' } },
    };
    const { diagnostics } = check(schema);
    expect(diagnostics.map((d) => d.pointer)).toEqual(['/properties/b/$ref']);
  });

  it('does not follow references to other documents', () => {
    expect(
      check({ properties: { a: { $ref: 'other.json#/$defs/x' }, b: { $ref: 'https://example.com/s.json' } } })
        .diagnostics,
    ).toEqual([]);
  });
});

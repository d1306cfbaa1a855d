import { describe, expect, it } from 'vitest';
import { checkSchema } from '../../../theme/playground/model/checkSchema.ts';
import { formatted, rangeIn } from './textRanges.ts';

const check = (schema: unknown) => {
  const text = formatted(schema);
  return { text, ...checkSchema(text, schema) };
};

const addresses = [
  ['json-schema.org/draft-04/schema', '4'],
  ['json-schema.org/draft-06/schema', '6'],
  ['json-schema.org/draft-07/schema', '7'],
  ['json-schema.org/draft/2019-09/schema', '2019-09'],
  ['json-schema.org/draft/2020-12/schema', '2020-12'],
] as const;
const variants = addresses.flatMap(([address, draft]) =>
  ['http://', 'https://'].flatMap((scheme) =>
    ['', '#'].map((fragment) => [`${scheme}${address}${fragment}`, draft] as const),
  ),
);

describe('checkSchema: the draft', () => {
  it.each(variants)('%s is draft %s', (uri, draft) => {
    expect(check({ $schema: uri, type: 'string' })).toMatchObject({ draft, declaredDraft: true, diagnostics: [] });
  });

  it('is 2020-12, not declared, without $schema', () => {
    expect(check({ type: 'string' })).toMatchObject({ draft: '2020-12', declaredDraft: false, diagnostics: [] });
    expect(checkSchema('true', true)).toEqual({ draft: '2020-12', declaredDraft: false, diagnostics: [] });
  });

  it.each([
    'https://example.com/my-meta-schema',
    'http://json-schema.org/draft-05/schema#',
    'http://json-schema.org/draft-07/hyper-schema#',
    'http://json-schema.org/schema#',
  ])('warns about the unknown $schema %s and checks as 2020-12', (uri) => {
    const { text, ...result } = check({ $schema: uri, items: [{}] });
    expect(result.draft).toBe('2020-12');
    expect(result.declaredDraft).toBe(false);
    expect(result.diagnostics[0]).toEqual({
      ...rangeIn(text, JSON.stringify(uri)),
      severity: 'warning',
      pointer: '/$schema',
      keyword: 'schema',
      message: `Unknown $schema ${JSON.stringify(uri)}: checked as draft 2020-12. Known: draft-04, draft-06, draft-07, 2019-09, 2020-12.`,
    });
    // Checked as 2020-12 indeed: a list under "items" is an error there.
    expect(result.diagnostics.map((d) => d.pointer)).toEqual(['/$schema', '/items']);
  });

  it('reports a $schema that is not a string through the meta-schema', () => {
    const { text, diagnostics, declaredDraft } = check({ $schema: 7 });
    expect(declaredDraft).toBe(false);
    expect(diagnostics).toEqual([
      {
        ...rangeIn(text, '7'),
        severity: 'error',
        message: '"$schema" must be a string',
        pointer: '/$schema',
        keyword: 'type',
      },
    ]);
  });
});

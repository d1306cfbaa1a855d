import { describe, expect, it } from 'vitest';
import { checkTexts } from '../../../theme/playground/model/playgroundReports.ts';

const schema = JSON.stringify(
  {
    type: 'object',
    required: ['name'],
    properties: { name: { type: 'string' }, age: { type: 'integer', minimum: 0 } },
  },
  null,
  2,
);

describe('checkTexts', () => {
  it('checks a schema without $schema as 2020-12, and data that matches it', () => {
    expect(checkTexts(schema, '{ "name": "Ada", "age": 36 }')).toEqual({
      schemaReport: { kind: 'checked', text: schema, draft: '2020-12', declaredDraft: false, diagnostics: [] },
      dataReport: { kind: 'checked', text: '{ "name": "Ada", "age": 36 }', diagnostics: [] },
    });
  });

  it('takes the draft from $schema, and checks the data by that draft', () => {
    const draft7 = '{ "$schema": "http://json-schema.org/draft-07/schema#", "items": [{ "type": "string" }] }';
    const { schemaReport, dataReport } = checkTexts(draft7, '[1]');
    expect(schemaReport).toMatchObject({ kind: 'checked', draft: '7', declaredDraft: true, diagnostics: [] });
    expect(dataReport).toMatchObject({
      kind: 'checked',
      diagnostics: [{ keyword: 'type', severity: 'error', pointer: '/0' }],
    });
  });

  it('reports data that breaks the schema at its offsets', () => {
    const data = '{ "age": -1 }';
    const { dataReport } = checkTexts(schema, data);
    expect(dataReport.kind).toBe('checked');
    const diagnostics = dataReport.kind === 'checked' ? dataReport.diagnostics : [];
    expect(diagnostics.map((d) => [d.keyword, d.pointer, data.slice(d.start, d.end)])).toEqual([
      ['required', '', '{'],
      ['minimum', '/age', '-1'],
    ]);
  });

  it('says where a schema is not JSON, and holds the data back until it is', () => {
    expect(checkTexts('{\n  "type": "object",\n}', '{}')).toEqual({
      schemaReport: {
        kind: 'invalid-json',
        error: expect.objectContaining({
          line: 2,
          column: 19,
          message: 'Trailing commas are not allowed in JSON',
        }) as object,
      },
      dataReport: { kind: 'unchecked', message: 'The data is checked again once the schema is valid JSON.' },
    });
  });

  it('a schema that is JSON but no schema holds the data back too', () => {
    expect(checkTexts('[1, 2]', '{}')).toEqual({
      schemaReport: { kind: 'not-a-schema' },
      dataReport: {
        kind: 'unchecked',
        message: 'The data is checked again once the schema is an object or a boolean.',
      },
    });
  });

  it('checks the schema when the data is not JSON', () => {
    const { schemaReport, dataReport } = checkTexts(schema, '{ "name": ');
    expect(schemaReport.kind).toBe('checked');
    expect(dataReport).toMatchObject({ kind: 'invalid-json', error: { line: 1 } });
  });

  it('a schema Ajv cannot compile leaves the data unchecked, with the reason', () => {
    const { schemaReport, dataReport } = checkTexts('{ "$ref": "#/$defs/missing" }', '{}');
    expect(schemaReport.kind).toBe('checked');
    expect(dataReport).toEqual({
      kind: 'unchecked',
      message: 'The data is not checked: "$ref" "#/$defs/missing" points to nothing in the schema.',
    });
  });

  it('gives plain data, which crosses to and from a worker unchanged', () => {
    for (const [schemaText, dataText] of [
      [schema, '{ "age": "old" }'],
      ['{', '{}'],
      ['[]', '['],
    ] as const) {
      const reports = checkTexts(schemaText, dataText);
      expect(structuredClone(reports)).toEqual(reports);
    }
  });
});

/**
 * The playground's two reports, from the editors' settled texts: the schema
 * against its draft's meta-schema, then the data against the schema. Pure, and
 * plain data both ways, so it runs in the checks worker (checksWorker.ts) or,
 * where no worker can start, on the page.
 */
import type { Draft } from '../../viewer/model/draft.ts';
import { isSchema } from '../../viewer/model/schema.ts';
import { checkData, type DataCheck } from './checkData.ts';
import { checkSchema } from './checkSchema.ts';
import type { Diagnostic } from './diagnostic.ts';
import { parseJson } from './parseJson.ts';

type JsonError = Extract<ReturnType<typeof parseJson>, { ok: false }>['error'];

export type SchemaReport =
  | { kind: 'pending' }
  | { kind: 'invalid-json'; error: JsonError }
  | { kind: 'not-a-schema' }
  /** The checks themselves failed (a schema nested deeper than the stack allows). */
  | { kind: 'unchecked'; message: string }
  | { kind: 'checked'; text: string; draft: Draft; declaredDraft: boolean; diagnostics: Diagnostic[] };

export type DataReport =
  | { kind: 'pending' }
  | { kind: 'invalid-json'; error: JsonError }
  | { kind: 'unchecked'; message: string }
  | { kind: 'checked'; text: string; diagnostics: Diagnostic[] };

export interface PlaygroundReports {
  schemaReport: SchemaReport;
  dataReport: DataReport;
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Both reports for these texts; never `pending`, never throws. */
export function checkTexts(schemaText: string, dataText: string): PlaygroundReports {
  const schemaParse = parseJson(schemaText);
  let schemaReport: SchemaReport;
  if (!schemaParse.ok) schemaReport = { kind: 'invalid-json', error: schemaParse.error };
  else if (!isSchema(schemaParse.value)) schemaReport = { kind: 'not-a-schema' };
  else {
    try {
      schemaReport = { kind: 'checked', text: schemaText, ...checkSchema(schemaText, schemaParse.value) };
    } catch (error) {
      schemaReport = { kind: 'unchecked', message: `The schema could not be checked: ${reasonOf(error)}.` };
    }
  }
  return {
    schemaReport,
    dataReport: dataReportFor(dataText, schemaReport, schemaParse.ok ? schemaParse.value : undefined),
  };
}

function dataReportFor(dataText: string, schemaReport: SchemaReport, schema: unknown): DataReport {
  const dataParse = parseJson(dataText);
  if (!dataParse.ok) return { kind: 'invalid-json', error: dataParse.error };
  switch (schemaReport.kind) {
    case 'invalid-json':
      return { kind: 'unchecked', message: 'The data is checked again once the schema is valid JSON.' };
    case 'not-a-schema':
      return { kind: 'unchecked', message: 'The data is checked again once the schema is an object or a boolean.' };
    case 'unchecked':
    case 'pending':
      return { kind: 'unchecked', message: 'The data is checked again once the schema can be checked.' };
    case 'checked':
      break;
  }
  let result: DataCheck;
  try {
    result = checkData(dataText, dataParse.value, schema, schemaReport.draft);
  } catch (error) {
    return { kind: 'unchecked', message: `The data could not be checked: ${reasonOf(error)}.` };
  }
  if (result.error !== undefined) return { kind: 'unchecked', message: result.error };
  return { kind: 'checked', text: dataText, diagnostics: result.diagnostics };
}

/**
 * The playground's checks, run on the settled (debounced) texts: the schema
 * against its draft's meta-schema, the data against the schema. Ajv arrives
 * in its own chunk on first use; until then the reports are pending.
 */
import { useEffect, useMemo, useState } from 'react';
import type { Draft } from '../viewer/model/draft.ts';
import { isSchema, type JSONSchema } from '../viewer/model/schema.ts';
import type { Diagnostic } from './model/diagnostic.ts';
import { parseJson } from './model/parseJson.ts';

type ChecksModule = typeof import('./checks.ts');
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

let loadingChecks: Promise<ChecksModule> | undefined;
export function loadChecks(): Promise<ChecksModule> {
  loadingChecks ??= import('./checks.ts');
  loadingChecks.catch(() => { loadingChecks = undefined; });
  return loadingChecks;
}

export interface PlaygroundChecks {
  /** The loaded checks module (for the schema editor's meta-schemas), once it is there. */
  checks?: ChecksModule;
  schemaReport: SchemaReport;
  dataReport: DataReport;
  /** The schema the viewer shows: the last text that parsed to a schema. */
  viewedSchema: JSONSchema;
  /** Ajv failed to load (offline after the page loaded): the message to show. */
  loadError?: string;
}

export function usePlaygroundChecks(schemaText: string, dataText: string, initialSchema: JSONSchema): PlaygroundChecks {
  const [checks, setChecks] = useState<ChecksModule>();
  const [loadError, setLoadError] = useState<string>();
  const [viewedSchema, setViewedSchema] = useState<JSONSchema>(initialSchema);
  const schemaParse = useMemo(() => parseJson(schemaText), [schemaText]);
  const dataParse = useMemo(() => parseJson(dataText), [dataText]);

  useEffect(() => {
    loadChecks().then(setChecks, (error: unknown) => {
      console.error('sitegen: the playground\'s checks failed to load', error);
      setLoadError('The checks could not be loaded (are you offline?). Reload the page to try again.');
    });
  }, []);

  useEffect(() => {
    if (schemaParse.ok && isSchema(schemaParse.value)) setViewedSchema(schemaParse.value);
  }, [schemaParse]);

  const schemaReport = useMemo((): SchemaReport => {
    if (!schemaParse.ok) return { kind: 'invalid-json', error: schemaParse.error };
    if (!isSchema(schemaParse.value)) return { kind: 'not-a-schema' };
    if (!checks) return { kind: 'pending' };
    try {
      return { kind: 'checked', text: schemaText, ...checks.checkSchema(schemaText, schemaParse.value) };
    } catch (error) {
      return { kind: 'unchecked', message: `The schema could not be checked: ${error instanceof Error ? error.message : String(error)}.` };
    }
  }, [checks, schemaParse, schemaText]);

  const dataReport = useMemo((): DataReport => {
    if (!dataParse.ok) return { kind: 'invalid-json', error: dataParse.error };
    if (schemaReport.kind === 'invalid-json') return { kind: 'unchecked', message: 'The data is checked again once the schema is valid JSON.' };
    if (schemaReport.kind === 'not-a-schema') return { kind: 'unchecked', message: 'The data is checked again once the schema is an object or a boolean.' };
    if (!checks || schemaReport.kind === 'pending' || !schemaParse.ok) return { kind: 'pending' };
    if (schemaReport.kind === 'unchecked') return { kind: 'unchecked', message: 'The data is checked again once the schema can be checked.' };
    let result: ReturnType<ChecksModule['checkData']>;
    try {
      result = checks.checkData(dataText, dataParse.value, schemaParse.value, schemaReport.draft);
    } catch (error) {
      return { kind: 'unchecked', message: `The data could not be checked: ${error instanceof Error ? error.message : String(error)}.` };
    }
    if (result.error !== undefined) return { kind: 'unchecked', message: result.error };
    return { kind: 'checked', text: dataText, diagnostics: result.diagnostics };
  }, [checks, dataParse, dataText, schemaReport, schemaParse]);

  return { schemaReport, dataReport, viewedSchema, ...(checks ? { checks } : {}), ...(loadError ? { loadError } : {}) };
}

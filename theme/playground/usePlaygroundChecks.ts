/**
 * The playground's checks, run on the settled (debounced) texts: the schema
 * against its draft's meta-schema, the data against the schema, in a worker
 * (checksRunner.ts) so Ajv never blocks the page. Until the first answer the
 * reports are pending; after an edit the last reports stay until the next
 * answer (markers only land on the text they were computed from).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { isSchema, type JSONSchema } from '../viewer/model/schema.ts';
import { startChecks, type ChecksRunner } from './checksRunner.ts';
import type { DataReport, PlaygroundReports, SchemaReport } from './model/playgroundReports.ts';
import { parseJson } from './model/parseJson.ts';
import { useTranslate } from '../i18n/translate.ts';

export type { DataReport, SchemaReport } from './model/playgroundReports.ts';

type MetaSchemasModule = typeof import('./model/editorMetaSchemas.ts');

export interface PlaygroundChecks {
  /** The meta-schemas for the schema editor's completion, once they are loaded. */
  editorSchemas?: MetaSchemasModule;
  schemaReport: SchemaReport;
  dataReport: DataReport;
  /** The schema the viewer shows: the last text that parsed to a schema. */
  viewedSchema: JSONSchema;
  /** Ajv failed to load (offline after the page loaded): the message to show. */
  loadError?: string;
}

const pending: PlaygroundReports = { schemaReport: { kind: 'pending' }, dataReport: { kind: 'pending' } };

export function usePlaygroundChecks(schemaText: string, dataText: string, initialSchema: JSONSchema): PlaygroundChecks {
  const loadErrorMessage = useTranslate()('sitegen.playground.checksNotLoaded');
  const [reports, setReports] = useState<PlaygroundReports>(pending);
  const [editorSchemas, setEditorSchemas] = useState<MetaSchemasModule>();
  const [loadError, setLoadError] = useState<string>();
  const [viewedSchema, setViewedSchema] = useState<JSONSchema>(initialSchema);
  const runner = useRef<ChecksRunner>(undefined);
  const schemaParse = useMemo(() => parseJson(schemaText), [schemaText]);

  useEffect(() => {
    import('./model/editorMetaSchemas.ts').then(setEditorSchemas, (error: unknown) => {
      console.error("sitegen: the schema editor's meta-schemas failed to load", error);
      setLoadError(loadErrorMessage);
    });
    return () => {
      runner.current?.dispose();
      runner.current = undefined;
    };
  }, []);

  useEffect(() => {
    if (schemaParse.ok && isSchema(schemaParse.value)) setViewedSchema(schemaParse.value);
  }, [schemaParse]);

  useEffect(() => {
    let current = true;
    runner.current ??= startChecks();
    runner.current.check(schemaText, dataText).then(
      (next) => {
        if (current) setReports(next);
      },
      (error: unknown) => {
        console.error("sitegen: the playground's checks failed to load", error);
        if (current) setLoadError(loadErrorMessage);
      },
    );
    return () => {
      current = false;
    };
  }, [schemaText, dataText]);

  return { ...reports, viewedSchema, ...(editorSchemas ? { editorSchemas } : {}), ...(loadError ? { loadError } : {}) };
}

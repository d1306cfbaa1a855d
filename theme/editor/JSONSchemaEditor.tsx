/**
 * A JSON editor validated against a schema (or several), with completion and
 * hover from it. Its schemas are matched to its own model only, so editors on
 * one page never share or overwrite each other's; the language is always
 * `json`, and `onMount` runs after the schema wiring, so props cannot
 * disconnect it.
 */
import { useEffect, useState } from 'react';
import { MonacoEditor, type MonacoEditorProps } from './MonacoEditor.tsx';
import type { Monaco } from './loadMonaco.ts';
import { associateSchemas, type SchemaEntry } from './schemaAssociations.ts';
import { useTranslate } from '../i18n/translate.ts';

export interface JSONSchemaEditorProps extends Omit<MonacoEditorProps, 'language'> {
  /** The schema the document must match. */
  schema?: unknown;
  /** Further schemas, by URI: the schema's `$ref`s to other files resolve against these. */
  schemas?: { uri: string; schema: unknown }[];
  /** The URI of `schema`, for its relative `$ref`s. Default: one of its own. */
  schemaUri?: string;
}

let editorCount = 0;
/**
 * One empty list for every render, so the schema wiring does not rerun (and restart the JSON worker) on each keystroke.
 */
const noSchemas: NonNullable<JSONSchemaEditorProps['schemas']> = [];

export function JSONSchemaEditor({
  schema,
  schemas = noSchemas,
  schemaUri,
  path,
  onMount,
  ...props
}: JSONSchemaEditorProps) {
  const [id] = useState(() => ++editorCount);
  const t = useTranslate();
  const modelPath = path ?? `inmemory://sitegen/json-schema-editor-${id}.json`;
  const [monaco, setMonaco] = useState<Monaco>();

  useEffect(() => {
    if (!monaco) return undefined;
    const entries: SchemaEntry[] = [
      ...(schema !== undefined
        ? [{ uri: schemaUri ?? `inmemory://sitegen/schemas/editor-${id}.json`, schema, root: true }]
        : []),
      ...schemas.map((entry) => ({ uri: entry.uri, schema: entry.schema, root: false })),
    ];
    return associateSchemas(monaco, monaco.Uri.parse(modelPath).toString(), entries);
  }, [monaco, schema, schemas, schemaUri, modelPath, id]);

  return (
    <MonacoEditor
      {...props}
      language="json"
      path={modelPath}
      ariaLabel={props.ariaLabel ?? t('sitegen.editor.jsonAriaLabel')}
      onMount={(editor, api) => {
        setMonaco(api);
        onMount?.(editor, api);
      }}
    />
  );
}

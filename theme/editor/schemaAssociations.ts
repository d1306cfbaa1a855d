/**
 * Monaco's JSON service takes one list of schemas for the whole page. Each
 * JSONSchemaEditor registers its own schemas here, matched to its own model
 * only, and the list is rebuilt from every editor's entries: two editors on
 * one page never overwrite each other's schemas.
 */
import type { Monaco } from './loadMonaco.ts';

export interface SchemaEntry {
  /** The schema's URI: `$ref`s between the entries resolve by it. */
  uri: string;
  schema: unknown;
  /** Whether the editor's document is validated against it (false: only reachable by `$ref`). */
  root: boolean;
}

const byModel = new Map<string, SchemaEntry[]>();
let validatedElsewhere = 0;

function apply(monaco: Monaco): void {
  const schemas = [...byModel].flatMap(([model, entries]) =>
    entries.map((entry) => ({ uri: entry.uri, schema: entry.schema, ...(entry.root ? { fileMatch: [model] } : {}) })),
  );
  const elsewhere = validatedElsewhere > 0;
  monaco.json.jsonDefaults.setDiagnosticsOptions({
    validate: true,
    enableSchemaRequest: false,
    schemas,
    schemaValidation: elsewhere ? 'ignore' : 'error',
    schemaRequest: elsewhere ? 'ignore' : 'warning',
  });
}

/**
 * For a page that validates its JSON itself (the playground, with Ajv, which
 * knows every draft): while this is in force, Monaco's JSON service checks
 * syntax only, so no problem is reported twice. Completion and hover from
 * the schemas go on. Returns the function that hands validation back.
 */
export function validateSchemasElsewhere(monaco: Monaco): () => void {
  validatedElsewhere += 1;
  apply(monaco);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    validatedElsewhere -= 1;
    apply(monaco);
  };
}

/** Associates `entries` with the model `modelUri`; returns the function that removes them. */
export function associateSchemas(monaco: Monaco, modelUri: string, entries: SchemaEntry[]): () => void {
  byModel.set(modelUri, entries);
  apply(monaco);
  return () => {
    if (byModel.get(modelUri) === entries) byModel.delete(modelUri);
    apply(monaco);
  };
}

/**
 * The data editor's diagnostics: the data validated by the schema's draft's
 * Ajv class, with formats (ajv-formats; formats it does not know are ignored).
 */
import type { AnySchema, ValidateFunction } from 'ajv';
import type { Draft } from '../../viewer/model/draft.ts';
import { isSchema } from '../../viewer/model/schema.ts';
import { diagnosticsFromAjv } from './ajvDiagnostics.ts';
import { createDataAjv } from './ajvInstances.ts';
import { finishDiagnostics, type Diagnostic } from './diagnostic.ts';
import { JsonLocator } from './jsonPositions.ts';

export interface DataCheck {
  /** Sorted by start offset; empty when the data is valid or was not checked. */
  diagnostics: Diagnostic[];
  /** Set when the data could not be checked: "The data is not checked: …". */
  error?: string;
}

type Compiled = { validate: ValidateFunction } | { error: string };

/** The last schema compiled: typing in the data editor does not compile the schema again. */
let last: { schema: unknown; text: string | undefined; draft: Draft; compiled: Compiled } | undefined;

/**
 * Validates `data` (parsed from `dataText` by `parseJson`) against `schema` as `draft` (from
 * `checkSchema`). Never throws: a schema that cannot be compiled gives `error` and no diagnostics.
 */
export function checkData(dataText: string, data: unknown, schema: unknown, draft: Draft): DataCheck {
  const compiled = compiledFor(schema, draft);
  if ('error' in compiled) return { diagnostics: [], error: compiled.error };
  const { validate } = compiled;
  try {
    if (validate(data)) return { diagnostics: [] };
  } catch (error) {
    return { diagnostics: [], error: notChecked(reasonOf(error)) };
  }
  const locator = new JsonLocator(dataText);
  const diagnostics = diagnosticsFromAjv(validate.errors, {
    locator,
    document: data,
    rootSubject: 'The data',
    severityOf: () => 'error',
  });
  return { diagnostics: finishDiagnostics(diagnostics) };
}

function compiledFor(schema: unknown, draft: Draft): Compiled {
  if (last && last.draft === draft && last.schema === schema) return last.compiled;
  const text = textOf(schema);
  if (last && last.draft === draft && text !== undefined && last.text === text) {
    last.schema = schema;
    return last.compiled;
  }
  last = { schema, text, draft, compiled: compile(schema, draft) };
  return last.compiled;
}

function compile(schema: unknown, draft: Draft): Compiled {
  if (!isSchema(schema)) return { error: notChecked('the schema must be an object or a boolean') };
  try {
    const validate = createDataAjv(draft).compile(schema as AnySchema);
    if ('$async' in validate && validate.$async)
      return { error: notChecked('"$async" schemas are not supported here') };
    return { validate: validate as ValidateFunction };
  } catch (error) {
    return { error: notChecked(reasonOf(error)) };
  }
}

function textOf(schema: unknown): string | undefined {
  try {
    return JSON.stringify(schema);
  } catch {
    return undefined;
  }
}

const notChecked = (reason: string) => `The data is not checked: ${reason}.`;

/** Ajv's compile errors, reworded for someone editing the schema. */
function reasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  let match = /^can't resolve reference (\S*) from id/.exec(message);
  if (match) {
    const ref = match[1]!;
    return ref.startsWith('#')
      ? `"$ref" ${JSON.stringify(ref)} points to nothing in the schema`
      : `"$ref" ${JSON.stringify(ref)} cannot be resolved: the playground only follows references inside the schema`;
  }
  match = /^type must be JSONType or JSONType\[\]: (.*)$/.exec(message);
  if (match) return `"type" ${JSON.stringify(match[1])} is not a JSON type`;
  match = /^Invalid regular expression: \/([\s\S]*)\/[a-z]*: ([\s\S]+)$/.exec(message);
  if (match) return `the pattern ${JSON.stringify(match[1])} is not a valid regular expression (${match[2]!})`;
  match =
    /^schema with key or id "(.*)" already exists$/.exec(message) ??
    /^reference "(.*)" resolves to more than one schema$/.exec(message);
  if (match) return `two schemas have the "$id" ${JSON.stringify(match[1])}`;
  return `the schema cannot be compiled (${message.replace(/\.$/, '')})`;
}

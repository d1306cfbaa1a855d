/**
 * The JSON Schema value the viewer reads: a boolean schema or an object whose
 * keywords are unknown until checked. Nothing here assumes a schema is valid.
 */
export type JSONSchemaObject = { [keyword: string]: unknown };
export type JSONSchema = boolean | JSONSchemaObject;

export function isSchemaObject(value: unknown): value is JSONSchemaObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A value usable as a subschema: an object or a boolean. */
export function isSchema(value: unknown): value is JSONSchema {
  return typeof value === 'boolean' || isSchemaObject(value);
}

export function stringOf(schema: JSONSchemaObject, keyword: string): string | undefined {
  const value = schema[keyword];
  return typeof value === 'string' ? value : undefined;
}

export function numberOf(schema: JSONSchemaObject, keyword: string): number | undefined {
  const value = schema[keyword];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

export function stringsOf(schema: JSONSchemaObject, keyword: string): string[] {
  const value = schema[keyword];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

export function schemaMapOf(schema: JSONSchemaObject, keyword: string): [string, JSONSchema][] {
  const value = schema[keyword];
  if (!isSchemaObject(value)) return [];
  return Object.entries(value).filter((entry): entry is [string, JSONSchema] => isSchema(entry[1]));
}

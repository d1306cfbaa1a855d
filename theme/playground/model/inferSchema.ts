/**
 * "Infer a schema from the data (null values included)": a draft 2020-12
 * schema the data validates against, kept predictable: types, `properties`
 * in key order, `required` and `items`, nothing guessed (no formats, enums,
 * titles or `additionalProperties: false`).
 *
 * The elements of an array share one `items` schema, merged from all of them:
 * an integer and a number make a number; objects merge their properties, and
 * a property is required when every object has it; values of different types
 * make a `type` list (`["integer", "null"]`) that keeps `properties` and
 * `items` for the object and array among them. An empty array gets no `items`.
 */
import { isSchemaObject } from '../../viewer/model/schema.ts';
import { typeOfValue, type TypeName } from '../../viewer/model/types.ts';

export const inferredSchemaDialect = 'https://json-schema.org/draft/2020-12/schema';

/** The order of types in a `type` list, whatever order the data shows them in. */
const typeOrder: TypeName[] = ['object', 'array', 'string', 'integer', 'number', 'boolean', 'null'];

/** A draft 2020-12 schema that `data` validates against; `$schema` is set on the root only. */
export function inferSchema(data: unknown): Record<string, unknown> {
  return { $schema: inferredSchemaDialect, ...schemaOf([data]) };
}

/**
 * One schema for all `values` (the values at one place: a document, a property across objects, the elements of arrays).
 */
function schemaOf(values: readonly unknown[]): Record<string, unknown> {
  const found = new Set(values.map(typeOfValue));
  // An integer is a number: `[1, 2.5]` is "number", not "integer" and "number".
  if (found.has('number')) found.delete('integer');
  const types = typeOrder.filter((type) => found.has(type));
  const schema: Record<string, unknown> = { type: types.length === 1 ? types[0] : types };
  if (found.has('object')) Object.assign(schema, objectKeywords(values.filter(isSchemaObject)));
  if (found.has('array')) {
    const elements = values.filter((value): value is unknown[] => Array.isArray(value)).flat();
    if (elements.length > 0) schema.items = schemaOf(elements);
  }
  return schema;
}

function objectKeywords(objects: readonly Record<string, unknown>[]): Record<string, unknown> {
  const names: string[] = [];
  const seen = new Set<string>();
  for (const object of objects) {
    for (const name of Object.keys(object)) {
      if (!seen.has(name)) {
        seen.add(name);
        names.push(name);
      }
    }
  }
  if (names.length === 0) return {};
  // fromEntries defines own properties, so a key named "__proto__" stays a key.
  const properties = Object.fromEntries(
    names.map((name) => [
      name,
      schemaOf(objects.filter((object) => Object.hasOwn(object, name)).map((object) => object[name])),
    ]),
  );
  const required = names.filter((name) => objects.every((object) => Object.hasOwn(object, name)));
  return required.length > 0 ? { properties, required } : { properties };
}

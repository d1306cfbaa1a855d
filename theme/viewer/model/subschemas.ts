/**
 * Where subschemas live: the keywords whose values are schemas, arrays of
 * schemas or maps of schemas. Values under other keywords (`enum`, `const`,
 * `examples`, unknown keywords) are data, never walked for `$id` or `$ref`.
 */
import { itemsMayBeTuple, type Draft } from './draft.ts';
import { isSchema, isSchemaObject, type JSONSchema, type JSONSchemaObject } from './schema.ts';

const single = [
  'additionalItems',
  'additionalProperties',
  'contains',
  'contentSchema',
  'else',
  'if',
  'then',
  'not',
  'propertyNames',
  'unevaluatedItems',
  'unevaluatedProperties',
];
const arrays = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const maps = ['$defs', 'definitions', 'dependentSchemas', 'patternProperties', 'properties'];

export interface Subschema {
  /** Pointer tokens from the parent schema, e.g. `['properties', 'name']`. */
  tokens: string[];
  schema: JSONSchema;
}

export function subschemasOf(schema: JSONSchemaObject, draft: Draft): Subschema[] {
  const found: Subschema[] = [];
  for (const keyword of single) {
    if (isSchema(schema[keyword])) found.push({ tokens: [keyword], schema: schema[keyword] });
  }
  const items = schema.items;
  if (isSchema(items)) found.push({ tokens: ['items'], schema: items });
  else if (Array.isArray(items) && itemsMayBeTuple(draft)) {
    items.forEach((item, index) => {
      if (isSchema(item)) found.push({ tokens: ['items', String(index)], schema: item });
    });
  }
  for (const keyword of arrays) {
    const value = schema[keyword];
    if (Array.isArray(value))
      value.forEach((item, index) => {
        if (isSchema(item)) found.push({ tokens: [keyword, String(index)], schema: item });
      });
  }
  for (const keyword of [...maps, 'dependencies']) {
    const value = schema[keyword];
    if (!isSchemaObject(value)) continue;
    for (const [name, item] of Object.entries(value)) {
      // `dependencies` mixes schemas and arrays of property names.
      if (isSchema(item)) found.push({ tokens: [keyword, name], schema: item });
    }
  }
  return found;
}

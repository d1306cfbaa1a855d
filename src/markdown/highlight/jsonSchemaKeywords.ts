/**
 * What `jsonSchemaStructure.ts` needs to know about JSON Schema keywords: the
 * group each one is shown in, and which ones hold further schemas. Both are
 * tables so that adding a keyword (or a draft's variant of one) is one line.
 *
 * Keywords from drafts 4 to 2020-12 are mixed on purpose: documentation quotes
 * schemas of every age, and no keyword changed meaning in a way that matters
 * for highlighting.
 */

/** The groups keywords are shown in; each becomes the class `sg-keyword-<group>`. */
export type KeywordGroup =
  | 'conditionals'
  | 'composition'
  | 'references'
  | 'array'
  | 'annotations'
  | 'enum'
  | 'const'
  | 'string'
  | 'number'
  | 'object';

const keywordsByGroup: Readonly<Record<KeywordGroup, readonly string[]>> = {
  conditionals: ['if', 'then', 'else', 'dependentRequired', 'dependentSchemas', 'dependencies'],
  composition: ['allOf', 'anyOf', 'oneOf', 'not'],
  references: [
    '$ref',
    '$id',
    '$anchor',
    '$defs',
    'definitions',
    '$dynamicRef',
    '$dynamicAnchor',
    '$recursiveRef',
    '$recursiveAnchor',
  ],
  array: [
    'items',
    'prefixItems',
    'additionalItems',
    'contains',
    'minContains',
    'maxContains',
    'minItems',
    'maxItems',
    'uniqueItems',
    'unevaluatedItems',
  ],
  annotations: ['title', 'description', 'default', 'examples', 'deprecated', 'readOnly', 'writeOnly', '$comment'],
  enum: ['enum'],
  const: ['const'],
  string: ['minLength', 'maxLength', 'pattern', 'format', 'contentEncoding', 'contentMediaType', 'contentSchema'],
  number: ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'],
  object: [
    'properties',
    'patternProperties',
    'additionalProperties',
    'unevaluatedProperties',
    'required',
    'propertyNames',
    'minProperties',
    'maxProperties',
  ],
};

/*
 * A Map rather than an object literal: keys come from user input, and
 * `"constructor"` or `"__proto__"` must not find anything on a prototype.
 */
const groupOfKeyword: ReadonlyMap<string, KeywordGroup> = new Map(
  Object.entries(keywordsByGroup).flatMap(([group, keywords]) =>
    keywords.map((keyword) => [keyword, group as KeywordGroup] as const),
  ),
);

/** The group a keyword is shown in, or `undefined` for `type`, `$schema` and unknown keys. */
export function keywordGroup(name: string): KeywordGroup | undefined {
  return groupOfKeyword.get(name);
}

/**
 * Where the value of a keyword holds schemas:
 * - `schema`: the value is one schema.
 * - `schemaOrSchemaArray`: one schema, or (drafts up to 2019-09, tuple form)
 *   an array of schemas.
 * - `schemaArray`: an array of schemas.
 * - `schemaMap`: an object whose keys are names (never keywords) and whose
 *   object values are schemas. `dependencies` belongs here: its other kind of
 *   value, an array of property names, holds no object and so no schema.
 */
export type SubschemaShape = 'schema' | 'schemaOrSchemaArray' | 'schemaArray' | 'schemaMap';

/*
 * Every keyword missing here holds data. That is what keeps the values of
 * `const`, `enum`, `default` and `examples` (and of unknown keywords, which
 * 2020-12 treats as annotations) free of keyword marks.
 */
const shapeOfKeyword: ReadonlyMap<string, SubschemaShape> = new Map<string, SubschemaShape>([
  ['not', 'schema'],
  ['if', 'schema'],
  ['then', 'schema'],
  ['else', 'schema'],
  ['contains', 'schema'],
  ['additionalItems', 'schema'],
  ['unevaluatedItems', 'schema'],
  ['additionalProperties', 'schema'],
  ['unevaluatedProperties', 'schema'],
  ['propertyNames', 'schema'],
  ['contentSchema', 'schema'],
  ['items', 'schemaOrSchemaArray'],
  ['allOf', 'schemaArray'],
  ['anyOf', 'schemaArray'],
  ['oneOf', 'schemaArray'],
  ['prefixItems', 'schemaArray'],
  ['properties', 'schemaMap'],
  ['patternProperties', 'schemaMap'],
  ['$defs', 'schemaMap'],
  ['definitions', 'schemaMap'],
  ['dependentSchemas', 'schemaMap'],
  ['dependencies', 'schemaMap'],
]);

/** Where the value of a keyword holds schemas, or `undefined` when it holds data. */
export function subschemaShape(name: string): SubschemaShape | undefined {
  return shapeOfKeyword.get(name);
}

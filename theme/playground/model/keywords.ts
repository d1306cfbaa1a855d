/**
 * The keywords of each draft, every vocabulary included (annotations, content,
 * format), so that a key close to one of them can be reported as a typo.
 */
import type { Draft } from '../../viewer/model/draft.ts';

const draft4 = [
  '$schema', 'id', '$ref', 'title', 'description', 'default', 'format',
  'type', 'enum', 'allOf', 'anyOf', 'oneOf', 'not', 'definitions',
  'multipleOf', 'maximum', 'exclusiveMaximum', 'minimum', 'exclusiveMinimum',
  'maxLength', 'minLength', 'pattern',
  'items', 'additionalItems', 'maxItems', 'minItems', 'uniqueItems',
  'properties', 'patternProperties', 'additionalProperties', 'maxProperties', 'minProperties', 'required', 'dependencies',
];
const draft6 = [...draft4.filter((k) => k !== 'id'), '$id', 'const', 'contains', 'propertyNames', 'examples'];
const draft7 = [...draft6, '$comment', 'if', 'then', 'else', 'readOnly', 'writeOnly', 'contentMediaType', 'contentEncoding'];
const draft2019 = [
  '$schema', '$id', '$anchor', '$ref', '$recursiveRef', '$recursiveAnchor', '$vocabulary', '$comment', '$defs',
  'allOf', 'anyOf', 'oneOf', 'not', 'if', 'then', 'else', 'dependentSchemas',
  'items', 'additionalItems', 'unevaluatedItems', 'contains',
  'properties', 'patternProperties', 'additionalProperties', 'unevaluatedProperties', 'propertyNames',
  'type', 'enum', 'const', 'multipleOf', 'maximum', 'exclusiveMaximum', 'minimum', 'exclusiveMinimum',
  'maxLength', 'minLength', 'pattern', 'maxItems', 'minItems', 'uniqueItems', 'maxContains', 'minContains',
  'maxProperties', 'minProperties', 'required', 'dependentRequired',
  'format', 'contentEncoding', 'contentMediaType', 'contentSchema',
  'title', 'description', 'default', 'deprecated', 'readOnly', 'writeOnly', 'examples',
  // Kept by the meta-schema for older schemas (reported as deprecated, not as unknown).
  'definitions', 'dependencies',
];
const draft2020 = [
  ...draft2019.filter((k) => k !== 'additionalItems'),
  '$dynamicRef', '$dynamicAnchor', 'prefixItems',
];

export const keywordsOf: Record<Draft, ReadonlySet<string>> = {
  '4': new Set(draft4),
  '6': new Set(draft6),
  '7': new Set(draft7),
  '2019-09': new Set(draft2019),
  '2020-12': new Set(draft2020),
};

/** Keywords of any draft: a keyword from another draft is not a typo. */
export const anyDraftKeywords: ReadonlySet<string> = new Set([...draft4, ...draft7, ...draft2020, 'additionalItems']);

/** Well-known extension keywords (OpenAPI, editors) that are near a standard keyword but not typos of it. */
export const extensionKeywords: ReadonlySet<string> = new Set([
  'example', 'nullable', 'discriminator', 'xml', 'externalDocs', 'markdownDescription', 'errorMessage',
]);

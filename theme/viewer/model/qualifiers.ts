/**
 * Qualifier messages: one line per constraint, in plain words. The wording of
 * each kind is part of the public contract (documented on the API page and
 * asserted by the unit tests), so change it deliberately.
 */
import { exclusiveBoundsAreFlags, itemsMayBeTuple, type Draft } from './draft.ts';
import { formatDescriptions } from './formats.ts';
import { isSchemaObject, numberOf, stringOf, type JSONSchemaObject } from './schema.ts';
import type { TypeGroup } from './types.ts';

export type QualifierKind =
  | 'enum' | 'const'
  | 'stringLength' | 'pattern' | 'format' | 'contentEncoding' | 'contentMediaType'
  | 'numberRange' | 'multipleOf'
  | 'objectSize' | 'additionalProperties' | 'unevaluatedProperties' | 'dependentRequired'
  | 'arraySize' | 'uniqueItems' | 'contains' | 'additionalItems' | 'unevaluatedItems'
  | 'default' | 'examples';

/** The default order; `qualifierMessagesOrder` replaces it (kinds left out are not shown). */
export const defaultQualifierOrder: readonly QualifierKind[] = [
  'enum', 'const',
  'stringLength', 'pattern', 'format', 'contentEncoding', 'contentMediaType',
  'numberRange', 'multipleOf',
  'objectSize', 'additionalProperties', 'unevaluatedProperties', 'dependentRequired',
  'arraySize', 'uniqueItems', 'contains', 'additionalItems', 'unevaluatedItems',
  'default', 'examples',
];

export type QualifierPart = { text: string } | { code: string } | { value: unknown };

export interface Qualifier {
  kind: QualifierKind;
  /** The keyword family it constrains; `undefined` for every type (enum, const, default, examples). */
  group: TypeGroup | undefined;
  label: string;
  parts: QualifierPart[];
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "between 1 and 3 items", "at least 1 item", "at most 3 items", "exactly 2 items". */
function countRange(min: number | undefined, max: number | undefined, one: string, many: string): string | undefined {
  if (min !== undefined && max !== undefined) {
    return min === max ? `exactly ${plural(min, one, many)}` : `between ${min} and ${plural(max, one, many)}`;
  }
  if (min !== undefined) return `at least ${plural(min, one, many)}`;
  if (max !== undefined) return `at most ${plural(max, one, many)}`;
  return undefined;
}

interface Bound { value: number; exclusive: boolean }

/** The lower and upper bounds, with draft 4's boolean `exclusiveMinimum`/`exclusiveMaximum` applied to the bound they qualify. */
export function numberBounds(schema: JSONSchemaObject, draft: Draft): { lower?: Bound; upper?: Bound } {
  const side = (inclusiveKeyword: 'minimum' | 'maximum', exclusiveKeyword: 'exclusiveMinimum' | 'exclusiveMaximum', stricter: (a: number, b: number) => boolean): Bound | undefined => {
    const inclusive = numberOf(schema, inclusiveKeyword);
    const exclusive = schema[exclusiveKeyword];
    // Draft 4: a boolean that qualifies the bound beside it ("> 5", never "> true").
    if (typeof exclusive === 'boolean' || exclusiveBoundsAreFlags(draft)) return inclusive === undefined ? undefined : { value: inclusive, exclusive: exclusive === true };
    const exclusiveValue = numberOf(schema, exclusiveKeyword);
    // Both given: the stricter one holds.
    if (exclusiveValue !== undefined && (inclusive === undefined || !stricter(inclusive, exclusiveValue))) return { value: exclusiveValue, exclusive: true };
    return inclusive === undefined ? undefined : { value: inclusive, exclusive: false };
  };
  const bounds: { lower?: Bound; upper?: Bound } = {};
  const lower = side('minimum', 'exclusiveMinimum', (inclusive, exclusive) => inclusive > exclusive);
  const upper = side('maximum', 'exclusiveMaximum', (inclusive, exclusive) => inclusive < exclusive);
  if (lower) bounds.lower = lower;
  if (upper) bounds.upper = upper;
  return bounds;
}

/** "value > 5", "0 ≤ value ≤ 10", "value < 1". */
export function rangeText(lower: Bound | undefined, upper: Bound | undefined): string | undefined {
  if (lower && upper) return `${lower.value} ${lower.exclusive ? '<' : '≤'} value ${upper.exclusive ? '<' : '≤'} ${upper.value}`;
  if (lower) return `value ${lower.exclusive ? '>' : '≥'} ${lower.value}`;
  if (upper) return `value ${upper.exclusive ? '<' : '≤'} ${upper.value}`;
  return undefined;
}

function codeList(names: string[]): QualifierPart[] {
  const parts: QualifierPart[] = [];
  names.forEach((name, index) => {
    if (index > 0) parts.push({ text: index === names.length - 1 ? ' and ' : ', ' });
    parts.push({ code: name });
  });
  return parts;
}

/** Pairs of property → the properties it requires, from `dependentRequired` and the array form of `dependencies`. */
export function dependentRequiredOf(schema: JSONSchemaObject): [string, string[]][] {
  const pairs: [string, string[]][] = [];
  for (const keyword of ['dependentRequired', 'dependencies']) {
    const value = schema[keyword];
    if (!isSchemaObject(value)) continue;
    for (const [name, required] of Object.entries(value)) {
      if (Array.isArray(required)) pairs.push([name, required.filter((item): item is string => typeof item === 'string')]);
    }
  }
  return pairs;
}

export interface QualifierOptions {
  draft: Draft;
  showExamples: boolean;
}

/** Every qualifier of one schema, in the default order. */
export function qualifiersOf(schema: JSONSchemaObject, options: QualifierOptions): Qualifier[] {
  const found: Qualifier[] = [];
  const add = (kind: QualifierKind, group: TypeGroup | undefined, label: string, parts: QualifierPart[]) => found.push({ kind, group, label, parts });

  if (Array.isArray(schema.enum)) {
    if (schema.enum.length === 0) add('enum', undefined, 'Possible values', [{ text: 'none: the list is empty, so no value is valid' }]);
    else add('enum', undefined, schema.enum.length === 1 ? 'Possible value' : 'Possible values', schema.enum.map((value) => ({ value })));
  }
  if ('const' in schema) add('const', undefined, 'Constant value', [{ value: schema.const }]);

  const length = countRange(numberOf(schema, 'minLength'), numberOf(schema, 'maxLength'), 'character', 'characters');
  if (length) add('stringLength', 'string', 'Length', [{ text: length }]);
  const pattern = stringOf(schema, 'pattern');
  if (pattern !== undefined) add('pattern', 'string', 'Pattern', [{ text: 'must match the regular expression ' }, { code: pattern }]);
  const format = stringOf(schema, 'format');
  if (format !== undefined) {
    const description = Object.hasOwn(formatDescriptions, format) ? formatDescriptions[format] : undefined;
    add('format', 'string', 'Format', [{ code: format }, ...(description ? [{ text: ` (${description})` }] : [])]);
  }
  const encoding = stringOf(schema, 'contentEncoding');
  if (encoding !== undefined) add('contentEncoding', 'string', 'Content encoding', [{ code: encoding }, { text: ': the string holds the content encoded this way' }]);
  const mediaType = stringOf(schema, 'contentMediaType');
  if (mediaType !== undefined) add('contentMediaType', 'string', 'Content media type', [{ code: mediaType }]);

  const { lower, upper } = numberBounds(schema, options.draft);
  const range = rangeText(lower, upper);
  if (range) add('numberRange', 'number', 'Range', [{ text: range }]);
  const multipleOf = numberOf(schema, 'multipleOf');
  if (multipleOf !== undefined) add('multipleOf', 'number', 'Multiple of', [{ text: String(multipleOf) }]);

  const size = countRange(numberOf(schema, 'minProperties'), numberOf(schema, 'maxProperties'), 'property', 'properties');
  if (size) add('objectSize', 'object', 'Number of properties', [{ text: size }]);
  if (schema.additionalProperties === false) {
    const patterns = isSchemaObject(schema.patternProperties) && Object.keys(schema.patternProperties).length > 0;
    add('additionalProperties', 'object', 'Additional properties', [{ text: patterns ? 'not allowed: only the listed properties and those matching a pattern may appear' : 'not allowed: only the listed properties may appear' }]);
  } else if (schema.additionalProperties === true) {
    add('additionalProperties', 'object', 'Additional properties', [{ text: 'allowed, with any value' }]);
  }
  if (schema.unevaluatedProperties === false) add('unevaluatedProperties', 'object', 'Unevaluated properties', [{ text: 'not allowed: every property must be evaluated by this schema or its subschemas' }]);
  for (const [name, required] of dependentRequiredOf(schema)) {
    if (required.length === 0) continue;
    add('dependentRequired', 'object', 'Dependent required', [{ text: 'when ' }, { code: name }, { text: ' is present, ' }, ...codeList(required), { text: required.length === 1 ? ' is required' : ' are required' }]);
  }

  const items = countRange(numberOf(schema, 'minItems'), numberOf(schema, 'maxItems'), 'item', 'items');
  if (items) add('arraySize', 'array', 'Number of items', [{ text: items }]);
  if (schema.uniqueItems === true) add('uniqueItems', 'array', 'Unique items', [{ text: 'every item must be different' }]);
  if ('contains' in schema) {
    const minContains = numberOf(schema, 'minContains') ?? 1;
    const maxContains = numberOf(schema, 'maxContains');
    const text = minContains === 0 && maxContains === undefined ? 'no item has to match the contains schema'
      : minContains === 0 ? `at most ${plural(maxContains ?? 0, 'item', 'items')} may match the contains schema`
      : `${countRange(minContains, maxContains, 'item', 'items') ?? ''} must match the contains schema`;
    add('contains', 'array', 'Contains', [{ text }]);
  }
  const itemsTuple = Array.isArray(schema.items) && itemsMayBeTuple(options.draft);
  const tuple = Array.isArray(schema.prefixItems) || itemsTuple;
  const noMore = (Array.isArray(schema.prefixItems) && schema.items === false) || (itemsTuple && schema.additionalItems === false) || (!tuple && schema.items === false);
  if (noMore) add('additionalItems', 'array', 'Additional items', [{ text: tuple ? 'not allowed: only the listed items may appear' : 'not allowed: the array must be empty' }]);
  if (schema.unevaluatedItems === false) add('unevaluatedItems', 'array', 'Unevaluated items', [{ text: 'not allowed: every item must be evaluated by this schema or its subschemas' }]);

  if ('default' in schema) add('default', undefined, 'Default value', [{ value: schema.default }]);
  if (options.showExamples && Array.isArray(schema.examples) && schema.examples.length > 0) {
    add('examples', undefined, schema.examples.length === 1 ? 'Example' : 'Examples', schema.examples.map((value) => ({ value })));
  }
  return found;
}

/** Qualifiers sorted by `order`; kinds not in `order` are left out. */
export function orderQualifiers(qualifiers: Qualifier[], order: readonly QualifierKind[]): Qualifier[] {
  const rank = new Map(order.map((kind, index) => [kind, index]));
  return qualifiers.filter((q) => rank.has(q.kind)).sort((a, b) => (rank.get(a.kind) ?? 0) - (rank.get(b.kind) ?? 0));
}

/**
 * Qualifier messages: one line per constraint, in plain words. The wording of
 * each kind is part of the public contract (documented on the API page and
 * asserted by the unit tests), so change it deliberately.
 */
import { exclusiveBoundsAreFlags, itemsMayBeTuple, type Draft } from './draft.ts';
import { formatDescriptions } from './formats.ts';
import { englishTranslation, translate, type TranslateValues } from '../../i18n/translate.ts';
import { isSchemaObject, numberOf, stringOf, type JSONSchemaObject } from './schema.ts';
import type { TypeGroup } from './types.ts';

export type QualifierKind =
  | 'enum'
  | 'const'
  | 'stringLength'
  | 'pattern'
  | 'format'
  | 'contentEncoding'
  | 'contentMediaType'
  | 'numberRange'
  | 'multipleOf'
  | 'objectSize'
  | 'additionalProperties'
  | 'unevaluatedProperties'
  | 'dependentRequired'
  | 'arraySize'
  | 'uniqueItems'
  | 'contains'
  | 'additionalItems'
  | 'unevaluatedItems'
  | 'default'
  | 'examples';

/** The default order; `qualifierMessagesOrder` replaces it (kinds left out are not shown). */
export const defaultQualifierOrder: readonly QualifierKind[] = [
  'enum',
  'const',
  'stringLength',
  'pattern',
  'format',
  'contentEncoding',
  'contentMediaType',
  'numberRange',
  'multipleOf',
  'objectSize',
  'additionalProperties',
  'unevaluatedProperties',
  'dependentRequired',
  'arraySize',
  'uniqueItems',
  'contains',
  'additionalItems',
  'unevaluatedItems',
  'default',
  'examples',
];

export type QualifierPart = { text: string } | { code: string } | { value: unknown };

export interface Qualifier {
  kind: QualifierKind;
  /** The keyword family it constrains; `undefined` for every type (enum, const, default, examples). */
  group: TypeGroup | undefined;
  label: string;
  parts: QualifierPart[];
}

/**
 * The viewer's words: a theme string by id (`sitegen.viewer.q.*`), in the page's language when the viewer's
 * settings give one (`ViewerSettings.words`), else English.
 */
export type ViewerWords = (id: string, values?: TranslateValues) => string;

export const englishWords: ViewerWords = (id, values) => translate(englishTranslation, id, values);

/** What a count range counts, by the plural message of its noun: "3 characters", "1 item". */
type Counted = 'characters' | 'properties' | 'items';

/** "between 1 and 3 items", "at least 1 item", "at most 3 items", "exactly 2 items". */
function countRange(
  words: ViewerWords,
  min: number | undefined,
  max: number | undefined,
  noun: Counted,
): string | undefined {
  const amount = (count: number) => words(`sitegen.viewer.q.${noun}.plurals`, { count });
  if (min !== undefined && max !== undefined) {
    return min === max
      ? words('sitegen.viewer.q.exactly', { amount: amount(min) })
      : words('sitegen.viewer.q.between', { min, amount: amount(max) });
  }
  if (min !== undefined) return words('sitegen.viewer.q.atLeast', { amount: amount(min) });
  if (max !== undefined) return words('sitegen.viewer.q.atMost', { amount: amount(max) });
  return undefined;
}

/**
 * A sentence whose placeholders are code (a pattern, property names): the message split at them, each
 * placeholder given as parts of its own (`codes`), the others filled in as text.
 */
function sentence(
  words: ViewerWords,
  id: string,
  values: TranslateValues,
  codes: Record<string, QualifierPart[]>,
): QualifierPart[] {
  const message = words(id, values);
  return message.split(/(\{\w+\})/).flatMap((piece): QualifierPart[] => {
    const name = /^\{(\w+)\}$/.exec(piece)?.[1];
    if (name !== undefined && Object.hasOwn(codes, name)) return codes[name] ?? [];
    return piece ? [{ text: piece }] : [];
  });
}

interface Bound {
  value: number;
  exclusive: boolean;
}

/**
 * The lower and upper bounds, with draft 4's boolean `exclusiveMinimum`/`exclusiveMaximum` applied to the bound they
 * qualify.
 */
export function numberBounds(schema: JSONSchemaObject, draft: Draft): { lower?: Bound; upper?: Bound } {
  const side = (
    inclusiveKeyword: 'minimum' | 'maximum',
    exclusiveKeyword: 'exclusiveMinimum' | 'exclusiveMaximum',
    stricter: (a: number, b: number) => boolean,
  ): Bound | undefined => {
    const inclusive = numberOf(schema, inclusiveKeyword);
    const exclusive = schema[exclusiveKeyword];
    // Draft 4: a boolean that qualifies the bound beside it ("> 5", never "> true").
    if (typeof exclusive === 'boolean' || exclusiveBoundsAreFlags(draft))
      return inclusive === undefined ? undefined : { value: inclusive, exclusive: exclusive === true };
    const exclusiveValue = numberOf(schema, exclusiveKeyword);
    // Both given: the stricter one holds.
    if (exclusiveValue !== undefined && (inclusive === undefined || !stricter(inclusive, exclusiveValue)))
      return { value: exclusiveValue, exclusive: true };
    return inclusive === undefined ? undefined : { value: inclusive, exclusive: false };
  };
  const bounds: { lower?: Bound; upper?: Bound } = {};
  const lower = side('minimum', 'exclusiveMinimum', (inclusive, exclusive) => inclusive > exclusive);
  const upper = side('maximum', 'exclusiveMaximum', (inclusive, exclusive) => inclusive < exclusive);
  if (lower) bounds.lower = lower;
  if (upper) bounds.upper = upper;
  return bounds;
}

/** "value > 5", "0 ≤ value ≤ 10", "value < 1" ("valeur" in French). */
export function rangeText(
  lower: Bound | undefined,
  upper: Bound | undefined,
  words: ViewerWords = englishWords,
): string | undefined {
  const value = words('sitegen.viewer.q.value');
  if (lower && upper)
    return `${lower.value} ${lower.exclusive ? '<' : '≤'} ${value} ${upper.exclusive ? '<' : '≤'} ${upper.value}`;
  if (lower) return `${value} ${lower.exclusive ? '>' : '≥'} ${lower.value}`;
  if (upper) return `${value} ${upper.exclusive ? '<' : '≤'} ${upper.value}`;
  return undefined;
}

function codeList(names: string[], words: ViewerWords): QualifierPart[] {
  const parts: QualifierPart[] = [];
  names.forEach((name, index) => {
    if (index > 0) parts.push({ text: index === names.length - 1 ? words('sitegen.viewer.q.listAnd') : ', ' });
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
      if (Array.isArray(required))
        pairs.push([name, required.filter((item): item is string => typeof item === 'string')]);
    }
  }
  return pairs;
}

export interface QualifierOptions {
  draft: Draft;
  showExamples: boolean;
  /** The language of the labels and sentences. @default English */
  words?: ViewerWords;
}

/** Every qualifier of one schema, in the default order, in the language of `options.words`. */
export function qualifiersOf(schema: JSONSchemaObject, options: QualifierOptions): Qualifier[] {
  const w = options.words ?? englishWords;
  const found: Qualifier[] = [];
  const add = (kind: QualifierKind, group: TypeGroup | undefined, label: string, parts: QualifierPart[]) =>
    found.push({ kind, group, label, parts });
  const text = (id: string, values?: TranslateValues): QualifierPart[] => [{ text: w(id, values) }];

  if (Array.isArray(schema.enum)) {
    if (schema.enum.length === 0)
      add('enum', undefined, w('sitegen.viewer.q.enum.plurals', { count: 2 }), text('sitegen.viewer.q.enumEmpty'));
    else
      add(
        'enum',
        undefined,
        w('sitegen.viewer.q.enum.plurals', { count: schema.enum.length }),
        schema.enum.map((value) => ({ value })),
      );
  }
  if ('const' in schema) add('const', undefined, w('sitegen.viewer.q.const'), [{ value: schema.const }]);

  const length = countRange(w, numberOf(schema, 'minLength'), numberOf(schema, 'maxLength'), 'characters');
  if (length) add('stringLength', 'string', w('sitegen.viewer.q.length'), [{ text: length }]);
  const pattern = stringOf(schema, 'pattern');
  if (pattern !== undefined)
    add(
      'pattern',
      'string',
      w('sitegen.viewer.q.pattern'),
      sentence(w, 'sitegen.viewer.q.patternText', {}, { pattern: [{ code: pattern }] }),
    );
  const format = stringOf(schema, 'format');
  if (format !== undefined) {
    const described = Object.hasOwn(formatDescriptions, format) ? w(`sitegen.viewer.format.${format}`) : undefined;
    add('format', 'string', w('sitegen.viewer.q.format'), [
      { code: format },
      ...(described ? [{ text: ` (${described})` }] : []),
    ]);
  }
  const encoding = stringOf(schema, 'contentEncoding');
  if (encoding !== undefined)
    add(
      'contentEncoding',
      'string',
      w('sitegen.viewer.q.contentEncoding'),
      sentence(w, 'sitegen.viewer.q.contentEncodingText', {}, { encoding: [{ code: encoding }] }),
    );
  const mediaType = stringOf(schema, 'contentMediaType');
  if (mediaType !== undefined)
    add('contentMediaType', 'string', w('sitegen.viewer.q.contentMediaType'), [{ code: mediaType }]);

  const { lower, upper } = numberBounds(schema, options.draft);
  const range = rangeText(lower, upper, w);
  if (range) add('numberRange', 'number', w('sitegen.viewer.q.range'), [{ text: range }]);
  const multipleOf = numberOf(schema, 'multipleOf');
  if (multipleOf !== undefined)
    add('multipleOf', 'number', w('sitegen.viewer.q.multipleOf'), [{ text: String(multipleOf) }]);

  const size = countRange(w, numberOf(schema, 'minProperties'), numberOf(schema, 'maxProperties'), 'properties');
  if (size) add('objectSize', 'object', w('sitegen.viewer.q.objectSize'), [{ text: size }]);
  if (schema.additionalProperties === false) {
    const patterns = isSchemaObject(schema.patternProperties) && Object.keys(schema.patternProperties).length > 0;
    add(
      'additionalProperties',
      'object',
      w('sitegen.viewer.q.additionalProperties'),
      text(patterns ? 'sitegen.viewer.q.additionalPropertiesPatterns' : 'sitegen.viewer.q.additionalPropertiesNone'),
    );
  } else if (schema.additionalProperties === true) {
    add(
      'additionalProperties',
      'object',
      w('sitegen.viewer.q.additionalProperties'),
      text('sitegen.viewer.q.additionalPropertiesAny'),
    );
  }
  if (schema.unevaluatedProperties === false)
    add(
      'unevaluatedProperties',
      'object',
      w('sitegen.viewer.q.unevaluatedProperties'),
      text('sitegen.viewer.q.unevaluatedPropertiesNone'),
    );
  for (const [name, required] of dependentRequiredOf(schema)) {
    if (required.length === 0) continue;
    add(
      'dependentRequired',
      'object',
      w('sitegen.viewer.q.dependentRequired'),
      sentence(
        w,
        'sitegen.viewer.q.dependentRequiredText.plurals',
        { count: required.length },
        { name: [{ code: name }], required: codeList(required, w) },
      ),
    );
  }

  const items = countRange(w, numberOf(schema, 'minItems'), numberOf(schema, 'maxItems'), 'items');
  if (items) add('arraySize', 'array', w('sitegen.viewer.q.arraySize'), [{ text: items }]);
  if (schema.uniqueItems === true)
    add('uniqueItems', 'array', w('sitegen.viewer.q.uniqueItems'), text('sitegen.viewer.q.uniqueItemsText'));
  if ('contains' in schema) {
    const minContains = numberOf(schema, 'minContains') ?? 1;
    const maxContains = numberOf(schema, 'maxContains');
    const says =
      minContains === 0 && maxContains === undefined
        ? w('sitegen.viewer.q.containsNone')
        : minContains === 0
          ? w('sitegen.viewer.q.containsAtMost', {
              amount: w('sitegen.viewer.q.items.plurals', { count: maxContains ?? 0 }),
            })
          : w('sitegen.viewer.q.containsMust', { range: countRange(w, minContains, maxContains, 'items') ?? '' });
    add('contains', 'array', w('sitegen.viewer.q.contains'), [{ text: says }]);
  }
  const itemsTuple = Array.isArray(schema.items) && itemsMayBeTuple(options.draft);
  const tuple = Array.isArray(schema.prefixItems) || itemsTuple;
  const noMore =
    (Array.isArray(schema.prefixItems) && schema.items === false) ||
    (itemsTuple && schema.additionalItems === false) ||
    (!tuple && schema.items === false);
  if (noMore)
    add(
      'additionalItems',
      'array',
      w('sitegen.viewer.q.additionalItems'),
      text(tuple ? 'sitegen.viewer.q.additionalItemsTuple' : 'sitegen.viewer.q.additionalItemsEmpty'),
    );
  if (schema.unevaluatedItems === false)
    add(
      'unevaluatedItems',
      'array',
      w('sitegen.viewer.q.unevaluatedItems'),
      text('sitegen.viewer.q.unevaluatedItemsNone'),
    );

  if ('default' in schema) add('default', undefined, w('sitegen.viewer.q.default'), [{ value: schema.default }]);
  if (options.showExamples && Array.isArray(schema.examples) && schema.examples.length > 0) {
    add(
      'examples',
      undefined,
      w('sitegen.viewer.q.examples.plurals', { count: schema.examples.length }),
      schema.examples.map((value) => ({ value })),
    );
  }
  return found;
}

/** Qualifiers sorted by `order`; kinds not in `order` are left out. */
export function orderQualifiers(qualifiers: Qualifier[], order: readonly QualifierKind[]): Qualifier[] {
  const rank = new Map(order.map((kind, index) => [kind, index]));
  return qualifiers.filter((q) => rank.has(q.kind)).sort((a, b) => (rank.get(a.kind) ?? 0) - (rank.get(b.kind) ?? 0));
}

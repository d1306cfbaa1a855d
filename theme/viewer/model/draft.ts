/**
 * JSON Schema drafts the viewer knows, detected from `$schema`, and the few
 * places where they disagree on what a keyword means.
 */
import { isSchemaObject, type JSONSchema } from './schema.ts';

export type Draft = '4' | '6' | '7' | '2019-09' | '2020-12';

export const defaultDraft: Draft = '2020-12';

const byMetaSchema: [RegExp, Draft][] = [
  [/json-schema\.org\/draft-04\/schema/, '4'],
  [/json-schema\.org\/draft-06\/schema/, '6'],
  [/json-schema\.org\/draft-07\/schema/, '7'],
  [/json-schema\.org\/draft\/2019-09\//, '2019-09'],
  [/json-schema\.org\/draft\/2020-12\//, '2020-12'],
];

/** The draft a schema declares with `$schema`, or `fallback` when it declares none (or one we do not know). */
export function detectDraft(schema: JSONSchema, fallback: Draft = defaultDraft): Draft {
  if (!isSchemaObject(schema) || typeof schema.$schema !== 'string') return fallback;
  return byMetaSchema.find(([pattern]) => pattern.test(schema.$schema as string))?.[1] ?? fallback;
}

const order: Draft[] = ['4', '6', '7', '2019-09', '2020-12'];

export function draftAtLeast(draft: Draft, minimum: Draft): boolean {
  return order.indexOf(draft) >= order.indexOf(minimum);
}

/** Up to draft 7, every keyword beside `$ref` is ignored. */
export const refIgnoresSiblings = (draft: Draft) => !draftAtLeast(draft, '2019-09');

/** The keyword that names a schema resource: `id` in draft 4, `$id` after. */
export const idKeyword = (draft: Draft) => (draft === '4' ? 'id' : '$id');

/** Before 2020-12, an array under `items` is a tuple (2020-12 uses `prefixItems`). */
export const itemsMayBeTuple = (draft: Draft) => !draftAtLeast(draft, '2020-12');

/** In draft 4, `exclusiveMinimum`/`exclusiveMaximum` are booleans qualifying `minimum`/`maximum`. */
export const exclusiveBoundsAreFlags = (draft: Draft) => draft === '4';

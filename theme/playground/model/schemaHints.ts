/**
 * The classic mistakes of moving between drafts, explained where the
 * meta-schema reports them: a tuple in 2020-12's `items`, the boolean and
 * numeric `exclusiveMinimum`, a fragment in `$id`, a boolean schema in draft 4.
 */
import { draftAtLeast, type Draft } from '../../viewer/model/draft.ts';
import { getAtPointer, parsePointer } from '../../viewer/model/pointer.ts';
import type { Diagnostic } from './diagnostic.ts';

/** Keywords whose members are named by the author: a token under them is a name, not a keyword. */
const nameMaps = new Set([
  'properties',
  'patternProperties',
  '$defs',
  'definitions',
  'dependentSchemas',
  'dependencies',
]);

/** Keywords holding one schema, and those holding a list of them. */
const singleSchemas = new Set(['additionalItems', 'additionalProperties', 'items', 'not']);
const schemaLists = new Set(['allOf', 'anyOf', 'oneOf', 'items']);

export function withDraftHint(diagnostic: Diagnostic, schema: unknown, draft: Draft): Diagnostic {
  const tokens = parsePointer(diagnostic.pointer) ?? [];
  const keyword = tokens.at(-1);
  const parent = tokens.at(-2);
  const value = getAtPointer(schema, diagnostic.pointer);
  if (keyword === undefined) return diagnostic;
  if (
    draft === '4' &&
    typeof value === 'boolean' &&
    diagnostic.keyword === 'type' &&
    isSubschemaPosition(keyword, parent)
  ) {
    return {
      ...diagnostic,
      message: `${diagnostic.message}. Draft 4 has no boolean schemas: write {} for true and {"not": {}} for false.`,
    };
  }
  if (parent !== undefined && nameMaps.has(parent)) return diagnostic;
  if (keyword === '$id' && diagnostic.keyword === 'pattern' && draftAtLeast(draft, '2019-09')) {
    return {
      ...diagnostic,
      message: `"$id" must not have a fragment since draft 2019-09: name a schema with "$anchor" instead`,
    };
  }
  const hint = hintFor(keyword, value, diagnostic.keyword, draft);
  return hint ? { ...diagnostic, message: `${diagnostic.message}. ${hint}.` } : diagnostic;
}

function hintFor(keyword: string, value: unknown, failed: string, draft: Draft): string | undefined {
  if (failed !== 'type') return undefined;
  if (keyword === 'items' && draft === '2020-12' && Array.isArray(value))
    return 'In draft 2020-12 a list of schemas goes in "prefixItems"';
  if (keyword !== 'exclusiveMinimum' && keyword !== 'exclusiveMaximum') return undefined;
  const bound = keyword === 'exclusiveMinimum' ? 'minimum' : 'maximum';
  if (draft === '4' && typeof value === 'number') {
    return `In draft 4 "${keyword}" is a boolean that makes "${bound}" exclusive; it is a number only since draft 6`;
  }
  if (draft !== '4' && typeof value === 'boolean') {
    return (
      `Since draft 6 "${keyword}" is a number, the exclusive limit itself; it was a boolean beside "${bound}" in ` +
      `draft 4`
    );
  }
  return undefined;
}

function isSubschemaPosition(token: string, parent: string | undefined): boolean {
  if (parent !== undefined && (nameMaps.has(parent) || (schemaLists.has(parent) && /^\d+$/.test(token)))) return true;
  return singleSchemas.has(token);
}

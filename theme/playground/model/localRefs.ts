/**
 * `$ref`s into the same schema ("#/$defs/address", "#address") that point to
 * nothing, with the nearest name that exists. References to other documents
 * are not followed here.
 */
import {
  appendPointer,
  formatPointer,
  getAtPointer,
  parsePointer,
  pointerFromFragment,
} from '../../viewer/model/pointer.ts';
import { isSchemaObject, type JSONSchema } from '../../viewer/model/schema.ts';
import type { Diagnostic } from './diagnostic.ts';
import { closestMatch } from './editDistance.ts';
import type { JsonLocator } from './jsonPositions.ts';
import type { SchemaResource, VisitedSchema } from './schemaWalk.ts';

export function checkLocalRefs(visited: readonly VisitedSchema[], locator: JsonLocator): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const { schema, pointer, resource } of visited) {
    const ref = schema.$ref;
    if (typeof ref !== 'string' || !ref.startsWith('#')) continue;
    const resolved = resolveFragment(ref.slice(1), resource);
    if (resolved.found) continue;
    const at = appendPointer(pointer, '$ref');
    const guess = resolved.guess === undefined ? '' : ` (did you mean ${JSON.stringify(resolved.guess)}?)`;
    diagnostics.push({
      ...locator.rangeOf(at),
      severity: 'warning',
      pointer: at,
      keyword: 'unresolved-ref',
      message: `"$ref" ${JSON.stringify(ref)} points to nothing in this schema${guess}`,
    });
  }
  return diagnostics;
}

function resolveFragment(fragment: string, resource: SchemaResource): { found: boolean; guess?: string } {
  const pointer = pointerFromFragment(fragment);
  if (pointer !== undefined) {
    if (getAtPointer(resource.schema, pointer) !== undefined) return { found: true };
    const guess = nearPointer(resource.schema, parsePointer(pointer) ?? []);
    return guess === undefined ? { found: false } : { found: false, guess: `#${guess}` };
  }
  if (resource.anchors.has(fragment)) return { found: true };
  const guess = closestMatch(fragment, resource.anchors);
  return guess === undefined ? { found: false } : { found: false, guess: `#${guess}` };
}

/** The pointer with its first missing step replaced by the nearest existing name, when that resolves. */
function nearPointer(document: JSONSchema, tokens: readonly string[]): string | undefined {
  let current: unknown = document;
  for (const [index, token] of tokens.entries()) {
    const next = getAtPointer(current, formatPointer([token]));
    if (next !== undefined) {
      current = next;
      continue;
    }
    if (!isSchemaObject(current)) return undefined;
    const name = closestMatch(token, Object.keys(current));
    if (name === undefined) return undefined;
    const fixed = formatPointer([...tokens.slice(0, index), name, ...tokens.slice(index + 1)]);
    return getAtPointer(document, fixed) === undefined ? undefined : fixed;
  }
  return undefined;
}

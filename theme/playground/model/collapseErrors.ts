/**
 * Ajv reports every failed branch of an `anyOf`/`oneOf` plus a bare "must
 * match a schema in anyOf". This keeps what the author most likely meant:
 * when a branch failed deeper inside the value, that branch (its deeper
 * errors) alone; when all branches failed right at the value, one problem
 * whose alternatives are worded together ("must be a string or a number").
 */
import type { ErrorObject } from 'ajv';
import type { ValueAt } from './ajvMessages.ts';

/** One problem to report: one error, or the alternatives of a failed `anyOf`/`oneOf` at one place. */
export interface Problem {
  instancePath: string;
  errors: ErrorObject[];
}

interface Slot {
  source: ErrorObject;
  errors: ErrorObject[];
  removed: boolean;
}

export function collapseErrors(errors: readonly ErrorObject[], valueAt: ValueAt): Problem[] {
  const slots: Slot[] = dedupe(errors).map((error) => ({ source: error, errors: [error], removed: false }));
  slots.forEach((slot, index) => {
    const error = slot.source;
    if (error.keyword === 'if') {
      // "must match "then" schema": the errors of "then" (or "else") are reported themselves.
      slot.removed = true;
    } else if (error.keyword === 'propertyNames') {
      slot.removed = slots.some(
        (other) =>
          other !== slot &&
          !other.removed &&
          other.source.instancePath === error.instancePath &&
          other.source.propertyName === error.params.propertyName,
      );
    } else if (
      error.keyword === 'contains' ||
      (error.keyword === 'oneOf' && Array.isArray(error.params.passingSchemas))
    ) {
      // Items failing "contains", or branches failing beside the two that passed, are no news.
      for (const branch of branchSlots(slots, index)) branch.removed = true;
    } else if (error.keyword === 'anyOf' || error.keyword === 'oneOf') {
      const live = branchSlots(slots, index).filter((branch) => !branch.removed);
      const here = live.filter((branch) => branch.source.instancePath === error.instancePath);
      for (const branch of here) branch.removed = true;
      if (live.length > here.length) slot.removed = true;
      else if (here.length > 0)
        slot.errors = pickAlternatives(
          here.reverse().flatMap((branch) => branch.errors),
          valueAt,
        );
    }
  });
  return slots
    .filter((slot) => !slot.removed)
    .map((slot) => ({ instancePath: slot.source.instancePath, errors: slot.errors }));
}

function dedupe(errors: readonly ErrorObject[]): ErrorObject[] {
  const seen = new Set<string>();
  return errors.filter((error) => {
    const key = JSON.stringify([error.instancePath, error.schemaPath, error.keyword, error.params, error.propertyName]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The errors of the branches of the combinator at `index`. Ajv pushes them just before the
 * combinator's own error, all at or under its instance path; walking back stops at the first
 * error elsewhere or from a keyword beside the combinator in the same schema.
 */
function branchSlots(slots: readonly Slot[], index: number): Slot[] {
  const combinator = slots[index]!.source;
  const path = combinator.instancePath;
  const found: Slot[] = [];
  for (let i = index - 1; i >= 0; i--) {
    const error = slots[i]!.source;
    if (error.instancePath !== path && !error.instancePath.startsWith(`${path}/`)) break;
    if (isBesideCombinator(error.schemaPath, combinator.schemaPath)) break;
    found.push(slots[i]!);
  }
  return found;
}

/**
 * True for "#/properties/a/minLength" beside "#/properties/a/anyOf". An error reached through a
 * `$ref` from inside a branch has the path of the definition ("#/$defs/…"), which is not beside.
 */
function isBesideCombinator(schemaPath: string, combinatorPath: string): boolean {
  if (schemaPath.startsWith(`${combinatorPath}/`)) return false;
  const parent = combinatorPath.slice(0, combinatorPath.lastIndexOf('/'));
  if (!schemaPath.startsWith(`${parent}/`)) return false;
  const keyword = schemaPath.slice(parent.length + 1).split('/')[0];
  return keyword !== '$defs' && keyword !== 'definitions';
}

/**
 * The alternatives worth wording: without repeats, and without an `enum`/`const` whose values
 * are all of another JSON type than the value (its branch expected another shape altogether).
 */
function pickAlternatives(errors: readonly ErrorObject[], valueAt: ValueAt): ErrorObject[] {
  const seen = new Set<string>();
  const unique = errors.filter((error) => {
    const key = JSON.stringify([error.keyword, error.params, error.propertyName]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const fitting = unique.filter((error) => !isOtherShape(error, valueAt));
  return fitting.length > 0 ? fitting : unique;
}

function isOtherShape(error: ErrorObject, valueAt: ValueAt): boolean {
  const params = error.params as Record<string, unknown>;
  const allowed =
    error.keyword === 'enum' && Array.isArray(params.allowedValues)
      ? (params.allowedValues as unknown[])
      : error.keyword === 'const'
        ? [params.allowedValue]
        : undefined;
  if (!allowed) return false;
  const type = jsonType(valueAt(error.instancePath));
  return !allowed.some((value) => jsonType(value) === type);
}

function jsonType(value: unknown): string {
  return value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
}

/**
 * Ajv's errors in plain English: `"minLength" must be ≥ 0`, `Missing required
 * property "name"`, `"type" must be one of … (did you mean "string"?)`.
 */
import type { ErrorObject } from 'ajv';
import { parsePointer } from '../../viewer/model/pointer.ts';
import { closestMatch } from './editDistance.ts';

/** The value at a pointer of the checked document (for did-you-mean and repeated items). */
export type ValueAt = (pointer: string) => unknown;

const comparisons: Partial<Record<string, string>> = { '>=': '≥', '<=': '≤', '>': '>', '<': '<' };

const typeNames: Partial<Record<string, string>> = {
  object: 'an object',
  array: 'an array',
  string: 'a string',
  number: 'a number',
  integer: 'an integer',
  boolean: 'a boolean',
  null: 'null',
};

const formatNames: Partial<Record<string, string>> = {
  uri: 'URI',
  'uri-reference': 'URI reference',
  'uri-template': 'URI template',
  url: 'URL',
  iri: 'IRI',
  'iri-reference': 'IRI reference',
  ipv4: 'IPv4 address',
  ipv6: 'IPv6 address',
  uuid: 'UUID',
};

/** How `instancePath` is named at the start of a message: `"name"`, `Item 2`, or the root's name. */
export function subjectOf(instancePath: string, valueAt: ValueAt, rootSubject: string): string {
  const tokens = parsePointer(instancePath) ?? [];
  const last = tokens.at(-1);
  if (last === undefined) return rootSubject;
  const parent = instancePath.slice(0, instancePath.lastIndexOf('/'));
  return Array.isArray(valueAt(parent)) ? `Item ${last}` : JSON.stringify(last);
}

/** "a, b or c". */
export function listOr(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)!}`;
}

const plural = (count: unknown, noun: string, nouns = `${noun}s`) => `${String(count)} ${count === 1 ? noun : nouns}`;

function quoteValues(values: readonly unknown[]): string {
  const shown = values.slice(0, 20).map((value) => JSON.stringify(value) ?? String(value));
  return shown.join(', ') + (values.length > 20 ? `, … (${values.length - 20} more)` : '');
}

function typesOf(error: ErrorObject): string[] {
  const type: unknown = error.params.type;
  const list = Array.isArray(type) ? type : typeof type === 'string' ? type.split(',') : [];
  return list.map(String);
}

/** The index of the later of two equal items reported by `uniqueItems`. */
export function repeatedIndex(error: ErrorObject): number {
  return Math.max(Number(error.params.i), Number(error.params.j));
}

/**
 * One error's wording: a predicate that follows the subject ("must be an integer"), or a
 * sentence that stands alone ("Missing required property "name"").
 */
interface Wording {
  text: string;
  sentence: boolean;
}

const predicate = (text: string): Wording => ({ text, sentence: false });
const sentence = (text: string): Wording => ({ text, sentence: true });

function wordError(error: ErrorObject, valueAt: ValueAt): Wording {
  const params = error.params as Record<string, unknown>;
  if (error.propertyName !== undefined && error.keyword !== 'propertyNames') {
    const inner = wordError({ ...error, propertyName: undefined }, () => error.propertyName);
    return sentence(inner.sentence ? inner.text : `Property name ${JSON.stringify(error.propertyName)} ${inner.text}`);
  }
  switch (error.keyword) {
    case 'type':
      return predicate(`must be ${listOr(typesOf(error).map((t) => typeNames[t] ?? t))}`);
    case 'enum': {
      const allowed = Array.isArray(params.allowedValues) ? (params.allowedValues as unknown[]) : [];
      const value = valueAt(error.instancePath);
      const strings = allowed.filter((item): item is string => typeof item === 'string');
      const guess = typeof value === 'string' ? closestMatch(value, strings) : undefined;
      return predicate(
        `must be one of ${quoteValues(allowed)}` +
          (guess === undefined ? '' : ` (did you mean ${JSON.stringify(guess)}?)`),
      );
    }
    case 'const':
      return predicate(`must be ${quoteValues([params.allowedValue])}`);
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return predicate(
        `must be ${comparisons[String(params.comparison)] ?? String(params.comparison)} ${String(params.limit)}`,
      );
    case 'multipleOf':
      return predicate(`must be a multiple of ${String(params.multipleOf)}`);
    case 'minLength':
      return predicate(`must have at least ${plural(params.limit, 'character')}`);
    case 'maxLength':
      return predicate(`must have at most ${plural(params.limit, 'character')}`);
    case 'minItems':
      return predicate(`must have at least ${plural(params.limit, 'item')}`);
    case 'maxItems':
    case 'items':
    case 'additionalItems':
      return predicate(`must have at most ${plural(params.limit, 'item')}`);
    case 'unevaluatedItems':
      return predicate(`must have at most ${plural(params.len, 'item')}`);
    case 'minProperties':
      return predicate(`must have at least ${plural(params.limit, 'property', 'properties')}`);
    case 'maxProperties':
      return predicate(`must have at most ${plural(params.limit, 'property', 'properties')}`);
    case 'uniqueItems': {
      const list = valueAt(error.instancePath);
      const index = repeatedIndex(error);
      const item: unknown = Array.isArray(list) ? list[index] : undefined;
      const simple = item === null || ['string', 'number', 'boolean'].includes(typeof item);
      return predicate(
        simple
          ? `must not repeat ${JSON.stringify(item)}`
          : `must not repeat items (item ${Math.min(Number(params.i), Number(params.j))} and item ${index} are equal)`,
      );
    }
    case 'pattern':
      return predicate(`must match the pattern ${String(params.pattern)}`);
    case 'format': {
      const format = String(params.format);
      return predicate(`must be a valid ${formatNames[format] ?? format}`);
    }
    case 'required':
      return sentence(`Missing required property ${JSON.stringify(params.missingProperty)}`);
    case 'additionalProperties':
      return sentence(`Property ${JSON.stringify(params.additionalProperty)} is not allowed`);
    case 'unevaluatedProperties':
      return sentence(`Property ${JSON.stringify(params.unevaluatedProperty)} is not allowed`);
    case 'dependencies':
    case 'dependentRequired':
      return sentence(
        `Missing property ${JSON.stringify(params.missingProperty)}, required when ` +
          `${JSON.stringify(params.property)} is present`,
      );
    case 'propertyNames':
      return sentence(`Property name ${JSON.stringify(params.propertyName)} is not allowed`);
    case 'contains':
      return params.maxContains === undefined
        ? predicate(`must contain at least ${plural(params.minContains, 'item')} matching "contains"`)
        : predicate(`must contain at most ${plural(params.maxContains, 'item')} matching "contains"`);
    case 'not':
      return predicate('must not match the schema in "not"');
    case 'false schema':
      return predicate('is not allowed (the schema is false)');
    case 'oneOf': {
      const passing = Array.isArray(params.passingSchemas) ? params.passingSchemas.map(String) : [];
      return predicate(
        passing.length > 0
          ? `must match exactly one schema of "oneOf", but matches schemas ${listOr(passing).replace(' or ', ' and ')}`
          : 'must match exactly one schema of "oneOf"',
      );
    }
    case 'anyOf':
      return predicate('must match at least one schema of "anyOf"');
    default:
      return predicate((error.message ?? `fails "${error.keyword}"`).replace(/must NOT/g, 'must not'));
  }
}

/**
 * One message for one error, or for the errors of the branches of an `anyOf`/`oneOf` that all
 * failed at the same place: `"type" must be one of … or an array of them`.
 */
export function wordErrors(errors: readonly ErrorObject[], subject: string, valueAt: ValueAt): string {
  const types = [
    ...new Set(errors.filter((e) => e.keyword === 'type' && e.propertyName === undefined).flatMap(typesOf)),
  ];
  const hasEnum = errors.some((e) => e.keyword === 'enum') && errors.length > 1;
  const missing = [
    ...new Set(
      errors
        .filter((e) => e.keyword === 'required' && e.propertyName === undefined)
        .map((e) => JSON.stringify(e.params.missingProperty)),
    ),
  ];
  const predicates: string[] = [];
  const sentences: string[] = [];
  let typesWorded = false;
  let missingWorded = false;
  for (const error of errors) {
    if (error.keyword === 'type' && error.propertyName === undefined) {
      if (typesWorded) continue;
      typesWorded = true;
      predicates.push(
        `must be ${listOr(types.map((t) => (t === 'array' && hasEnum ? 'an array of them' : (typeNames[t] ?? t))))}`,
      );
    } else if (error.keyword === 'required' && error.propertyName === undefined) {
      if (missingWorded) continue;
      missingWorded = true;
      sentences.push(`Missing required property ${listOr(missing)}`);
    } else {
      const wording = wordError(error, valueAt);
      (wording.sentence ? sentences : predicates).push(wording.text);
    }
  }
  const unique = [...new Set(predicates)];
  const joined = unique.every((p) => p.startsWith('must be '))
    ? `must be ${unique.map((p) => p.slice('must be '.length)).join(' or ')}`
    : unique.join(' or ');
  const parts = [...(unique.length > 0 ? [`${subject} ${joined}`] : []), ...new Set(sentences)];
  return parts
    .map((part, index) => (index > 0 && /^[A-Z][a-z]/.test(part) ? part[0]!.toLowerCase() + part.slice(1) : part))
    .join(' or ');
}

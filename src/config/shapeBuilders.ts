/**
 * The vocabulary `configShape.ts` writes the config's shape in: the kinds of
 * shape `validateConfig.ts` walks, and one small builder per kind
 * (`string(refine)`, `oneOf(…)`, `object<T>(fields, rules)`…).
 */

/**
 * What a refinement reports: completes the sentence
 * `"<key>" must be <expected>, but it is <value>.`
 */
export interface Expectation {
  expected: string;
  hint?: string;
}

/** A problem about a whole object (e.g. two keys that exclude each other). */
export interface ObjectProblem {
  message: string;
  hint?: string;
}

/**
 * A check on a whole object, run after its keys have been checked.
 * `keyPath` gives the quoted full path of a key of this object, e.g.
 * `"navbar.items[2].to"`, or of the object itself when called without a key,
 * so messages name the exact place.
 */
export type ObjectRule = (
  value: Record<string, unknown>,
  keyPath: (key?: string) => string,
) => ObjectProblem | undefined;

export type Shape =
  | { kind: 'string'; refine?: (value: string) => Expectation | undefined }
  | { kind: 'boolean' }
  | { kind: 'integer'; min: number; max: number }
  | { kind: 'oneOf'; values: readonly string[] }
  | { kind: 'array'; items: Shape }
  /**
   * An object whose keys are names of the site's own (versions), each value of one shape; `of` says what the keys name.
   */
  | { kind: 'record'; values: Shape; of: string }
  /** A unified plugin: a function, or `[function, options]`. */
  | { kind: 'plugin' }
  | { kind: 'function' }
  /** Any value at all (the site's own data, such as customFields). */
  | { kind: 'any' }
  /** `null` only (a setting turned off, as Docusaurus writes `archiveBasePath: null`). */
  | { kind: 'null' }
  /** Any one of the shapes; `expected` says what they have in common. */
  | { kind: 'anyOf'; shapes: Shape[]; expected: string }
  | ObjectShape
  | UnionShape;

export interface RequiredField {
  kind: 'required';
  shape: Shape;
}

export interface ObjectShape {
  kind: 'object';
  fields: Record<string, Shape | RequiredField>;
  rules: ObjectRule[];
}

/**
 * Objects told apart by one key, like navbar items by `type`. When the key is
 * missing, `fallback` names the variant to use (links need no `type`).
 */
export interface UnionShape {
  kind: 'union';
  discriminant: string;
  variants: Record<string, ObjectShape>;
  fallback?: string;
}

/** Optional keys take a shape, required keys `required(shape)`: the type enforces it. */
export type FieldTable<T> = {
  [K in keyof T]-?: object extends Pick<T, K> ? Shape : RequiredField;
};

export const string = (refine?: (value: string) => Expectation | undefined): Shape => ({ kind: 'string', refine });
export const boolean: Shape = { kind: 'boolean' };
export const integer = (min: number, max: number): Shape => ({ kind: 'integer', min, max });
export const oneOf = (...values: string[]): Shape => ({ kind: 'oneOf', values });
export const arrayOf = (items: Shape): Shape => ({ kind: 'array', items });
export const recordOf = (of: string, values: Shape): Shape => ({ kind: 'record', values, of });
export const required = (shape: Shape): RequiredField => ({ kind: 'required', shape });
export const plugin: Shape = { kind: 'plugin' };
export const func: Shape = { kind: 'function' };
export const anything: Shape = { kind: 'any' };
export const nullValue: Shape = { kind: 'null' };
export const anyOf = (expected: string, ...shapes: Shape[]): Shape => ({ kind: 'anyOf', shapes, expected });

export function object<T>(fields: FieldTable<T>, rules: ObjectRule[] = []): ObjectShape {
  return { kind: 'object', fields: fields as Record<string, Shape | RequiredField>, rules };
}

/**
 * Checks a loaded config object against `configShape.ts` and reports every
 * problem at once, so a user fixes their config in one pass instead of one
 * error per build.
 *
 * Message formats (the path is the full dotted key, e.g. `navbar.items[2].label`):
 * - `Missing required key "title".`
 * - `Unknown key "onBrokenLink" in the config.` with the hint
 *   `Did you mean "onBrokenLinks"?`, or the allowed keys when nothing is close.
 * - `"onBrokenLinks" must be one of 'throw', 'warn', 'ignore', but it is 'explode'.`
 */
import { diagnostic, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { closest } from '../diagnostics/didYouMean.ts';
import { configShape } from './configShape.ts';
import type { ObjectShape, Shape, UnionShape } from './shapeBuilders.ts';

/** A problem before it becomes a diagnostic: the code and file are the same for all of them. */
interface Problem {
  message: string;
  hint?: string;
}

type Path = readonly (string | number)[];

/**
 * Every problem with `value` as a sitegen config. The config is an object, not
 * text, so diagnostics carry `file` but no line or column.
 */
export function validateConfig(value: unknown, file: string): Diagnostic[] {
  const problems: Problem[] = [];
  if (isObject(value)) {
    checkObject(configShape, value, [], problems);
  } else {
    problems.push({
      message: `The config must be an object, but it is ${renderValue(value)}.`,
      hint: "Export it with: export default defineConfig({ title: '…', url: '…' });",
    });
  }
  return problems.map(({ message, hint }) =>
    diagnostic({ code: 'InvalidConfig', message, file, ...(hint === undefined ? {} : { hint }) }),
  );
}

function checkValue(shape: Shape, value: unknown, path: Path, out: Problem[]): void {
  const mismatch = (expected: string, hint?: string): void => {
    out.push({
      message: `${quotedPath(path)} must be ${expected}, but it is ${renderValue(value)}.`,
      ...(hint === undefined ? {} : { hint }),
    });
  };
  switch (shape.kind) {
    case 'string': {
      if (typeof value !== 'string') return mismatch('a string');
      const problem = shape.refine?.(value);
      if (problem) mismatch(problem.expected, problem.hint);
      return;
    }
    case 'boolean':
      if (typeof value !== 'boolean') mismatch('a boolean');
      return;
    case 'integer':
      if (typeof value !== 'number' || !Number.isInteger(value) || value < shape.min || value > shape.max) {
        mismatch(`an integer from ${shape.min} to ${shape.max}`);
      }
      return;
    case 'oneOf':
      if (typeof value === 'string' && shape.values.includes(value)) return;
      return mismatch(describeOneOf(shape.values), didYouMean(value, shape.values));
    case 'record':
      if (value === null || typeof value !== 'object' || Array.isArray(value))
        return mismatch(`an object of ${shape.of}`);
      for (const [key, item] of Object.entries(value)) checkValue(shape.values, item, [...path, key], out);
      return;
    case 'array':
      if (!Array.isArray(value)) return mismatch('an array');
      value.forEach((item, index) => checkValue(shape.items, item, [...path, index], out));
      return;
    case 'function':
      if (typeof value !== 'function') mismatch('a function');
      return;
    case 'any':
      return;
    case 'null':
      if (value !== null) mismatch('null');
      return;
    case 'plugin':
      if (typeof value === 'function' || (Array.isArray(value) && typeof value[0] === 'function')) return;
      return mismatch(
        'a unified plugin: a function, or [plugin, options]',
        typeof value === 'string'
          ? `Import the plugin and put the function itself here: import plugin from '${value}';`
          : undefined,
      );
    case 'anyOf':
      return checkAnyOf(shape, value, path, out, mismatch);
    case 'object':
      if (!isObject(value)) return mismatch('an object');
      checkObject(shape, value, path, out);
      return;
    case 'union':
      if (!isObject(value)) return mismatch('an object');
      checkUnion(shape, value, path, out);
      return;
  }
}

/**
 * A value that must match one of several shapes: when none does, the problems of the alternative of its kind (a
 * string that is not a URL, a list with a wrong item), or of the object shape it is closest to, else the choice.
 */
function checkAnyOf(
  shape: Extract<Shape, { kind: 'anyOf' }>,
  value: unknown,
  path: Path,
  out: Problem[],
  mismatch: (expected: string) => void,
): void {
  const attempts = shape.shapes.map((candidate) => {
    const found: Problem[] = [];
    checkValue(candidate, value, path, found);
    return { candidate, found };
  });
  if (attempts.some(({ found }) => found.length === 0)) return;
  const sameKind = attempts.find(
    ({ candidate }) =>
      (candidate.kind === 'string' && typeof value === 'string') ||
      (candidate.kind === 'function' && typeof value === 'function') ||
      (candidate.kind === 'array' && Array.isArray(value)),
  );
  if (sameKind) {
    out.push(...sameKind.found);
    return;
  }
  const objects = attempts
    .filter(({ candidate }) => candidate.kind === 'object' && isObject(value))
    .sort((a, b) => a.found.length - b.found.length);
  if (objects[0]) {
    out.push(...objects[0].found);
    return;
  }
  mismatch(shape.expected);
}

/** Picks the variant by its discriminant, then checks the object against that variant alone. */
function checkUnion(shape: UnionShape, value: Record<string, unknown>, path: Path, out: Problem[]): void {
  const names = Object.keys(shape.variants);
  const discriminantPath = [...path, shape.discriminant];
  const chosen = value[shape.discriminant];
  if (chosen === undefined && shape.fallback !== undefined) {
    checkObject(shape.variants[shape.fallback] as ObjectShape, value, path, out);
    return;
  }
  if (chosen === undefined) {
    out.push({ message: missingKey(discriminantPath), hint: `Set it to ${describeOneOf(names)}.` });
    return;
  }
  const variant = typeof chosen === 'string' ? shape.variants[chosen] : undefined;
  if (variant === undefined) {
    checkValue({ kind: 'oneOf', values: names }, chosen, discriminantPath, out);
    return;
  }
  const because = `Required when ${quotedPath(discriminantPath)} is ${renderValue(chosen)}.`;
  checkObject(variant, value, path, out, because);
}

/**
 * Unknown keys come first: a typo there often explains a "missing" key below,
 * and in that case the missing key is not reported twice.
 */
function checkObject(
  shape: ObjectShape,
  value: Record<string, unknown>,
  path: Path,
  out: Problem[],
  requiredBecause?: string,
): void {
  const allowed = Object.keys(shape.fields);
  const meant = new Set<string>();
  for (const key of Object.keys(value)) {
    if (Object.hasOwn(shape.fields, key)) continue;
    const suggestion = closest(key, allowed);
    if (suggestion !== undefined) meant.add(suggestion);
    out.push({
      message: `Unknown key ${quotedPath([...path, key])} in the config.`,
      hint:
        suggestion === undefined
          ? `Allowed keys in ${path.length === 0 ? 'the config' : quotedPath(path)}: ${allowed.join(', ')}.`
          : `Did you mean ${quotedPath([...path, suggestion])}?`,
    });
  }
  for (const [key, field] of Object.entries(shape.fields)) {
    const child = value[key];
    if (child !== undefined) {
      checkValue(field.kind === 'required' ? field.shape : field, child, [...path, key], out);
    } else if (field.kind === 'required' && !meant.has(key)) {
      out.push({
        message: missingKey([...path, key]),
        ...(requiredBecause === undefined ? {} : { hint: requiredBecause }),
      });
    }
  }
  for (const rule of shape.rules) {
    const problem = rule(value, (key) => quotedPath(key === undefined ? path : [...path, key]));
    if (problem) out.push(problem);
  }
}

function missingKey(path: Path): string {
  return `Missing required key ${quotedPath(path)}.`;
}

function describeOneOf(values: readonly string[]): string {
  return `one of ${values.map((v) => renderValue(v)).join(', ')}`;
}

function didYouMean(value: unknown, values: readonly string[]): string | undefined {
  if (typeof value !== 'string') return undefined;
  const suggestion = closest(value, values);
  return suggestion === undefined ? undefined : `Did you mean ${renderValue(suggestion)}?`;
}

/** `navbar.items[2].label`, in double quotes so it reads as a name in the sentence. */
function quotedPath(path: Path): string {
  const text = path
    .map((segment, index) => (typeof segment === 'number' ? `[${segment}]` : index === 0 ? segment : `.${segment}`))
    .join('');
  return `"${text}"`;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Long values would drown the message; the user has the full value in their config. */
const renderLimit = 60;

/**
 * A value as a short piece of JavaScript, the way the user wrote it in
 * `sitegen.config.ts`: `'explode'`, `42`, `{ to: '/x' }`, `[…3 items]`.
 */
function renderValue(value: unknown, nested = false): string {
  if (typeof value === 'string') {
    const quoted = `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;
    return quoted.length <= renderLimit ? quoted : `${quoted.slice(0, renderLimit - 2)}…'`;
  }
  if (typeof value === 'bigint') return `${value}n`;
  if (typeof value === 'function') return value.name ? `[function ${value.name}]` : '[function]';
  if (typeof value !== 'object' || value === null) return String(value);
  if (Array.isArray(value)) {
    return value.length === 0 ? '[]' : `[…${value.length} ${value.length === 1 ? 'item' : 'items'}]`;
  }
  if (value instanceof RegExp) return String(value);
  const entries = Object.entries(value);
  if (entries.length === 0) return '{}';
  if (nested) return '{…}';
  return renderEntries(entries.map(([key, child]) => `${renderKey(key)}: ${renderValue(child, true)}`));
}

/** As many whole entries as fit, then `…`. */
function renderEntries(entries: string[]): string {
  const full = `{ ${entries.join(', ')} }`;
  if (full.length <= renderLimit) return full;
  const kept: string[] = [];
  for (const entry of entries) {
    if (`{ ${[...kept, entry].join(', ')}, … }`.length > renderLimit) break;
    kept.push(entry);
  }
  if (kept.length === 0) return `{ ${(entries[0] ?? '').slice(0, renderLimit - 5)}… }`;
  return `{ ${kept.join(', ')}, … }`;
}

function renderKey(key: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(key) ? key : renderValue(key);
}

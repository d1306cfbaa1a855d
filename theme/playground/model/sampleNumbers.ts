/**
 * Sample numbers: 0 when the bounds allow it, else the bound nearest to it
 * (`minimum: 18` → 18; `exclusiveMinimum: 0` → 1 for an integer and for a
 * number when that fits), always a multiple of every `multipleOf`.
 * Both styles of exclusive bounds are read: draft 4's flags beside
 * `minimum`/`maximum`, and the numbers of draft 6 and later.
 */
import { exclusiveBoundsAreFlags, type Draft } from '../../viewer/model/draft.ts';
import { numberOf, type JSONSchemaObject } from '../../viewer/model/schema.ts';
import { isMultipleOf } from './sampleCheck.ts';

interface Bound {
  value: number;
  exclusive: boolean;
}

export interface NumberRules {
  lower: Bound | undefined;
  upper: Bound | undefined;
  multipleOf: number[];
  integer: boolean;
}

/** The tightest bounds of several schemas read together (allOf), each in its own draft. */
export function numberRules(
  parts: readonly { schema: JSONSchemaObject; draft: Draft }[],
  integer: boolean,
): NumberRules {
  const rules: NumberRules = { lower: undefined, upper: undefined, multipleOf: [], integer };
  const tighten = (side: 'lower' | 'upper', value: number | undefined, exclusive: boolean) => {
    if (value === undefined) return;
    const current = rules[side];
    const sign = side === 'lower' ? 1 : -1;
    if (!current || sign * (value - current.value) > 0 || (value === current.value && exclusive))
      rules[side] = { value, exclusive };
  };
  for (const { schema, draft } of parts) {
    if (exclusiveBoundsAreFlags(draft)) {
      tighten('lower', numberOf(schema, 'minimum'), schema.exclusiveMinimum === true);
      tighten('upper', numberOf(schema, 'maximum'), schema.exclusiveMaximum === true);
    } else {
      tighten('lower', numberOf(schema, 'minimum'), false);
      tighten('upper', numberOf(schema, 'maximum'), false);
      tighten('lower', numberOf(schema, 'exclusiveMinimum'), true);
      tighten('upper', numberOf(schema, 'exclusiveMaximum'), true);
    }
    const multipleOf = numberOf(schema, 'multipleOf');
    if (multipleOf !== undefined && multipleOf > 0) rules.multipleOf.push(multipleOf);
  }
  return rules;
}

function decimals(value: number): number {
  const [mantissa = '', exponent = '0'] = String(value).split('e');
  return Math.max(0, (mantissa.split('.')[1] ?? '').length - Number(exponent));
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/**
 * The smallest step every divisor divides (their least common multiple), as a scaled integer: `step = units / scale`.
 */
function stepOf(rules: NumberRules): { units: number; scale: number } | undefined {
  const divisors = rules.integer ? [...rules.multipleOf, 1] : rules.multipleOf;
  if (divisors.length === 0) return undefined;
  const scale = 10 ** Math.min(12, Math.max(...divisors.map(decimals)));
  let units = 1;
  for (const divisor of divisors) {
    const scaled = Math.round(divisor * scale);
    units = (units / gcd(units, scaled)) * scaled;
    if (!Number.isSafeInteger(units)) return { units: Math.round(Math.max(...divisors) * scale), scale };
  }
  return { units, scale };
}

export function sampleNumber(rules: NumberRules, variant: number): number {
  const { lower, upper } = rules;
  const fits = (value: number) =>
    Number.isFinite(value) &&
    (!lower || (lower.exclusive ? value > lower.value : value >= lower.value)) &&
    (!upper || (upper.exclusive ? value < upper.value : value <= upper.value)) &&
    (!rules.integer || Number.isInteger(value)) &&
    rules.multipleOf.every((divisor) => isMultipleOf(value, divisor));
  const step = stepOf(rules);
  if (!step) {
    let base = 0;
    if (!fits(0)) {
      if (lower && lower.value >= 0) base = lower.exclusive ? lower.value + 1 : lower.value;
      else if (upper) base = upper.exclusive ? upper.value - 1 : upper.value;
      if (!fits(base) && lower && upper) base = (lower.value + upper.value) / 2;
    }
    return fits(base + variant) ? base + variant : base;
  }
  const at = (k: number) => (k * step.units) / step.scale;
  const size = step.units / step.scale;
  let k = 0;
  if (!fits(0)) {
    const target = lower && lower.value >= 0 ? lower.value : upper ? upper.value : 0;
    k = Math.round(target / size);
    const direction = lower && lower.value >= 0 ? 1 : -1;
    // The rounded quotient may sit just outside an exclusive bound; walk inwards.
    for (let tries = 0; tries < 100 && !fits(at(k)); tries++) k += direction;
    if (!fits(at(k))) k = Math.round(target / size);
  }
  for (const candidate of [k + variant, k - variant, k]) if (fits(at(candidate))) return at(candidate);
  // No multiple fits the bounds (or the quotient is never exact): the nearest multiple still shows the step.
  return at(k);
}

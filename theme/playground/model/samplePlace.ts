/**
 * What sample generation passes around: where a value is generated (its
 * depth, which distinct variant), and what comes back.
 */
import type { SchemaRegistry } from '../../viewer/model/registry.ts';
import type { SampleChecker } from './sampleCheck.ts';
import type { SchemaNode } from './sampleNodes.ts';

/** Where a value is generated. */
/**
 * The most characters of a string and items of an array a sample holds: a sample
 * is for reading, and a schema asking for a million would freeze the page.
 * Beyond it the sample is short, and the data check says so.
 */
export const sampleSizeLimit = 1_000;

export interface Place {
  depth: number;
  /** 0 for the usual value; n for the n-th distinct one (array items). */
  variant: number;
  /** Only what is required (past the depth limit). */
  minimal: boolean;
  /** The smallest value of a recursive required property: `null` when allowed, else `{}`, `[]` or a scalar. */
  smallest: boolean;
}

export type Outcome =
  | { value: unknown; unknown?: boolean }
  /** No value: a `false` schema or conflicting types, or recursion (a reference back to a schema above). */
  | { missing: 'impossible' | 'cycle' };

export interface SampleEnv {
  registry: SchemaRegistry;
  checker: SampleChecker;
  maxDepth: number;
  generate(nodes: readonly SchemaNode[], place: Place): Outcome;
}

/** The place of a value inside this one (a property, an item, decoded content). */
export function childPlace(env: SampleEnv, place: Place, variant: number): Place {
  return {
    depth: place.depth + 1,
    variant,
    minimal: place.minimal || place.depth + 1 >= env.maxDepth,
    smallest: false,
  };
}

/** The value of a required property or item: a recursive one gets its smallest value; one that cannot exist, `null`. */
export function requiredValue(env: SampleEnv, nodes: readonly SchemaNode[], place: Place): unknown {
  let outcome = env.generate(nodes, place);
  if ('missing' in outcome && outcome.missing === 'cycle') outcome = env.generate(nodes, { ...place, smallest: true });
  return 'value' in outcome ? outcome.value : null;
}

/**
 * Sample arrays: the whole tuple (`prefixItems`, or an `items` array before
 * 2020-12), then one item of the rest (`items`, `additionalItems`,
 * `unevaluatedItems`) to show its shape, at least `minItems` and at most
 * `maxItems` (only `minItems` past the depth limit). Items are distinct
 * variants of their schema ("string", "string 2"…), checked for
 * `uniqueItems`; an item satisfying `contains` is added when none does.
 */
import { draftAtLeast, itemsMayBeTuple } from '../../viewer/model/draft.ts';
import { numberOf } from '../../viewer/model/schema.ts';
import { sameJson } from './sampleCheck.ts';
import type { Conjunction } from './sampleConjunction.ts';
import { childNode, type SchemaNode } from './sampleNodes.ts';
import { childPlace, requiredValue, sampleSizeLimit, type Outcome, type Place, type SampleEnv } from './samplePlace.ts';

/** Variants tried for an item that repeats an earlier one under `uniqueItems`. */
const uniqueAttempts = 6;

export function sampleArray(conjunction: Conjunction, env: SampleEnv, place: Place, bottom: boolean): Outcome {
  if (bottom) return { value: [] };
  const { parts } = conjunction;
  const { registry } = env;
  const layouts = parts.map((part) => {
    const draft = part.scope.draft;
    const tuple = itemsMayBeTuple(draft) && Array.isArray(part.schema.items);
    const prefixKeyword = tuple ? 'items' : 'prefixItems';
    const prefix = tuple || draftAtLeast(draft, '2020-12') ? part.schema[prefixKeyword] : undefined;
    const restKeyword = tuple ? 'additionalItems' : Array.isArray(part.schema.items) ? undefined : 'items';
    return { part, prefixKeyword, prefixLength: Array.isArray(prefix) ? prefix.length : 0, restKeyword };
  });

  /** The schemas item `index` must satisfy; `forbidden` when one of them is `false`. */
  const schemasAt = (index: number): { nodes: SchemaNode[]; forbidden: boolean } => {
    const nodes: SchemaNode[] = [];
    let evaluated = false;
    for (const { part, prefixKeyword, prefixLength, restKeyword } of layouts) {
      const node =
        index < prefixLength
          ? childNode(registry, part, prefixKeyword, String(index))
          : restKeyword
            ? childNode(registry, part, restKeyword)
            : undefined;
      if (!node) continue;
      nodes.push(node);
      evaluated = true;
    }
    if (!evaluated) nodes.push(...parts.flatMap((part) => childNode(registry, part, 'unevaluatedItems') ?? []));
    return {
      nodes: nodes.filter((node) => node.schema !== false),
      forbidden: nodes.some((node) => node.schema === false),
    };
  };

  const minItems = Math.min(
    sampleSizeLimit,
    Math.max(0, ...parts.map((part) => numberOf(part.schema, 'minItems') ?? 0)),
  );
  const maxItems = Math.min(...parts.map((part) => numberOf(part.schema, 'maxItems') ?? Infinity));
  const prefixLength = Math.max(0, ...layouts.map((layout) => layout.prefixLength));
  const rest = schemasAt(prefixLength);
  const showsRest = !rest.forbidden && rest.nodes.length > 0;
  const wanted = place.minimal ? minItems : Math.max(minItems, prefixLength + (showsRest ? 1 : 0));
  const unique = parts.some((part) => part.schema.uniqueItems === true);
  const items: unknown[] = [];

  /**
   * A value for item `index` (also satisfying `extra`), distinct from the others under `uniqueItems`; undefined when an
   * optional item cannot be made.
   */
  const itemAt = (index: number, extra: SchemaNode[] = []): { value: unknown } | undefined => {
    const { nodes, forbidden } = schemasAt(index);
    if (forbidden) return undefined;
    const others = items.filter((_, position) => position !== index);
    let value: unknown;
    for (let attempt = 0; attempt < (unique ? uniqueAttempts : 1); attempt++) {
      // Tuple positions differ by schema already; items sharing one schema differ by variant.
      const itemPlace = childPlace(env, place, place.variant + Math.max(0, index - prefixLength) + attempt);
      if (index < minItems) {
        value = requiredValue(env, [...nodes, ...extra], itemPlace);
      } else {
        const outcome = env.generate([...nodes, ...extra], itemPlace);
        if (!('value' in outcome) || outcome.unknown) return undefined;
        value = outcome.value;
      }
      if (!unique || !others.some((other) => sameJson(other, value))) return { value };
    }
    return index < minItems ? { value } : undefined;
  };

  for (let index = 0; index < Math.min(wanted, maxItems); index++) {
    const item = itemAt(index);
    if (!item) break;
    items.push(item.value);
  }
  satisfyContains(items, conjunction, env, { minItems, maxItems }, itemAt);
  return { value: items };
}

/**
 * Adds (or, at `maxItems`, swaps in) items matching `contains` up to `minContains`; drops items from the end past
 * `maxContains`.
 */
function satisfyContains(
  items: unknown[],
  conjunction: Conjunction,
  env: SampleEnv,
  size: { minItems: number; maxItems: number },
  itemAt: (index: number, extra: SchemaNode[]) => { value: unknown } | undefined,
): void {
  const withContains = conjunction.parts.filter(
    (part) => draftAtLeast(part.scope.draft, '6') && childNode(env.registry, part, 'contains'),
  );
  if (withContains.length === 0) return;
  const containsNodes = withContains.flatMap((part) => childNode(env.registry, part, 'contains') ?? []);
  const counted = (keyword: string) =>
    withContains.map((part) =>
      draftAtLeast(part.scope.draft, '2019-09') ? numberOf(part.schema, keyword) : undefined,
    );
  const minContains = Math.max(...counted('minContains').map((value) => value ?? 1));
  const maxContains = Math.min(...counted('maxContains').map((value) => value ?? Infinity));
  const matching = () => items.filter((item) => env.checker.matchesAll(item, containsNodes)).length;
  for (let attempt = 0; attempt < 8 && matching() < minContains; attempt++) {
    const index = items.length < size.maxItems ? items.length : items.length - 1;
    if (index < 0) break;
    const item = itemAt(index, containsNodes);
    if (!item || !env.checker.matchesAll(item.value, containsNodes)) break;
    items[index] = item.value;
  }
  // Only from the end: removing an item in the middle would move the others out of their tuple positions.
  while (items.length > size.minItems && matching() > maxContains) items.pop();
}

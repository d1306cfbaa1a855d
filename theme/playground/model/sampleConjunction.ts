/**
 * The schemas one value must satisfy together: a schema, the targets of its
 * references and its `allOf` branches, flattened. What cannot be flattened
 * waits: `anyOf`/`oneOf` as choices (the generator tries their branches), and
 * `if`/`dependentSchemas`/`dependencies` as conditions (applied once a first
 * value shows which of them hold). `not` is left to the checker.
 */
import { refIgnoresSiblings } from '../../viewer/model/draft.ts';
import { locationKey, type SchemaRegistry } from '../../viewer/model/registry.ts';
import { isSchema, isSchemaObject } from '../../viewer/model/schema.ts';
import {
  childNode,
  childNodes,
  followRef,
  onTrail,
  trailFrom,
  type SchemaNode,
  type SchemaObjectNode,
} from './sampleNodes.ts';

export interface Choice {
  keyword: 'anyOf' | 'oneOf';
  branches: SchemaNode[];
}

export interface Conjunction {
  /** Object schemas, outermost first (so annotations beside a `$ref` win over its target's). */
  parts: SchemaObjectNode[];
  /** Location keys of every schema taken in, to take each once. */
  keys: ReadonlySet<string>;
  choices: Choice[];
  conditions: SchemaObjectNode[];
  /** Conditions already applied (`<location>/if`, `<location>/dependentSchemas/<name>`), each decided once. */
  decided: ReadonlySet<string>;
  /** A `false` schema is among them: no value satisfies all. */
  impossible: boolean;
  /** A reference leads back to a schema on its own trail (recursion). */
  cycle: boolean;
  /** A reference could not be followed (remote, or missing). */
  unresolved: boolean;
}

export interface ConjunctionScope {
  registry: SchemaRegistry;
  /** Follow references back up their trail (for the smallest value of a recursive required property). */
  allowCycles: boolean;
}

export const emptyConjunction: Conjunction = {
  parts: [],
  keys: new Set(),
  choices: [],
  conditions: [],
  decided: new Set(),
  impossible: false,
  cycle: false,
  unresolved: false,
};

/** `base` with `nodes` taken in too; `base` itself is left unchanged. */
export function extendConjunction(
  base: Conjunction,
  nodes: readonly SchemaNode[],
  scope: ConjunctionScope,
  decided: readonly string[] = [],
): Conjunction {
  const keys = new Set(base.keys);
  const out = {
    ...base,
    parts: [...base.parts],
    keys,
    choices: [...base.choices],
    conditions: [...base.conditions],
    decided: new Set([...base.decided, ...decided]),
  };
  const add = (node: SchemaNode) => {
    if (node.schema === true) return;
    if (node.schema === false) {
      out.impossible = true;
      return;
    }
    const key = locationKey(node.location);
    if (keys.has(key)) return;
    keys.add(key);
    const objectNode = { ...node, schema: node.schema };
    const resolution = followRef(scope.registry, objectNode);
    // Up to draft 7, the keywords beside `$ref` are ignored.
    const siblingsIgnored = resolution !== undefined && refIgnoresSiblings(node.scope.draft);
    if (!siblingsIgnored) out.parts.push(objectNode);
    if (resolution?.status === 'resolved') {
      const target = locationKey(resolution.location);
      if ((target === key || onTrail(node.trail, target)) && !scope.allowCycles) out.cycle = true;
      else
        add({
          schema: resolution.schema,
          location: resolution.location,
          scope: resolution.scope,
          trail: trailFrom(node),
        });
    } else if (resolution) {
      out.unresolved = true;
    }
    if (siblingsIgnored) return;
    const schema = objectNode.schema;
    for (const branch of childNodes(scope.registry, node, 'allOf')) add(branch);
    for (const keyword of ['anyOf', 'oneOf'] as const) {
      const branches = childNodes(scope.registry, node, keyword);
      if (branches.length > 0) out.choices.push({ keyword, branches });
    }
    const dependent = (keyword: string) =>
      isSchemaObject(schema[keyword]) && Object.values(schema[keyword]).some(isSchema);
    if (isSchema(schema.if) || dependent('dependentSchemas') || dependent('dependencies'))
      out.conditions.push(objectNode);
  };
  nodes.forEach(add);
  return out;
}

/**
 * The schemas that conditions add for `value`: `then` or `else` by whether
 * `if` holds, and the dependent schemas of the properties `value` has.
 * Returns them with the decisions to record.
 */
export function triggeredConditions(
  conjunction: Conjunction,
  value: unknown,
  registry: SchemaRegistry,
  holds: (value: unknown, node: SchemaNode) => boolean,
): { nodes: SchemaNode[]; decided: string[] } {
  const nodes: SchemaNode[] = [];
  const decided: string[] = [];
  for (const part of conjunction.conditions) {
    const key = locationKey(part.location);
    const ifNode = childNode(registry, part, 'if');
    if (ifNode && !conjunction.decided.has(`${key}/if`)) {
      decided.push(`${key}/if`);
      const branch = childNode(registry, part, holds(value, ifNode) ? 'then' : 'else');
      if (branch) nodes.push(branch);
    }
    if (!isSchemaObject(value)) continue;
    for (const keyword of ['dependentSchemas', 'dependencies']) {
      const map = part.schema[keyword];
      if (!isSchemaObject(map)) continue;
      for (const name of Object.keys(map)) {
        const dependency = Object.hasOwn(value, name) ? childNode(registry, part, keyword, name) : undefined;
        const decision = `${key}/${keyword}/${name}`;
        if (!dependency || conjunction.decided.has(decision)) continue;
        decided.push(decision);
        nodes.push(dependency);
      }
    }
  }
  return { nodes, decided };
}

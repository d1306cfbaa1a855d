/**
 * Sample objects: every required property and every declared one (only the
 * required ones past the depth limit), in declaration order; properties that
 * `dependentRequired`/`dependencies` ask for; names `propertyNames` or
 * `additionalProperties: false` refuse left out (unless required). Extra
 * properties are added only to reach `minProperties`: names from
 * `patternProperties`, then from `propertyNames`, then "key1", "key2"…
 */
import { isSchemaObject, numberOf, stringsOf } from '../../viewer/model/schema.ts';
import { compilePattern } from './sampleCheck.ts';
import type { Conjunction } from './sampleConjunction.ts';
import { childNode, type SchemaNode } from './sampleNodes.ts';
import { stringForPattern } from './samplePattern.ts';
import { childPlace, requiredValue, type Outcome, type Place, type SampleEnv } from './samplePlace.ts';

/** Attempts at finding names for the extra properties `minProperties` asks for. */
const maxNameAttempts = 64;

const unique = <T>(items: T[]) => [...new Set(items)];

export function sampleObject(conjunction: Conjunction, env: SampleEnv, place: Place, bottom: boolean): Outcome {
  if (bottom) return { value: {} };
  const { parts } = conjunction;
  const { registry, checker } = env;
  const minimal = place.minimal;
  const declared = unique(
    parts.flatMap((part) => (isSchemaObject(part.schema.properties) ? Object.keys(part.schema.properties) : [])),
  );
  const required = new Set(parts.flatMap((part) => stringsOf(part.schema, 'required')));
  const nameNodes = parts.flatMap((part) => childNode(registry, part, 'propertyNames') ?? []);
  const nameAllowed = (name: string) => checker.matchesAll(name, nameNodes);

  /** The schemas a property's value must satisfy, by its name; `forbidden` when one of them is `false`. */
  const schemasFor = (name: string): { nodes: SchemaNode[]; forbidden: boolean } => {
    const nodes: SchemaNode[] = [];
    let evaluated = false;
    for (const part of parts) {
      const { properties, patternProperties } = part.schema;
      let matched = false;
      if (isSchemaObject(properties) && Object.hasOwn(properties, name)) {
        matched = true;
        const node = childNode(registry, part, 'properties', name);
        if (node) nodes.push(node);
      }
      for (const pattern of isSchemaObject(patternProperties) ? Object.keys(patternProperties) : []) {
        if (!compilePattern(pattern)?.test(name)) continue;
        matched = true;
        const node = childNode(registry, part, 'patternProperties', pattern);
        if (node) nodes.push(node);
      }
      const additional = matched ? undefined : childNode(registry, part, 'additionalProperties');
      if (additional) nodes.push(additional);
      evaluated ||= matched || additional !== undefined;
    }
    if (!evaluated) nodes.push(...parts.flatMap((part) => childNode(registry, part, 'unevaluatedProperties') ?? []));
    const forbidden = nodes.some((node) => node.schema === false);
    return { nodes: nodes.filter((node) => node.schema !== false), forbidden };
  };

  const entries = new Map<string, unknown>();
  const valuePlace = childPlace(env, place, place.variant);
  const add = (name: string): boolean => {
    if (entries.has(name)) return false;
    const mustHave = required.has(name);
    const { nodes, forbidden } = schemasFor(name);
    if (!mustHave && (forbidden || !nameAllowed(name))) return false;
    let value: unknown;
    if (mustHave) {
      value = requiredValue(env, nodes, valuePlace);
    } else {
      const outcome = env.generate(nodes, valuePlace);
      if (!('value' in outcome) || outcome.unknown) return false;
      value = outcome.value;
    }
    entries.set(name, value);
    for (const part of parts) {
      for (const keyword of ['dependentRequired', 'dependencies']) {
        const map = part.schema[keyword];
        const needed =
          isSchemaObject(map) && Array.isArray(map[name])
            ? map[name].filter((other): other is string => typeof other === 'string')
            : [];
        for (const other of needed) {
          required.add(other);
          queue.push(other);
        }
      }
    }
    return true;
  };
  const queue = [
    ...declared.filter((name) => !minimal || required.has(name)),
    ...[...required].filter((name) => !declared.includes(name)),
  ];
  for (let index = 0; index < queue.length; index++) add(queue[index]!);

  const maxProperties = Math.min(...parts.map((part) => numberOf(part.schema, 'maxProperties') ?? Infinity));
  for (const name of [...entries.keys()].reverse()) {
    if (entries.size <= maxProperties) break;
    if (!required.has(name)) entries.delete(name);
  }

  const minProperties = Math.max(0, ...parts.map((part) => numberOf(part.schema, 'minProperties') ?? 0));
  if (entries.size < minProperties) {
    for (const name of declared) if (entries.size < minProperties) add(name);
    const names = extraNames(conjunction, env, valuePlace, nameNodes);
    for (let attempt = 0; attempt < maxNameAttempts && entries.size < minProperties; attempt++) {
      const name = names.next();
      if (name.done) break;
      if (name.value === undefined || entries.has(name.value) || !nameAllowed(name.value)) continue;
      const { nodes, forbidden } = schemasFor(name.value);
      if (!forbidden) entries.set(name.value, requiredValue(env, nodes, valuePlace));
    }
  }
  return { value: Object.fromEntries(entries) };
}

/**
 * Candidate names for extra properties: from each `patternProperties` pattern, from `propertyNames`, then "key1",
 * "key2"…
 */
function* extraNames(
  conjunction: Conjunction,
  env: SampleEnv,
  place: Place,
  nameNodes: SchemaNode[],
): Generator<string | undefined> {
  for (const part of conjunction.parts) {
    const patterns = isSchemaObject(part.schema.patternProperties) ? Object.keys(part.schema.patternProperties) : [];
    for (const pattern of patterns) {
      const regex = compilePattern(pattern);
      if (!regex) continue;
      for (let variant = 0; variant < 8; variant++)
        yield stringForPattern(pattern, variant, 1, (text) => regex.test(text));
    }
  }
  if (nameNodes.length > 0) {
    for (let variant = 0; variant < 8; variant++) {
      const outcome = env.generate(nameNodes, { ...place, variant });
      yield 'value' in outcome && typeof outcome.value === 'string' ? outcome.value : undefined;
    }
  }
  for (let index = 1; ; index++) yield `key${index}`;
}

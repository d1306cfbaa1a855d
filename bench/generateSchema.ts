/**
 * A large schema shaped like a Kubernetes API object: hundreds of
 * definitions with described properties, enums, formats, maps, arrays of
 * references and a few recursive ones, all reached from one root by `$ref`.
 * Deterministic (seeded), so runs compare.
 */

function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const words = [
  'container',
  'volume',
  'probe',
  'selector',
  'policy',
  'status',
  'condition',
  'port',
  'secret',
  'mount',
  'resource',
  'limit',
  'toleration',
  'affinity',
  'template',
  'strategy',
  'handler',
  'lifecycle',
  'capability',
  'context',
];

export function generateSchema(definitions = 400, seed = 7): Record<string, unknown> {
  const next = random(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const name = (index: number) => `io.example.v1.${pick(words).replace(/^./, (c) => c.toUpperCase())}${index}`;
  const names = Array.from({ length: definitions }, (_, i) => name(i));
  const ref = (index: number) => ({ $ref: `#/definitions/${names[index]}` });
  const defs: Record<string, unknown> = {};
  names.forEach((definition, index) => {
    const properties: Record<string, unknown> = {};
    const count = 5 + Math.floor(next() * 20);
    for (let p = 0; p < count; p++) {
      const key = `${pick(words)}${p === 0 ? '' : p}`;
      const description = `The ${pick(words)} of this ${definition.split('.').pop()}. Changing it after creation restarts the ${pick(words)}; see the ${pick(words)} guide for limits.`;
      const kind = next();
      const later = index + 1 + Math.floor(next() * Math.min(40, definitions - index - 1));
      if (kind < 0.3)
        properties[key] = {
          type: 'string',
          description,
          ...(next() < 0.3 ? { format: pick(['date-time', 'uri', 'email', 'uuid']) } : {}),
        };
      else if (kind < 0.4)
        properties[key] = {
          type: 'string',
          description,
          enum: ['Always', 'OnFailure', 'Never', 'IfNotPresent'].slice(0, 2 + Math.floor(next() * 3)),
        };
      else if (kind < 0.5)
        properties[key] = {
          type: 'integer',
          format: 'int32',
          description,
          minimum: 0,
          ...(next() < 0.5 ? { maximum: 65535 } : {}),
        };
      else if (kind < 0.58) properties[key] = { type: 'object', description, additionalProperties: { type: 'string' } };
      else if (kind < 0.62) properties[key] = { type: 'boolean', description };
      else if (later < definitions && kind < 0.82) properties[key] = { description, ...ref(later) };
      else if (later < definitions)
        properties[key] = { type: 'array', description, items: ref(later), 'x-kubernetes-list-type': 'atomic' };
      // A few references back up the tree: recursion, as in JSONSchemaProps.
      else properties[key] = { type: 'array', description, items: ref(Math.floor(next() * (index + 1))) };
    }
    defs[definition] = {
      description: `${definition.split('.').pop()} describes one ${pick(words)} of a workload.`,
      type: 'object',
      required: Object.keys(properties).slice(0, Math.floor(next() * 3)),
      properties,
    };
  });
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'Deployment',
    description: 'A generated Kubernetes-like Deployment: a root object referencing a graph of definitions.',
    type: 'object',
    required: ['apiVersion', 'kind', 'spec'],
    properties: {
      apiVersion: { type: 'string', const: 'apps/v1' },
      kind: { type: 'string', const: 'Deployment' },
      metadata: ref(0),
      spec: ref(1),
      status: ref(2),
    },
    definitions: defs,
  };
}

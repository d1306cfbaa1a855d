/**
 * The sections of a node's details, one keyword family at a time: object
 * properties, array items, string content, composition and conditionals.
 * Each child is a ViewNode placed below its parent (a collapsible row, or a
 * block embedded in it).
 */
import { draftAtLeast, itemsMayBeTuple, type Draft } from './draft.ts';
import { childId, encodeName } from './nodeIds.ts';
import { appendPointer } from './pointer.ts';
import type { SchemaLocation, SchemaRegistry, Scope } from './registry.ts';
import { isSchema, isSchemaObject, schemaMapOf, stringOf, stringsOf, type JSONSchemaObject } from './schema.ts';
import type { NodeRole, Section, Trail, ViewerSettings, ViewNode } from './tree.ts';
import { friendlyType, type RefLookup } from './typeNames.ts';
import type { TypeGroup } from './types.ts';
import { englishWords } from './qualifiers.ts';

export interface Walk {
  registry: SchemaRegistry;
  settings: ViewerSettings;
  node: ViewNode;
  location: SchemaLocation;
  scope: Scope;
  trail: Trail;
  lookup: RefLookup;
  /** The schema whose keywords are being read (after following references). */
  schema: JSONSchemaObject;
}

/** The name of a row that stands for a keyword ("items", "additional properties"), in the viewer's language. */
function rowName(walk: Walk, key: string): string {
  return (walk.settings.words ?? englishWords)(`sitegen.viewer.row.${key}`);
}

function child(
  walk: Walk,
  role: NodeRole,
  segment: string,
  tokens: string[],
  name: string,
  extra: Partial<ViewNode> = {},
): ViewNode | undefined {
  // The value is read from the parent schema (tokens are one or two steps), not from the document root.
  let value: unknown = walk.schema;
  for (const token of tokens)
    value = Array.isArray(value) ? value[Number(token)] : isSchemaObject(value) ? value[token] : undefined;
  if (!isSchema(value)) return undefined;
  const location = { document: walk.location.document, pointer: appendPointer(walk.location.pointer, ...tokens) };
  // Only a subschema with its own `$id` or `$schema` changes the scope.
  const scope =
    isSchemaObject(value) && (value.$id !== undefined || value.id !== undefined || value.$schema !== undefined)
      ? walk.registry.enter(location, walk.scope)
      : walk.scope;
  return {
    ...placement(walk.node, role),
    id: childId(walk.node.id, segment),
    role,
    name,
    schema: value,
    location,
    scope,
    trail: walk.trail,
    ...extra,
  };
}

const embeddedRoles = new Set<NodeRole>(['branch', 'not', 'if', 'then', 'else', 'refTarget']);
/** Longest chain of embedded nodes before they become collapsible rows again, so no schema unfolds without limit. */
const maxEmbeddedRun = 4;

export function placement(
  parent: ViewNode,
  role: NodeRole,
): Pick<ViewNode, 'depth' | 'level' | 'embedded' | 'embeddedRun'> {
  const embedded = embeddedRoles.has(role) && parent.embeddedRun < maxEmbeddedRun;
  return {
    embedded,
    depth: embedded ? parent.depth : parent.depth + 1,
    level: parent.level + 1,
    embeddedRun: embedded ? parent.embeddedRun + 1 : 0,
  };
}

export function objectSections(walk: Walk, schema: JSONSchemaObject): { group: TypeGroup; section: Section }[] {
  const out: { group: TypeGroup; section: Section }[] = [];
  const rows = (key: string, title: string, nodes: (ViewNode | undefined)[]) => {
    const present = nodes.filter((n): n is ViewNode => n !== undefined);
    if (present.length > 0) out.push({ group: 'object', section: { kind: 'rows', key, title, nodes: present } });
  };
  const required = new Set(stringsOf(schema, 'required'));
  const properties = schemaMapOf(schema, 'properties');
  const declared = new Set(properties.map(([name]) => name));
  const propertyNodes = properties.map(([name]) =>
    child(walk, 'property', encodeName(name), ['properties', name], name, required.has(name) ? { required: true } : {}),
  );
  for (const name of required) {
    if (declared.has(name)) continue;
    propertyNodes.push({
      ...placement(walk.node, 'property'),
      id: childId(walk.node.id, encodeName(name)),
      role: 'property',
      name,
      required: true,
      onlyInRequired: true,
      schema: true,
      location: { document: walk.location.document, pointer: appendPointer(walk.location.pointer, 'required') },
      scope: walk.scope,
      trail: walk.trail,
    });
  }
  rows('properties', 'Properties', propertyNodes);
  rows(
    'patternProperties',
    'Pattern properties',
    schemaMapOf(schema, 'patternProperties').map(([pattern]) =>
      child(
        walk,
        'patternProperty',
        `:patternProperties:${encodeName(pattern)}`,
        ['patternProperties', pattern],
        pattern,
      ),
    ),
  );
  if (isSchemaObject(schema.additionalProperties))
    rows('additionalProperties', 'Additional properties', [
      child(
        walk,
        'additionalProperties',
        ':additionalProperties',
        ['additionalProperties'],
        rowName(walk, 'additionalProperties'),
      ),
    ]);
  if (isSchema(schema.propertyNames))
    rows('propertyNames', 'Property names', [
      child(walk, 'propertyNames', ':propertyNames', ['propertyNames'], rowName(walk, 'propertyNames')),
    ]);
  if (isSchemaObject(schema.unevaluatedProperties))
    rows('unevaluatedProperties', 'Unevaluated properties', [
      child(
        walk,
        'unevaluatedProperties',
        ':unevaluatedProperties',
        ['unevaluatedProperties'],
        rowName(walk, 'unevaluatedProperties'),
      ),
    ]);
  const dependent = [
    ...schemaMapOf(schema, 'dependentSchemas').map(([name]) =>
      child(walk, 'dependentSchema', `:dependentSchemas:${encodeName(name)}`, ['dependentSchemas', name], name),
    ),
    ...schemaMapOf(schema, 'dependencies').map(([name]) =>
      child(walk, 'dependentSchema', `:dependencies:${encodeName(name)}`, ['dependencies', name], name),
    ),
  ];
  rows('dependentSchemas', 'Dependent schemas (apply when the property is present)', dependent);
  return out;
}

export function arraySections(
  walk: Walk,
  schema: JSONSchemaObject,
  draft: Draft,
): { group: TypeGroup; section: Section }[] {
  const out: { group: TypeGroup; section: Section }[] = [];
  const rows = (key: string, title: string, nodes: (ViewNode | undefined)[]) => {
    const present = nodes.filter((n): n is ViewNode => n !== undefined);
    if (present.length > 0) out.push({ group: 'array', section: { kind: 'rows', key, title, nodes: present } });
  };
  const tupleKeyword = Array.isArray(schema.prefixItems)
    ? 'prefixItems'
    : Array.isArray(schema.items) && itemsMayBeTuple(draft)
      ? 'items'
      : undefined;
  if (tupleKeyword) {
    const tuple = schema[tupleKeyword] as unknown[];
    rows(
      'tuple',
      'Items, by position',
      tuple.map((_, index) => child(walk, 'prefixItem', `:${index}`, [tupleKeyword, String(index)], `[${index}]`)),
    );
    const rest = tupleKeyword === 'prefixItems' ? 'items' : 'additionalItems';
    if (isSchemaObject(schema[rest]))
      rows('additionalItems', 'Items after those', [
        child(walk, 'additionalItems', ':additionalItems', [rest], rowName(walk, 'additionalItems')),
      ]);
  } else if (isSchemaObject(schema.items)) {
    rows('items', 'Items', [child(walk, 'items', ':items', ['items'], rowName(walk, 'items'))]);
  }
  if (isSchema(schema.contains))
    rows('contains', 'Contains', [child(walk, 'contains', ':contains', ['contains'], rowName(walk, 'contains'))]);
  if (isSchemaObject(schema.unevaluatedItems))
    rows('unevaluatedItems', 'Unevaluated items', [
      child(walk, 'unevaluatedItems', ':unevaluatedItems', ['unevaluatedItems'], rowName(walk, 'unevaluatedItems')),
    ]);
  return out;
}

export function compositionSections(walk: Walk, schema: JSONSchemaObject): Section[] {
  const out: Section[] = [];
  const titles = {
    allOf: 'All of (must match every schema)',
    anyOf: 'Any of (must match at least one schema)',
    oneOf: 'One of (must match exactly one schema)',
  };
  for (const keyword of ['allOf', 'anyOf', 'oneOf'] as const) {
    const branches = schema[keyword];
    if (!Array.isArray(branches)) continue;
    const nodes: ViewNode[] = [];
    const labels: string[] = [];
    branches.forEach((branch, index) => {
      if (!isSchema(branch)) return;
      const label =
        (isSchemaObject(branch) && stringOf(branch, 'title')) ||
        friendlyType(branch, walk.lookup, 0, walk.settings.words);
      const node = child(walk, 'branch', `:${keyword}:${index}`, [keyword, String(index)], label);
      if (node) {
        nodes.push(node);
        labels.push(label);
      }
    });
    // Equal labels get their position, so tabs stay distinguishable.
    const counts = new Map<string, number>();
    for (const label of labels) counts.set(label, (counts.get(label) ?? 0) + 1);
    const unique = labels.map((label, index) => ((counts.get(label) ?? 0) > 1 ? `${label} (${index + 1})` : label));
    for (const [index, node] of nodes.entries()) node.name = unique[index] ?? node.name;
    if (nodes.length > 0)
      out.push({ kind: 'alternatives', key: keyword, keyword, title: titles[keyword], labels: unique, nodes });
  }
  if (isSchema(schema.not)) {
    const node = child(walk, 'not', ':not', ['not'], 'not');
    if (node) out.push({ kind: 'embedded', key: 'not', title: 'Not (must not match this schema)', node });
  }
  if (isSchema(schema.if) && draftAtLeast(walk.scope.draft, '7')) {
    const nodes = (['if', 'then', 'else'] as const)
      .map((keyword) =>
        isSchema(schema[keyword]) ? child(walk, keyword, `:${keyword}`, [keyword], keyword) : undefined,
      )
      .filter((n): n is ViewNode => n !== undefined);
    out.push({ kind: 'conditional', key: 'conditional', nodes });
  }
  return out;
}

export function stringSections(walk: Walk, schema: JSONSchemaObject): { group: TypeGroup; section: Section }[] {
  if (!isSchema(schema.contentSchema)) return [];
  const node = child(walk, 'contentSchema', ':contentSchema', ['contentSchema'], 'content schema');
  return node
    ? [
        {
          group: 'string',
          section: { kind: 'rows', key: 'contentSchema', title: 'Content schema (the decoded content)', nodes: [node] },
        },
      ]
    : [];
}

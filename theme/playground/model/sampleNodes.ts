/**
 * A subschema as sample generation and checking see it: the schema, where it
 * is, and the scope (base URI, draft) its keywords are read in. References are
 * followed through the viewer's registry, so JSON Pointers, anchors, `$id`s and
 * the dynamic references all resolve the way the viewer shows them.
 */
import type { Draft } from '../../viewer/model/draft.ts';
import { appendPointer } from '../../viewer/model/pointer.ts';
import {
  locationKey,
  SchemaRegistry,
  type Resolution,
  type SchemaLocation,
  type Scope,
} from '../../viewer/model/registry.ts';
import { isSchema, isSchemaObject, type JSONSchema, type JSONSchemaObject } from '../../viewer/model/schema.ts';
import { refOf } from '../../viewer/model/typeNames.ts';
import { defaultBaseUri } from '../../viewer/model/uri.ts';

export interface SchemaNode {
  schema: JSONSchema;
  location: SchemaLocation;
  scope: Scope;
  /** The schemas walked through to reach this one (parents and references), for recursion. */
  trail?: Trail;
}

/** A chain of location keys, innermost first. */
export interface Trail {
  readonly key: string;
  readonly parent: Trail | undefined;
}

export function onTrail(trail: Trail | undefined, key: string): boolean {
  for (let entry = trail; entry; entry = entry.parent) if (entry.key === key) return true;
  return false;
}

/** The trail of a schema reached from `node` (as its subschema, or as the target of its reference). */
export const trailFrom = (node: SchemaNode): Trail => ({ key: locationKey(node.location), parent: node.trail });

export interface SchemaObjectNode extends SchemaNode {
  schema: JSONSchemaObject;
}

/** The registry holding `schema` as its only document, and the node of its root. */
export function rootSchemaNode(
  schema: JSONSchema,
  fallbackDraft: Draft,
): { registry: SchemaRegistry; root: SchemaNode } {
  const registry = new SchemaRegistry(fallbackDraft);
  registry.addDocument(defaultBaseUri, schema);
  const location = { document: defaultBaseUri, pointer: '' };
  const { base, draft } = registry.scopeAt(location);
  return { registry, root: { schema, location, scope: { base, draft, dynamic: [base] } } };
}

/** The subschema `tokens` below `parent` (one or two steps, e.g. `['properties', 'name']`), if it is a schema. */
export function childNode(registry: SchemaRegistry, parent: SchemaNode, ...tokens: string[]): SchemaNode | undefined {
  let value: unknown = parent.schema;
  for (const token of tokens)
    value = Array.isArray(value)
      ? value[Number(token)]
      : isSchemaObject(value) && Object.hasOwn(value, token)
        ? value[token]
        : undefined;
  if (!isSchema(value)) return undefined;
  const location = { document: parent.location.document, pointer: appendPointer(parent.location.pointer, ...tokens) };
  // Only a subschema with its own `$id` or `$schema` changes the scope.
  const scope =
    isSchemaObject(value) && (value.$id !== undefined || value.id !== undefined || value.$schema !== undefined)
      ? registry.enter(location, parent.scope)
      : parent.scope;
  return { schema: value, location, scope, trail: trailFrom(parent) };
}

/** Every subschema of an array-valued keyword (`allOf`, `prefixItems`, a tuple `items`). */
export function childNodes(registry: SchemaRegistry, parent: SchemaNode, keyword: string): SchemaNode[] {
  const value = isSchemaObject(parent.schema) ? parent.schema[keyword] : undefined;
  if (!Array.isArray(value)) return [];
  return value.flatMap((_, index) => childNode(registry, parent, keyword, String(index)) ?? []);
}

/** Where the node's reference (`$ref`, `$dynamicRef`, `$recursiveRef`) leads, or undefined when it has none. */
export function followRef(registry: SchemaRegistry, node: SchemaObjectNode): Resolution | undefined {
  const ref = refOf(node.schema);
  return ref && registry.resolve(ref.keyword, ref.ref, node.scope);
}

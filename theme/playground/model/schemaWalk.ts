/**
 * Every schema object of a document with its pointer, found through the real
 * subschema positions only (never `enum`, `const`, `examples` or `default`
 * data), and the schema resource each belongs to, for resolving local `$ref`s.
 */
import { draftAtLeast, idKeyword, refIgnoresSiblings, type Draft } from '../../viewer/model/draft.ts';
import { appendPointer } from '../../viewer/model/pointer.ts';
import { isSchemaObject, type JSONSchema, type JSONSchemaObject } from '../../viewer/model/schema.ts';
import { subschemasOf } from '../../viewer/model/subschemas.ts';

/** A document or embedded schema with its own `$id`: where "#/…" and "#name" resolve. */
export interface SchemaResource {
  schema: JSONSchema;
  /** Plain-name fragments: `$anchor`/`$dynamicAnchor` since 2019-09, `$id: "#name"` before. */
  anchors: Set<string>;
}

export interface VisitedSchema {
  schema: JSONSchemaObject;
  pointer: string;
  resource: SchemaResource;
}

export function walkSchema(root: JSONSchema, draft: Draft): VisitedSchema[] {
  const visited: VisitedSchema[] = [];
  const visit = (schema: JSONSchema, pointer: string, outer: SchemaResource | undefined) => {
    if (!isSchemaObject(schema)) return;
    const id = readId(schema, draft);
    const resource = !outer || id.resource ? { schema, anchors: new Set<string>() } : outer;
    if (id.anchor !== undefined) resource.anchors.add(id.anchor);
    if (draftAtLeast(draft, '2019-09') && typeof schema.$anchor === 'string') resource.anchors.add(schema.$anchor);
    if (draft === '2020-12' && typeof schema.$dynamicAnchor === 'string') resource.anchors.add(schema.$dynamicAnchor);
    visited.push({ schema, pointer, resource });
    for (const sub of subschemasOf(schema, draft)) visit(sub.schema, appendPointer(pointer, ...sub.tokens), resource);
  };
  visit(root, '', undefined);
  return visited;
}

function readId(schema: JSONSchemaObject, draft: Draft): { resource: boolean; anchor?: string } {
  const id = schema[idKeyword(draft)];
  // Up to draft 7, `$ref` makes its siblings, `$id` included, ignored.
  if (typeof id !== 'string' || (refIgnoresSiblings(draft) && schema.$ref !== undefined)) return { resource: false };
  const hash = id.indexOf('#');
  const base = hash === -1 ? id : id.slice(0, hash);
  const fragment = hash === -1 ? '' : id.slice(hash + 1);
  if (draftAtLeast(draft, '2019-09') || fragment === '' || fragment.startsWith('/')) return { resource: base !== '' };
  return { resource: base !== '', anchor: fragment };
}

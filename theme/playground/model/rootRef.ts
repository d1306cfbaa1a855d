/**
 * "A root `$ref` is followed for the viewer": a schema whose root only points
 * elsewhere (`{ "$ref": "#/$defs/order", "$defs": {…} }`) is shown from the
 * place it points to. The chain is followed through the viewer's registry, so
 * JSON Pointers, `$anchor`s and `$id`s all work; a cycle or a reference out of
 * the document stops it.
 */
import { detectDraft, refIgnoresSiblings, type Draft } from '../../viewer/model/draft.ts';
import { SchemaRegistry } from '../../viewer/model/registry.ts';
import { isSchemaObject } from '../../viewer/model/schema.ts';
import { defaultBaseUri } from '../../viewer/model/uri.ts';

/**
 * Keywords that may stand beside a root `$ref` (from 2019-09, when siblings count) without making the root more than a
 * pointer.
 */
const besideRef = new Set([
  '$ref',
  '$schema',
  '$id',
  'id',
  '$defs',
  'definitions',
  '$comment',
  '$anchor',
  'title',
  'description',
]);

export interface RootRef {
  /** The `$ref`s followed, in order. */
  refs: string[];
  /** The JSON Pointer the viewer shows, e.g. `/$defs/order`. */
  pointer: string;
}

/** Where the viewer should start, or undefined when the root is a schema of its own. */
export function followRootRef(schema: unknown, fallbackDraft: Draft = '2020-12'): RootRef | undefined {
  if (!isSchemaObject(schema) || typeof schema.$ref !== 'string') return undefined;
  // Up to draft 7 a $ref's siblings are ignored, so the root is the target whatever stands beside it.
  const onlyPoints = (value: object, draft: Draft) =>
    refIgnoresSiblings(draft) || Object.keys(value).every((key) => besideRef.has(key));
  if (!onlyPoints(schema, detectDraft(schema, fallbackDraft))) return undefined;
  const registry = new SchemaRegistry(fallbackDraft);
  registry.addDocument(defaultBaseUri, schema);
  const refs: string[] = [];
  const seen = new Set<string>(['']);
  let pointer = '';
  let current: unknown = schema;
  while (isSchemaObject(current) && typeof current.$ref === 'string' && refs.length < 32) {
    const { base, draft } = registry.scopeAt({ document: defaultBaseUri, pointer });
    if (pointer !== '' && !onlyPoints(current, draft)) break;
    const resolution = registry.resolve('$ref', current.$ref, { base, draft, dynamic: [] });
    if (resolution.status !== 'resolved' || resolution.location.document !== defaultBaseUri) break;
    if (seen.has(resolution.location.pointer)) break;
    refs.push(current.$ref);
    pointer = resolution.location.pointer;
    seen.add(pointer);
    current = resolution.schema;
  }
  return refs.length > 0 ? { refs, pointer } : undefined;
}

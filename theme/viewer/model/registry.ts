/**
 * The schemas the viewer can reach: documents by retrieval URI, the resources
 * their `$id`s name, and their anchors. Resolves `$ref` (and `$dynamicRef`,
 * `$recursiveRef`) to a location; never fetches anything itself.
 */
import { detectDraft, idKeyword, refIgnoresSiblings, draftAtLeast, type Draft } from './draft.ts';
import { getAtPointer, pointerFromFragment, appendPointer } from './pointer.ts';
import { isSchema, isSchemaObject, type JSONSchema } from './schema.ts';
import { subschemasOf } from './subschemas.ts';
import { fragmentOf, isRemoteUri, resolveUri, safeDecode, withoutFragment } from './uri.ts';

/** A place in a document: its retrieval URI and a JSON Pointer. */
export interface SchemaLocation {
  document: string;
  pointer: string;
}

export const locationKey = (location: SchemaLocation) => `${location.document}#${location.pointer}`;

/** What a subschema's keywords are read against: its base URI, its draft, and the resources entered to reach it. */
export interface Scope {
  base: string;
  draft: Draft;
  /** Resource URIs from the outermost in, for `$dynamicRef` and `$recursiveRef`. */
  dynamic: readonly string[];
}

interface Resource extends SchemaLocation {
  draft: Draft;
  recursiveAnchor: boolean;
}

export type RefKeyword = '$ref' | '$dynamicRef' | '$recursiveRef';

export type Resolution =
  | { status: 'resolved'; uri: string; location: SchemaLocation; schema: JSONSchema; scope: Scope }
  /** Its resource is a remote document that is not loaded (yet). */
  | { status: 'remote'; uri: string; resource: string }
  | { status: 'unresolved'; uri: string; reason: string };

export class SchemaRegistry {
  private readonly documents = new Map<string, unknown>();
  private readonly resources = new Map<string, Resource>();
  private readonly anchors = new Map<string, SchemaLocation>();
  private readonly dynamicAnchors = new Map<string, SchemaLocation>();
  private readonly scopes = new Map<string, { base: string; draft: Draft }>();

  /**
   * `loadable`: whether a document the schema references but the registry lacks can still arrive (it is then
   * "remote", shown as loading, rather than unresolved): by default `http(s)` documents, which the viewer
   * fetches; with custom resolvers, also the URIs they take.
   */
  constructor(
    private readonly fallbackDraft: Draft = '2020-12',
    private readonly loadable: (resourceUri: string) => boolean = isRemoteUri,
  ) {}

  hasDocument(uri: string): boolean {
    return this.documents.has(uri);
  }

  /** Whether a document or an embedded `$id` has this URI. */
  hasResource(uri: string): boolean {
    return this.resources.has(uri);
  }

  /** Adds a document under its retrieval URI and indexes its `$id`s and anchors. */
  addDocument(uri: string, schema: unknown, draft?: Draft): void {
    if (this.documents.has(uri)) return;
    this.documents.set(uri, schema);
    const rootDraft = draft ?? (isSchema(schema) ? detectDraft(schema, this.fallbackDraft) : this.fallbackDraft);
    this.resources.set(uri, { document: uri, pointer: '', draft: rootDraft, recursiveAnchor: false });
    const stack: { value: unknown; pointer: string; base: string; draft: Draft }[] = [
      { value: schema, pointer: '', base: uri, draft: rootDraft },
    ];
    // Each object is indexed once: a schema given as props (not parsed JSON) may hold cycles or share subschemas.
    const indexed = new Set<object>();
    while (stack.length > 0) {
      const { value, pointer, base: parentBase, draft: parentDraft } = stack.pop()!;
      if (!isSchemaObject(value)) {
        this.scopes.set(`${uri}#${pointer}`, { base: parentBase, draft: parentDraft });
        continue;
      }
      if (indexed.has(value)) continue;
      indexed.add(value);
      let base = parentBase;
      let draft = parentDraft;
      const location = { document: uri, pointer };
      const id = value[idKeyword(draft)];
      const ignoresId = refIgnoresSiblings(draft) && typeof value.$ref === 'string';
      if (typeof id === 'string' && !ignoresId) {
        if (typeof value.$schema === 'string') draft = detectDraft(value, draft);
        const resolved = resolveUri(id, base);
        if (resolved && id.startsWith('#')) {
          // Drafts 4–7: `"$id": "#name"` is a plain-name anchor.
          if (!draftAtLeast(draft, '2019-09')) this.anchors.set(`${base}#${fragmentOf(resolved)}`, location);
        } else if (resolved) {
          base = withoutFragment(resolved);
          const existing = this.resources.get(base);
          if (!existing || existing.document !== uri || pointer === '') {
            this.resources.set(base, { ...location, draft, recursiveAnchor: value.$recursiveAnchor === true });
          }
          const fragment = fragmentOf(resolved);
          if (fragment && !fragment.startsWith('/') && !draftAtLeast(draft, '2019-09'))
            this.anchors.set(`${base}#${fragment}`, location);
        }
      }
      if (pointer === '' && value.$recursiveAnchor === true) {
        const resource = this.resources.get(uri);
        if (resource) resource.recursiveAnchor = true;
      }
      if (draftAtLeast(draft, '2019-09') && typeof value.$anchor === 'string')
        this.anchors.set(`${base}#${value.$anchor}`, location);
      if (draftAtLeast(draft, '2020-12') && typeof value.$dynamicAnchor === 'string') {
        this.anchors.set(`${base}#${value.$dynamicAnchor}`, location);
        this.dynamicAnchors.set(`${base}#${value.$dynamicAnchor}`, location);
      }
      this.scopes.set(`${uri}#${pointer}`, { base, draft });
      for (const sub of subschemasOf(value, draft))
        stack.push({ value: sub.schema, pointer: appendPointer(pointer, ...sub.tokens), base, draft });
    }
  }

  /** The schema at a location, when there is one. */
  schemaAt(location: SchemaLocation): JSONSchema | undefined {
    const value = getAtPointer(this.documents.get(location.document), location.pointer);
    return isSchema(value) ? value : undefined;
  }

  /** The base URI and draft in force at a location (for pointers into unindexed places, its nearest indexed parent). */
  scopeAt(location: SchemaLocation): { base: string; draft: Draft } {
    let pointer = location.pointer;
    for (;;) {
      const found = this.scopes.get(`${location.document}#${pointer}`);
      if (found) return found;
      if (pointer === '')
        return { base: location.document, draft: this.resources.get(location.document)?.draft ?? this.fallbackDraft };
      pointer = pointer.slice(0, pointer.lastIndexOf('/'));
    }
  }

  /** The scope a subschema enters: its own `$id` (if any) becomes the base and joins the dynamic scope. */
  enter(location: SchemaLocation, parent: Scope): Scope {
    const { base, draft } = this.scopeAt(location);
    if (base === parent.base && draft === parent.draft) return parent;
    return { base, draft, dynamic: parent.dynamic.includes(base) ? parent.dynamic : [...parent.dynamic, base] };
  }

  /** Every `$ref`-like target that names a loadable document not loaded yet. */
  missingRemoteDocuments(): string[] {
    return this.missingDocuments().map((missing) => missing.resource);
  }

  /** The same, each with the first reference to it as written (without its fragment), for resolvers that take it so. */
  missingDocuments(): { resource: string; ref: string }[] {
    const missing = new Map<string, string>();
    for (const [document, root] of this.documents) {
      forEachReference(root, this.scopeAt({ document, pointer: '' }).draft, (ref, pointer) => {
        const { base } = this.scopeAt({ document, pointer });
        const target = resolveUri(ref, base);
        if (!target) return;
        const resource = withoutFragment(target);
        if (this.loadable(resource) && !this.resources.has(resource) && !missing.has(resource))
          missing.set(resource, ref.replace(/#.*$/, ''));
      });
    }
    return [...missing].map(([resource, ref]) => ({ resource, ref }));
  }

  resolve(keyword: RefKeyword, ref: string, scope: Scope): Resolution {
    const initial = this.resolveStatic(ref, scope);
    if (initial.status !== 'resolved') return initial;
    if (keyword === '$dynamicRef') return this.resolveDynamic(ref, initial, scope);
    if (keyword === '$recursiveRef') return this.resolveRecursive(initial, scope);
    return initial;
  }

  private resolveStatic(ref: string, scope: Scope): Resolution {
    const target = resolveUri(ref, scope.base);
    if (!target)
      return { status: 'unresolved', uri: ref, reason: `"${ref}" is not a valid URI reference against ${scope.base}.` };
    const resourceUri = withoutFragment(target);
    const resource = this.resources.get(resourceUri);
    if (!resource) {
      if (this.loadable(resourceUri)) return { status: 'remote', uri: target.href, resource: resourceUri };
      return { status: 'unresolved', uri: target.href, reason: `No schema with the URI ${resourceUri} is loaded.` };
    }
    const fragment = fragmentOf(target);
    let location: SchemaLocation | undefined;
    const pointer = pointerFromFragment(fragment);
    if (pointer !== undefined) location = { document: resource.document, pointer: resource.pointer + pointer };
    else location = this.anchors.get(`${resourceUri}#${safeDecode(fragment)}`);
    const schema = location && this.schemaAt(location);
    if (!location || schema === undefined) {
      const what = pointer !== undefined ? `no schema at the pointer ${pointer}` : `no anchor named "${fragment}"`;
      return { status: 'unresolved', uri: target.href, reason: `${resourceUri} has ${what}.` };
    }
    const { base, draft } = this.scopeAt(location);
    const dynamic = scope.dynamic.includes(base) ? scope.dynamic : [...scope.dynamic, base];
    return { status: 'resolved', uri: target.href, location, schema, scope: { base, draft, dynamic } };
  }

  /**
   * 2020-12: a `$dynamicRef` to a `$dynamicAnchor` goes to the outermost resource in the dynamic scope with that
   * anchor.
   */
  private resolveDynamic(ref: string, initial: Extract<Resolution, { status: 'resolved' }>, scope: Scope): Resolution {
    const target = resolveUri(ref, scope.base);
    const name = target ? safeDecode(fragmentOf(target)) : '';
    const schema = initial.schema;
    if (!name || name.startsWith('/') || !isSchemaObject(schema) || schema.$dynamicAnchor !== name) return initial;
    for (const resource of scope.dynamic) {
      const location = this.dynamicAnchors.get(`${resource}#${name}`);
      const found = location && this.schemaAt(location);
      if (location && found !== undefined) {
        const { base, draft } = this.scopeAt(location);
        return {
          status: 'resolved',
          uri: `${resource}#${name}`,
          location,
          schema: found,
          scope: { base, draft, dynamic: scope.dynamic },
        };
      }
    }
    return initial;
  }

  /**
   * 2019-09: `$recursiveRef` goes to the outermost resource in the dynamic scope with `$recursiveAnchor: true`, when
   * its own target has one.
   */
  private resolveRecursive(initial: Extract<Resolution, { status: 'resolved' }>, scope: Scope): Resolution {
    const start = this.resources.get(initial.scope.base);
    if (!start?.recursiveAnchor) return initial;
    for (const uri of scope.dynamic) {
      const resource = this.resources.get(uri);
      if (!resource?.recursiveAnchor) continue;
      const schema = this.schemaAt(resource);
      if (schema === undefined) continue;
      return {
        status: 'resolved',
        uri,
        location: { document: resource.document, pointer: resource.pointer },
        schema,
        scope: { base: uri, draft: resource.draft, dynamic: scope.dynamic },
      };
    }
    return initial;
  }
}

/** Calls `visit` with every `$ref`, `$dynamicRef` and `$recursiveRef` string in a document, and its pointer. */
export function forEachReference(
  root: unknown,
  draft: Draft,
  visit: (ref: string, pointer: string, keyword: RefKeyword) => void,
): void {
  const stack: { value: unknown; pointer: string; draft: Draft }[] = [{ value: root, pointer: '', draft }];
  while (stack.length > 0) {
    const { value, pointer, draft: current } = stack.pop()!;
    if (!isSchemaObject(value)) continue;
    const here = typeof value.$schema === 'string' ? detectDraft(value, current) : current;
    for (const keyword of ['$ref', '$dynamicRef', '$recursiveRef'] as const) {
      if (typeof value[keyword] === 'string') visit(value[keyword], pointer, keyword);
    }
    for (const sub of subschemasOf(value, here))
      stack.push({ value: sub.schema, pointer: appendPointer(pointer, ...sub.tokens), draft: here });
  }
}

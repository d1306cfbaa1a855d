/**
 * Loads the documents a schema references but the viewer lacks, in the
 * browser only, after hydration: the server render shows them loading, and
 * the build never needs the network. A custom resolver of the document's URI
 * scheme (`resolverOptions.resolvers`, see `resolverFor`) loads it; otherwise
 * `http(s)` documents are fetched. Each document is tried once; a failure
 * becomes an unresolved reference with the reason.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { RemoteState } from './components/viewerContext.ts';
import type { SchemaRegistry } from './model/registry.ts';
import { defaultBaseUri, isRemoteUri } from './model/uri.ts';
import type { SchemaResolver } from './viewerOptions.ts';

/** At most this many remote documents per viewer, so a chain of references cannot fetch without end. */
const maxRemoteDocuments = 32;
const timeoutMs = 15_000;

async function fetchJson(uri: string): Promise<unknown> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(uri, {
      signal: controller.signal,
      headers: { accept: 'application/schema+json, application/json' },
    });
    if (!response.ok)
      throw new Error(`the server answered ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`);
    const text = await response.text();
    try {
      return JSON.parse(text) as unknown;
    } catch (cause) {
      throw new Error('the response is not JSON', { cause });
    }
  } catch (error) {
    if (controller.signal.aborted) throw new Error(`no answer within ${timeoutMs / 1000} seconds`, { cause: error });
    throw error instanceof TypeError
      ? new Error('the request failed (offline, blocked, or not allowed by CORS)', { cause: error })
      : error;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The resolver for a missing document and what it is given: the one of its URI's scheme with the full URI,
 * or, for a relative reference of a schema without a base of its own (`sitegen:`), the `file` resolver with
 * the reference as written, as the Docusaurus JSON Schema plugin's resolvers expect.
 */
export function resolverFor(
  resolvers: Readonly<Record<string, SchemaResolver>> | undefined,
  resource: string,
  ref: string,
): { resolver: SchemaResolver; ref: string } | undefined {
  if (!resolvers) return undefined;
  const scheme = resource.slice(0, resource.indexOf(':')).toLowerCase();
  const own = Object.hasOwn(resolvers, scheme) ? resolvers[scheme] : undefined;
  if (own) return { resolver: own, ref: resource };
  const file = Object.hasOwn(resolvers, 'file') ? resolvers.file : undefined;
  if (file && scheme === defaultBaseUri.slice(0, defaultBaseUri.indexOf(':'))) return { resolver: file, ref };
  return undefined;
}

/**
 * Whether a missing document is one that may arrive (shown as remote, not unresolved): `http(s)` documents
 * (fetched, or with `remote: "none"` shown as not fetched) and those a resolver takes.
 */
export function canLoad(resolvers: Readonly<Record<string, SchemaResolver>> | undefined) {
  return (resource: string): boolean =>
    isRemoteUri(resource) || resolverFor(resolvers, resource, resource) !== undefined;
}

export function useRemoteDocuments(mode: 'fetch' | 'none', resolvers?: Readonly<Record<string, SchemaResolver>>) {
  const [remoteDocuments, setRemoteDocuments] = useState<Readonly<Record<string, unknown>>>({});
  const [remote, setRemote] = useState<ReadonlyMap<string, RemoteState>>(new Map());
  const [registry, setRegistry] = useState<SchemaRegistry>();
  const onModel = useCallback((next: SchemaRegistry) => setRegistry(next), []);
  // The latest resolvers: a page may make a new object of the same ones on every render.
  const latestResolvers = useRef(resolvers);
  latestResolvers.current = resolvers;
  // Documents asked for already: an effect that runs again before its state arrived must not ask twice.
  const started = useRef(new Set<string>());

  useEffect(() => {
    if (!registry) return;
    // http(s) documents are fetched only with `remote: "fetch"`; a resolver's are always loaded.
    const missing = registry
      .missingDocuments()
      .filter(
        ({ resource, ref }) =>
          !remote.has(resource) &&
          !started.current.has(resource) &&
          (mode === 'fetch' || resolverFor(latestResolvers.current, resource, ref) !== undefined),
      );
    if (missing.length === 0) return;
    const allowed = Math.max(0, maxRemoteDocuments - remote.size);
    setRemote((current) => {
      const next = new Map(current);
      missing.forEach(({ resource }, index) =>
        next.set(
          resource,
          index < allowed
            ? { status: 'loading' }
            : { status: 'failed', message: `more than ${maxRemoteDocuments} remote documents` },
        ),
      );
      return next;
    });
    for (const { resource: uri, ref } of missing.slice(0, allowed)) {
      started.current.add(uri);
      const custom = resolverFor(latestResolvers.current, uri, ref);
      const load = custom ? Promise.resolve().then(() => custom.resolver.resolve(custom.ref)) : fetchJson(uri);
      load.then(
        (document) => {
          setRemoteDocuments((current) => ({ ...current, [uri]: document }));
          setRemote((current) => {
            const next = new Map(current);
            next.delete(uri);
            return next;
          });
        },
        (error: unknown) =>
          setRemote((current) =>
            new Map(current).set(uri, {
              status: 'failed',
              message: error instanceof Error ? error.message : String(error),
            }),
          ),
      );
    }
  }, [mode, registry, remote]);

  return {
    remoteDocuments,
    remote,
    fetchesRemote: mode === 'fetch' || Object.keys(resolvers ?? {}).length > 0,
    onModel,
  };
}

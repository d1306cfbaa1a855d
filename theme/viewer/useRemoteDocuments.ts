/**
 * Fetches the remote (`http(s)`) documents a schema references, in the
 * browser only, after hydration: the server render shows them loading, and
 * the build never needs the network. Each document is tried once; a failure
 * becomes an unresolved reference with the reason.
 */
import { useCallback, useEffect, useState } from 'react';
import type { RemoteState } from './components/viewerContext.ts';
import type { SchemaRegistry } from './model/registry.ts';

/** At most this many remote documents per viewer, so a chain of references cannot fetch without end. */
const maxRemoteDocuments = 32;
const timeoutMs = 15_000;

async function fetchJson(uri: string): Promise<unknown> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(uri, { signal: controller.signal, headers: { accept: 'application/schema+json, application/json' } });
    if (!response.ok) throw new Error(`the server answered ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`);
    const text = await response.text();
    try { return JSON.parse(text) as unknown; } catch (cause) { throw new Error('the response is not JSON', { cause }); }
  } catch (error) {
    if (controller.signal.aborted) throw new Error(`no answer within ${timeoutMs / 1000} seconds`, { cause: error });
    throw error instanceof TypeError ? new Error('the request failed (offline, blocked, or not allowed by CORS)', { cause: error }) : error;
  } finally {
    clearTimeout(timer);
  }
}

export function useRemoteDocuments(mode: 'fetch' | 'none') {
  const [remoteDocuments, setRemoteDocuments] = useState<Readonly<Record<string, unknown>>>({});
  const [remote, setRemote] = useState<ReadonlyMap<string, RemoteState>>(new Map());
  const [registry, setRegistry] = useState<SchemaRegistry>();
  const onModel = useCallback((next: SchemaRegistry) => setRegistry(next), []);

  useEffect(() => {
    if (mode !== 'fetch' || !registry) return;
    const missing = registry.missingRemoteDocuments().filter((uri) => !remote.has(uri));
    if (missing.length === 0) return;
    const allowed = Math.max(0, maxRemoteDocuments - remote.size);
    setRemote((current) => {
      const next = new Map(current);
      missing.forEach((uri, index) => next.set(uri, index < allowed ? { status: 'loading' } : { status: 'failed', message: `more than ${maxRemoteDocuments} remote documents` }));
      return next;
    });
    for (const uri of missing.slice(0, allowed)) {
      fetchJson(uri).then(
        (document) => {
          setRemoteDocuments((current) => ({ ...current, [uri]: document }));
          setRemote((current) => { const next = new Map(current); next.delete(uri); return next; });
        },
        (error: unknown) => setRemote((current) => new Map(current).set(uri, { status: 'failed', message: error instanceof Error ? error.message : String(error) })),
      );
    }
  }, [mode, registry, remote]);

  return { remoteDocuments, remote, fetchesRemote: mode === 'fetch', onModel };
}

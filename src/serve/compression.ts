/**
 * Compressed answers, as the static hosts a site is deployed to send them:
 * brotli or gzip, whichever the client accepts first by its preference,
 * for text (HTML, CSS, JavaScript, JSON, SVG, XML) of 1 KB to 16 MB. Without
 * it, what the preview measures (Lighthouse, a page's weight) is not what
 * readers get: the playground's Monaco is 4.6 MB as written, 1.1 MB in brotli.
 *
 * Each file is compressed once per version (its size and time), brotli at
 * quality 5 (Monaco in a tenth of a second; 11 takes seconds), and kept
 * while the cache holds under 64 MB.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { IncomingMessage } from 'node:http';

export type Encoding = 'br' | 'gzip';

const compressible = /^(text\/|application\/(json|xml|javascript)|image\/svg\+xml)/;

/** Whether answers of this type may be compressed (they then vary by `Accept-Encoding`). */
export const compressibleType = (contentType: string) => compressible.test(contentType);

/** Smaller bodies gain less than the header costs. */
const minimumBytes = 1024;
/**
 * Larger files are streamed as they are: compressing one whole would hold the server (and empty the
 * cache) for seconds. The largest file a site ships, Monaco's main script, is under 5 MB.
 */
const maximumBytes = 16 * 1024 * 1024;

/** The encoding to answer with, from `Accept-Encoding` (q-values honoured, `q=0` refuses), or none. */
export function chooseEncoding(request: IncomingMessage, contentType: string, size: number): Encoding | undefined {
  if (size < minimumBytes || size > maximumBytes || !compressibleType(contentType)) return undefined;
  const accepted = new Map<string, number>();
  for (const part of String(request.headers['accept-encoding'] ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const weight = (encoding: Encoding) => accepted.get(encoding) ?? accepted.get('*') ?? 0;
  const best = (['br', 'gzip'] as const)
    .filter((encoding) => weight(encoding) > 0)
    .sort((a, b) => weight(b) - weight(a))[0];
  return best;
}

export function compress(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      })
    : gzipSync(body, { level: 6 });
}

const cacheLimitBytes = 64 * 1024 * 1024;

export type CompressionCache = (key: string, encoding: Encoding, body: () => Buffer) => Buffer;

/** Compressed bodies by file, version and encoding; the oldest go first past the limit. */
export function createCompressionCache(): CompressionCache {
  const entries = new Map<string, Buffer>();
  let bytes = 0;
  return (key, encoding, body) => {
    const id = `${encoding}\0${key}`;
    const cached = entries.get(id);
    if (cached) return cached;
    const compressed = compress(body(), encoding);
    entries.set(id, compressed);
    bytes += compressed.length;
    for (const [oldest, value] of entries) {
      if (bytes <= cacheLimitBytes) break;
      entries.delete(oldest);
      bytes -= value.length;
    }
    return compressed;
  };
}

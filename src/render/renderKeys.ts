/**
 * Render keys: a short hash of everything a page's HTML is made from. Two
 * renders with equal keys produce the same HTML, so a rebuild renders only
 * the pages whose key changed: sitegen serve --watch against the last
 * update, sitegen build against the build cache. Keys are made of content
 * hashes only (a doc's compile key, a React page's files), never of object
 * identity, so they mean the same in another process.
 */
import { createHash } from 'node:crypto';
import type { ClientAssets } from './renderTypes.ts';

/**
 * The hash of `parts`, kept apart from each other by their lengths. Not of their JSON: a page's data is
 * JSON already, and quoting it again for each of 10,000 pages cost more than hashing it. One text, hashed
 * in one call: each call converts its string to bytes, and ten calls a page cost twice as much.
 */
export function renderKey(...parts: (string | number)[]): string {
  return createHash('sha1')
    .update(keyText(...parts))
    .digest('base64url');
}

/**
 * What `renderKey` hashes: the parts, kept apart by their lengths. A part of a key that is itself hashed into the
 * page's key (a job's `key`, a post's meta key) is this text: hashing it once per page as well cost 3-5 µs a time.
 */
export function keyText(...parts: (string | number)[]): string {
  let text = '';
  for (const part of parts) text += typeof part === 'number' ? `n${part};` : `s${part.length}:${part}`;
  return text;
}

/**
 * The client assets as pages see them: their addresses. Not their contents
 * (the addresses hash them) and not how they were made (the client bundle, Monaco or
 * Mermaid built or taken from their cache, the site's files it was made of), which would make every page
 * of the next build differ.
 */
export function assetKey(
  assets: ClientAssets & {
    files?: unknown;
    monacoFromCache?: boolean;
    mermaidFromCache?: boolean;
    siteInputs?: unknown;
    clientFromCache?: boolean;
  },
): string {
  return JSON.stringify({
    ...assets,
    files: undefined,
    monacoFromCache: undefined,
    mermaidFromCache: undefined,
    siteInputs: undefined,
    clientFromCache: undefined,
  });
}

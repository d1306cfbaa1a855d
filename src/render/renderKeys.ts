/**
 * Render keys: a short hash of everything a page's HTML is made from. Two
 * renders with equal keys produce the same HTML, so an incremental rebuild
 * (sitegen serve --watch) renders only the pages whose key changed.
 *
 * Values that are too large to hash per page (compiled Markdown, React page
 * components) are named by identity: a new object gets a new version number.
 */
import { createHash } from 'node:crypto';

const versions = new WeakMap<object, number>();
let nextVersion = 0;

/** A number that changes exactly when `value` is another object. */
export function identityVersion(value: object): number {
  let version = versions.get(value);
  if (version === undefined) {
    version = ++nextVersion;
    versions.set(value, version);
  }
  return version;
}

/** The hash of `parts`, kept apart from each other. */
export function renderKey(...parts: (string | number)[]): string {
  return createHash('sha1').update(JSON.stringify(parts)).digest('base64url');
}

/** URI references resolved against a base, as `$id` and `$ref` need. */

/** `ref` resolved against `base`, or undefined when it is not a valid URI reference there. */
export function resolveUri(ref: string, base: string): URL | undefined {
  try {
    return new URL(ref, base);
  } catch {
    return undefined;
  }
}

/** The URI without its fragment: the resource part. */
export function withoutFragment(uri: URL): string {
  const copy = new URL(uri.href);
  copy.hash = '';
  return copy.href.replace(/#$/, '');
}

/** Percent-decoding that never throws: a malformed escape is kept as written. */
export function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The raw fragment, without `#`. */
export function fragmentOf(uri: URL): string {
  return uri.hash.replace(/^#/, '');
}

export function isRemoteUri(uri: string): boolean {
  return /^https?:\/\//i.test(uri);
}

/** The base URI of a schema given as a value, with no file or `$id` of its own. */
export const defaultBaseUri = 'sitegen:/schema.json';

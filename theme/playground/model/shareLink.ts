/**
 * Share links: the address carries the schema's text as URL-safe base64
 * (RFC 4648 §5: `-` and `_` for `+` and `/`, no `=` padding) in `b64Schema`.
 * Reading is lenient, since links are pasted and re-encoded on their way:
 * the standard alphabet, padding, and a `+` that a query string turned into
 * a space all decode to the same text.
 */
export const shareParameter = 'b64Schema';

/**
 * The longest `b64Schema` the address carries (about 6 kB of schema): servers
 * refuse longer request lines (nginx's default limit is 8 kB; Node's headers,
 * 16 kB), and Chromium slows to a halt on megabyte addresses.
 */
export const shareLimit = 8_000;

export type SharedSchema = { ok: true; text: string } | { ok: false; message: string };

/** UTF-8 text → URL-safe base64 without padding. */
export function encodeShared(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  // In chunks: String.fromCharCode(...bytes) overflows the stack on large schemas.
  for (let index = 0; index < bytes.length; index += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The value of `b64Schema` (as `URLSearchParams` returns it) → the schema's text, or why it cannot be read. */
export function decodeShared(value: string): SharedSchema {
  // Line breaks and tabs come from base64 wrapped at 76 columns; a space is a "+" a query string decoded.
  const cleaned = value
    .replace(/[\t\r\n]/g, '')
    .trim()
    .replace(/ /g, '+')
    .replace(/-/g, '+')
    .replace(/_/g, '/');
  if (cleaned === '') return { ok: false, message: `The link's ${shareParameter} is empty.` };
  const bad = /[^A-Za-z0-9+/=]/.exec(cleaned);
  if (bad)
    return {
      ok: false,
      message: `The link's ${shareParameter} is not base64: it contains "${bad[0]}" at position ${bad.index + 1}.`,
    };
  const unpadded = cleaned.replace(/=+$/, '');
  if (unpadded.includes('=') || unpadded.length % 4 === 1) {
    return {
      ok: false,
      message: `The link's ${shareParameter} is not complete base64: it may have been cut short when it was copied.`,
    };
  }
  const binary = atob(unpadded + '='.repeat((4 - (unpadded.length % 4)) % 4));
  const bytes = Uint8Array.from(binary, (character) => character.charCodeAt(0));
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return { ok: false, message: `The link's ${shareParameter} does not decode to UTF-8 text.` };
  }
}

/** `href` with `b64Schema` set to `text`, or removed when `text` is undefined. Other parameters and the hash stay. */
export function withSharedSchema(href: string, text: string | undefined): string {
  const url = new URL(href);
  if (text === undefined) url.searchParams.delete(shareParameter);
  else url.searchParams.set(shareParameter, encodeShared(text));
  return url.href;
}

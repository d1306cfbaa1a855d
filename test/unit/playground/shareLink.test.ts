import { describe, expect, it } from 'vitest';
import { decodeShared, encodeShared, withSharedSchema } from '../../../theme/playground/model/shareLink.ts';

// Bytes whose base64 holds "+", "/" and "=" padding: 0xfb 0xff → "+/8=".
const awkward = '{"a":"\u00fb\u00ff?>~"}';

describe('share links (b64Schema)', () => {
  it('encodes UTF-8 as URL-safe base64 without padding: no "+", "/" or "="', () => {
    expect(Buffer.from(awkward).toString('base64')).toMatch(/[+/=]/);
    const encoded = encodeShared(awkward);
    expect(encoded).toBe(Buffer.from(awkward).toString('base64url'));
    expect(encoded).not.toMatch(/[+/=]/);
  });

  it('round-trips any text, including astral characters and a schema of 200 kB', () => {
    for (const text of ['{}', awkward, '{"emoji":"🧪 ✓","cjk":"模式"}', JSON.stringify({ big: 'x'.repeat(200_000) })]) {
      expect(decodeShared(encodeShared(text))).toEqual({ ok: true, text });
    }
  });

  it('reads the standard alphabet, padding, and a "+" turned into a space by a query string', () => {
    const standard = Buffer.from(awkward).toString('base64');
    expect(decodeShared(standard)).toEqual({ ok: true, text: awkward });
    expect(decodeShared(standard.replace(/\+/g, ' '))).toEqual({ ok: true, text: awkward });
    expect(decodeShared(standard.replace(/=+$/, ''))).toEqual({ ok: true, text: awkward });
    // Through a real query string: URLSearchParams decodes "+" to a space.
    const fromQuery = new URLSearchParams(`b64Schema=${standard}`).get('b64Schema') ?? '';
    expect(fromQuery).toContain(' ');
    expect(decodeShared(fromQuery)).toEqual({ ok: true, text: awkward });
  });

  it('reads base64 wrapped at 76 columns', () => {
    const long = JSON.stringify({ description: 'wrapped '.repeat(20) });
    const wrapped = Buffer.from(long).toString('base64').replace(/.{76}/g, '$&\n');
    expect(wrapped).toContain('\n');
    expect(decodeShared(wrapped)).toEqual({ ok: true, text: long });
  });

  it('says why a value cannot be read', () => {
    expect(decodeShared('')).toEqual({ ok: false, message: "The link's b64Schema is empty." });
    expect(decodeShared('not*base64')).toEqual({
      ok: false,
      message: 'The link\'s b64Schema is not base64: it contains "*" at position 4.',
    });
    expect(decodeShared('abcde')).toEqual({
      ok: false,
      message: "The link's b64Schema is not complete base64: it may have been cut short when it was copied.",
    });
    expect(decodeShared('ab=c')).toEqual({
      ok: false,
      message: "The link's b64Schema is not complete base64: it may have been cut short when it was copied.",
    });
    // 0xff alone is not UTF-8.
    expect(decodeShared(Buffer.from([0xff, 0xfe]).toString('base64url'))).toEqual({
      ok: false,
      message: "The link's b64Schema does not decode to UTF-8 text.",
    });
  });

  it('sets and removes the parameter, keeping the others and the hash', () => {
    const href = withSharedSchema('https://docs.example/playground?x=1#viewer', awkward);
    const url = new URL(href);
    expect(url.searchParams.get('x')).toBe('1');
    expect(url.hash).toBe('#viewer');
    expect(url.searchParams.get('b64Schema')).toBe(encodeShared(awkward));
    expect(withSharedSchema(href, undefined)).toBe('https://docs.example/playground?x=1#viewer');
  });
});

/**
 * Sample strings: by `format`, by content (`contentMediaType`,
 * `contentEncoding: base64`), by `pattern`, or plain text sized to
 * `minLength`/`maxLength`. The first candidate that meets the length bounds
 * and every pattern wins; when none does, the result may not match, and the
 * playground's validation says so.
 */
import { codePointLength, compilePattern } from './sampleCheck.ts';
import { sampleSizeLimit } from './samplePlace.ts';
import { stringForPattern } from './samplePattern.ts';

export interface StringRules {
  minLength: number;
  maxLength: number | undefined;
  /** Every `pattern` that applies (allOf may bring several). */
  patterns: string[];
  format: string | undefined;
  contentEncoding: string | undefined;
  contentMediaType: string | undefined;
  /** The decoded content, when the media type is JSON: a sample of `contentSchema`, or `{}`. */
  content: () => unknown;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** One value per format the drafts define; `n` (from 0) makes distinct values for `uniqueItems`. */
const formats: Record<string, (n: number) => string> = {
  'date-time': (n) => `2024-01-${pad2((n % 28) + 1)}T12:00:00Z`,
  date: (n) => `2024-01-${pad2((n % 28) + 1)}`,
  time: (n) => `12:${pad2(n % 60)}:00Z`,
  duration: (n) => `P${n + 1}D`,
  email: (n) => (n === 0 ? 'user@example.com' : `user${n + 1}@example.com`),
  'idn-email': (n) => (n === 0 ? 'user@example.com' : `user${n + 1}@example.com`),
  hostname: (n) => (n === 0 ? 'example.com' : `host${n + 1}.example.com`),
  'idn-hostname': (n) => (n === 0 ? 'example.com' : `host${n + 1}.example.com`),
  ipv4: (n) => `192.0.2.${(n % 254) + 1}`,
  ipv6: (n) => `2001:db8::${(n + 1).toString(16)}`,
  uri: (n) => (n === 0 ? 'https://example.com/' : `https://example.com/${n + 1}`),
  'uri-reference': (n) => (n === 0 ? 'https://example.com/' : `https://example.com/${n + 1}`),
  iri: (n) => (n === 0 ? 'https://example.com/' : `https://example.com/${n + 1}`),
  'iri-reference': (n) => (n === 0 ? 'https://example.com/' : `https://example.com/${n + 1}`),
  'uri-template': (n) => (n === 0 ? 'https://example.com/{id}' : `https://example.com/${n + 1}/{id}`),
  uuid: (n) => `123e4567-e89b-42d3-a456-${String(426614174000 + n).padStart(12, '0')}`,
  'json-pointer': (n) => (n === 0 ? '/path' : `/path/${n}`),
  'relative-json-pointer': (n) => (n === 0 ? '0/path' : `${n}/path`),
  regex: (n) => (n === 0 ? '^.*$' : `^.{${n}}$`),
};

/** UTF-8 text → standard base64. */
export function base64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

const isJsonMediaType = (type: string | undefined) =>
  type !== undefined && /^application\/(.+\+)?json\b/i.test(type.trim());

/** Plain text: "string" (or "string 2", "string 3"… for distinct items) repeated or cut to fit the length bounds. */
function plain(rules: StringRules, variant: number): string {
  const base = variant === 0 ? 'string' : `string ${variant + 1}`;
  // As many copies as the length needs, at once (adding one at a time is quadratic in the length).
  const wanted = Math.min(rules.minLength, sampleSizeLimit);
  let text = Array.from({ length: Math.max(1, Math.ceil((wanted + 1) / (base.length + 1))) }, () => base).join(' ');
  if (rules.maxLength !== undefined && codePointLength(text) > rules.maxLength)
    text = [...text].slice(0, rules.maxLength).join('');
  return text;
}

export function sampleString(rules: StringRules, variant: number): string {
  const patterns = rules.patterns.map(compilePattern);
  const accept = (text: string) => {
    const length = codePointLength(text);
    return (
      length >= rules.minLength &&
      (rules.maxLength === undefined || length <= rules.maxLength) &&
      patterns.every((pattern) => pattern === undefined || pattern.test(text))
    );
  };
  const candidates: (() => string | undefined)[] = [];
  const format = rules.format === undefined ? undefined : formats[rules.format];
  if (format)
    candidates.push(
      () => format(variant),
      () => format(0),
    );
  if (rules.contentEncoding?.toLowerCase() === 'base64') {
    candidates.push(() =>
      base64(isJsonMediaType(rules.contentMediaType) ? JSON.stringify(rules.content()) : 'sample data'),
    );
  } else if (isJsonMediaType(rules.contentMediaType)) {
    candidates.push(() => JSON.stringify(rules.content()));
  }
  for (const pattern of rules.patterns) {
    candidates.push(
      () => stringForPattern(pattern, variant, rules.minLength, accept),
      () => stringForPattern(pattern, 0, rules.minLength, accept),
    );
  }
  candidates.push(
    () => plain(rules, variant),
    () => plain(rules, 0),
  );
  for (const candidate of candidates) {
    const text = candidate();
    if (text !== undefined && accept(text)) return text;
  }
  // Nothing fits every rule: the format's or pattern's own text is more telling than a plain word.
  return (
    format?.(variant) ??
    (rules.patterns.length > 0 ? stringForPattern(rules.patterns[0]!, 0, 0, () => true) : undefined) ??
    plain(rules, variant)
  );
}

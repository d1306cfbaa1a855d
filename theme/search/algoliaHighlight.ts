/**
 * Cuts a highlighted value from Algolia (`_highlightResult`, `_snippetResult`)
 * into plain and matching parts. Only the highlight tags we asked for are
 * read; any other markup in the value stays literal text, so nothing the
 * service (or whoever wrote the indexed page) returns is ever rendered as HTML.
 */
import type { TextPart } from './highlight.ts';

const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/**
 * Character references as the characters they stand for. Crawled records
 * often hold text escaped for HTML (`&lt;JSONSchemaEditor /&gt;`); since it is
 * rendered as text, not parsed, decoding shows what the page showed and
 * stays safe.
 */
export function decodeEntities(value: string): string {
  return value.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] !== '#') return named[name.toLowerCase()] ?? whole;
    const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/**
 * `value` in parts, by `preTag` and `postTag` only. Nested tags count (text is
 * a match while at least one pre-tag is open), an unclosed pre-tag marks to the
 * end, and a post-tag with nothing open is dropped.
 */
export function highlightedParts(value: string | undefined, preTag: string, postTag: string): TextPart[] {
  const parts: TextPart[] = [];
  if (!value) return parts;
  const push = (raw: string, match: boolean) => {
    const text = decodeEntities(raw);
    if (text === '') return;
    const last = parts.at(-1);
    if (last && last.match === match) last.text += text;
    else parts.push({ text, match });
  };
  let depth = 0;
  let at = 0;
  while (at < value.length) {
    const pre = preTag ? value.indexOf(preTag, at) : -1;
    const post = postTag ? value.indexOf(postTag, at) : -1;
    // The tag that comes first. Both at one place means one tag starts the
    // other: the longer is the one written there; equal tags (`*`…`*`) toggle.
    const takePre =
      pre !== -1 &&
      (post === -1 ||
        pre < post ||
        (pre === post && (preTag === postTag ? depth === 0 : preTag.length > postTag.length)));
    const next = takePre ? pre : post;
    if (next === -1) {
      push(value.slice(at), depth > 0);
      break;
    }
    push(value.slice(at, next), depth > 0);
    if (takePre) {
      depth += 1;
      at = next + preTag.length;
    } else {
      depth = Math.max(0, depth - 1);
      at = next + postTag.length;
    }
  }
  return parts;
}

/**
 * Cuts a highlighted value from Algolia (`_highlightResult`, `_snippetResult`)
 * into plain and matching parts. Only the highlight tags we asked for are
 * read; any other markup in the value stays literal text, so nothing the
 * service (or whoever wrote the indexed page) returns is ever rendered as HTML.
 */
import type { TextPart } from './highlight.ts';

/**
 * `value` in parts, by `preTag` and `postTag` only. Nested tags count (text is
 * a match while at least one pre-tag is open), an unclosed pre-tag marks to the
 * end, and a post-tag with nothing open is dropped.
 */
export function highlightedParts(value: string | undefined, preTag: string, postTag: string): TextPart[] {
  const parts: TextPart[] = [];
  if (!value) return parts;
  const push = (text: string, match: boolean) => {
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
    const takePre = pre !== -1 && (post === -1 || pre < post
      || (pre === post && (preTag === postTag ? depth === 0 : preTag.length > postTag.length)));
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

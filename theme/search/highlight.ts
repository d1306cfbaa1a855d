/**
 * Text cut into plain and matching parts, for rendering highlights as React
 * elements: nothing from the index or a search service becomes HTML.
 */
import { tokenize } from './tokenize.ts';

export interface TextPart {
  text: string;
  match: boolean;
}

/** `text` in parts; a word is a match when one of its folded terms starts with a query term. */
export function highlightParts(text: string, terms: readonly string[]): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const word of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    if (!tokenize(word[0]).some((token) => terms.some((term) => token.startsWith(term)))) continue;
    if (word.index > last) parts.push({ text: text.slice(last, word.index), match: false });
    parts.push({ text: word[0], match: true });
    last = word.index + word[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), match: false });
  return parts;
}

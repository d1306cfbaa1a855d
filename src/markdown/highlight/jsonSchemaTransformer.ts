/**
 * The shiki transformer behind the `json-schema` language: the code is
 * highlighted with the json grammar, then every key that
 * `jsonSchemaStructure.ts` finds in a schema position, with a keyword group,
 * gets the classes `sg-keyword sg-keyword-<group>`.
 *
 * It works on tokens rather than on the finished spans because shiki merges
 * indentation into the next token (`  "minLength"` is one token): tokens are
 * split at key boundaries first, so the class covers the quoted key exactly.
 */
import type { ShikiTransformer, ThemedToken } from 'shiki/core';
import { scanJsonSchemaKeys, type JsonKey } from './jsonSchemaStructure.ts';

type MarkedKey = JsonKey & Required<Pick<JsonKey, 'group'>>;

/** Marks JSON Schema keywords by structure; see the module comment. */
export function jsonSchemaKeywordTransformer(): ShikiTransformer {
  return {
    name: 'sitegen:json-schema-keywords',
    tokens(lines) {
      const marks = scanJsonSchemaKeys(this.source).filter((key): key is MarkedKey => key.group !== undefined);
      if (marks.length === 0) return undefined;
      const cursor = { next: 0 };
      return lines.map((line) => line.flatMap((token) => splitAndMark(token, marks, cursor)));
    },
  };
}

/**
 * Cuts a token at the edges of the keys it overlaps and classes the pieces
 * inside a key. Tokens and keys both come in source order, so one cursor
 * shared across all tokens walks the keys once.
 */
function splitAndMark(token: ThemedToken, marks: readonly MarkedKey[], cursor: { next: number }): ThemedToken[] {
  const tokenEnd = token.offset + token.content.length;
  const pieces: ThemedToken[] = [];
  let pos = token.offset;
  while (pos < tokenEnd) {
    while ((marks[cursor.next]?.end ?? Infinity) <= pos) cursor.next += 1;
    const mark = marks[cursor.next];
    if (mark === undefined || mark.start >= tokenEnd) {
      pieces.push(slice(token, pos, tokenEnd));
      break;
    }
    if (mark.start > pos) {
      pieces.push(slice(token, pos, mark.start));
      pos = mark.start;
      continue;
    }
    const stop = Math.min(mark.end, tokenEnd);
    pieces.push(slice(token, pos, stop, `sg-keyword sg-keyword-${mark.group}`));
    pos = stop;
  }
  // An empty token (an empty line) has no pieces but must stay.
  return pieces.length === 0 ? [token] : pieces;
}

function slice(token: ThemedToken, from: number, to: number, className?: string): ThemedToken {
  const whole = from === token.offset && to === token.offset + token.content.length;
  if (whole && className === undefined) return token;
  const piece: ThemedToken = {
    ...token,
    offset: from,
    content: token.content.slice(from - token.offset, to - token.offset),
  };
  // `htmlAttrs` become the span's properties in shiki's tokensToHast.
  if (className !== undefined) piece.htmlAttrs = { ...token.htmlAttrs, class: className };
  return piece;
}

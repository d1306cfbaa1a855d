/**
 * How deep a Markdown body nests square brackets inside a paragraph (links, images, text directives'
 * labels), found by one scan before micromark reads it. micromark looks back over the open brackets at
 * every `]`, so nested labels cost far more than their text: 1,600 images nested inside one another take
 * 10 s to parse, 10,000 nested links more than 25 s. Past `maxBracketDepth` the doc is refused instead.
 *
 * The count starts again at each blank line (a paragraph cannot span one); `\[` is no bracket, and lines in
 * fenced code blocks do not count. Brackets in inline code do count: nobody writes a hundred of them.
 */
import { someLineOutsideCode } from './linesOutsideCode.ts';
import type { TooDeepAt } from './containerDepth.ts';

/**
 * Brackets a paragraph may nest: twenty-five times the deepest of the 1,397 real docs `containerDepth.ts` names (4, a
 * prettier test fixture).
 */
export const maxBracketDepth = 100;

/** Where the first `[` of level `limit + 1` is, or undefined when the body stays within it. */
export function firstTooDeepBracket(body: string, limit = maxBracketDepth): TooDeepAt | undefined {
  let depth = 0;
  let found: TooDeepAt | undefined;
  someLineOutsideCode(body.split(/\r\n|\r|\n/), (line, index) => {
    if (line.trim() === '') depth = 0;
    for (let offset = 0; offset < line.length; offset++) {
      const c = line[offset];
      if (c === '\\') offset++;
      else if (c === '[' && ++depth > limit) {
        found = { line: index, offset };
        return true;
      } else if (c === ']' && depth > 0) depth--;
    }
    return false;
  });
  return found;
}

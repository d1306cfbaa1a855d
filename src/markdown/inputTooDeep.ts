/**
 * A doc nested too deeply. Blockquotes and list items (`containerDepth.ts`) and square brackets
 * (`bracketDepth.ts`) are counted before parsing: past their limit the doc fails where it is crossed, since
 * micromark would take minutes.
 * Other nesting (thousands of HTML elements inside one another) can still make a recursive step of the
 * pipeline (mdast-util-to-hast, hast-util-raw, a plugin, `JSON.stringify` of the tree for the cache) run
 * out of stack: that fails the doc, at its file, instead of the whole build.
 */
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { firstTooDeepBracket, maxBracketDepth } from './bracketDepth.ts';
import { firstTooDeepContainer, maxContainerDepth } from './containerDepth.ts';

/** V8's "Maximum call stack size exceeded". */
export function isStackOverflow(error: unknown): boolean {
  return error instanceof RangeError && /call stack/i.test(error.message);
}

export function docTooDeep(file: string, error: unknown): Diagnostic {
  return {
    code: 'InputTooDeep',
    severity: 'error',
    file,
    line: 1,
    column: 1,
    message: 'The doc nests too deeply to compile (JavaScript ran out of stack).',
    hint:
      'Flatten the deepest part (blockquotes, lists or HTML elements inside one another); real docs nest a few ' +
      'levels.',
    cause: error,
  };
}

/**
 * The doc's blockquotes and list items past `maxContainerDepth`, or else its square brackets past
 * `maxBracketDepth`, at the marker that crosses the limit; undefined when it stays within both.
 */
export function nestsTooDeep(body: string, file: string, bodyLineOffset: number): Diagnostic | undefined {
  const markers = markerCounts(body);
  // Most docs cannot nest that deep at all: the line-by-line scans are for those that have the characters to.
  const container = markers.containers > maxContainerDepth ? firstTooDeepContainer(body) : undefined;
  const bracket = container || markers.brackets <= maxBracketDepth ? undefined : firstTooDeepBracket(body);
  const at = container ?? bracket;
  if (!at) return undefined;
  const [what, limit, flatten] = container
    ? ['blockquotes, list items and `:::` directives', maxContainerDepth, 'the lists, blockquotes and directives']
    : ['square brackets (links, images, directive labels)', maxBracketDepth, 'the links and images'];
  return {
    code: 'InputTooDeep',
    severity: 'error',
    file,
    line: at.line + 1 + bodyLineOffset,
    column: at.offset + 1,
    message: `The doc nests ${what} ${limit + 1} levels deep here; sitegen reads at most ${limit}.`,
    hint: `Real docs nest a few levels: flatten ${flatten} here (a generated doc may have gone wrong).`,
  };
}

/**
 * Upper bounds of the nesting a doc can reach, from a count of characters: every container opens at its
 * own marker (`>`; `-`, `*` or `+`; a digit's `.` or `)`; three `:`), and every bracket level at its own
 * `[`, so a doc with fewer markers than a limit cannot nest past it.
 */
function markerCounts(body: string): { containers: number; brackets: number } {
  let containers = 0;
  let colons = 0;
  let brackets = 0;
  for (let i = 0; i < body.length; i++) {
    const code = body.charCodeAt(i);
    if (code === 62 || code === 45 || code === 42 || code === 43) containers++;
    else if (code === 58) colons++;
    else if (code === 91) brackets++;
    else if ((code === 46 || code === 41) && i > 0) {
      const previous = body.charCodeAt(i - 1);
      if (previous >= 48 && previous <= 57) containers++;
    }
  }
  return { containers: containers + Math.floor(colons / 3), brackets };
}

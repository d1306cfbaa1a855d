/**
 * The lines of a Markdown body that are not inside a fenced code block, for
 * the few rewrites and checks made on the text before parsing.
 */

/**
 * A fence at any indentation: inside a list item a fence is indented with the item's content (four spaces
 * and more in a nested list), where CommonMark's three-space limit counts from the item's margin.
 */
const fenceOpening = /^[ \t]*(`{3,}|~{3,})/;

/** Calls `visit` with each line outside fenced code and its index; returns early when `visit` returns true. */
export function someLineOutsideCode(
  lines: readonly string[],
  visit: (line: string, index: number) => boolean | void,
): boolean {
  let fence: string | undefined;
  for (const [index, line] of lines.entries()) {
    const opening = fenceOpening.exec(line);
    if (fence !== undefined) {
      // A fence closes with the same character, at least as long, and nothing else on the line.
      if (opening?.[1] && opening[1][0] === fence[0] && opening[1].length >= fence.length && line.trim() === opening[1])
        fence = undefined;
      continue;
    }
    if (opening?.[1]) {
      fence = opening[1];
      continue;
    }
    if (visit(line, index) === true) return true;
  }
  return false;
}

/**
 * How deep a Markdown body nests its containers (blockquotes, list items, `:::` container directives), found
 * by one scan of each line's container prefix before micromark reads it. micromark re-checks every open
 * container on every line, and more than once per line, so its time grows much faster than the text: a list
 * 800 levels deep takes about 15 s to parse, 3,000 levels more than ten minutes. Past `maxContainerDepth`
 * the doc is refused instead. The scan is linear: each line costs its own prefix and at most `limit` open
 * containers.
 *
 * The scan follows CommonMark's block rules as far as depth needs them: a line continues the open
 * containers its prefix matches (`>` for a blockquote, indentation up to the content column for a list
 * item, anything for a directive; a blank line continues items), a paragraph line that matches fewer
 * continues them lazily, a line of colons closes the innermost directive, then `>` markers, list markers
 * and `:::name` open new ones. The content of fenced code blocks opens nothing.
 */

/**
 * Containers a doc may nest inside one another: twenty times the deepest of the 1,397 Markdown and MDX files
 * of prettier, pnpm.io, docusaurus-json-schema-plugin and sitegen's own docs (5, in a prettier test fixture;
 * real pages nest 3), and parsed in about 0.2 s however it is written.
 */
export const maxContainerDepth = 100;

/** Where the first container of level `limit + 1` opens: 0-based line index and UTF-16 offset in it. */
export interface TooDeepAt {
  line: number;
  offset: number;
}

/**
 * A `:::name` container directive (remark-directive) needs no prefix on its lines: a line of as many colons or more
 * closes it.
 */
type Container = { kind: 'quote' } | { kind: 'item'; column: number } | { kind: 'directive'; colons: number };

interface Fence {
  marker: string;
  length: number;
  /** The containers the fence is inside: a line matching fewer ends it. */
  depth: number;
}

/** A cursor over one line that counts columns as CommonMark does (a tab moves to the next multiple of 4). */
class LineCursor {
  offset = 0;
  column = 0;
  /** Where the line's run of one character and blanks up to its end begins, per character (for thematic breaks). */
  breakSuffix: Map<string, number> | undefined;
  constructor(readonly text: string) {}

  get char(): string {
    return this.text[this.offset] ?? '';
  }

  /** The column of the first character that is not a space or a tab, without moving. */
  nextTextColumn(): { offset: number; column: number } {
    let { offset, column } = this;
    for (; offset < this.text.length; offset++) {
      const c = this.text[offset];
      if (c === ' ') column++;
      else if (c === '\t') column += 4 - (column % 4);
      else break;
    }
    return { offset, column };
  }

  moveTo(at: { offset: number; column: number }): void {
    this.offset = at.offset;
    this.column = at.column;
  }

  /** Moves past a `>` and the one blank after it. */
  stepOverMarker(): void {
    this.step();
    if (this.char === ' ' || this.char === '\t') this.step();
  }

  /** Moves one character on. */
  step(): void {
    this.column += this.char === '\t' ? 4 - (this.column % 4) : 1;
    this.offset++;
  }

  get restIsBlank(): boolean {
    return this.text.slice(this.offset).trim() === '';
  }
}

/**
 * `- - -` and `* * *` are thematic breaks, not list items. Checked per marker, so it must not read the rest of
 * the line each time (a line of thousands of `- ` would make the scan quadratic): the line's suffix made of the
 * marker's character and blanks is found once.
 */
function isThematicBreak(cursor: LineCursor): boolean {
  const c = cursor.char;
  if (c !== '-' && c !== '*') return false;
  cursor.breakSuffix ??= new Map();
  let start = cursor.breakSuffix.get(c);
  if (start === undefined) {
    start = cursor.text.length;
    while (
      start > 0 &&
      (cursor.text[start - 1] === c || cursor.text[start - 1] === ' ' || cursor.text[start - 1] === '\t')
    )
      start--;
    cursor.breakSuffix.set(c, start);
  }
  if (cursor.offset < start) return false;
  let count = 0;
  for (let i = cursor.offset; i < cursor.text.length && count < 3; i++) if (cursor.text[i] === c) count++;
  return count >= 3;
}
const fenceOpening = /^(`{3,}|~{3,})/;

/**
 * Continues the open containers from the line's start; returns how many it matched, and where on the line the
 * innermost directive among them starts (its closing line is read from there, whatever lists it holds).
 */
function matchOpen(
  cursor: LineCursor,
  open: readonly Container[],
): { matched: number; directiveAt?: { index: number; offset: number; column: number } } {
  let matched = 0;
  let directiveAt: { index: number; offset: number; column: number } | undefined;
  for (const container of open) {
    const next = cursor.nextTextColumn();
    if (container.kind === 'directive') {
      directiveAt = { index: matched, offset: cursor.offset, column: cursor.column };
    } else if (container.kind === 'quote') {
      if (next.column - cursor.column > 3 || cursor.text[next.offset] !== '>') break;
      cursor.moveTo(next);
      cursor.stepOverMarker();
    } else if (next.offset >= cursor.text.length) {
      // A blank line keeps list items open.
      cursor.moveTo(next);
    } else if (next.column >= container.column) {
      while (cursor.column < container.column) cursor.step();
    } else {
      break;
    }
    matched++;
  }
  return directiveAt ? { matched, directiveAt } : { matched };
}

/**
 * A list marker at the cursor (`-`, `+`, `*`, or up to nine digits and `.` or `)`), followed by a space, a tab or the
 * line's end: its length.
 */
function listMarkerLength(cursor: LineCursor): number {
  const { text, offset } = cursor;
  let end = offset;
  const c = text[offset];
  if (c === '-' || c === '+' || c === '*') end++;
  else {
    while (end - offset < 9 && /[0-9]/.test(text[end] ?? '')) end++;
    if (end === offset || (text[end] !== '.' && text[end] !== ')')) return 0;
    end++;
  }
  const after = text[end];
  return after === undefined || after === ' ' || after === '\t' ? end - offset : 0;
}

/** Opens the containers that start at the cursor, calling `opened` with the offset of each marker. */
function openNew(cursor: LineCursor, open: Container[], opened: (offset: number) => boolean): boolean {
  for (;;) {
    const next = cursor.nextTextColumn();
    if (next.column - cursor.column > 3 || next.offset >= cursor.text.length) return false;
    cursor.moveTo(next);
    const markerAt = cursor.offset;
    if (cursor.char === '>') {
      cursor.stepOverMarker();
      open.push({ kind: 'quote' });
    } else {
      if (isThematicBreak(cursor)) return false;
      const length = listMarkerLength(cursor);
      if (length === 0) return false;
      for (let i = 0; i < length; i++) cursor.step();
      const markerEnd = { offset: cursor.offset, column: cursor.column };
      const content = cursor.nextTextColumn();
      // One to four spaces after the marker set the content column; more, and the content is indented code.
      const blankOrCode = content.offset >= cursor.text.length || content.column - markerEnd.column > 4;
      if (blankOrCode) cursor.step();
      else cursor.moveTo(content);
      open.push({ kind: 'item', column: blankOrCode ? markerEnd.column + 1 : content.column });
    }
    if (opened(markerAt)) return true;
  }
}

/** The place the body first nests containers deeper than `limit`, or undefined when it stays within it. */
export function firstTooDeepContainer(body: string, limit = maxContainerDepth): TooDeepAt | undefined {
  const open: Container[] = [];
  let fence: Fence | undefined;
  let lastWasParagraph = false;
  for (const [index, text] of body.split(/\r\n|\r|\n/).entries()) {
    const cursor = new LineCursor(text);
    const { matched, directiveAt } = matchOpen(cursor, open);
    // Inside a fence, a line opens nothing, unless a container the fence is in has ended, and the fence with it.
    if (fence && matched >= fence.depth) {
      if (closesFence(cursor, fence)) fence = undefined;
      continue;
    }
    if (directiveAt && closesDirective(cursor.text, directiveAt, open[directiveAt.index])) {
      open.length = directiveAt.index;
      lastWasParagraph = false;
      continue;
    }
    const before = open.length;
    const added: Container[] = [];
    let tooDeep: TooDeepAt | undefined;
    const opened = (offset: number) => {
      if (matched + added.length > limit) tooDeep = { line: index, offset };
      return tooDeep !== undefined;
    };
    if (!openNew(cursor, added, opened)) opensDirective(cursor, added, opened);
    if (tooDeep) return tooDeep;
    const blank = cursor.restIsBlank;
    // A paragraph line that matches fewer containers and opens none is a lazy continuation: all stay open.
    const lazy = matched < before && added.length === 0 && lastWasParagraph && !blank;
    if (!lazy) open.splice(matched, open.length - matched, ...added);
    fence = opensFence(cursor, open.length);
    lastWasParagraph = !blank && !fence && !isHeading(cursor) && added.at(-1)?.kind !== 'directive';
  }
  return undefined;
}

/** `:::name` after the containers opens a container directive. */
function opensDirective(cursor: LineCursor, added: Container[], opened: (offset: number) => boolean): void {
  const rest = restAfterIndent(cursor);
  const colons = rest === undefined ? undefined : /^(:{3,})[A-Za-z]/.exec(rest)?.[1];
  if (rest === undefined || colons === undefined) return;
  added.push({ kind: 'directive', colons: colons.length });
  opened(cursor.text.length - rest.length);
}

/**
 * A line of as many colons or more, alone where the innermost open directive starts, closes it with all the
 * containers inside it (micromark checks the directive's closing line before the lists it holds).
 */
function closesDirective(
  text: string,
  at: { offset: number; column: number },
  directive: Container | undefined,
): boolean {
  if (directive?.kind !== 'directive') return false;
  const cursor = new LineCursor(text);
  cursor.moveTo(at);
  const rest = restAfterIndent(cursor);
  const colons = rest === undefined ? undefined : /^(:{3,})[ \t]*$/.exec(rest)?.[1];
  return colons !== undefined && colons.length >= directive.colons;
}

/** The text after the line's indentation, when that is at most three columns (more is indented code). */
function restAfterIndent(cursor: LineCursor): string | undefined {
  const next = cursor.nextTextColumn();
  return next.column - cursor.column > 3 ? undefined : cursor.text.slice(next.offset);
}

function opensFence(cursor: LineCursor, depth: number): Fence | undefined {
  const rest = restAfterIndent(cursor);
  const opening = rest === undefined ? undefined : fenceOpening.exec(rest)?.[1];
  // A backtick fence's info string has no backtick (otherwise the line is inline code).
  if (!rest || !opening || (opening[0] === '`' && rest.slice(opening.length).includes('`'))) return undefined;
  return { marker: opening[0] ?? '`', length: opening.length, depth };
}

/** The same character, at least as many, and nothing else on the line. */
function closesFence(cursor: LineCursor, fence: Fence): boolean {
  const rest = restAfterIndent(cursor);
  const closing = rest === undefined ? undefined : fenceOpening.exec(rest)?.[1];
  return (
    closing !== undefined && closing[0] === fence.marker && closing.length >= fence.length && rest?.trim() === closing
  );
}

function isHeading(cursor: LineCursor): boolean {
  const rest = restAfterIndent(cursor);
  return rest !== undefined && /^#{1,6}(?:[ \t]|$)/.test(rest);
}

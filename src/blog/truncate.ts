/**
 * A blog post's summary, as the blog's list pages show it: its body before the
 * first truncate marker. Docusaurus's default marker is `<!-- truncate -->` (any
 * spacing, `<!--truncate-->`, across lines too) and, in MDX, `{/* truncate *\/}`;
 * a site may give its own (`truncateMarker`). Unlike Docusaurus, which splits the
 * raw text, a marker inside code is text: fenced code blocks, indented code (in
 * Markdown; MDX has none) and inline code spans.
 *
 * Also Docusaurus's `onUntruncatedBlogPosts` check: every post without a marker,
 * whatever its length, is reported ('warn' by default).
 */
import type { Diagnostic } from '../diagnostics/diagnostic.ts';

/** Docusaurus's default `truncateMarker` (the MDX comment is a marker in MDX posts only, here). */
export const defaultTruncateMarker = /<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\}/;
/** The marker of a Markdown post (an HTML comment, which the compiled tree keeps: src/blog/summaryTree.ts). */
export const markdownTruncateMarker = /<!--\s*truncate\s*-->/;

export interface TruncateOptions {
  /** Whether the post is compiled as MDX: `{/* truncate *\/}` is a marker, and indented lines are not code. */
  mdx?: boolean;
  /** The site's `truncateMarker`, in place of the default (for Markdown and MDX alike). */
  marker?: RegExp;
}

export interface TruncatedPost {
  /** The body before the first marker; the whole body without one. */
  summary: string;
  truncated: boolean;
  /** The marker's line in the body (1-based), when there is one. */
  markerLine?: number;
  /** How many markers the body has outside code, when it has one. */
  markers?: number;
}

/** The blog plugin's `onUntruncatedBlogPosts`. */
export type OnUntruncatedBlogPosts = 'ignore' | 'log' | 'warn' | 'throw';

/** Columns of leading whitespace, a tab reaching the next multiple of 4. */
function indentWidth(line: string): number {
  let width = 0;
  for (const char of line) {
    if (char === ' ') width++;
    else if (char === '\t') width += 4 - (width % 4);
    else break;
  }
  return width;
}

const blank = (line: string) => /^[\s>]*$/.test(line);

/** The line with its inline code spans as spaces: a run of backticks up to the next run of the same length. */
function maskCodeSpans(line: string): string {
  if (!line.includes('`')) return line;
  let result = '';
  let i = 0;
  while (i < line.length) {
    if (line[i] !== '`') {
      result += line[i];
      i++;
      continue;
    }
    let run = 1;
    while (line[i + run] === '`') run++;
    // The closing run: exactly as long.
    let close = -1;
    for (let j = i + run; j < line.length; j++) {
      if (line[j] !== '`') continue;
      let other = 1;
      while (line[j + other] === '`') other++;
      if (other === run) {
        close = j;
        break;
      }
      j += other - 1;
    }
    if (close === -1) {
      result += line.slice(i, i + run);
      i += run;
    } else {
      result += ' '.repeat(close + run - i);
      i = close + run;
    }
  }
  return result;
}

/**
 * The body with its code as spaces, line breaks kept, so offsets stay those of the body: fenced code (at any
 * indentation, in lists and blockquotes), indented code when `indentedCode` (after a blank line, four columns
 * past the list item's text it is in), inline code spans.
 */
export function maskCode(body: string, indentedCode: boolean): string {
  const lines = body.split('\n');
  const out: string[] = [];
  let fence: string | undefined;
  let previousBlank = true;
  let previousCode = false;
  // The column of the text of the list item the lines are in (0: none).
  let listIndent = 0;
  for (const line of lines) {
    const masked = ' '.repeat(line.length);
    const opening = /^(?:[ \t]*>)*[ \t]*(`{3,}|~{3,})(.*)$/.exec(line);
    if (fence !== undefined) {
      // A fence closes with the same character, at least as long, and nothing else on the line.
      if (
        opening?.[1] &&
        opening[1][0] === fence[0] &&
        opening[1].length >= fence.length &&
        (opening[2] ?? '').trim() === ''
      )
        fence = undefined;
      out.push(masked);
      previousBlank = false;
      previousCode = false;
      continue;
    }
    // A backtick fence's info string has no backtick (else it is inline code).
    if (opening?.[1] && !(opening[1].startsWith('`') && (opening[2] ?? '').includes('`'))) {
      fence = opening[1];
      out.push(masked);
      previousBlank = false;
      previousCode = false;
      continue;
    }
    if (blank(line)) {
      out.push(line);
      previousBlank = true;
      continue;
    }
    const indent = indentWidth(line);
    const item = /^(\s*)([-+*]|\d{1,9}[.)])([ \t]+|$)/.exec(line);
    if (indentedCode && indent >= listIndent + 4 && (previousBlank || previousCode)) {
      out.push(masked);
      previousBlank = false;
      previousCode = true;
      continue;
    }
    if (item) {
      listIndent =
        indentWidth(item[1] ?? '') + (item[2]?.length ?? 0) + Math.max(1, Math.min(indentWidth(item[3] ?? ''), 4));
    } else if (previousBlank && indent < listIndent) {
      // A paragraph back at the margin after a blank line ends the list.
      listIndent = 0;
    }
    out.push(maskCodeSpans(line));
    previousBlank = false;
    previousCode = false;
  }
  return out.join('\n');
}

/** The summary of a post's body (its text after the front matter). */
export function truncatePost(body: string, options: TruncateOptions = {}): TruncatedPost {
  const marker = options.marker ?? (options.mdx ? defaultTruncateMarker : markdownTruncateMarker);
  const pattern = new RegExp(marker.source, marker.flags.replace(/[gy]/g, ''));
  // Most posts have no marker: no need to look for code.
  if (!pattern.test(body)) return { summary: body, truncated: false };
  const every = new RegExp(pattern.source, `${pattern.flags}g`);
  const written = [...body.matchAll(every)];
  // Masking goes down the text line by line, each line's code known from the lines above: with one marker
  // written (most posts), the lines down to its own are enough.
  const only = written.length === 1 ? written[0] : undefined;
  const lineEnd = only ? body.indexOf('\n', (only.index ?? 0) + only[0].length) : -1;
  const masked = maskCode(lineEnd === -1 ? body : body.slice(0, lineEnd), !options.mdx);
  const match = pattern.exec(masked);
  if (!match) return { summary: body, truncated: false };
  const summary = body.slice(0, match.index);
  const markers = masked.match(every)?.length ?? 1;
  return { summary, truncated: true, markerLine: summary.split('\n').length, markers };
}

/** Whether Docusaurus's `onUntruncatedBlogPosts` counts the post: it has no marker (its length does not matter). */
export function isUntruncated(post: TruncatedPost): boolean {
  return !post.truncated;
}

/**
 * The problem of a post without a marker, as `onUntruncatedBlogPosts` says ('warn' by default; 'log' says nothing
 * here).
 */
export function untruncatedPostProblem(
  file: string,
  post: TruncatedPost,
  onUntruncatedBlogPosts: OnUntruncatedBlogPosts = 'warn',
): Diagnostic | undefined {
  if (!isUntruncated(post) || (onUntruncatedBlogPosts !== 'warn' && onUntruncatedBlogPosts !== 'throw'))
    return undefined;
  return {
    code: 'UntruncatedBlogPost',
    severity: onUntruncatedBlogPosts === 'throw' ? 'error' : 'warning',
    file,
    message: "The post has no truncate marker: the blog's list pages show it whole.",
    hint:
      'Put <!-- truncate --> (or {/* truncate */} in MDX) after its first paragraphs; onUntruncatedBlogPosts: ' +
      "'ignore' in the blog's options allows posts without one.",
  };
}

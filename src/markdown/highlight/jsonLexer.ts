/**
 * A tolerant JSON lexer for `jsonSchemaStructure.ts`. Code blocks are
 * snippets, often cut short or with `//` comments, so nothing here fails:
 * an unterminated string ends at the end of its line, and anything that is
 * not punctuation, a string or a comment is a `word` (numbers, `true`, typos).
 */

export type JsonTokenKind = '{' | '}' | '[' | ']' | ':' | ',' | 'string' | 'word';

export interface JsonToken {
  kind: JsonTokenKind;
  /** Offset of the first character. */
  start: number;
  /** Offset just past the last character (for a string, past its closing quote if any). */
  end: number;
}

const punctuation = new Set(['{', '}', '[', ']', ':', ',']);

function isWhitespace(char: string): boolean {
  return char === ' ' || char === '\t' || char === '\n' || char === '\r';
}

/** Splits JSON (or something close to it) into tokens, skipping whitespace and comments. */
export function lexJson(source: string): JsonToken[] {
  const tokens: JsonToken[] = [];
  let pos = 0;
  while (pos < source.length) {
    const char = source.charAt(pos);
    if (isWhitespace(char)) {
      pos += 1;
    } else if (source.startsWith('//', pos)) {
      pos = endOfLine(source, pos);
    } else if (source.startsWith('/*', pos)) {
      const close = source.indexOf('*/', pos + 2);
      pos = close === -1 ? source.length : close + 2;
    } else if (punctuation.has(char)) {
      tokens.push({ kind: char as JsonTokenKind, start: pos, end: pos + 1 });
      pos += 1;
    } else if (char === '"') {
      const end = endOfString(source, pos);
      tokens.push({ kind: 'string', start: pos, end });
      pos = end;
    } else {
      const end = endOfWord(source, pos);
      tokens.push({ kind: 'word', start: pos, end });
      pos = end;
    }
  }
  return tokens;
}

function endOfLine(source: string, from: number): number {
  const newline = source.indexOf('\n', from);
  return newline === -1 ? source.length : newline;
}

/** JSON strings cannot hold a raw line break, so one ends an unterminated string. */
function endOfString(source: string, open: number): number {
  let pos = open + 1;
  while (pos < source.length) {
    const char = source.charAt(pos);
    if (char === '"') return pos + 1;
    if (char === '\n' || char === '\r') return pos;
    pos += char === '\\' && !isLineBreak(source.charAt(pos + 1)) ? 2 : 1;
  }
  return source.length;
}

function isLineBreak(char: string): boolean {
  return char === '\n' || char === '\r';
}

function endOfWord(source: string, from: number): number {
  let pos = from + 1;
  while (pos < source.length) {
    const char = source.charAt(pos);
    if (isWhitespace(char) || punctuation.has(char) || char === '"') break;
    if (source.startsWith('//', pos) || source.startsWith('/*', pos)) break;
    pos += 1;
  }
  return pos;
}

/**
 * The text of a string token without its quotes, with escapes decoded when
 * they are valid (`"\u0024ref"` is `$ref`) and kept as written when not.
 */
export function stringTokenValue(source: string, token: JsonToken): string {
  const closed = token.end - token.start >= 2 && source.charAt(token.end - 1) === '"';
  const raw = source.slice(token.start + 1, closed ? token.end - 1 : token.end);
  if (!raw.includes('\\')) return raw;
  try {
    const decoded: unknown = JSON.parse(`"${raw}"`);
    return typeof decoded === 'string' ? decoded : raw;
  } catch {
    return raw;
  }
}

/**
 * The editors' text to a value: strict JSON (no comments, no trailing commas),
 * with the first problem's position and a plain-English message.
 */
import { parseTree, printParseErrorCode, type ParseError } from 'jsonc-parser';

export interface JsonSyntaxError {
  /** Character offset of the problem; `length` is 0 at the end of the text. */
  offset: number;
  length: number;
  /** 1-based. */
  line: number;
  /** 1-based, in UTF-16 code units (Monaco's columns). */
  column: number;
  message: string;
}

export type ParseJsonResult = { ok: true; value: unknown } | { ok: false; error: JsonSyntaxError };

const wordings: Partial<Record<string, string>> = {
  InvalidNumberFormat: 'Invalid number',
  PropertyNameExpected: 'Expected a property name in double quotes',
  ValueExpected: 'Expected a value',
  ColonExpected: 'Expected a colon',
  CommaExpected: 'Expected a comma',
  CloseBraceExpected: 'Expected a closing brace "}"',
  CloseBracketExpected: 'Expected a closing bracket "]"',
  EndOfFileExpected: 'Unexpected text after the end of the JSON value',
  InvalidCommentToken: 'Comments are not allowed in JSON',
  UnexpectedEndOfComment: 'Unterminated comment',
  UnexpectedEndOfString: 'Unterminated string',
  UnexpectedEndOfNumber: 'Unterminated number',
  InvalidUnicode: 'Invalid \\u escape',
  InvalidEscapeCharacter: 'Invalid escape character',
  InvalidCharacter: 'Control characters are not allowed in strings',
};

/** Codes that, at the very end of the text, just mean the text stops too early. */
const endOfTextCodes = new Set([
  'ValueExpected',
  'PropertyNameExpected',
  'ColonExpected',
  'CommaExpected',
  'CloseBraceExpected',
  'CloseBracketExpected',
]);

export function parseJson(text: string): ParseJsonResult {
  if (text.trim() === '') return failure(text, 0, 0, 'The text is empty');
  const errors: ParseError[] = [];
  try {
    parseTree(text, errors, { disallowComments: true, allowTrailingComma: false });
  } catch {
    // The parser recurses: thousands of nested arrays or objects exhaust the stack.
    return failure(text, 0, 0, 'The JSON nests too deeply to read');
  }
  const first = errors[0];
  if (first) return describeError(text, first);
  try {
    // JSON.parse, not jsonc-parser's values: it keeps a "__proto__" key as a plain property.
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return failure(text, 0, 0, error instanceof Error ? error.message : String(error));
  }
}

function describeError(text: string, error: ParseError): ParseJsonResult {
  const code = printParseErrorCode(error.error);
  const { offset, length } = error;
  if (text.slice(offset).trim() === '' && endOfTextCodes.has(code))
    return failure(text, offset, 0, 'Unexpected end of text');
  if ((code === 'PropertyNameExpected' || code === 'ValueExpected') && (text[offset] === '}' || text[offset] === ']')) {
    const comma = text.slice(0, offset).trimEnd().length - 1;
    if (text[comma] === ',') return failure(text, comma, 1, 'Trailing commas are not allowed in JSON');
  }
  if (code === 'InvalidSymbol') {
    const symbol = text.slice(offset, offset + Math.min(length, 20));
    const message = /^\s*:/.test(text.slice(offset + length))
      ? 'Property names must be in double quotes'
      : `Unexpected "${symbol}"`;
    return failure(text, offset, length, message);
  }
  return failure(text, offset, length, wordings[code] ?? code);
}

function failure(text: string, offset: number, length: number, message: string): ParseJsonResult {
  return { ok: false, error: { offset, length, ...lineColumnAt(text, offset), message } };
}

/** 1-based line and column of an offset; "\r\n", "\n" and "\r" end lines. */
export function lineColumnAt(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    const char = text[i];
    if (char === '\n' || (char === '\r' && text[i + 1] !== '\n')) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}

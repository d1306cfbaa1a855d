/**
 * Where, and why, a text is not strict JSON: jsonc-parser's first error (it
 * keeps offsets, which `JSON.parse`'s message gives only in some Node
 * versions), in words. Files that are JSON (schema files, versions.json) are
 * parsed with `JSON.parse`, which is faster, and come here only when it fails.
 */
import { parseTree, printParseErrorCode, type ParseError, type ParseOptions } from 'jsonc-parser';

/** jsonc-parser's options for strict JSON: no comments, no trailing commas. */
export const strictJson: ParseOptions = { allowTrailingComma: false, disallowComments: true };

const wordings: Partial<Record<string, string>> = {
  InvalidSymbol: 'an unexpected character',
  InvalidNumberFormat: 'a malformed number',
  PropertyNameExpected: 'a property name in double quotes was expected',
  ValueExpected: 'a value was expected',
  ColonExpected: 'a colon was expected',
  CommaExpected: 'a comma was expected',
  CloseBraceExpected: 'a closing brace } was expected',
  CloseBracketExpected: 'a closing bracket ] was expected',
  EndOfFileExpected: 'the file should end here',
  InvalidCommentToken: 'comments are not allowed in JSON',
  UnexpectedEndOfComment: 'an unfinished comment',
  UnexpectedEndOfString: 'an unfinished string',
  UnexpectedEndOfNumber: 'an unfinished number',
  InvalidUnicode: 'an invalid \\u escape',
  InvalidEscapeCharacter: 'an invalid escape',
  InvalidCharacter: 'a control character inside a string',
};

export interface JsonSyntaxError {
  /** Where the mistake is, in UTF-16 code units from the start of the text (`positionAt` gives its line and column). */
  offset: number;
  /** What is wrong, in words: "a comma was expected". */
  reason: string;
}

/** The first mistake that keeps `text` from being strict JSON, or undefined when jsonc-parser finds none. */
export function jsonSyntaxError(text: string): JsonSyntaxError | undefined {
  const errors: ParseError[] = [];
  parseTree(text, errors, strictJson);
  const first = errors[0];
  if (!first) return undefined;
  const code = printParseErrorCode(first.error);
  return { offset: first.offset, reason: wordings[code] ?? code };
}

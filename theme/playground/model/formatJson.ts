/**
 * "Format": two-space indentation, one value per line, by jsonc-parser's
 * formatter. It rewrites whitespace only, so numbers keep their digits (no
 * round trip through JSON.parse) and text that is not valid JSON is indented
 * as far as it goes rather than refused.
 */
import { applyEdits, format } from 'jsonc-parser';

export function formatJson(text: string): string {
  const formatted = applyEdits(text, format(text, undefined, { tabSize: 2, insertSpaces: true, eol: '\n' }));
  return formatted.endsWith('\n') ? formatted : `${formatted}\n`;
}

/** Test helpers: schemas and data as formatted JSON text, and ranges found in it by text. */
import type { Diagnostic } from '../../../theme/playground/model/diagnostic.ts';

/** The value as the editors would show it: two-space indented JSON. */
export const formatted = (value: unknown): string => JSON.stringify(value, null, 2);

/** The range of the `nth` (0-based) occurrence of `needle` in `text`. */
export function rangeIn(text: string, needle: string, nth = 0): { start: number; end: number } {
  let start = -1;
  for (let i = 0; i <= nth; i++) {
    start = text.indexOf(needle, start + 1);
    if (start === -1) throw new Error(`${JSON.stringify(needle)} occurs fewer than ${nth + 1} times in the text`);
  }
  return { start, end: start + needle.length };
}

/** The range of the first `needle` after the first `after`: `rangeAfter(text, '"minimum"', '0')`. */
export function rangeAfter(text: string, after: string, needle: string): { start: number; end: number } {
  const start = text.indexOf(needle, rangeIn(text, after).end);
  if (start === -1) throw new Error(`${JSON.stringify(needle)} does not occur after ${JSON.stringify(after)}`);
  return { start, end: start + needle.length };
}

/** The range of the array or object that starts at the first `open` after `after`, up to its matching bracket. */
export function containerAfter(text: string, after: string, open: '[' | '{'): { start: number; end: number } {
  const close = open === '[' ? ']' : '}';
  const start = text.indexOf(open, rangeIn(text, after).end);
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    if (text[i] === open) depth++;
    if (text[i] === close && --depth === 0) return { start, end: i + 1 };
  }
  throw new Error(`unbalanced ${open} after ${after}`);
}

/** What the text under each diagnostic reads, with its message: readable failures. */
export const underlined = (text: string, diagnostics: readonly Diagnostic[]) =>
  diagnostics.map((d) => `${d.severity} ${text.slice(d.start, d.end)}: ${d.message}`);

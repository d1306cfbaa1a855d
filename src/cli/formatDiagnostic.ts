/**
 * The one CLI formatter of diagnostics: `file:line:column`, the code and
 * message, a code frame of the line at fault, and the hint.
 *
 *     content/docs/faq.md:12:3 error BrokenLink
 *       Broken link on /docs/faq: /docs/quick-strat points to …
 *       11 | See the
 *     > 12 | [quick start](/docs/quick-strat).
 *          |   ^
 *       hint: Did you mean /docs/quick-start?
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';

/** Lines longer than this are shown as a window around the caret (a minified or generated file's one line). */
const maxShownWidth = 120;
const windowBefore = 60;

function codeFrame(file: string, line: number, column: number): string[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return [];
  }
  // A binary file (an image in static/) has no lines to show: its bytes would print as noise.
  if (text.includes('\u0000')) return [];
  const lines = text.split('\n');
  if (line < 1 || line > lines.length) return [];
  const from = Math.max(1, line - 1);
  const width = String(line + 1).length;
  // Tabs are shown as two spaces, so the caret's indent is measured on the shown text.
  const shownLines = new Map<number, string>();
  for (let n = from; n <= Math.min(lines.length, line + 1); n++)
    shownLines.set(n, (lines[n - 1] ?? '').replace(/\t/g, '  '));
  const caret = (lines[line - 1] ?? '').slice(0, Math.max(0, column - 1)).replace(/\t/g, '  ').length;
  const longest = Math.max(...[...shownLines.values()].map((l) => l.length));
  const start = longest > maxShownWidth ? Math.max(0, caret - windowBefore) : 0;
  const clip = (shown: string) => {
    if (longest <= maxShownWidth || shown === '') return shown;
    const part = shown.slice(start, start + maxShownWidth);
    return `${start > 0 ? '…' : ''}${part}${start + maxShownWidth < shown.length ? '…' : ''}`;
  };
  const frame: string[] = [];
  for (const [n, shown] of shownLines) {
    frame.push(`${n === line ? '>' : ' '} ${String(n).padStart(width)} | ${clip(shown)}`);
    if (n === line) frame.push(`  ${' '.repeat(width)} | ${' '.repeat(caret - start + (start > 0 ? 1 : 0))}^`);
  }
  return frame;
}

export function formatLocation(d: Pick<Diagnostic, 'file' | 'line' | 'column'>, cwd: string): string {
  if (!d.file) return '';
  const file = path.isAbsolute(d.file) ? path.relative(cwd, d.file) || d.file : d.file;
  return d.line !== undefined ? `${file}:${d.line}:${d.column ?? 1}` : file;
}

export function formatDiagnostic(
  d: Diagnostic,
  options: { cwd: string; codeFrame?: boolean; verbose?: boolean },
): string {
  const location = formatLocation(d, options.cwd);
  const lines = [`${location ? `${location} ` : ''}${d.severity} ${d.code}`, `  ${d.message}`];
  if (options.codeFrame !== false && d.file && d.line !== undefined && path.isAbsolute(d.file)) {
    lines.push(...codeFrame(d.file, d.line, d.column ?? 1).map((l) => `  ${l}`));
  }
  if (d.hint) lines.push(`  hint: ${d.hint}`);
  if (options.verbose && d.cause instanceof Error && d.cause.stack) lines.push(`  cause: ${d.cause.stack}`);
  return lines.join('\n');
}

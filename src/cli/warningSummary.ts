/**
 * How a command prints a run's diagnostics: each one (up to `--max-problems`, 50 by default, 0 for all;
 * `--verbose` shows all), warnings before errors, then, when there were warnings, one line per kind of
 * warning with its count and what the kind means, so a real site's hundreds of warnings read as a list
 * of things to look at.
 */
import { diagnosticCodes } from '../diagnostics/codes.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { CliIO } from './cliIO.ts';
import { formatDiagnostic } from './formatDiagnostic.ts';

export const defaultMaxProblems = 50;

export interface ProblemOptions {
  verbose: boolean;
  /** At most this many diagnostics are printed in full; 0 prints them all. */
  maxProblems?: number;
}

/**
 * Prints the diagnostics in full, up to the cap, and says how many were left out. Errors come first to the
 * cap (what stopped the build is never hidden behind a site's hundreds of warnings), and are printed last,
 * nearest the summary.
 */
/**
 * The warnings a command shows: all of them with `--verbose`, else those that are not details (`Diagnostic.detail`).
 */
export function shownWarnings(warnings: readonly Diagnostic[], verbose: boolean): Diagnostic[] {
  return verbose ? [...warnings] : warnings.filter((warning) => warning.detail !== true);
}

export function printDiagnostics(diagnostics: readonly Diagnostic[], io: CliIO, options: ProblemOptions): void {
  const cap = options.verbose || options.maxProblems === 0 ? Infinity : (options.maxProblems ?? defaultMaxProblems);
  const warnings = diagnostics.filter((d) => d.severity === 'warning');
  const errors = diagnostics.filter((d) => d.severity === 'error');
  const shownErrors = errors.slice(0, cap);
  const shownWarnings = warnings.slice(0, Math.max(0, cap - shownErrors.length));
  const print = (shown: readonly Diagnostic[], all: readonly Diagnostic[], kind: string) => {
    for (const d of shown) io.stderr(`${formatDiagnostic(d, { cwd: io.cwd, verbose: options.verbose })}\n\n`);
    const left = all.length - shown.length;
    if (left > 0)
      io.stderr(
        `… and ${left} more ${kind}${left === 1 ? '' : 's'} (--max-problems 0 or --verbose shows them all).\n\n`,
      );
  };
  print(shownWarnings, warnings, 'warning');
  print(shownErrors, errors, 'error');
}

/** One line per kind of warning, the most frequent first: `  12 BrokenAnchor: a link points to an anchor …`. */
export function warningSummary(warnings: readonly Diagnostic[]): string[] {
  const counts = new Map<string, number>();
  for (const warning of warnings) counts.set(warning.code, (counts.get(warning.code) ?? 0) + 1);
  const lines = [...counts]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(
      ([code, count]) =>
        `  ${String(count).padStart(5)} ${code}: ` +
        `${lowerFirst(diagnosticCodes[code as keyof typeof diagnosticCodes] ?? '')}`,
    );
  return lines.length === 0 ? [] : [`⚠ ${warnings.length} warning${warnings.length === 1 ? '' : 's'}:`, ...lines];
}

function lowerFirst(text: string): string {
  return text.length > 0 && !/^[A-Z][A-Z\d]/.test(text) ? text[0]?.toLowerCase() + text.slice(1) : text;
}

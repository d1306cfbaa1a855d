/**
 * The one shape of every user-facing problem sitegen reports.
 *
 * Positions follow the editor convention: `line` and `column` are 1-based, and
 * `column` counts UTF-16 code units from the start of the line (what unified's
 * positions and esbuild's `column + 1` give).
 */
import type { DiagnosticCode } from './codes.ts';

export type Severity = 'error' | 'warning';

export interface Diagnostic {
  /** Permanent name people can search for, e.g. `BrokenLink`. */
  code: DiagnosticCode;
  /** What happened, in one sentence. */
  message: string;
  severity: Severity;
  /** Absolute path of the file at fault, when there is one. */
  file?: string;
  line?: number;
  column?: number;
  /** What to do about it. */
  hint?: string;
  /** The underlying error, for `--verbose` style output. */
  cause?: unknown;
  /** A warning worth reading only when asked: printed with `--verbose`, and left out of the summary otherwise. */
  detail?: true;
}

export type DiagnosticInit = Omit<Diagnostic, 'severity'> & { severity?: Severity };

export function diagnostic(init: DiagnosticInit): Diagnostic {
  return { severity: 'error', ...init };
}

/**
 * Thrown by a stage when content or configuration is wrong. Carries every
 * problem found, so the CLI can print them all and exit 1 once.
 */
export class SitegenError extends Error {
  readonly diagnostics: Diagnostic[];
  /** Warnings of the stages that ran before the failure, printed with it (see `withWarnings`). */
  warnings: Diagnostic[] = [];

  constructor(diagnostics: Diagnostic[]) {
    const first = diagnostics[0];
    super(
      diagnostics.length === 1 && first ? `${first.code}: ${first.message}` : `${diagnostics.length} problems found`,
    );
    this.name = 'SitegenError';
    this.diagnostics = diagnostics;
  }
}

/** File, then line, then column: the order people fix problems in. */
export function byLocation(a: Diagnostic, b: Diagnostic): number {
  return (
    (a.file ?? '').localeCompare(b.file ?? '') || (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0)
  );
}

export function isSitegenError(error: unknown): error is SitegenError {
  return error instanceof SitegenError;
}

/** Adds warnings found before a failure to it (once each), so they are printed with its errors. */
export function withWarnings<T>(error: T, warnings: readonly Diagnostic[]): T {
  if (isSitegenError(error)) {
    for (const warning of warnings) {
      if (!error.warnings.includes(warning) && !error.diagnostics.includes(warning)) error.warnings.push(warning);
    }
  }
  return error;
}

/** Collects problems during a stage; `throwIfErrors` ends the stage if any is an error. */
export class DiagnosticBag {
  readonly items: Diagnostic[] = [];

  add(init: DiagnosticInit): void {
    this.items.push(diagnostic(init));
  }

  get errors(): Diagnostic[] {
    return this.items.filter((d) => d.severity === 'error');
  }

  get warnings(): Diagnostic[] {
    return this.items.filter((d) => d.severity === 'warning');
  }

  throwIfErrors(): void {
    if (this.errors.length > 0) throw new SitegenError(this.errors);
  }
}

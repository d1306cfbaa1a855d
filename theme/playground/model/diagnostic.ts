/**
 * What the playground's checks report: a problem at character offsets of an
 * editor's text, which the UI turns into Monaco markers.
 */

export type Severity = 'error' | 'warning' | 'info';

export interface Diagnostic {
  /** Character offsets into the text (UTF-16 code units, as Monaco's `getPositionAt` takes them), end exclusive. */
  start: number;
  end: number;
  severity: Severity;
  message: string;
  /** The JSON Pointer of the value concerned, e.g. "/properties/name/type". */
  pointer: string;
  /**
   * What produced it: the failing keyword ("type", "enum", "required"…) or "json" for syntax,
   * "unknown-keyword", "unresolved-ref", "pattern", "schema" (unknown $schema), "deprecated".
   */
  keyword: string;
}

const rank: Record<Severity, number> = { error: 0, warning: 1, info: 2 };

/** The more serious of two severities. */
export function worstSeverity(a: Severity, b: Severity): Severity {
  return rank[a] <= rank[b] ? a : b;
}

/** Drops exact repeats (same range, severity and message) and sorts by start offset, then end. */
export function finishDiagnostics(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  const unique = diagnostics.filter((d) => {
    const key = `${d.start}:${d.end}:${d.severity}:${d.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return unique.sort((a, b) => a.start - b.start || a.end - b.end || rank[a.severity] - rank[b.severity]);
}

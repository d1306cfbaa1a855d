/**
 * The problems of one editor as a list of buttons: each names its line,
 * column and message and puts the cursor there. Markers are visual; this is
 * how a screen-reader or keyboard user finds them.
 */
import type { Diagnostic } from './model/diagnostic.ts';

const shown = 50;
const severityLabels = { error: 'Error', warning: 'Warning', info: 'Note' } as const;

/** 1-based line and column of a character offset. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let index = text.indexOf('\n'); index !== -1 && index < offset; index = text.indexOf('\n', index + 1)) {
    line += 1;
    lineStart = index + 1;
  }
  return { line, column: offset - lineStart + 1 };
}

export interface ProblemListProps {
  text: string;
  diagnostics: readonly Diagnostic[];
  label: string;
  onSelect: (offset: number) => void;
}

export function ProblemList({ text, diagnostics, label, onSelect }: ProblemListProps) {
  if (diagnostics.length === 0) return null;
  return (
    <>
      <ul className="sg-playground__problems" aria-label={label}>
        {diagnostics.slice(0, shown).map((diagnostic, index) => {
          const { line, column } = lineColumn(text, diagnostic.start);
          return (
            // The list is rebuilt whole on every check, and two problems may read alike: the position is the identity.
            <li key={index}>
              <button type="button" className="sg-playground__problem" onClick={() => onSelect(diagnostic.start)}>
                <span className={`sg-playground__severity is-${diagnostic.severity}`}>{severityLabels[diagnostic.severity]}</span>
                {' '}Line {line}, column {column}: {diagnostic.message}
              </button>
            </li>
          );
        })}
      </ul>
      {diagnostics.length > shown && <p className="sg-playground__more">and {diagnostics.length - shown} more.</p>}
    </>
  );
}

/**
 * The problems of one editor as a list of buttons: each names its line,
 * column and message and puts the cursor there. Markers are visual; this is
 * how a screen-reader or keyboard user finds them.
 */
import type { Diagnostic } from './model/diagnostic.ts';
import { useTranslate } from '../i18n/translate.ts';

const shown = 50;
const severityLabels = {
  error: 'sitegen.playground.severityError',
  warning: 'sitegen.playground.severityWarning',
  info: 'sitegen.playground.severityInfo',
} as const;

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
  const t = useTranslate();
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
                <span className={`sg-playground__severity is-${diagnostic.severity}`}>
                  {t(severityLabels[diagnostic.severity])}
                </span>{' '}
                {t('sitegen.playground.problem', { line, column, message: diagnostic.message })}
              </button>
            </li>
          );
        })}
      </ul>
      {diagnostics.length > shown && (
        <p className="sg-playground__more">
          {t('sitegen.playground.moreProblems', { count: diagnostics.length - shown })}
        </p>
      )}
    </>
  );
}

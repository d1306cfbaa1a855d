/** `@theme/Details`: `<Details summary="…">`, a native disclosure that opens without JavaScript. */
import { isValidElement, type ReactNode } from 'react';
import { useTranslate } from '../i18n/translate.ts';

export interface DetailsProps {
  summary?: ReactNode;
  open?: boolean;
  className?: string;
  children?: ReactNode;
}

export default function Details({ summary, open, className, children }: DetailsProps) {
  const fallback = useTranslate()('sitegen.details.summary');
  // A <summary> element given as the summary is used as it is; text is wrapped in one.
  const heading = isValidElement(summary) && summary.type === 'summary' ? summary : <summary>{summary ?? fallback}</summary>;
  return (
    <details className={['sg-details', className].filter(Boolean).join(' ')} open={open}>
      {heading}
      <div className="sg-details__body">{children}</div>
    </details>
  );
}

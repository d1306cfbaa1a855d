/**
 * `@theme/Details`: `<Details summary="…">`, and a Docusaurus website's `<details>` (which Docusaurus renders
 * with this component): a native disclosure that opens without JavaScript. A `<summary>` among the children
 * is its heading, as in Docusaurus; on a Docusaurus website it carries Infima's `alert alert--info`.
 */
import { Children, isValidElement, type ReactNode } from 'react';
import { useTranslate } from '../i18n/translate.ts';
import { useClassNames } from '../layout/classicClassNames.ts';

export interface DetailsProps {
  summary?: ReactNode;
  open?: boolean;
  className?: string;
  children?: ReactNode;
}

const isSummary = (node: ReactNode) => isValidElement(node) && node.type === 'summary';

export default function Details({ summary, open, className, children }: DetailsProps) {
  const fallback = useTranslate()('sitegen.details.summary');
  const cx = useClassNames();
  const items = Children.toArray(children);
  const ownSummary = items.find(isSummary);
  // A <summary> element, given as the summary or among the children, is used as it is; text is wrapped in one.
  const heading = ownSummary ?? (isSummary(summary) ? summary : <summary>{summary ?? fallback}</summary>);
  return (
    <details className={cx(['sg-details', className].filter(Boolean).join(' '), 'alert alert--info')} open={open}>
      {heading}
      <div className="sg-details__body">{ownSummary ? items.filter((item) => item !== ownSummary) : children}</div>
    </details>
  );
}

/**
 * `@theme/MDXComponents/Details`: `<details>` written in a doc, its `<summary>` child taken as the summary,
 * as Docusaurus's does.
 */
import { Children, isValidElement, type ReactNode } from 'react';
import Details from '../Details.tsx';

export default function MDXDetails({
  children,
  ...props
}: {
  children?: ReactNode;
  open?: boolean;
  className?: string;
}) {
  const items = Children.toArray(children);
  const summary = items.find((item) => isValidElement(item) && item.type === 'summary');
  return (
    <Details {...props} {...(summary ? { summary } : {})}>
      {items.filter((item) => item !== summary)}
    </Details>
  );
}

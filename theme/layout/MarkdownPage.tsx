/**
 * A Markdown or MDX page (`src/pages/support.md`): its content in the site's Markdown style, with its
 * table of contents beside it on wide screens, and no sidebar. On a Docusaurus website it carries the
 * class names of Docusaurus's Markdown page (`container`, `row`, `col col--8 markdown`).
 */
import type { ReactNode } from 'react';
import type { TocEntry } from '../data/siteData.ts';
import { useClassNames, useIsClassic } from './classicClassNames.ts';
import { TableOfContents } from './TableOfContents.tsx';

export function MarkdownPage({
  toc,
  wrapperClassName,
  children,
}: {
  toc: TocEntry[];
  wrapperClassName?: string | undefined;
  children?: ReactNode;
}) {
  const cx = useClassNames();
  // sitegen's shell holds a page in its own <main> and Markdown column; Docusaurus's page layout is the page's.
  const classic = useIsClassic();
  const Outer = classic ? 'main' : 'div';
  return (
    <Outer
      className={cx(
        `sg-markdown-page${wrapperClassName ? ` ${wrapperClassName}` : ''}`,
        'container container--fluid margin-vert--lg',
      )}
    >
      <div className={cx('sg-markdown-page__row', 'row')}>
        <div
          className={cx(
            `sg-markdown-page__content${classic ? ' sg-markdown' : ''}`,
            `col${toc.length > 0 ? ' col--8' : ''} markdown`,
          )}
        >
          {children}
        </div>
        {toc.length > 0 ? (
          <div className={cx('sg-markdown-page__toc', 'col col--2')}>
            <TableOfContents entries={toc} />
          </div>
        ) : null}
      </div>
    </Outer>
  );
}

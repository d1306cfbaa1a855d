import type { TocEntry } from '../data/siteData.ts';
import { useTranslate } from '../i18n/translate.ts';
import { useClassNames } from './classicClassNames.ts';

function Entries({ entries, top = false }: { entries: TocEntry[]; top?: boolean }) {
  const cx = useClassNames();
  return (
    <ul className={cx('', top ? 'table-of-contents table-of-contents__left-border' : '')}>
      {entries.map((entry) => (
        <li key={entry.id}>
          <a href={`#${entry.id}`} className={cx('', 'table-of-contents__link toc-highlight')}>
            {entry.text}
          </a>
          {entry.children.length > 0 ? <Entries entries={entry.children} /> : null}
        </li>
      ))}
    </ul>
  );
}

export interface TableOfContentsProps {
  entries: TocEntry[];
}

export function TableOfContents({ entries }: TableOfContentsProps) {
  const title = useTranslate()('theme.TOCCollapsible.toggleButtonLabel');
  const cx = useClassNames();
  if (entries.length === 0) return null;
  return (
    <nav className={cx('sg-toc', 'theme-doc-toc-desktop')} aria-label={title}>
      <p className="sg-toc__title">{title}</p>
      <Entries entries={entries} top />
    </nav>
  );
}

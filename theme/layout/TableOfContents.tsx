import type { TocEntry } from '../data/siteData.ts';
import { useTranslate } from '../i18n/translate.ts';

function Entries({ entries }: { entries: TocEntry[] }) {
  return (
    <ul>
      {entries.map((entry) => (
        <li key={entry.id}>
          <a href={`#${entry.id}`}>{entry.text}</a>
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
  if (entries.length === 0) return null;
  return (
    <nav className="sg-toc" aria-label={title}>
      <p className="sg-toc__title">{title}</p>
      <Entries entries={entries} />
    </nav>
  );
}

/**
 * `@theme/TOCInline`: the page's table of contents, inline. `toc` is the
 * module's own `toc` export (sitegen adds it to every MDX doc, as Docusaurus
 * does); without one, the page's.
 */
import { useContext } from 'react';
import { SiteContext } from '../context.ts';
import type { TocEntry } from '../data/siteData.ts';
import { useTranslate } from '../i18n/translate.ts';

export interface TocItem {
  value: string;
  id: string;
  level: number;
}

export interface TOCInlineProps {
  toc?: readonly TocItem[];
  minHeadingLevel?: number;
  maxHeadingLevel?: number;
  className?: string;
}

function flatten(entries: readonly TocEntry[]): TocItem[] {
  return entries.flatMap((entry) => [
    { value: entry.text, id: entry.id, level: entry.depth },
    ...flatten(entry.children),
  ]);
}

export default function TOCInline({ toc, minHeadingLevel = 2, maxHeadingLevel = 3, className }: TOCInlineProps) {
  const page = useContext(SiteContext)?.page;
  const label = useTranslate()('theme.TOCCollapsible.toggleButtonLabel');
  const items = (toc ?? flatten(page?.toc ?? [])).filter(
    (item) => item.level >= minHeadingLevel && item.level <= maxHeadingLevel,
  );
  if (items.length === 0) return null;
  return (
    <nav className={['sg-toc-inline', className].filter(Boolean).join(' ')} aria-label={label}>
      <ul>
        {items.map((item) => (
          <li key={item.id} style={{ marginInlineStart: `${(item.level - minHeadingLevel) * 1.25}rem` }}>
            <a href={`#${item.id}`}>{item.value}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Cards for the items of a sidebar category: the body of generated-index
 * pages, and the `::doc-card-list` widget on any doc.
 */
import { useSite } from '../context.ts';
import { firstHrefOf, isExternalHref } from '../data/links.ts';
import type { SidebarCategoryEntry, SidebarEntry, SidebarHtmlEntry } from '../data/siteData.ts';
import { useTranslate } from '../i18n/translate.ts';

/** An entry a card can show: every kind but raw HTML, which has no link or label. */
export type CardEntry = Exclude<SidebarEntry, SidebarHtmlEntry>;

/** The entries of a category that become cards (raw HTML items do not). */
export function cardEntries(entries: SidebarEntry[]): CardEntry[] {
  return entries.filter((entry): entry is CardEntry => entry.type !== 'html');
}

function findCategory(
  entries: SidebarEntry[],
  match: (c: SidebarCategoryEntry) => boolean,
): SidebarCategoryEntry | undefined {
  for (const entry of entries) {
    if (entry.type !== 'category') continue;
    if (match(entry)) return entry;
    const inner = findCategory(entry.items, match);
    if (inner) return inner;
  }
  return undefined;
}

function countDocs(entries: SidebarEntry[]): number {
  return entries.reduce((n, e) => n + (e.type === 'category' ? countDocs(e.items) : e.type === 'html' ? 0 : 1), 0);
}

export function DocCard({ entry }: { entry: CardEntry }) {
  const t = useTranslate();
  if (entry.type === 'category') {
    const count = countDocs(entry.items);
    return (
      <a className="sg-card" href={entry.href ?? firstHrefOf(entry.items)}>
        <span className="sg-card__title">
          <span aria-hidden="true">🗃️ </span>
          {entry.label}
        </span>
        <span className="sg-card__description">
          {entry.description ?? t('theme.docs.DocCard.categoryDescription.plurals', { count })}
        </span>
      </a>
    );
  }
  const external = entry.type === 'link' && isExternalHref(entry.href);
  return (
    <a className="sg-card" href={entry.href} {...(external ? { rel: 'noopener noreferrer', target: '_blank' } : {})}>
      <span className="sg-card__title">
        <span aria-hidden="true">{external ? '🔗 ' : '📄️ '}</span>
        {entry.label}
      </span>
    </a>
  );
}

/** The category the widget lists, or undefined: shared by the component and its build-time check. */
export function cardListCategory(
  category: string | undefined,
  pageHref: string,
  sidebars: Record<string, SidebarEntry[]>,
  pageCategory?: SidebarCategoryEntry,
): SidebarCategoryEntry | undefined {
  const all = Object.values(sidebars).flat();
  return category
    ? findCategory(all, (c) => c.label === category)
    : (pageCategory ??
        findCategory(all, (c) => c.href === pageHref || c.items.some((i) => i.type === 'doc' && i.href === pageHref)));
}

/** All category labels, for the check's suggestion. */
export function categoryLabels(entries: SidebarEntry[]): string[] {
  return entries.flatMap((e) => (e.type === 'category' ? [e.label, ...categoryLabels(e.items)] : []));
}

export function DocCardList({ category }: { category?: string }) {
  const { page, sidebars } = useSite();
  const found = cardListCategory(category, page.href, sidebars, page.category);
  if (!found) {
    throw new Error(
      category
        ? `::doc-card-list: no sidebar category is labelled "${category}".`
        : '::doc-card-list: this page is not inside a sidebar category; pass category="Label".',
    );
  }
  return (
    <section className="sg-cards">
      {cardEntries(found.items).map((entry) => (
        <DocCard key={`${entry.type}:${entry.label}`} entry={entry} />
      ))}
    </section>
  );
}

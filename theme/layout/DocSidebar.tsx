import { renderToStaticMarkup } from 'react-dom/server';
import { isExternalHref } from '../data/links.ts';
import type { SidebarCategoryEntry, SidebarEntry } from '../data/siteData.ts';

/**
 * A closed category that holds neither the current page nor is it renders the
 * same on every page; on a large site re-rendering it per page dominated the
 * build, so its HTML is rendered once per category and reused.
 */
const closedCategoryHtml = new WeakMap<SidebarCategoryEntry, string>();

function ClosedCategory({ entry }: { entry: SidebarCategoryEntry }) {
  let html = closedCategoryHtml.get(entry);
  if (html === undefined) {
    html = renderToStaticMarkup(<CategoryBody entry={entry} open={false} current="" />);
    closedCategoryHtml.set(entry, html);
  }
  return <li className={categoryClass(entry)} dangerouslySetInnerHTML={{ __html: html }} />;
}

function categoryClass(entry: SidebarCategoryEntry): string {
  return `sg-sidebar__category${entry.href ? ' sg-sidebar__category--linked' : ''}${entry.className ? ` ${entry.className}` : ''}`;
}

/**
 * A category is a <details>, so it opens and closes without JavaScript. A
 * category with a page of its own shows its link beside the disclosure
 * toggle, not inside it: a link inside <summary> is two controls in one.
 */
function CategoryBody({ entry, open, current }: { entry: SidebarCategoryEntry; open: boolean; current: string }) {
  const active = entry.href === current;
  const items = <Items entries={entry.items} current={current} />;
  if (!entry.collapsible) {
    return (
      <>
        {entry.href
          ? <a href={entry.href} className={`sg-sidebar__category-link${active ? ' is-active' : ''}`} {...(active ? { 'aria-current': 'page' as const } : {})}>{entry.label}</a>
          : <span className="sg-sidebar__category-label">{entry.label}</span>}
        {items}
      </>
    );
  }
  if (!entry.href) {
    return (
      <details open={open}>
        <summary>{entry.label}</summary>
        {items}
      </details>
    );
  }
  return (
    <>
      <a href={entry.href} className={`sg-sidebar__category-link${active ? ' is-active' : ''}`} {...(active ? { 'aria-current': 'page' as const } : {})}>{entry.label}</a>
      <details open={open} className="sg-sidebar__linked-details">
        <summary aria-label={`${entry.label}: show or hide its pages`} />
        {items}
      </details>
    </>
  );
}

function containsHref(entries: SidebarEntry[], href: string): boolean {
  return entries.some((e) => e.href === href || (e.type === 'category' && containsHref(e.items, href)));
}

function Items({ entries, current }: { entries: SidebarEntry[]; current: string }) {
  return (
    <ul className="sg-sidebar__list">
      {entries.map((entry, i) => {
        if (entry.type === 'category') {
          const holdsCurrent = entry.href === current || containsHref(entry.items, current);
          const open = !entry.collapsible || !entry.collapsed || holdsCurrent;
          if (!open) return <ClosedCategory key={i} entry={entry} />;
          return (
            <li key={i} className={categoryClass(entry)}>
              <CategoryBody entry={entry} open current={current} />
            </li>
          );
        }
        const active = entry.href === current;
        const external = entry.type === 'link' && isExternalHref(entry.href);
        return (
          <li key={i} className={entry.className}>
            <a href={entry.href} className={active ? 'is-active' : undefined} {...(active ? { 'aria-current': 'page' as const } : {})}
              {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
              {entry.label}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

/** The docs sidebar. */
export function DocSidebar({ entries, current }: { entries: SidebarEntry[]; current: string }) {
  return (
    <nav className="sg-sidebar" aria-label="Docs sidebar">
      <Items entries={entries} current={current} />
    </nav>
  );
}

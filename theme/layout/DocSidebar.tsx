import type { SidebarEntry } from '../data/siteData.ts';

function containsHref(entries: SidebarEntry[], href: string): boolean {
  return entries.some((e) => e.href === href || (e.type === 'category' && containsHref(e.items, href)));
}

function Items({ entries, current }: { entries: SidebarEntry[]; current: string }) {
  return (
    <ul className="sg-sidebar__list">
      {entries.map((entry, i) => {
        if (entry.type === 'category') {
          const active = entry.href === current;
          const open = !entry.collapsible || !entry.collapsed || active || containsHref(entry.items, current);
          return (
            <li key={i} className={`sg-sidebar__category${entry.className ? ` ${entry.className}` : ''}`}>
              <details open={open}>
                <summary className={active ? 'is-active' : undefined}>
                  {entry.href ? <a href={entry.href} {...(active ? { 'aria-current': 'page' as const } : {})}>{entry.label}</a> : entry.label}
                </summary>
                <Items entries={entry.items} current={current} />
              </details>
            </li>
          );
        }
        const active = entry.href === current;
        const external = entry.type === 'link';
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

/** The docs sidebar; categories are <details>, so they open and close without JavaScript. */
export function DocSidebar({ entries, current }: { entries: SidebarEntry[]; current: string }) {
  return (
    <nav className="sg-sidebar" aria-label="Docs sidebar">
      <Items entries={entries} current={current} />
    </nav>
  );
}

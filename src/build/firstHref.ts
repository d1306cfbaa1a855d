import type { SidebarEntry } from '../../theme/data/siteData.ts';

/** The first page a sidebar leads to: its first doc, or the first category with a page of its own. */
export function firstHrefOf(items: SidebarEntry[]): string | undefined {
  for (const item of items) {
    if (item.type === 'doc') return item.href;
    if (item.type === 'category') {
      const inner = item.href ?? firstHrefOf(item.items);
      if (inner) return inner;
    }
  }
  return undefined;
}

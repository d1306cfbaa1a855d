/** Facts about hrefs and sidebar entries that both the build and the theme need. */
import type { SidebarEntry } from './siteData.ts';

/** The address of a route as links write it, with the base path. */
export function hrefFor(route: string, basePath: string, trailingSlash: boolean): string {
  const base = basePath.replace(/\/$/, '');
  if (route === '/') return `${base}/`;
  return `${base}${route}${trailingSlash ? '/' : ''}`;
}

/** An address on another site (a scheme such as `https:` or `mailto:`, or `//host`). */
export function isExternalHref(href: string): boolean {
  return /^[a-z][a-z\d+.-]*:|^\/\//i.test(href);
}

/** The first page a list of sidebar entries leads to: its first doc, or the first category with a page of its own. */
export function firstHrefOf(items: SidebarEntry[]): string | undefined {
  for (const item of items) {
    if (item.type === 'doc') return item.href;
    if (item.type === 'link' && !isExternalHref(item.href)) return item.href;
    if (item.type === 'category') {
      const inner = item.href ?? firstHrefOf(item.items);
      if (inner) return inner;
    }
  }
  return undefined;
}

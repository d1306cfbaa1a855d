/** Facts about hrefs and sidebar entries that both the build and the theme need. */
import type { SidebarEntry } from './siteData.ts';

/**
 * A route as a URL path: every character a path segment may not hold as it is (space, `#`, `?`, `%`,
 * quotes, non-ASCII…) percent-encoded as UTF-8, the rest kept as a browser shows `location.pathname`.
 * A route comes from a file name, so `docs/a b#c.md` links to `/docs/a%20b%23c`.
 */
export function encodeRoute(route: string): string {
  return route.replace(/[^A-Za-z0-9\-._~!$&'()*+,;=:@/]/gu, (char) => encodeURIComponent(char));
}

/** The address of a route as links write it, with the base path. */
export function hrefFor(route: string, basePath: string, trailingSlash: boolean): string {
  const base = basePath.replace(/\/$/, '');
  if (route === '/') return `${base}/`;
  return `${base}${encodeRoute(route)}${trailingSlash ? '/' : ''}`;
}

/**
 * The address of a site path as a link writes it (`/docs/intro#setup`, `api?tab=2`): the route part by
 * `hrefFor`, relative to the root when it lacks the leading slash, the query and fragment kept as written.
 */
export function hrefForPath(path: string, basePath: string, trailingSlash: boolean): string {
  const suffixAt = path.search(/[?#]/);
  const route = suffixAt === -1 ? path : path.slice(0, suffixAt);
  const suffix = suffixAt === -1 ? '' : path.slice(suffixAt);
  const absolute = route.startsWith('/') ? route : `/${route}`;
  return `${hrefFor(absolute === '/' ? '/' : absolute.replace(/\/+$/, ''), basePath, trailingSlash)}${suffix}`;
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

/**
 * Hits grouped by the page they belong to, as the search dialog and the
 * `/search` page list them: a page's title once, its sections under it.
 * Groups go by the page's url, not its title, so two pages that share a
 * title stay apart.
 */
import type { SearchHit } from './searchTypes.ts';

export interface HitGroup {
  /** The page's title, as its first hit gives it. */
  page: string;
  /** The page's url: the hits' url without `#fragment`. */
  url: string;
  /** The page's label (a blog post's blog), as its first hit gives it. */
  label?: string;
  /** In the order they came. */
  hits: SearchHit[];
}

const pageUrlOf = (url: string) => {
  const hash = url.indexOf('#');
  return hash === -1 ? url : url.slice(0, hash);
};

/** `hits` by page, the groups in the order of their first hit (the provider's ranking). */
export function groupHits(hits: readonly SearchHit[]): HitGroup[] {
  const groups = new Map<string, HitGroup>();
  for (const hit of hits) {
    const url = pageUrlOf(hit.url);
    let group = groups.get(url);
    if (!group)
      groups.set(
        url,
        (group = { page: hit.page, url, ...(hit.label === undefined ? {} : { label: hit.label }), hits: [] }),
      );
    group.hits.push(hit);
  }
  return [...groups.values()];
}

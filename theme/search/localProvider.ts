/**
 * The local index as a SearchProvider (searchTypes.ts), so the dialog and
 * the `/search` page render its hits exactly as they render Algolia's: pages
 * of hits with their title, heading and snippet already cut into parts.
 */
import { highlightParts } from './highlight.ts';
import { LocalSearch, type FetchJson, type LocalSearchHit } from './localSearch.ts';
import type { SearchHit, SearchProvider } from './searchTypes.ts';

function toHit(hit: LocalSearchHit, terms: readonly string[]): SearchHit {
  return {
    // A record's url is unique in the index (the page's, or the page's with its section's #id).
    id: hit.url,
    url: hit.url,
    page: hit.page,
    section: hit.section,
    ...(hit.label === undefined ? {} : { label: hit.label }),
    pageParts: highlightParts(hit.page, terms),
    sectionParts: highlightParts(hit.section, terms),
    snippetParts: hit.snippet ? highlightParts(hit.snippet, terms) : [],
  };
}

/**
 * `manifestUrl`: the index's `manifest.json`, e.g. `/search/manifest.json`.
 * `load` fetches and parses a JSON file (tests pass one that serves files from memory).
 * `docsVersion`: on a site of several docs versions, the version whose docs a search finds (the one on screen).
 * @default load `fetch`, rejecting on a status other than 2xx
 */
export function createLocalProvider(
  manifestUrl: string,
  load?: FetchJson,
  docsVersion?: () => string | undefined,
): SearchProvider {
  const engine = new LocalSearch(manifestUrl, load);
  return {
    async search({ query, page, hitsPerPage, snippetWords }) {
      const version = docsVersion?.();
      const result = await engine.search(query, {
        limit: hitsPerPage,
        offset: page * hitsPerPage,
        snippetWords,
        ...(version === undefined ? {} : { version }),
      });
      return {
        query,
        hits: result.hits.map((hit) => toHit(hit, result.terms)),
        total: result.total,
        page,
        pages: hitsPerPage > 0 ? Math.ceil(result.total / hitsPerPage) : 0,
      };
    },
    suggest: (query) => engine.suggest(query),
  };
}

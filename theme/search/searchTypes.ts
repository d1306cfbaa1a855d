/**
 * One interface for every search provider (the local index, Algolia): the
 * dialog and the `/search` page ask it for a page of hits and render them,
 * whoever answered.
 */
import type { TextPart } from './highlight.ts';

export interface SearchHit {
  /** Stable across queries: Algolia's objectID, the local record's url. */
  id: string;
  /** Where the hit leads, as the provider gave it (Algolia's are absolute). */
  url: string;
  /** The page's title, and the text that groups hits. */
  page: string;
  /** The section's heading; empty when the hit is the page itself. */
  section: string;
  /** What kind of page it is, in words, when not a doc: a blog post's blog ("Blog"). */
  label?: string;
  /** The title, the heading and the snippet cut into plain and matching parts (never HTML). */
  pageParts: TextPart[];
  sectionParts: TextPart[];
  snippetParts: TextPart[];
}

export interface SearchRequest {
  query: string;
  /** Zero-based page of hits. */
  page: number;
  hitsPerPage: number;
  /** Words in a snippet: 10, or 5 on narrow screens. */
  snippetWords: number;
}

export interface SearchResults {
  query: string;
  hits: SearchHit[];
  /** Every hit the query has, of which `hits` is page `page`. */
  total: number;
  page: number;
  /** Pages in all (`ceil(total / hitsPerPage)`). */
  pages: number;
  /** Algolia's query id, for insights events. */
  queryId?: string;
}

export interface SearchProvider {
  /** Rejects when the provider cannot answer (offline, a server error): the UI says "Unable to fetch results". */
  search(request: SearchRequest): Promise<SearchResults>;
  /** Queries to offer when `query` found nothing (e.g. the same words spelt as the index has them). */
  suggest?(query: string): Promise<string[]>;
  /** The reader saw these hits (insights view event). Never throws. */
  hitsViewed?(results: SearchResults): void;
  /** The reader chose `hit`, at `position` (1-based, over all pages) (insights click event). Never throws. */
  hitClicked?(results: SearchResults, hit: SearchHit, position: number): void;
}

/** Algolia's connection settings, as the browser needs them. */
export interface AlgoliaSettings {
  appId: string;
  /** The public, search-only key. */
  apiKey: string;
  indexName: string;
  /** Replace Algolia's hosts (a proxy, a test server). `url` is host[:port][/path], without the protocol. */
  hosts?: { url: string; protocol: 'http' | 'https' }[];
  /**
   * DocSearch's facet filters: `language:en` and the docs tags, e.g. `['language:en', ['docusaurus_tag:default',
   * 'docusaurus_tag:docs-default-current']]`.
   */
  facetFilters: (string | string[])[];
  /** Send click and view events to Algolia Insights. */
  insights: boolean;
}

/** What the search UI is told at build time (one copy in the client bundle). */
export interface SearchSettings {
  provider: { type: 'local'; manifestUrl: string } | ({ type: 'algolia' } & AlgoliaSettings);
  /** The `/search` page. */
  searchPageUrl: string;
  /** Hits whose url matches open as full page loads. */
  externalUrlRegex?: string;
  /** Offered under "Try searching for" when a query finds nothing. */
  suggestions: string[];
  /** Where "Believe this query should return results?" leads; `{query}` is replaced by the encoded query. */
  missingResultsUrl?: string;
  /** Prefix of the local-storage keys for recent searches and favourites. */
  storageKey: string;
}

/** The limits of the user's specification. */
export const searchLimits = {
  maxQueryLength: 64,
  hitsPerPage: 20,
  recentSearches: 7,
  recentSearchesWithFavourites: 4,
  favourites: 10,
  snippetWords: 10,
  snippetWordsNarrow: 5,
} as const;

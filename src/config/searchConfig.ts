/**
 * The config's `search` key: the local index or Algolia's DocSearch, and what the search dialog shows either way.
 * Re-exported by `defineConfig.ts`.
 */
/** What both search providers share. */
interface SearchUiConfig {
  /** Offered under "Try searching for" when a query finds nothing (the local index adds spelling corrections). */
  suggestions?: string[];
  /**
   * Where "Believe this query should return results?" leads; `{query}` becomes the encoded query.
   * @default a new issue in `repositoryUrl` when it is on GitHub; none otherwise
   */
  missingResultsUrl?: string;
}

/** The local index: built by `sitegen build`, no account, works offline. */
export interface LocalSearchConfig extends SearchUiConfig {
  provider: 'local';
}

/**
 * Algolia (DocSearch). `SITEGEN_ALGOLIA_APP_ID`, `SITEGEN_ALGOLIA_API_KEY`, `SITEGEN_ALGOLIA_INDEX`
 * and `SITEGEN_ALGOLIA_HOST` override these (and select Algolia when all three are set).
 */
export interface AlgoliaSearchConfig extends SearchUiConfig {
  provider: 'algolia';
  appId: string;
  /** The public search-only API key. */
  apiKey: string;
  indexName: string;
  /** Search results whose url matches this pattern open as full page loads. */
  externalUrlRegex?: string;
  /** Add the current docs version and language as facet filters. @default true */
  contextualSearch?: boolean;
  /** Send click and view events to Algolia Insights. @default false */
  insights?: boolean;
  /** Override the Algolia hosts, e.g. a test server on 127.0.0.1. */
  hosts?: { url: string; protocol?: 'http' | 'https' }[];
}

export type SearchConfig = LocalSearchConfig | AlgoliaSearchConfig;

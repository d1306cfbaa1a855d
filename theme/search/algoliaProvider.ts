/**
 * The Algolia search provider: one multi-query request per search to a
 * DocSearch v3 index through `algoliasearch/lite`, its hits mapped to
 * SearchHit with highlights cut into text parts (never HTML), and, when the
 * site turns them on, insights events (algoliaInsights.ts).
 */
import { liteClient, type LiteClient, type SearchMethodParams } from 'algoliasearch/lite';
import { decodeEntities, highlightedParts } from './algoliaHighlight.ts';
import { createAlgoliaInsights, type TokenStorage } from './algoliaInsights.ts';
import type { TextPart } from './highlight.ts';
import type { AlgoliaSettings, SearchHit, SearchProvider, SearchRequest, SearchResults } from './searchTypes.ts';

export const docSearchLevels = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export type DocSearchLevel = (typeof docSearchLevels)[number];

/** A record of a DocSearch v3 index, as its crawler writes it. Only `url` is sure to be there. */
export interface DocSearchRecord {
  objectID: string;
  url: string;
  url_without_anchor?: string;
  anchor?: string | null;
  /** lvl0 is the category, lvl1 the page's title, lvl2–lvl6 its headings. */
  hierarchy?: Partial<Record<DocSearchLevel, string | null>>;
  /** The level the record stands for, or `content` for a paragraph under the deepest heading. */
  type?: DocSearchLevel | 'content';
  content?: string | null;
  /** Facets the Docusaurus crawler config adds. */
  language?: string;
  docusaurus_tag?: string | string[];
}

/** The highlight tags DocSearch asks for; only the text between them is marked. */
export const highlightPreTag = '<mark>';
export const highlightPostTag = '</mark>';

export interface AlgoliaProviderOptions {
  /**
   * Keeps the insights user token between visits (the browser passes local storage); without it the token lasts as long
   * as the page.
   */
  storage?: TokenStorage;
}

/** The body of the one multi-query request a search sends. */
export function searchParams(settings: AlgoliaSettings, request: SearchRequest): SearchMethodParams {
  const words = request.snippetWords;
  return {
    requests: [
      {
        indexName: settings.indexName,
        query: request.query,
        facetFilters: settings.facetFilters,
        hitsPerPage: request.hitsPerPage,
        page: request.page,
        attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
        attributesToSnippet: [
          ...docSearchLevels.slice(1).map((level) => `hierarchy.${level}:${words}`),
          `content:${words}`,
        ],
        snippetEllipsisText: '…',
        highlightPreTag,
        highlightPostTag,
        clickAnalytics: settings.insights,
      },
    ],
  };
}

/** The value at `path` in `value`, when every step is an object. */
function at(value: unknown, ...path: string[]): unknown {
  let current = value;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function number(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** The service's highlighted value at `path` in parts; the plain text as one part when the service sent none. */
function partsAt(hit: unknown, path: string[], plain: string): TextPart[] {
  const highlighted = text(at(hit, ...path, 'value'));
  if (highlighted !== undefined) return highlightedParts(highlighted, highlightPreTag, highlightPostTag);
  return plain ? [{ text: decodeEntities(plain), match: false }] : [];
}

/** The first `words` words of `content`, for a content hit the service sent no snippet for. */
function plainSnippet(content: string, words: number): string {
  const all = content.split(/\s+/).filter(Boolean);
  return all.slice(0, words).join(' ') + (all.length > words ? ' …' : '');
}

/** One hit of the answer as a SearchHit; undefined when it has no url to lead to. */
export function toSearchHit(hit: unknown, snippetWords: number): SearchHit | undefined {
  const url = text(at(hit, 'url'));
  if (url === undefined) return undefined;
  const level = (name: DocSearchLevel) => {
    const value = text(at(hit, 'hierarchy', name));
    return value === undefined ? undefined : decodeEntities(value);
  };
  const type = text(at(hit, 'type'));
  const content = text(at(hit, 'content'));

  const pageLevel = (['lvl1', 'lvl0'] as const).find((name) => level(name) !== undefined);
  const page = pageLevel ? level(pageLevel)! : url;
  const pageParts = pageLevel
    ? partsAt(hit, ['_highlightResult', 'hierarchy', pageLevel], page)
    : [{ text: url, match: false }];

  // A record without a type but with text is a paragraph, as older crawls wrote them.
  const isContent = type === 'content' || (type === undefined && content !== undefined);
  const headings = docSearchLevels.slice(2);
  const sectionLevel = isContent
    ? [...headings].reverse().find((name) => level(name) !== undefined)
    : headings.find((name) => name === type && level(name) !== undefined);
  const section = sectionLevel ? level(sectionLevel)! : '';
  const sectionParts = sectionLevel ? partsAt(hit, ['_highlightResult', 'hierarchy', sectionLevel], section) : [];

  const snippetParts =
    isContent && content !== undefined
      ? partsAt(hit, ['_snippetResult', 'content'], plainSnippet(content, snippetWords))
      : [];

  return { id: text(at(hit, 'objectID')) ?? url, url, page, section, pageParts, sectionParts, snippetParts };
}

/** The answer to a search's multi-query request as SearchResults; throws when it is not one. */
export function toSearchResults(request: SearchRequest, answer: unknown): SearchResults {
  const result = at(answer, 'results', '0');
  const hits = at(result, 'hits');
  if (!Array.isArray(hits)) throw new Error('Algolia answered without a list of hits.');
  const mapped = hits.map((hit) => toSearchHit(hit, request.snippetWords)).filter((hit) => hit !== undefined);
  const total = number(at(result, 'nbHits')) ?? mapped.length;
  const queryId = text(at(result, 'queryID'));
  return {
    query: request.query,
    hits: mapped,
    total,
    page: number(at(result, 'page')) ?? request.page,
    pages: number(at(result, 'nbPages')) ?? Math.ceil(total / Math.max(1, request.hitsPerPage)),
    ...(queryId !== undefined && { queryId }),
  };
}

/** A provider that asks the Algolia index `settings` names. */
export function createAlgoliaProvider(settings: AlgoliaSettings, options: AlgoliaProviderOptions = {}): SearchProvider {
  const hosts = settings.hosts?.map((host) => ({
    url: host.url,
    protocol: host.protocol,
    accept: 'readWrite' as const,
  }));
  // Made on the first search, so that bad settings (an empty app id) reject that search instead of throwing here.
  let client: LiteClient | undefined;

  const provider: SearchProvider = {
    async search(request) {
      try {
        client ??= liteClient(settings.appId, settings.apiKey, hosts ? { hosts } : undefined);
        return toSearchResults(request, await client.search(searchParams(settings, request)));
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        throw new Error(`Algolia search failed: ${message}`, { cause: error });
      }
    },
  };

  if (settings.insights) {
    const insights = createAlgoliaInsights({
      appId: settings.appId,
      apiKey: settings.apiKey,
      indexName: settings.indexName,
      ...(hosts && { hosts }),
      ...(options.storage ? { storage: options.storage } : {}),
    });
    provider.hitsViewed = (results) => {
      void insights.hitsViewed(results);
    };
    provider.hitClicked = (results, hit, position) => {
      void insights.hitClicked(results, hit, position);
    };
  }
  return provider;
}

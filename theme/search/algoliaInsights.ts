/**
 * Sends Algolia Insights events (hits viewed, hit clicked) for the Algolia
 * search provider: `POST /1/events` of the Insights API, as a `keepalive`
 * fetch, because a click is followed at once by a page load (a full one for
 * an external hit) that would cancel an ordinary request; the body goes as
 * text/plain and the credentials in the query, as Algolia's own clients do in
 * browsers, so there is no preflight. Analytics must never break search:
 * nothing here throws or rejects.
 */
import type { SearchHit, SearchResults } from './searchTypes.ts';

/** The events this provider sends, as the Insights API takes them. */
export type InsightsEvent =
  | { eventType: 'view'; eventName: string; index: string; objectIDs: string[]; userToken: string }
  | {
      eventType: 'click';
      eventName: string;
      index: string;
      objectIDs: string[];
      userToken: string;
      queryID?: string;
      positions?: number[];
    };

/** Algolia's insights host when the site names none. */
const defaultHost = { url: 'insights.algolia.io', protocol: 'https' as const };

/** Where the anonymous user token is kept between visits. */
export const userTokenKey = 'sitegen-algolia-user-token';

/** Hits per view event: Algolia accepts at most 20 objectIDs in one event. */
const maxViewedObjectIds = 20;

/** What Algolia accepts as a user token. */
const userTokenPattern = /^[\w=/+-]{1,129}$/;

export type TokenStorage = Pick<Storage, 'getItem' | 'setItem'>;

export interface AlgoliaInsightsOptions {
  appId: string;
  apiKey: string;
  indexName: string;
  /** Replace Algolia's insights host (a proxy, a test server), as the search client is given them. */
  hosts?: { url: string; protocol: 'http' | 'https'; accept: 'readWrite' }[];
  /** Keeps the user token; without one (or when it throws) the token lives as long as the page. */
  storage?: TokenStorage;
}

export interface AlgoliaInsights {
  /** Resolves when the event was sent or given up on; never rejects. */
  hitsViewed(results: SearchResults): Promise<void>;
  hitClicked(results: SearchResults, hit: SearchHit, position: number): Promise<void>;
}

/** A random UUID; `crypto.randomUUID` exists only in secure contexts (a site on plain http has none). */
function uuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The reader's anonymous token: the stored one, or a new one stored for next time. */
export function anonymousUserToken(storage: TokenStorage | undefined): string {
  try {
    const stored = storage?.getItem(userTokenKey);
    if (stored && userTokenPattern.test(stored)) return stored;
  } catch {
    // Storage can be blocked (private modes, sandboxed frames): a token for this page will do.
  }
  const token = `anonymous-${uuid()}`;
  try {
    storage?.setItem(userTokenKey, token);
  } catch {
    // As above; the caller keeps the token in memory.
  }
  return token;
}

export function viewEvent(indexName: string, results: SearchResults, userToken: string): InsightsEvent {
  return {
    eventType: 'view',
    eventName: 'Hits Viewed',
    index: indexName,
    objectIDs: results.hits.slice(0, maxViewedObjectIds).map((hit) => hit.id),
    userToken,
  };
}

/**
 * A click after a search when the results carry a query id; a plain click otherwise (Algolia refuses positions without
 * one).
 */
export function clickEvent(
  indexName: string,
  results: SearchResults,
  hit: SearchHit,
  position: number,
  userToken: string,
): InsightsEvent {
  const base: InsightsEvent = {
    eventType: 'click',
    eventName: 'Hit Clicked',
    index: indexName,
    objectIDs: [hit.id],
    userToken,
  };
  return results.queryId ? { ...base, queryID: results.queryId, positions: [position] } : base;
}

/** The events endpoint with the credentials in its query. */
export function eventsUrl(options: Pick<AlgoliaInsightsOptions, 'appId' | 'apiKey' | 'hosts'>): string {
  const host = options.hosts?.[0] ?? defaultHost;
  const query = new URLSearchParams({
    'x-algolia-application-id': options.appId,
    'x-algolia-api-key': options.apiKey,
    'x-algolia-agent': 'sitegen',
  });
  return `${host.protocol}://${host.url}/1/events?${query.toString()}`;
}

export function createAlgoliaInsights(options: AlgoliaInsightsOptions): AlgoliaInsights {
  let userToken: string | undefined;
  let warned = false;
  const url = eventsUrl(options);

  /** Sends the event `event` builds, unless it builds none. */
  const send = async (event: (userToken: string) => InsightsEvent | undefined): Promise<void> => {
    try {
      userToken ??= anonymousUserToken(options.storage);
      const built = event(userToken);
      if (!built) return;
      const response = await fetch(url, {
        method: 'POST',
        body: JSON.stringify({ events: [built] }),
        headers: { 'content-type': 'text/plain' },
        keepalive: true,
      });
      if (!response.ok) throw new Error(`the Insights API answered ${response.status}`);
    } catch (error) {
      if (warned) return;
      warned = true;
      console.warn('Algolia Insights: an event could not be sent; search works regardless.', error);
    }
  };

  return {
    hitsViewed: (results) =>
      send((token) => (results.hits.length > 0 ? viewEvent(options.indexName, results, token) : undefined)),
    hitClicked: (results, hit, position) =>
      send((token) => clickEvent(options.indexName, results, hit, position, token)),
  };
}

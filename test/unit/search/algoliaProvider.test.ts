import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  anonymousUserToken,
  clickEvent,
  createAlgoliaInsights,
  userTokenKey,
  viewEvent,
} from '../../../theme/search/algoliaInsights.ts';
import {
  createAlgoliaProvider,
  toSearchHit,
  toSearchResults,
  type DocSearchRecord,
} from '../../../theme/search/algoliaProvider.ts';
import type { AlgoliaSettings, SearchHit, SearchRequest, SearchResults } from '../../../theme/search/searchTypes.ts';
import { startFakeAlgolia, type FakeAlgolia } from '../../support/fakeAlgoliaServer.ts';

const site = 'https://docs.example';
const levels = (lvl0: string, lvl1: string, lvl2: string | null = null) => ({
  lvl0,
  lvl1,
  lvl2,
  lvl3: null,
  lvl4: null,
  lvl5: null,
  lvl6: null,
});

const records: DocSearchRecord[] = [
  {
    objectID: 'page-contains',
    url: `${site}/docs/array/contains`,
    url_without_anchor: `${site}/docs/array/contains`,
    anchor: null,
    type: 'lvl1',
    hierarchy: levels('Arrays', 'contains'),
    content: null,
    language: 'en',
    docusaurus_tag: 'docs-default-current',
  },
  {
    objectID: 'contains-bounds-0',
    url: `${site}/docs/array/contains#bounds`,
    url_without_anchor: `${site}/docs/array/contains`,
    anchor: 'bounds',
    type: 'content',
    hierarchy: levels('Arrays', 'contains', 'Bounds'),
    content: 'Bounds say how many items the contains keyword must match in every array you validate here.',
    language: 'en',
    docusaurus_tag: 'docs-default-current',
  },
  {
    objectID: 'contains-bounds',
    url: `${site}/docs/array/contains#bounds`,
    url_without_anchor: `${site}/docs/array/contains`,
    anchor: 'bounds',
    type: 'lvl2',
    hierarchy: levels('Arrays', 'contains', 'Bounds'),
    content: null,
    language: 'en',
    docusaurus_tag: 'docs-default-current',
  },
  {
    objectID: 'fr-contains',
    url: `${site}/fr/docs/array/contains`,
    type: 'lvl1',
    hierarchy: levels('Tableaux', 'contains'),
    content: null,
    language: 'fr',
    docusaurus_tag: 'docs-default-current',
  },
  {
    objectID: 'blog-contains',
    url: `${site}/blog/contains`,
    type: 'lvl1',
    hierarchy: levels('Blog', 'contains in practice'),
    content: null,
    language: 'en',
    docusaurus_tag: 'blog-posts',
  },
  {
    objectID: 'probe',
    url: `${site}/docs/probe#xss`,
    anchor: 'xss',
    type: 'content',
    hierarchy: levels('Tests', 'XSS <img src=x onerror=alert(1)> probe', 'A <script>alert(2)</script> heading'),
    content: '<script>alert(3)</script> probe text',
    language: 'en',
    docusaurus_tag: 'docs-default-current',
  },
];

const facetFilters = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];
const request = (query: string, more: Partial<SearchRequest> = {}): SearchRequest => ({
  query,
  page: 0,
  hitsPerPage: 20,
  snippetWords: 10,
  ...more,
});
const plain = (text: string) => ({ text, match: false });
const match = (text: string) => ({ text, match: true });

class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

let fake: FakeAlgolia;
let settings: AlgoliaSettings;
beforeAll(async () => {
  fake = await startFakeAlgolia({ records });
  settings = {
    appId: 'TESTAPP',
    apiKey: 'search-only-key',
    indexName: 'docs',
    hosts: fake.hosts,
    facetFilters,
    insights: false,
  };
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.failWith(undefined);
  fake.setRecords(records);
});
afterEach(() => {
  vi.restoreAllMocks();
});

const posts = () => fake.requests.filter((r) => r.method === 'POST');
const events = () => fake.requests.filter((r) => r.method === 'POST' && r.path === '/1/events');

describe('the Algolia provider', () => {
  it("sends one multi-query POST with the settings' filters, the page and the snippet length", async () => {
    const provider = createAlgoliaProvider(settings);
    await provider.search(request('contains', { page: 1, hitsPerPage: 2, snippetWords: 5 }));
    expect(posts().map((r) => r.path)).toEqual(['/1/indexes/*/queries']);
    const [search] = posts();
    expect(search!.body).toEqual({
      requests: [
        {
          indexName: 'docs',
          query: 'contains',
          facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
          hitsPerPage: 2,
          page: 1,
          attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
          attributesToSnippet: [
            'hierarchy.lvl1:5',
            'hierarchy.lvl2:5',
            'hierarchy.lvl3:5',
            'hierarchy.lvl4:5',
            'hierarchy.lvl5:5',
            'hierarchy.lvl6:5',
            'content:5',
          ],
          snippetEllipsisText: '…',
          highlightPreTag: '<mark>',
          highlightPostTag: '</mark>',
          clickAnalytics: false,
        },
      ],
    });
    // In Node the client authenticates in headers and sends JSON as text/plain.
    expect(search!.headers['x-algolia-application-id']).toBe('TESTAPP');
    expect(search!.headers['x-algolia-api-key']).toBe('search-only-key');
    expect(search!.headers['content-type']).toBe('text/plain');
    expect(search!.query['x-algolia-agent']).toMatch(
      /^Algolia for JavaScript \(5\.64\.0\); Lite \(5\.64\.0\); Node\.js/,
    );
  });

  it('maps DocSearch hits: page, section and snippet, highlighted by the service', async () => {
    const results = await createAlgoliaProvider(settings).search(request('contains'));
    expect(results).toEqual({
      query: 'contains',
      total: 3,
      page: 0,
      pages: 1,
      hits: [
        {
          id: 'page-contains',
          url: `${site}/docs/array/contains`,
          page: 'contains',
          section: '',
          pageParts: [match('contains')],
          sectionParts: [],
          snippetParts: [],
        },
        {
          id: 'contains-bounds-0',
          url: `${site}/docs/array/contains#bounds`,
          page: 'contains',
          section: 'Bounds',
          pageParts: [match('contains')],
          sectionParts: [plain('Bounds')],
          snippetParts: [plain('…items the '), match('contains'), plain(' keyword must match in every array you…')],
        },
        {
          id: 'contains-bounds',
          url: `${site}/docs/array/contains#bounds`,
          page: 'contains',
          section: 'Bounds',
          pageParts: [match('contains')],
          sectionParts: [plain('Bounds')],
          snippetParts: [],
        },
      ] satisfies SearchHit[],
    });
  });

  it('marks every word the service highlighted, in every part', async () => {
    const { hits } = await createAlgoliaProvider(settings).search(request('Contains BOUNDS', { snippetWords: 5 }));
    expect(hits.map((hit) => [hit.id, hit.sectionParts, hit.snippetParts])).toEqual([
      ['contains-bounds-0', [match('Bounds')], [match('Bounds'), plain(' say how many items…')]],
      ['contains-bounds', [match('Bounds')], []],
    ]);
  });

  it('pages through the hits', async () => {
    const results = await createAlgoliaProvider(settings).search(request('contains', { page: 1, hitsPerPage: 2 }));
    expect(results).toMatchObject({ total: 3, page: 1, pages: 2 });
    expect(results.hits.map((hit) => hit.id)).toEqual(['contains-bounds']);
  });

  it('keeps markup from the service as text', async () => {
    const { hits } = await createAlgoliaProvider(settings).search(request('probe'));
    expect(hits).toEqual([
      {
        id: 'probe',
        url: `${site}/docs/probe#xss`,
        page: 'XSS <img src=x onerror=alert(1)> probe',
        section: 'A <script>alert(2)</script> heading',
        pageParts: [plain('XSS <img src=x onerror=alert(1)> '), match('probe')],
        sectionParts: [plain('A <script>alert(2)</script> heading')],
        snippetParts: [plain('<script>alert(3)</script> '), match('probe'), plain(' text')],
      },
    ]);
  });

  it('maps a hit that has nothing but a url and an objectID', async () => {
    fake.setRecords([{ objectID: 'bare', url: `${site}/bare` }]);
    const results = await createAlgoliaProvider(settings).search(request(''));
    expect(results.hits).toEqual([
      {
        id: 'bare',
        url: `${site}/bare`,
        page: `${site}/bare`,
        section: '',
        pageParts: [plain(`${site}/bare`)],
        sectionParts: [],
        snippetParts: [],
      },
    ]);
  });

  it('rejects when the service answers 500, and searches again once it recovers', async () => {
    const provider = createAlgoliaProvider(settings);
    fake.failWith(500);
    const failure = provider.search(request('contains'));
    await expect(failure).rejects.toBeInstanceOf(Error);
    await expect(failure).rejects.toThrow(/^Algolia search failed: Unreachable hosts/);
    // One host, so one try: the client retries on other hosts only.
    expect(posts()).toHaveLength(1);
    fake.failWith(undefined);
    expect((await provider.search(request('contains'))).total).toBe(3);
  });

  it("rejects with the service's message on a 4xx answer", async () => {
    fake.failWith(403);
    await expect(createAlgoliaProvider(settings).search(request('contains'))).rejects.toThrow(
      'Algolia search failed: Forbidden',
    );
  });

  it('rejects when the service cannot be reached', async () => {
    const gone = await startFakeAlgolia();
    await gone.close();
    const provider = createAlgoliaProvider({ ...settings, hosts: gone.hosts });
    await expect(provider.search(request('contains'))).rejects.toThrow(/^Algolia search failed: /);
  });

  it('rejects bad settings instead of throwing', async () => {
    const provider = createAlgoliaProvider({ ...settings, appId: '' });
    await expect(provider.search(request('contains'))).rejects.toThrow('Algolia search failed: `appId` is missing.');
  });

  it('sends no insights when they are off', async () => {
    const provider = createAlgoliaProvider(settings);
    expect(provider.hitsViewed).toBeUndefined();
    expect(provider.hitClicked).toBeUndefined();
    const results = await provider.search(request('contains'));
    expect(results.queryId).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /1/indexes/*/queries']);
  });
});

describe('the Algolia provider with insights', () => {
  it('sends a view event and a click event with the query id, positions and an anonymous user token', async () => {
    const storage = new MemoryStorage();
    const provider = createAlgoliaProvider({ ...settings, insights: true }, { storage });
    const results = await provider.search(request('contains'));
    expect((posts()[0]!.body as { requests: { clickAnalytics: boolean }[] }).requests[0]!.clickAnalytics).toBe(true);
    expect(results.queryId).toMatch(/^[0-9a-f]{32}$/);

    provider.hitsViewed!(results);
    await vi.waitFor(() => expect(events()).toHaveLength(1));
    const userToken = storage.getItem(userTokenKey);
    expect(userToken).toMatch(/^anonymous-[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(events()[0]!.body).toEqual({
      events: [
        {
          eventType: 'view',
          eventName: 'Hits Viewed',
          index: 'docs',
          objectIDs: ['page-contains', 'contains-bounds-0', 'contains-bounds'],
          userToken,
        },
      ],
    });

    provider.hitClicked!(results, results.hits[1]!, 2);
    await vi.waitFor(() => expect(events()).toHaveLength(2));
    expect(events()[1]!.body).toEqual({
      events: [
        {
          eventType: 'click',
          eventName: 'Hit Clicked',
          index: 'docs',
          queryID: results.queryId,
          objectIDs: ['contains-bounds-0'],
          positions: [2],
          userToken,
        },
      ],
    });
    // Credentials in the query and a text/plain body, as a browser can send without a preflight.
    expect(events()[1]!.query['x-algolia-api-key']).toBe('search-only-key');
    expect(events()[1]!.query['x-algolia-application-id']).toBe('TESTAPP');
    expect(events()[1]!.headers['content-type']).toBe('text/plain');
  });

  it('keeps the stored user token, and sends a plain click when there is no query id', async () => {
    const storage = new MemoryStorage();
    storage.setItem(userTokenKey, 'anonymous-kept');
    const provider = createAlgoliaProvider({ ...settings, insights: true }, { storage });
    const results: SearchResults = { query: 'contains', hits: [], total: 1, page: 0, pages: 1 };
    const hit = toSearchHit({ objectID: 'page-contains', url: `${site}/docs/array/contains` }, 10)!;
    provider.hitClicked!(results, hit, 1);
    await vi.waitFor(() => expect(events()).toHaveLength(1));
    expect(events()[0]!.body).toEqual({
      events: [
        {
          eventType: 'click',
          eventName: 'Hit Clicked',
          index: 'docs',
          objectIDs: ['page-contains'],
          userToken: 'anonymous-kept',
        },
      ],
    });
  });

  it('keeps the token in memory when storage throws', async () => {
    const storage = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    const provider = createAlgoliaProvider({ ...settings, insights: true }, { storage });
    const results = await provider.search(request('contains'));
    provider.hitsViewed!(results);
    provider.hitClicked!(results, results.hits[0]!, 1);
    await vi.waitFor(() => expect(events()).toHaveLength(2));
    const tokens = events().map((r) => (r.body as { events: { userToken: string }[] }).events[0]!.userToken);
    expect(tokens[0]).toMatch(/^anonymous-[0-9a-f-]{36}$/);
    expect(tokens[1]).toBe(tokens[0]);
  });

  it('never throws nor rejects when events cannot be sent, and warns once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const gone = await startFakeAlgolia();
    await gone.close();
    const insights = createAlgoliaInsights({
      appId: 'TESTAPP',
      apiKey: 'key',
      indexName: 'docs',
      hosts: gone.hosts.map((h) => ({ ...h, accept: 'readWrite' as const })),
    });
    const results: SearchResults = {
      query: 'x',
      hits: [toSearchHit({ objectID: 'a', url: '/a' }, 10)!],
      total: 1,
      page: 0,
      pages: 1,
      queryId: 'q',
    };
    await expect(insights.hitsViewed(results)).resolves.toBeUndefined();
    await expect(insights.hitClicked(results, results.hits[0]!, 1)).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toBe('Algolia Insights: an event could not be sent; search works regardless.');
  });
});

describe('the insights events', () => {
  const hits = Array.from({ length: 25 }, (_, i) => toSearchHit({ objectID: `hit-${i}`, url: `/h/${i}` }, 10)!);
  const results: SearchResults = { query: 'q', hits, total: 25, page: 0, pages: 2, queryId: 'abc' };

  it('name at most 20 viewed objects', () => {
    expect(viewEvent('docs', results, 'anonymous-1')).toEqual({
      eventType: 'view',
      eventName: 'Hits Viewed',
      index: 'docs',
      objectIDs: hits.slice(0, 20).map((hit) => hit.id),
      userToken: 'anonymous-1',
    });
  });

  it('carry the query id and position of a click after a search', () => {
    expect(clickEvent('docs', results, hits[3]!, 24, 'anonymous-1')).toEqual({
      eventType: 'click',
      eventName: 'Hit Clicked',
      index: 'docs',
      objectIDs: ['hit-3'],
      queryID: 'abc',
      positions: [24],
      userToken: 'anonymous-1',
    });
  });

  it('replace a stored token Algolia would refuse', () => {
    const storage = new MemoryStorage();
    storage.setItem(userTokenKey, 'has spaces');
    const token = anonymousUserToken(storage);
    expect(token).toMatch(/^anonymous-[0-9a-f-]{36}$/);
    expect(storage.getItem(userTokenKey)).toBe(token);
  });
});

describe('reading an answer', () => {
  it('rejects an answer without hits', () => {
    expect(() => toSearchResults(request('x'), { results: [{ nbHits: 1 }] })).toThrow(
      'Algolia answered without a list of hits.',
    );
    expect(() => toSearchResults(request('x'), { message: 'odd' })).toThrow('Algolia answered without a list of hits.');
  });

  it('leaves out hits without a url and counts from the hits when the totals are missing', () => {
    const results = toSearchResults(request('x', { hitsPerPage: 1 }), {
      results: [{ hits: [{ objectID: 'no-url' }, { objectID: 'a', url: '/a' }] }],
    });
    expect(results).toEqual({
      query: 'x',
      total: 1,
      page: 0,
      pages: 1,
      hits: [
        { id: 'a', url: '/a', page: '/a', section: '', pageParts: [plain('/a')], sectionParts: [], snippetParts: [] },
      ],
    });
  });

  it('takes the deepest heading of a content hit as its section, and its plain words when there is no snippet', () => {
    const hit = toSearchHit(
      {
        objectID: 'c',
        url: '/c#d',
        type: 'content',
        content: 'one two three four',
        hierarchy: { lvl0: 'Docs', lvl1: null, lvl2: 'Two', lvl3: 'Three', lvl4: null },
      },
      3,
    );
    expect(hit).toEqual({
      id: 'c',
      url: '/c#d',
      page: 'Docs',
      section: 'Three',
      pageParts: [plain('Docs')],
      sectionParts: [plain('Three')],
      snippetParts: [plain('one two three …')],
    });
  });
});

describe('the fake Algolia server', () => {
  it('reads a v4 `params` query string too', async () => {
    const params = new URLSearchParams({
      query: 'contains',
      hitsPerPage: '1',
      page: '0',
      facetFilters: JSON.stringify(['docusaurus_tag:blog-posts']),
      attributesToSnippet: 'content:3',
      clickAnalytics: 'true',
    });
    const response = await fetch(`${fake.url}/1/indexes/*/queries`, {
      method: 'POST',
      body: JSON.stringify({ requests: [{ indexName: 'docs', params: params.toString() }] }),
    });
    const { results } = (await response.json()) as { results: Record<string, unknown>[] };
    expect(results[0]).toMatchObject({
      nbHits: 1,
      nbPages: 1,
      hitsPerPage: 1,
      page: 0,
      index: 'docs',
      query: 'contains',
    });
    expect(
      (results[0]!.hits as { objectID: string; _highlightResult: unknown }[]).map((hit) => [
        hit.objectID,
        hit._highlightResult,
      ]),
    ).toEqual([
      [
        'blog-contains',
        {
          hierarchy: {
            lvl0: { value: 'Blog', matchLevel: 'none', matchedWords: [], fullyHighlighted: false },
            lvl1: {
              value: '<em>contains</em> in practice',
              matchLevel: 'full',
              matchedWords: ['contains'],
              fullyHighlighted: false,
            },
          },
        },
      ],
    ]);
  });

  it('answers a CORS preflight and allows any origin on every answer', async () => {
    const preflight = await fetch(`${fake.url}/1/events`, {
      method: 'OPTIONS',
      headers: { origin: 'http://127.0.0.1:1', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('x-algolia-api-key');
    const events = await fetch(`${fake.url}/1/events`, { method: 'POST', body: JSON.stringify({ events: [] }) });
    expect([events.status, events.headers.get('access-control-allow-origin'), await events.json()]).toEqual([
      200,
      '*',
      { status: 200, message: 'OK' },
    ]);
  });
});

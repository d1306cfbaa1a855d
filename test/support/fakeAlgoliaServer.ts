/**
 * A stand-in for Algolia's search and insights APIs on 127.0.0.1, for tests of
 * the Algolia provider in Node and in the browser: it records every request
 * and speaks enough of the protocol for `algoliasearch` v5 (the multi-query
 * POST, highlights and snippets, insights events, CORS). It matches by
 * substring and keeps the records' order; it is no search engine.
 */
import {
  createServer,
  STATUS_CODES,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import type { DocSearchRecord } from '../../theme/search/algoliaProvider.ts';

export interface RecordedRequest {
  method: string;
  /** The path without the query string, e.g. `/1/events`. */
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  /** The parsed JSON body; undefined when there was none. */
  body: unknown;
}

export interface FakeAlgolia {
  /** `http://127.0.0.1:PORT`. */
  url: string;
  /** The server as AlgoliaSettings' `hosts` names it. */
  hosts: { url: string; protocol: 'http' }[];
  /** Every request, preflights included, in arrival order. Tests may empty it. */
  requests: RecordedRequest[];
  /** Answer every search with `status` and an Algolia-like error body, or (undefined) search again. */
  failWith(status: number | undefined): void;
  setRecords(records: DocSearchRecord[]): void;
  close(): Promise<void>;
}

type Params = Record<string, unknown>;

const searchPaths = new Set(['/1/indexes/*/queries', '/1/indexes/%2A/queries', '/1/indexes/%2a/queries']);
const honouredFacets = ['language', 'docusaurus_tag'] as const;
const stringParams = new Set(['indexName', 'query', 'highlightPreTag', 'highlightPostTag', 'snippetEllipsisText']);
const listParams = new Set(['facetFilters', 'attributesToRetrieve', 'attributesToSnippet']);

/** A v4 `params` query-string value as the v5 object parameter it stands for. */
function paramValue(key: string, value: string): unknown {
  if (stringParams.has(key)) return value;
  if (listParams.has(key)) {
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value.split(',');
    }
  }
  if (value === 'true' || value === 'false') return value === 'true';
  return /^-?\d+$/.test(value) ? Number(value) : value;
}

function paramsOf(request: Params): Params {
  const params: Params = { ...request };
  if (typeof request.params === 'string') {
    for (const [key, value] of new URLSearchParams(request.params)) params[key] = paramValue(key, value);
  }
  delete params.params;
  return params;
}

function stringOr(value: unknown, fallback: string): string {
  return typeof value === 'string' ? value : fallback;
}

function numberOr(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : fallback;
}

function wordsOf(query: string): string[] {
  return query.toLowerCase().split(/\s+/).filter(Boolean);
}

function textsOf(record: DocSearchRecord): string[] {
  return [...Object.values(record.hierarchy ?? {}), record.content].filter(
    (text): text is string => typeof text === 'string',
  );
}

/** Whether `record` passes `facetFilters`: a list of ANDed clauses, each a filter or a list of ORed ones. */
function passesFacets(record: DocSearchRecord, facetFilters: unknown): boolean {
  const clauses = typeof facetFilters === 'string' ? [facetFilters] : Array.isArray(facetFilters) ? facetFilters : [];
  return clauses.every((clause) => {
    const filters = (Array.isArray(clause) ? clause : [clause]).filter(
      (filter): filter is string => typeof filter === 'string',
    );
    // Only the facets DocSearch filters on, and only where the record has them, are honoured.
    const known = filters.flatMap((filter) => {
      const negated = filter.startsWith('-');
      const [name = '', ...rest] = (negated ? filter.slice(1) : filter).split(':');
      const facet = honouredFacets.find((candidate) => candidate === name);
      const values = facet && record[facet];
      if (values === undefined || values === '') return [];
      const has = (Array.isArray(values) ? values : [values]).includes(rest.join(':'));
      return [negated ? !has : has];
    });
    return known.length === 0 || known.some(Boolean);
  });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** `value` with every occurrence of a query word wrapped in the tags, and how well it matched. */
function highlight(value: string, words: string[], preTag: string, postTag: string) {
  const matchedWords = words.filter((word) => value.toLowerCase().includes(word));
  if (matchedWords.length === 0) return { value, matchLevel: 'none', matchedWords, fullyHighlighted: false };
  const pattern = new RegExp(
    [...matchedWords]
      .sort((a, b) => b.length - a.length)
      .map(escapeRegExp)
      .join('|'),
    'gi',
  );
  const highlighted = value.replace(pattern, (match) => `${preTag}${match}${postTag}`);
  return {
    value: highlighted,
    matchLevel: matchedWords.length === words.length ? 'full' : 'partial',
    matchedWords,
    fullyHighlighted: highlighted === `${preTag}${value}${postTag}`,
  };
}

/** `length` words of `value` around the first match, highlighted, with the ellipsis where it was cut. */
function snippet(value: string, words: string[], length: number, preTag: string, postTag: string, ellipsis: string) {
  const all = value.split(/\s+/).filter(Boolean);
  const first = all.findIndex((word) => words.some((query) => word.toLowerCase().includes(query)));
  const start = Math.max(0, Math.min(first === -1 ? 0 : first - Math.floor(length / 4), all.length - length));
  const cut = `${start > 0 ? ellipsis : ''}${all.slice(start, start + length).join(' ')}${start + length < all.length ? ellipsis : ''}`;
  const { value: highlighted, matchLevel } = highlight(cut, words, preTag, postTag);
  return { value: highlighted, matchLevel };
}

function valueAt(record: object, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (value, key) => (typeof value === 'object' && value !== null ? (value as Params)[key] : undefined),
      record,
    );
}

function setAt(target: Params, path: string, value: unknown): void {
  const keys = path.split('.');
  let node = target;
  for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Params;
  node[keys.at(-1)!] = value;
}

function answerQuery(records: DocSearchRecord[], request: Params, queryNumber: number) {
  const params = paramsOf(request);
  const query = stringOr(params.query, '');
  const words = wordsOf(query);
  const hitsPerPage = numberOr(params.hitsPerPage, 20);
  const page = numberOr(params.page, 0);
  const preTag = stringOr(params.highlightPreTag, '<em>');
  const postTag = stringOr(params.highlightPostTag, '</em>');
  const ellipsis = stringOr(params.snippetEllipsisText, '…');
  const retrieve = Array.isArray(params.attributesToRetrieve) ? params.attributesToRetrieve.map(String) : ['*'];
  const toSnippet = Array.isArray(params.attributesToSnippet) ? params.attributesToSnippet.map(String) : [];

  const matching = records.filter((record) => {
    const text = textsOf(record).join('\n').toLowerCase();
    return words.every((word) => text.includes(word)) && passesFacets(record, params.facetFilters);
  });
  const hits = matching.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map((record) => {
    const hit: Params = retrieve.includes('*')
      ? { ...record }
      : Object.fromEntries(Object.entries(record).filter(([key]) => retrieve.includes(key)));
    hit.objectID = record.objectID;
    const highlightResult: Params = {};
    for (const [level, value] of Object.entries(record.hierarchy ?? {})) {
      if (typeof value === 'string')
        setAt(highlightResult, `hierarchy.${level}`, highlight(value, words, preTag, postTag));
    }
    if (typeof record.content === 'string') highlightResult.content = highlight(record.content, words, preTag, postTag);
    const snippetResult: Params = {};
    for (const attribute of toSnippet) {
      const [path = '', count] = attribute.split(':');
      const value = valueAt(record, path);
      if (typeof value === 'string')
        setAt(snippetResult, path, snippet(value, words, Number(count ?? 10) || 10, preTag, postTag, ellipsis));
    }
    return { ...hit, _highlightResult: highlightResult, _snippetResult: snippetResult };
  });
  const echoed = new URLSearchParams(
    Object.entries(params)
      .filter(([key]) => key !== 'indexName')
      .map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]),
  );
  return {
    hits,
    nbHits: matching.length,
    page,
    nbPages: Math.ceil(matching.length / hitsPerPage),
    hitsPerPage,
    query,
    params: echoed.toString(),
    index: stringOr(params.indexName, ''),
    // As Algolia does: a query id only when click analytics are asked for.
    ...(params.clickAnalytics === true && { queryID: queryNumber.toString(16).padStart(32, '0') }),
    processingTimeMS: 1,
    exhaustiveNbHits: true,
  };
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

function send(response: ServerResponse, status: number, body?: unknown): void {
  response.writeHead(status, body === undefined ? {} : { 'content-type': 'application/json; charset=utf-8' });
  response.end(body === undefined ? undefined : JSON.stringify(body));
}

function fail(response: ServerResponse, status: number, message = STATUS_CODES[status] ?? 'Error'): void {
  send(response, status, { message, status });
}

/** Starts the fake on a free port of 127.0.0.1. */
export async function startFakeAlgolia(options: { records?: DocSearchRecord[] } = {}): Promise<FakeAlgolia> {
  let records = options.records ?? [];
  let failure: number | undefined;
  let queries = 0;
  const requests: RecordedRequest[] = [];

  const server = createServer((request, response) => {
    void (async () => {
      // The browser's page is on another port: every answer allows any origin.
      response.setHeader('Access-Control-Allow-Origin', '*');
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const raw = await readBody(request);
      const data = request.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
      let body: unknown;
      let malformed = false;
      try {
        body = data.length > 0 ? (JSON.parse(data.toString('utf8')) as unknown) : undefined;
      } catch {
        malformed = true;
      }
      const method = request.method ?? 'GET';
      requests.push({
        method,
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: request.headers,
        body,
      });

      if (method === 'OPTIONS') {
        response.writeHead(204, {
          'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
          'Access-Control-Allow-Headers':
            '*, content-type, x-algolia-api-key, x-algolia-application-id, x-algolia-agent',
          'Access-Control-Max-Age': '600',
        });
        response.end();
        return;
      }
      if (malformed) return fail(response, 400, 'The body is not JSON.');
      if (method === 'POST' && searchPaths.has(url.pathname)) {
        if (failure !== undefined) return fail(response, failure);
        const queryRequests = (body as { requests?: unknown } | undefined)?.requests;
        if (!Array.isArray(queryRequests)) return fail(response, 400, 'The body has no `requests`.');
        return send(response, 200, {
          results: queryRequests.map((query: Params) => answerQuery(records, query, ++queries)),
        });
      }
      if (method === 'POST' && url.pathname === '/1/events') {
        if (!Array.isArray((body as { events?: unknown } | undefined)?.events))
          return fail(response, 422, 'The body has no `events`.');
        return send(response, 200, { status: 200, message: 'OK' });
      }
      fail(response, 404, `No ${method} ${url.pathname} here.`);
    })().catch((error: unknown) => {
      if (!response.headersSent) fail(response, 500, String(error));
      else response.destroy();
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    hosts: [{ url: `127.0.0.1:${port}`, protocol: 'http' }],
    requests,
    failWith: (status) => {
      failure = status;
    },
    setRecords: (next) => {
      records = next;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // The clients keep connections alive: end them, or close would wait for them.
        server.closeAllConnections();
      }),
  };
}

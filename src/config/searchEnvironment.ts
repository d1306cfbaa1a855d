/**
 * Algolia from the environment: `SITEGEN_ALGOLIA_APP_ID`, `SITEGEN_ALGOLIA_API_KEY`
 * and `SITEGEN_ALGOLIA_INDEX` switch search to Algolia (or override the
 * config's values), so a deployment can point at its own index without
 * editing the config; `SITEGEN_ALGOLIA_HOST`, a base URL, replaces Algolia's
 * hosts (a proxy, a test server on 127.0.0.1).
 */
import { SitegenError, type Diagnostic } from '../diagnostics/diagnostic.ts';
import type { AlgoliaSearchConfig, SearchConfig } from './defineConfig.ts';

export const algoliaEnvironment = {
  appId: 'SITEGEN_ALGOLIA_APP_ID',
  apiKey: 'SITEGEN_ALGOLIA_API_KEY',
  indexName: 'SITEGEN_ALGOLIA_INDEX',
  host: 'SITEGEN_ALGOLIA_HOST',
} as const;

type Environment = Record<string, string | undefined>;

const problem = (message: string, hint: string): Diagnostic => ({
  code: 'InvalidEnvironment',
  severity: 'error',
  message,
  hint,
});

/**
 * `http://127.0.0.1:8108/algolia/` → `{ url: '127.0.0.1:8108/algolia', protocol: 'http' }` (Algolia's client puts
 * `protocol://` before it and `/1/…` after).
 */
export function algoliaHostFrom(value: string): NonNullable<AlgoliaSearchConfig['hosts']>[number] {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    const hint = value.includes('://')
      ? 'Give a base URL with its protocol, e.g. http://127.0.0.1:8108.'
      : `Add the protocol: http://${value} or https://${value}.`;
    throw new SitegenError([problem(`${algoliaEnvironment.host} is "${value}", which is not a URL.`, hint)]);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new SitegenError([
      problem(
        `${algoliaEnvironment.host} is "${value}": only http and https are supported.`,
        'Give a base URL such as https://search-proxy.example.com or http://127.0.0.1:8108.',
      ),
    ]);
  }
  if (url.search || url.hash || url.username) {
    throw new SitegenError([
      problem(
        `${algoliaEnvironment.host} is "${value}": a base URL has no query, fragment or credentials.`,
        'Keep only the protocol, host, port and path, e.g. http://127.0.0.1:8108.',
      ),
    ]);
  }
  return {
    url: `${url.host}${url.pathname.replace(/\/+$/, '')}`,
    protocol: url.protocol === 'http:' ? 'http' : 'https',
  };
}

/**
 * The search config once the environment is applied. Throws when the variables describe an incomplete Algolia setup.
 */
export function applySearchEnvironment(search: SearchConfig, env: Environment = process.env): SearchConfig {
  const read = (name: string) => {
    const value = env[name]?.trim();
    return value ? value : undefined;
  };
  const appId = read(algoliaEnvironment.appId);
  const apiKey = read(algoliaEnvironment.apiKey);
  const indexName = read(algoliaEnvironment.indexName);
  const host = read(algoliaEnvironment.host);
  if (!appId && !apiKey && !indexName && !host) return search;

  const base = search.provider === 'algolia' ? search : undefined;
  const merged = {
    appId: appId ?? base?.appId,
    apiKey: apiKey ?? base?.apiKey,
    indexName: indexName ?? base?.indexName,
  };
  const missing = (Object.keys(merged) as (keyof typeof merged)[])
    .filter((key) => !merged[key])
    .map((key) => algoliaEnvironment[key]);
  if (missing.length > 0) {
    const given = [
      appId && algoliaEnvironment.appId,
      apiKey && algoliaEnvironment.apiKey,
      indexName && algoliaEnvironment.indexName,
      host && algoliaEnvironment.host,
    ]
      .filter(Boolean)
      .join(', ');
    throw new SitegenError([
      problem(
        `${given} ${given.includes(',') ? 'are' : 'is'} set, but Algolia also needs ${missing.join(' and ')}.`,
        'Set all three of SITEGEN_ALGOLIA_APP_ID, SITEGEN_ALGOLIA_API_KEY and SITEGEN_ALGOLIA_INDEX (or give ' +
          "them in the config's search section), or unset them to use the local index.",
      ),
    ]);
  }
  const ui = {
    ...(search.suggestions ? { suggestions: search.suggestions } : {}),
    ...(search.missingResultsUrl ? { missingResultsUrl: search.missingResultsUrl } : {}),
  };
  return {
    ...base,
    ...ui,
    provider: 'algolia',
    appId: merged.appId!,
    apiKey: merged.apiKey!,
    indexName: merged.indexName!,
    contextualSearch: base?.contextualSearch ?? true,
    insights: base?.insights ?? false,
    ...(host ? { hosts: [algoliaHostFrom(host)] } : base?.hosts ? { hosts: base.hosts } : {}),
  };
}

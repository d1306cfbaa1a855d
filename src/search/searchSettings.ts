/**
 * What the search UI in the browser needs from the config (SearchSettings in
 * theme/search/searchTypes.ts): which provider and how to reach it, the
 * `/search` page, the facet filters DocSearch expects, and the texts of the
 * empty result. The client bundle gets one copy (bundleClient.ts), so pages
 * carry nothing extra.
 */
import type { ResolvedConfig } from '../config/defineConfig.ts';
import { hrefFor } from '../routes/outputPath.ts';
import type { SearchSettings } from '../../theme/search/searchTypes.ts';

/** The local index's manifest, under the base path (see localIndex.ts). */
export const localManifestRoute = '/search/manifest.json';

/** GitHub's new-issue form, titled with the query, when the config names no report link. */
function defaultMissingResultsUrl(repositoryUrl: string | undefined): string | undefined {
  if (!repositoryUrl || !/^https:\/\/github\.com\/[^/]+\/[^/]+\/?$/.test(repositoryUrl)) return undefined;
  return `${repositoryUrl.replace(/\/$/, '')}/issues/new?title=Search%3A%20no%20results%20for%20%22{query}%22`;
}

export function searchSettingsFor(config: ResolvedConfig): SearchSettings {
  const { search } = config;
  const missingResultsUrl = search.missingResultsUrl ?? defaultMissingResultsUrl(config.repositoryUrl);
  const common = {
    searchPageUrl: hrefFor('/search', config.basePath, config.trailingSlash),
    suggestions: search.suggestions ?? [],
    ...(missingResultsUrl ? { missingResultsUrl } : {}),
  };
  if (search.provider === 'local') {
    return {
      ...common,
      provider: { type: 'local', manifestUrl: hrefFor(localManifestRoute, config.basePath, false) },
      storageKey: 'sitegen-search',
    };
  }
  // Docusaurus's contextual search: this language, and pages outside the docs or in the current docs version.
  const facetFilters =
    search.contextualSearch === false
      ? []
      : ['language:en', ['docusaurus_tag:default', `docusaurus_tag:docs-default-${config.docs.versionTag}`]];
  return {
    ...common,
    ...(search.externalUrlRegex ? { externalUrlRegex: search.externalUrlRegex } : {}),
    provider: {
      type: 'algolia',
      appId: search.appId,
      apiKey: search.apiKey,
      indexName: search.indexName,
      facetFilters,
      insights: search.insights ?? false,
      ...(search.hosts
        ? { hosts: search.hosts.map((host) => ({ url: host.url, protocol: host.protocol ?? 'https' })) }
        : {}),
    },
    storageKey: `sitegen-search-${search.indexName}`,
  };
}

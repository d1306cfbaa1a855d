import { describe, expect, it } from 'vitest';
import type { SitegenConfig } from '../../../src/config/defineConfig.ts';
import { resolveConfig } from '../../../src/config/resolveConfig.ts';
import { searchSettingsFor } from '../../../src/search/searchSettings.ts';

const base: SitegenConfig = { title: 'Docs', url: 'https://example.com' };

describe('searchSettingsFor', () => {
  it('points the local provider at the manifest under the base path', () => {
    expect(
      searchSettingsFor(
        resolveConfig({ ...base, basePath: '/docs-site/', repositoryUrl: 'https://github.com/org/repo' }),
      ),
    ).toEqual({
      provider: { type: 'local', manifestUrl: '/docs-site/search/manifest.json' },
      searchPageUrl: '/docs-site/search',
      suggestions: [],
      missingResultsUrl: 'https://github.com/org/repo/issues/new?title=Search%3A%20no%20results%20for%20%22{query}%22',
      storageKey: 'sitegen-search',
    });
  });

  it('has no report link for a repository that is not on GitHub, unless the config gives one', () => {
    expect(
      searchSettingsFor(resolveConfig({ ...base, repositoryUrl: 'https://gitlab.com/org/repo' })).missingResultsUrl,
    ).toBeUndefined();
    expect(
      searchSettingsFor(
        resolveConfig({ ...base, search: { provider: 'local', missingResultsUrl: '/feedback?q={query}' } }),
      ).missingResultsUrl,
    ).toBe('/feedback?q={query}');
  });

  it("gives Algolia DocSearch's facet filters for the current docs version, and none without contextual search", () => {
    const algolia = {
      provider: 'algolia' as const,
      appId: 'APP',
      apiKey: 'key',
      indexName: 'docs',
      externalUrlRegex: '^https://other\\.',
    };
    const settings = searchSettingsFor(resolveConfig({ ...base, search: algolia }));
    expect(settings.provider).toEqual({
      type: 'algolia',
      appId: 'APP',
      apiKey: 'key',
      indexName: 'docs',
      insights: false,
      facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
    });
    expect(settings.externalUrlRegex).toBe('^https://other\\.');
    expect(settings.storageKey).toBe('sitegen-search-docs');
    expect(
      searchSettingsFor(resolveConfig({ ...base, search: { ...algolia, contextualSearch: false } })).provider,
    ).toMatchObject({ facetFilters: [] });
  });
});

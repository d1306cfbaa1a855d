import { describe, expect, it } from 'vitest';
import { algoliaHostFrom, applySearchEnvironment } from '../../../src/config/searchEnvironment.ts';
import { isSitegenError } from '../../../src/diagnostics/diagnostic.ts';

const full = { SITEGEN_ALGOLIA_APP_ID: 'APP', SITEGEN_ALGOLIA_API_KEY: 'key', SITEGEN_ALGOLIA_INDEX: 'docs' };

function problemOf(run: () => unknown): { message: string; hint?: string; code: string } {
  try {
    run();
  } catch (error) {
    if (isSitegenError(error)) return error.diagnostics[0]!;
    throw error;
  }
  throw new Error('expected a SitegenError');
}

describe('applySearchEnvironment', () => {
  it('leaves the config alone when no variable is set (or they are blank)', () => {
    expect(applySearchEnvironment({ provider: 'local' }, {})).toEqual({ provider: 'local' });
    expect(applySearchEnvironment({ provider: 'local' }, { SITEGEN_ALGOLIA_APP_ID: '  ' })).toEqual({
      provider: 'local',
    });
  });

  it('switches a local site to Algolia when all three are set, keeping its empty-result texts', () => {
    expect(
      applySearchEnvironment(
        { provider: 'local', suggestions: ['oneOf'], missingResultsUrl: '/report?q={query}' },
        full,
      ),
    ).toEqual({
      provider: 'algolia',
      appId: 'APP',
      apiKey: 'key',
      indexName: 'docs',
      contextualSearch: true,
      insights: false,
      suggestions: ['oneOf'],
      missingResultsUrl: '/report?q={query}',
    });
  });

  it("overrides the config's Algolia values one by one and keeps the rest", () => {
    const config = {
      provider: 'algolia' as const,
      appId: 'A',
      apiKey: 'k',
      indexName: 'i',
      insights: true,
      externalUrlRegex: 'x',
      contextualSearch: false,
    };
    expect(applySearchEnvironment(config, { SITEGEN_ALGOLIA_INDEX: 'other' })).toEqual({
      ...config,
      indexName: 'other',
    });
  });

  it('replaces the hosts with SITEGEN_ALGOLIA_HOST', () => {
    const result = applySearchEnvironment(
      { provider: 'local' },
      { ...full, SITEGEN_ALGOLIA_HOST: 'http://127.0.0.1:8108' },
    );
    expect(result).toMatchObject({ provider: 'algolia', hosts: [{ url: '127.0.0.1:8108', protocol: 'http' }] });
  });

  it('names what is missing when only some variables are set', () => {
    const problem = problemOf(() => applySearchEnvironment({ provider: 'local' }, { SITEGEN_ALGOLIA_APP_ID: 'APP' }));
    expect(problem.code).toBe('InvalidEnvironment');
    expect(problem.message).toBe(
      'SITEGEN_ALGOLIA_APP_ID is set, but Algolia also needs SITEGEN_ALGOLIA_API_KEY and SITEGEN_ALGOLIA_INDEX.',
    );
    expect(problem.hint).toContain('or unset them to use the local index');
    expect(
      problemOf(() =>
        applySearchEnvironment(
          { provider: 'local' },
          { SITEGEN_ALGOLIA_HOST: 'http://127.0.0.1:1', SITEGEN_ALGOLIA_INDEX: 'd' },
        ),
      ).message,
    ).toBe(
      'SITEGEN_ALGOLIA_INDEX, SITEGEN_ALGOLIA_HOST are set, but Algolia also needs SITEGEN_ALGOLIA_APP_ID and SITEGEN_ALGOLIA_API_KEY.',
    );
  });
});

describe('algoliaHostFrom', () => {
  it.each([
    ['http://127.0.0.1:8108', { url: '127.0.0.1:8108', protocol: 'http' }],
    ['https://search-proxy.example.com/algolia/', { url: 'search-proxy.example.com/algolia', protocol: 'https' }],
    ['https://example.com', { url: 'example.com', protocol: 'https' }],
  ])('%s → %j', (value, expected) => {
    expect(algoliaHostFrom(value)).toEqual(expected);
  });

  it.each([
    ['not a url', 'SITEGEN_ALGOLIA_HOST is "not a url", which is not a URL.'],
    ['ftp://example.com', 'SITEGEN_ALGOLIA_HOST is "ftp://example.com": only http and https are supported.'],
    [
      'https://example.com/?x=1',
      'SITEGEN_ALGOLIA_HOST is "https://example.com/?x=1": a base URL has no query, fragment or credentials.',
    ],
  ])('refuses %s', (value, message) => {
    expect(problemOf(() => algoliaHostFrom(value)).message).toBe(message);
  });

  it('suggests the protocol when it is missing', () => {
    expect(problemOf(() => algoliaHostFrom('127.0.0.1:8108'))).toMatchObject({
      message: 'SITEGEN_ALGOLIA_HOST is "127.0.0.1:8108", which is not a URL.',
      hint: 'Add the protocol: http://127.0.0.1:8108 or https://127.0.0.1:8108.',
    });
  });
});

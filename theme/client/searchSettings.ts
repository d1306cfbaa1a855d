/**
 * The search settings the build put in the bundle (`__SITEGEN_SEARCH__`,
 * from src/search/searchSettings.ts), and the provider they name, loaded
 * when first needed: a site on the local index never downloads Algolia's
 * client, and the other way round.
 */
import type { SearchProvider, SearchSettings } from '../search/searchTypes.ts';
// docsVersion.ts's key, written here: importing it would split that module into a chunk every page loads.
const preferredVersionKey = 'sitegen.docs.preferredVersion';

declare const __SITEGEN_SEARCH__: SearchSettings | undefined;

export function searchSettings(): SearchSettings | undefined {
  return typeof __SITEGEN_SEARCH__ === 'undefined' ? undefined : __SITEGEN_SEARCH__;
}

let provider: Promise<SearchProvider> | undefined;

/** One provider per page load, so its caches (index shards, Algolia's answers) serve the dialog and the page alike. */
export function searchProvider(settings: SearchSettings): Promise<SearchProvider> {
  provider ??= (async () => {
    const { provider: config } = settings;
    if (config.type === 'local') {
      const { createLocalProvider } = await import('../search/localProvider.ts');
      return createLocalProvider(config.manifestUrl, undefined, docsVersionOnScreen);
    }
    const { createAlgoliaProvider } = await import('../search/algoliaProvider.ts');
    return createAlgoliaProvider(
      { ...config, facetFilters: contextualFacets(config.facetFilters) },
      { storage: browserStorage() },
    );
  })();
  // A chunk that failed to load (offline) is asked for again next time.
  provider.catch(() => {
    provider = undefined;
  });
  return provider;
}

/**
 * Docusaurus's contextual search on the page on screen: its language (`<html lang>`) and, on a site of
 * several docs versions, the version of the docs on screen (`docsearch:version`) or the reader's.
 */
export function contextualFacets(filters: (string | string[])[]): (string | string[])[] {
  const language = document.documentElement.lang;
  const version =
    document.querySelector<HTMLMetaElement>('meta[name="docsearch:version"]')?.content ?? docsVersionOnScreen();
  const docsTag = (filter: string) =>
    version && filter.startsWith('docusaurus_tag:docs-default-') ? `docusaurus_tag:docs-default-${version}` : filter;
  return filters.map((filter) =>
    Array.isArray(filter)
      ? filter.map(docsTag)
      : language && filter.startsWith('language:')
        ? `language:${language}`
        : filter,
  );
}

/**
 * The docs version a search looks in, on a site of several: the page's own, else the reader's
 * preferred one, else the one the page shows by default (the last).
 */
function docsVersionOnScreen(): string | undefined {
  const page = document.getElementById('sg-page');
  const own = page?.dataset.docsVersion;
  if (own) return own;
  const fallback = page?.dataset.defaultVersion;
  if (!fallback) return undefined;
  try {
    return localStorage.getItem(preferredVersionKey) ?? fallback;
  } catch {
    return fallback;
  }
}

/** Local storage, or undefined where reading it throws (storage disabled). */
export function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** Narrow screens (the site's mobile breakpoint) get shorter snippets. */
export const isNarrowScreen = () => window.matchMedia('(max-width: 996px)').matches;

/**
 * The `/search` page: a search form and every hit for its query, grouped by
 * page, 20 at a time with "Load more results". The query lives in the
 * address (`?q=`), so a result list can be shared and survives a reload.
 * The server renders the form alone (and, for readers without JavaScript, a
 * way on); in the browser the same component is hydrated with a provider
 * (no `useId`: the server renders it inside the page, the browser as a root).
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { groupHits } from './groupHits.ts';
import { HitLabel } from './HitLabel.tsx';
import { Highlighted } from './Highlighted.tsx';
import { createHitLinks } from './hitLinks.ts';
import { FetchError, NoResults } from './SearchMessages.tsx';
import { searchLimits, type SearchHit, type SearchProvider, type SearchSettings } from './searchTypes.ts';
import { useSearchResults } from './useSearchResults.ts';
import { useTranslate, useTranslateNodes } from '../i18n/translate.ts';

export interface SearchPageProps {
  /** The page's own address, the form's action. */
  action: string;
  /** Where readers without JavaScript can browse instead. */
  docsHref?: string;
  /** In the browser: what to search with. */
  client?: { settings: SearchSettings; provider: SearchProvider; narrow: boolean };
}

/** The `q` of the address bar, cut to the input's limit. */
export function queryFromAddress(search: string): string {
  return (new URLSearchParams(search).get('q') ?? '').slice(0, searchLimits.maxQueryLength);
}

/**
 * What the history entry of the search page remembers beside the router's `scroll`: how many pages of hits were loaded.
 */
interface SearchEntryState {
  scroll?: number;
  searchPages?: number;
}
const entryState = () => (history.state as SearchEntryState | null) ?? {};

/**
 * Keep the query in the address without a history entry per keystroke (the
 * router is told this is still the same page), and the pages of hits loaded
 * in the entry, so coming back shows as many.
 */
function writeQueryToAddress(query: string, pages: number): void {
  const url = new URL(location.href);
  if (query) url.searchParams.set('q', query);
  else url.searchParams.delete('q');
  if (url.href === location.href && entryState().searchPages === pages) return;
  history.replaceState({ ...entryState(), searchPages: pages }, '', url.href);
  document.dispatchEvent(new CustomEvent('sitegen:address-replaced'));
}

export function SearchPage({ action, docsHref, client }: SearchPageProps) {
  const [query, setQuery] = useState('');
  const t = useTranslate();
  const nodes = useTranslateNodes();
  const provider = client?.provider;
  const settings = client?.settings;
  const hitLink = useMemo(() => createHitLinks(settings?.externalUrlRegex), [settings?.externalUrlRegex]);
  const { state, loadMore, retry } = useSearchResults(provider, query, {
    hitsPerPage: searchLimits.hitsPerPage,
    snippetWords: client?.narrow ? searchLimits.snippetWordsNarrow : searchLimits.snippetWords,
    suggestions: settings?.suggestions ?? [],
    delay: 150,
    onResults: (results) => provider?.hitsViewed?.(results),
  });

  // The server knows no query: it is read after hydration, so both render the same first.
  const [addressRead, setAddressRead] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  // Back on this page: as many pages of hits as before, then the scroll position the router saved.
  const restore = useRef<{ pages: number; scroll: number } | null>(null);
  // Words typed before the page came to life win over the address's.
  useLayoutEffect(() => {
    if (!client) return;
    const typed = input.current?.value ?? '';
    setQuery(typed || queryFromAddress(location.search));
    if (!typed) restore.current = { pages: entryState().searchPages ?? 1, scroll: entryState().scroll ?? 0 };
    setAddressRead(true);
  }, [client]);
  const trimmed = query.trim();
  useEffect(() => {
    const wanted = restore.current;
    if (!wanted || (state.status !== 'done' && state.status !== 'error')) return;
    if (
      state.status === 'done' &&
      !state.loadingMore &&
      !state.moreFailed &&
      state.results.page + 1 < Math.min(wanted.pages, state.results.pages)
    ) {
      loadMore();
      return;
    }
    if (state.status === 'done' && state.loadingMore) return;
    restore.current = null;
    if (wanted.scroll > 0) window.scrollTo(0, wanted.scroll);
  }, [state, loadMore]);
  // The address follows the results on screen (and loses `q` when the field is emptied).
  useEffect(() => {
    if (!addressRead || restore.current) return;
    if (state.status === 'done') writeQueryToAddress(state.query, state.results.page + 1);
    else if (state.status === 'error') writeQueryToAddress(state.query, 1);
    else if (trimmed === '') writeQueryToAddress('', 1);
  }, [addressRead, state, trimmed]);

  const results = state.status === 'done' ? state.results : state.status === 'loading' ? state.previous : undefined;
  const groups = useMemo(() => groupHits(results?.hits ?? []), [results]);
  // Insights positions count in the provider's order (1-based, over every page loaded), not the grouped display order.
  const clicked = (hit: SearchHit) => {
    if (results) provider?.hitClicked?.(results, hit, results.hits.indexOf(hit) + 1);
  };

  return (
    <div className="sg-search-page">
      <h1>
        {trimmed && client
          ? t('theme.SearchPage.existingResultsTitle', { query: trimmed })
          : t('theme.SearchPage.emptyResultsTitle')}
      </h1>
      <form
        role="search"
        className="sg-search-page__form"
        action={action}
        method="get"
        onSubmit={(event) => {
          if (client) event.preventDefault();
        }}
      >
        <label htmlFor="sg-search-page-q" className="sg-visually-hidden">
          {t('sitegen.search.inputLabel')}
        </label>
        <input
          ref={input}
          id="sg-search-page-q"
          className="sg-search-page__input"
          type="search"
          name="q"
          placeholder={t('theme.SearchModal.searchBox.placeholderText')}
          maxLength={searchLimits.maxQueryLength}
          value={query}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          onChange={(event) => setQuery(event.target.value.slice(0, searchLimits.maxQueryLength))}
        />
        <button type="submit" className="sg-button">
          {t('sitegen.search.submit')}
        </button>
      </form>
      <noscript>
        <p className="sg-search-page__noscript">
          {t('sitegen.search.noscript')}{' '}
          {docsHref
            ? nodes('sitegen.search.noscriptDocs', {
                docsLink: <a href={docsHref}>{t('sitegen.search.noscriptDocsLink')}</a>,
              })
            : t('sitegen.search.noscriptNoDocs')}
        </p>
      </noscript>
      <p role="status" className="sg-search-page__count">
        {state.status === 'done' && state.results.total > 0
          ? t('sitegen.search.resultCount', { count: state.results.total }) +
            (state.results.hits.length < state.results.total
              ? t('sitegen.search.shownCount', { count: state.results.hits.length })
              : '')
          : state.status === 'loading' && !state.previous
            ? t('sitegen.search.searching')
            : ''}
      </p>
      {state.status === 'error' ? (
        <FetchError
          onRetry={() => {
            retry();
            input.current?.focus();
          }}
        />
      ) : null}
      {state.status === 'done' && state.results.total === 0 ? (
        <NoResults
          query={state.query}
          suggestions={state.suggestions}
          missingResultsUrl={settings?.missingResultsUrl}
          onSuggestion={(suggestion) => {
            setQuery(suggestion);
            input.current?.focus();
          }}
        />
      ) : null}
      {state.status !== 'error' && groups.length > 0 ? (
        <div className="sg-search-page__results" aria-busy={state.status === 'loading'}>
          {groups.map((group) => {
            const pageLink = hitLink(group.url);
            const pageHit = group.hits.find((hit) => hit.section === '');
            return (
              <section key={group.url} className="sg-search-page__group">
                <h2 className="sg-search-page__page">
                  <a
                    href={pageLink.href}
                    {...(pageLink.external ? { 'data-no-client-nav': '' } : {})}
                    onClick={() => {
                      if (pageHit) clicked(pageHit);
                    }}
                  >
                    <Highlighted
                      parts={pageHit?.pageParts ?? group.hits[0]?.pageParts ?? [{ text: group.page, match: false }]}
                    />
                  </a>
                  <HitLabel label={group.label} />
                </h2>
                <ul className="sg-search-page__hits">
                  {group.hits.map((hit) => {
                    if (hit.section === '' && hit.snippetParts.length === 0) return null;
                    const link = hitLink(hit.url);
                    return (
                      <li key={hit.id} className="sg-search-page__hit">
                        {hit.section ? (
                          <a
                            className="sg-search-page__section"
                            href={link.href}
                            {...(link.external ? { 'data-no-client-nav': '' } : {})}
                            onClick={() => clicked(hit)}
                          >
                            <Highlighted parts={hit.sectionParts} />
                          </a>
                        ) : null}
                        {hit.snippetParts.length > 0 ? (
                          <p className="sg-search-page__snippet">
                            <Highlighted parts={hit.snippetParts} />
                          </p>
                        ) : null}
                      </li>
                    );
                  })}
                </ul>
              </section>
            );
          })}
        </div>
      ) : null}
      {state.status === 'done' && state.results.page + 1 < state.results.pages ? (
        <p className="sg-search-page__more">
          {/* aria-disabled, not disabled: a disabled button loses the keyboard focus. */}
          <button type="button" className="sg-button" onClick={loadMore} aria-disabled={state.loadingMore}>
            {state.loadingMore ? t('sitegen.search.loading') : t('sitegen.search.loadMore')}
          </button>
          {state.moreFailed ? (
            <span role="alert">
              {' '}
              {t('theme.SearchModal.errorScreen.titleText')}. {t('theme.SearchModal.errorScreen.helpText')}
            </span>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The search dialog: a modal `<dialog>` (the browser keeps focus inside it
 * and makes the page behind inert) with a combobox input over a listbox of
 * hits grouped by page. Arrow keys move the active hit, Enter opens it,
 * Escape or Cancel closes. With an empty query it shows the reader's recent
 * searches and favourites. Rendered in the browser only (theme/client/searchDialogHost.ts).
 */
import {
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { groupHits } from './groupHits.ts';
import { HitLabel } from './HitLabel.tsx';
import { Highlighted } from './Highlighted.tsx';
import { createHitLinks } from './hitLinks.ts';
import type { SearchHistory, StoredHit } from './searchHistory.ts';
import { FetchError, NoResults } from './SearchMessages.tsx';
import {
  searchLimits,
  type SearchHit,
  type SearchProvider,
  type SearchResults,
  type SearchSettings,
} from './searchTypes.ts';
import { useSearchResults } from './useSearchResults.ts';
import { useTranslate } from '../i18n/translate.ts';

export interface SearchDialogProps {
  settings: SearchSettings;
  provider: SearchProvider;
  history: SearchHistory;
  /** Narrow screens get 5-word snippets. */
  narrow: boolean;
  initialQuery?: string;
  onClose: () => void;
}

const storedHit = (hit: SearchHit): StoredHit => ({ id: hit.id, url: hit.url, page: hit.page, section: hit.section });

/** Focus the next (or previous) history link, or the input past the first. */
function moveHistoryFocus(list: HTMLElement, input: HTMLInputElement | null, step: 1 | -1): void {
  const links = [...list.querySelectorAll<HTMLAnchorElement>('a.sg-search-history__link')];
  const index = links.indexOf(document.activeElement as HTMLAnchorElement);
  const next = index + step;
  if (next < 0) input?.focus();
  else links[Math.min(next, links.length - 1)]?.focus();
}

export function SearchDialog({ settings, provider, history, narrow, initialQuery = '', onClose }: SearchDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const historyList = useRef<HTMLDivElement>(null);
  const [query, setQuery] = useState(initialQuery.slice(0, searchLimits.maxQueryLength));
  const [active, setActive] = useState(0);
  // Recents and favourites live in storage; this re-reads them after a change.
  const [, setHistoryVersion] = useState(0);
  const id = useId();
  const t = useTranslate();
  const hitLink = useMemo(() => createHitLinks(settings.externalUrlRegex), [settings.externalUrlRegex]);
  const { state, retry } = useSearchResults(provider, query, {
    hitsPerPage: searchLimits.hitsPerPage,
    snippetWords: narrow ? searchLimits.snippetWordsNarrow : searchLimits.snippetWords,
    suggestions: settings.suggestions,
    onResults: (results) => provider.hitsViewed?.(results),
  });

  // Before the first paint, so a key pressed as soon as the dialog shows lands in the field.
  useLayoutEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    input.current?.focus();
    input.current?.select();
  }, []);

  const results: SearchResults | undefined =
    state.status === 'done' ? state.results : state.status === 'loading' ? state.previous : undefined;
  // Hits on screen may answer an older query while the next one loads: Enter waits for the current one.
  const fresh = state.status === 'done' && state.query === query.trim();
  const pendingEnter = useRef<{ newTab: boolean } | null>(null);
  const groups = useMemo(() => groupHits(results?.hits ?? []), [results]);
  const ordered = useMemo(() => groups.flatMap((group) => group.hits), [groups]);
  useEffect(() => setActive(0), [results]);
  const optionId = (index: number) => `${id}-hit-${index}`;
  const activeHit = ordered[active];

  useEffect(() => {
    document.getElementById(`${id}-hit-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [id, active, ordered]);

  const remember = (hit: StoredHit) => {
    history.addRecent(hit);
    setHistoryVersion((n) => n + 1);
  };

  /** After the click has reached the router (which navigates) the dialog goes. */
  const chosen = (hit: SearchHit, position: number, event?: MouseEvent<HTMLAnchorElement>) => {
    remember(storedHit(hit));
    if (results) provider.hitClicked?.(results, hit, position);
    // A hit opened in another tab (Ctrl, Cmd, Shift or middle click) leaves the dialog open for the next.
    if (!event || !(event.ctrlKey || event.metaKey || event.shiftKey || event.button === 1)) setTimeout(onClose, 0);
  };

  const openHit = (index: number, newTab: boolean) => {
    const hit = ordered[index];
    if (!hit) return;
    const link = document.getElementById(optionId(index));
    if (newTab) {
      window.open(link?.getAttribute('href') ?? hit.url, '_blank', 'noopener');
      remember(storedHit(hit));
      if (results) provider.hitClicked?.(results, hit, results.hits.indexOf(hit) + 1);
    } else {
      link?.click();
    }
  };

  useEffect(() => {
    if (!fresh || !pendingEnter.current) return;
    const { newTab } = pendingEnter.current;
    pendingEnter.current = null;
    // The first hit of the results that have just arrived (the active one is about to reset to it).
    if (ordered.length > 0) openHit(0, newTab);
  });

  const seeAll = `${settings.searchPageUrl}?q=${encodeURIComponent(query.trim())}`;

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      const step = event.key === 'ArrowDown' ? 1 : -1;
      event.preventDefault();
      if (ordered.length > 0) setActive((index) => (index + step + ordered.length) % ordered.length);
      else if (historyList.current && step === 1) moveHistoryFocus(historyList.current, input.current, 1);
      return;
    }
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      const newTab = event.ctrlKey || event.metaKey;
      if (query.trim() === '') return;
      if (!fresh) pendingEnter.current = { newTab };
      else if (activeHit) openHit(active, newTab);
    }
  };

  const onHistoryKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && historyList.current) {
      event.preventDefault();
      moveHistoryFocus(historyList.current, input.current, event.key === 'ArrowDown' ? 1 : -1);
    }
  };

  const onDialogKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    // A search field clears itself on Escape; here Escape closes, as the reader expects of a dialog.
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    }
  };

  // A click on the backdrop (the dialog element itself, outside its panel) closes.
  const onDialogMouseDown = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === dialog.current) onClose();
  };

  const recents = history.recents();
  const favourites = history.favourites();
  const showResults = query.trim() !== '';
  const listboxId = `${id}-listbox`;
  // The count, kept while the next query loads (so it is not announced again unchanged); the error box is an alert of
  // its own.
  const lastStatus = useRef('');
  if (state.status === 'done')
    lastStatus.current =
      state.results.total === 0
        ? t('sitegen.search.noResultsStatus', { query: state.query })
        : t('sitegen.search.resultCount', { count: state.results.total });
  else if (state.status !== 'loading') lastStatus.current = '';
  const statusText = lastStatus.current;

  const historyItem = (hit: StoredHit, kind: 'recent' | 'favourite') => {
    const link = hitLink(hit.url);
    const title = hit.section || hit.page;
    return (
      <li key={hit.id} className="sg-search-history__item">
        <a
          className="sg-search-history__link"
          href={link.href}
          {...(link.external ? { 'data-no-client-nav': '' } : {})}
          onClick={() => {
            remember(hit);
            setTimeout(onClose, 0);
          }}
        >
          <span className="sg-search-hit__icon" aria-hidden="true">
            {kind === 'favourite' ? '★' : '↺'}
          </span>
          <span className="sg-search-hit__text">
            <span className="sg-search-hit__title">{title}</span>
            {hit.section ? <span className="sg-search-hit__path">{hit.page}</span> : null}
          </span>
        </a>
        {kind === 'recent' ? (
          <button
            type="button"
            className="sg-search-history__action"
            aria-label={t('sitegen.search.saveFavouriteAriaLabel', { title })}
            title={t('theme.SearchModal.startScreen.saveRecentSearchButtonTitle')}
            onClick={() => {
              history.addFavourite(hit);
              setHistoryVersion((n) => n + 1);
              input.current?.focus();
            }}
          >
            ☆
          </button>
        ) : null}
        <button
          type="button"
          className="sg-search-history__action"
          aria-label={t(
            kind === 'recent' ? 'sitegen.search.removeRecentAriaLabel' : 'sitegen.search.removeFavouriteAriaLabel',
            { title },
          )}
          title={t(
            kind === 'recent'
              ? 'theme.SearchModal.startScreen.removeRecentSearchButtonTitle'
              : 'theme.SearchModal.startScreen.removeFavoriteSearchButtonTitle',
          )}
          onClick={() => {
            if (kind === 'recent') history.removeRecent(hit.id);
            else history.removeFavourite(hit.id);
            setHistoryVersion((n) => n + 1);
            input.current?.focus();
          }}
        >
          ✕
        </button>
      </li>
    );
  };

  let position = 0;
  return (
    <dialog
      ref={dialog}
      className="sg-search-dialog"
      aria-label={t('theme.SearchBar.label')}
      onKeyDown={onDialogKeyDown}
      onMouseDown={onDialogMouseDown}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="sg-search-dialog__panel">
        <header className="sg-search-dialog__header">
          <form
            role="search"
            className="sg-search-dialog__form"
            action={settings.searchPageUrl}
            method="get"
            onSubmit={(event) => event.preventDefault()}
          >
            <label htmlFor={`${id}-input`} className="sg-visually-hidden">
              {t('sitegen.search.inputLabel')}
            </label>
            <span className="sg-search-dialog__icon" aria-hidden="true">
              ⌕
            </span>
            <input
              ref={input}
              id={`${id}-input`}
              className="sg-search-dialog__input"
              type="search"
              name="q"
              placeholder={t('theme.SearchModal.searchBox.placeholderText')}
              maxLength={searchLimits.maxQueryLength}
              value={query}
              autoComplete="off"
              autoCorrect="off"
              autoCapitalize="off"
              spellCheck={false}
              enterKeyHint="go"
              role="combobox"
              aria-autocomplete="list"
              aria-expanded={showResults && ordered.length > 0}
              aria-controls={listboxId}
              {...(showResults && fresh && activeHit ? { 'aria-activedescendant': optionId(active) } : {})}
              onChange={(event) => setQuery(event.target.value.slice(0, searchLimits.maxQueryLength))}
              onKeyDown={onInputKeyDown}
            />
            {query ? (
              <button
                type="button"
                className="sg-search-dialog__clear"
                aria-label={t('theme.SearchModal.searchBox.resetButtonTitle')}
                onClick={() => {
                  setQuery('');
                  input.current?.focus();
                }}
              >
                ✕
              </button>
            ) : null}
          </form>
          <button type="button" className="sg-search-dialog__cancel" onClick={onClose}>
            {t('theme.SearchModal.searchBox.cancelButtonText')}
          </button>
        </header>

        <div className="sg-search-dialog__body">
          <div role="status" className="sg-visually-hidden">
            {statusText}
          </div>
          {showResults && state.status === 'error' ? (
            <FetchError
              onRetry={() => {
                retry();
                input.current?.focus();
              }}
            />
          ) : null}
          {showResults && state.status === 'done' && state.results.total === 0 ? (
            <NoResults
              query={state.query}
              suggestions={state.suggestions}
              missingResultsUrl={settings.missingResultsUrl}
              onSuggestion={(suggestion) => {
                setQuery(suggestion);
                input.current?.focus();
              }}
            />
          ) : null}
          <div
            role="listbox"
            id={listboxId}
            aria-label={t('sitegen.search.resultsAriaLabel')}
            className="sg-search-results"
            hidden={!showResults || ordered.length === 0 || state.status === 'error'}
            aria-busy={state.status === 'loading'}
          >
            {showResults
              ? groups.map((group) => (
                  <div key={group.url} role="group" aria-label={group.page} className="sg-search-group">
                    {/* A group that starts with the page itself needs no title above it. */}
                    {group.hits[0]?.section ? (
                      <div className="sg-search-group__title" aria-hidden="true">
                        {group.page}
                        <HitLabel label={group.label} />
                      </div>
                    ) : null}
                    {group.hits.map((hit) => {
                      const index = position++;
                      const link = hitLink(hit.url);
                      return (
                        <a
                          key={hit.id}
                          id={optionId(index)}
                          role="option"
                          aria-selected={index === active}
                          tabIndex={-1}
                          className="sg-search-hit"
                          href={link.href}
                          {...(link.external ? { 'data-no-client-nav': '' } : {})}
                          onMouseMove={() => {
                            if (index !== active) setActive(index);
                          }}
                          onClick={(event) => chosen(hit, (results?.hits.indexOf(hit) ?? index) + 1, event)}
                          onAuxClick={(event) => chosen(hit, (results?.hits.indexOf(hit) ?? index) + 1, event)}
                        >
                          <span className="sg-search-hit__icon" aria-hidden="true">
                            {hit.section ? '#' : '▤'}
                          </span>
                          <span className="sg-search-hit__text">
                            <span className="sg-search-hit__title">
                              <Highlighted parts={hit.section ? hit.sectionParts : hit.pageParts} />
                              {hit.section ? null : <HitLabel label={hit.label} />}
                            </span>
                            {hit.snippetParts.length > 0 ? (
                              <span className="sg-search-hit__snippet">
                                <Highlighted parts={hit.snippetParts} />
                              </span>
                            ) : null}
                          </span>
                          <span className="sg-search-hit__enter" aria-hidden="true">
                            ↵
                          </span>
                        </a>
                      );
                    })}
                  </div>
                ))
              : null}
          </div>
          {showResults && state.status === 'done' && state.results.total > 0 ? (
            <p className="sg-search-dialog__more">
              <a id={`${id}-see-all`} href={seeAll} onClick={() => setTimeout(onClose, 0)}>
                {state.results.total > ordered.length
                  ? t('theme.SearchBar.seeAll', { count: state.results.total })
                  : t('sitegen.search.openOnSearchPage')}
              </a>
            </p>
          ) : null}

          {!showResults ? (
            <div ref={historyList} className="sg-search-history" onKeyDown={onHistoryKeyDown}>
              {recents.length === 0 && favourites.length === 0 ? (
                <p className="sg-search-history__empty">{t('theme.SearchModal.startScreen.noRecentSearchesText')}</p>
              ) : null}
              {recents.length > 0 ? (
                <section aria-labelledby={`${id}-recent`}>
                  <h2 id={`${id}-recent`} className="sg-search-history__title">
                    {t('theme.SearchModal.startScreen.recentSearchesTitle')}
                  </h2>
                  <ul className="sg-search-history__list">{recents.map((hit) => historyItem(hit, 'recent'))}</ul>
                </section>
              ) : null}
              {favourites.length > 0 ? (
                <section aria-labelledby={`${id}-favourites`}>
                  <h2 id={`${id}-favourites`} className="sg-search-history__title">
                    {t('theme.SearchModal.startScreen.favoriteSearchesTitle')}
                  </h2>
                  <ul className="sg-search-history__list">{favourites.map((hit) => historyItem(hit, 'favourite'))}</ul>
                </section>
              ) : null}
            </div>
          ) : null}
        </div>

        <footer className="sg-search-dialog__footer">
          <ul className="sg-search-dialog__keys" aria-label={t('sitegen.search.keysAriaLabel')}>
            <li>
              <kbd>↵</kbd> {t('theme.SearchModal.footer.selectText')}
            </li>
            <li>
              <kbd>↑</kbd>
              <kbd>↓</kbd> {t('theme.SearchModal.footer.navigateText')}
            </li>
            <li>
              <kbd>esc</kbd> {t('theme.SearchModal.footer.closeText')}
            </li>
          </ul>
          <span className="sg-search-dialog__provider">
            {t(settings.provider.type === 'algolia' ? 'sitegen.search.byAlgolia' : 'sitegen.search.byLocalIndex')}
          </span>
        </footer>
      </div>
    </dialog>
  );
}

/**
 * A query's results as React state, for the dialog and the `/search` page:
 * asks the provider once the query has rested `delay` ms, drops answers to
 * queries the reader has since changed, appends later pages on `loadMore`,
 * and, when nothing matched, gathers what to suggest instead.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SearchProvider, SearchResults } from './searchTypes.ts';

export type SearchState =
  | { status: 'idle' }
  /** `previous`: the results on screen while the next ones load (no flicker while typing). */
  | { status: 'loading'; query: string; previous?: SearchResults }
  | {
      status: 'done';
      query: string;
      results: SearchResults;
      suggestions: string[];
      loadingMore: boolean;
      moreFailed: boolean;
    }
  | { status: 'error'; query: string };

export interface SearchOptions {
  hitsPerPage: number;
  snippetWords: number;
  /** Configured queries, offered after the provider's own suggestions. */
  suggestions: readonly string[];
  delay?: number;
  /** Told about every page of hits shown (insights view events). */
  onResults?: (results: SearchResults) => void;
}

const maxSuggestions = 4;

async function suggestionsFor(
  provider: SearchProvider,
  query: string,
  configured: readonly string[],
): Promise<string[]> {
  let corrected: string[] = [];
  try {
    corrected = (await provider.suggest?.(query)) ?? [];
  } catch {
    // Suggestions are a courtesy: without them the empty state still says what happened.
  }
  const folded = query.trim().toLowerCase();
  return [...new Set([...corrected, ...configured])]
    .filter((s) => s.trim().toLowerCase() !== folded)
    .slice(0, maxSuggestions);
}

export function useSearchResults(
  provider: SearchProvider | undefined,
  query: string,
  options: SearchOptions,
): {
  state: SearchState;
  loadMore: () => void;
  retry: () => void;
} {
  const { hitsPerPage, snippetWords, delay = 100 } = options;
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  const [attempt, setAttempt] = useState(0);
  // Which request is current: an answer to any other is dropped.
  const current = useRef(0);
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const trimmed = query.trim();

  // Answers that arrive after unmounting (the dialog closed, the page left) are dropped: no state, no view events.
  useEffect(
    () => () => {
      current.current += 1;
    },
    [],
  );

  useEffect(() => {
    const request = ++current.current;
    if (!provider || trimmed === '') {
      setState({ status: 'idle' });
      return undefined;
    }
    setState((before) => ({
      status: 'loading',
      query: trimmed,
      ...(before.status === 'done'
        ? { previous: before.results }
        : before.status === 'loading' && before.previous
          ? { previous: before.previous }
          : {}),
    }));
    const timer = setTimeout(() => {
      void (async () => {
        try {
          const results = await provider.search({ query: trimmed, page: 0, hitsPerPage, snippetWords });
          if (request !== current.current) return;
          const suggestions =
            results.total === 0 ? await suggestionsFor(provider, trimmed, optionsRef.current.suggestions) : [];
          if (request !== current.current) return;
          setState({ status: 'done', query: trimmed, results, suggestions, loadingMore: false, moreFailed: false });
          if (results.hits.length > 0) optionsRef.current.onResults?.(results);
        } catch {
          if (request === current.current) setState({ status: 'error', query: trimmed });
        }
      })();
    }, delay);
    return () => {
      clearTimeout(timer);
      if (current.current === request) current.current += 1;
    };
  }, [provider, trimmed, hitsPerPage, snippetWords, delay, attempt]);

  const loadMore = useCallback(() => {
    if (!provider || state.status !== 'done' || state.loadingMore || state.results.page + 1 >= state.results.pages)
      return;
    const request = current.current;
    const { results } = state;
    setState({ ...state, loadingMore: true, moreFailed: false });
    void (async () => {
      try {
        const next = await provider.search({ query: results.query, page: results.page + 1, hitsPerPage, snippetWords });
        if (request !== current.current) return;
        const known = new Set(results.hits.map((hit) => hit.id));
        const merged: SearchResults = {
          ...next,
          hits: [...results.hits, ...next.hits.filter((hit) => !known.has(hit.id))],
        };
        setState((before) => (before.status === 'done' ? { ...before, results: merged, loadingMore: false } : before));
        if (next.hits.length > 0) optionsRef.current.onResults?.(next);
      } catch {
        if (request !== current.current) return;
        setState((before) => (before.status === 'done' ? { ...before, loadingMore: false, moreFailed: true } : before));
      }
    })();
  }, [provider, state, hitsPerPage, snippetWords]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, loadMore, retry };
}

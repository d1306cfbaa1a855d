/**
 * What the dialog and the `/search` page say when a query finds nothing or
 * cannot be answered (the user's error catalogue: "No results for",
 * "Try searching for", "Believe this query should return results?";
 * "Unable to fetch results", "You might want to check your network connection.").
 */
import { useTranslate, useTranslateNodes } from '../i18n/translate.ts';

export function NoResults({
  query,
  suggestions,
  missingResultsUrl,
  onSuggestion,
}: {
  query: string;
  suggestions: readonly string[];
  /** `{query}` is replaced by the encoded query. */
  missingResultsUrl?: string | undefined;
  onSuggestion: (query: string) => void;
}) {
  const t = useTranslate();
  const nodes = useTranslateNodes();
  const report = missingResultsUrl?.replaceAll('{query}', encodeURIComponent(query));
  return (
    <div className="sg-search-empty">
      <p className="sg-search-empty__title">
        {nodes('sitegen.search.noResultsFor', { query: <strong>{query}</strong> })}
      </p>
      {suggestions.length > 0 ? (
        <>
          <p className="sg-search-empty__hint">{t('theme.SearchModal.noResultsScreen.suggestedQueryText')}</p>
          <ul className="sg-search-empty__suggestions">
            {suggestions.map((suggestion) => (
              <li key={suggestion}>
                <button type="button" className="sg-search-empty__suggestion" onClick={() => onSuggestion(suggestion)}>
                  {suggestion}
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {report ? (
        <p className="sg-search-empty__report">
          {t('theme.SearchModal.noResultsScreen.reportMissingResultsText')}{' '}
          <a href={report} target="_blank" rel="noopener noreferrer">
            {t('sitegen.search.reportMissingResultsLink')}
          </a>
          .
        </p>
      ) : null}
    </div>
  );
}

export function FetchError({ onRetry }: { onRetry: () => void }) {
  const t = useTranslate();
  return (
    <div className="sg-search-error" role="alert">
      <p className="sg-search-error__title">{t('theme.SearchModal.errorScreen.titleText')}</p>
      <p>{t('theme.SearchModal.errorScreen.helpText')}</p>
      <button type="button" className="sg-button" onClick={onRetry}>
        {t('sitegen.search.retry')}
      </button>
    </div>
  );
}

/**
 * The generated `/search` route (a site's own `pages/search.tsx` replaces
 * it): the search page inside the element the browser hydrates
 * (theme/client/searchPageHost.ts), which carries the props it needs.
 */
import { SearchPage } from '../search/SearchPage.tsx';

export function SearchPageShell({ action, docsHref }: { action: string; docsHref?: string | undefined }) {
  return (
    <div
      className="sg-page-column"
      data-search-page=""
      data-action={action}
      {...(docsHref ? { 'data-docs': docsHref } : {})}
    >
      <SearchPage action={action} {...(docsHref ? { docsHref } : {})} />
    </div>
  );
}

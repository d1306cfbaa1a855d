/**
 * Fetched pages, shared by prefetching and navigation. A failed fetch is
 * forgotten, so the next attempt (a click) tries again.
 */
const pages = new Map<string, Promise<string>>();
// sitegen serve --watch rebuilt pages: copies fetched before are out of date.
document.addEventListener('sitegen:pages-changed', () => pages.clear());

/** Key of a page: its address without the hash. */
export function pageKey(url: URL): string {
  return url.origin + url.pathname + url.search;
}

export function fetchPage(url: URL): Promise<string> {
  const key = pageKey(url);
  let page = pages.get(key);
  if (!page) {
    page = fetch(key, { credentials: 'same-origin', headers: { accept: 'text/html' } }).then((response) => {
      // A 404 still returns the site's 404 page, which is worth showing.
      if (!response.ok && response.status !== 404) throw new Error(`${response.status} ${response.statusText}`);
      const type = response.headers.get('content-type') ?? '';
      if (!type.includes('text/html')) throw new Error(`not a page: ${type}`);
      return response.text();
    });
    pages.set(key, page);
    page.catch(() => pages.delete(key));
  }
  return page;
}

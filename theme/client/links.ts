/** Which links client navigation may take over. */

/** The site's base path, from the `data-base` attribute the server renders. */
export function basePath(): string {
  return document.documentElement.dataset.base ?? '/';
}

/**
 * The address of an internal page link, or undefined for anything the
 * browser should handle itself: other origins, new tabs, downloads, files
 * (anything with an extension but .html), and paths outside the base path.
 */
export function internalPageUrl(anchor: HTMLAnchorElement): URL | undefined {
  if (anchor.hasAttribute('download') || (anchor.target && anchor.target !== '_self')) return undefined;
  if (anchor.hasAttribute('data-no-client-nav')) return undefined;
  const href = anchor.getAttribute('href');
  if (!href || href.startsWith('#')) return undefined;
  let url: URL;
  try {
    url = new URL(anchor.href, location.href);
  } catch {
    return undefined;
  }
  if (url.origin !== location.origin) return undefined;
  if (!url.pathname.startsWith(basePath())) return undefined;
  const last = url.pathname.split('/').pop() ?? '';
  if (/\.[a-z\d]+$/i.test(last) && !last.endsWith('.html')) return undefined;
  return url;
}

/**
 * Where a hit's link goes. A hit whose url matches the site's external
 * pattern is another site (or another part of this domain not built by us):
 * it opens as a full page load. Any other hit is a page of this site, even
 * when the search service gives it as an absolute URL (Algolia's records name
 * the crawled origin): its path, query and fragment are kept, so client
 * navigation takes it in-app and a preview deployment stays on itself.
 */
export interface HitLink {
  href: string;
  /** A full page load: the router leaves it alone. */
  external: boolean;
}

/** `externalUrlRegex` is checked when the config loads; a pattern that still fails to compile matches nothing. */
function matcher(pattern: string | undefined): (url: string) => boolean {
  if (!pattern) return () => false;
  try {
    const regex = new RegExp(pattern);
    return (url) => regex.test(url);
  } catch {
    return () => false;
  }
}

export function createHitLinks(externalUrlRegex: string | undefined): (url: string) => HitLink {
  const isExternal = matcher(externalUrlRegex);
  return (url) => {
    // Only web addresses and paths become links, whatever the pattern says (`javascript:`, `data:` never).
    const absolute = /^[a-z][a-z\d+.-]*:|^\/\//i.test(url);
    let parsed: URL | undefined;
    try {
      parsed = absolute ? new URL(url, 'https://origin.invalid') : undefined;
    } catch {
      return { href: '#', external: true };
    }
    if (parsed && parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return { href: '#', external: true };
    if (isExternal(url)) return { href: url, external: true };
    return parsed
      ? { href: `${parsed.pathname}${parsed.search}${parsed.hash}`, external: false }
      : { href: url, external: false };
  };
}

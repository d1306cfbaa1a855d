/**
 * Where a page's Markdown twin is and how a twin links: beside the page's
 * HTML, `.md` for `.html` (`docs/intro.md`; `docs/intro/index.md` on a site
 * with trailing slashes; `index.md` for the home page), every address absolute to
 * the site's `url`, and a link to a page that has a twin led to the twin, so
 * a reader (a language model) following links stays in Markdown.
 */
import { encodeRoute, isExternalHref } from '../../theme/data/links.ts';

/** What a twin's links need of the site being built. */
export interface TwinSite {
  /** The production origin (`url`), without a trailing slash. */
  origin: string;
  /** The base path of the pages being built (a language's own, on a translated site). */
  basePath: string;
  /** The routes that have twins. */
  routes: ReadonlySet<string>;
  /** Pages are folders (`docs/intro/index.html`), and so are their twins' places. */
  trailingSlash: boolean;
}

/**
 * The twin's path in the output, its page's HTML file with `.md`: `docs/intro.md` (`docs/intro/index.md` with trailing
 * slashes), `index.md` for `/`.
 */
export function twinPathFor(route: string, trailingSlash: boolean): string {
  const clean = route.replace(/^\/+|\/+$/g, '');
  if (clean === '') return 'index.md';
  return trailingSlash ? `${clean}/index.md` : `${clean}.md`;
}

/** The twin's address under the base path (`/base/docs/intro.md`). */
export function twinHrefFor(route: string, basePath: string, trailingSlash: boolean): string {
  return `${basePath.replace(/\/$/, '')}/${encodeRoute(twinPathFor(route, trailingSlash))}`;
}

/**
 * The route an address of this site leads to, with what follows it (`?query#hash`), or undefined for another site's.
 */
function routeOf(href: string, basePath: string): { route: string; suffix: string } | undefined {
  if (isExternalHref(href) || !href.startsWith('/')) return undefined;
  const base = basePath.replace(/\/$/, '');
  if (base && href !== base && !href.startsWith(`${base}/`)) return undefined;
  const suffixAt = href.search(/[?#]/);
  const pathPart = suffixAt === -1 ? href : href.slice(0, suffixAt);
  let route: string;
  try {
    route =
      decodeURI(pathPart.slice(base.length))
        .replace(/\/index\.html$|\.html$/, '')
        .replace(/\/+$/, '') || '/';
  } catch {
    return undefined;
  }
  return { route, suffix: suffixAt === -1 ? '' : href.slice(suffixAt) };
}

/**
 * A link of a page as its twin writes it: to the twin of a page that has one, else to the page; absolute either way.
 */
export function twinLink(href: string, site: TwinSite): string {
  const target = routeOf(href, site.basePath);
  if (target && site.routes.has(target.route))
    return `${site.origin}${twinHrefFor(target.route, site.basePath, site.trailingSlash)}${target.suffix}`;
  return absoluteHref(href, site);
}

/** An address made absolute to the site's origin; another site's is left as it is. */
export function absoluteHref(href: string, site: Pick<TwinSite, 'origin'>): string {
  if (isExternalHref(href) || href.startsWith('#')) return href;
  return href.startsWith('/') ? `${site.origin}${href}` : href;
}

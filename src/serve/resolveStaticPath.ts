/**
 * Maps a request path to a file of the built site the way static hosts do:
 * `/a/b` → `a/b.html` or `a/b/index.html`, `/` → `index.html`. A path with a
 * `..` segment (encoded or not, `\` counting as `/`) is refused, even one
 * that stays inside the root: no page links that way, and one rule is
 * easier to trust than a normalisation. A site built with a
 * `basePath` is served under it, as it will be once deployed.
 */
import path from 'node:path';

export type StaticLookup =
  | { kind: 'file'; candidates: string[] }
  /** 301 to a clean URL; 302 from outside the base path to it, which is a convenience, not a move. */
  | { kind: 'redirect'; location: string; status: 301 | 302 }
  /** Outside the base path: no file of the site lives there. */
  | { kind: 'notFound' }
  | { kind: 'forbidden' };

/** `base`, `/base`, `base/` → `/base/`; empty → `/`. */
export function normalizeBasePath(basePath: string): string {
  const trimmed = basePath.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? '/' : `/${trimmed}/`;
}

/**
 * @param urlPath the request's path as sent, still percent-encoded
 * @param basePath where the site is served, as in the config
 * @default basePath '/'
 */
export function resolveStaticPath(root: string, urlPath: string, basePath = '/'): StaticLookup {
  const base = normalizeBasePath(basePath);
  let sitePath = urlPath;
  if (base !== '/') {
    const prefix = encodeURI(base);
    if (urlPath === '/' || urlPath === prefix.slice(0, -1)) return { kind: 'redirect', location: base, status: 302 };
    if (!urlPath.startsWith(prefix)) return { kind: 'notFound' };
    sitePath = urlPath.slice(prefix.length - 1);
  }
  const lookup = lookupInRoot(root, sitePath);
  return lookup.kind === 'redirect' ? { ...lookup, location: base.slice(0, -1) + lookup.location } : lookup;
}

/** `urlPath` relative to the base path, starting with `/`. */
function lookupInRoot(root: string, urlPath: string): StaticLookup {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return { kind: 'forbidden' };
  }
  if (decoded.includes('\0')) return { kind: 'forbidden' };
  // Checked before normalising: normalize('/../x') quietly drops the '..'.
  if (decoded.split(/[\\/]/).includes('..')) return { kind: 'forbidden' };
  const normalized = path.posix.normalize(decoded);
  // The site links to clean URLs; `.html` and `/index.html` addresses redirect to them.
  if (/\/index\.html$/.test(normalized))
    return { kind: 'redirect', location: normalized.replace(/index\.html$/, ''), status: 301 };
  if (normalized.endsWith('.html') && normalized !== '/404.html')
    return { kind: 'redirect', location: normalized.slice(0, -5), status: 301 };
  const relative = normalized.replace(/^\/+/, '');
  const absolute = path.resolve(root, relative);
  if (absolute !== root && !absolute.startsWith(root + path.sep)) return { kind: 'forbidden' };
  if (relative === '') return { kind: 'file', candidates: [path.join(root, 'index.html')] };
  const trimmed = absolute.replace(/[\\/]+$/, '');
  return { kind: 'file', candidates: [absolute, `${trimmed}.html`, path.join(trimmed, 'index.html')] };
}

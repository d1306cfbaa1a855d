/**
 * Maps a request path to a file of the built site the way static hosts do:
 * `/a/b` → `a/b.html` or `a/b/index.html`, `/` → `index.html`. Paths that
 * leave the root (`..`, encoded or not) are refused.
 */
import path from 'node:path';

export type StaticLookup =
  | { kind: 'file'; candidates: string[] }
  | { kind: 'redirect'; location: string }
  | { kind: 'forbidden' };

export function resolveStaticPath(root: string, urlPath: string): StaticLookup {
  let decoded: string;
  try { decoded = decodeURIComponent(urlPath); } catch { return { kind: 'forbidden' }; }
  if (decoded.includes('\0')) return { kind: 'forbidden' };
  // Checked before normalising: normalize('/../x') quietly drops the '..'.
  if (decoded.split(/[\\/]/).includes('..')) return { kind: 'forbidden' };
  const normalized = path.posix.normalize(decoded);
  // The site links to clean URLs; `.html` and `/index.html` addresses redirect to them.
  if (/\/index\.html$/.test(normalized)) return { kind: 'redirect', location: normalized.replace(/index\.html$/, '') };
  if (normalized.endsWith('.html') && normalized !== '/404.html') return { kind: 'redirect', location: normalized.slice(0, -5) };
  const relative = normalized.replace(/^\/+/, '');
  const absolute = path.resolve(root, relative);
  if (absolute !== root && !absolute.startsWith(root + path.sep)) return { kind: 'forbidden' };
  if (relative === '' ) return { kind: 'file', candidates: [path.join(root, 'index.html')] };
  const trimmed = absolute.replace(/[\\/]+$/, '');
  return { kind: 'file', candidates: [absolute, `${trimmed}.html`, path.join(trimmed, 'index.html')] };
}

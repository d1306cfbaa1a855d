/**
 * Where a route is written. Trailing slash off: `/a/b` → `a/b.html` and `/` →
 * `index.html`. Trailing slash on: `/a/b` → `a/b/index.html`.
 */
export function outputPathFor(route: string, trailingSlash: boolean): string {
  if (route === '/') return 'index.html';
  if (route === '/404') return '404.html';
  const clean = route.replace(/^\/+|\/+$/g, '');
  return trailingSlash ? `${clean}/index.html` : `${clean}.html`;
}

export { hrefFor } from '../../theme/data/links.ts';

/**
 * The config's `redirects` (Docusaurus's client-redirects plugin): at each old route, a small page that
 * moves the reader to the new address at once (a refresh, and a script that keeps the query and the
 * fragment), tells search engines where the page went (canonical, noindex) and, without either, says so
 * with a link. A route the site has a page at keeps its page: the redirect is left out, with a warning.
 */
import type { RedirectConfig } from '../config/defineConfig.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { escapeHtml } from '../../templates/document.ts';
import { hrefFor, outputPathFor } from '../routes/outputPath.ts';

export interface RedirectPage {
  path: string;
  contents: string;
}

export function redirectPage(target: string): string {
  const href = escapeHtml(target);
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Redirecting to ${href}</title>
<link rel="canonical" href="${href}">
<meta name="robots" content="noindex">
<meta http-equiv="refresh" content="0; url=${href}">
<script>location.replace(${JSON.stringify(target).replace(/</g, '\\u003c')} + location.search + location.hash);</script>
</head>
<body>
<p>This page has moved to <a href="${href}">${href}</a>.</p>
</body>
</html>
`;
}

export function redirectPages(options: {
  redirects: readonly RedirectConfig[];
  basePath: string;
  trailingSlash: boolean;
  hasPage: (route: string) => boolean;
  configFile: string;
}): { pages: RedirectPage[]; warnings: Diagnostic[] } {
  const pages = new Map<string, RedirectPage>();
  const warnings: Diagnostic[] = [];
  for (const redirect of options.redirects) {
    const target = /^[a-z][a-z\d+.-]*:|^\/\//i.test(redirect.to)
      ? redirect.to
      : hrefFor(redirect.to, options.basePath, options.trailingSlash);
    for (const from of Array.isArray(redirect.from) ? redirect.from : [redirect.from]) {
      const route = from.replace(/\/+$/, '') || '/';
      if (options.hasPage(route)) {
        warnings.push({
          code: 'DuplicateRoute',
          severity: 'warning',
          file: options.configFile,
          line: 1,
          column: 1,
          message: `The redirect from ${from} is left out: the site has a page there.`,
          hint: 'Remove the redirect, or move the page.',
        });
        continue;
      }
      const path = outputPathFor(route, options.trailingSlash);
      pages.set(path, { path, contents: redirectPage(target) });
    }
  }
  return { pages: [...pages.values()], warnings };
}

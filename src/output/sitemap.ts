/**
 * sitemap.xml: every page but the 404, with its canonical address. On a site
 * of several languages, each page lists its address in every language
 * (`xhtml:link rel="alternate" hreflang`, as search engines read them), and
 * the default language's sitemap, at the site's root, lists the pages of every
 * language; each language's folder has its own too. A page with a date (a blog post's) has it as
 * `<lastmod>`.
 */
import type { ThemeLocales } from '../../theme/context.ts';
import { escapeHtml } from '../../templates/document.ts';
import type { ResolvedConfig } from '../config/defineConfig.ts';
import { hrefFor } from '../routes/outputPath.ts';

export function sitemapXml(
  config: ResolvedConfig,
  routes: string[],
  languages?: ThemeLocales,
  lastmod: ReadonlyMap<string, string> = new Map(),
): string {
  const shown = routes.filter((route) => route !== '/404').sort();
  const address = (route: string, basePath: string) =>
    escapeHtml(config.url + hrefFor(route, basePath, config.trailingSlash));
  const modified = (route: string) =>
    lastmod.has(route) ? `<lastmod>${escapeHtml(lastmod.get(route) ?? '')}</lastmod>` : '';
  if (!languages) {
    const urls = shown.map((route) => `  <url><loc>${address(route, config.basePath)}</loc>${modified(route)}</url>`);
    return (
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset ` +
      `xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
    );
  }
  const isDefault = languages.locales[0]?.code === languages.current;
  const listed = isDefault
    ? languages.locales
    : languages.locales.filter((locale) => locale.code === languages.current);
  const urls = listed.flatMap((locale) =>
    shown.map((route) =>
      [
        `  <url><loc>${address(route, locale.basePath)}</loc>${modified(route)}`,
        ...languages.locales.map(
          (other) =>
            `    <xhtml:link rel="alternate" hreflang="${escapeHtml(other.htmlLang)}" ` +
            `href="${address(route, other.basePath)}"/>`,
        ),
        '  </url>',
      ].join('\n'),
    ),
  );
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" ` +
    `xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`
  );
}

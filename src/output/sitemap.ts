/** sitemap.xml: every page but the 404, with its canonical address. */
import { escapeHtml } from '../../templates/document.ts';
import type { ResolvedConfig } from '../config/defineConfig.ts';
import { hrefFor } from '../routes/outputPath.ts';

export function sitemapXml(config: ResolvedConfig, routes: string[]): string {
  const urls = routes
    .filter((route) => route !== '/404')
    .sort()
    .map((route) => `  <url><loc>${escapeHtml(config.url + hrefFor(route, config.basePath, config.trailingSlash))}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

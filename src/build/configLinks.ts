/**
 * Links written in the config (navbar and footer `to`), located in
 * sitegen.config.ts so a broken one is reported at its line; and navbar
 * `docSidebar` items checked against the sidebars that exist.
 */
import { readFile } from 'node:fs/promises';
import type { ResolvedConfig } from '../config/defineConfig.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { closest } from '../diagnostics/didYouMean.ts';
import { locate } from '../diagnostics/locate.ts';
import { resolveHref } from '../links/resolveHref.ts';
import type { LinkToCheck } from '../links/validateLinks.ts';

export async function configLinks(options: { config: ResolvedConfig; configFile: string; sidebarIds: string[] }): Promise<{ links: LinkToCheck[]; problems: Diagnostic[] }> {
  const { config, configFile } = options;
  const configText = await readFile(configFile, 'utf8');
  const links: LinkToCheck[] = [];
  const problems: Diagnostic[] = [];
  const add = (to: string) => links.push({
    href: to,
    resolved: resolveHref(to, { fromRoute: '/', docRouteByFile: new Map(), basePath: config.basePath, trailingSlash: config.trailingSlash }),
    file: configFile, ...locate(configText, to), kind: 'link', fromRoute: 'the navbar or footer',
  });
  for (const item of config.navbar.items) {
    if ((item.type === undefined || item.type === 'link') && item.to) add(item.to);
    // The search button leads to the search page: it must exist.
    if (item.type === 'search') add('/search');
    if (item.type === 'docSidebar' && !options.sidebarIds.includes(item.sidebarId)) {
      const suggestion = closest(item.sidebarId, options.sidebarIds);
      problems.push({
        code: 'UnknownSidebarId', severity: 'error', file: configFile, ...locate(configText, item.sidebarId),
        message: `The navbar item "${item.label}" refers to the sidebar id "${item.sidebarId}", which does not exist.`,
        hint: `${suggestion ? `Did you mean "${suggestion}"? ` : ''}Available ids: ${options.sidebarIds.join(', ')}.`,
      });
    }
  }
  for (const column of config.footer.links) for (const link of column.items) if (link.to) add(link.to);
  return { links, problems };
}

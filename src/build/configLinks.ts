/**
 * Links written in the config (navbar and footer `to`), located in the
 * config's files (sitegen.config.ts, and the Docusaurus config it extends or
 * is read from) so a broken one is reported at its line; and navbar `doc` and
 * `docSidebar` items checked against the docs and sidebars that exist.
 */
import { readFile } from 'node:fs/promises';
import type { ResolvedConfig } from '../config/defineConfig.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { closest } from '../diagnostics/didYouMean.ts';
import { locate } from '../diagnostics/locate.ts';
import { resolveHref } from '../links/resolveHref.ts';
import type { LinkToCheck } from '../links/validateLinks.ts';

export interface ConfigLinksOptions {
  config: ResolvedConfig;
  configFile: string;
  /**
   * Other files the config's values come from (the Docusaurus config a sitegen.config.ts extends), looked in after
   * configFile.
   */
  moreConfigFiles?: readonly string[];
  sidebarIds: (instance: string) => string[];
  docIds?: (instance: string) => string[];
}

/** Where a value of the config is written: `placeOf(value, occurrence)`. */
type PlaceOf = (value: string, occurrence?: number) => { file: string; line: number; column: number };

/**
 * `sidebarIds` and `docIds` give a docs instance's ids (`default`: the main docs'), as navbar items name them,
 * without their version.
 */
export async function configLinks(
  options: ConfigLinksOptions,
): Promise<{ links: LinkToCheck[]; problems: Diagnostic[] }> {
  const { config } = options;
  const placeOf = await configPlaces(options);
  const links: LinkToCheck[] = [];
  const problems: Diagnostic[] = [];
  // The same address linked twice (navbar and footer) is reported at each place, in the order the config writes them.
  const seen = new Map<string, number>();
  const add = (to: string) => {
    const occurrence = seen.get(to) ?? 0;
    seen.set(to, occurrence + 1);
    links.push({
      href: to,
      resolved: resolveHref(to, {
        fromRoute: '/',
        docRouteByFile: new Map(),
        basePath: config.basePath,
        trailingSlash: config.trailingSlash,
      }),
      ...placeOf(to, occurrence),
      kind: 'link',
      fromRoute: 'the navbar or footer',
    });
  };
  for (const item of config.navbar.items.flatMap((item) => (item.type === 'dropdown' ? item.items : [item]))) {
    if ((item.type === undefined || item.type === 'link') && item.to) add(item.to);
    // The search button leads to the search page: it must exist.
    if (item.type === 'search') add('/search');
    problems.push(...navbarItemProblems(options, item, placeOf));
  }
  for (const link of [...config.footer.links.flatMap((column) => column.items), ...config.footer.simpleLinks])
    if (link.to) add(link.to);
  // A redirect must lead somewhere: its target is checked like a link.
  for (const redirect of config.redirects) if (redirect.to.startsWith('/')) add(redirect.to);
  return { links, problems };
}

/**
 * Where a value is written: the first of the config's files that has it (a Docusaurus `to` may lack its leading
 * slash), else the config's first line.
 */
async function configPlaces(options: ConfigLinksOptions): Promise<PlaceOf> {
  const { configFile } = options;
  const texts = await Promise.all(
    [configFile, ...(options.moreConfigFiles ?? [])].map(async (file) => ({
      file,
      text: await readFile(file, 'utf8').catch(() => ''),
    })),
  );
  return (value, occurrence = 0) => {
    for (const { file, text } of texts) {
      for (const form of value.startsWith('/') && value.length > 1 ? [value, value.slice(1)] : [value]) {
        if (text.includes(form)) return { file, ...locate(text, form, occurrence) };
      }
    }
    return { file: configFile, line: 1, column: 1 };
  };
}

type NavbarEntry = Exclude<ResolvedConfig['navbar']['items'][number], { type: 'dropdown' }> | DropdownEntry;
type DropdownEntry = Extract<ResolvedConfig['navbar']['items'][number], { type: 'dropdown' }>['items'][number];

/** A navbar item's docs instance, doc id and sidebar id, checked against those the site has. */
function navbarItemProblems(options: ConfigLinksOptions, item: NavbarEntry, placeOf: PlaceOf): Diagnostic[] {
  const { config } = options;
  const instance =
    (item.type === 'doc' || item.type === 'docSidebar') && item.docsInstance ? item.docsInstance : 'default';
  const inInstance = instance === 'default' ? '' : ` of the docs instance "${instance}"`;
  if (instance !== 'default' && !config.docsInstances.some((docs) => docs.id === instance)) {
    const ids = config.docsInstances.map((docs) => docs.id);
    return [
      {
        code: 'InvalidConfig',
        severity: 'error',
        ...placeOf(instance),
        message:
          `The navbar item${'label' in item && item.label ? ` "${item.label}"` : ''} names the docs instance ` +
          `"${instance}", which the site does not ` +
          `have${ids.length > 0 ? ` (its docs instances: ${ids.join(', ')})` : ''}.`,
        hint: closest(instance, ids)
          ? `Did you mean "${closest(instance, ids)}"?`
          : 'A docs instance is the id of another docs plugin (docsInstances in sitegen.config.ts); the main ' +
            'docs need none.',
      },
    ];
  }
  const problems: Diagnostic[] = [];
  const docIds = options.docIds?.(instance);
  if (item.type === 'doc' && docIds && !docIds.includes(item.docId)) {
    const suggestion = closest(item.docId, docIds);
    const message =
      `The navbar item${item.label ? ` "${item.label}"` : ''} links to the doc id ` +
      `"${item.docId}"${inInstance}, which does not exist.`;
    const hint = suggestion
      ? `Did you mean "${suggestion}"?`
      : 'A doc id is its path inside the docs folder without the extension (guides/setup), or its front matter id.';
    problems.push({ code: 'UnknownDocId', severity: 'error', ...placeOf(item.docId), message, hint });
  }
  const sidebarIds = options.sidebarIds(instance);
  if (item.type === 'docSidebar' && !sidebarIds.includes(item.sidebarId)) {
    const suggestion = closest(item.sidebarId, sidebarIds);
    const message =
      `The navbar item "${item.label}" refers to the sidebar id "${item.sidebarId}"${inInstance}, which does ` +
      `not exist.`;
    const hint = `${suggestion ? `Did you mean "${suggestion}"? ` : ''}Available ids: ${sidebarIds.join(', ')}.`;
    problems.push({ code: 'UnknownSidebarId', severity: 'error', ...placeOf(item.sidebarId), message, hint });
  }
  return problems;
}

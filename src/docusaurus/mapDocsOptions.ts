/**
 * The docs plugin's options of a Docusaurus config (the classic preset's
 * `docs`, or a `@docusaurus/plugin-content-docs` of its own) in sitegen's
 * keys, for mapDocusaurusConfig.ts: the folder, route, sidebars, edit links,
 * versions, and the Markdown plugins, which join the site's; another
 * instance (`id: 'community'`) is one of sitegen's `docsInstances`. An
 * option with no equivalent is a warning at its key.
 */
import { createRequire } from 'node:module';
import type { SitegenConfig } from '../config/defineConfig.ts';
import { isPlain, type ConfigReader, type Plain } from './configReader.ts';
import type { PluginContext } from './docusaurusPlugins.ts';

/** `'docs'`, `'/docs/'`, `''` → `/docs`, `/docs`, `/`. */
export function routeBase(value: string): string {
  const trimmed = value.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? '/' : `/${trimmed}`;
}

const quietDocsKeys = new Set([
  'id',
  'path',
  'routeBasePath',
  'sidebarPath',
  'editUrl',
  'showLastUpdateTime',
  'showLastUpdateAuthor',
  'remarkPlugins',
  'rehypePlugins',
  'beforeDefaultRemarkPlugins',
  'beforeDefaultRehypePlugins',
  'lastVersion',
  'onlyIncludeVersions',
  'includeCurrentVersion',
  'versions',
  'disableVersioning',
  'editLocalizedFiles',
  'editCurrentVersion',
  'sidebarCollapsible',
  'sidebarCollapsed',
  'breadcrumbs',
  'include',
  'exclude',
  'numberPrefixParser',
  'admonitions',
  'tags',
  'onInlineTags',
  'docItemComponent',
  'docLayoutComponent',
  'docRootComponent',
  'docVersionRootComponent',
  'docTagsListComponent',
  'docTagDocListComponent',
  'docCategoryGeneratedIndexComponent',
  'sidebarItemsGenerator',
  'showLastUpdate',
  'tagsBasePath',
]);

export function mapDocs(
  options: Plain,
  at: string,
  config: SitegenConfig,
  reader: ConfigReader,
  context: PluginContext,
): void {
  config.docs = readDocsOptions(options, at, { ...config.docs }, config, reader, context);
  reader.origin('docs', at);
}

/** Another instance of the docs plugin (`id: 'community'`): one of sitegen's docsInstances. */
export function mapDocsInstance(
  options: Plain,
  at: string,
  config: SitegenConfig,
  reader: ConfigReader,
  context: PluginContext,
): void {
  const id = reader.string(options.id, `${at}.id`) ?? '';
  const docs = readDocsOptions(options, at, {}, config, reader, context);
  config.docsInstances = [...(config.docsInstances ?? []), { ...docs, id }];
  reader.origin(`docsInstances.${id}`, at);
}

/**
 * A docs plugin's options in sitegen's keys, over `docs` (what the config has already); its Markdown plugins join the
 * site's.
 */
function readDocsOptions(
  options: Plain,
  at: string,
  docs: NonNullable<SitegenConfig['docs']>,
  config: SitegenConfig,
  reader: ConfigReader,
  context: PluginContext,
): NonNullable<SitegenConfig['docs']> {
  const docsPath = reader.sitePath(options.path, `${at}.path`, context.siteDir);
  if (docsPath !== undefined) docs.path = docsPath.replace(/^\.\//, '');
  const routeBasePath = reader.string(options.routeBasePath, `${at}.routeBasePath`);
  docs.routeBasePath = routeBase(routeBasePath ?? 'docs');
  if (options.sidebarPath === false) docs.sidebarPath = false;
  else {
    const sidebarPath = reader.sitePath(options.sidebarPath, `${at}.sidebarPath`, context.siteDir);
    if (sidebarPath !== undefined) docs.sidebarPath = sidebarPath;
  }
  const editUrl = options.editUrl;
  if (typeof editUrl === 'string') docs.editUrl = editUrl.endsWith('/') ? editUrl : `${editUrl}/`;
  else if (typeof editUrl === 'function') {
    docs.editUrl = (params) => {
      const result = (editUrl as (p: unknown) => unknown)(params);
      return typeof result === 'string' ? result : undefined;
    };
  }
  for (const key of [
    'showLastUpdateTime',
    'showLastUpdateAuthor',
    'includeCurrentVersion',
    'sidebarCollapsible',
    'sidebarCollapsed',
    'breadcrumbs',
  ] as const) {
    const value = reader.boolean(options[key], `${at}.${key}`);
    if (value !== undefined) docs[key] = value;
  }
  for (const key of ['include', 'exclude'] as const) {
    if (options[key] !== undefined)
      docs[key] = reader.array(options[key], `${at}.${key}`).filter((glob): glob is string => typeof glob === 'string');
  }
  const lastVersion = reader.string(options.lastVersion, `${at}.lastVersion`);
  if (lastVersion) docs.lastVersion = lastVersion;
  if (Array.isArray(options.onlyIncludeVersions))
    docs.onlyIncludeVersions = options.onlyIncludeVersions.filter((v): v is string => typeof v === 'string');
  if (options.disableVersioning === true)
    reader.warn(`${at}.disableVersioning`, 'disableVersioning is not supported: versions.json is read as it is.');
  const versions = readVersionsOptions(options, at, reader);
  if (versions) docs.versions = versions;
  config.markdown = withDocsPlugins(config.markdown, options, at, reader, context);
  if (typeof options.sidebarItemsGenerator === 'function')
    reader.warn(
      `${at}.sidebarItemsGenerator`,
      'sidebarItemsGenerator is not run: autogenerated sidebars are made from the docs folder as Docusaurus ' +
        'makes them by default.',
    );
  if (isPlain(options.admonitions) && Array.isArray(options.admonitions.keywords)) {
    reader.warn(
      `${at}.admonitions`,
      `Admonition keywords of the site's own (${options.admonitions.keywords.join(', ')}) are not recognised: ` +
        `sitegen knows note, tip, info, warning, danger, caution, important, success and secondary.`,
    );
  }
  for (const key of Object.keys(options)) {
    if (!quietDocsKeys.has(key))
      reader.warn(`${at}.${key}`, `The docs option ${key} has no equivalent in sitegen; it is ignored.`);
  }
  return docs;
}

/** A docs plugin's `versions`: each version's label, path, banner, badge and noIndex. */
function readVersionsOptions(
  options: Plain,
  at: string,
  reader: ConfigReader,
): NonNullable<SitegenConfig['docs']>['versions'] | undefined {
  const versions = reader.object(options.versions, `${at}.versions`);
  if (!versions) return undefined;
  const read: NonNullable<NonNullable<SitegenConfig['docs']>['versions']> = {};
  for (const [name, value] of Object.entries(versions)) {
    const version = reader.object(value, `${at}.versions.${name}`);
    if (!version) continue;
    const label = reader.string(version.label, `${at}.versions.${name}.label`);
    const versionPath = reader.string(version.path, `${at}.versions.${name}.path`);
    const badge = reader.boolean(version.badge, `${at}.versions.${name}.badge`);
    const noIndex = reader.boolean(version.noIndex, `${at}.versions.${name}.noIndex`);
    read[name] = {
      ...(label !== undefined ? { label } : {}),
      ...(versionPath !== undefined ? { path: versionPath.replace(/^\/+|\/+$/g, '') } : {}),
      ...(version.banner === 'none' || version.banner === 'unreleased' || version.banner === 'unmaintained'
        ? { banner: version.banner }
        : {}),
      ...(badge !== undefined ? { badge } : {}),
      ...(noIndex !== undefined ? { noIndex } : {}),
    };
  }
  return read;
}

/**
 * The site's Markdown plugins, with a docs plugin's added: sitegen runs one set of Markdown plugins for every doc, so
 * one that several instances list (a shared options object) runs once.
 */
function withDocsPlugins(
  given: SitegenConfig['markdown'],
  options: Plain,
  at: string,
  reader: ConfigReader,
  context: PluginContext,
): SitegenConfig['markdown'] {
  const markdown = { ...given };
  for (const key of [
    'remarkPlugins',
    'rehypePlugins',
    'beforeDefaultRemarkPlugins',
    'beforeDefaultRehypePlugins',
  ] as const) {
    const known = markdown[key] ?? [];
    const plugins = reader
      .array(options[key], `${at}.${key}`)
      .filter(
        (plugin) =>
          !isBuiltInPlugin(plugin, context.siteConfigPath) && !known.some((other) => samePlugin(other, plugin)),
      );
    if (plugins.length > 0) {
      markdown[key] = [...known, ...plugins] as never;
      reader.origin(`markdown.${key}`, `${at}.${key}`);
    }
  }
  return markdown;
}

/** The same Markdown plugin with the same options: `plugin` or `[plugin, options]`. */
function samePlugin(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (!Array.isArray(a) || !Array.isArray(b)) return false;
  if (a[0] !== b[0]) return false;
  try {
    return JSON.stringify(a.slice(1)) === JSON.stringify(b.slice(1));
  } catch {
    return false;
  }
}

/** Markdown plugins sitegen runs itself: the npm2yarn tabs and math. */
function isBuiltInPlugin(plugin: unknown, configFile: string): boolean {
  const fn = Array.isArray(plugin) ? plugin[0] : plugin;
  if (typeof fn !== 'function') return false;
  const require = createRequire(configFile);
  for (const name of ['@docusaurus/remark-plugin-npm2yarn']) {
    try {
      const module = require(name) as unknown;
      if (module === fn || (isPlain(module) && module.default === fn)) return true;
    } catch {
      // not installed
    }
  }
  return false;
}

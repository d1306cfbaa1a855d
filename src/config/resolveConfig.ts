/**
 * Applies every default documented in `defineConfig.ts`, so later stages read
 * `config.navbar.items` instead of repeating `?? []` (and its default) everywhere.
 */
import type {
  DocsInstanceConfig,
  NavbarItem,
  ResolvedConfig,
  ResolvedDocs,
  SearchConfig,
  SitegenConfig,
} from './defineConfig.ts';
import { defaultMaxFileSizeMb } from '../content/readSourceText.ts';
import { defaultRenderTimeoutSeconds } from '../timeLimit/docClock.ts';
import { resolveBlogs } from './blogConfig.ts';

/**
 * The config with all defaults filled in. Expects a config that passed
 * `validateConfig`; it does not check anything itself.
 *
 * `url` loses its trailing slash, because routes start with one and are
 * appended to it.
 */
export function resolveConfig(config: SitegenConfig): ResolvedConfig {
  const { navbar, footer, announcementBar, colorMode, docs } = config;
  return {
    title: config.title,
    tagline: config.tagline ?? '',
    titleDelimiter: config.titleDelimiter ?? '|',
    url: config.url.replace(/\/+$/, ''),
    basePath: config.basePath ?? '/',
    trailingSlash: config.trailingSlash ?? false,
    favicon: config.favicon,
    readRoot: config.readRoot ?? contentFolder(config),
    image: config.image,
    repositoryUrl: config.repositoryUrl,
    navbar: {
      title: navbar?.title ?? config.title,
      logo: navbar?.logo,
      items: (navbar?.items ?? []).map(resolveNavbarItem),
      hideOnScroll: navbar?.hideOnScroll ?? false,
      style: navbar?.style,
    },
    footer: resolveFooter(footer),
    announcementBar: announcementBar && {
      ...announcementBar,
      isCloseable: announcementBar.isCloseable ?? true,
    },
    colorMode: {
      defaultMode: colorMode?.defaultMode ?? 'light',
      disableSwitch: colorMode?.disableSwitch ?? false,
      respectPrefersColorScheme: colorMode?.respectPrefersColorScheme ?? false,
    },
    search: resolveSearch(config.search),
    onBrokenLinks: config.onBrokenLinks ?? 'throw',
    onBrokenAnchors: config.onBrokenAnchors ?? 'throw',
    onBrokenMarkdownLinks: config.onBrokenMarkdownLinks ?? config.onBrokenLinks ?? 'throw',
    staticDirectories: config.staticDirectories ?? ['static'],
    pages: config.pages === false ? false : { path: config.pages?.path ?? 'pages' },
    headTags: config.headTags ?? [],
    scripts: config.scripts ?? [],
    stylesheets: config.stylesheets ?? [],
    noIndex: config.noIndex ?? false,
    customFields: config.customFields ?? {},
    redirects: config.redirects ?? [],
    llms: resolveLlms(config.llms),
    clientModules: config.clientModules ?? [],
    i18n: {
      defaultLocale: config.i18n?.defaultLocale ?? 'en',
      locales: config.i18n?.locales ?? [config.i18n?.defaultLocale ?? 'en'],
      localeConfigs: config.i18n?.localeConfigs ?? {},
    },
    schemas: { mapUrls: config.schemas?.mapUrls ?? [] },
    limits: {
      maxFileSize: config.limits?.maxFileSize ?? defaultMaxFileSizeMb,
      renderTimeout: config.limits?.renderTimeout ?? defaultRenderTimeoutSeconds,
    },
    widgets: config.widgets ?? [],
    components: config.components ?? {},
    customCss: typeof config.customCss === 'string' ? [config.customCss] : (config.customCss ?? []),
    markdown: resolveMarkdown(config.markdown),
    docs: resolveDocs(docs),
    // An instance's table of contents and search tag are the site's.
    docsInstances: (config.docsInstances ?? []).map((instance) => ({
      ...resolveDocs(instance),
      toc: resolveDocs(docs).toc,
      id: instance.id,
    })),
    blogs: resolveBlogs(config.blog === true ? {} : config.blog, config.blogInstances),
  };
}

/** The folder that holds the site's content (docs, static files, blogs): what `readRoot` is by default. */
function contentFolder(config: SitegenConfig): string {
  return enclosingFolder([
    config.docs?.path ?? 'docs',
    ...(config.docsInstances ?? []).map((instance) => instance.path ?? 'docs'),
    ...(config.staticDirectories ?? []),
    ...resolveBlogs(config.blog === true ? {} : config.blog, config.blogInstances).map((blog) => blog.path),
  ]);
}

function resolveFooter(footer: SitegenConfig['footer']): ResolvedConfig['footer'] {
  return {
    style: footer?.style ?? 'light',
    links: footer?.links ?? [],
    simpleLinks: footer?.simpleLinks ?? [],
    logo: footer?.logo,
    copyright: footer?.copyright ?? '',
  };
}

function resolveLlms(llms: SitegenConfig['llms']): ResolvedConfig['llms'] {
  if (llms === false) return { enabled: false, full: false, include: [], exclude: [], assistants: [] };
  return {
    enabled: llms?.enabled ?? true,
    full: llms?.full ?? true,
    include: llms?.include ?? [],
    exclude: llms?.exclude ?? [],
    assistants: llms?.assistants ?? [],
    ...(llms?.sections ? { sections: llms.sections } : {}),
  };
}

function resolveMarkdown(markdown: SitegenConfig['markdown']): ResolvedConfig['markdown'] {
  return {
    beforeDefaultRemarkPlugins: markdown?.beforeDefaultRemarkPlugins ?? [],
    remarkPlugins: markdown?.remarkPlugins ?? [],
    beforeDefaultRehypePlugins: markdown?.beforeDefaultRehypePlugins ?? [],
    rehypePlugins: markdown?.rehypePlugins ?? [],
    format: markdown?.format ?? 'detect',
  };
}

/** One docs instance's settings with their defaults (the main docs', or one of `docsInstances`). */
function resolveDocs(docs: SitegenConfig['docs'] | DocsInstanceConfig | undefined): ResolvedDocs {
  return {
    path: docs?.path ?? 'docs',
    sidebarPath: docs?.sidebarPath,
    include: docs?.include,
    exclude: docs?.exclude,
    routeBasePath: docs?.routeBasePath ?? '/docs',
    versionTag: (docs && 'versionTag' in docs ? docs.versionTag : undefined) ?? 'current',
    lastVersion: docs?.lastVersion,
    onlyIncludeVersions: docs?.onlyIncludeVersions,
    includeCurrentVersion: docs?.includeCurrentVersion ?? true,
    versions: docs?.versions ?? {},
    toc: (docs && 'toc' in docs ? docs.toc : undefined) ?? { min: 2, max: 3 },
    editUrl: docs?.editUrl,
    showLastUpdateTime: docs?.showLastUpdateTime ?? false,
    showLastUpdateAuthor: docs?.showLastUpdateAuthor ?? false,
    sidebarCollapsible: docs?.sidebarCollapsible ?? true,
    // A category that cannot be collapsed is open.
    sidebarCollapsed: (docs?.sidebarCollapsible ?? true) && (docs?.sidebarCollapsed ?? true),
    breadcrumbs: docs?.breadcrumbs ?? true,
  };
}

/**
 * The folder that holds the site and the folders the config names outside it (`docs.path: '../docs'`):
 * `'..'` for that one. Files are read inside it only, as inside the site.
 */
function enclosingFolder(paths: string[]): string {
  const climbs = Math.max(
    0,
    ...paths.map((given) => {
      const parts = given.split(/[\\/]/).filter((part) => part !== '.' && part !== '');
      const first = parts.findIndex((part) => part !== '..');
      return first === -1 ? parts.length : first;
    }),
  );
  return climbs === 0 ? '.' : Array.from({ length: climbs }, () => '..').join('/');
}

/** Item positions default by kind: links left; the locale, search and colour-mode buttons right. */
function resolveNavbarItem(item: NavbarItem): NavbarItem {
  const fallback =
    item.type === 'localeDropdown' ||
    item.type === 'docsVersionDropdown' ||
    item.type === 'search' ||
    item.type === 'colorMode'
      ? 'right'
      : 'left';
  return { ...item, position: item.position ?? fallback };
}

function resolveSearch(search: SearchConfig | undefined): SearchConfig {
  if (search === undefined) return { provider: 'local' };
  if (search.provider === 'local') return search;
  return {
    ...search,
    contextualSearch: search.contextualSearch ?? true,
    insights: search.insights ?? false,
  };
}

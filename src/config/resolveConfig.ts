/**
 * Applies every default documented in `defineConfig.ts`, so later stages read
 * `config.navbar.items` instead of repeating `?? []` (and its default) everywhere.
 */
import type { NavbarItem, ResolvedConfig, SearchConfig, SitegenConfig } from './defineConfig.ts';
import { defaultMaxFileSizeMb } from '../content/readSourceText.ts';

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
    url: config.url.replace(/\/+$/, ''),
    basePath: config.basePath ?? '/',
    trailingSlash: config.trailingSlash ?? false,
    favicon: config.favicon,
    readRoot: config.readRoot ?? '.',
    image: config.image,
    repositoryUrl: config.repositoryUrl,
    navbar: {
      title: navbar?.title ?? config.title,
      logo: navbar?.logo,
      items: (navbar?.items ?? []).map(resolveNavbarItem),
      hideOnScroll: navbar?.hideOnScroll ?? false,
    },
    footer: {
      style: footer?.style ?? 'light',
      links: footer?.links ?? [],
      copyright: footer?.copyright ?? '',
    },
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
    i18n: { defaultLocale: config.i18n?.defaultLocale ?? 'en', locales: config.i18n?.locales ?? [config.i18n?.defaultLocale ?? 'en'], localeConfigs: config.i18n?.localeConfigs ?? {} },
    schemas: { mapUrls: config.schemas?.mapUrls ?? [] },
    limits: { maxFileSize: config.limits?.maxFileSize ?? defaultMaxFileSizeMb },
    widgets: config.widgets ?? [],
    components: config.components ?? {},
    customCss: typeof config.customCss === 'string' ? [config.customCss] : config.customCss ?? [],
    markdown: {
      beforeDefaultRemarkPlugins: config.markdown?.beforeDefaultRemarkPlugins ?? [],
      remarkPlugins: config.markdown?.remarkPlugins ?? [],
      beforeDefaultRehypePlugins: config.markdown?.beforeDefaultRehypePlugins ?? [],
      rehypePlugins: config.markdown?.rehypePlugins ?? [],
      format: config.markdown?.format ?? 'detect',
    },
    docs: {
      routeBasePath: docs?.routeBasePath ?? '/docs',
      versionTag: docs?.versionTag ?? 'current',
      lastVersion: docs?.lastVersion,
      onlyIncludeVersions: docs?.onlyIncludeVersions,
      includeCurrentVersion: docs?.includeCurrentVersion ?? true,
      versions: docs?.versions ?? {},
      toc: docs?.toc ?? { min: 2, max: 3 },
      editUrl: docs?.editUrl,
      showLastUpdateTime: docs?.showLastUpdateTime ?? false,
      showLastUpdateAuthor: docs?.showLastUpdateAuthor ?? false,
    },
  };
}

/** Item positions default by kind: links left; the locale, search and colour-mode buttons right. */
function resolveNavbarItem(item: NavbarItem): NavbarItem {
  const fallback = item.type === 'localeDropdown' || item.type === 'docsVersionDropdown' || item.type === 'search' || item.type === 'colorMode' ? 'right' : 'left';
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

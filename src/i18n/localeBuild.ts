/**
 * One language's build of a site of several: the site's config with the
 * locale's base path (`/fr/`), the folders of its translated docs, and the
 * theme's view of every language (for the language menu, `hreflang` and the
 * sitemap). A language other than the default is built like a site of its own
 * into `<out>/<path>/`, as Docusaurus builds it.
 */
import path from 'node:path';
import type { ThemeLocales } from '../../theme/context.ts';
import type { ResolvedConfig } from '../config/defineConfig.ts';
import { currentVersionName, versionedDocsFolder, versionKey } from '../versions/versionKey.ts';
import type { LocaleInfo } from './locales.ts';
import { docsPluginFolder, type DocsRelease } from './translateSidebars.ts';
import { defaultBlogInstance } from '../config/blogConfig.ts';

export interface LocaleBuild {
  locale: LocaleInfo;
  /** Every language of the site, the default first. */
  locales: LocaleInfo[];
  /** The output folder of the whole site; this language's is `<topOutDir>/<path>`. */
  topOutDir: string;
}

/** A locale's base path: the site's own for the default locale, `<basePath><path>/` for the others. */
export function localeBasePath(basePath: string, locale: LocaleInfo): string {
  const base = basePath.endsWith('/') ? basePath : `${basePath}/`;
  return locale.path ? `${base}${locale.path}/` : base;
}

/** The site's config as a locale's build sees it: addresses under the locale's base path. */
export function localizedConfig(config: ResolvedConfig, build: LocaleBuild | undefined): ResolvedConfig {
  return build && build.locale.path ? { ...config, basePath: localeBasePath(config.basePath, build.locale) } : config;
}

/**
 * The folders holding a locale's translation of a docs version, first first: sitegen's own
 * (`i18n/fr/docs/`, `i18n/fr/versioned_docs/version-1.0/`) and Docusaurus's
 * (`i18n/fr/docusaurus-plugin-content-docs/current/`, `…/version-1.0/`); another docs instance's only in
 * Docusaurus's (`i18n/fr/docusaurus-plugin-content-docs-community/current/`).
 */
export function translatedDocsFolders(siteDir: string, locale: string, version: DocsRelease): string[] {
  const root = path.join(siteDir, 'i18n', locale);
  const isCurrent = version.release === currentVersionName;
  const docusaurus = path.join(
    root,
    docsPluginFolder(version.instance),
    isCurrent ? 'current' : `version-${version.release}`,
  );
  if (version.instance !== 'default') return [docusaurus];
  return [path.join(root, isCurrent ? 'docs' : versionedDocsFolder(version.release)), docusaurus];
}

/**
 * A blog's translations in a language other than the default, as Docusaurus keeps them:
 * `i18n/<locale>/docusaurus-plugin-content-blog/` (`-<id>` for another blog). A post there stands for the
 * post of the same path in the blog's folder; the authors and tags files there for the blog's.
 */
export function translatedBlogFolder(siteDir: string, locale: string, blogId: string): string {
  return path.join(
    siteDir,
    'i18n',
    locale,
    blogId === defaultBlogInstance ? 'docusaurus-plugin-content-blog' : `docusaurus-plugin-content-blog-${blogId}`,
  );
}

/** What the theme renders of the languages: the current one, and each one's base address. */
export function themeLocales(config: ResolvedConfig, build: LocaleBuild): ThemeLocales {
  return {
    current: build.locale.code,
    locales: build.locales.map((locale) => ({
      code: locale.code,
      label: locale.label,
      htmlLang: locale.htmlLang,
      direction: locale.direction,
      basePath: localeBasePath(config.basePath, locale),
    })),
  };
}

/**
 * Every version's sidebar translations (`current.json`, `version-1.0.json`) as one table for the build's
 * one map of sidebars, whose ids of other versions than the current one are prefixed (versionKey).
 */
export function versionedSidebarMessages(
  byVersion: ReadonlyMap<string, Readonly<Record<string, string>>>,
): Record<string, string> {
  const merged: Record<string, string> = {};
  for (const [version, messages] of byVersion) {
    for (const [key, message] of Object.entries(messages)) {
      if (key.startsWith('sidebar.')) merged[`sidebar.${versionKey(version, key.slice('sidebar.'.length))}`] = message;
    }
  }
  return merged;
}

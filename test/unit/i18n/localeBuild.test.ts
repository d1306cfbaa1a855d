/**
 * One language's view of the site: its base path, its config, the folders its translated docs come
 * from, the languages the theme renders, and the sidebar labels of every version keyed as the build's
 * one map of sidebars has them.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../../src/config/resolveConfig.ts';
import {
  localeBasePath,
  localizedConfig,
  themeLocales,
  translatedDocsFolders,
  versionedSidebarMessages,
  type LocaleBuild,
} from '../../../src/i18n/localeBuild.ts';
import type { LocaleInfo } from '../../../src/i18n/locales.ts';

const en: LocaleInfo = { code: 'en', label: 'English', direction: 'ltr', htmlLang: 'en', path: '', isDefault: true };
const fr: LocaleInfo = {
  code: 'fr',
  label: 'Français',
  direction: 'ltr',
  htmlLang: 'fr-FR',
  path: 'francais',
  isDefault: false,
};
const ar: LocaleInfo = { code: 'ar', label: 'العربية', direction: 'rtl', htmlLang: 'ar', path: 'ar', isDefault: false };
const config = resolveConfig({ title: 'Fixture', url: 'https://example.com', basePath: '/docs-site/' });
const build = (locale: LocaleInfo): LocaleBuild => ({ locale, locales: [en, fr, ar], topOutDir: '/out' });

describe('localeBasePath', () => {
  it.each([
    ['/', en, '/'],
    ['/', fr, '/francais/'],
    ['/site/', ar, '/site/ar/'],
    ['/site', ar, '/site/ar/'],
    ['/site', en, '/site/'],
  ] as const)('%s for %s', (basePath, locale, expected) => {
    expect(localeBasePath(basePath, locale)).toBe(expected);
  });
});

describe('localizedConfig', () => {
  it('extends the base path for a language other than the default, and leaves the rest', () => {
    expect(localizedConfig(config, build(fr))).toEqual({ ...config, basePath: `${config.basePath}francais/` });
    expect(localizedConfig(config, build(en))).toBe(config);
    expect(localizedConfig(config, undefined)).toBe(config);
  });
});

describe('translatedDocsFolders', () => {
  it("names sitegen's folder first, then Docusaurus's, for the current docs and for a version", () => {
    expect(translatedDocsFolders('/site', 'fr', { instance: 'default', release: 'current' })).toEqual([
      path.join('/site', 'i18n/fr/docs'),
      path.join('/site', 'i18n/fr/docusaurus-plugin-content-docs/current'),
    ]);
    expect(translatedDocsFolders('/site', 'fr', { instance: 'default', release: '1.0' })).toEqual([
      path.join('/site', 'i18n/fr/versioned_docs/version-1.0'),
      path.join('/site', 'i18n/fr/docusaurus-plugin-content-docs/version-1.0'),
    ]);
  });

  it("names only Docusaurus's folder, after the instance, for another docs instance", () => {
    expect(translatedDocsFolders('/site', 'fr', { instance: 'community', release: 'current' })).toEqual([
      path.join('/site', 'i18n/fr/docusaurus-plugin-content-docs-community/current'),
    ]);
    expect(translatedDocsFolders('/site', 'fr', { instance: 'community', release: '2.0' })).toEqual([
      path.join('/site', 'i18n/fr/docusaurus-plugin-content-docs-community/version-2.0'),
    ]);
  });
});

describe('themeLocales', () => {
  it('gives the theme the current language and every language with its base address', () => {
    expect(themeLocales(config, build(ar))).toEqual({
      current: 'ar',
      locales: [
        { code: 'en', label: 'English', htmlLang: 'en', direction: 'ltr', basePath: '/docs-site/' },
        { code: 'fr', label: 'Français', htmlLang: 'fr-FR', direction: 'ltr', basePath: '/docs-site/francais/' },
        { code: 'ar', label: 'العربية', htmlLang: 'ar', direction: 'rtl', basePath: '/docs-site/ar/' },
      ],
    });
  });
});

describe('versionedSidebarMessages', () => {
  it("keys the sidebar labels of versions other than the current one by version, and drops the version's label", () => {
    const messages = versionedSidebarMessages(
      new Map<string, Record<string, string>>([
        ['current', { 'version.label': 'Suivante', 'sidebar.docs.category.Guides': 'Guides' }],
        [
          '1.0',
          { 'version.label': '1.0', 'sidebar.docs.category.Guides': 'Guides 1.0', 'sidebar.docs.link.Blog': 'Blogue' },
        ],
      ]),
    );
    expect(messages).toEqual({
      'sidebar.docs.category.Guides': 'Guides',
      'sidebar.1.0\u0000docs.category.Guides': 'Guides 1.0',
      'sidebar.1.0\u0000docs.link.Blog': 'Blogue',
    });
  });
});

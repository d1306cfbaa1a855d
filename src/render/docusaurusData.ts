/**
 * What a site's components read through Docusaurus's client API
 * (`useDocusaurusContext()`, `useGlobalData()`, the docs plugin's hooks),
 * made from the build's own data: the config as the Docusaurus config wrote
 * it (or, for a sitegen site, in Docusaurus's shape), the languages, the
 * site's translated strings, and the docs plugin's global data (its versions,
 * their docs and sidebars).
 */
import type { DocusaurusData, GlobalVersion } from '../../theme/docusaurus/docusaurusContext.ts';
import { defaultDocsInstance, type ResolvedConfig } from '../config/defineConfig.ts';
import type { DocsVersion } from '../versions/docsVersions.ts';
import type { DocNavigation, DocRef } from '../sidebars/buildSidebars.ts';
import { currentVersionName, versionKey } from '../versions/versionKey.ts';
import { hrefFor } from '../routes/outputPath.ts';

export interface DocusaurusDataInput {
  config: ResolvedConfig;
  /** The Docusaurus config's plain values; undefined for a sitegen site. */
  siteConfig: Record<string, unknown> | undefined;
  versions: readonly DocsVersion[];
  docRefs: ReadonlyMap<string, DocRef>;
  navigation: ReadonlyMap<string, DocNavigation>;
  /** The site's own strings of the language being built (its `code.json`), for `translate()`. */
  codeTranslations: Record<string, string>;
  locale: string;
}

export function docusaurusData(input: DocusaurusDataInput): DocusaurusData {
  const { config } = input;
  const href = (route: string) => hrefFor(route, config.basePath, config.trailingSlash);
  const globalVersion = (version: DocsVersion): GlobalVersion => {
    const docs = [...input.docRefs]
      .filter(([key]) => isInVersion(key, version.name))
      .map(([key, ref]) => {
        const sidebar = input.navigation.get(key)?.sidebarId?.split('\u0000').pop();
        return { id: ref.doc.id, path: ref.href, ...(sidebar ? { sidebar } : {}) };
      });
    const root = docs.find((doc) => doc.path === href(version.routeBase));
    return {
      name: version.release,
      label: version.label,
      isLast: version.isLast,
      path: href(version.routeBase),
      mainDocId: root?.id ?? docs[0]?.id ?? '',
      docs,
      draftIds: [],
      sidebars: {},
    };
  };
  // Each docs instance under its id, as Docusaurus's docs plugin keys its global data.
  const instances = [config.docs, ...config.docsInstances].map((docs) => {
    const id = 'id' in docs ? docs.id : defaultDocsInstance;
    const versions = input.versions.filter((version) => version.instance === id).map(globalVersion);
    return [id, { path: href(docs.routeBasePath), versions, breadcrumbs: docs.breadcrumbs }] as const;
  });
  const siteConfig = input.siteConfig ?? {
    title: config.title,
    tagline: config.tagline,
    url: config.url,
    baseUrl: config.basePath,
    trailingSlash: config.trailingSlash,
    favicon: config.favicon,
    customFields: config.customFields,
    themeConfig: {},
  };
  return {
    siteConfig: {
      themeConfig: {},
      customFields: {},
      ...siteConfig,
      baseUrl:
        config.basePath === '/' || !input.siteConfig
          ? ((siteConfig.baseUrl as string) ?? config.basePath)
          : (siteConfig.baseUrl as string),
    } as DocusaurusData['siteConfig'],
    siteMetadata: { docusaurusVersion: '3.10.0', pluginVersions: {} },
    globalData: {
      'docusaurus-plugin-content-docs': Object.fromEntries(instances),
    },
    i18n: {
      defaultLocale: config.i18n.defaultLocale,
      locales: config.i18n.locales,
      currentLocale: input.locale,
      path: 'i18n',
      localeConfigs: Object.fromEntries(
        config.i18n.locales.map((locale) => {
          const own = config.i18n.localeConfigs[locale] ?? {};
          return [
            locale,
            {
              label: own.label ?? locale,
              htmlLang: own.htmlLang ?? locale,
              direction: own.direction ?? 'ltr',
              path: own.path ?? locale,
              calendar: 'gregory',
            },
          ];
        }),
      ),
    },
    codeTranslations: input.codeTranslations,
  };
}

function isInVersion(key: string, version: string): boolean {
  const at = key.indexOf('\u0000');
  return version === currentVersionName ? at === -1 : key.startsWith(versionKey(version, ''));
}

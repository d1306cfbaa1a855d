/**
 * What every page shows of the site's navigation, worked out once a build's
 * routes and sidebars are known: where the navbar's doc and sidebar items
 * lead (the last version's docs, the one served at the docs' root, of the
 * main docs or of another instance), the versions menu, and the theme's
 * settings with those links resolved, in the language being built.
 */
import type { SidebarEntry } from '../../theme/data/siteData.ts';
import type { ThemeConfig } from '../../theme/context.ts';
import { firstHrefOf } from '../../theme/data/links.ts';
import { defaultDocsInstance, type ResolvedConfig } from '../config/defineConfig.ts';
import { themeLocales, type LocaleBuild } from '../i18n/localeBuild.ts';
import type { LocaleTranslations } from '../i18n/localeTranslations.ts';
import { translateThemeConfig } from '../i18n/translateThemeConfig.ts';
import { themeConfigFrom } from '../render/themeConfig.ts';
import type { DocRef } from '../sidebars/buildSidebars.ts';
import type { DocsVersion } from '../versions/docsVersions.ts';
import { instanceOfVersion, splitVersionKey, versionKey } from '../versions/versionKey.ts';
import { createVersionsView, type VersionsView } from '../versions/versionPages.ts';

export interface SiteNavigationInput {
  /** The config of the language being built (its base path), and the site's (the languages' own). */
  config: ResolvedConfig;
  siteConfig: ResolvedConfig;
  versions: readonly DocsVersion[];
  /** The main docs' last version. */
  lastVersion: DocsVersion | undefined;
  sidebars: ReadonlyMap<string, SidebarEntry[]>;
  docRefs: ReadonlyMap<string, DocRef>;
  hasRoute: (route: string) => boolean;
  href: (route: string) => string;
  translations: LocaleTranslations | undefined;
  localeBuild: LocaleBuild | undefined;
  /** A Docusaurus website: the markup carries its classic theme's class names. */
  classic: boolean;
}

export interface SiteNavigation {
  themeConfig: ThemeConfig;
  versionsView: VersionsView | undefined;
  /** Where "the docs" are: the last version's main doc, else the first doc of the first sidebar. */
  docsHref: string | undefined;
}

/** Ids by docs instance, without their version: for the check of the navbar's doc and sidebar items (configLinks). */
export function idsByInstance(keys: Iterable<string>): (instance: string) => string[] {
  const all = [...keys];
  return (instance) => [
    ...new Set(
      all
        .filter((key) => instanceOfVersion(splitVersionKey(key).version) === instance)
        .map((key) => splitVersionKey(key).id),
    ),
  ];
}

export function siteNavigation(input: SiteNavigationInput): SiteNavigation {
  const { config, versions, lastVersion, sidebars, docRefs } = input;
  const lastOf = (instance = defaultDocsInstance) =>
    instance === defaultDocsInstance
      ? lastVersion
      : (versions.find((version) => version.instance === instance && version.isLast) ??
        versions.find((version) => version.instance === instance));
  const firstHref = (sidebarId: string, instance?: string) => {
    const last = lastOf(instance);
    return firstHrefOf(
      sidebars.get(versionKey(last?.name, sidebarId)) ??
        (last?.instance === defaultDocsInstance || !last ? sidebars.get(sidebarId) : undefined) ??
        [],
    );
  };
  const docLink = (id: string, instance?: string) => {
    const last = lastOf(instance);
    const ref =
      docRefs.get(versionKey(last?.name, id)) ??
      (last?.instance === defaultDocsInstance || !last ? docRefs.get(id) : undefined);
    return ref ? { href: ref.href, label: ref.doc.frontMatter.sidebar_label ?? ref.title } : undefined;
  };
  const versionsView = createVersionsView({
    versions,
    docRefs,
    sidebars,
    hasRoute: input.hasRoute,
    href: input.href,
  });
  const firstSidebarHref = firstHref(sidebars.keys().next().value ?? '');
  const mainHref = lastVersion && versionsView?.mainHref(lastVersion.name);
  const untranslated: ThemeConfig = {
    ...themeConfigFrom(config, {
      sidebarFirstHref: firstHref,
      ...(versionsView
        ? {
            sidebarVersionHrefs: (sidebarId: string, instance?: string) =>
              versionsView.sidebarHrefs(sidebarId, instance),
          }
        : {}),
      doc: docLink,
      mainDoc: () =>
        mainHref
          ? { href: mainHref, label: lastVersion.label }
          : firstSidebarHref !== undefined
            ? { href: firstSidebarHref, label: lastVersion?.label ?? 'Docs' }
            : undefined,
    }),
    ...(input.localeBuild ? { i18n: themeLocales(input.siteConfig, input.localeBuild) } : {}),
    ...(input.classic ? { classic: true } : {}),
  };
  return {
    themeConfig: input.translations ? translateThemeConfig(untranslated, input.translations.themeConfig) : untranslated,
    versionsView,
    docsHref: mainHref ?? firstSidebarHref,
  };
}

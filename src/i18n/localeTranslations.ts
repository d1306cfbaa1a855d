/**
 * What a language's build reads of its translations, besides its docs: the
 * theme's strings (`i18n/<locale>/code.json` over the theme's own), the
 * navbar's and footer's labels (`docusaurus-theme-classic/*.json`) and each
 * docs version's labels (`docusaurus-plugin-content-docs/<version>.json`: the
 * version's label, its sidebars' categories and links), as Docusaurus has them.
 */
import type { Translation } from '../../theme/i18n/translate.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { SidebarsResult } from '../sidebars/buildSidebars.ts';
import { versionedSidebarMessages } from './localeBuild.ts';
import { loadThemeStrings } from './themeStrings.ts';
import { localeDirOutside, type TranslationFilesOptions } from './translationFile.ts';
import { loadThemeConfigTranslations, type ThemeConfigTranslations } from './translateThemeConfig.ts';
import {
  loadSidebarTranslations,
  translateCategoryPages,
  translateNavigation,
  translateSidebars,
  versionLabel,
  type DocsRelease,
} from './translateSidebars.ts';

export interface LocaleTranslations {
  strings: Translation;
  themeConfig: ThemeConfigTranslations;
  /** Every version's sidebar labels, keyed for the build's one map of sidebars. */
  sidebarMessages: Record<string, string>;
  /** Each version's label in this language, where its file gives one. */
  versionLabels: Map<string, string>;
  problems: Diagnostic[];
  /** The files read (present or not): a change to one needs a new builder. */
  files: string[];
}

/**
 * `files.sourceText` carries `limits.maxFileSize` and `files.boundary` the config's `readRoot`: a translation
 * file is a source file of the site, read as a doc is. A locale folder leading out of the boundary is one
 * problem, and nothing of it is read.
 */
export async function loadLocaleTranslations(
  files: TranslationFilesOptions,
  versions: readonly (DocsRelease & { name: string })[],
): Promise<LocaleTranslations> {
  const folderOutside = localeDirOutside(files);
  if (folderOutside) {
    return {
      strings: { locale: files.locale, messages: {} },
      themeConfig: {},
      sidebarMessages: {},
      versionLabels: new Map(),
      problems: [folderOutside],
      files: [],
    };
  }
  const [strings, themeConfig, ...sidebars] = await Promise.all([
    loadThemeStrings(files),
    loadThemeConfigTranslations(files),
    ...versions.map((version) => loadSidebarTranslations({ ...files, version })),
  ]);
  const byVersion = new Map(versions.map((version, i) => [version.name, sidebars[i]?.messages ?? {}]));
  const versionLabels = new Map(
    [...byVersion].flatMap(([version, messages]) =>
      messages['version.label'] ? [[version, versionLabel(messages, version)] as const] : [],
    ),
  );
  return {
    strings: strings.strings,
    themeConfig: {
      ...(themeConfig.navbar ? { navbar: themeConfig.navbar } : {}),
      ...(themeConfig.footer ? { footer: themeConfig.footer } : {}),
    },
    sidebarMessages: versionedSidebarMessages(byVersion),
    versionLabels,
    problems: [...strings.problems, ...themeConfig.problems, ...sidebars.flatMap((read) => read.problems)],
    files: [strings.file, ...themeConfig.files, ...sidebars.map((read) => read.file)],
  };
}

/** The built sidebars with the language's labels: entries, generated-index pages, breadcrumbs and previous/next. */
export function translateBuiltSidebars(
  result: SidebarsResult,
  messages: Record<string, string> | undefined,
): SidebarsResult {
  if (!messages || Object.keys(messages).length === 0) return result;
  return {
    ...result,
    sidebars: translateSidebars(result.sidebars, messages),
    categoryPages: translateCategoryPages(result.categoryPages, messages),
    navigation: translateNavigation(result.navigation, messages),
  };
}

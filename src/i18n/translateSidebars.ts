/**
 * Sidebars in a locale, from `i18n/<locale>/docusaurus-plugin-content-docs/<version>.json`
 * (`current.json`, `version-1.0.json`), Docusaurus's file and keys:
 * `version.label`, `sidebar.<id>.category.<label>` (and its
 * `.link.generated-index.title` / `.description`), `sidebar.<id>.link.<label>`,
 * `sidebar.<id>.doc.<label>`. And the other way, the messages
 * `write-translations` writes for translators.
 *
 * A doc's own title is translated in the translated doc; `write-translations`
 * writes no `doc` keys (their labels are doc titles), but the build applies any a translator adds.
 */
import path from 'node:path';
import type { Breadcrumb, PaginationLink, SidebarCategoryEntry, SidebarEntry } from '../../theme/data/siteData.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { CategoryPage, DocNavigation } from '../sidebars/buildSidebars.ts';
import {
  localeDir,
  messagesOf,
  readLocaleFile,
  type TranslationEntries,
  type TranslationFilesOptions,
} from './translationFile.ts';

type Messages = Readonly<Record<string, string>>;

/** `current` for the docs being written, `version-1.0` for a released version. */
export function docsTranslationFile(
  siteDir: string,
  locale: string,
  version: DocsRelease = { instance: 'default', release: 'current' },
): string {
  return path.join(
    localeDir(siteDir, locale),
    docsPluginFolder(version.instance),
    `${version.release === 'current' ? 'current' : `version-${version.release}`}.json`,
  );
}

/** A version as its translation files name it: its docs instance and its name there. */
export interface DocsRelease {
  instance: string;
  release: string;
}

/**
 * The folder of a docs instance's translations in a locale, as Docusaurus names it:
 * `docusaurus-plugin-content-docs[-<id>]`.
 */
export function docsPluginFolder(instance: string): string {
  return instance === 'default' ? 'docusaurus-plugin-content-docs' : `docusaurus-plugin-content-docs-${instance}`;
}

export async function loadSidebarTranslations(
  options: TranslationFilesOptions & { version?: DocsRelease },
): Promise<{ messages?: Messages; problems: Diagnostic[]; file: string }> {
  const file = docsTranslationFile(options.siteDir, options.locale, options.version);
  const { entries, problems } = await readLocaleFile(file, options);
  return { ...(entries ? { messages: messagesOf(entries) } : {}), problems, file };
}

/** The version's label in the locale (`version.label`), else `fallback`. */
export function versionLabel(messages: Messages, fallback: string): string {
  return messages['version.label'] ?? fallback;
}

const categoryKey = (sidebarId: string, label: string) => `sidebar.${sidebarId}.category.${label}`;

function translateEntry(entry: SidebarEntry, sidebarId: string, messages: Messages): SidebarEntry {
  switch (entry.type) {
    case 'category': {
      const key = categoryKey(sidebarId, entry.label);
      const description = messages[`${key}.link.generated-index.description`] ?? entry.description;
      return {
        ...entry,
        label: messages[key] ?? entry.label,
        ...(description !== undefined ? { description } : {}),
        items: entry.items.map((item) => translateEntry(item, sidebarId, messages)),
      };
    }
    case 'link':
      return { ...entry, label: messages[`sidebar.${sidebarId}.link.${entry.label}`] ?? entry.label };
    case 'doc':
      return { ...entry, label: messages[`sidebar.${sidebarId}.doc.${entry.label}`] ?? entry.label };
    case 'html':
      return entry;
  }
}

/** A new map of sidebars with the labels `messages` translate. */
export function translateSidebars(
  sidebars: ReadonlyMap<string, SidebarEntry[]>,
  messages: Messages,
): Map<string, SidebarEntry[]> {
  return new Map(
    [...sidebars].map(([id, entries]) => [id, entries.map((entry) => translateEntry(entry, id, messages))]),
  );
}

/** Generated-index pages: their title and description, and the cards of their category. */
export function translateCategoryPages(pages: readonly CategoryPage[], messages: Messages): CategoryPage[] {
  return pages.map((page) => {
    const key = categoryKey(page.sidebarId, page.category.label);
    const category = translateEntry(page.category, page.sidebarId, messages) as SidebarCategoryEntry;
    // A title of its own is translated by its key; a title that is the label, as the label.
    const title =
      messages[`${key}.link.generated-index.title`] ??
      (page.title === page.category.label ? category.label : page.title);
    return {
      ...page,
      title,
      description: messages[`${key}.link.generated-index.description`] ?? page.description,
      category,
    };
  });
}

/** Breadcrumbs and previous/next links, whose labels are the sidebar's. */
export function translateNavigation(
  navigation: ReadonlyMap<string, DocNavigation>,
  messages: Messages,
): Map<string, DocNavigation> {
  const label = (sidebarId: string, text: string) =>
    messages[categoryKey(sidebarId, text)] ??
    messages[`sidebar.${sidebarId}.doc.${text}`] ??
    messages[`sidebar.${sidebarId}.link.${text}`] ??
    text;
  const link = <T extends Breadcrumb | PaginationLink>(sidebarId: string, item: T): T => ({
    ...item,
    label: label(sidebarId, item.label),
  });
  return new Map(
    [...navigation].map(([key, nav]) => [
      key,
      {
        ...nav,
        breadcrumbs: nav.breadcrumbs.map((crumb) => link(nav.sidebarId, crumb)),
        ...(nav.previous ? { previous: link(nav.sidebarId, nav.previous) } : {}),
        ...(nav.next ? { next: link(nav.sidebarId, nav.next) } : {}),
      },
    ]),
  );
}

/**
 * What `write-translations` writes into `current.json`: the version label, each category and link, each generated-index
 * page's own title and description.
 */
export function sidebarMessages(
  sidebars: ReadonlyMap<string, SidebarEntry[]>,
  categoryPages: readonly CategoryPage[] = [],
  label = 'Next',
  version = 'current',
): TranslationEntries {
  const entries: TranslationEntries = {
    'version.label': { message: label, description: `The label for version ${version}` },
  };
  const pages = new Map(categoryPages.map((page) => [page.category, page]));
  const walk = (sidebarId: string, items: readonly SidebarEntry[]) => {
    for (const item of items) {
      if (item.type === 'category') {
        const key = categoryKey(sidebarId, item.label);
        entries[key] = {
          message: item.label,
          description: `The label for category ${item.label} in sidebar ${sidebarId}`,
        };
        const page = pages.get(item);
        if (page && page.title !== item.label)
          entries[`${key}.link.generated-index.title`] = {
            message: page.title,
            description: `The generated-index page title for category ${item.label} in sidebar ${sidebarId}`,
          };
        const description = page?.description ?? item.description;
        if (description)
          entries[`${key}.link.generated-index.description`] = {
            message: description,
            description: `The generated-index page description for category ${item.label} in sidebar ${sidebarId}`,
          };
        walk(sidebarId, item.items);
      } else if (item.type === 'link') {
        entries[`sidebar.${sidebarId}.link.${item.label}`] = {
          message: item.label,
          description: `The label for link ${item.label} in sidebar ${sidebarId}, linking to ${item.href}`,
        };
      }
    }
  };
  for (const [id, items] of sidebars) walk(id, items);
  return entries;
}

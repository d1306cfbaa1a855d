/**
 * The navbar and footer in a locale, from `i18n/<locale>/docusaurus-theme-classic/navbar.json`
 * (`title`, `logo.alt`, `item.label.<label>`) and `footer.json` (`link.title.<title>`,
 * `link.item.label.<label>`, `copyright`): Docusaurus's files and keys, so a
 * Docusaurus site's translations carry over.
 */
import path from 'node:path';
import type { ThemeConfig, ThemeFooterItem, ThemeNavbarItem } from '../../theme/context.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import {
  localeDir,
  messagesOf,
  readLocaleFile,
  type TranslationEntries,
  type TranslationFilesOptions,
} from './translationFile.ts';

type Messages = Readonly<Record<string, string>>;

export interface ThemeConfigTranslations {
  navbar?: Messages;
  footer?: Messages;
}

export function themeConfigFiles(siteDir: string, locale: string): { navbar: string; footer: string } {
  const dir = path.join(localeDir(siteDir, locale), 'docusaurus-theme-classic');
  return { navbar: path.join(dir, 'navbar.json'), footer: path.join(dir, 'footer.json') };
}

/** Reads both files; a missing one translates nothing. */
export async function loadThemeConfigTranslations(
  options: TranslationFilesOptions,
): Promise<ThemeConfigTranslations & { problems: Diagnostic[]; files: string[] }> {
  const files = themeConfigFiles(options.siteDir, options.locale);
  const [navbar, footer] = await Promise.all([
    readLocaleFile(files.navbar, options),
    readLocaleFile(files.footer, options),
  ]);
  return {
    ...(navbar.entries ? { navbar: messagesOf(navbar.entries) } : {}),
    ...(footer.entries ? { footer: messagesOf(footer.entries) } : {}),
    problems: [...navbar.problems, ...footer.problems],
    files: [files.navbar, files.footer],
  };
}

/** A new theme config with the labels the files translate; what they do not name stays. */
export function translateThemeConfig(config: ThemeConfig, translations: ThemeConfigTranslations): ThemeConfig {
  const navbar = translations.navbar ?? {};
  const footer = translations.footer ?? {};
  const { logo } = config.navbar;
  return {
    ...config,
    navbar: {
      ...config.navbar,
      title: navbar.title ?? config.navbar.title,
      ...(logo ? { logo: { ...logo, alt: navbar['logo.alt'] ?? logo.alt } } : {}),
      items: config.navbar.items.map((item) =>
        item.type === 'link'
          ? { ...item, label: navbar[`item.label.${item.label}`] ?? item.label }
          : item.type === 'dropdown'
            ? {
                ...item,
                label: navbar[`item.label.${item.label}`] ?? item.label,
                items: item.items.map((child) =>
                  child.type === 'link'
                    ? { ...child, label: navbar[`item.label.${child.label}`] ?? child.label }
                    : child,
                ),
              }
            : item,
      ),
    },
    footer: {
      ...config.footer,
      copyright: footer.copyright ?? config.footer.copyright,
      links: config.footer.links.map((column) => ({
        title: footer[`link.title.${column.title}`] ?? column.title,
        items: column.items.map(translateFooterItem),
      })),
      ...(config.footer.simpleLinks ? { simpleLinks: config.footer.simpleLinks.map(translateFooterItem) } : {}),
    },
  };
  function translateFooterItem(link: ThemeFooterItem): ThemeFooterItem {
    return 'html' in link ? link : { ...link, label: footer[`link.item.label.${link.label}`] ?? link.label };
  }
}

/** What `write-translations` writes into navbar.json and footer.json: each label, with Docusaurus's descriptions. */
export function themeConfigMessages(config: ThemeConfig): { navbar: TranslationEntries; footer: TranslationEntries } {
  const navbar: TranslationEntries = {
    title: { message: config.navbar.title, description: 'The title in the navbar' },
  };
  if (config.navbar.logo)
    navbar['logo.alt'] = { message: config.navbar.logo.alt, description: 'The alt text of navbar logo' };
  const items: ThemeNavbarItem[] = config.navbar.items.flatMap((entry): ThemeNavbarItem[] =>
    entry.type === 'dropdown' ? [entry, ...entry.items] : [entry],
  );
  for (const item of items) {
    if (item.type === 'link' || item.type === 'dropdown')
      navbar[`item.label.${item.label}`] = { message: item.label, description: `Navbar item with label ${item.label}` };
  }
  const footer: TranslationEntries = {};
  for (const column of config.footer.links) {
    footer[`link.title.${column.title}`] = {
      message: column.title,
      description: `The title of the footer links column with title=${column.title} in the footer`,
    };
    for (const link of column.items) {
      if ('html' in link) continue;
      footer[`link.item.label.${link.label}`] = {
        message: link.label,
        description: `The label of footer link with label=${link.label} linking to ${link.href}`,
      };
    }
  }
  if (config.footer.copyright)
    footer.copyright = { message: config.footer.copyright, description: 'The footer copyright' };
  return { navbar, footer };
}

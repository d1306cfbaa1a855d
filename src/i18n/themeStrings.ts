/**
 * The theme's strings for a locale, in the order each overrides the last:
 * English < the theme's own catalogue of the locale (`fr-CA` uses `fr`) < the
 * site's `i18n/<locale>/code.json`. Ids the theme does not know are the
 * site's own strings (its React pages read them with `<Translate>`), not mistakes.
 */
import path from 'node:path';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { themeMessages } from '../../theme/i18n/catalogues.ts';
import type { Translation } from '../../theme/i18n/translate.ts';
import { localeDir, messagesOf, readLocaleFile, type TranslationFilesOptions } from './translationFile.ts';

export interface ThemeStrings {
  strings: Translation;
  problems: Diagnostic[];
  /** The file read (whether or not it exists), for the watcher. */
  file: string;
}

export function codeJsonFile(siteDir: string, locale: string): string {
  return path.join(localeDir(siteDir, locale), 'code.json');
}

export async function loadThemeStrings(options: TranslationFilesOptions): Promise<ThemeStrings> {
  const file = codeJsonFile(options.siteDir, options.locale);
  const { entries, problems } = await readLocaleFile(file, options);
  return {
    strings: { locale: options.locale, messages: { ...themeMessages(options.locale), ...messagesOf(entries) } },
    problems,
    file,
  };
}

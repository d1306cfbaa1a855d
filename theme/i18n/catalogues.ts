/**
 * The locales the theme ships strings for, and the messages of any locale:
 * a regional code (`fr-CA`) falls back to its language (`fr`), then English.
 */
import { en } from './en.ts';
import { fr } from './fr.ts';
import type { Messages } from './translate.ts';

/** Locale code (lower case) → the theme's messages in it; English is complete, others may leave ids out. */
export const builtInCatalogues: Readonly<Record<string, Messages>> = {
  en: Object.fromEntries(Object.entries(en).map(([id, entry]) => [id, entry.message])),
  fr,
};

/**
 * The built-in catalogue nearest `locale`: itself, then its language (`fr-CA` → `fr`); undefined when the theme has
 * none.
 */
export function builtInCatalogue(locale: string): Messages | undefined {
  const code = locale.toLowerCase();
  return builtInCatalogues[code] ?? builtInCatalogues[code.split('-')[0] ?? code];
}

/** Every theme message in `locale`: English, overlaid with the nearest built-in catalogue. */
export function themeMessages(locale: string): Messages {
  return { ...builtInCatalogues.en, ...builtInCatalogue(locale) };
}

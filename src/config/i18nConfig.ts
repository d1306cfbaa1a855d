/**
 * The config's `i18n` key: the site's languages and each one's settings. Re-exported by `defineConfig.ts`.
 */
/** The site's languages, as Docusaurus's `i18n` has them. */
export interface I18nConfig {
  /** The language of `docs/` and of the site's own text, served at the site's root. */
  defaultLocale: string;
  /** Every language the site is built in, the default one included: BCP 47 codes such as `'en'`, `'fr'`, `'pt-BR'`. */
  locales: string[];
  /** Settings of each language, by code. @default {} */
  localeConfigs?: Record<string, LocaleConfig>;
}

/** Settings of one language (`i18n.localeConfigs.fr`). */
export interface LocaleConfig {
  /** Its name in the language menu. @default its own name for itself, from the browser's data: 'Français' */
  label?: string;
  /** Which way its text runs. @default 'rtl' for Arabic, Hebrew, Persian, Urdu and a few others, else 'ltr' */
  direction?: 'ltr' | 'rtl';
  /** `<html lang>` and `hreflang`. @default the code */
  htmlLang?: string;
  /** Its part of the address. @default the code ('' for the default locale) */
  path?: string;
}

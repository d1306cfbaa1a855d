/** Which locale codes sitegen accepts. */
import type { ResolvedConfig } from '../config/defineConfig.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';

/** A BCP 47 language tag as sites name their locales: `fr`, `pt-BR`, `zh-Hans-CN`. */
export const localePattern = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

/**
 * The problem with `locale`, if any: not a language code; or, once the config
 * has an `i18n` key, not one of its `locales`.
 */
export function checkLocale(locale: string, config?: ResolvedConfig): Diagnostic | undefined {
  if (!localePattern.test(locale)) {
    return {
      code: 'InvalidLocale', severity: 'error',
      message: `The locale ${JSON.stringify(locale)} is not a BCP 47 language code.`,
      hint: 'Give a language code such as fr, de or pt-BR: sitegen write-translations --locale fr.',
    };
  }
  // The config's `i18n` (its locales) is read when the config has one.
  const i18n = config && 'i18n' in config ? (config as { i18n?: { locales?: readonly string[] } }).i18n : undefined;
  if (i18n?.locales && !i18n.locales.includes(locale)) {
    return {
      code: 'InvalidLocale', severity: 'error',
      message: `The locale ${JSON.stringify(locale)} is not one of the config's i18n.locales (${i18n.locales.join(', ')}).`,
      hint: `Add it to i18n.locales in sitegen.config.ts, or pass one of ${i18n.locales.join(', ')}.`,
    };
  }
  return undefined;
}

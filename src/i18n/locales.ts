/**
 * The site's languages (`i18n` in the config), each with what the build and
 * the theme need: its label in its own language, its direction, its
 * `<html lang>` and its part of the address. The default locale is served at
 * the site's root, every other one under `/<path>/`, as Docusaurus does.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { ResolvedConfig } from '../config/defineConfig.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { escapeRegExp, locate, positionAt, type Position } from '../diagnostics/locate.ts';

export interface LocaleInfo {
  code: string;
  label: string;
  direction: 'ltr' | 'rtl';
  htmlLang: string;
  /** Its part of the address: '' for the default locale. */
  path: string;
  isDefault: boolean;
}

/** Scripts written right to left: the languages that use them by default. */
const rightToLeft = new Set(['ar', 'arc', 'ckb', 'dv', 'fa', 'ha', 'he', 'khw', 'ks', 'ku', 'ps', 'sd', 'ur', 'yi']);

/** A language's name in itself, capitalised as a menu shows it: "Français", "日本語", "Português (Brasil)". */
export function localeLabel(code: string): string {
  try {
    const name = new Intl.DisplayNames([code], { type: 'language' }).of(code);
    if (name && name !== code) return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
  } catch {
    // A code Intl does not know: shown as it is.
  }
  return code;
}

/** A language's name as another language writes it in running text: "anglais", "français" in French. */
export function languageName(code: string, inLanguage: string): string {
  try {
    return new Intl.DisplayNames([inLanguage], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

export function localeDirection(code: string): 'ltr' | 'rtl' {
  try {
    // Where the engine knows it (Intl.Locale#getTextInfo, or textInfo in older engines).
    const locale = new Intl.Locale(code) as Intl.Locale & {
      getTextInfo?: () => { direction?: string };
      textInfo?: { direction?: string };
    };
    const direction = locale.getTextInfo?.().direction ?? locale.textInfo?.direction;
    if (direction === 'rtl' || direction === 'ltr') return direction;
  } catch {
    // Not a code Intl can read: decided by its language below.
  }
  return rightToLeft.has(code.split('-')[0]?.toLowerCase() ?? '') ? 'rtl' : 'ltr';
}

/**
 * Where the config's text names `code` as a key of `localeConfigs` (`de:`, `'de':`), else where it
 * names `localeConfigs`: not the first "de" of the file, which may be in `defineConfig`.
 */
function localeConfigPosition(text: string, code: string): Position {
  const start = text.indexOf('localeConfigs');
  if (start === -1) return locate(text, code);
  const key = new RegExp(`(?<![\\w$-])(['"]?)${escapeRegExp(code)}\\1\\s*:`).exec(text.slice(start));
  return positionAt(text, start + (key ? key.index + (key[1]?.length ?? 0) : 0));
}

export function resolveLocales(
  config: ResolvedConfig,
  configFile: string,
): { locales: LocaleInfo[]; problems: Diagnostic[] } {
  const { defaultLocale, locales, localeConfigs } = config.i18n;
  const problems: Diagnostic[] = [];
  const text = existsSync(configFile) ? readFileSync(configFile, 'utf8') : '';
  for (const code of Object.keys(localeConfigs)) {
    if (!locales.includes(code)) {
      // Docusaurus ignores them: a site keeps the settings of a language it builds no more, or not yet.
      problems.push({
        code: 'InvalidConfig',
        severity: 'warning',
        file: configFile,
        ...localeConfigPosition(text, code),
        message:
          `i18n.localeConfigs names the locale "${code}", which i18n.locales does not list ` +
          `(${locales.join(', ')}): its settings are not used.`,
        hint: `Add "${code}" to i18n.locales to build it, or remove its settings.`,
      });
    }
  }
  const infos = [...new Set(locales)].map((code): LocaleInfo => {
    const own = localeConfigs[code] ?? {};
    const isDefault = code === defaultLocale;
    let label = own.label;
    return {
      code,
      // Named by Intl only when shown: its first use loads the ICU names, some 15 ms of a build with one language.
      get label() {
        return (label ??= localeLabel(code));
      },
      direction: own.direction ?? localeDirection(code),
      htmlLang: own.htmlLang ?? code,
      path: own.path ?? (isDefault ? '' : code),
      isDefault,
    };
  });
  const byPath = new Map<string, string>();
  for (const info of infos) {
    const other = byPath.get(info.path);
    if (other !== undefined) {
      problems.push({
        code: 'InvalidConfig',
        severity: 'error',
        file: configFile,
        ...localeConfigPosition(text, info.code),
        message: `The locales "${other}" and "${info.code}" are both served at /${info.path}${info.path ? '/' : ''}.`,
        hint:
          'Give each locale a path of its own (i18n.localeConfigs.<code>.path); only the default locale may have ' +
          'the empty path.',
      });
    }
    byPath.set(info.path, info.code);
  }
  // The default locale first, then the others in the config's order: the language menu's order.
  return { locales: [...infos.filter((l) => l.isDefault), ...infos.filter((l) => !l.isDefault)], problems };
}

/** A BCP 47 language tag as sites name their locales: `fr`, `pt-BR`, `zh-Hans-CN`. */
export const localePattern = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

/**
 * The problem with `locale`, if any: not a language code; or, on a site of
 * several languages, not one of its `locales`. A site of one language (the
 * resolved config of a site without `i18n` lists its default locale alone) may
 * get the files of any locale, so that translating can start before the
 * language is published.
 */
export function checkLocale(locale: string, config?: ResolvedConfig): Diagnostic | undefined {
  if (!localePattern.test(locale)) {
    return {
      code: 'InvalidLocale',
      severity: 'error',
      message: `The locale ${JSON.stringify(locale)} is not a BCP 47 language code.`,
      hint: 'Give a language code such as fr, de or pt-BR: sitegen write-translations --locale fr.',
    };
  }
  // The config's `i18n` (its locales) is read when the config has one.
  const i18n = config && 'i18n' in config ? (config as { i18n?: { locales?: readonly string[] } }).i18n : undefined;
  if (i18n?.locales && i18n.locales.length > 1 && !i18n.locales.includes(locale)) {
    return {
      code: 'InvalidLocale',
      severity: 'error',
      message:
        `The locale ${JSON.stringify(locale)} is not one of the config's i18n.locales ` +
        `(${i18n.locales.join(', ')}).`,
      hint: `Add it to i18n.locales in sitegen.config.ts, or pass one of ${i18n.locales.join(', ')}.`,
    };
  }
  return undefined;
}

/**
 * The shape of the config's `i18n` key: the default locale, the locales and each one's settings, with the rules
 * across them (the default is listed; only it is served at the root; a language's folder is a name of its own).
 */
import type { I18nConfig, LocaleConfig } from './defineConfig.ts';
import { assetsFolder, generatedFiles } from '../output/generatedNames.ts';
import { arrayOf, object, oneOf, recordOf, required, string, type Expectation } from './shapeBuilders.ts';

const localeCode = (value: string): Expectation | undefined =>
  /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(value)
    ? undefined
    : { expected: "a BCP 47 language code, such as 'fr' or 'pt-BR'" };

export const i18n = object<I18nConfig>(
  {
    defaultLocale: required(string(localeCode)),
    locales: required(arrayOf(string(localeCode))),
    localeConfigs: recordOf(
      'languages by code',
      object<LocaleConfig>({
        label: string(),
        direction: oneOf('ltr', 'rtl'),
        htmlLang: string(localeCode),
        path: string(localePath),
      }),
    ),
  },
  [defaultLocaleListed, onlyDefaultAtRoot],
);

/**
 * What the build writes at the top of its output itself, where a language's folder cannot go (compared ignoring case).
 */
const takenNames = new Map(
  [...generatedFiles, assetsFolder].map((name) => [name.replace(/\/$/, '').toLowerCase(), name]),
);

/**
 * A language's pages go into one folder at the top of the output, `<path>/`: a name of its own. What the
 * site itself puts at the top of the output (static folders, routes) is checked by the build
 * (`src/build/localeFolders.ts`).
 */
function localePath(value: string): Expectation | undefined {
  if (value === '') return undefined;
  const expected = "one folder name, such as 'fr' (letters, digits, '.', '-', '_'; not starting with '.')";
  if (!/^[\w.-]+$/.test(value))
    return {
      expected,
      hint: "A language's pages go into one folder at the top of the output, served at /<path>/; a '/' would nest it.",
    };
  if (value === '..')
    return { expected, hint: "'..' is the folder above the output: the language's pages would be written outside it." };
  if (value === '.')
    return {
      expected,
      hint: "'.' is the output folder itself: the language's pages would be written over the default language's.",
    };
  if (value.startsWith('.'))
    return {
      expected,
      hint:
        "A name starting with '.' is hidden: static hosts may not serve it, and the output's own .sitegen-build " +
        'marker is named so.',
    };
  const taken = takenNames.get(value.toLowerCase());
  return taken === undefined
    ? undefined
    : {
        expected: 'a name the build does not write itself',
        hint:
          `Every build writes ${taken} at the top of its output, where this language's folder would go. Choose ` +
          `another name, such as the locale's code.`,
      };
}

/** Only the default locale is served at the site's root: another one with the empty path would be written over it. */
function onlyDefaultAtRoot(value: Record<string, unknown>, keyPath: (key?: string) => string) {
  const configs =
    value.localeConfigs !== null && typeof value.localeConfigs === 'object' ? Object.entries(value.localeConfigs) : [];
  const code = configs.find(
    ([locale, own]) =>
      locale !== value.defaultLocale &&
      own !== null &&
      typeof own === 'object' &&
      (own as { path?: unknown }).path === '',
  )?.[0];
  if (code === undefined || typeof value.defaultLocale !== 'string') return undefined;
  return {
    message:
      `${keyPath(`localeConfigs.${code}.path`)} is empty, but only the default locale, ` +
      `${JSON.stringify(value.defaultLocale)}, is served at the site's root.`,
    hint: `Remove path to serve ${code} at /${code}/, or give it a folder name of its own, such as '${code}'.`,
  };
}

function defaultLocaleListed(value: Record<string, unknown>, keyPath: (key?: string) => string) {
  const locales = Array.isArray(value.locales) ? value.locales : [];
  if (typeof value.defaultLocale === 'string' && !locales.includes(value.defaultLocale)) {
    return {
      message: `${keyPath('locales')} must include the default locale, ${JSON.stringify(value.defaultLocale)}.`,
      hint: `locales: [${JSON.stringify(value.defaultLocale)}, ${locales.map((l) => JSON.stringify(l)).join(', ')}]`,
    };
  }
  return undefined;
}

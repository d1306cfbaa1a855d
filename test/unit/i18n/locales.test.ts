/**
 * The site's languages from the config: each one's label, direction, `<html lang>` and path, the default
 * first; a locale's settings for a locale the config does not list (a warning), and two locales on one path, are
 * errors at their place in the config file.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveConfig } from '../../../src/config/resolveConfig.ts';
import type { SitegenConfig } from '../../../src/config/defineConfig.ts';
import { localeDirection, localeLabel, resolveLocales } from '../../../src/i18n/locales.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'sitegen-locales-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** Resolves the locales of a config written as `i18n` (source text) into a config file. */
async function localesOf(i18n: string, value: NonNullable<SitegenConfig['i18n']>) {
  const file = path.join(dir, 'sitegen.config.ts');
  await writeFile(
    file,
    `import { defineConfig } from 'sitegen-docs/config';\nexport default defineConfig({\n  title: 'Fixture',\n  i18n: ${i18n},\n});\n`,
  );
  return resolveLocales(resolveConfig({ title: 'Fixture', url: 'https://example.com', i18n: value }), file);
}

describe('localeLabel', () => {
  it.each([
    ['fr', 'Français'],
    ['en', 'English'],
    ['ar', 'العربية'],
    ['pt-BR', 'Português (Brasil)'],
    ['ja', '日本語'],
    ['x-unknown', 'x-unknown'],
  ])('%s is %s', (code, label) => {
    expect(localeLabel(code)).toBe(label);
  });
});

describe('localeDirection', () => {
  it.each([
    ['en', 'ltr'],
    ['fr', 'ltr'],
    ['ar', 'rtl'],
    ['he', 'rtl'],
    ['fa', 'rtl'],
    ['ur', 'rtl'],
    ['ar-EG', 'rtl'],
    ['zh-Hans', 'ltr'],
    ['not a code', 'ltr'],
  ] as const)('%s is %s', (code, direction) => {
    expect(localeDirection(code)).toBe(direction);
  });
});

describe('resolveLocales', () => {
  it('gives each locale its label, direction, lang and path, the default first', async () => {
    const { locales, problems } = await localesOf("{ defaultLocale: 'fr', locales: ['ar', 'fr', 'en'] }", {
      defaultLocale: 'fr',
      locales: ['ar', 'fr', 'en'],
    });
    expect(problems).toEqual([]);
    expect(locales).toEqual([
      { code: 'fr', label: 'Français', direction: 'ltr', htmlLang: 'fr', path: '', isDefault: true },
      { code: 'ar', label: 'العربية', direction: 'rtl', htmlLang: 'ar', path: 'ar', isDefault: false },
      { code: 'en', label: 'English', direction: 'ltr', htmlLang: 'en', path: 'en', isDefault: false },
    ]);
  });

  it("takes a locale's settings from localeConfigs, and lists a locale named twice once", async () => {
    const { locales, problems } = await localesOf('…', {
      defaultLocale: 'en',
      locales: ['en', 'ar', 'en'],
      localeConfigs: {
        ar: { label: 'Arabic', direction: 'ltr', htmlLang: 'ar-EG', path: 'arabic' },
        en: { path: 'en' },
      },
    });
    expect(problems).toEqual([]);
    expect(locales).toEqual([
      { code: 'en', label: 'English', direction: 'ltr', htmlLang: 'en', path: 'en', isDefault: true },
      { code: 'ar', label: 'Arabic', direction: 'ltr', htmlLang: 'ar-EG', path: 'arabic', isDefault: false },
    ]);
  });

  it('points at the settings of a locale that locales does not list', async () => {
    const { problems } = await localesOf(
      "{\n    defaultLocale: 'en',\n    locales: ['en', 'fr'],\n    localeConfigs: { de: { label: 'Deutsch' } },\n  }",
      {
        defaultLocale: 'en',
        locales: ['en', 'fr'],
        localeConfigs: { de: { label: 'Deutsch' } },
      },
    );
    expect(problems).toEqual([
      {
        code: 'InvalidConfig',
        severity: 'warning',
        file: path.join(dir, 'sitegen.config.ts'),
        line: 7,
        column: 22,
        message:
          'i18n.localeConfigs names the locale "de", which i18n.locales does not list (en, fr): its settings are not used.',
        hint: 'Add "de" to i18n.locales to build it, or remove its settings.',
      },
    ]);
  });

  it('points at the settings of the second locale on a path another has', async () => {
    const { problems } = await localesOf(
      "{ defaultLocale: 'en', locales: ['en', 'fr', 'de'], localeConfigs: { 'de': { path: 'fr' } } }",
      {
        defaultLocale: 'en',
        locales: ['en', 'fr', 'de'],
        localeConfigs: { de: { path: 'fr' } },
      },
    );
    expect(problems).toEqual([
      {
        code: 'InvalidConfig',
        severity: 'error',
        file: path.join(dir, 'sitegen.config.ts'),
        line: 4,
        column: 79,
        message: 'The locales "fr" and "de" are both served at /fr/.',
        hint: 'Give each locale a path of its own (i18n.localeConfigs.<code>.path); only the default locale may have the empty path.',
      },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../../src/config/resolveConfig.ts';
import type { ResolvedConfig } from '../../../src/config/defineConfig.ts';
import { checkLocale } from '../../../src/i18n/locales.ts';
import { mergeEntries, themeStringEntries } from '../../../src/i18n/writeTranslations.ts';

describe('checkLocale', () => {
  it.each(['fr', 'en', 'pt-BR', 'zh-Hans-CN', 'ast', 'es-419'])('accepts %s', (locale) => {
    expect(checkLocale(locale)).toBeUndefined();
  });
  it.each(['', 'FR', 'f', '../fr', 'fr_FR', 'fr-', 'français', 'fr/../x'])('refuses "%s"', (locale) => {
    expect(checkLocale(locale)?.message).toBe(`The locale ${JSON.stringify(locale)} is not a BCP 47 language code.`);
  });
  it('once the config has i18n, a locale it does not list', () => {
    const config = {
      ...resolveConfig({ title: 'x', url: 'https://example.com' }),
      i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
    } as ResolvedConfig;
    expect(checkLocale('fr', config)).toBeUndefined();
    expect(checkLocale('de', config)).toEqual({
      code: 'InvalidLocale',
      severity: 'error',
      message: 'The locale "de" is not one of the config\'s i18n.locales (en, fr).',
      hint: 'Add it to i18n.locales in sitegen.config.ts, or pass one of en, fr.',
    });
  });
  it('on a site of one language (no i18n in its config), any locale: its translation may start before the config lists it', () => {
    const config = resolveConfig({ title: 'x', url: 'https://example.com' });
    expect(checkLocale('fr', config)).toBeUndefined();
    expect(checkLocale('en', config)).toBeUndefined();
  });
});

describe('mergeEntries', () => {
  const fresh = { a: { message: 'A', description: 'new a' }, b: { message: 'B', description: 'b' } };
  it("keeps messages already written, with today's descriptions; adds new ids; keeps ids only the file has", () => {
    expect(mergeEntries({ a: { message: 'Mine', description: 'old' }, own: { message: 'Own' } }, fresh, false)).toEqual(
      {
        entries: {
          a: { message: 'Mine', description: 'new a' },
          b: { message: 'B', description: 'b' },
          own: { message: 'Own' },
        },
        added: 1,
      },
    );
  });
  it('with override, the fresh messages', () => {
    expect(mergeEntries({ a: { message: 'Mine' } }, fresh, true).entries.a).toEqual({
      message: 'A',
      description: 'new a',
    });
  });
  it('takes __proto__ and constructor for ids like any other, kept and added, never for what an object inherits', () => {
    const existing = JSON.parse('{ "__proto__": { "message": "Mine" } }') as Record<string, { message: string }>;
    const { entries, added } = mergeEntries(
      existing,
      JSON.parse(
        '{ "__proto__": { "message": "P", "description": "p" }, "constructor": { "message": "C" } }',
      ) as Record<string, { message: string }>,
      false,
    );
    expect(added).toBe(1);
    expect(Object.keys(entries).sort()).toEqual(['__proto__', 'constructor']);
    expect(entries.__proto__).toEqual({ message: 'Mine', description: 'p' });
    expect(entries.constructor).toEqual({ message: 'C' });
    expect(
      mergeEntries({}, JSON.parse('{ "__proto__": { "message": "P" } }') as Record<string, { message: string }>, false)
        .added,
    ).toBe(1);
  });
});

describe('themeStringEntries', () => {
  it("the locale's own translation where the theme has one, English otherwise", () => {
    expect(themeStringEntries('fr')['theme.docs.paginator.next']?.message).toBe('Suivant');
    expect(themeStringEntries('de')['theme.docs.paginator.next']?.message).toBe('Next');
  });
});

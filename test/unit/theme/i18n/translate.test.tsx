import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  formatDate,
  interpolate,
  selectPlural,
  translate,
  Translate,
  TranslationContext,
  useTranslate,
  type Translation,
} from '../../../../theme/i18n/translate.ts';
import { builtInCatalogue, themeMessages } from '../../../../theme/i18n/catalogues.ts';
import { en } from '../../../../theme/i18n/en.ts';
import { fr } from '../../../../theme/i18n/fr.ts';

const french: Translation = { locale: 'fr', messages: themeMessages('fr') };

describe('translate', () => {
  it.each([
    ['Next', {}, 'Next'],
    ['Version: {versionLabel}', { versionLabel: '1.0' }, 'Version: 1.0'],
    ['{a} and {a}, {unknown}', { a: 'x' }, 'x and x, {unknown}'],
  ])('interpolates "%s"', (message, values, expected) => {
    expect(interpolate(message, values)).toBe(expected);
  });

  it.each([
    ['en', 1, 'One doc tagged'],
    ['en', 0, '0 docs tagged'],
    ['en', 2, '2 docs tagged'],
    ['fr', 0, 'Un document tagué'],
    ['fr', 1, 'Un document tagué'],
    ['fr', 2, '2 documents tagués'],
    ['fr', 1_000_000, '1000000 documents tagués'],
  ])('picks the plural form in %s for %i', (locale, count, expected) => {
    const messages = themeMessages(locale);
    expect(translate({ locale, messages }, 'theme.docs.tagDocListPageTitle.nDocsTagged', { count })).toBe(expected);
  });

  it("picks English's forms as Intl's rule does, for whole, negative and fractional counts", () => {
    const intl = new Intl.PluralRules('en');
    expect(intl.resolvedOptions().pluralCategories.sort()).toEqual(['one', 'other']);
    const counts = [...Array.from({ length: 2001 }, (_, i) => i - 1000), 0.5, 1.5, -1.5, 1.25, Number.NaN, Infinity];
    const form = (count: number) => selectPlural('one|other', count, 'en');
    expect(counts.filter((count) => form(count) !== intl.select(count))).toEqual([]);
  });

  it('leaves a message without plural forms whole', () => {
    expect(selectPlural('Tags', 3, 'fr')).toBe('Tags');
  });

  it('falls back from a region to its language, then to English, and to the id itself', () => {
    expect(builtInCatalogue('fr-CA')).toBe(builtInCatalogue('fr'));
    expect(builtInCatalogue('de')).toBeUndefined();
    expect(themeMessages('de')['theme.docs.paginator.next']).toBe('Next');
    expect(translate({ locale: 'fr', messages: {} }, 'theme.docs.paginator.next')).toBe('Next');
    expect(translate({ locale: 'fr', messages: {} }, 'site.own.string')).toBe('site.own.string');
  });

  it('takes no message from what every object inherits: __proto__, constructor and toString are ids', () => {
    expect(['__proto__', 'constructor', 'toString'].map((id) => translate({ locale: 'fr', messages: {} }, id))).toEqual(
      ['__proto__', 'constructor', 'toString'],
    );
    const messages = JSON.parse('{ "__proto__": "Prototype" }') as Record<string, string>;
    expect(translate({ locale: 'fr', messages }, '__proto__')).toBe('Prototype');
  });

  it('reads English without a provider, the provided locale with one', () => {
    function Label() {
      return <>{useTranslate()('theme.docs.paginator.previous')}</>;
    }
    expect(renderToStaticMarkup(<Label />)).toBe('Previous');
    expect(
      renderToStaticMarkup(
        <TranslationContext.Provider value={french}>
          <Label />
        </TranslationContext.Provider>,
      ),
    ).toBe('Précédent');
  });

  it('puts elements inside a sentence with <Translate>', () => {
    const html = renderToStaticMarkup(
      <TranslationContext.Provider value={french}>
        <Translate
          id="theme.docs.versions.latestVersionSuggestionLabel"
          values={{
            latestVersionLink: (
              <a href="/docs/">
                <Translate id="theme.docs.versions.latestVersionLinkLabel" />
              </a>
            ),
            versionLabel: '2.0',
          }}
        />
      </TranslationContext.Provider>,
    );
    expect(html).toBe('Pour une documentation à jour, consultez la <a href="/docs/">dernière version</a> (2.0).');
  });

  it("a site's own string: its message from the locale, else the default message given as children", () => {
    const site: Translation = {
      locale: 'fr',
      messages: { ...themeMessages('fr'), 'home.tagline': 'Des docs qui grandissent' },
    };
    expect(
      renderToStaticMarkup(
        <TranslationContext.Provider value={site}>
          <Translate id="home.tagline">Docs that grow</Translate>
        </TranslationContext.Provider>,
      ),
    ).toBe('Des docs qui grandissent');
    expect(
      renderToStaticMarkup(
        <Translate id="home.tagline" description="The tagline">
          Docs that grow
        </Translate>,
      ),
    ).toBe('Docs that grow');
  });

  it("the French catalogue names only ids English has, and keeps each message's placeholders", () => {
    for (const [id, message] of Object.entries(fr)) {
      expect(Object.keys(en)).toContain(id);
      const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(placeholders(message ?? ''), id).toEqual(placeholders(en[id as keyof typeof en].message));
    }
  });
});

describe('formatDate', () => {
  const time = Date.UTC(2026, 10, 27, 23, 30);
  it('writes a date as the locale does, in UTC, each locale with its own formatter', () => {
    expect(formatDate('en', time)).toBe('Nov 27, 2026');
    expect(formatDate('fr', time)).toBe('27 nov. 2026');
    expect(formatDate('en', Date.UTC(2024, 0, 2))).toBe('Jan 2, 2024');
  });

  it('writes a locale Intl does not accept as English', () => {
    expect(formatDate('not a locale!', time)).toBe('Nov 27, 2026');
    expect(formatDate('not a locale!', time)).toBe('Nov 27, 2026');
  });
});

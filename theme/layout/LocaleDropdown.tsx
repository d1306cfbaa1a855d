/**
 * The language menu. On a site of several languages each entry links to the
 * page on screen in that language (every language has every page: a doc
 * without a translation is shown in the default language). A site of one
 * language still shows it, as readers of a translated site expect to find it.
 * A <details>, so it opens with the keyboard and without JavaScript.
 */
import { useContext } from 'react';
import { SiteContext } from '../context.ts';
import { useTranslate } from '../i18n/translate.ts';
import { useDropdownClassNames } from './classicClassNames.ts';

/** The page at `href` (under `fromBase`) in the language whose base is `toBase`. */
export function hrefInLanguage(href: string, fromBase: string, toBase: string): string {
  const rest = href.startsWith(fromBase) ? href.slice(fromBase.length) : href.replace(/^\//, '');
  return `${toBase}${rest}`;
}

/** `current`: the page's address; `mobile`: in the mobile menu, as an entry of its list. */
export function LocaleDropdown({ current, mobile = false }: { current: string; mobile?: boolean }) {
  const languages = useContext(SiteContext)?.config.i18n;
  const t = useTranslate();
  const cx = useDropdownClassNames(mobile);
  const shown = languages?.locales.find((locale) => locale.code === languages.current);
  if (!languages || !shown) {
    return (
      <details className={cx.details('sg-dropdown')} data-dropdown="">
        <summary className={cx.summary(false)} aria-label="Language: English">
          <span aria-hidden="true">🌐</span> English
        </summary>
        <ul className={cx.menu}>
          <li>
            <a href={current} lang="en" dir="ltr" aria-current="true" className={cx.link(true)}>
              English
            </a>
          </li>
        </ul>
      </details>
    );
  }
  return (
    <details className={cx.details('sg-dropdown')} data-dropdown="" data-locale-dropdown="">
      <summary
        className={cx.summary(false)}
        aria-label={t('sitegen.i18n.languageDropdownAriaLabel', { language: shown.label })}
      >
        <span aria-hidden="true">🌐</span> {mobile ? t('theme.navbar.mobileLanguageDropdown.label') : shown.label}
      </summary>
      <ul className={cx.menu}>
        {languages.locales.map((locale) => {
          const active = locale.code === shown.code;
          return (
            <li key={locale.code}>
              <a
                href={hrefInLanguage(current, shown.basePath, locale.basePath)}
                lang={locale.htmlLang}
                dir={locale.direction}
                hrefLang={locale.htmlLang}
                // Another language is another site (its base, scripts and strings): the browser loads it whole.
                data-locale={locale.code}
                data-no-client-nav=""
                className={cx.link(active)}
                {...(active ? { 'aria-current': 'true' as const } : {})}
              >
                {locale.label}
              </a>
            </li>
          );
        })}
      </ul>
    </details>
  );
}

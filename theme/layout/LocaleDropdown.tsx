/**
 * The language menu. The site has one locale, English (left to right); the
 * menu still says so, as readers of a translated site expect to find it.
 * A <details>, so it opens with the keyboard and without JavaScript.
 */
export function LocaleDropdown({ current }: { current: string }) {
  return (
    <details className="sg-dropdown" data-dropdown="">
      <summary className="sg-navbar__link" aria-label="Language: English">
        <span aria-hidden="true">🌐</span> English
      </summary>
      <ul className="sg-dropdown__menu">
        <li><a href={current} lang="en" dir="ltr" aria-current="true" className="is-active">English</a></li>
      </ul>
    </details>
  );
}

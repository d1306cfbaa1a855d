/**
 * The docs version menu (`{ type: 'docsVersionDropdown' }`), on a site of
 * several versions: each version links to the same doc when it has it, else
 * to its first doc. On a page outside the docs it shows the last version;
 * the client (theme/client/docsVersion.ts) turns it to the reader's preferred
 * one. A <details>, so it opens with the keyboard and without JavaScript.
 */
import { useSite } from '../context.ts';
import { useTranslate } from '../i18n/translate.ts';
import { useClassNames } from './classicClassNames.ts';

export function VersionDropdown() {
  const { page } = useSite();
  const t = useTranslate();
  const cx = useClassNames();
  const versions = page.versions;
  if (!versions || versions.length === 0) return null;
  const shownName = page.version?.name ?? page.defaultVersion;
  const shown = versions.find((version) => version.name === shownName) ?? versions[0];
  if (!shown) return null;
  return (
    <details className={cx('sg-dropdown', 'navbar__item dropdown dropdown--hoverable')} data-dropdown="" data-version-dropdown="" {...(page.version ? {} : { 'data-version-follows': '' })}>
      <summary className={cx('sg-navbar__link', 'navbar__link')} aria-label={t('sitegen.versions.dropdownAriaLabel', { versionLabel: shown.label })}>
        <span data-version-label="">{shown.label}</span>
      </summary>
      <ul className={cx('sg-dropdown__menu', 'dropdown__menu')}>
        {versions.map((version) => {
          const active = version.name === shown.name;
          return (
            <li key={version.name}>
              <a href={version.href} data-version={version.name} className={cx(active ? 'is-active' : '', `dropdown__link${active ? ' dropdown__link--active' : ''}`)} {...(active ? { 'aria-current': 'true' as const } : {})}>{version.label}</a>
            </li>
          );
        })}
      </ul>
    </details>
  );
}

/**
 * The docs version menu (`{ type: 'docsVersionDropdown' }`), on a site of
 * several versions: each version links to the same doc when it has it, else
 * to its first doc. On a page outside the docs it shows the last version;
 * the client (theme/client/docsVersion.ts) turns it to the reader's preferred
 * one. A <details>, so it opens with the keyboard and without JavaScript.
 */
import { useSite } from '../context.ts';
import { useTranslate } from '../i18n/translate.ts';
import { useDropdownClassNames } from './classicClassNames.ts';

/** `mobile`: in the mobile menu, as an entry of its list. */
export function VersionDropdown({ mobile = false }: { mobile?: boolean }) {
  const { page } = useSite();
  const t = useTranslate();
  const cx = useDropdownClassNames(mobile);
  const versions = page.versions;
  if (!versions || versions.length === 0) return null;
  const shownName = page.version?.name ?? page.defaultVersion;
  const shown = versions.find((version) => version.name === shownName) ?? versions[0];
  if (!shown) return null;
  return (
    <details
      className={cx.details('sg-dropdown')}
      data-dropdown=""
      data-version-dropdown=""
      {...(page.version ? {} : { 'data-version-follows': '' })}
    >
      <summary
        className={cx.summary(false)}
        aria-label={t('sitegen.versions.dropdownAriaLabel', { versionLabel: shown.label })}
      >
        {/* In the mobile menu, "Versions", as Docusaurus's drawer names it. */}
        {mobile && versions.length > 1 ? (
          t('theme.navbar.mobileVersionsDropdown.label')
        ) : (
          <span data-version-label="">{shown.label}</span>
        )}
      </summary>
      <ul className={cx.menu}>
        {versions.map((version) => {
          const active = version.name === shown.name;
          return (
            <li key={version.name}>
              <a
                href={version.href}
                data-version={version.name}
                className={cx.link(active)}
                {...(active ? { 'aria-current': 'true' as const } : {})}
              >
                {version.label}
              </a>
            </li>
          );
        })}
      </ul>
    </details>
  );
}

/**
 * One navbar item. An item whose configuration the theme cannot render shows
 * that configuration in an error instead of leaving a blank.
 */
import type { ThemeNavbarItem } from '../context.ts';
import { ColorModeToggle } from './ColorModeToggle.tsx';
import { LocaleDropdown } from './LocaleDropdown.tsx';
import { VersionDropdown } from './VersionDropdown.tsx';
import { useTranslate } from '../i18n/translate.ts';

export function isActive(current: string, href: string, activeBasePath?: string): boolean {
  if (activeBasePath) {
    const base = activeBasePath.replace(/\/$/, '');
    return current === base || current.startsWith(`${base}/`);
  }
  return current === href;
}

export function NavbarItemError({ item }: { item: unknown }) {
  const t = useTranslate();
  return (
    <span className="sg-navbar__error" role="alert">
      {t('sitegen.navbar.itemError')} <code>{JSON.stringify(item)}</code>
    </span>
  );
}

/**
 * `current`: the page's address; `sidebarId`: the sidebar the page is in, which marks the `docSidebar`
 * item of that sidebar active (and no other, when a site has several); `version`: the docs version on
 * screen (or the one shown outside the docs), whose doc a `docSidebar` item links; `disableSwitch`
 * (`colorMode.disableSwitch`) leaves out a colour-mode item.
 */
export function NavbarItem({ item, current, sidebarId, version, disableSwitch = false }: { item: ThemeNavbarItem; current: string; sidebarId?: string | undefined; version?: string | undefined; disableSwitch?: boolean }) {
  const t = useTranslate();
  switch (item.type) {
    case 'link': {
      // Another version's sidebar has the same id after its version (versionKey in src/versions/).
      const active = !item.external && (item.activeSidebar !== undefined ? item.activeSidebar === sidebarId?.split('\u0000').pop() : isActive(current, item.href, item.activeBasePath));
      // A docs link goes to the version on screen (or, outside the docs, the last one until the client knows the reader's).
      const href = item.versionHrefs?.[version ?? ''] ?? item.href;
      return (
        <a className={`sg-navbar__link${active ? ' is-active' : ''}`} href={href}
          {...(item.versionHrefs ? { 'data-version-hrefs': JSON.stringify(item.versionHrefs) } : {})}
          {...(active ? { 'aria-current': 'page' as const } : {})}
          {...(item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          {...(item.ariaLabel ? { 'aria-label': item.ariaLabel } : {})}>
          {item.label}
          {item.external ? <span className="sg-navbar__external" aria-hidden="true"> ↗</span> : null}
        </a>
      );
    }
    case 'docsVersionDropdown':
      return <VersionDropdown />;
    case 'localeDropdown':
      return <LocaleDropdown current={current} />;
    case 'search':
      return (
        <a className="sg-navbar__search" href={item.href} data-search-open="" aria-keyshortcuts="Control+K Meta+K /">
          <span aria-hidden="true">⌕</span> <span className="sg-navbar__search-label">{t('theme.SearchBar.label')}</span> <kbd className="sg-navbar__search-keys" aria-hidden="true">Ctrl K</kbd>
        </a>
      );
    case 'colorMode':
      return disableSwitch ? null : <ColorModeToggle />;
    default:
      return <NavbarItemError item={item} />;
  }
}

/**
 * One navbar item. An item whose configuration the theme cannot render shows
 * that configuration in an error instead of leaving a blank.
 */
import type { ThemeNavbarItem } from '../context.ts';
import { ColorModeToggle } from './ColorModeToggle.tsx';
import { LocaleDropdown } from './LocaleDropdown.tsx';
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
 * item of that sidebar active (and no other, when a site has several); `disableSwitch`
 * (`colorMode.disableSwitch`) leaves out a colour-mode item.
 */
export function NavbarItem({ item, current, sidebarId, disableSwitch = false }: { item: ThemeNavbarItem; current: string; sidebarId?: string | undefined; disableSwitch?: boolean }) {
  const t = useTranslate();
  switch (item.type) {
    case 'link': {
      const active = !item.external && (item.activeSidebar !== undefined ? item.activeSidebar === sidebarId : isActive(current, item.href, item.activeBasePath));
      return (
        <a className={`sg-navbar__link${active ? ' is-active' : ''}`} href={item.href}
          {...(active ? { 'aria-current': 'page' as const } : {})}
          {...(item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          {...(item.ariaLabel ? { 'aria-label': item.ariaLabel } : {})}>
          {item.label}
          {item.external ? <span className="sg-navbar__external" aria-hidden="true"> ↗</span> : null}
        </a>
      );
    }
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

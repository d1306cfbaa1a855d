/**
 * One navbar item. An item whose configuration the theme cannot render shows
 * that configuration in an error instead of leaving a blank.
 */
import type { ThemeNavbarHtml, ThemeNavbarItem, ThemeNavbarLink } from '../context.ts';
import ExternalLinkIcon from '../docusaurus/Icon/ExternalLink.tsx';
import { useClassNames, useIsClassic } from './classicClassNames.ts';
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
interface ItemContext { current: string; sidebarId?: string | undefined; version?: string | undefined }

/** A link of the navbar, or of one of its dropdowns (`inDropdown`). */
function NavbarLink({ item, current, sidebarId, version, inDropdown = false }: ItemContext & { item: ThemeNavbarLink; inDropdown?: boolean }) {
  const cx = useClassNames();
  const isClassic = useIsClassic();
  // Another version's sidebar has the same id after its version (versionKey in src/versions/).
  const active = !item.external && (item.activeSidebar !== undefined ? item.activeSidebar === sidebarId?.split('\u0000').pop() : isActive(current, item.href, item.activeBasePath));
  // A docs link goes to the version on screen (or, outside the docs, the last one until the client knows the reader's).
  const href = item.versionHrefs?.[version ?? ''] ?? item.href;
  const own = `${inDropdown ? '' : 'sg-navbar__link'}${active ? `${inDropdown ? '' : ' '}is-active` : ''}${item.className ? ` ${item.className}` : ''}`.trim();
  const classic = inDropdown ? `dropdown__link${active ? ' dropdown__link--active' : ''}` : `navbar__item navbar__link${active ? ' navbar__link--active' : ''}`;
  return (
    <a className={cx(own, classic)} href={href}
      {...(item.versionHrefs ? { 'data-version-hrefs': JSON.stringify(item.versionHrefs) } : {})}
      {...(active ? { 'aria-current': 'page' as const } : {})}
      {...(item.external ? { target: item.target ?? '_blank', rel: 'noopener noreferrer' } : {})}
      {...(item.target === '_self' ? { 'data-no-client-nav': '' } : {})}
      {...(item.ariaLabel ? { 'aria-label': item.ariaLabel } : item.html ? { 'aria-label': item.label } : {})}
      {...(item.html ? { dangerouslySetInnerHTML: { __html: item.html } } : {})}>
      {item.html ? undefined : <>
        {item.label}
        {item.external && !item.className && item.label !== '' ? <ExternalMark classic={isClassic} /> : null}
      </>}
    </a>
  );
}

/** An external link's mark: an arrow, or, on a Docusaurus website, Docusaurus's icon. */
function ExternalMark({ classic }: { classic: boolean }) {
  if (classic) return <ExternalLinkIcon className="sg-navbar__external-icon" />;
  return <span className="sg-navbar__external" aria-hidden="true"> ↗</span>;
}

function NavbarHtml({ item }: { item: ThemeNavbarHtml }) {
  const cx = useClassNames();
  return <div className={cx(`sg-navbar__html${item.className ? ` ${item.className}` : ''}`, 'navbar__item')} dangerouslySetInnerHTML={{ __html: item.value }} />;
}

/** A menu of links: a <details>, so it opens with the keyboard and without JavaScript. */
function NavbarDropdown({ item, ...context }: ItemContext & { item: Extract<ThemeNavbarItem, { type: 'dropdown' }> }) {
  const cx = useClassNames();
  const active = item.items.some((entry) => entry.type === 'link' && !entry.external && isActive(context.current, entry.href, entry.activeBasePath));
  return (
    <details className={cx(`sg-dropdown${item.className ? ` ${item.className}` : ''}`, 'navbar__item dropdown dropdown--hoverable')} data-dropdown="">
      <summary className={cx(`sg-navbar__link${active ? ' is-active' : ''}`, `navbar__link${active ? ' navbar__link--active' : ''}`)}>{item.label}</summary>
      <ul className={cx('sg-dropdown__menu', 'dropdown__menu')}>
        {item.items.map((entry, i) => <li key={i}>{entry.type === 'html' ? <NavbarHtml item={entry} /> : <NavbarLink item={entry} {...context} inDropdown />}</li>)}
      </ul>
    </details>
  );
}

export function NavbarItem({ item, current, sidebarId, version, disableSwitch = false }: { item: ThemeNavbarItem; current: string; sidebarId?: string | undefined; version?: string | undefined; disableSwitch?: boolean }) {
  const t = useTranslate();
  switch (item.type) {
    case 'link':
      return <NavbarLink item={item} current={current} sidebarId={sidebarId} version={version} />;
    case 'html':
      return <NavbarHtml item={item} />;
    case 'dropdown':
      return <NavbarDropdown item={item} current={current} sidebarId={sidebarId} version={version} />;
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

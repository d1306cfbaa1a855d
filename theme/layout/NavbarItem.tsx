/**
 * One navbar item. An item whose configuration the theme cannot render shows
 * that configuration in an error instead of leaving a blank.
 */
import { useContext } from 'react';
import { SiteContext, type ThemeNavbarHtml, type ThemeNavbarItem, type ThemeNavbarLink } from '../context.ts';
import ExternalLinkIcon from '../docusaurus/Icon/ExternalLink.tsx';
import { useClassNames, useDropdownClassNames, useIsClassic } from './classicClassNames.ts';
import { ColorModeToggle } from './ColorModeToggle.tsx';
import { LocaleDropdown } from './LocaleDropdown.tsx';
import { VersionDropdown } from './VersionDropdown.tsx';
import { useTranslate } from '../i18n/translate.ts';

/**
 * Whether a link to `href` is the page `current`'s, as Docusaurus's navbar marks it (react-router's NavLink):
 * the page is at `href` or under it, at a path segment (`/blog` on `/blog/2024/post`, not on `/blogs`); with
 * `activeBasePath`, under that instead. A link to the site's home (`home`, its base path) is active on the home
 * only, not on every page as NavLink would have it.
 */
export function isActive(current: string, href: string, activeBasePath?: string, home = '/'): boolean {
  const path = (address: string) => address.replace(/[?#].*$/, '').replace(/\/+$/, '');
  const base = path(activeBasePath ?? href);
  const here = path(current);
  if (activeBasePath === undefined && base === path(home)) return here === base;
  return here === base || here.startsWith(`${base}/`);
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
interface ItemContext {
  current: string;
  sidebarId?: string | undefined;
  version?: string | undefined;
  mobile?: boolean;
}

/**
 * A link of the navbar, or of one of its dropdowns (`inDropdown`); in the mobile menu (`mobile`), on a Docusaurus
 * website, an entry of Infima's menu, as Docusaurus's drawer lists it.
 */
function NavbarLink({
  item,
  current,
  sidebarId,
  version,
  inDropdown = false,
  mobile = false,
}: ItemContext & { item: ThemeNavbarLink; inDropdown?: boolean }) {
  const cx = useClassNames();
  const isClassic = useIsClassic();
  const home = useContext(SiteContext)?.config.basePath;
  // Another version's sidebar has the same id after its version (versionKey in src/versions/).
  const active =
    !item.external &&
    (item.activeSidebar !== undefined
      ? item.activeSidebar === sidebarId?.split('\u0000').pop()
      : isActive(current, item.href, item.activeBasePath, home));
  // A docs link goes to the version on screen (or, outside the docs, the last one until the client knows the reader's).
  const href = item.versionHrefs?.[version ?? ''] ?? item.href;
  const own = [inDropdown ? '' : 'sg-navbar__link', active ? 'is-active' : '', item.className ?? '']
    .filter(Boolean)
    .join(' ');
  const classic = mobile
    ? `menu__link${active ? ' menu__link--active' : ''}`
    : inDropdown
      ? `dropdown__link${active ? ' dropdown__link--active' : ''}`
      : `navbar__item navbar__link${active ? ' navbar__link--active' : ''}`;
  return (
    <a
      className={cx(own, classic)}
      href={href}
      {...(item.versionHrefs ? { 'data-version-hrefs': JSON.stringify(item.versionHrefs) } : {})}
      {...(active ? { 'aria-current': 'page' as const } : {})}
      {...(item.external ? { target: item.target ?? '_blank', rel: 'noopener noreferrer' } : {})}
      {...(item.target === '_self' ? { 'data-no-client-nav': '' } : {})}
      {...(item.ariaLabel ? { 'aria-label': item.ariaLabel } : item.html ? { 'aria-label': item.label } : {})}
      {...(item.html ? { dangerouslySetInnerHTML: { __html: item.html } } : {})}
    >
      {item.html ? undefined : (
        <>
          {item.label}
          {item.external && !item.className && item.label !== '' ? <ExternalMark classic={isClassic} /> : null}
        </>
      )}
    </a>
  );
}

/** An external link's mark: an arrow, or, on a Docusaurus website, Docusaurus's icon. */
function ExternalMark({ classic }: { classic: boolean }) {
  if (classic) return <ExternalLinkIcon className="sg-navbar__external-icon" />;
  return (
    <span className="sg-navbar__external" aria-hidden="true">
      {' '}
      ↗
    </span>
  );
}

function NavbarHtml({ item, mobile = false }: { item: ThemeNavbarHtml; mobile?: boolean }) {
  const cx = useClassNames();
  return (
    <div
      className={cx(`sg-navbar__html${item.className ? ` ${item.className}` : ''}`, mobile ? '' : 'navbar__item')}
      dangerouslySetInnerHTML={{ __html: item.value }}
    />
  );
}

/** A menu of links: a <details>, so it opens with the keyboard and without JavaScript. */
function NavbarDropdown({ item, ...context }: ItemContext & { item: Extract<ThemeNavbarItem, { type: 'dropdown' }> }) {
  const cx = useDropdownClassNames(context.mobile === true);
  const home = useContext(SiteContext)?.config.basePath;
  const active = item.items.some(
    (entry) =>
      entry.type === 'link' && !entry.external && isActive(context.current, entry.href, entry.activeBasePath, home),
  );
  return (
    <details className={cx.details(`sg-dropdown${item.className ? ` ${item.className}` : ''}`)} data-dropdown="">
      <summary className={cx.summary(active)}>{item.label}</summary>
      <ul className={cx.menu}>
        {item.items.map((entry, i) => (
          <li key={i}>
            {entry.type === 'html' ? (
              <NavbarHtml item={entry} mobile={context.mobile === true} />
            ) : (
              <NavbarLink item={entry} {...context} inDropdown />
            )}
          </li>
        ))}
      </ul>
    </details>
  );
}

/** One item; `mobile`: in the mobile menu, where a Docusaurus website lists it as Docusaurus's drawer does. */
export function NavbarItem({
  item,
  current,
  sidebarId,
  version,
  disableSwitch = false,
  mobile = false,
}: {
  item: ThemeNavbarItem;
  current: string;
  sidebarId?: string | undefined;
  version?: string | undefined;
  disableSwitch?: boolean;
  mobile?: boolean;
}) {
  const t = useTranslate();
  switch (item.type) {
    case 'link':
      return <NavbarLink item={item} current={current} sidebarId={sidebarId} version={version} mobile={mobile} />;
    case 'html':
      return <NavbarHtml item={item} mobile={mobile} />;
    case 'dropdown':
      return <NavbarDropdown item={item} current={current} sidebarId={sidebarId} version={version} mobile={mobile} />;
    case 'docsVersionDropdown':
      return <VersionDropdown mobile={mobile} />;
    case 'localeDropdown':
      return <LocaleDropdown current={current} mobile={mobile} />;
    case 'search':
      return (
        <a className="sg-navbar__search" href={item.href} data-search-open="" aria-keyshortcuts="Control+K Meta+K /">
          <span aria-hidden="true">⌕</span>{' '}
          <span className="sg-navbar__search-label">{t('theme.SearchBar.label')}</span>{' '}
          <kbd className="sg-navbar__search-keys" aria-hidden="true">
            Ctrl K
          </kbd>
        </a>
      );
    case 'colorMode':
      return disableSwitch ? null : <ColorModeToggle />;
    default:
      return <NavbarItemError item={item} />;
  }
}

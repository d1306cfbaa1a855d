/**
 * The navbar: brand (its own part, `NavbarLogo`), items on the left and right, and the colour toggle. At
 * 996 px or less the items move into a menu: a <details> (so it opens without
 * JavaScript) whose panel the runtime also fills with the docs sidebar or the blog's recent posts.
 */
import { useSite } from '../context.ts';
import { ColorModeToggle } from './ColorModeToggle.tsx';
import { NavbarItem } from './NavbarItem.tsx';
import { useTranslate } from '../i18n/translate.ts';
import { useClassNames, useIsClassic } from './classicClassNames.ts';
import { useThemeComponent } from './themeComponents.tsx';

export function Navbar() {
  const { config, page } = useSite();
  const { navbar } = config;
  const t = useTranslate();
  const cx = useClassNames();
  const Logo = useThemeComponent('NavbarLogo');
  const isClassic = useIsClassic();
  const itemContext = {
    current: page.href,
    sidebarId: page.sidebarId,
    version: page.version?.name ?? page.defaultVersion,
    disableSwitch: config.colorMode.disableSwitch,
  };
  const items = (position: 'left' | 'right') =>
    navbar.items
      .filter((item) => item.position === position)
      .map((item, i) => <NavbarItem key={i} item={item} {...itemContext} />);
  const drawerItems = navbar.items.filter((item) => item.type !== 'colorMode' && item.type !== 'search');
  return (
    <nav
      className={cx(
        `sg-navbar${navbar.style ? ` sg-navbar--${navbar.style}` : ''}`,
        `theme-layout-navbar navbar navbar--fixed-top${navbar.style ? ` navbar--${navbar.style}` : ''}`,
      )}
      aria-label={t('theme.NavBar.navAriaLabel')}
      {...(navbar.hideOnScroll ? { 'data-hide-on-scroll': '' } : {})}
    >
      <div className={cx('sg-navbar__inner', 'navbar__inner')}>
        <details className="sg-navbar__menu" data-mobile-menu="">
          <summary className="sg-navbar__menu-button" aria-label={t('sitegen.navbar.menuButtonAriaLabel')}>
            <span aria-hidden="true">☰</span>
          </summary>
          <div className="sg-drawer" role="dialog" aria-label={t('sitegen.navbar.menuButtonAriaLabel')}>
            {/* The colour toggle and search stay in the bar on small screens. On a Docusaurus website the items are
                Infima's menu, as in Docusaurus's drawer (Infima hides `navbar__item` below 996 px). */}
            {isClassic ? (
              <div className="sg-drawer__items menu">
                <ul className="menu__list">
                  {drawerItems.map((item, i) => (
                    <li key={i} className="menu__list-item">
                      <NavbarItem item={item} mobile {...itemContext} />
                    </li>
                  ))}
                </ul>
              </div>
            ) : (
              <div className="sg-drawer__items">
                {drawerItems.map((item, i) => (
                  <NavbarItem key={i} item={item} {...itemContext} />
                ))}
              </div>
            )}
            <div className="sg-drawer__sidebar" data-drawer-sidebar="" />
          </div>
        </details>
        <Logo />
        <div className={cx('sg-navbar__items', 'theme-layout-navbar-left navbar__items')}>{items('left')}</div>
        <div
          className={cx(
            'sg-navbar__items sg-navbar__items--right',
            'theme-layout-navbar-right navbar__items navbar__items--right',
          )}
        >
          {items('right')}
          {config.colorMode.disableSwitch || navbar.items.some((item) => item.type === 'colorMode') ? null : (
            <ColorModeToggle />
          )}
        </div>
      </div>
    </nav>
  );
}

/**
 * Class names of the shell, with those of Docusaurus's classic theme added on a
 * Docusaurus website (`ThemeConfig.classic`): `cx('sg-navbar__link', 'navbar__item navbar__link')`.
 * Other sites get sitegen's names alone, so their pages are as they were.
 */
import { useContext } from 'react';
import { SiteContext } from '../context.ts';

/** The class attribute's value; undefined when there is none, so React writes no empty attribute. */
export type ClassNames = (own: string, classic?: string | false) => string | undefined;

const ownOnly: ClassNames = (own) => own || undefined;
const withClassic: ClassNames = (own, classic) => [own, classic].filter(Boolean).join(' ') || undefined;

export function useClassNames(): ClassNames {
  return useContext(SiteContext)?.config.classic ? withClassic : ownOnly;
}

/** Whether the site is a Docusaurus website, skinned as Docusaurus's classic theme. */
export function useIsClassic(): boolean {
  return useContext(SiteContext)?.config.classic === true;
}

/**
 * The class names of a navbar dropdown (a link menu, the version or language menu): Infima's hoverable
 * dropdown in the navbar, or, in the mobile menu (`mobile`), a collapsible entry of Infima's menu, as
 * Docusaurus's drawer lists it (Infima hides `navbar__item` below 996 px).
 */
export function useDropdownClassNames(mobile: boolean) {
  const cx = useClassNames();
  return {
    details: (own: string) => cx(own, mobile ? '' : 'navbar__item dropdown dropdown--hoverable'),
    summary: (active: boolean) =>
      cx(
        `sg-navbar__link${active ? ' is-active' : ''}`,
        mobile
          ? 'menu__link menu__link--sublist menu__link--sublist-caret'
          : `navbar__link${active ? ' navbar__link--active' : ''}`,
      ),
    menu: cx('sg-dropdown__menu', mobile ? 'menu__list' : 'dropdown__menu'),
    link: (active: boolean) =>
      cx(
        active ? 'is-active' : '',
        mobile
          ? `menu__link${active ? ' menu__link--active' : ''}`
          : `dropdown__link${active ? ' dropdown__link--active' : ''}`,
      ),
  };
}

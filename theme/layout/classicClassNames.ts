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

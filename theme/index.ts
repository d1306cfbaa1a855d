/**
 * What React pages in `content/pages/` may import from the theme:
 *
 *     import { useSite, Island } from 'sitegen-docs/theme';
 *
 * `Translate` and `useTranslate` read the theme's strings, and the site's own
 * (`i18n/<locale>/code.json`), in the language of the page being built.
 */
export { useSite, type SiteContextValue, type ThemeConfig } from './context.ts';
export { Island } from './islands/Island.tsx';
export { ErrorBoundary } from './islands/ErrorBoundary.tsx';
export { DocCardList } from './components/DocCardList.tsx';
export { Link, useBaseUrl, type LinkProps } from './components/Link.tsx';
export {
  Translate,
  useTranslate,
  useTranslateNodes,
  useTranslation,
  interpolate,
  type TranslateProps,
  type TranslateValues,
  type Translation,
} from './i18n/translate.ts';
// The theme's own parts, for overrides (`components` in the config) that render them and add to them.
export { useThemeComponent, type ThemeComponentName, type ThemeComponents } from './layout/themeComponents.tsx';
export { Navbar } from './layout/Navbar.tsx';
export { NavbarLogo } from './layout/NavbarLogo.tsx';
export { Footer } from './layout/Footer.tsx';
export { AnnouncementBar } from './layout/AnnouncementBar.tsx';
export { Breadcrumbs, Pagination, type BreadcrumbsProps, type PaginationProps } from './layout/DocChrome.tsx';
export { TableOfContents, type TableOfContentsProps } from './layout/TableOfContents.tsx';
export { DocFooter, type DocFooterProps } from './layout/DocFooter.tsx';
export { NotFound, type NotFoundProps } from './pages/NotFound.tsx';
export { NavbarItem } from './layout/NavbarItem.tsx';
export { ColorModeToggle } from './layout/ColorModeToggle.tsx';
export type { PageData, SidebarEntry, SidebarHtmlEntry, TagLink, TagSummary, TaggedDoc } from './data/siteData.ts';

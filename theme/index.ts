/**
 * What React pages in `content/pages/` may import from the theme:
 *
 *     import { useSite, Island } from 'sitegen/theme';
 */
export { useSite, type SiteContextValue, type ThemeConfig } from './context.ts';
export { Island } from './islands/Island.tsx';
export { ErrorBoundary } from './islands/ErrorBoundary.tsx';
export { DocCardList } from './components/DocCardList.tsx';
export { Link, useBaseUrl, type LinkProps } from './components/Link.tsx';
// The theme's own parts, for overrides (`components` in the config) that render them and add to them.
export { useThemeComponent, type ThemeComponentName, type ThemeComponents } from './layout/themeComponents.tsx';
export { Navbar } from './layout/Navbar.tsx';
export { Footer } from './layout/Footer.tsx';
export { AnnouncementBar } from './layout/AnnouncementBar.tsx';
export { Breadcrumbs, Pagination, type BreadcrumbsProps, type PaginationProps } from './layout/DocChrome.tsx';
export { TableOfContents, type TableOfContentsProps } from './layout/TableOfContents.tsx';
export { DocFooter, type DocFooterProps } from './layout/DocFooter.tsx';
export { NotFound, type NotFoundProps } from './pages/NotFound.tsx';
export { NavbarItem } from './layout/NavbarItem.tsx';
export { ColorModeToggle } from './layout/ColorModeToggle.tsx';
export type { PageData, SidebarEntry, SidebarHtmlEntry, TagLink, TagSummary, TaggedDoc } from './data/siteData.ts';

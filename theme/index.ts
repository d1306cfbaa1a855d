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
export type { PageData, SidebarEntry } from './data/siteData.ts';

/**
 * The parts of the shell a site can replace with a React component of its
 * own (`components` in sitegen.config.ts), and the slots the layout renders
 * them through: the site's component when it has one, else the theme's.
 * An override gets the props the theme's component gets, and can render the
 * theme's own, imported from `sitegen-docs/theme`, to add to it rather than
 * replace it.
 */
import { createContext, useContext, type ComponentType } from 'react';
import { AnnouncementBar } from './AnnouncementBar.tsx';
import { Breadcrumbs, Pagination, type BreadcrumbsProps, type PaginationProps } from './DocChrome.tsx';
import { DocFooter, type DocFooterProps } from './DocFooter.tsx';
import { Footer } from './Footer.tsx';
import { Navbar } from './Navbar.tsx';
import { NavbarLogo } from './NavbarLogo.tsx';
import { TableOfContents, type TableOfContentsProps } from './TableOfContents.tsx';
import { NotFound, type NotFoundProps } from '../pages/NotFound.tsx';

export interface ThemeComponents {
  /** The bar at the top: logo, title, links, search, colour mode, and the mobile menu. */
  Navbar: ComponentType;
  /** The navbar's brand: the logo and the title, linking to the home page. */
  NavbarLogo: ComponentType;
  /** The site footer. */
  Footer: ComponentType;
  /** The dismissible bar above the navbar (`announcementBar`). */
  AnnouncementBar: ComponentType;
  /** The trail above a doc's title. */
  Breadcrumbs: ComponentType<BreadcrumbsProps>;
  /** "On this page", beside a doc. */
  TableOfContents: ComponentType<TableOfContentsProps>;
  /** Under a doc's content: "Edit this page" and its last update. */
  DocFooter: ComponentType<DocFooterProps>;
  /** Previous and next doc, at the end of a doc. */
  Pagination: ComponentType<PaginationProps>;
  /** What the 404 page says (`pages/404.tsx` replaces the whole page instead). */
  NotFound: ComponentType<NotFoundProps>;
}

export type ThemeComponentName = keyof ThemeComponents;

export const defaultThemeComponents: ThemeComponents = {
  Navbar,
  NavbarLogo,
  Footer,
  AnnouncementBar,
  Breadcrumbs,
  TableOfContents,
  DocFooter,
  Pagination,
  NotFound,
};

/** The site's overrides; the build provides them. */
export const ThemeComponentsContext = createContext<Partial<ThemeComponents>>({});

/** The component to render for a part of the shell: the site's, or the theme's. */
export function useThemeComponent<K extends ThemeComponentName>(name: K): ThemeComponents[K] {
  return useContext(ThemeComponentsContext)[name] ?? defaultThemeComponents[name];
}

/** The 404 page's content through its slot (the build renders it as a page of its own). */
export function NotFoundSlot(props: NotFoundProps) {
  const Component = useThemeComponent('NotFound');
  return <Component {...props} />;
}

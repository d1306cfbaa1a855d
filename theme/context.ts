/** React contexts through which the build hands data to theme components. */
import { createContext, useContext, type ReactElement, type ReactNode } from 'react';
import type { PageData, SidebarEntry } from './data/siteData.ts';
import type { WidgetRegistry } from './widgets/widgetTypes.ts';

/** The site's languages, on a site of several: the one on screen, and each one's base address. */
export interface ThemeLocales {
  /** The code of the language on screen. */
  current: string;
  /** The default language first. */
  locales: { code: string; label: string; htmlLang: string; direction: 'ltr' | 'rtl'; basePath: string }[];
}

/** The serialisable part of the site config the theme renders. */
export interface ThemeConfig {
  title: string;
  tagline: string;
  /** The site's root address, with its trailing slash: `/` or `/repo/`. */
  basePath: string;
  /** Whether page addresses end with a slash. */
  trailingSlash: boolean;
  repositoryUrl?: string;
  navbar: {
    title: string;
    logo?: ThemeLogo;
    items: ThemeNavbarItem[];
    hideOnScroll: boolean;
    /** A coloured bar whatever the colour mode. */
    style?: 'primary' | 'dark';
  };
  footer: {
    style: 'light' | 'dark';
    links: { title: string; items: ThemeFooterItem[] }[];
    /** Links in one row, without columns (a list of links in the config). */
    simpleLinks?: ThemeFooterItem[];
    logo?: ThemeLogo;
    /** HTML. */
    copyright: string;
  };
  announcementBar?: { id: string; content: string; isCloseable: boolean; backgroundColor?: string; textColor?: string };
  colorMode: { defaultMode: 'light' | 'dark'; disableSwitch: boolean; respectPrefersColorScheme: boolean };
  /** On a site of several languages. */
  i18n?: ThemeLocales;
  /**
   * A Docusaurus website's shell: its elements also carry the class names of Docusaurus's classic theme
   * (Infima's `navbar__link`, `footer__title`, `menu__link`…), which the site's stylesheets target.
   */
  classic?: boolean;
}

/** A logo with its addresses resolved. */
export interface ThemeLogo {
  src: string;
  alt: string;
  srcDark?: string;
  /** Where it leads; for the navbar's, the home page unless set. */
  href?: string;
  width?: number;
  height?: number;
  className?: string;
  /** Inline style of its `<img>`. */
  style?: Record<string, string | number>;
}

/** A footer entry: a link, or raw HTML. */
/**
 * `target`: `_self` for a `pathname://` address (outside the router's site, opened in place), else a new tab when
 * external.
 */
export type ThemeFooterItem = { label: string; href: string; external: boolean; target?: '_self' } | { html: string };

export interface ThemeNavbarLink {
  type: 'link';
  label: string;
  href: string;
  external: boolean;
  position: 'left' | 'right';
  activeBasePath?: string;
  ariaLabel?: string;
  /** `_self` for a `pathname://` address, opened in place; an external address otherwise opens a new tab. */
  target?: '_self';
  /** A `docSidebar` item: active on the docs of this sidebar. */
  activeSidebar?: string;
  /** On a site of several docs versions, a `docSidebar` item's first doc in each version, by version name. */
  versionHrefs?: Record<string, string>;
  className?: string;
  /** The link's content as HTML, in place of the label. */
  html?: string;
}

export interface ThemeNavbarHtml {
  type: 'html';
  value: string;
  position: 'left' | 'right';
  className?: string;
}

export type ThemeNavbarItem =
  | ThemeNavbarLink
  | ThemeNavbarHtml
  | {
      type: 'dropdown';
      label: string;
      position: 'left' | 'right';
      className?: string;
      items: (ThemeNavbarLink | ThemeNavbarHtml)[];
    }
  | { type: 'docsVersionDropdown'; position: 'left' | 'right' }
  | { type: 'localeDropdown'; position: 'left' | 'right' }
  | { type: 'search'; position: 'left' | 'right'; href: string }
  | { type: 'colorMode'; position: 'left' | 'right' };

export interface SiteContextValue {
  config: ThemeConfig;
  page: PageData;
  /** All sidebars, for widgets such as DocCardList. */
  sidebars: Record<string, SidebarEntry[]>;
}

export const SiteContext = createContext<SiteContextValue | null>(null);

export function useSite(): SiteContextValue {
  const value = useContext(SiteContext);
  if (!value) throw new Error('useSite() was called outside the sitegen renderer.');
  return value;
}

/**
 * Turns a link as written in Markdown (`./other.md#x`, `../api`) into its
 * final address; provided by the build, which knows the route table.
 */
export const LinkResolverContext = createContext<((href: string) => string) | null>(null);

/**
 * The widgets directives can name, when the build adds its own to the theme's.
 * Null means the theme's registry (importing it here would make an import cycle).
 */
export const WidgetRegistryContext = createContext<WidgetRegistry | null>(null);

/** Collects the islands a page renders, so the page loads only their scripts. */
export const IslandCollectorContext = createContext<Set<string> | null>(null);

/**
 * Ids a component makes reachable without rendering them (the viewer's
 * nodes beyond its server budget): the build accepts links to them.
 */
export const AnchorCollectorContext = createContext<Set<string> | null>(null);

/**
 * The links a page renders through `Link` (and `useBrokenLinks().collectLink`), collected while a Docusaurus
 * website's React page renders: as Docusaurus does, its check takes those, not the raw `<a>` elements of the
 * page's own markup.
 */
export const LinkCollectorContext = createContext<Set<string> | null>(null);

/**
 * Props the build prepared for the widgets of the page being rendered, by
 * the directive's index on the page: a `schemaFile` prop arrives loaded.
 */
export const WidgetPropsContext = createContext<((use: number) => Record<string, unknown> | undefined) | null>(null);

/** A code block the renderer is asked to highlight (`@theme/CodeBlock`, whose code is known only at render time). */
export interface CodeHighlightRequest {
  code: string;
  language: string | undefined;
  startLineNumber?: number;
  meta?: string;
}

/**
 * Highlights code during a server render: the highlighted `<pre>`, or
 * undefined while the highlighter has not seen this code yet (the renderer
 * then highlights what was asked and renders the page again). Null in the
 * browser, where the server's HTML stays.
 */
export const CodeHighlightContext = createContext<((request: CodeHighlightRequest) => ReactNode | undefined) | null>(
  null,
);

/**
 * True inside an island: an island nested in another (a widget inside an MDX
 * doc's isolated island) renders as its bare content, since the outer
 * island's code creates and hydrates it. The hydrator sets it too, so both
 * sides render the same markup.
 */
export const InsideIslandContext = createContext(false);

/**
 * What a React page says about itself while it renders: `@theme/Layout`'s title and description,
 * `@docusaurus/Head`'s tags. The build reads it after rendering the page's content, before the shell
 * and the document's head. Null in the browser.
 */
export interface PageHead {
  /**
   * Whether the page rendered `@theme/Layout`: a Docusaurus page that does not gets no shell around it, as in
   * Docusaurus.
   */
  layout?: boolean;
  title?: string;
  description?: string;
  keywords?: string[];
  image?: string;
  noFooter?: boolean;
  wrapperClassName?: string;
  /** Classes for `<html>` (`<Head><html className>`) and the page's wrapper. */
  htmlClassName?: string;
  /** Other head elements (`<meta>`, `<link>`, `<script>`), which the build writes as HTML. */
  tags: ReactElement[];
}

export const PageHeadContext = createContext<PageHead | null>(null);

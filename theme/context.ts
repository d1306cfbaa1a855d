/** React contexts through which the build hands data to theme components. */
import { createContext, useContext, type ReactNode } from 'react';
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
    logo?: { src: string; alt: string; srcDark?: string };
    items: ThemeNavbarItem[];
    hideOnScroll: boolean;
  };
  footer: { style: 'light' | 'dark'; links: { title: string; items: { label: string; href: string; external: boolean }[] }[]; copyright: string };
  announcementBar?: { id: string; content: string; isCloseable: boolean; backgroundColor?: string; textColor?: string };
  colorMode: { defaultMode: 'light' | 'dark'; disableSwitch: boolean; respectPrefersColorScheme: boolean };
  /** On a site of several languages. */
  i18n?: ThemeLocales;
}

export type ThemeNavbarItem =
  | {
    type: 'link'; label: string; href: string; external: boolean; position: 'left' | 'right'; activeBasePath?: string; ariaLabel?: string;
    /** A `docSidebar` item: active on the docs of this sidebar. */
    activeSidebar?: string;
    /** On a site of several docs versions, a `docSidebar` item's first doc in each version, by version name. */
    versionHrefs?: Record<string, string>;
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
export const CodeHighlightContext = createContext<((request: CodeHighlightRequest) => ReactNode | undefined) | null>(null);

/**
 * True inside an island: an island nested in another (a widget inside an MDX
 * doc's isolated island) renders as its bare content, since the outer
 * island's code creates and hydrates it. The hydrator sets it too, so both
 * sides render the same markup.
 */
export const InsideIslandContext = createContext(false);

/**
 * The options of the site's shell in `sitegen.config.ts`: navbar (and its item
 * kinds), footer, announcement bar and colour mode. `defineConfig.ts`
 * re-exports every type here, so `sitegen-docs/config` offers them as before.
 */

/** A link in the navbar. `to` is an internal route, `href` an external address. */
export interface NavbarLinkItem {
  type?: 'link';
  label: string;
  to?: string;
  href?: string;
  /** @default 'left' */
  position?: 'left' | 'right';
  /** Marks the item active on every route starting with this prefix. */
  activeBasePath?: string;
  /** Accessible label for icon-only items. */
  ariaLabel?: string;
  /** Classes added to the item's link (Docusaurus's `className`, e.g. `header-github-link`). */
  className?: string;
  /** The link's content as HTML, in place of `label` (which then only names it for search and menus). */
  html?: string;
}

/** A menu of links under one label. */
export interface NavbarDropdownItem {
  type: 'dropdown';
  label: string;
  items: NavbarDropdownEntry[];
  /** @default 'left' */
  position?: 'left' | 'right';
  className?: string;
}

/** A link to one doc, by id (`intro`, `guides/setup`); its label defaults to the doc's sidebar label. */
export interface NavbarDocItem {
  type: 'doc';
  docId: string;
  label?: string;
  /** The docs instance (an id of `docsInstances`) whose doc it is. @default the main docs */
  docsInstance?: string;
  /** @default 'left' */
  position?: 'left' | 'right';
  className?: string;
}

/** Raw HTML in the navbar (a badge, an icon). */
export interface NavbarHtmlItem {
  type: 'html';
  value: string;
  /** @default 'left' */
  position?: 'left' | 'right';
  className?: string;
}

/** A link to the main doc of the docs version on screen, labelled with the version. */
export interface NavbarDocsVersionItem {
  type: 'docsVersion';
  label?: string;
  /** @default 'left' */
  position?: 'left' | 'right';
  className?: string;
}

/** What a dropdown may hold. */
export type NavbarDropdownEntry = NavbarLinkItem | NavbarDocItem | NavbarDocSidebarItem | NavbarHtmlItem;

/** The language dropdown; one entry per locale. */
export interface NavbarLocaleDropdownItem {
  type: 'localeDropdown';
  /** @default 'right' */
  position?: 'left' | 'right';
}

/** The button that opens the search dialog. */
export interface NavbarSearchItem {
  type: 'search';
  /** @default 'right' */
  position?: 'left' | 'right';
}

/** The colour-mode toggle, placed explicitly (by default it ends the right side). */
export interface NavbarColorModeItem {
  type: 'colorMode';
  /** @default 'right' */
  position?: 'left' | 'right';
}

/** A link to the first doc of a sidebar. */
export interface NavbarDocSidebarItem {
  type: 'docSidebar';
  sidebarId: string;
  label: string;
  /** The docs instance (an id of `docsInstances`) whose sidebar it is. @default the main docs */
  docsInstance?: string;
  /** @default 'left' */
  position?: 'left' | 'right';
  className?: string;
}

/** The docs version menu: each version links to the same doc, or its first doc. Shown on sites of several versions. */
export interface NavbarDocsVersionDropdownItem {
  type: 'docsVersionDropdown';
  /** @default 'right' */
  position?: 'left' | 'right';
}

export type NavbarItem =
  | NavbarLinkItem
  | NavbarLocaleDropdownItem
  | NavbarDocsVersionDropdownItem
  | NavbarSearchItem
  | NavbarColorModeItem
  | NavbarDocSidebarItem
  | NavbarDropdownItem
  | NavbarDocItem
  | NavbarHtmlItem
  | NavbarDocsVersionItem;

export interface NavbarConfig {
  /** @default the site title */
  title?: string;
  logo?: LogoConfig;
  /** @default [] */
  items?: NavbarItem[];
  /** Hide the navbar while scrolling down. @default false */
  hideOnScroll?: boolean;
  /** A coloured navbar whatever the colour mode: 'primary' (the site's colour) or 'dark'. @default none */
  style?: 'primary' | 'dark';
}

/** A logo in the navbar or the footer. */
export interface LogoConfig {
  /** A file of `static/` (`img/logo.svg`) or an address. */
  src: string;
  alt: string;
  /** The logo in dark mode. */
  srcDark?: string;
  /** Where the logo leads. @default the home page (navbar); none (footer) */
  href?: string;
  width?: number;
  height?: number;
  className?: string;
  /** Inline style of the logo's `<img>`, as React takes it (`{ height: 'auto', marginTop: 5 }`). */
  style?: Record<string, string | number>;
}

/** A link of the footer, or raw HTML in its place (`{ html }`: a badge, an image). */
export interface FooterLink {
  /** Required, with `to` or `href`, unless `html` is given. */
  label?: string;
  to?: string;
  href?: string;
  /** Raw HTML in place of a link. */
  html?: string;
}

export interface FooterColumn {
  title: string;
  items: FooterLink[];
}

export interface FooterConfig {
  /** @default 'light' */
  style?: 'light' | 'dark';
  /** Columns of links, each with a title. @default [] */
  links?: FooterColumn[];
  /** One row of links, without columns or titles (Docusaurus's simple footer). @default [] */
  simpleLinks?: FooterLink[];
  /** Shown above the copyright. */
  logo?: LogoConfig;
  /** Copyright line under the links, as HTML (`Copyright © 2024 <a href="…">Org</a>`). */
  copyright?: string;
}

export interface AnnouncementBarConfig {
  /** Changing the id shows the bar again to readers who dismissed it. */
  id: string;
  /** The text of the bar; inline HTML links are allowed. */
  content: string;
  /** @default true */
  isCloseable?: boolean;
  backgroundColor?: string;
  textColor?: string;
}

export interface ColorModeConfig {
  /** @default 'light' */
  defaultMode?: 'light' | 'dark';
  /** Hide the toggle. @default false */
  disableSwitch?: boolean;
  /** Follow the reader's `prefers-color-scheme` until they choose. @default false */
  respectPrefersColorScheme?: boolean;
}

/**
 * The options of the site's shell in `sitegen.config.ts`: navbar (and its item
 * kinds), footer, announcement bar and colour mode. `defineConfig.ts`
 * re-exports every type here, so `sitegen/config` offers them as before.
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
}

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
  /** @default 'left' */
  position?: 'left' | 'right';
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
  | NavbarDocSidebarItem;

export interface NavbarConfig {
  /** @default the site title */
  title?: string;
  logo?: { src: string; alt: string; srcDark?: string };
  /** @default [] */
  items?: NavbarItem[];
  /** Hide the navbar while scrolling down. @default false */
  hideOnScroll?: boolean;
}

export interface FooterLink {
  label: string;
  to?: string;
  href?: string;
}

export interface FooterConfig {
  /** @default 'light' */
  style?: 'light' | 'dark';
  /** Columns of links, each with a title. @default [] */
  links?: { title: string; items: FooterLink[] }[];
  /** Copyright text shown under the links. */
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

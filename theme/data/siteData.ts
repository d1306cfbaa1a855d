/**
 * The data the theme renders from, computed by the build and handed to
 * components through context. Plain JSON: it may cross into the browser.
 */

export interface SidebarDocEntry {
  type: 'doc';
  id: string;
  label: string;
  href: string;
  className?: string;
  /** A `{ type: 'ref' }` item: a link to a doc that this sidebar does not own (no previous/next, breadcrumbs or sidebar of its own). */
  ref?: boolean;
  /** The item's `customProps` (or the doc's `sidebar_custom_props`): the site's own data, for its own components. */
  customProps?: Record<string, unknown>;
}

export interface SidebarCategoryEntry {
  type: 'category';
  label: string;
  items: SidebarEntry[];
  /** The category's own page (generated index or linked doc), when it has one. */
  href?: string;
  /** Doc id, when the category links to a doc. */
  docId?: string;
  description?: string;
  collapsed: boolean;
  collapsible: boolean;
  className?: string;
  customProps?: Record<string, unknown>;
}

export interface SidebarLinkEntry {
  type: 'link';
  label: string;
  href: string;
  className?: string;
  customProps?: Record<string, unknown>;
}

/** Raw HTML of the site's own (`{ type: 'html', value }`), rendered as it is. */
export interface SidebarHtmlEntry {
  type: 'html';
  value: string;
  /** Padded like the sidebar's links. */
  defaultStyle: boolean;
  className?: string;
  customProps?: Record<string, unknown>;
}

export type SidebarEntry = SidebarDocEntry | SidebarCategoryEntry | SidebarLinkEntry | SidebarHtmlEntry;

/** A tag as a doc's foot links it: its label and its page. */
export interface TagLink {
  label: string;
  href: string;
}

/** A tag on the page of all tags: with how many docs it has. */
export interface TagSummary extends TagLink {
  count: number;
}

/** A doc on a tag's page. */
export interface TaggedDoc {
  title: string;
  href: string;
  description: string;
}

export interface Breadcrumb {
  label: string;
  href?: string;
}

export interface PaginationLink {
  label: string;
  href: string;
}

export interface TocEntry {
  id: string;
  text: string;
  depth: number;
  children: TocEntry[];
}

/** A docs version as the version dropdown links it from the page on screen. */
export interface VersionLink {
  name: string;
  label: string;
  /** The same doc in that version when it has it, else the version's first doc. */
  href: string;
}

/** The docs version of a page of the docs (a doc, a generated index, a tag page), on a site of several versions. */
export interface PageVersion {
  name: string;
  label: string;
  /** The notice above the doc: a version ahead of the last release, or one no longer maintained. */
  banner: 'none' | 'unreleased' | 'unmaintained';
  /** Show "Version: <label>" above the doc. */
  badge: boolean;
  /** `docsearch:version` and the search index's version of the page. */
  searchTag: string;
  /** Ask search engines not to index the page (`docs.versions.<name>.noIndex`). */
  noIndex?: boolean;
  /** The last version: the same page there when it exists (`samePage`), else its first doc. Absent on the last version's own pages. */
  latest?: { label: string; href: string; samePage: boolean };
}

/** What the theme knows about the current route. */
export interface PageData {
  kind: 'doc' | 'page' | 'category' | 'tags' | 'tag' | 'search' | 'notFound';
  route: string;
  /** The route as links write it (with the base path). */
  href: string;
  title: string;
  description: string;
  sidebarId?: string;
  sidebar?: SidebarEntry[];
  breadcrumbs?: Breadcrumb[];
  previous?: PaginationLink;
  next?: PaginationLink;
  toc?: TocEntry[];
  /** For generated index pages: the category shown as cards. */
  category?: SidebarCategoryEntry;
  hideTitle?: boolean;
  /** Reachable by its address but listed nowhere; the page says so. */
  unlisted?: boolean;
  /** Href of the docs home, for the 404 page. */
  docsHref?: string;
  /** Where the doc's source can be edited (`docs.editUrl`). */
  editUrl?: string;
  /** The doc's last commit (`docs.showLastUpdateTime` / `showLastUpdateAuthor`): its time in ms and its author. */
  lastUpdate?: { time?: number; author?: string };
  /** The doc's tags (front matter `tags`), linked at its foot. */
  tags?: TagLink[];
  /** In a language other than the default, a doc without a translation: shown in the default language, named here. */
  untranslated?: {
    /** The default language's name, in the page's language ("anglais"). */
    language: string;
    /** The page's language's own name, as running text writes it ("français"). */
    current: string;
    htmlLang: string;
    direction: 'ltr' | 'rtl';
  };
  /** The docs version of a page of the docs, on a site of several versions. */
  version?: PageVersion;
  /** On a site of several versions: every version, as the version dropdown links it from this page (newest first, as versions.json lists them, after the current docs). */
  versions?: VersionLink[];
  /** On a site of several versions, a page outside the docs: the version its dropdown and doc links show until the reader's preference is known (the last version). */
  defaultVersion?: string;
}

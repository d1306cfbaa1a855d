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
}

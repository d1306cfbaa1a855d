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
  /**
   * A `{ type: 'ref' }` item: a link to a doc that this sidebar does not own (no previous/next, breadcrumbs or sidebar
   * of its own).
   */
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

/** An author of a blog post, as its header and the authors' pages show them. */
export interface BlogAuthorData {
  name?: string;
  title?: string;
  /** Where the name links: the author's own page on the blog when it has one, else their `url`. */
  href?: string;
  imageURL?: string;
  email?: string;
  /** Social profiles, by platform (`github`, `x`, …), as addresses. */
  socials?: Record<string, string>;
  /** On the authors' page: how many posts. */
  count?: number;
}

/** What a post's header, and its entry in a list, show. */
export interface BlogPostMeta {
  title: string;
  href: string;
  /** ISO 8601, for `<time datetime>`. */
  date: string;
  /** The date as the page's language writes it ("August 26, 2021"). */
  formattedDate: string;
  /** Minutes, when the blog shows reading times. */
  readingTime?: number;
  authors: BlogAuthorData[];
  tags: TagLink[];
  /** Whether the post has more than its summary: the list shows "Read more". */
  truncated?: boolean;
  editUrl?: string;
  lastUpdate?: { time?: number; author?: string };
}

/** What every page of a blog knows of it. */
export interface BlogPageData {
  /** The blog's id (its plugin's, on a Docusaurus website: `plugin-id-<id>` on `<html>`). @default 'default' */
  id?: string;
  /** The blog's title and index. */
  title: string;
  href: string;
  /** The recent posts beside the page (`sidebarCount` of them), under `sidebarTitle`. */
  sidebar?: { title: string; items: { title: string; href: string; year: string }[] };
  /** On a post's page: the post. */
  post?: BlogPostMeta;
  /** On a list page (index, tag, author): its posts, in order; their summaries are the page's content. */
  posts?: BlogPostMeta[];
  /** On a list page of several: the newer and older pages. */
  paginator?: { newer?: string; older?: string; page: number; pages: number };
  /** The archive: every listed post by year, newest first (the page lists them as Docusaurus does). */
  archive?: { year: string; posts: { title: string; href: string; date: string; formattedDate: string }[] }[];
  /** The page of every tag, and the tags of a tag's page. */
  tags?: TagSummary[];
  tag?: { label: string; description?: string; count: number; allTagsHref: string };
  /** The page of every author, and an author's page. */
  authors?: BlogAuthorData[];
  author?: BlogAuthorData & { allAuthorsHref?: string };
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
  /**
   * The last version: the same page there when it exists (`samePage`), else its first doc. Absent on the last version's
   * own pages.
   */
  latest?: { label: string; href: string; samePage: boolean };
}

/**
 * The pages of a blog: a post, a list of posts (the index and its pages), every tag, a tag, the archive, every author,
 * an author.
 */
export type BlogPageKind =
  | 'blogPost'
  | 'blogList'
  | 'blogTags'
  | 'blogTag'
  | 'blogArchive'
  | 'blogAuthors'
  | 'blogAuthor';

/** What the theme knows about the current route. */
export interface PageData {
  kind: 'doc' | 'page' | 'category' | 'tags' | 'tag' | 'search' | 'notFound' | BlogPageKind;
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
  /**
   * On a site of several versions: every version, as the version dropdown links it from this page (newest first, as
   * versions.json lists them, after the current docs).
   */
  versions?: VersionLink[];
  /**
   * On a site of several versions, a page outside the docs: the version its dropdown and doc links show until the
   * reader's preference is known (the last version).
   */
  defaultVersion?: string;
  /** A page of a blog: the blog, and the post or posts it shows. */
  blog?: BlogPageData;
  /**
   * A doc or post with a Markdown twin: its address, for the "Copy page" button, and the assistants its menu opens it
   * in.
   */
  twin?: { href: string; assistants: { label: string; href: string }[] };
}

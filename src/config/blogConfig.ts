/**
 * The blog's settings: `blog` in `sitegen.config.ts` (or `false`), and
 * `blogInstances` for more blogs beside it (a changelog), as Docusaurus's
 * blog plugin takes them (the classic preset's `blog`, each instance of
 * `@docusaurus/plugin-content-blog`). Their defaults are Docusaurus's.
 */

export type BlogFeedType = 'rss' | 'atom' | 'json';

/** A feed's stylesheet as the config asks for it: sitegen's own, or the site's file (relative to the blog folder). */
export type FeedStylesheetSource = { builtIn: true } | { file: string };

/** What a setting asks when the site is not as it should be: as Docusaurus's `onInlineTags` and kin. */
export type BlogProblemPolicy = 'ignore' | 'log' | 'warn' | 'throw';

export interface BlogFeedConfig {
  /**
   * The feeds written beside the blog's index (`rss.xml`, `atom.xml`, `feed.json`); `'all'` for the three. @default
   * ['rss', 'atom']
   */
  type?: BlogFeedType | 'all' | BlogFeedType[];
  /** @default `${title} Blog` */
  title?: string;
  /** @default `${title} Blog` */
  description?: string;
  copyright?: string;
  /** @default the site's language */
  language?: string;
  /** The newest posts the feeds carry; `false` for all. @default 20 */
  limit?: number | false;
  /**
   * Stylesheets that make a browser show the RSS and Atom feeds as a page: `true` for sitegen's own, or
   * per feed, `true` or the path of an XSLT file in the blog folder (with a CSS file of the same name
   * beside it). As Docusaurus's `feedOptions.xslt`. @default false
   */
  xslt?: boolean | { rss?: boolean | string; atom?: boolean | string };
}

export interface BlogConfig {
  /** The folder of the posts, relative to the site. @default 'blog' */
  path?: string;
  /** The blog's address. @default 'blog' */
  routeBasePath?: string;
  /** The title of the blog's list pages. @default 'Blog' */
  title?: string;
  /** @default 'Blog' */
  description?: string;
  /** The title of the list of recent posts beside each page. @default 'Recent posts' */
  sidebarTitle?: string;
  /** How many recent posts it lists (`'ALL'`, or 0 for no list). @default 5 */
  sidebarCount?: number | 'ALL';
  /** Posts per list page (`'ALL'`: one page). @default 10 */
  postsPerPage?: number | 'ALL';
  /** Show each post's reading time. @default true */
  showReadingTime?: boolean;
  /** The reading speed the reading time assumes, in words per minute. @default 200 */
  wordsPerMinute?: number;
  /** The feeds; `false` for none. @default { type: ['rss', 'atom'], limit: 20 } */
  feed?: BlogFeedConfig | false;
  /** Where a post's source is edited: the folder's address (the post's path is added), as `docs.editUrl`. */
  editUrl?: string;
  /** The authors file in the blog folder (`.yml`, `.yaml` or `.json`). @default 'authors.yml' */
  authorsFile?: string;
  /** The tags file in the blog folder; `null` for none. @default 'tags.yml' */
  tagsFile?: string | null;
  /** @default 'tags' */
  tagsBasePath?: string;
  /** The archive's address in the blog; `null` for no archive. @default 'archive' */
  archiveBasePath?: string | null;
  /** @default 'page' */
  pageBasePath?: string;
  /** @default 'authors' */
  authorsBasePath?: string;
  /** A post of more than 5 lines without a `<!-- truncate -->` marker. @default 'warn' */
  onUntruncatedBlogPosts?: BlogProblemPolicy;
  /** A tag not in the tags file (when there is one). @default 'warn' */
  onInlineTags?: BlogProblemPolicy;
  /** An author written in the post rather than named from the authors file (when there is one). @default 'warn' */
  onInlineAuthors?: BlogProblemPolicy;
  showLastUpdateTime?: boolean;
  showLastUpdateAuthor?: boolean;
  /** Globs of the posts inside the folder. @default ['**\/*.{md,mdx}'] */
  include?: string[];
  /** @default Docusaurus's: files and folders starting with `_`, tests */
  exclude?: string[];
}

/** A blog beside the main one: its settings and its id. */
export interface BlogInstanceConfig extends BlogConfig {
  /** Letters, digits, `-` and `_`; not `default`. */
  id: string;
}

export interface ResolvedBlog {
  id: string;
  path: string;
  /** `/blog`: a route, without a trailing slash (`/` for a blog at the site's root). */
  routeBase: string;
  title: string;
  description: string;
  sidebarTitle: string;
  /** 0: none; Infinity: all. */
  sidebarCount: number;
  /** Infinity: one page. */
  postsPerPage: number;
  showReadingTime: boolean;
  wordsPerMinute: number;
  feed:
    | {
        types: BlogFeedType[];
        title?: string;
        description?: string;
        copyright?: string;
        language?: string;
        limit: number | false;
        /** The stylesheet of each feed that has one (src/blog/feedStylesheets.ts). */
        xslt: { rss?: FeedStylesheetSource; atom?: FeedStylesheetSource };
      }
    | false;
  editUrl: string | undefined;
  authorsFile: string;
  tagsFile: string | null;
  tagsBasePath: string;
  archiveBasePath: string | null;
  pageBasePath: string;
  authorsBasePath: string;
  onUntruncatedBlogPosts: BlogProblemPolicy;
  onInlineTags: BlogProblemPolicy;
  onInlineAuthors: BlogProblemPolicy;
  showLastUpdateTime: boolean;
  showLastUpdateAuthor: boolean;
  include: string[];
  exclude: string[];
}

/** The id of the main blog (`blog`), as Docusaurus names its blog plugin's default instance. */
export const defaultBlogInstance = 'default';

export const defaultBlogInclude = ['**/*.{md,mdx}'];
export const defaultBlogExclude = [
  '**/_*.{js,jsx,ts,tsx,md,mdx}',
  '**/_*/**',
  '**/*.test.{js,jsx,ts,tsx}',
  '**/__tests__/**',
];

const feedTypes = (type: BlogFeedConfig['type']): BlogFeedType[] => {
  if (type === undefined) return ['rss', 'atom'];
  if (type === 'all') return ['rss', 'atom', 'json'];
  return [...new Set(Array.isArray(type) ? type : [type])];
};

/** `xslt` as each feed's stylesheet: `true` sitegen's own, a path the blog folder's file. */
function feedStylesheetSources(xslt: BlogFeedConfig['xslt']): {
  rss?: FeedStylesheetSource;
  atom?: FeedStylesheetSource;
} {
  const source = (value: boolean | string | undefined): FeedStylesheetSource | undefined =>
    value === true ? { builtIn: true } : typeof value === 'string' ? { file: value } : undefined;
  const given = typeof xslt === 'object' ? xslt : { rss: xslt, atom: xslt };
  const rss = source(given.rss);
  const atom = source(given.atom);
  return { ...(rss ? { rss } : {}), ...(atom ? { atom } : {}) };
}

/** `blog/`, `/blog/`, `blog` → `/blog`; `/` and '' → `/`. */
function routeBaseOf(value: string): string {
  const trimmed = value.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? '/' : `/${trimmed}`;
}

const segment = (value: string) => value.replace(/^\/+|\/+$/g, '');

export function resolveBlog(blog: BlogConfig, id: string): ResolvedBlog {
  return {
    id,
    path: (blog.path ?? 'blog').replace(/^\.\//, '').replace(/\/+$/, ''),
    routeBase: routeBaseOf(blog.routeBasePath ?? 'blog'),
    title: blog.title ?? 'Blog',
    description: blog.description ?? 'Blog',
    sidebarTitle: blog.sidebarTitle ?? 'Recent posts',
    sidebarCount: blog.sidebarCount === 'ALL' ? Infinity : (blog.sidebarCount ?? 5),
    postsPerPage: blog.postsPerPage === 'ALL' ? Infinity : (blog.postsPerPage ?? 10),
    showReadingTime: blog.showReadingTime ?? true,
    wordsPerMinute: blog.wordsPerMinute ?? 200,
    feed:
      blog.feed === false
        ? false
        : {
            types: feedTypes(blog.feed?.type),
            limit: blog.feed?.limit ?? 20,
            xslt: feedStylesheetSources(blog.feed?.xslt),
            ...(blog.feed?.title !== undefined ? { title: blog.feed.title } : {}),
            ...(blog.feed?.description !== undefined ? { description: blog.feed.description } : {}),
            ...(blog.feed?.copyright !== undefined ? { copyright: blog.feed.copyright } : {}),
            ...(blog.feed?.language !== undefined ? { language: blog.feed.language } : {}),
          },
    editUrl: blog.editUrl,
    authorsFile: blog.authorsFile ?? 'authors.yml',
    tagsFile: blog.tagsFile === undefined ? 'tags.yml' : blog.tagsFile,
    tagsBasePath: segment(blog.tagsBasePath ?? 'tags'),
    archiveBasePath: blog.archiveBasePath === null ? null : segment(blog.archiveBasePath ?? 'archive'),
    pageBasePath: segment(blog.pageBasePath ?? 'page'),
    authorsBasePath: segment(blog.authorsBasePath ?? 'authors'),
    onUntruncatedBlogPosts: blog.onUntruncatedBlogPosts ?? 'warn',
    onInlineTags: blog.onInlineTags ?? 'warn',
    onInlineAuthors: blog.onInlineAuthors ?? 'warn',
    showLastUpdateTime: blog.showLastUpdateTime ?? false,
    showLastUpdateAuthor: blog.showLastUpdateAuthor ?? false,
    include: blog.include ?? defaultBlogInclude,
    exclude: blog.exclude ?? defaultBlogExclude,
  };
}

/** Every blog of the site: the main one (unless `blog: false`), then `blogInstances`. */
export function resolveBlogs(
  blog: BlogConfig | false | undefined,
  instances: BlogInstanceConfig[] | undefined,
): ResolvedBlog[] {
  return [
    ...(blog === false ? [] : [resolveBlog(blog ?? {}, defaultBlogInstance)]),
    ...(instances ?? []).map((instance) => resolveBlog(instance, instance.id)),
  ];
}

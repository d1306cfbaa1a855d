/**
 * A Docusaurus blog's options (the classic preset's `blog`, or an instance of
 * `@docusaurus/plugin-content-blog`) in sitegen's `blog` keys
 * (src/config/blogConfig.ts). What sitegen does not carry over (a component of
 * the site's own in place of a blog page, a function of the site's that
 * reads or sorts posts) is a `DocusaurusUnsupported` warning at its key.
 */
import path from 'node:path';
import type { BlogConfig, BlogFeedConfig, BlogFeedType, BlogProblemPolicy } from '../config/blogConfig.ts';
import type { SitegenConfig } from '../config/defineConfig.ts';
import type { ConfigReader, Plain } from './configReader.ts';

const policies = new Set(['ignore', 'log', 'warn', 'throw']);
const feedTypes = new Set(['rss', 'atom', 'json']);

/** Options of the blog plugin that change what sitegen cannot change: their keys and why. */
const unsupported: Record<string, string> = {
  blogListComponent: "the theme's list page is used",
  blogPostComponent: "the theme's post page is used",
  blogTagsListComponent: "the theme's page of every tag is used",
  blogTagsPostsComponent: "the theme's tag page is used",
  blogArchiveComponent: "the theme's archive is used",
  blogAuthorsListComponent: "the theme's page of every author is used",
  blogAuthorsPostsComponent: "the theme's author page is used",
  readingTime: 'reading times are counted as Docusaurus counts them by default',
  truncateMarker: 'the default markers, <!-- truncate --> and {/* truncate */}, are read',
  sortPosts: 'posts are listed newest first',
  processBlogPosts: 'every post is built as it is',
  remarkPlugins: "the blog's own remark plugins are not run; the site's markdown plugins are",
  rehypePlugins: "the blog's own rehype plugins are not run",
  beforeDefaultRemarkPlugins: "the blog's own remark plugins are not run",
  beforeDefaultRehypePlugins: "the blog's own rehype plugins are not run",
};

function policy(value: unknown, keyPath: string, reader: ConfigReader): BlogProblemPolicy | undefined {
  const given = reader.string(value, keyPath);
  if (given === undefined) return undefined;
  if (policies.has(given)) return given as BlogProblemPolicy;
  reader.warn(
    keyPath,
    `${keyPath} should be 'ignore', 'log', 'warn' or 'throw', but it is ${JSON.stringify(given)}; the default, ` +
      `'warn', is used.`,
  );
  return undefined;
}

function feedOptions(
  options: Plain | undefined,
  at: string,
  reader: ConfigReader,
  blogDir: string,
): BlogFeedConfig | false | undefined {
  if (!options) return undefined;
  if (options.type === null || options.type === false) return false;
  const feed: BlogFeedConfig = {};
  if (options.type === 'all') feed.type = 'all';
  else if (typeof options.type === 'string' && feedTypes.has(options.type)) feed.type = options.type as BlogFeedType;
  else if (Array.isArray(options.type) && options.type.every((type) => typeof type === 'string' && feedTypes.has(type)))
    feed.type = options.type as BlogFeedType[];
  else if (options.type !== undefined)
    reader.warn(
      `${at}.type`,
      `${at}.type should be 'rss', 'atom', 'json', 'all', a list of them or null; the default, ['rss', ` +
        `'atom'], is used.`,
    );
  for (const key of ['title', 'description', 'copyright', 'language'] as const) {
    const value = reader.string(options[key], `${at}.${key}`);
    if (value !== undefined) feed[key] = value;
  }
  if (options.limit === false || options.limit === null) feed.limit = false;
  else {
    const limit = reader.number(options.limit, `${at}.limit`);
    if (limit !== undefined) feed.limit = limit;
  }
  if (options.createFeedItems !== undefined)
    reader.warn(
      `${at}.createFeedItems`,
      `${at}.createFeedItems is not carried over: the feeds are written from every post as it is.`,
    );
  const xslt = feedStylesheets(options.xslt, `${at}.xslt`, reader, blogDir);
  if (xslt !== undefined) feed.xslt = xslt;
  return feed;
}

/**
 * `feedOptions.xslt`: `true`, `false`/`null`, or `{ rss, atom }`, each `true`, `false`/`null` or the path of
 * an XSLT file, relative to the blog folder or absolute (made relative to it; one outside it is a warning).
 */
function feedStylesheets(
  value: unknown,
  at: string,
  reader: ConfigReader,
  blogDir: string,
): BlogFeedConfig['xslt'] | undefined {
  if (value === undefined || value === null || value === false) return undefined;
  if (value === true) return true;
  const given = reader.object(value, at);
  if (!given) return undefined;
  const one = (type: 'rss' | 'atom'): boolean | string | undefined => {
    const option = given[type];
    if (option === undefined || option === null || option === false) return undefined;
    if (option === true) return true;
    const file = reader.string(option, `${at}.${type}`);
    if (file === undefined) return undefined;
    const relative = path.relative(blogDir, path.resolve(blogDir, file)).split(path.sep).join('/');
    if (relative === '' || relative.startsWith('../') || path.isAbsolute(relative)) {
      reader.warn(
        `${at}.${type}`,
        `${at}.${type} names ${file}, outside the blog folder: the ${type} feed gets no stylesheet.`,
        "Put the XSLT file and its CSS in the blog folder, or use true for sitegen's own.",
      );
      return undefined;
    }
    return relative;
  };
  const rss = one('rss');
  const atom = one('atom');
  return rss === undefined && atom === undefined
    ? undefined
    : { ...(rss !== undefined ? { rss } : {}), ...(atom !== undefined ? { atom } : {}) };
}

/** The blog options in sitegen's keys, with `routeBase` the blog's route. */
export function readBlogOptions(options: Plain, at: string, reader: ConfigReader, siteDir: string): BlogConfig {
  const blog: BlogConfig = {};
  const folder = reader.sitePath(options.path, `${at}.path`, siteDir);
  if (folder !== undefined) blog.path = folder.replace(/^\.\//, '');
  const strings: [keyof BlogConfig, string][] = [
    ['routeBasePath', 'routeBasePath'],
    ['title', 'blogTitle'],
    ['description', 'blogDescription'],
    ['sidebarTitle', 'blogSidebarTitle'],
    ['tagsBasePath', 'tagsBasePath'],
    ['pageBasePath', 'pageBasePath'],
    ['authorsBasePath', 'authorsBasePath'],
  ];
  for (const [key, from] of strings) {
    const value = reader.string(options[from], `${at}.${from}`);
    if (value !== undefined) (blog as Record<string, unknown>)[key] = value;
  }
  if (options.archiveBasePath === null) blog.archiveBasePath = null;
  else {
    const archive = reader.string(options.archiveBasePath, `${at}.archiveBasePath`);
    if (archive !== undefined) blog.archiveBasePath = archive;
  }
  if (options.blogSidebarCount === 'ALL') blog.sidebarCount = 'ALL';
  else {
    const count = reader.number(options.blogSidebarCount, `${at}.blogSidebarCount`);
    if (count !== undefined) blog.sidebarCount = count;
  }
  if (options.postsPerPage === 'ALL') blog.postsPerPage = 'ALL';
  else {
    const perPage = reader.number(options.postsPerPage, `${at}.postsPerPage`);
    if (perPage !== undefined) blog.postsPerPage = perPage;
  }
  for (const key of ['showReadingTime', 'showLastUpdateTime', 'showLastUpdateAuthor'] as const) {
    const value = reader.boolean(options[key], `${at}.${key}`);
    if (value !== undefined) blog[key] = value;
  }
  if (typeof options.editUrl === 'string') blog.editUrl = options.editUrl;
  else if (options.editUrl !== undefined)
    reader.warn(
      `${at}.editUrl`,
      `${at}.editUrl as a function is not carried over: posts have no edit link.`,
      "Give the address of the blog folder's parent as a string, as for docs.",
    );
  const authors = reader.string(options.authorsMapPath, `${at}.authorsMapPath`);
  if (authors !== undefined) blog.authorsFile = authors;
  if (options.tags === null || options.tags === false) blog.tagsFile = null;
  else {
    const tags = reader.string(options.tags, `${at}.tags`);
    if (tags !== undefined) blog.tagsFile = tags;
  }
  const untruncated = policy(options.onUntruncatedBlogPosts, `${at}.onUntruncatedBlogPosts`, reader);
  if (untruncated) blog.onUntruncatedBlogPosts = untruncated;
  const inlineTags = policy(options.onInlineTags, `${at}.onInlineTags`, reader);
  if (inlineTags) blog.onInlineTags = inlineTags;
  const inlineAuthors = policy(options.onInlineAuthors, `${at}.onInlineAuthors`, reader);
  if (inlineAuthors) blog.onInlineAuthors = inlineAuthors;
  for (const key of ['include', 'exclude'] as const) {
    const list = reader.array(options[key], `${at}.${key}`).filter((glob): glob is string => typeof glob === 'string');
    if (options[key] !== undefined) blog[key] = list;
  }
  const feed = feedOptions(
    reader.object(options.feedOptions, `${at}.feedOptions`) ??
      (options.feedOptions === undefined ? undefined : { type: options.feedOptions === null ? null : undefined }),
    `${at}.feedOptions`,
    reader,
    path.resolve(siteDir, blog.path ?? 'blog'),
  );
  if (feed !== undefined) blog.feed = feed;
  for (const [key, why] of Object.entries(unsupported)) {
    const value = options[key];
    if (value === undefined || (Array.isArray(value) && value.length === 0)) continue;
    reader.warn(`${at}.${key}`, `${at}.${key} is not carried over: ${why}.`);
  }
  return blog;
}

/** The main blog (`blog`), or an instance beside it (`blogInstances`), of a Docusaurus config. */
export function mapBlogOptions(
  options: Plain,
  at: string,
  config: SitegenConfig,
  reader: ConfigReader,
  siteDir: string,
): void {
  const id = typeof options.id === 'string' && options.id !== 'default' ? options.id : undefined;
  const blog = readBlogOptions(options, at, reader, siteDir);
  if (id === undefined) {
    config.blog = blog;
    reader.origin('blog', at);
  } else {
    config.blogInstances = [...(config.blogInstances ?? []), { ...blog, id }];
    reader.origin(`blogInstances.${id}`, at);
  }
}

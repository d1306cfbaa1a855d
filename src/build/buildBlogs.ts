/**
 * The blogs' part of a build: each blog of the config read (src/blog/loadBlog.ts),
 * its posts and their summaries compiled (compileBlogs.ts), its routes added
 * to the site's, and, once every page is rendered, its feeds written from its
 * posts' HTML.
 */
import path from 'node:path';
import type { ResolvedConfig } from '../config/defineConfig.ts';
import { SitegenError, withWarnings, type Diagnostic } from '../diagnostics/diagnostic.ts';
import type { MarkdownSetup } from '../markdown/markdownPlugins.ts';
import type { RenderedPage } from '../render/renderTypes.ts';
import type { BlogRenderInput } from '../render/blogJobs.ts';
import { hrefFor } from '../routes/outputPath.ts';
import type { RouteTable } from '../routes/routeTable.ts';
import { blogRoute } from '../blog/blogPages.ts';
import { feedLinks, writeFeeds, type FeedSite } from '../blog/feeds.ts';
import { newestPosts } from '../blog/feedData.ts';
import { withStylesheet, type FeedStylesheet, type StyledFeedType } from '../blog/feedStylesheets.ts';
import { loadBlog, type KnownPost, type LoadedBlog } from '../blog/loadBlog.ts';
import { compileBlogs, type CompiledPost } from './compileBlogs.ts';
import { readBoundary } from '../content/realPathInside.ts';
import { translatedBlogFolder } from '../i18n/localeBuild.ts';

const bySeverity = (problems: Diagnostic[]) => ({
  errors: problems.filter((p) => p.severity === 'error'),
  warnings: problems.filter((p) => p.severity === 'warning'),
});

/**
 * What a build makes of its blogs before their routes: each blog's pages and compiled posts, and what reading and
 * compiling them found.
 */
export interface PreparedBlogs {
  inputs: BlogRenderInput[];
  warnings: Diagnostic[];
  /** Every post and summary as compiled, for the next update of `serve --watch`. */
  posts: Map<string, CompiledPost>;
  /** How many of them the compile cache had. */
  cacheHits: number;
}

/** The blogs read (`loadBlogs`) and compiled (`compileBlogs`): the `compileBlogs` stage of a build. */
export async function prepareBlogs(
  options: Parameters<typeof loadBlogs>[0] & Omit<Parameters<typeof compileBlogs>[1], 'siteDir' | 'markdown'>,
): Promise<PreparedBlogs> {
  if (options.config.blogs.length === 0) return { inputs: [], warnings: [], posts: new Map(), cacheHits: 0 };
  const loaded = await loadBlogs(options);
  try {
    const compiled = await compileBlogs(loaded.blogs, options);
    return { ...compiled, warnings: [...loaded.warnings, ...compiled.warnings] };
  } catch (error) {
    throw withWarnings(error, loaded.warnings);
  }
}

/** The `compileBlogs` stage's line: `2 blogs, 40 posts (38 texts from cache)`; a summary is a text of its own. */
export function blogsReport(prepared: PreparedBlogs): string {
  if (prepared.inputs.length === 0) return 'no posts';
  const posts = prepared.inputs.reduce((sum, input) => sum + input.loaded.posts.length, 0);
  const blogs = prepared.inputs.length === 1 ? '' : `${prepared.inputs.length} blogs, `;
  return (
    `${blogs}${posts} post${posts === 1 ? '' : 's'}` +
    (prepared.cacheHits > 0 ? ` (${prepared.cacheHits} texts from cache)` : '')
  );
}

/** Every blog of the config that has posts; a problem that is an error stops the build, with the warnings. */
export async function loadBlogs(options: {
  siteDir: string;
  config: ResolvedConfig;
  markdown: MarkdownSetup;
  drafts: boolean;
  translatedIn?: string | undefined;
  known?: KnownPost | undefined;
}): Promise<{ blogs: LoadedBlog[]; warnings: Diagnostic[] }> {
  const { translatedIn } = options;
  const loaded = await Promise.all(
    options.config.blogs.map((blog) =>
      loadBlog({
        siteDir: options.siteDir,
        blog,
        drafts: options.drafts,
        ...(translatedIn !== undefined
          ? { translatedDir: translatedBlogFolder(options.siteDir, translatedIn, blog.id) }
          : {}),
        basePath: options.config.basePath,
        format: options.markdown.format,
        sourceText: { maxFileSizeMb: options.config.limits.maxFileSize },
        boundary: readBoundary(options.siteDir, options.config.readRoot),
        known: options.known,
      }),
    ),
  );
  const { errors, warnings } = bySeverity(loaded.flatMap((blog) => blog.problems));
  if (errors.length > 0) throw withWarnings(new SitegenError(errors), warnings);
  return { blogs: loaded.filter((blog) => blog.posts.length > 0), warnings };
}

/**
 * The blogs' pages into the site's routes (a route taken twice is DuplicateRoute), and each post's file to its route,
 * for Markdown links to it.
 */
export function addBlogRoutes(
  inputs: BlogRenderInput[],
  routes: RouteTable,
  docRouteByFile: Map<string, string>,
): void {
  for (const { pages, loaded } of inputs) {
    for (const { post } of pages.posts) {
      routes.add({ path: post.route, kind: 'blogPost', source: post.file, line: 1, column: 1 });
      // A link to a post, from a post translated or not, may name it at either place.
      for (const dir of [loaded.dir, ...(loaded.translatedDir !== undefined ? [loaded.translatedDir] : [])])
        docRouteByFile.set(path.join(dir, ...post.relativePath.split('/')), post.route);
    }
    // The blog's other pages come from its folder as a whole.
    for (const list of pages.lists) routes.add({ path: list.route, kind: list.kind, source: loaded.dir });
    if (pages.tags) routes.add({ path: pages.tags.route, kind: 'blogTags', source: loaded.dir });
    if (pages.archive) routes.add({ path: pages.archive.route, kind: 'blogArchive', source: loaded.dir });
    if (pages.authors) routes.add({ path: pages.authors.route, kind: 'blogAuthors', source: loaded.dir });
  }
}

function feedSite(input: BlogRenderInput, config: ResolvedConfig, language: string): FeedSite | undefined {
  const { blog } = input.loaded;
  if (!blog.feed) return undefined;
  const blogHref = hrefFor(blog.routeBase, config.basePath, config.trailingSlash);
  const folder = hrefFor(blog.routeBase, config.basePath, false).replace(/\/?$/, '/');
  return {
    title: blog.feed.title ?? `${config.title} Blog`,
    description: blog.feed.description ?? `${config.title} Blog`,
    ...(blog.feed.copyright !== undefined ? { copyright: blog.feed.copyright } : {}),
    language: blog.feed.language ?? language,
    blogUrl: `${config.url}${blogHref}`,
    feedFolderUrl: `${config.url}${folder}`,
    ...(config.favicon && !/^(https?:)?\/\//.test(config.favicon)
      ? { favicon: `${config.url}${hrefFor('/', config.basePath, false)}${config.favicon.replace(/^\//, '')}` }
      : {}),
  };
}

/** The `<link rel="alternate">` of every blog's feeds, for every page's head. */
export function blogFeedLinks(
  inputs: BlogRenderInput[],
  config: ResolvedConfig,
  language: string,
): { type: string; title: string; href: string }[] {
  return inputs.flatMap((input) => {
    const site = feedSite(input, config, language);
    const { blog } = input.loaded;
    return site && blog.feed
      ? feedLinks(site, blog.feed.types).map(({ type, title, href }) => ({ type, title, href }))
      : [];
  });
}

function descriptionOf(input: BlogRenderInput, post: LoadedBlog['posts'][number]): string | undefined {
  return post.description ?? input.compiled.get(post.file)?.post.firstParagraph;
}

/**
 * Each blog's feed files, from its listed posts' rendered HTML, at their paths in the output (`blog/rss.xml`),
 * with the stylesheets its config asks for beside them (`feedStylesheets`), which the feeds name.
 */
export function blogFeedFiles(
  inputs: BlogRenderInput[],
  config: ResolvedConfig,
  language: string,
  rendered: ReadonlyMap<string, RenderedPage>,
  stylesheets: ReadonlyMap<string, ReadonlyMap<StyledFeedType, FeedStylesheet>> = new Map(),
): { path: string; contents: string }[] {
  return inputs.flatMap((input) => {
    const site = feedSite(input, config, language);
    const { blog } = input.loaded;
    if (!site || !blog.feed) return [];
    // The newest posts first, the ones the feeds carry, so that only they are made into entries.
    const listed = input.loaded.posts
      .filter((post) => !post.unlisted)
      .map((post) => ({
        url: `${config.url}${hrefFor(post.route, config.basePath, config.trailingSlash)}`,
        date: post.date,
        post,
      }));
    const posts = newestPosts(listed, blog.feed.limit).map(({ url, post }) => ({
      url,
      title: post.title,
      date: post.date,
      // As the post's page describes it: its front matter's description, else its first paragraph (Docusaurus's
      // excerpt).
      ...(descriptionOf(input, post) !== undefined ? { description: descriptionOf(input, post) } : {}),
      // Its addresses made absolute as its page rendered (`RenderedPage.feedHtml`, for the posts blogJobs found in
      // the feeds).
      contentHtml: rendered.get(post.route)?.feedHtml ?? '',
      contentIsAbsolute: true,
      authors: post.authors.map((author) => ({
        ...(author.name !== undefined ? { name: author.name } : {}),
        ...(author.url !== undefined ? { url: author.url } : {}),
        ...(author.email !== undefined ? { email: author.email } : {}),
      })),
      tags: post.tags.map((tag) => ({ label: tag.label })),
      ...(typeof post.frontMatter.image === 'string' ? { image: post.frontMatter.image } : {}),
    }));
    const folder = blogRoute(blog.routeBase).replace(/^\//, '');
    const at = (file: string) => (folder === '' ? file : `${folder}/${file}`);
    const styles = stylesheets.get(blog.id);
    return writeFeeds(site, posts, blog.feed.types, { limit: blog.feed.limit }).flatMap((feed) => {
      const style = feed.type === 'json' ? undefined : styles?.get(feed.type);
      if (!style) return [{ path: at(feed.file), contents: feed.contents }];
      return [
        { path: at(feed.file), contents: withStylesheet(feed.contents, style.xsl.name) },
        { path: at(style.xsl.name), contents: style.xsl.contents },
        { path: at(style.css.name), contents: style.css.contents },
      ];
    });
  });
}

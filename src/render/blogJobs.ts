/**
 * The render jobs of a blog's pages (src/blog/blogPages.ts): a post renders
 * its compiled tree as a doc does, under its header and above its footer
 * (theme/layout/Layout.tsx), in a worker of the build's pool when one holds
 * its tree; a list renders each post's summary (blogPostTrees.ts) in the
 * list's page component; tags, archive and authors pages are the page data
 * alone. What each page shows of a post is its meta (blogPostMeta.ts).
 */
import { createElement, type ReactElement } from 'react';
import type { BlogPageData, PageData } from '../../theme/data/siteData.ts';
import {
  BlogArchivePage,
  BlogAuthorPage,
  BlogAuthorsPage,
  BlogListPage,
  BlogTagPage,
  BlogTagsListPage,
} from '../../theme/blog/BlogPages.tsx';
import { translate } from '../../theme/i18n/translate.ts';
import { blogRoute, type BlogListPage as BlogList, type BlogPages } from '../blog/blogPages.ts';
import type { BlogPost } from '../blog/loadBlog.ts';
import { newestPosts } from '../blog/feedData.ts';
import type { CompiledDoc } from '../markdown/compileMarkdown.ts';
import { featuresOf } from '../markdown/pageFeatures.ts';
import type { BlogJob, BlogJobContext, BlogRenderInput } from './blogJobTypes.ts';
import type { PageContent } from './renderPage.ts';
import { authorData, createPostMetas, formatDate, type PostMetas } from './blogPostMeta.ts';
import { createPostTrees, type PostTrees } from './blogPostTrees.ts';
import { docContent } from './renderPage.ts';
import { keyText, renderKey } from './renderKeys.ts';
import { buildToc } from './toc.ts';
import type { ArticleHead } from './headTags.ts';

export type { BlogJob, BlogJobContext, BlogRenderInput } from './blogJobTypes.ts';

/** What every job of a blog is made with. */
interface BlogParts extends PostMetas, PostTrees {
  input: BlogRenderInput;
  context: BlogJobContext;
  /** The data every page of the blog has, with its own `extra`. */
  blogData: (extra: Partial<BlogPageData>) => BlogPageData;
  /** The recent posts beside every page, hashed: in every job's key (renderPages keys a page's data without it). */
  sidebarKey: string;
  /** The blog's part of every page's data but its sidebar and the page's own parts, as JSON. */
  blogKey: string;
  /** The source keys of the posts' summaries: what a list's key holds that its data does not say. */
  postsKey: (posts: BlogPost[]) => string;
}

export function blogJobs(input: BlogRenderInput, context: BlogJobContext): BlogJob[] {
  const parts = blogParts(input, context);
  return [...postJobs(parts), ...listJobs(parts), ...indexJobs(parts)];
}

function blogParts(input: BlogRenderInput, context: BlogJobContext): BlogParts {
  const { loaded, pages, compiled } = input;
  const { blog } = loaded;
  const { href } = context;
  // The recent posts beside every page of the blog: one object for every page.
  const sidebar: BlogPageData['sidebar'] =
    pages.sidebar.posts.length > 0
      ? {
          title: pages.sidebar.title,
          items: pages.sidebar.posts.map((post) => ({
            title: post.sidebarLabel,
            href: href(post.route),
            year: String(post.date.getUTCFullYear()),
          })),
        }
      : undefined;
  const blogHref = href(blog.routeBase);
  const blogData = (extra: Partial<BlogPageData>): BlogPageData => ({
    id: blog.id,
    title: blog.title,
    href: blogHref,
    ...(sidebar ? { sidebar } : {}),
    ...extra,
  });
  return {
    input,
    context,
    ...createPostMetas(loaded, { locale: context.strings.locale, href, lastUpdates: context.lastUpdates }),
    ...createPostTrees(input, context),
    blogData,
    sidebarKey: renderKey(JSON.stringify(sidebar ?? null)),
    blogKey: JSON.stringify({ ...blogData({}), sidebar: undefined }),
    postsKey: (posts) =>
      JSON.stringify(
        posts.map((post) => compiled.get(post.file)?.summary?.sourceKey ?? compiled.get(post.file)?.post.sourceKey),
      ),
  };
}

/**
 * The posts the feeds carry, by address, as blogFeedFiles picks them: their pages make their content ready for
 * feeds.
 */
function feedUrls({ input, context }: BlogParts): (post: BlogPost) => string | undefined {
  const { blog } = input.loaded;
  const feedUrlOf = (post: BlogPost) => `${context.config.url}${context.href(post.route)}`;
  const inFeeds = new Set(
    blog.feed
      ? newestPosts(
          input.loaded.posts
            .filter((post) => !post.unlisted)
            .map((post) => ({ url: feedUrlOf(post), date: post.date })),
          blog.feed.limit,
        ).map((post) => post.url)
      : [],
  );
  return (post) => (inFeeds.has(feedUrlOf(post)) ? feedUrlOf(post) : undefined);
}

function postJobs(parts: BlogParts): BlogJob[] {
  const { input, context } = parts;
  const feedUrlOf = feedUrls(parts);
  // What every post's page shows of the docs versions: one object, keyed once.
  const otherPage = context.otherPage?.() ?? {};
  const otherPageKey = JSON.stringify(otherPage);
  const jobs: BlogJob[] = [];
  for (const shown of input.pages.posts) {
    const doc = input.compiled.get(shown.post.file)?.post;
    if (doc) jobs.push(new PostJob(parts, shown, doc, { feedUrl: feedUrlOf(shown.post), otherPage, otherPageKey }));
  }
  return jobs;
}

/**
 * A post's render job. A post whose tree a worker of the build's pool holds is rendered there (`text`). What only
 * the page that renders reads is made when read, by getters on the prototype: a thousand literals with getters of
 * their own took 20-25 µs each, a build that kept them all.
 */
class PostJob implements BlogJob {
  readonly source: string;
  readonly page: PageData;
  /**
   * What the page's data is made of, not the data: its front matter and compiled text are in `key` (the table of
   * contents and the description come from them), its meta is keyed (`metaKeyOf`), and its neighbours' titles and
   * routes are here. A post kept as it was makes no data at all.
   */
  readonly dataKey: string;
  readonly key: string;
  readonly feedUrl: string | undefined;
  readonly keywords: string[] | undefined;
  readonly image: string | undefined;
  twin?: BlogJob['twin'];
  private readonly post: BlogPost;

  constructor(
    private readonly parts: BlogParts,
    shown: BlogPages['posts'][number],
    private readonly doc: CompiledDoc,
    around: { feedUrl: string | undefined; otherPage: Partial<PageData>; otherPageKey: string },
  ) {
    const { post, newer, older } = shown;
    const fm = post.frontMatter;
    this.post = post;
    this.source = post.file;
    this.page = postPage(parts, shown, doc, around.otherPage);
    this.dataKey = [
      parts.blogKey,
      parts.metaKeyOf(post),
      JSON.stringify([newer?.title, newer?.route, older?.title, older?.route]),
      around.otherPageKey,
    ].join('\n');
    this.key = keyText('blogPost', doc.sourceKey, JSON.stringify(fm), parts.sidebarKey, around.feedUrl ?? '');
    this.feedUrl = around.feedUrl;
    this.keywords = fm.keywords;
    this.image = fm.image;
  }

  get article(): ArticleHead {
    return articleHead(this.post);
  }

  /** The post's text, for a worker that holds no tree of it (a post taken unread): its body read only then. */
  get text(): BlogJob['text'] {
    if (this.doc.hast) return undefined;
    const { post } = this;
    return {
      file: post.file,
      bodyLineOffset: post.bodyLineOffset,
      get body() {
        return post.body;
      },
    };
  }

  get headings(): NonNullable<BlogJob['headings']> {
    return this.doc.headings.filter((h) => h.depth >= 2);
  }

  get features(): NonNullable<BlogJob['features']> {
    return featuresOf(this.doc.widgets);
  }

  async content(): Promise<PageContent> {
    const { post, doc, parts } = this;
    const { hast } = await parts.treeFor(post, false);
    return docContent(hast, doc.links, parts.context.resolveContextFor({ route: post.route, file: post.file }));
  }
}

/** A post's `article:` meta and structured data: its date, authors and tags. */
const articleHead = (post: BlogPost): ArticleHead => ({
  publishedTime: post.date.toISOString(),
  authors: post.authors.map((author) => ({
    ...(author.name !== undefined ? { name: author.name } : {}),
    ...(author.url !== undefined ? { url: author.url } : {}),
  })),
  tags: post.tags.map((tag) => tag.label),
});

/**
 * A post's page data, its table of contents and its blog's part (the post's meta) made when first read: only the
 * page that renders reads them. Both are own, enumerable getters, which JSON and structured clones read.
 */
function postPage(
  parts: BlogParts,
  { post, newer, older }: BlogPages['posts'][number],
  doc: CompiledDoc,
  otherPage: Partial<PageData>,
): PageData {
  const { href } = parts.context;
  const fm = post.frontMatter;
  let toc: PageData['toc'];
  const page = {
    kind: 'blogPost' as const,
    route: post.route,
    href: href(post.route),
    title: fm.title_meta ?? post.title,
    description: post.description ?? doc.firstParagraph ?? '',
    hideTitle: true,
    get toc() {
      toc ??= fm.hide_table_of_contents
        ? []
        : buildToc(doc.headings, fm.toc_min_heading_level ?? 2, fm.toc_max_heading_level ?? 3);
      return toc;
    },
    ...(post.unlisted ? { unlisted: true } : {}),
    ...(newer ? { previous: { label: newer.title, href: href(newer.route) } } : {}),
    ...(older ? { next: { label: older.title, href: href(older.route) } } : {}),
    ...otherPage,
  };
  return lazyBlogOn(page, () => parts.blogData({ post: parts.metaOf(post) }));
}

/** Defines `blog` on the page as a getter that makes it when first read. */
function lazyBlogOn(page: Omit<PageData, 'blog'>, blogOf: () => BlogPageData): PageData {
  let made: BlogPageData | undefined;
  return Object.defineProperty(page as PageData, 'blog', {
    get: () => (made ??= blogOf()),
    enumerable: true,
    configurable: true,
  });
}

/**
 * A list's page data, its blog's part (the posts' metas) made when first read: on a rebuild, only the lists that
 * render again read it. The getter is an own, enumerable property, which JSON and structured clones read.
 */
function withLazyBlog(page: Omit<PageData, 'blog'>, blogOf: () => BlogPageData): PageData {
  return lazyBlogOn({ ...page }, blogOf);
}

/** The index's pages, each tag's and each author's: their posts' summaries. */
function listJobs(parts: BlogParts): BlogJob[] {
  const { input, context, blogData, blogKey } = parts;
  const { blog } = input.loaded;
  const { href } = context;
  return input.pages.lists.map((list) => {
    const paginator =
      list.pages > 1
        ? {
            page: list.page,
            pages: list.pages,
            ...(list.newer ? { newer: href(list.newer) } : {}),
            ...(list.older ? { older: href(list.older) } : {}),
          }
        : undefined;
    const { title, extra } = listHeading(list, parts);
    const listed = {
      kind: list.kind,
      route: list.route,
      href: href(list.route),
      title,
      description: list.kind === 'blogList' ? blog.description : title,
      ...context.otherPage?.(),
    };
    const page = withLazyBlog(listed, () =>
      blogData({ posts: list.posts.map(parts.metaOf), ...(paginator ? { paginator } : {}), ...extra }),
    );
    return {
      source: input.loaded.dir,
      page,
      // What the data holds, without making it: the page, the blog, the list's own parts and each post's meta (hashed).
      dataKey: [
        JSON.stringify(listed),
        blogKey,
        JSON.stringify(paginator ?? null),
        JSON.stringify(extra),
        ...list.posts.map(parts.metaKeyOf),
      ].join('\n'),
      key: renderKey('blogList', parts.postsKey(list.posts), parts.sidebarKey),
      content: async () => {
        const summaries = await Promise.all(list.posts.map(parts.summaryOf));
        const element: ReactElement =
          list.kind === 'blogTag'
            ? createElement(BlogTagPage, { summaries, title: page.title })
            : list.kind === 'blogAuthor'
              ? createElement(BlogAuthorPage, { summaries })
              : createElement(BlogListPage, { summaries });
        return { element, links: [] };
      },
    };
  });
}

/** A list's title, and what a tag's or an author's list says of its tag or author. */
function listHeading(list: BlogList, { input, context }: BlogParts): { title: string; extra: Partial<BlogPageData> } {
  const { blog } = input.loaded;
  const { href, strings } = context;
  if (list.tag) {
    const title = translate(strings, 'theme.blog.tagTitle', {
      nPosts: translate(strings, 'theme.blog.post.plurals', { count: list.tag.count }),
      tagName: list.tag.label,
    });
    const tag = {
      label: list.tag.label,
      count: list.tag.count,
      allTagsHref: href(blogRoute(blog.routeBase, blog.tagsBasePath)),
      ...(list.tag.description ? { description: list.tag.description } : {}),
    };
    return { title, extra: { tag } };
  }
  if (list.author) {
    const title = translate(strings, 'theme.blog.author.pageTitle', {
      authorName: list.author.name ?? '',
      nPosts: translate(strings, 'theme.blog.post.plurals', { count: list.author.count }),
    });
    const authors = input.pages.authors;
    const author = {
      ...authorData(list.author, href),
      count: list.author.count,
      ...(authors ? { allAuthorsHref: href(authors.route) } : {}),
    };
    return { title, extra: { author } };
  }
  return { title: blog.title, extra: {} };
}

/**
 * The tags, archive and authors pages. They say what the blog is about: their title alone ("Archive") tells a search
 * engine nothing.
 */
function indexJobs(parts: BlogParts): BlogJob[] {
  const { input, context, blogData, sidebarKey, blogKey } = parts;
  const { loaded, pages } = input;
  const { href, strings } = context;
  const job = ({ kind, route, title, extra, component, extraKey }: IndexPage): BlogJob => {
    const shown = {
      kind,
      route,
      href: href(route),
      title,
      description: loaded.blog.description === title ? title : `${title}: ${loaded.blog.description}`,
      ...context.otherPage?.(),
    };
    return {
      source: loaded.dir,
      page: withLazyBlog(shown, () => blogData(extra())),
      ...(extraKey !== undefined ? { dataKey: [JSON.stringify(shown), blogKey, extraKey].join('\n') } : {}),
      key: renderKey(kind, sidebarKey),
      content: () => ({ element: createElement(component), links: [] }),
    };
  };
  const made: IndexPage[] = [];
  if (pages.tags) {
    const tags = pages.tags.tags.map((tag) => ({ label: tag.label, href: href(tag.route), count: tag.count }));
    const { route } = pages.tags;
    const title = translate(strings, 'theme.tags.tagsPageTitle');
    made.push({ kind: 'blogTags', route, title, extra: () => ({ tags }), component: BlogTagsListPage });
  }
  if (pages.archive) {
    // Every post's title, address and date: keyed by them (and the language, which writes the dates), made if it
    // renders.
    const { posts, route } = pages.archive;
    const dated = posts.map((post) => [post.title, post.route, post.date.getTime()]);
    const title = translate(strings, 'theme.blog.archive.title');
    const extra = () => ({ archive: archiveYears(posts, parts) });
    const extraKey = JSON.stringify([strings.locale, dated]);
    made.push({ kind: 'blogArchive', route, title, extra, component: BlogArchivePage, extraKey });
  }
  if (pages.authors) {
    const authors = pages.authors.authors.map((author) => ({ ...authorData(author, href), count: author.count }));
    const { route } = pages.authors;
    const title = translate(strings, 'theme.blog.authorsList.pageTitle');
    made.push({ kind: 'blogAuthors', route, title, extra: () => ({ authors }), component: BlogAuthorsPage });
  }
  return made.map(job);
}

/** One of the blog's index pages: its data but the blog's own parts, and its component. */
interface IndexPage {
  kind: PageData['kind'];
  route: string;
  title: string;
  extra: () => Partial<BlogPageData>;
  component: () => ReactElement;
  /** What `extra` makes, when the page's data is made only if it renders (the archive). */
  extraKey?: string;
}

/** The archive's posts by year, newest first, as the posts come. */
function archiveYears(posts: BlogPost[], { context }: BlogParts): NonNullable<BlogPageData['archive']> {
  const years = new Map<string, NonNullable<BlogPageData['archive']>[number]['posts']>();
  for (const post of posts) {
    const year = String(post.date.getUTCFullYear());
    let shown = years.get(year);
    if (!shown) years.set(year, (shown = []));
    shown.push({
      title: post.title,
      href: context.href(post.route),
      date: post.date.toISOString(),
      formattedDate: formatDate(context.strings.locale, post.date),
    });
  }
  return [...years].map(([year, shown]) => ({ year, posts: shown }));
}

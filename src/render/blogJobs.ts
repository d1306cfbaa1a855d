/**
 * The render jobs of a blog's pages (src/blog/blogPages.ts): a post renders
 * its compiled tree as a doc does, under its header and above its footer
 * (theme/layout/Layout.tsx), in a worker of the build's pool when one holds
 * its tree; a list renders each post's summary (the tree before its truncate
 * marker, or the whole post; written as HTML once for every list that shows
 * it) in the list's page component; tags, archive and authors pages are the
 * page data alone.
 */
import type { Root } from 'hast';
import { createElement, type ReactElement } from 'react';
import type { BlogAuthorData, BlogPageData, BlogPostMeta, PageData, TagLink } from '../../theme/data/siteData.ts';
import { LinkResolverContext } from '../../theme/context.ts';
import {
  BlogArchivePage,
  BlogAuthorPage,
  BlogAuthorsPage,
  BlogListPage,
  BlogTagPage,
  BlogTagsListPage,
  type PostSummary,
} from '../../theme/blog/BlogPages.tsx';
import { markdownHtml } from './markdownHtml.ts';
import { translate, type Translation } from '../../theme/i18n/translate.ts';
import type { BlogAuthor } from '../blog/authorsFile.ts';
import { blogRoute, type BlogPages } from '../blog/blogPages.ts';
import type { BlogPost, LoadedBlog } from '../blog/loadBlog.ts';
import { cutSummaryTree, isCutSummary } from '../blog/summaryTree.ts';
import { minutesShown } from '../blog/readingTime.ts';
import { newestPosts } from '../blog/feedData.ts';
import type { ResolvedConfig } from '../config/defineConfig.ts';
import type { CompiledDoc } from '../markdown/compileMarkdown.ts';
import { featuresOf } from '../markdown/pageFeatures.ts';
import type { ResolveContext } from '../links/resolveHref.ts';
import { markdownToReact } from './markdownToReact.ts';
import { docContent, type PageContent, type PageJob } from './renderPage.ts';
import { shownLastUpdate } from './docFooterData.ts';
import type { LastUpdate } from '../content/lastUpdates.ts';
import { renderKey } from './renderKeys.ts';
import { buildToc } from './toc.ts';
import type { ArticleHead } from './headTags.ts';

/** A blog with its pages and each post's compiled trees. */
export interface BlogRenderInput {
  loaded: LoadedBlog;
  pages: BlogPages;
  /** By post file: the post, and its summary when it has a truncate marker. */
  compiled: ReadonlyMap<string, { post: CompiledDoc; summary?: CompiledDoc }>;
}

export interface BlogJob extends PageJob {
  key: string;
  content: () => PageContent | Promise<PageContent>;
  /** A post: the text whose compiled tree its page renders, which a worker of the build's pool may hold and render. */
  text?: { file: string; body: string; bodyLineOffset: number };
}

export interface BlogJobContext {
  config: ResolvedConfig;
  strings: Translation;
  href: (route: string) => string;
  resolveContextFor: (from: { route: string; file: string }) => ResolveContext;
  /** Loads the MDX module of a tree before it renders (mdxModules.ts). */
  loadMdx: (hast: Root, file: string) => Promise<void>;
  /** What every page outside the docs shows of the docs versions (the navbar's version menu). */
  otherPage?: () => Pick<PageData, 'versions' | 'defaultVersion'>;
  /** A Docusaurus website: the markup carries its classic theme's class names (markdownHtml.ts). */
  classic?: boolean;
  /** Each file's last commit (src/content/lastUpdates.ts), when a blog shows last updates. */
  lastUpdates?: ReadonlyMap<string, LastUpdate> | undefined;
  /** The tree of a compiled result that has none (taken from the build cache). */
  treeOf: (input: { file: string; body: string; bodyLineOffset: number }) => Promise<Root | undefined>;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * "August 26, 2021", in the page's language, the same in every time zone. One format per language: making one costs
 * more than using it.
 */
function formatDate(locale: string, date: Date): string {
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    dateFormats.set(locale, format);
  }
  return format.format(date);
}

function authorData(author: BlogAuthor, href: (route: string) => string): BlogAuthorData {
  return {
    ...(author.name !== undefined ? { name: author.name } : {}),
    ...(author.title !== undefined ? { title: author.title } : {}),
    ...(author.page ? { href: href(author.page.permalink) } : author.url !== undefined ? { href: author.url } : {}),
    ...(author.imageURL !== undefined ? { imageURL: author.imageURL } : {}),
    ...(author.email !== undefined ? { email: author.email } : {}),
    ...(Object.keys(author.socials).length > 0 ? { socials: author.socials } : {}),
  };
}

export function blogJobs(input: BlogRenderInput, context: BlogJobContext): BlogJob[] {
  const { loaded, pages, compiled } = input;
  const { blog } = loaded;
  const { href, strings } = context;
  const locale = strings.locale;
  const tagsRoute = blogRoute(blog.routeBase, blog.tagsBasePath);
  const tagLinks = (post: BlogPost): TagLink[] =>
    post.tags.map((tag) => ({ label: tag.label, href: href(blogRoute(tagsRoute, tag.permalink)) }));
  const editUrlOf = (post: BlogPost) =>
    blog.editUrl ? `${blog.editUrl.replace(/\/+$/, '')}/${blog.path}/${post.relativePath}` : undefined;
  // Each post's meta once: every list it is in shows it, and keys its page by it.
  const metas = new Map<BlogPost, BlogPostMeta>();
  const metaOf = (post: BlogPost): BlogPostMeta => {
    const known = metas.get(post);
    if (known) return known;
    const meta = newMeta(post);
    metas.set(post, meta);
    return meta;
  };
  const newMeta = (post: BlogPost): BlogPostMeta => {
    const editUrl = editUrlOf(post);
    const lastUpdate = shownLastUpdate(post.frontMatter.last_update, context.lastUpdates?.get(post.file), blog);
    return {
      title: post.title,
      href: href(post.route),
      date: post.date.toISOString(),
      formattedDate: formatDate(locale, post.date),
      ...(blog.showReadingTime ? { readingTime: minutesShown(post.readingTime) } : {}),
      authors: post.authors.map((author) => authorData(author, href)),
      tags: tagLinks(post),
      ...(post.truncated ? { truncated: true } : {}),
      ...(editUrl ? { editUrl } : {}),
      ...(lastUpdate ? { lastUpdate } : {}),
    };
  };
  // The recent posts beside every page of the blog: one object, in every job's key as it is (renderPages keys a page's
  // data without it).
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
  const sidebarKey = JSON.stringify(sidebar ?? null);
  const blogHref = href(blog.routeBase);
  const blogData = (extra: Partial<BlogPageData>): BlogPageData => ({
    id: blog.id,
    title: blog.title,
    href: blogHref,
    ...(sidebar ? { sidebar } : {}),
    ...extra,
  });
  // The posts the feeds carry, as blogFeedFiles picks them: their pages make their content ready for feed readers.
  const feedUrlOf = (post: BlogPost) => `${context.config.url}${href(post.route)}`;
  const inFeeds = new Set(
    blog.feed
      ? newestPosts(
          loaded.posts.filter((post) => !post.unlisted).map((post) => ({ url: feedUrlOf(post), date: post.date })),
          blog.feed.limit,
        ).map((post) => post.url)
      : [],
  );
  // A summary is shown by every list the post is in (the index, each tag, each author): its tree is loaded once.
  const summaries = new Map<BlogPost, Promise<{ hast: Root; compiled: CompiledDoc }>>();
  const treeFor = (post: BlogPost, summary: boolean): Promise<{ hast: Root; compiled: CompiledDoc }> => {
    if (!summary) return loadTree(post, false);
    let loading = summaries.get(post);
    if (!loading) summaries.set(post, (loading = loadTree(post, true)));
    return loading;
  };
  const loadTree = async (post: BlogPost, summary: boolean): Promise<{ hast: Root; compiled: CompiledDoc }> => {
    const entry = compiled.get(post.file);
    const doc = summary ? (entry?.summary ?? entry?.post) : entry?.post;
    if (!entry || !doc) throw new Error(`${post.relativePath} of the blog was not compiled`);
    const hast = doc.hast ?? (await treeTakenAgain(post, entry.post, summary ? entry.summary : undefined));
    await context.loadMdx(hast, post.file);
    return { hast, compiled: doc };
  };
  /**
   * The tree of a post or summary whose result was taken from the build cache: a cut summary's is its post's, cut
   * again.
   */
  const treeTakenAgain = async (
    post: BlogPost,
    postDoc: CompiledDoc,
    summary: CompiledDoc | undefined,
  ): Promise<Root> => {
    const cut = summary && isCutSummary(postDoc, summary) ? post.summaryCut : undefined;
    // The text that was compiled: the summary's where it was compiled on its own, else the post's.
    const body = summary && !cut ? (post.summaryBody ?? post.body) : post.body;
    const tree = await context.treeOf({ file: post.file, body, bodyLineOffset: post.bodyLineOffset });
    const hast = tree && cut ? cutSummaryTree(tree, cut) : tree;
    if (!hast)
      throw new Error(`${post.relativePath} of the blog has no compiled tree${cut ? ' to cut its summary from' : ''}`);
    return hast;
  };
  /**
   * Each post's summary as the lists show it, made once per build, its links resolved from the post's own file and
   * route.
   */
  const rendered = new Map<BlogPost, Promise<PostSummary>>();
  const summaryOf = (post: BlogPost): Promise<PostSummary> => {
    let summary = rendered.get(post);
    if (!summary) rendered.set(post, (summary = renderSummary(post)));
    return summary;
  };
  /**
   * A Markdown summary without widgets is written as HTML once (markdownHtml.ts, as a doc's content is), for every
   * list that shows it: the index, its tags' and its authors' pages. Others are React nodes (MDX, widgets).
   */
  const renderSummary = async (post: BlogPost): Promise<PostSummary> => {
    const { hast, compiled: doc } = await treeFor(post, true);
    const content = docContent(hast, doc.links, context.resolveContextFor({ route: post.route, file: post.file }));
    if (content.element) return content.element;
    if (!content.markdown) return null;
    const { tree, resolve } = content.markdown;
    if (doc.widgetUses.length > 0)
      return createElement(LinkResolverContext.Provider, { value: resolve }, markdownToReact(tree));
    const words: Translation = { ...strings, used: undefined };
    return {
      summaryHtml: markdownHtml(tree, {
        resolve,
        classic: context.classic === true,
        translate: (id, values) => translate(words, id, values),
        widget: () => {
          throw new Error(`${post.relativePath}: its summary has a widget, which renders through React`);
        },
      }),
    };
  };
  // A job's key is what its page data does not say: renderPages keys every page by its data too (the posts' metas of a
  // list, say).
  const postsKey = (posts: BlogPost[]) =>
    JSON.stringify(
      posts.map((post) => compiled.get(post.file)?.summary?.sourceKey ?? compiled.get(post.file)?.post.sourceKey),
    );
  const jobs: BlogJob[] = [];

  for (const { post, newer, older } of pages.posts) {
    const doc = compiled.get(post.file)?.post;
    if (!doc) continue;
    const fm = post.frontMatter;
    const meta = metaOf(post);
    const article: ArticleHead = {
      publishedTime: meta.date,
      authors: post.authors.map((author) => ({
        ...(author.name !== undefined ? { name: author.name } : {}),
        ...(author.url !== undefined ? { url: author.url } : {}),
      })),
      tags: post.tags.map((tag) => tag.label),
    };
    const page: PageData = {
      kind: 'blogPost',
      route: post.route,
      href: href(post.route),
      title: fm.title_meta ?? post.title,
      description: post.description ?? doc.firstParagraph ?? '',
      hideTitle: true,
      toc: fm.hide_table_of_contents
        ? []
        : buildToc(doc.headings, fm.toc_min_heading_level ?? 2, fm.toc_max_heading_level ?? 3),
      ...(post.unlisted ? { unlisted: true } : {}),
      ...(newer ? { previous: { label: newer.title, href: href(newer.route) } } : {}),
      ...(older ? { next: { label: older.title, href: href(older.route) } } : {}),
      blog: blogData({ post: meta }),
      ...context.otherPage?.(),
    };
    const feedUrl = inFeeds.has(feedUrlOf(post)) ? feedUrlOf(post) : undefined;
    jobs.push({
      ...(feedUrl !== undefined ? { feedUrl } : {}),
      // A post whose tree a worker of the build's pool holds is rendered there.
      // Its text read only if a worker that holds no tree of it must compile it again (a post taken unread).
      source: post.file,
      page,
      article,
      ...(doc.hast
        ? {}
        : {
            text: {
              file: post.file,
              bodyLineOffset: post.bodyLineOffset,
              get body() {
                return post.body;
              },
            },
          }),
      key: renderKey('blogPost', doc.sourceKey, JSON.stringify(fm), sidebarKey, feedUrl ?? ''),
      headings: doc.headings.filter((h) => h.depth >= 2),
      features: featuresOf(doc.widgets),
      ...(fm.keywords ? { keywords: fm.keywords } : {}),
      ...(fm.image ? { image: fm.image } : {}),
      content: async () => {
        const { hast } = await treeFor(post, false);
        return docContent(hast, doc.links, context.resolveContextFor({ route: post.route, file: post.file }));
      },
    });
  }

  for (const list of pages.lists) {
    const posts = list.posts.map(metaOf);
    const paginator =
      list.pages > 1
        ? {
            page: list.page,
            pages: list.pages,
            ...(list.newer ? { newer: href(list.newer) } : {}),
            ...(list.older ? { older: href(list.older) } : {}),
          }
        : undefined;
    let title = blog.title;
    let extra: Partial<BlogPageData> = {};
    if (list.tag) {
      title = translate(strings, 'theme.blog.tagTitle', {
        nPosts: translate(strings, 'theme.blog.post.plurals', { count: list.tag.count }),
        tagName: list.tag.label,
      });
      extra = {
        tag: {
          label: list.tag.label,
          count: list.tag.count,
          allTagsHref: href(tagsRoute),
          ...(list.tag.description ? { description: list.tag.description } : {}),
        },
      };
    } else if (list.author) {
      title = translate(strings, 'theme.blog.author.pageTitle', {
        authorName: list.author.name ?? '',
        nPosts: translate(strings, 'theme.blog.post.plurals', { count: list.author.count }),
      });
      extra = {
        author: {
          ...authorData(list.author, href),
          count: list.author.count,
          ...(pages.authors ? { allAuthorsHref: href(pages.authors.route) } : {}),
        },
      };
    }
    const page: PageData = {
      kind: list.kind,
      route: list.route,
      href: href(list.route),
      title,
      description: list.kind === 'blogList' ? blog.description : title,
      blog: blogData({ posts, ...(paginator ? { paginator } : {}), ...extra }),
      ...context.otherPage?.(),
    };
    jobs.push({
      source: loaded.dir,
      page,
      key: renderKey('blogList', postsKey(list.posts), sidebarKey),
      content: async () => {
        const summaries = await Promise.all(list.posts.map(summaryOf));
        const element: ReactElement =
          list.kind === 'blogTag'
            ? createElement(BlogTagPage, { summaries, title: page.title })
            : list.kind === 'blogAuthor'
              ? createElement(BlogAuthorPage, { summaries })
              : createElement(BlogListPage, { summaries });
        return { element, links: [] };
      },
    });
  }

  // The tags, archive and authors pages say what the blog is about: their title alone ("Archive") tells a search engine
  // nothing.
  const simple = (
    kind: PageData['kind'],
    route: string,
    title: string,
    extra: Partial<BlogPageData>,
    component: () => ReactElement,
  ) => {
    const page: PageData = {
      kind,
      route,
      href: href(route),
      title,
      description: blog.description === title ? title : `${title}: ${blog.description}`,
      blog: blogData(extra),
      ...context.otherPage?.(),
    };
    jobs.push({
      source: loaded.dir,
      page,
      key: renderKey(kind, sidebarKey),
      content: () => ({ element: component(), links: [] }),
    });
  };
  if (pages.tags) {
    simple(
      'blogTags',
      pages.tags.route,
      translate(strings, 'theme.tags.tagsPageTitle'),
      { tags: pages.tags.tags.map((tag) => ({ label: tag.label, href: href(tag.route), count: tag.count })) },
      () => createElement(BlogTagsListPage),
    );
  }
  if (pages.archive) {
    // By year, newest first, as the posts come.
    const years = new Map<string, NonNullable<BlogPageData['archive']>[number]['posts']>();
    for (const post of pages.archive.posts) {
      const year = String(post.date.getUTCFullYear());
      let posts = years.get(year);
      if (!posts) years.set(year, (posts = []));
      posts.push({
        title: post.title,
        href: href(post.route),
        date: post.date.toISOString(),
        formattedDate: formatDate(locale, post.date),
      });
    }
    const archive = [...years].map(([year, posts]) => ({ year, posts }));
    simple('blogArchive', pages.archive.route, translate(strings, 'theme.blog.archive.title'), { archive }, () =>
      createElement(BlogArchivePage),
    );
  }
  if (pages.authors) {
    simple(
      'blogAuthors',
      pages.authors.route,
      translate(strings, 'theme.blog.authorsList.pageTitle'),
      { authors: pages.authors.authors.map((author) => ({ ...authorData(author, href), count: author.count })) },
      () => createElement(BlogAuthorsPage),
    );
  }
  return jobs;
}

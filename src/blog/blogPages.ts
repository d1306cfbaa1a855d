/**
 * The pages of one blog, as Docusaurus's blog plugin makes them from its
 * posts: each post (with the newer and older listed post), the index in
 * pages of `postsPerPage` (`/blog`, `/blog/page/2`), every tag
 * (`/blog/tags`) and each tag's posts in pages, the archive, and with an
 * authors file, every author of it (`/blog/authors`) and the posts of each
 * one with `page: true`.
 * Unlisted posts have their page, and are in no list.
 */
import type { TagDefinition } from '../tags/tagsFile.ts';
import type { BlogAuthor } from './authorsFile.ts';
import type { BlogPost, LoadedBlog } from './loadBlog.ts';

export interface BlogPostPage {
  route: string;
  post: BlogPost;
  newer?: BlogPost;
  older?: BlogPost;
}

/** A page listing posts: the index's, a tag's or an author's, one of `pages`. */
export interface BlogListPage {
  kind: 'blogList' | 'blogTag' | 'blogAuthor';
  route: string;
  posts: BlogPost[];
  /** 1-based. */
  page: number;
  pages: number;
  newer?: string;
  older?: string;
  tag?: TagDefinition & { count: number };
  author?: BlogAuthor & { count: number };
}

export interface BlogPages {
  posts: BlogPostPage[];
  lists: BlogListPage[];
  tags?: { route: string; tags: (TagDefinition & { route: string; count: number })[] };
  archive?: { route: string; posts: BlogPost[] };
  /** Every author of the authors file (none without one), each linking to its page when it has one. */
  authors?: { route: string; authors: (BlogAuthor & { count: number })[] };
  /** The recent posts beside every page of the blog. */
  sidebar: { title: string; posts: BlogPost[] };
}

/** `/blog` + `tags` → `/blog/tags`; at the site's root, `/tags`. */
export function blogRoute(base: string, ...parts: string[]): string {
  const joined = [
    base === '/' ? '' : base,
    ...parts.map((part) => part.replace(/^\/+|\/+$/g, '')).filter((part) => part !== ''),
  ].join('/');
  return joined === '' ? '/' : joined.startsWith('/') ? joined : `/${joined}`;
}

/** The posts in pages: the first at `route`, the others at `route/page/N`. */
function paginate(
  kind: BlogListPage['kind'],
  route: string,
  pageBase: string,
  posts: BlogPost[],
  perPage: number,
  extra: Pick<BlogListPage, 'tag' | 'author'> = {},
): BlogListPage[] {
  const count = Math.max(1, Math.ceil(posts.length / perPage));
  const routeOf = (page: number) => (page === 1 ? route : blogRoute(route, pageBase, String(page)));
  return Array.from({ length: count }, (_, i) => ({
    kind,
    route: routeOf(i + 1),
    posts: posts.slice(i * perPage, (i + 1) * perPage),
    page: i + 1,
    pages: count,
    ...(i > 0 ? { newer: routeOf(i) } : {}),
    ...(i + 1 < count ? { older: routeOf(i + 2) } : {}),
    ...extra,
  }));
}

export function blogPages(loaded: LoadedBlog): BlogPages {
  const { blog } = loaded;
  const listed = loaded.posts.filter((post) => !post.unlisted);
  const lists = paginate('blogList', blog.routeBase, blog.pageBasePath, listed, blog.postsPerPage);
  const tagsRoute = blogRoute(blog.routeBase, blog.tagsBasePath);
  const tagPages = postsByTag(listed);
  for (const { tag, posts: ofTag } of tagPages) {
    lists.push(
      ...paginate('blogTag', blogRoute(tagsRoute, tag.permalink), blog.pageBasePath, ofTag, blog.postsPerPage, {
        tag: { ...tag, count: ofTag.length },
      }),
    );
  }
  const byAuthor = postsByAuthor(loaded, listed);
  for (const { author, posts: ofAuthor } of byAuthor.values()) {
    if (author.page)
      lists.push(
        ...paginate('blogAuthor', author.page.permalink, blog.pageBasePath, ofAuthor, blog.postsPerPage, {
          author: { ...author, count: ofAuthor.length },
        }),
      );
  }
  return {
    posts: postPages(loaded.posts, listed),
    lists,
    ...(tagPages.length > 0
      ? {
          tags: {
            route: tagsRoute,
            tags: tagPages.map(({ tag, posts: ofTag }) => ({
              ...tag,
              route: blogRoute(tagsRoute, tag.permalink),
              count: ofTag.length,
            })),
          },
        }
      : {}),
    ...(blog.archiveBasePath !== null && listed.length > 0
      ? { archive: { route: blogRoute(blog.routeBase, blog.archiveBasePath), posts: listed } }
      : {}),
    ...(byAuthor.size > 0
      ? {
          authors: {
            route: blogRoute(blog.routeBase, blog.authorsBasePath),
            authors: [...byAuthor.values()].map(({ author, posts: ofAuthor }) => ({
              ...author,
              count: ofAuthor.length,
            })),
          },
        }
      : {}),
    sidebar: {
      title: blog.sidebarTitle,
      posts: listed.slice(0, Number.isFinite(blog.sidebarCount) ? blog.sidebarCount : listed.length),
    },
  };
}

/** Each post's page, with the listed posts newer and older than it (an unlisted post's page has neither). */
function postPages(posts: BlogPost[], listed: BlogPost[]): BlogPostPage[] {
  const places = new Map(listed.map((post, i) => [post, i]));
  return posts.map((post): BlogPostPage => {
    const at = places.get(post) ?? -1;
    const newer = at > 0 ? listed[at - 1] : undefined;
    const older = at >= 0 ? listed[at + 1] : undefined;
    return { route: post.route, post, ...(newer ? { newer } : {}), ...(older ? { older } : {}) };
  });
}

/** The tags of the listed posts, by label, each with its posts; a post's tags of one permalink count once. */
function postsByTag(listed: BlogPost[]): { tag: TagDefinition; posts: BlogPost[] }[] {
  const tagged = new Map<string, { tag: TagDefinition; posts: BlogPost[] }>();
  for (const post of listed) {
    for (const tag of new Map(post.tags.map((t) => [t.permalink, t])).values()) {
      const entry = tagged.get(tag.permalink) ?? { tag, posts: [] };
      entry.posts.push(post);
      tagged.set(tag.permalink, entry);
    }
  }
  return [...tagged.values()].sort((a, b) => a.tag.label.localeCompare(b.tag.label, 'en'));
}

/**
 * Every author of the authors file, in its order, with their listed posts: the authors' index lists them all,
 * and those with `page: true` get a page of their posts, as Docusaurus makes them.
 */
function postsByAuthor(loaded: LoadedBlog, listed: BlogPost[]): Map<string, { author: BlogAuthor; posts: BlogPost[] }> {
  const byAuthor = new Map<string, { author: BlogAuthor; posts: BlogPost[] }>(
    [...(loaded.authorsFile?.authors ?? [])].map(([key, author]) => [key, { author, posts: [] }]),
  );
  for (const post of listed) {
    for (const author of new Set(post.authors.map((a) => a.key))) {
      if (author !== undefined) byAuthor.get(author)?.posts.push(post);
    }
  }
  return byAuthor;
}

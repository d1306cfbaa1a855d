/**
 * What every feed format writes, prepared once: the posts newest first and cut to the limit, their HTML
 * with absolute addresses, every string without the characters XML cannot hold (so the three formats
 * say the same), and the feed's date taken from its posts, never from the clock, so that a rebuild
 * writes the same bytes.
 */
import { absoluteUrl, absoluteUrls } from './absoluteUrls.ts';
import type { FeedPost, FeedSite, WriteFeedsOptions } from './feeds.ts';
import { xmlCharacters } from './xml.ts';

/** A post's author as the feeds write it: one with no name, address nor email is left out. */
export interface FeedAuthor {
  /** The name, else the email, else the address: what Atom's required `name` and a reader show. */
  displayName: string;
  name?: string;
  url?: string;
  email?: string;
}

export interface FeedItem {
  url: string;
  title: string;
  published: Date;
  /** `updated` when the post has it, else its date: Atom requires one. */
  updated: Date;
  /** The post's own `updated`, for JSON Feed's optional `date_modified`. */
  modified?: Date;
  description?: string;
  contentHtml: string;
  authors: FeedAuthor[];
  tags: string[];
  image?: string;
}

export interface FeedData {
  site: FeedSite;
  items: FeedItem[];
  /** The newest date among the items (published or updated); undefined without items. */
  updated?: Date;
  generator: string;
}

// Docusaurus's default.
const defaultLimit = 20;

function checkedDate(date: Date, what: string, post: FeedPost): Date {
  if (Number.isNaN(date.getTime())) throw new RangeError(`The blog post ${post.url} has an invalid ${what}.`);
  return date;
}

function optional(text: string | undefined): string | undefined {
  return text ? xmlCharacters(text) : undefined;
}

function authorOf(author: FeedPost['authors'][number]): FeedAuthor | undefined {
  const name = optional(author.name);
  const url = optional(author.url);
  const email = optional(author.email);
  const displayName = name ?? email ?? url;
  return displayName === undefined ? undefined : { displayName, name, url, email };
}

function itemOf(post: FeedPost): FeedItem {
  if (!URL.canParse(post.url)) throw new TypeError(`The blog post's address ${post.url} is not an absolute URL.`);
  const published = checkedDate(post.date, 'date', post);
  const modified = post.updated && checkedDate(post.updated, 'update date', post);
  return {
    url: xmlCharacters(post.url),
    title: xmlCharacters(post.title),
    published,
    updated: modified ?? published,
    modified,
    description: optional(post.description),
    contentHtml: xmlCharacters(post.contentIsAbsolute ? post.contentHtml : absoluteUrls(post.contentHtml, post.url)),
    authors: post.authors.map(authorOf).filter((author) => author !== undefined),
    tags: post.tags.map((tag) => xmlCharacters(tag.label)).filter((label) => label !== ''),
    image: post.image ? xmlCharacters(absoluteUrl(post.image, new URL(post.url))) : undefined,
  };
}

/** Newest first; posts of the same date by address, so the order never depends on the input's. */
function newestFirst(a: Pick<FeedPost, 'url' | 'date'>, b: Pick<FeedPost, 'url' | 'date'>): number {
  return b.date.getTime() - a.date.getTime() || (a.url < b.url ? -1 : a.url > b.url ? 1 : 0);
}

/** The posts a feed carries: the newest `limit` (all with `false`), newest first. */
export function newestPosts<P extends Pick<FeedPost, 'url' | 'date'>>(
  posts: readonly P[],
  limit: number | false = defaultLimit,
): P[] {
  return [...posts].sort(newestFirst).slice(0, limit === false ? undefined : limit);
}

export function feedData(site: FeedSite, posts: FeedPost[], options: WriteFeedsOptions = {}): FeedData {
  const limit = options.limit ?? defaultLimit;
  if (limit !== false && !(Number.isInteger(limit) && limit >= 0)) {
    throw new RangeError(
      `The feed limit must be a whole number of posts, 0 or more, or false for all of them: got ${limit}.`,
    );
  }
  for (const post of posts) checkedDate(post.date, 'date', post);
  const kept = newestPosts(posts, limit);
  const items = kept.map(itemOf);
  const newest = items.reduce(
    (latest, item) => Math.max(latest, item.published.getTime(), item.updated.getTime()),
    -Infinity,
  );
  return {
    site: {
      title: xmlCharacters(site.title),
      description: optional(site.description),
      copyright: optional(site.copyright),
      language: optional(site.language),
      blogUrl: xmlCharacters(site.blogUrl),
      feedFolderUrl: xmlCharacters(site.feedFolderUrl),
      favicon: optional(site.favicon),
    },
    items,
    updated: items.length > 0 ? new Date(newest) : undefined,
    generator: xmlCharacters(options.generator ?? 'sitegen'),
  };
}

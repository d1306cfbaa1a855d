/**
 * The blog's feeds, as Docusaurus's blog plugin writes them beside the blog's index (`/blog/rss.xml`,
 * `/blog/atom.xml`, `/blog/feed.json`), and the `<link rel="alternate">` tags that announce them.
 * Pure: the caller gives the posts' rendered HTML and writes the files.
 */
import { atomFeed } from './atomFeed.ts';
import { feedData, type FeedData } from './feedData.ts';
import { jsonFeed } from './jsonFeed.ts';
import { rssFeed } from './rssFeed.ts';

export type FeedType = 'rss' | 'atom' | 'json';

export interface FeedSite {
  /** Feed title (Docusaurus default: `${siteTitle} Blog`). */
  title: string;
  /** The feed's description; RSS, which requires one, falls back to the title. */
  description?: string;
  copyright?: string;
  /** BCP 47 language of the site (`en`, `fr-CA`). */
  language?: string;
  /** Absolute URL of the blog's index page, e.g. https://example.com/blog */
  blogUrl: string;
  /**
   * Absolute URL of the folder holding the feeds, e.g. https://example.com/blog/ (the feeds' own URLs are this + file
   * name).
   */
  feedFolderUrl: string;
  /** Absolute URL of the site's favicon, if any. */
  favicon?: string;
}

export interface FeedPost {
  /** Absolute permalink; also the id/guid. */
  url: string;
  title: string;
  date: Date;
  /** Last update, when known. */
  updated?: Date;
  description?: string;
  /**
   * The post's HTML as rendered (only the Markdown content), whose links and images may be relative to `url` or
   * root-relative ("/img/a.png").
   */
  contentHtml: string;
  /** Whether `contentHtml`'s addresses are already absolute (`absoluteUrls`, done as the post's page rendered). */
  contentIsAbsolute?: boolean;
  authors: { name?: string; url?: string; email?: string }[];
  tags: { label: string; url?: string }[];
  /** Absolute or relative image URL (front matter `image`), resolved against `url`. */
  image?: string;
}

export interface WriteFeedsOptions {
  /**
   * How many posts, the newest, each feed holds; false for all.
   * @default 20
   */
  limit?: number | false;
  /**
   * The generator named in RSS and Atom.
   * @default 'sitegen'
   */
  generator?: string;
}

interface FeedFormat {
  file: string;
  mediaType: string;
  /** The link's title, after the feed's. */
  label: string;
  write: (feed: FeedData, selfUrl: string) => string;
}

const formats: Record<FeedType, FeedFormat> = {
  rss: { file: 'rss.xml', mediaType: 'application/rss+xml', label: 'RSS Feed', write: rssFeed },
  atom: { file: 'atom.xml', mediaType: 'application/atom+xml', label: 'Atom Feed', write: atomFeed },
  json: { file: 'feed.json', mediaType: 'application/feed+json', label: 'JSON Feed', write: jsonFeed },
};

function feedUrl(site: FeedSite, type: FeedType): string {
  return new URL(formats[type].file, site.feedFolderUrl).href;
}

/**
 * The feeds' files, by name (`rss.xml`, `atom.xml`, `feed.json`), in the order of `types` (each once).
 * Posts newest first; `limit` cuts the list. The output depends on the arguments alone (the feed's date
 * is its newest post's), so a rebuild writes the same bytes.
 * @throws RangeError for a `limit` that is not a whole number of 0 or more, or a post's invalid date.
 */
export function writeFeeds(
  site: FeedSite,
  posts: FeedPost[],
  types: FeedType[],
  options?: WriteFeedsOptions,
): { type: FeedType; file: string; contents: string }[] {
  const feed = feedData(site, posts, options);
  return [...new Set(types)].map((type) => ({
    type,
    file: formats[type].file,
    contents: formats[type].write(feed, feedUrl(site, type)),
  }));
}

/**
 * `<link rel="alternate">` tags for every page's head, in the order of `types` (each once):
 * rss: application/rss+xml, atom: application/atom+xml, json: application/feed+json.
 */
export function feedLinks(
  site: FeedSite,
  types: FeedType[],
): { rel: 'alternate'; type: string; title: string; href: string }[] {
  return [...new Set(types)].map((type) => ({
    rel: 'alternate',
    type: formats[type].mediaType,
    title: `${site.title} ${formats[type].label}`,
    href: feedUrl(site, type),
  }));
}

/**
 * JSON Feed 1.1 (https://www.jsonfeed.org/version/1.1/). It has no place for a copyright or a
 * generator. An author known only by email is written with a `mailto:` address, as the spec allows.
 */
import type { FeedAuthor, FeedData, FeedItem } from './feedData.ts';

function authorOf(author: FeedAuthor): { name?: string; url?: string } {
  const url = author.url ?? (author.email ? `mailto:${author.email}` : undefined);
  return { ...(author.name ? { name: author.name } : {}), ...(url ? { url } : {}) };
}

function itemOf(item: FeedItem): Record<string, unknown> {
  return {
    id: item.url,
    url: item.url,
    title: item.title,
    content_html: item.contentHtml,
    summary: item.description,
    image: item.image,
    date_published: item.published.toISOString(),
    date_modified: item.modified?.toISOString(),
    authors: item.authors.length > 0 ? item.authors.map(authorOf) : undefined,
    tags: item.tags.length > 0 ? item.tags : undefined,
  };
}

export function jsonFeed(feed: FeedData, selfUrl: string): string {
  const { site } = feed;
  const document = {
    version: 'https://jsonfeed.org/version/1.1',
    title: site.title,
    home_page_url: site.blogUrl,
    feed_url: selfUrl,
    description: site.description,
    favicon: site.favicon,
    language: site.language,
    items: feed.items.map(itemOf),
  };
  // JSON.stringify leaves out the keys whose value is undefined.
  return `${JSON.stringify(document, null, 2)}\n`;
}

/**
 * RSS 2.0 (https://www.rssboard.org/rss-specification), shaped as the `feed` package writes it for
 * Docusaurus: the channel, then per post its title, link, guid, date, description, full content
 * (`content:encoded`), authors and tags. Unlike `feed`, an author is an `<author>` only with an email
 * (RSS requires one there) and a `<dc:creator>` otherwise, and the description, plain text in front
 * matter, is escaped for HTML, since readers show it as HTML.
 */
import type { FeedData, FeedItem } from './feedData.ts';
import { emptyElement, parentElement, textElement, xmlDocument, type XmlNode } from './xml.ts';

const namespaces = {
  'xmlns:atom': 'http://www.w3.org/2005/Atom',
  'xmlns:content': 'http://purl.org/rss/1.0/modules/content/',
  'xmlns:dc': 'http://purl.org/dc/elements/1.1/',
};

/** Plain text as HTML that shows it. */
function htmlOfText(text: string): string {
  return text.replace(/[&<>]/g, (character) => (character === '&' ? '&amp;' : character === '<' ? '&lt;' : '&gt;'));
}

function itemElement(item: FeedItem): XmlNode {
  return parentElement('item', [
    textElement('title', item.title),
    textElement('link', item.url),
    textElement('guid', item.url),
    textElement('pubDate', item.published.toUTCString()),
    ...(item.description ? [textElement('description', htmlOfText(item.description))] : []),
    textElement('content:encoded', item.contentHtml),
    ...item.authors.map((author) =>
      author.email
        ? textElement('author', author.name ? `${author.email} (${author.name})` : author.email)
        : textElement('dc:creator', author.displayName),
    ),
    ...item.tags.map((tag) => textElement('category', tag)),
  ]);
}

export function rssFeed(feed: FeedData, selfUrl: string): string {
  const { site } = feed;
  const channel = parentElement('channel', [
    textElement('title', site.title),
    textElement('link', site.blogUrl),
    // Required by RSS; Docusaurus's default description is the title too.
    textElement('description', site.description ?? site.title),
    ...(feed.updated ? [textElement('lastBuildDate', feed.updated.toUTCString())] : []),
    textElement('docs', 'https://www.rssboard.org/rss-specification'),
    textElement('generator', feed.generator),
    ...(site.language ? [textElement('language', site.language)] : []),
    ...(site.copyright ? [textElement('copyright', site.copyright)] : []),
    emptyElement('atom:link', { href: selfUrl, rel: 'self', type: 'application/rss+xml' }),
    ...feed.items.map(itemElement),
  ]);
  return xmlDocument(parentElement('rss', [channel], { version: '2.0', ...namespaces }));
}

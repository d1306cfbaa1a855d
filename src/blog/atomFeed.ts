/**
 * Atom 1.0 (RFC 4287), shaped as the `feed` package writes it for Docusaurus: the feed's id, title,
 * date, generator and links, then per post its title, id, link, dates, summary, content (HTML, escaped),
 * authors and tags. Titles and summaries are plain text (`type="text"`, the default), not HTML as `feed`
 * declares them. Atom requires an author for every entry: the site stands in, at the feed's level, for the
 * posts that name none.
 */
import type { FeedAuthor, FeedData, FeedItem } from './feedData.ts';
import { emptyElement, parentElement, textElement, xmlDocument, type XmlNode } from './xml.ts';

/** The feed's date when it has no entries: a fixed one, so an empty feed is the same at every build. */
const epoch = new Date(0);

function personElement(person: FeedAuthor): XmlNode {
  return parentElement('author', [
    textElement('name', person.displayName),
    ...(person.url ? [textElement('uri', person.url)] : []),
    ...(person.email ? [textElement('email', person.email)] : []),
  ]);
}

function entryElement(item: FeedItem): XmlNode {
  return parentElement('entry', [
    textElement('title', item.title),
    textElement('id', item.url),
    emptyElement('link', { rel: 'alternate', type: 'text/html', href: item.url }),
    textElement('updated', item.updated.toISOString()),
    textElement('published', item.published.toISOString()),
    ...(item.description ? [textElement('summary', item.description)] : []),
    textElement('content', item.contentHtml, { type: 'html' }),
    ...item.authors.map(personElement),
    ...item.tags.map((tag) => emptyElement('category', { term: tag, label: tag })),
  ]);
}

export function atomFeed(feed: FeedData, selfUrl: string): string {
  const { site } = feed;
  const someWithoutAuthor = feed.items.some((item) => item.authors.length === 0);
  const children = [
    textElement('id', site.blogUrl),
    textElement('title', site.title),
    textElement('updated', (feed.updated ?? epoch).toISOString()),
    textElement('generator', feed.generator),
    emptyElement('link', { rel: 'alternate', type: 'text/html', href: site.blogUrl }),
    emptyElement('link', { rel: 'self', type: 'application/atom+xml', href: selfUrl }),
    ...(site.description ? [textElement('subtitle', site.description)] : []),
    ...(site.favicon ? [textElement('icon', site.favicon)] : []),
    ...(site.copyright ? [textElement('rights', site.copyright)] : []),
    ...(someWithoutAuthor ? [personElement({ displayName: site.title, url: site.blogUrl })] : []),
    ...feed.items.map(entryElement),
  ];
  const attributes = { xmlns: 'http://www.w3.org/2005/Atom', 'xml:lang': site.language };
  return xmlDocument(parentElement('feed', children, attributes));
}

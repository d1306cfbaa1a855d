import type { Element } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { parseAtomFeed, parseFeed, parseJsonFeed, parseRssFeed, type JsonFeed } from 'feedsmith';
import { visit } from 'unist-util-visit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { feedLinks, writeFeeds, type FeedPost, type FeedSite, type FeedType } from '../../../src/blog/feeds.ts';
import {
  atomNs,
  atomProblems,
  childOf,
  childrenOf,
  contentNs,
  dcNs,
  jsonFeedProblems,
  readXml,
  rssProblems,
} from '../../support/feedSpecs.ts';

const site: FeedSite = {
  title: 'Example Blog',
  description: 'News from Example.',
  copyright: 'Copyright © 2024 Example, Inc.',
  language: 'en',
  blogUrl: 'https://example.com/blog',
  feedFolderUrl: 'https://example.com/blog/',
  favicon: 'https://example.com/img/favicon.ico',
};

const release: FeedPost = {
  url: 'https://example.com/blog/2024/03/01/release',
  title: 'Release 2.0',
  date: new Date('2024-03-01T09:30:00Z'),
  description: 'What is new in 2.0.',
  contentHtml:
    '<p>See <a href="../../../../docs/intro">the docs</a> and <a href="#changes">the changes</a>.</p>\n<h2 id="changes">Changes</h2>',
  authors: [{ name: 'Ada Lovelace', url: 'https://example.com/ada', email: 'ada@example.com' }],
  tags: [{ label: 'release', url: 'https://example.com/blog/tags/release' }, { label: 'news' }],
  image: './cover.png',
};
const migration: FeedPost = {
  url: 'https://example.com/blog/2024/02/01/migration',
  title: 'Migrating',
  date: new Date('2024-02-01T00:00:00Z'),
  updated: new Date('2024-03-05T12:00:00Z'),
  contentHtml: '<p><img src="/img/a.png" alt="A"></p>',
  authors: [{ name: 'Grace Hopper' }, { email: 'team@example.com' }],
  tags: [],
};
const welcome: FeedPost = {
  url: 'https://example.com/blog/2024/01/01/welcome',
  title: 'Welcome',
  date: new Date('2024-01-01T00:00:00Z'),
  description: 'The first post.',
  contentHtml: '<p>Hello.</p>',
  authors: [],
  tags: [{ label: 'news' }],
};
const posts = [welcome, release, migration];
const allTypes: FeedType[] = ['rss', 'atom', 'json'];

function feedsOf(feedPosts: FeedPost[] = posts, options?: Parameters<typeof writeFeeds>[3], feedSite = site) {
  const files = writeFeeds(feedSite, feedPosts, allTypes, options);
  const contents = (file: string) => files.find((written) => written.file === file)?.contents ?? '';
  return { rss: contents('rss.xml'), atom: contents('atom.xml'), json: contents('feed.json') };
}

/** Each format's items as [title, link] pairs, read by a feed reader. */
function itemsOf(feedPosts: FeedPost[], options?: Parameters<typeof writeFeeds>[3]) {
  const { rss, atom, json } = feedsOf(feedPosts, options);
  return {
    rss: (parseRssFeed(rss).items ?? []).map((item) => item.title),
    atom: (parseAtomFeed(atom).entries ?? []).map((entry) => entry.title?.value),
    json: (parseJsonFeed(JSON.parse(json)).items ?? []).map((item) => item.title),
  };
}

function readJson(json: string) {
  return JSON.parse(json) as JsonFeed.Feed<string> & { items: JsonFeed.Item<string>[] };
}

/** The addresses of the `<a>` and `<img>` elements of some HTML. */
function addressesIn(html: string): string[] {
  const found: string[] = [];
  visit(fromHtml(html, { fragment: true }), 'element', (element: Element) => {
    for (const name of ['href', 'src', 'srcSet']) {
      const value = element.properties[name];
      if (typeof value === 'string') found.push(value);
    }
  });
  return found;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('writeFeeds', () => {
  it('writes rss.xml, atom.xml and feed.json in the order of the types asked, once each', () => {
    expect(writeFeeds(site, posts, ['json', 'rss', 'atom']).map((file) => file.file)).toEqual([
      'feed.json',
      'rss.xml',
      'atom.xml',
    ]);
    expect(writeFeeds(site, posts, ['atom']).map((file) => file.file)).toEqual(['atom.xml']);
    expect(writeFeeds(site, posts, ['rss', 'rss']).map((file) => file.file)).toEqual(['rss.xml']);
    expect(writeFeeds(site, posts, [])).toEqual([]);
  });

  it('writes feeds that meet their specifications and that a feed reader recognises', () => {
    const { rss, atom, json } = feedsOf();
    expect(rssProblems(readXml(rss))).toEqual([]);
    expect(atomProblems(readXml(atom))).toEqual([]);
    expect(jsonFeedProblems(JSON.parse(json))).toEqual([]);
    expect(parseFeed(rss).format).toBe('rss');
    expect(parseFeed(atom).format).toBe('atom');
    expect(parseFeed(JSON.parse(json)).format).toBe('json');
  });

  it('writes the RSS channel and items as Docusaurus does, authors without email as dc:creator', () => {
    const feed = parseRssFeed(feedsOf().rss);
    expect(feed).toMatchObject({
      title: 'Example Blog',
      link: 'https://example.com/blog',
      description: 'News from Example.',
      language: 'en',
      copyright: 'Copyright © 2024 Example, Inc.',
      // The newest date among the posts, `updated` included: never the time of the build.
      lastBuildDate: 'Tue, 05 Mar 2024 12:00:00 GMT',
      generator: 'sitegen',
      docs: 'https://www.rssboard.org/rss-specification',
      atom: { links: [{ href: 'https://example.com/blog/rss.xml', rel: 'self', type: 'application/rss+xml' }] },
    });
    expect(feed.items?.map((item) => item.title)).toEqual(['Release 2.0', 'Migrating', 'Welcome']);
    expect(feed.items?.[0]).toMatchObject({
      title: 'Release 2.0',
      link: release.url,
      guid: { value: release.url },
      pubDate: 'Fri, 01 Mar 2024 09:30:00 GMT',
      description: 'What is new in 2.0.',
      authors: [{ name: 'Ada Lovelace', email: 'ada@example.com' }],
      categories: [{ name: 'release' }, { name: 'news' }],
    });
    const channel = childOf(readXml(feedsOf().rss), '', 'channel')!;
    const [, migrationItem] = childrenOf(channel, '', 'item');
    expect(childrenOf(migrationItem!, '', 'author').map((author) => author.text)).toEqual(['team@example.com']);
    expect(childrenOf(migrationItem!, dcNs, 'creator').map((creator) => creator.text)).toEqual(['Grace Hopper']);
    expect(childOf(migrationItem!, '', 'description')).toBeUndefined();
  });

  it('writes the Atom feed and entries, with the site as author of the posts that name none', () => {
    const feed = parseAtomFeed(feedsOf().atom);
    expect(feed).toMatchObject({
      id: 'https://example.com/blog',
      title: { value: 'Example Blog' },
      updated: '2024-03-05T12:00:00.000Z',
      generator: { text: 'sitegen' },
      links: [
        { rel: 'alternate', type: 'text/html', href: 'https://example.com/blog' },
        { rel: 'self', type: 'application/atom+xml', href: 'https://example.com/blog/atom.xml' },
      ],
      subtitle: { value: 'News from Example.' },
      icon: 'https://example.com/img/favicon.ico',
      rights: { value: 'Copyright © 2024 Example, Inc.' },
      authors: [{ name: 'Example Blog', uri: 'https://example.com/blog' }],
    });
    expect(feed.entries?.[0]).toMatchObject({
      id: release.url,
      title: { value: 'Release 2.0' },
      links: [{ rel: 'alternate', type: 'text/html', href: release.url }],
      updated: '2024-03-01T09:30:00.000Z',
      published: '2024-03-01T09:30:00.000Z',
      summary: { value: 'What is new in 2.0.' },
      content: { type: 'html' },
      authors: [{ name: 'Ada Lovelace', uri: 'https://example.com/ada', email: 'ada@example.com' }],
      categories: [
        { term: 'release', label: 'release' },
        { term: 'news', label: 'news' },
      ],
    });
    expect(feed.entries?.[1]).toMatchObject({
      updated: '2024-03-05T12:00:00.000Z',
      published: '2024-02-01T00:00:00.000Z',
      authors: [{ name: 'Grace Hopper' }, { name: 'team@example.com', email: 'team@example.com' }],
    });
    const feedElement = readXml(feedsOf().atom);
    expect(feedElement.attributes['{http://www.w3.org/XML/1998/namespace}lang']).toBe('en');
    expect(childrenOf(childrenOf(feedElement, atomNs, 'entry')[2]!, atomNs, 'author')).toEqual([]);
  });

  it('leaves the feed-level Atom author out when every post names its authors', () => {
    const feed = parseAtomFeed(feedsOf([release, migration]).atom);
    expect(feed.authors).toBeUndefined();
    expect(atomProblems(readXml(feedsOf([release, migration]).atom))).toEqual([]);
  });

  it('writes JSON Feed 1.1 with authors (an email alone as a mailto: address) and tags', () => {
    const feed = readJson(feedsOf().json);
    expect(feed).toMatchObject({
      version: 'https://jsonfeed.org/version/1.1',
      title: 'Example Blog',
      home_page_url: 'https://example.com/blog',
      feed_url: 'https://example.com/blog/feed.json',
      description: 'News from Example.',
      favicon: 'https://example.com/img/favicon.ico',
      language: 'en',
    });
    expect(feed.items[0]).toEqual({
      id: release.url,
      url: release.url,
      title: 'Release 2.0',
      content_html: expect.stringContaining('<h2 id="changes">Changes</h2>'),
      summary: 'What is new in 2.0.',
      image: 'https://example.com/blog/2024/03/01/cover.png',
      date_published: '2024-03-01T09:30:00.000Z',
      authors: [{ name: 'Ada Lovelace', url: 'https://example.com/ada' }],
      tags: ['release', 'news'],
    });
    expect(feed.items[1]).toMatchObject({
      date_published: '2024-02-01T00:00:00.000Z',
      date_modified: '2024-03-05T12:00:00.000Z',
      authors: [{ name: 'Grace Hopper' }, { url: 'mailto:team@example.com' }],
    });
    expect(feed.items[1]).not.toHaveProperty('tags');
  });

  it("makes the addresses in every format's content absolute against the post", () => {
    const post: FeedPost = {
      ...welcome,
      url: 'https://example.com/blog/2024/post',
      contentHtml:
        '<p><a href="./next">n</a> <a href="../x">x</a> <a href="#frag">f</a> <a href="https://other.org/">o</a></p>' +
        '<p><img src="/img/a.png" srcset="a.png 1x, /img/b.png 2x" alt=""></p><pre><code>&lt;a href="./code"></code></pre>',
    };
    const expected = [
      'https://example.com/blog/2024/next',
      'https://example.com/blog/x',
      'https://example.com/blog/2024/post#frag',
      'https://other.org/',
      'https://example.com/img/a.png',
      'https://example.com/blog/2024/a.png 1x, https://example.com/img/b.png 2x',
    ];
    const { rss, atom, json } = feedsOf([post]);
    const rssItem = childOf(childOf(readXml(rss), '', 'channel')!, '', 'item')!;
    const atomEntry = childOf(readXml(atom), atomNs, 'entry')!;
    const jsonItem = readJson(json).items[0]!;
    expect(addressesIn(childOf(rssItem, contentNs, 'encoded')!.text)).toEqual(expected);
    expect(addressesIn(childOf(atomEntry, atomNs, 'content')!.text)).toEqual(expected);
    expect(addressesIn(jsonItem.content_html ?? '')).toEqual(expected);
    expect(jsonItem.content_html).toContain('<code>&lt;a href="./code"></code>');
  });

  describe('text that XML must escape or cannot hold', () => {
    const nasty = 'Tom & Jerry <3 "quotes" \'apos\' ]]> a\u0000b\u0001c\u000Bd\uFFFEe\uFFFF\uD800f\u0085';
    const clean = 'Tom & Jerry <3 "quotes" \'apos\' ]]> abcdef\u0085';
    const post: FeedPost = {
      url: 'https://example.com/blog/p?a=1&b=2',
      title: nasty,
      date: new Date('2024-01-01T00:00:00Z'),
      description: 'line 1\n\tline 2\r\nline 3 & <b>not bold</b>',
      contentHtml: `<p title="&quot;x&quot; &amp; y">a &amp; b &lt; c ]]&gt; \u0001</p>\n<p>two</p>\n`,
      authors: [{ name: 'R&D <team>', email: 'rd@example.com', url: 'https://example.com/?team=r&d' }],
      tags: [{ label: 'C++ & <T>' }],
    };
    const feedSite = { ...site, title: `${nasty} Blog`, copyright: '© <Example> & co' };
    const entryOf = (atom: string) => childOf(readXml(atom), atomNs, 'entry')!;

    it('keeps every format well-formed and valid', () => {
      const { rss, atom, json } = feedsOf([post], undefined, feedSite);
      expect(rssProblems(readXml(rss))).toEqual([]);
      expect(atomProblems(readXml(atom))).toEqual([]);
      expect(jsonFeedProblems(JSON.parse(json))).toEqual([]);
    });

    it('reads back, to the character, as written less the characters XML 1.0 does not allow', () => {
      const { rss, atom, json } = feedsOf([post], undefined, feedSite);
      const channel = childOf(readXml(rss), '', 'channel')!;
      const item = childOf(channel, '', 'item')!;
      expect(childOf(channel, '', 'title')!.text).toBe(`${clean} Blog`);
      expect(childOf(channel, '', 'copyright')!.text).toBe('© <Example> & co');
      expect(childOf(item, '', 'title')!.text).toBe(clean);
      expect(childOf(item, '', 'link')!.text).toBe(post.url);
      // RSS readers show a description as HTML: the plain text is escaped for HTML, then for XML.
      expect(childOf(item, '', 'description')!.text).toBe(
        'line 1\n\tline 2\r\nline 3 &amp; &lt;b&gt;not bold&lt;/b&gt;',
      );
      expect(childOf(item, '', 'author')!.text).toBe('rd@example.com (R&D <team>)');
      expect(childOf(item, '', 'category')!.text).toBe('C++ & <T>');
      expect(childOf(entryOf(atom), atomNs, 'content')!.text).toBe(
        '<p title="&quot;x&quot; &amp; y">a &amp; b &lt; c ]]&gt; </p>\n<p>two</p>\n',
      );
      expect(childOf(item, contentNs, 'encoded')!.text).toBe(
        '<p title="&quot;x&quot; &amp; y">a &amp; b &lt; c ]]&gt; </p>\n<p>two</p>\n',
      );

      const entry = entryOf(atom);
      expect(childOf(entry, atomNs, 'title')!.text).toBe(clean);
      expect(childOf(entry, atomNs, 'summary')!.text).toBe(post.description);
      expect(childOf(entry, atomNs, 'link')!.attributes.href).toBe(post.url);
      const author = childOf(entry, atomNs, 'author')!;
      expect(childOf(author, atomNs, 'name')!.text).toBe('R&D <team>');
      expect(childOf(author, atomNs, 'uri')!.text).toBe('https://example.com/?team=r&d');
      expect(childOf(entry, atomNs, 'category')!.attributes).toEqual({ term: 'C++ & <T>', label: 'C++ & <T>' });

      const item0 = readJson(json).items[0]!;
      expect(item0.title).toBe(clean);
      expect(item0.content_html).toBe('<p title="&quot;x&quot; &amp; y">a &amp; b &lt; c ]]&gt; </p>\n<p>two</p>\n');
    });

    it('keeps tabs, new lines and carriage returns in attributes', () => {
      const spaced: FeedPost = { ...post, tags: [{ label: 'a\tb\nc\r\nd' }] };
      const entry = childOf(readXml(feedsOf([spaced]).atom), atomNs, 'entry')!;
      expect(childOf(entry, atomNs, 'category')!.attributes.term).toBe('a\tb\nc\r\nd');
    });
  });

  it('writes letters of every script as they are', () => {
    const post: FeedPost = {
      ...welcome,
      url: 'https://example.com/blog/caf%C3%A9',
      title: 'Café — 日本語のブログ 🎉',
      description: 'Ünïcödé',
      contentHtml: '<p>Ελληνικά · עברית · 😀</p>',
      authors: [{ name: 'Zoë Ågren' }],
      tags: [{ label: 'über' }],
    };
    const { rss, atom, json } = feedsOf([post], undefined, { ...site, title: 'Blogue de l’été', language: 'fr-CA' });
    expect(rssProblems(readXml(rss))).toEqual([]);
    expect(atomProblems(readXml(atom))).toEqual([]);
    expect(jsonFeedProblems(JSON.parse(json))).toEqual([]);
    expect(parseRssFeed(rss)).toMatchObject({
      title: 'Blogue de l’été',
      language: 'fr-CA',
      items: [
        {
          title: 'Café — 日本語のブログ 🎉',
          description: 'Ünïcödé',
          content: { encoded: '<p>Ελληνικά · עברית · 😀</p>' },
        },
      ],
    });
    expect(parseAtomFeed(atom).entries?.[0]).toMatchObject({
      title: { value: 'Café — 日本語のブログ 🎉' },
      authors: [{ name: 'Zoë Ågren' }],
      categories: [{ term: 'über' }],
    });
    expect(JSON.parse(json)).toMatchObject({
      language: 'fr-CA',
      items: [{ title: 'Café — 日本語のブログ 🎉', tags: ['über'] }],
    });
  });

  describe('limit', () => {
    const many: FeedPost[] = Array.from({ length: 25 }, (_, index) => ({
      ...welcome,
      url: `https://example.com/blog/post-${index}`,
      title: `Post ${index}`,
      date: new Date(Date.UTC(2024, 0, 1 + index)),
    }));
    const newest = (count: number) =>
      many
        .slice(-count)
        .reverse()
        .map((post) => post.title);

    it('keeps the 20 newest posts by default', () => {
      expect(itemsOf(many)).toEqual({ rss: newest(20), atom: newest(20), json: newest(20) });
    });

    it('keeps as many as asked, all of them with false, none with 0', () => {
      expect(itemsOf(many, { limit: 3 })).toEqual({ rss: newest(3), atom: newest(3), json: newest(3) });
      expect(itemsOf(many, { limit: false })).toEqual({ rss: newest(25), atom: newest(25), json: newest(25) });
      expect(itemsOf(many, { limit: 0 })).toEqual({ rss: [], atom: [], json: [] });
    });

    it('dates the feed after the posts it keeps', () => {
      const feed = parseAtomFeed(
        feedsOf(
          [
            ...many,
            {
              ...welcome,
              url: 'https://example.com/blog/old',
              date: new Date('2020-01-01'),
              updated: new Date('2030-01-01'),
            },
          ],
          { limit: 2 },
        ).atom,
      );
      expect(feed.updated).toBe('2024-01-25T00:00:00.000Z');
    });

    it.each([-1, 1.5, Number.NaN])('refuses %s', (limit) => {
      expect(() => writeFeeds(site, many, ['rss'], { limit })).toThrow(RangeError);
    });
  });

  it('orders the posts newest first whatever their order, posts of the same date by address', () => {
    const sameDay: FeedPost[] = ['c', 'a', 'b'].map((name) => ({
      ...welcome,
      url: `https://example.com/blog/${name}`,
      title: name,
    }));
    expect(itemsOf([welcome, ...sameDay, release]).json).toEqual(['Release 2.0', 'Welcome', 'a', 'b', 'c']);
  });

  it('writes valid feeds without items when there are no posts, dated at the epoch', () => {
    const { rss, atom, json } = feedsOf([]);
    expect(rssProblems(readXml(rss))).toEqual([]);
    expect(atomProblems(readXml(atom))).toEqual([]);
    expect(jsonFeedProblems(JSON.parse(json))).toEqual([]);
    expect(parseRssFeed(rss).items).toBeUndefined();
    expect(parseRssFeed(rss).lastBuildDate).toBeUndefined();
    expect(parseAtomFeed(atom)).toMatchObject({ updated: '1970-01-01T00:00:00.000Z' });
    expect(parseAtomFeed(atom).entries).toBeUndefined();
    expect(JSON.parse(json)).toMatchObject({ items: [] });
  });

  it('writes the same bytes whatever the time of the build and the order of the posts', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-06-01T00:00:00Z'));
    const first = writeFeeds(site, posts, allTypes);
    vi.setSystemTime(new Date('2031-12-31T23:59:59Z'));
    expect(writeFeeds(site, [...posts].reverse(), allTypes)).toEqual(first);
  });

  it('falls back to the title for the RSS description, which RSS requires, and leaves optional elements out', () => {
    const bare: FeedSite = {
      title: 'Bare',
      blogUrl: 'https://example.com/blog',
      feedFolderUrl: 'https://example.com/blog/',
    };
    const { rss, atom, json } = feedsOf([welcome], undefined, bare);
    expect(rssProblems(readXml(rss))).toEqual([]);
    expect(atomProblems(readXml(atom))).toEqual([]);
    expect(jsonFeedProblems(JSON.parse(json))).toEqual([]);
    const channel = childOf(readXml(rss), '', 'channel')!;
    expect(childOf(channel, '', 'description')!.text).toBe('Bare');
    expect(childOf(channel, '', 'language')).toBeUndefined();
    expect(childOf(channel, '', 'copyright')).toBeUndefined();
    const feed = readXml(atom);
    expect(['subtitle', 'icon', 'rights'].map((local) => childOf(feed, atomNs, local))).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    expect(feed.attributes['{http://www.w3.org/XML/1998/namespace}lang']).toBeUndefined();
    expect(Object.keys(JSON.parse(json) as object)).toEqual(['version', 'title', 'home_page_url', 'feed_url', 'items']);
  });

  it('names the generator it is given', () => {
    const { rss, atom } = feedsOf(posts, { generator: 'sitegen 1.2.3 & co' });
    expect(parseRssFeed(rss).generator).toBe('sitegen 1.2.3 & co');
    expect(parseAtomFeed(atom).generator).toEqual({ text: 'sitegen 1.2.3 & co' });
  });

  it('refuses a post whose date is not a date, or whose address is not absolute, naming it', () => {
    expect(() => writeFeeds(site, [{ ...welcome, date: new Date('soon') }], ['json'])).toThrow(/welcome/);
    expect(() => writeFeeds(site, [{ ...welcome, url: '/blog/welcome' }], ['json'])).toThrow(
      /\/blog\/welcome is not an absolute URL/,
    );
  });
});

describe('feedLinks', () => {
  it('gives a <link rel="alternate"> per feed, in the order of the types', () => {
    expect(feedLinks(site, ['atom', 'json', 'rss'])).toEqual([
      {
        rel: 'alternate',
        type: 'application/atom+xml',
        title: 'Example Blog Atom Feed',
        href: 'https://example.com/blog/atom.xml',
      },
      {
        rel: 'alternate',
        type: 'application/feed+json',
        title: 'Example Blog JSON Feed',
        href: 'https://example.com/blog/feed.json',
      },
      {
        rel: 'alternate',
        type: 'application/rss+xml',
        title: 'Example Blog RSS Feed',
        href: 'https://example.com/blog/rss.xml',
      },
    ]);
    expect(feedLinks(site, [])).toEqual([]);
  });

  it('points at the files writeFeeds writes', () => {
    const files = writeFeeds(site, posts, allTypes).map((file) => new URL(file.file, site.feedFolderUrl).href);
    expect(feedLinks(site, allTypes).map((link) => link.href)).toEqual(files);
  });
});

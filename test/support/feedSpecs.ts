/**
 * What each feed format's specification requires, checked on the parsed feed: RSS 2.0
 * (https://www.rssboard.org/rss-specification), Atom 1.0 (RFC 4287) and JSON Feed 1.1
 * (https://www.jsonfeed.org/version/1.1/). XML is read by saxes, a conformant XML 1.0 parser with
 * namespaces, so a feed that is not well-formed (a stray `&`, a control character, an unbound prefix)
 * fails before any of these checks. Each check returns the problems found, so a failure names them all.
 */
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { SaxesParser } from 'saxes';

export const atomNs = 'http://www.w3.org/2005/Atom';
export const contentNs = 'http://purl.org/rss/1.0/modules/content/';
export const dcNs = 'http://purl.org/dc/elements/1.1/';

export interface XmlElement {
  /** Namespace URI ('' for none). */
  uri: string;
  local: string;
  /** By local name, or `{uri}local` for a namespaced attribute. */
  attributes: Record<string, string>;
  children: XmlElement[];
  /** The element's own text (its children's excluded), exactly as parsed. */
  text: string;
}

/** The document element of `xml`. @throws Error at the first well-formedness or namespace error. */
export function readXml(xml: string): XmlElement {
  const parser = new SaxesParser({ xmlns: true });
  const open: XmlElement[] = [];
  let root: XmlElement | undefined;
  parser.on('error', (error) => {
    throw error;
  });
  parser.on('opentag', (tag) => {
    const attributes: Record<string, string> = {};
    for (const attribute of Object.values(tag.attributes)) {
      attributes[attribute.uri ? `{${attribute.uri}}${attribute.local}` : attribute.local] = attribute.value;
    }
    const element: XmlElement = { uri: tag.uri, local: tag.local, attributes, children: [], text: '' };
    open.at(-1)?.children.push(element);
    open.push(element);
    root ??= element;
  });
  parser.on('text', (text) => {
    const current = open.at(-1);
    if (current) current.text += text;
  });
  parser.on('closetag', () => open.pop());
  parser.write(xml).close();
  if (!root) throw new Error('no document element');
  return root;
}

export function childrenOf(element: XmlElement, uri: string, local: string): XmlElement[] {
  return element.children.filter((child) => child.uri === uri && child.local === local);
}

export function childOf(element: XmlElement, uri: string, local: string): XmlElement | undefined {
  return childrenOf(element, uri, local)[0];
}

/** RFC 3339 `date-time`, with Atom's upper-case `T` and `Z` (RFC 4287 §3.3). */
const rfc3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
/** RFC 822 `date-time` (section 5), with four-digit years as RSS 2.0 recommends. */
const rfc822 =
  /^(?:(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun), )?\d{1,2} (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}(?::\d{2})? (?:UT|GMT|[ECMP][SD]T|[A-IK-Z]|[+-]\d{4})$/;

function isAbsoluteUrl(value: string): boolean {
  return URL.canParse(value) && /^https?:$/.test(new URL(value).protocol);
}

class Problems {
  readonly list: string[] = [];
  add(problem: string): void {
    this.list.push(problem);
  }
  count(parent: XmlElement, where: string, uri: string, local: string, min: number, max: number): XmlElement[] {
    const found = childrenOf(parent, uri, local);
    if (found.length < min || found.length > max) {
      this.add(`${where} has ${found.length} ${local}, needs ${min === max ? min : `${min} to ${max}`}`);
    }
    return found;
  }
  date(element: XmlElement | undefined, where: string, format: RegExp): void {
    if (element && (!format.test(element.text) || Number.isNaN(Date.parse(element.text)))) {
      this.add(
        `${where} ${element.local} "${element.text}" is not a ${format === rfc822 ? 'RFC 822' : 'RFC 3339'} date`,
      );
    }
  }
  url(value: string | undefined, where: string): void {
    if (value !== undefined && !isAbsoluteUrl(value)) this.add(`${where} "${value}" is not an absolute URL`);
  }
}

/** RSS 2.0: the required channel elements, each item's title or description, dates, addresses. */
export function rssProblems(rss: XmlElement): string[] {
  const problems = new Problems();
  if (rss.uri !== '' || rss.local !== 'rss') return [`the document element is ${rss.local}, not rss`];
  if (rss.attributes.version !== '2.0') problems.add(`rss version is ${rss.attributes.version}`);
  const [channel] = problems.count(rss, 'rss', '', 'channel', 1, 1);
  if (!channel) return problems.list;
  for (const local of ['title', 'link', 'description']) problems.count(channel, 'channel', '', local, 1, 1);
  for (const local of ['language', 'copyright', 'lastBuildDate', 'pubDate', 'docs', 'generator', 'ttl', 'image']) {
    problems.count(channel, 'channel', '', local, 0, 1);
  }
  problems.url(childOf(channel, '', 'link')?.text, 'channel link');
  problems.date(childOf(channel, '', 'lastBuildDate'), 'channel', rfc822);
  for (const link of childrenOf(channel, atomNs, 'link')) {
    problems.url(link.attributes.href, 'channel atom:link');
    if (!link.attributes.rel) problems.add('channel atom:link has no rel');
  }
  childrenOf(channel, '', 'item').forEach((item, index) => {
    const where = `item ${index + 1}`;
    if (!childOf(item, '', 'title') && !childOf(item, '', 'description'))
      problems.add(`${where} has neither title nor description`);
    for (const local of ['title', 'link', 'description', 'guid', 'pubDate', 'comments', 'source']) {
      problems.count(item, where, '', local, 0, 1);
    }
    problems.count(item, where, contentNs, 'encoded', 0, 1);
    problems.url(childOf(item, '', 'link')?.text, `${where} link`);
    const guid = childOf(item, '', 'guid');
    if (guid && guid.attributes.isPermaLink !== 'false') problems.url(guid.text, `${where} permalink guid`);
    problems.date(childOf(item, '', 'pubDate'), where, rfc822);
    for (const author of childrenOf(item, '', 'author')) {
      if (!/^[^\s@()]+@[^\s@()]+(?: \(.+\))?$/.test(author.text))
        problems.add(`${where} author "${author.text}" is not an email address`);
    }
    for (const category of childrenOf(item, '', 'category')) {
      if (!category.text) problems.add(`${where} has an empty category`);
    }
  });
  return problems.list;
}

/** Atom 1.0 (RFC 4287 §4): the feed's and entries' required elements, their counts, authors, dates. */
export function atomProblems(feed: XmlElement): string[] {
  const problems = new Problems();
  if (feed.uri !== atomNs || feed.local !== 'feed')
    return [`the document element is {${feed.uri}}${feed.local}, not atom:feed`];
  const person = (element: XmlElement, where: string) => {
    problems.count(element, where, atomNs, 'name', 1, 1);
    problems.count(element, where, atomNs, 'uri', 0, 1);
    problems.count(element, where, atomNs, 'email', 0, 1);
    problems.url(childOf(element, atomNs, 'uri')?.text, `${where} uri`);
  };
  const common = (element: XmlElement, where: string) => {
    for (const local of ['id', 'title', 'updated']) problems.count(element, where, atomNs, local, 1, 1);
    for (const local of ['rights', 'subtitle', 'summary', 'content', 'published', 'icon', 'logo', 'generator']) {
      problems.count(element, where, atomNs, local, 0, 1);
    }
    problems.url(childOf(element, atomNs, 'id')?.text, `${where} id`);
    problems.date(childOf(element, atomNs, 'updated'), where, rfc3339);
    problems.date(childOf(element, atomNs, 'published'), where, rfc3339);
    const alternates = new Set<string>();
    for (const link of childrenOf(element, atomNs, 'link')) {
      problems.url(link.attributes.href, `${where} link`);
      const rel = link.attributes.rel ?? 'alternate';
      const key = `${link.attributes.type ?? ''} ${link.attributes.hreflang ?? ''}`;
      if (rel === 'alternate' && alternates.has(key))
        problems.add(`${where} has two alternate links of the same type and language`);
      if (rel === 'alternate') alternates.add(key);
    }
    for (const local of ['title', 'subtitle', 'summary', 'rights', 'content']) {
      const text = childOf(element, atomNs, local);
      if (!text) continue;
      const type = text.attributes.type ?? 'text';
      if (!['text', 'html', 'xhtml'].includes(type)) problems.add(`${where} ${local} has type ${type}`);
      if (type !== 'xhtml' && text.children.length > 0)
        problems.add(`${where} ${local} of type ${type} holds elements`);
    }
    for (const category of childrenOf(element, atomNs, 'category')) {
      if (!category.attributes.term) problems.add(`${where} has a category without term`);
    }
    childrenOf(element, atomNs, 'author').forEach((author) => person(author, `${where} author`));
  };
  common(feed, 'feed');
  if (!childrenOf(feed, atomNs, 'link').some((link) => link.attributes.rel === 'self'))
    problems.add('feed has no self link');
  const feedHasAuthor = childrenOf(feed, atomNs, 'author').length > 0;
  childrenOf(feed, atomNs, 'entry').forEach((entry, index) => {
    const where = `entry ${index + 1}`;
    common(entry, where);
    const hasAlternate = childrenOf(entry, atomNs, 'link').some(
      (link) => (link.attributes.rel ?? 'alternate') === 'alternate',
    );
    if (!hasAlternate && !childOf(entry, atomNs, 'content'))
      problems.add(`${where} has neither content nor an alternate link`);
    if (!feedHasAuthor && childrenOf(entry, atomNs, 'author').length === 0)
      problems.add(`${where} has no author, nor has the feed`);
  });
  return problems.list;
}

const author = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    url: { type: 'string', format: 'uri' },
    avatar: { type: 'string', format: 'uri' },
  },
  anyOf: [{ required: ['name'] }, { required: ['url'] }, { required: ['avatar'] }],
  additionalProperties: false,
  patternProperties: { '^_': {} },
};

/** JSON Feed 1.1 as a JSON Schema: every key the spec defines, its type, and which are required. */
const jsonFeedSchema = {
  type: 'object',
  required: ['version', 'title', 'items'],
  properties: {
    version: { const: 'https://jsonfeed.org/version/1.1' },
    title: { type: 'string' },
    home_page_url: { type: 'string', format: 'uri' },
    feed_url: { type: 'string', format: 'uri' },
    description: { type: 'string' },
    user_comment: { type: 'string' },
    next_url: { type: 'string', format: 'uri' },
    icon: { type: 'string', format: 'uri' },
    favicon: { type: 'string', format: 'uri' },
    authors: { type: 'array', items: author },
    language: { type: 'string' },
    expired: { type: 'boolean' },
    hubs: { type: 'array' },
    items: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id'],
        anyOf: [{ required: ['content_html'] }, { required: ['content_text'] }],
        properties: {
          id: { type: 'string' },
          url: { type: 'string', format: 'uri' },
          external_url: { type: 'string', format: 'uri' },
          title: { type: 'string' },
          content_html: { type: 'string' },
          content_text: { type: 'string' },
          summary: { type: 'string' },
          image: { type: 'string', format: 'uri' },
          banner_image: { type: 'string', format: 'uri' },
          date_published: { type: 'string', format: 'date-time' },
          date_modified: { type: 'string', format: 'date-time' },
          authors: { type: 'array', items: author },
          tags: { type: 'array', items: { type: 'string' } },
          language: { type: 'string' },
          attachments: { type: 'array' },
        },
        additionalProperties: false,
        patternProperties: { '^_': {} },
      },
    },
  },
  additionalProperties: false,
  patternProperties: { '^_': {} },
};

const ajv = new Ajv({ allErrors: true });
addFormats(ajv);
const validateJsonFeed = ajv.compile(jsonFeedSchema);

/** JSON Feed 1.1: the schema above, plus what a schema cannot say (ids are unique). */
export function jsonFeedProblems(value: unknown): string[] {
  const problems = validateJsonFeed(value)
    ? []
    : (validateJsonFeed.errors ?? []).map((error) => `${error.instancePath} ${error.message ?? ''}`);
  const items = (value as { items?: { id?: unknown }[] }).items ?? [];
  const ids = items.map((item) => item.id);
  if (new Set(ids).size !== ids.length) problems.push('two items have the same id');
  return problems;
}

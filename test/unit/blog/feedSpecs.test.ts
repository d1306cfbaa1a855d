import { describe, expect, it } from 'vitest';
import { atomNs, atomProblems, jsonFeedProblems, readXml, rssProblems } from '../../support/feedSpecs.ts';

// The spec checks must fail on what they are there to catch, or a passing test proves nothing.
describe('the specification checks', () => {
  it.each([
    ['a control character', '<rss version="2.0"><channel><title>a\u0001</title></channel></rss>'],
    ['an HTML entity', '<rss version="2.0"><channel><title>&nbsp;</title></channel></rss>'],
    ['an unbound prefix', '<rss version="2.0"><channel><content:encoded/></channel></rss>'],
    ['a bare ampersand', '<rss version="2.0"><channel><title>a & b</title></channel></rss>'],
  ])('refuse XML with %s', (_name, xml) => {
    expect(() => readXml(xml)).toThrow();
  });

  it('find what RSS and Atom lack', () => {
    expect(
      rssProblems(readXml('<rss version="2.0"><channel><title>t</title><item><link>/a</link></item></channel></rss>')),
    ).toEqual([
      'channel has 0 link, needs 1',
      'channel has 0 description, needs 1',
      'item 1 has neither title nor description',
      'item 1 link "/a" is not an absolute URL',
    ]);
    expect(
      atomProblems(
        readXml(
          `<feed xmlns="${atomNs}"><title>t</title><updated>2024-01-01</updated><entry><id>https://e.com/a</id></entry></feed>`,
        ),
      ),
    ).toEqual([
      'feed has 0 id, needs 1',
      'feed updated "2024-01-01" is not a RFC 3339 date',
      'feed has no self link',
      'entry 1 has 0 title, needs 1',
      'entry 1 has 0 updated, needs 1',
      'entry 1 has neither content nor an alternate link',
      'entry 1 has no author, nor has the feed',
    ]);
  });

  it('find what JSON Feed lacks', () => {
    const problems = jsonFeedProblems({
      version: 'https://jsonfeed.org/version/1',
      items: [{ id: 1, date_modifed: 'x' }],
    });
    expect(problems.sort()).toEqual([
      " must have required property 'title'",
      '/items/0 must NOT have additional properties',
      "/items/0 must have required property 'content_html'",
      "/items/0 must have required property 'content_text'",
      '/items/0 must match a schema in anyOf',
      '/items/0/id must be string',
      '/version must be equal to constant',
    ]);
  });
});

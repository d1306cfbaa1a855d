import { describe, expect, it } from 'vitest';
import { buildLocalIndex } from '../../../src/search/localIndex.ts';
import type { SearchDocument } from '../../../src/search/indexSearch.ts';
import { createLocalProvider } from '../../../theme/search/localProvider.ts';
import { LocalSearch } from '../../../theme/search/localSearch.ts';
import { searchLimits } from '../../../theme/search/searchTypes.ts';
import { indexLoader, schemaPages } from './indexFixture.ts';

const documents: SearchDocument[] = [
  ...schemaPages,
  {
    href: '/docs/faq',
    title: 'FAQ',
    kind: 'doc',
    headings: [{ id: 'drafts', text: 'Which drafts?' }],
    sections: [
      { id: '', heading: '', text: '' },
      { id: 'drafts', heading: 'Which drafts?', text: 'Drafts 4, 6, 7, 2019-09 and 2020-12.' },
    ],
  },
  // Three spellings one edit from `cax`, in three, two and two records: the tie between cap and car goes
  // alphabetically.
  {
    href: '/docs/cats',
    title: 'Cats',
    kind: 'doc',
    headings: [],
    sections: [{ id: '', heading: '', text: 'A cat, a car and a cap.' }],
  },
  {
    href: '/docs/cars',
    title: 'Cars',
    kind: 'doc',
    headings: [],
    sections: [{ id: '', heading: '', text: 'The car has a cap and a cat.' }],
  },
  {
    href: '/docs/more-cats',
    title: 'More',
    kind: 'doc',
    headings: [],
    sections: [{ id: '', heading: '', text: 'Another cat.' }],
  },
];

/** A fake `load` over the files `buildLocalIndex` wrote for `docs`, recording what was asked. */
const serve = (docs: SearchDocument[]) => indexLoader(buildLocalIndex(docs));

const request = (query: string, page = 0) => ({
  query,
  page,
  hitsPerPage: searchLimits.hitsPerPage,
  snippetWords: searchLimits.snippetWords,
});

describe('the local search provider', () => {
  it('pages through hits, 20 to a page', async () => {
    const many: SearchDocument[] = Array.from({ length: 45 }, (_, i) => ({
      href: `/docs/p${i}`,
      title: `Page ${i}`,
      kind: 'doc',
      headings: [],
      sections: [{ id: '', heading: '', text: 'The widget is here.' }],
    }));
    const provider = createLocalProvider('/search/manifest.json', serve(many).load);
    const first = await provider.search(request('widget'));
    // Equal scores rank by record, that is in document order.
    expect(first).toMatchObject({ query: 'widget', total: 45, page: 0, pages: 3 });
    expect(first.hits.map((hit) => hit.id)).toEqual(Array.from({ length: 20 }, (_, i) => `/docs/p${i}`));
    const second = await provider.search(request('widget', 1));
    expect(second).toMatchObject({ total: 45, page: 1, pages: 3 });
    expect(second.hits.map((hit) => hit.url)).toEqual(Array.from({ length: 20 }, (_, i) => `/docs/p${i + 20}`));
    const third = await provider.search(request('widget', 2));
    expect(third.hits.map((hit) => hit.url)).toEqual(['/docs/p40', '/docs/p41', '/docs/p42', '/docs/p43', '/docs/p44']);
    expect((await provider.search(request('widget', 3))).hits).toEqual([]);
  });

  it('cuts title, heading and snippet into parts with the query terms', async () => {
    const provider = createLocalProvider('/search/manifest.json', serve(documents).load);
    const results = await provider.search({ query: 'contains bounds', page: 0, hitsPerPage: 20, snippetWords: 5 });
    expect(results).toEqual({
      query: 'contains bounds',
      total: 1,
      page: 0,
      pages: 1,
      hits: [
        {
          id: '/docs/array/contains#bounds',
          url: '/docs/array/contains#bounds',
          page: 'contains',
          section: 'Bounds',
          pageParts: [{ text: 'contains', match: true }],
          sectionParts: [{ text: 'Bounds', match: true }],
          snippetParts: [
            { text: 'minContains', match: true },
            { text: ' and ', match: false },
            { text: 'maxContains', match: true },
            { text: ' bound how …', match: false },
          ],
        },
      ],
    });
  });

  it('gives a page hit without text no snippet parts, and a page hit no section parts', async () => {
    const provider = createLocalProvider('/search/manifest.json', serve(documents).load);
    const [hit] = (await provider.search(request('faq'))).hits;
    expect(hit).toEqual({
      id: '/docs/faq',
      url: '/docs/faq',
      page: 'FAQ',
      section: '',
      pageParts: [{ text: 'FAQ', match: true }],
      sectionParts: [],
      snippetParts: [],
    });
  });

  it("labels a blog post's hits with its blog, on the page and on its sections, and a doc's with nothing", async () => {
    const post: SearchDocument = {
      href: '/blog/release',
      title: 'Release 2',
      kind: 'blogPost',
      label: 'Blog',
      headings: [{ id: 'zebra', text: 'Zebra' }],
      sections: [
        { id: '', heading: '', text: 'The zebra release.' },
        { id: 'zebra', heading: 'Zebra', text: 'Stripes and a zebra.' },
      ],
    };
    const provider = createLocalProvider(
      '/search/manifest.json',
      serve([
        post,
        {
          href: '/docs/zoo',
          title: 'Zoo',
          kind: 'doc',
          headings: [],
          sections: [{ id: '', heading: '', text: 'A zebra.' }],
        },
      ]).load,
    );
    const { hits } = await provider.search(request('zebra'));
    expect(hits.map((hit) => [hit.url, hit.label])).toEqual([
      ['/blog/release#zebra', 'Blog'],
      ['/blog/release', 'Blog'],
      ['/docs/zoo', undefined],
    ]);
  });

  it('finds nothing for an empty query, without loading anything', async () => {
    const { load, loaded } = serve(documents);
    expect(await createLocalProvider('/search/manifest.json', load).search(request('  '))).toEqual({
      query: '  ',
      hits: [],
      total: 0,
      page: 0,
      pages: 0,
    });
    expect(loaded).toEqual([]);
  });

  it('rejects when the index cannot be loaded', async () => {
    const offline = createLocalProvider('/search/manifest.json', () => Promise.reject(new Error('offline')));
    await expect(offline.search(request('contains'))).rejects.toThrow('offline');
    const missing = createLocalProvider('/elsewhere/manifest.json', serve(documents).load);
    await expect(missing.search(request('contains'))).rejects.toThrow('no file /elsewhere/manifest.json');
  });
});

describe('suggestions', () => {
  const provider = createLocalProvider('/search/manifest.json', serve(documents).load);

  it('offers a misspelt word as the index spells it, closest first, keeping the query as typed', async () => {
    expect(await provider.suggest!('contians')).toEqual(['contains', 'contain']);
    // `property` is four edits away.
    expect(await provider.suggest!('Proprties!')).toEqual(['properties!']);
  });

  it('replaces only the misspelt word of several', async () => {
    expect(await provider.suggest!('Array contians')).toEqual(['Array contains', 'Array contain']);
    expect(await provider.suggest!('draft 2019 boudns')).toEqual([]);
    expect(await provider.suggest!('which drafst')).toEqual(['which drafts']);
    expect(await provider.suggest!('Arry contians')).toEqual(['array contains', 'array contain']);
  });

  it('loads only the shards of the query, never records', async () => {
    const { load, loaded } = serve(documents);
    expect(await createLocalProvider('/search/manifest.json', load).suggest!('contians')).toEqual([
      'contains',
      'contain',
    ]);
    expect(loaded.map((url) => url.replace(/-[0-9a-f]{10}\.json$/, ''))).toEqual([
      '/search/manifest.json',
      '/search/shard-636f',
    ]);
  });

  it('keeps only corrections that find something', async () => {
    // `bounds` is a term, but never with `faq`.
    expect(await provider.suggest!('faq bonuds')).toEqual([]);
  });

  it('ranks equally close terms by their records, then alphabetically, and stops at the limit', async () => {
    const { load } = serve(documents);
    expect(await provider.suggest!('cax')).toEqual(['cat', 'cap', 'car']);
    expect(await new LocalSearch('/search/manifest.json', load).suggest('cax', 1)).toEqual(['cat']);
  });

  it('allows one edit up to four letters and two beyond', async () => {
    // Two edits from cat, car, cats and cars.
    expect(await provider.suggest!('caxx')).toEqual([]);
    expect(await provider.suggest!('caxxs')).toEqual(['cars', 'cats']);
    expect(await provider.suggest!('prperites')).toEqual(['properties']);
    expect(await provider.suggest!('prxpxrtixs')).toEqual([]);
  });

  it('offers nothing for gibberish, a query that finds something, or a typo in the first two letters', async () => {
    expect(await provider.suggest!('qzxwv')).toEqual([]);
    expect(await provider.suggest!('coxyzwv')).toEqual([]);
    expect(await provider.suggest!('contains')).toEqual([]);
    expect(await provider.suggest!('')).toEqual([]);
    expect(await provider.suggest!('rpoperties')).toEqual([]);
  });
});

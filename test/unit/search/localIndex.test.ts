import { describe, expect, it } from 'vitest';
import { buildLocalIndex } from '../../../src/search/localIndex.ts';
import type { SearchDocument } from '../../../src/search/indexSearch.ts';
import { LocalSearch, snippetOf } from '../../../theme/search/localSearch.ts';
import type { SearchIndexManifest } from '../../../theme/search/searchIndexFormat.ts';
import type { OutputFile } from '../../../src/output/outputFile.ts';
import { indexLoader, schemaPages } from './indexFixture.ts';

const documents: SearchDocument[] = [
  ...schemaPages,
  {
    href: '/docs/faq',
    title: 'FAQ',
    kind: 'doc',
    headings: [{ id: 'schema', text: 'Which schéma drafts?' }],
    sections: [
      { id: '', heading: '', text: 'Questions.' },
      { id: 'schema', heading: 'Which schéma drafts?', text: 'Drafts 4, 6, 7, 2019-09 and 2020-12.' },
    ],
  },
];

function searchOver(files: OutputFile[]) {
  const { load, loaded } = indexLoader(files);
  return { search: new LocalSearch('/search/manifest.json', load), loaded };
}

describe('the local search index', () => {
  const files = buildLocalIndex(documents, { recordsPerFile: 2 });
  const manifest = JSON.parse(
    String(files.find((f) => f.path === 'search/manifest.json')!.contents),
  ) as SearchIndexManifest;

  it('writes a manifest, content-hashed shards by term prefix and record files', () => {
    expect(manifest.records).toBe(5);
    expect(manifest.recordFiles).toHaveLength(3);
    expect(manifest.shards.co).toMatch(/^shard-636f-[0-9a-f]{10}\.json$/);
    expect(
      files
        .map((f) => f.path)
        .filter((p) => !p.endsWith('manifest.json'))
        .every((p) => /^search\/(shard|records)-[0-9a-f]+-[0-9a-f]{10}\.json$/.test(p)),
    ).toBe(true);
  });

  it('finds sections, ranks a title above body text, and loads only what the query needs', async () => {
    const { search, loaded } = searchOver(files);
    const result = await search.search('contains');
    expect(result.hits.map((hit) => hit.url)).toEqual(['/docs/array/contains', '/docs/array/contains#bounds']);
    expect(result.hits[1]).toMatchObject({ page: 'contains', section: 'Bounds' });
    expect(loaded).toEqual([
      '/search/manifest.json',
      `/search/${manifest.shards.co!}`,
      `/search/${manifest.recordFiles[0]!}`,
    ]);
  });

  it('needs every term, takes prefixes, folds accents, and pages through hits', async () => {
    const { search } = searchOver(files);
    expect((await search.search('contains bounds')).hits.map((hit) => hit.url)).toEqual([
      '/docs/array/contains#bounds',
    ]);
    expect((await search.search('contains zebra')).total).toBe(0);
    expect((await search.search('prop')).hits.map((hit) => hit.url)).toEqual(['/docs/object/properties']);
    expect((await search.search('SCHEMA drafts')).hits.map((hit) => hit.url)).toEqual(['/docs/faq#schema']);
    const first = await search.search('schema', { limit: 1 });
    const second = await search.search('schema', { limit: 1, offset: 1 });
    expect(first.total).toBe(second.total);
    expect(first.hits[0]?.url).not.toBe(second.hits[0]?.url);
    expect((await search.search('a')).hits).toEqual([]);
  });

  it('snippets are the words around the first match', () => {
    const text = 'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen';
    expect(snippetOf(text, ['twelve'], 5)).toBe('… eleven twelve thirteen fourteen fifteen');
    expect(snippetOf(text, ['three'], 5)).toBe('… two three four five six …');
    expect(snippetOf(text, ['absent'], 3)).toBe('one two three …');
  });

  it('a failed load is tried again by the next query', async () => {
    let fail = true;
    const byPath = new Map(files.map((file) => [`/${file.path}`, JSON.parse(String(file.contents)) as unknown]));
    const search = new LocalSearch('/search/manifest.json', async (url) => {
      if (fail) throw new Error('offline');
      return byPath.get(url);
    });
    await expect(search.search('contains')).rejects.toThrow('offline');
    fail = false;
    expect((await search.search('contains')).total).toBe(2);
  });
});

describe('ranking in the local index', () => {
  const pages = (titles: string[], text: (title: string) => string): SearchDocument[] =>
    titles.map((title, i) => ({
      href: `/docs/p${i}`,
      title,
      kind: 'doc',
      headings: [],
      sections: [{ id: '', heading: '', text: text(title) }],
    }));

  it('finds a page by its title written as one keyword (oneOf → "One of"), before pages that only use the keyword', async () => {
    const docs = pages(['Any of', 'One of', 'Composition'], (title) =>
      title === 'One of' ? 'Exactly one branch.' : 'Use oneOf, anyOf or allOf. oneOf oneOf oneOf.',
    );
    const { search } = searchOver(buildLocalIndex(docs));
    expect((await search.search('oneOf')).hits.map((hit) => hit.url)).toEqual(['/docs/p1', '/docs/p0', '/docs/p2']);
  });

  it('ranks a heading that names the word above a section that only repeats it', async () => {
    const docs: SearchDocument[] = [
      {
        href: '/docs/api',
        title: 'API',
        kind: 'doc',
        headings: [],
        sections: [
          { id: 'widgets', heading: 'Widgets', text: 'Prop prop prop prop prop: every prop of a widget.' },
          { id: 'props', heading: 'Props', text: 'The list.' },
        ],
      },
    ];
    const { search } = searchOver(buildLocalIndex(docs));
    expect((await search.search('prop')).hits.map((hit) => hit.url)).toEqual(['/docs/api#props', '/docs/api#widgets']);
  });

  it('of two titles holding the words, puts the shorter first', async () => {
    const docs = pages(
      ['Dependent required, both ways', 'Dependent required'],
      () => 'dependentRequired lists the properties another one requires.',
    );
    const { search } = searchOver(buildLocalIndex(docs));
    expect((await search.search('dependent required')).hits.map((hit) => hit.url)).toEqual(['/docs/p1', '/docs/p0']);
    expect((await search.search('dependentRequired')).hits.map((hit) => hit.url)).toEqual(['/docs/p1', '/docs/p0']);
  });

  it('asks for the whole words of the query, not their camel-case parts', async () => {
    const docs = pages(['Of course', 'One more'], () => 'Nothing else.');
    const { search } = searchOver(buildLocalIndex(docs));
    expect((await search.search('oneOf')).total).toBe(0);
  });
});

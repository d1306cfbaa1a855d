import { describe, expect, it } from 'vitest';
import type { CategoryMeta, DocSource } from '../../../src/content/contentTypes.ts';
import type { DocFrontMatter } from '../../../src/content/frontMatter.ts';
import { autogenerate, folderIndexDoc } from '../../../src/sidebars/autogenerate.ts';
import { categoryMeta, docSource } from './docFixtures.ts';

const siteDir = '/site';
const doc = (relativePath: string, frontMatter: DocFrontMatter = {}): DocSource =>
  docSource(siteDir, relativePath, frontMatter);
const noCategories = new Map<string, CategoryMeta>();

describe('autogenerate', () => {
  it('lists the docs of a folder as doc items', () => {
    expect(autogenerate('.', [doc('b.md'), doc('a.md')], noCategories)).toEqual([
      { type: 'doc', id: 'a' },
      { type: 'doc', id: 'b' },
    ]);
  });

  it('orders by sidebar_position, then number prefix, then file name', () => {
    const docs = [
      doc('zeta.md'),
      doc('alpha.md'),
      doc('02-second.md'),
      doc('10-tenth.md'),
      doc('first.md', { sidebar_position: 1 }),
      doc('05-overridden.md', { sidebar_position: 3 }),
    ];
    expect(
      autogenerate('.', docs, noCategories).map((item) => typeof item === 'object' && 'id' in item && item.id),
    ).toEqual(['first', 'second', 'overridden', 'tenth', 'alpha', 'zeta']);
  });

  it('lists the docs it is given, drafts too: the build leaves them out before (shownDocs), serve --watch shows them', () => {
    expect(autogenerate('.', [doc('a.md'), doc('wip.md', { draft: true })], noCategories)).toEqual([
      { type: 'doc', id: 'a' },
      { type: 'doc', id: 'wip' },
    ]);
  });

  it('makes each subfolder a category, labelled without its number prefix', () => {
    const docs = [
      doc('intro.md'),
      doc('02-guides/setup.md'),
      doc('01-basics/start.md'),
      doc('reference/api/config.md'),
    ];
    expect(autogenerate('.', docs, noCategories)).toEqual([
      { type: 'category', label: 'basics', items: [{ type: 'doc', id: 'basics/start' }] },
      { type: 'category', label: 'guides', items: [{ type: 'doc', id: 'guides/setup' }] },
      { type: 'doc', id: 'intro' },
      {
        type: 'category',
        label: 'reference',
        items: [{ type: 'category', label: 'api', items: [{ type: 'doc', id: 'reference/api/config' }] }],
      },
    ]);
  });

  it('takes label, position and options from _category_.json', () => {
    const docs = [doc('intro.md', { sidebar_position: 2 }), doc('guides/setup.md')];
    const categories = new Map([
      categoryMeta(siteDir, 'guides', {
        label: 'Guides',
        position: 1,
        collapsed: false,
        collapsible: true,
        className: 'guides',
        description: 'How to',
        link: { type: 'generated-index', title: 'All guides' },
      }),
    ]);
    expect(autogenerate('.', docs, categories)).toEqual([
      {
        type: 'category',
        label: 'Guides',
        items: [{ type: 'doc', id: 'guides/setup' }],
        link: { type: 'generated-index', title: 'All guides' },
        collapsed: false,
        collapsible: true,
        className: 'guides',
        description: 'How to',
        sourceFile: '/site/docs/guides/_category_.json',
      },
      { type: 'doc', id: 'intro' },
    ]);
  });

  it.each(['index.md', 'README.md', 'guides.md', '01-guides.md'])(
    'links a category to its %s, which leaves the items',
    (indexFile) => {
      const docs = [doc(`guides/${indexFile}`), doc('guides/setup.md')];
      const indexId = docs[0]?.id ?? '';
      expect(autogenerate('.', docs, noCategories)).toEqual([
        {
          type: 'category',
          label: 'guides',
          items: [{ type: 'doc', id: 'guides/setup' }],
          link: { type: 'doc', id: indexId },
        },
      ]);
    },
  );

  it('prefers the link of _category_.json to the index doc, which then stays among the items', () => {
    const docs = [doc('guides/index.md'), doc('guides/setup.md')];
    const categories = new Map([categoryMeta(siteDir, 'guides', { link: { type: 'generated-index' } })]);
    expect(autogenerate('.', docs, categories)).toEqual([
      {
        type: 'category',
        label: 'guides',
        items: [
          { type: 'doc', id: 'guides/index' },
          { type: 'doc', id: 'guides/setup' },
        ],
        link: { type: 'generated-index' },
        sourceFile: '/site/docs/guides/_category_.json',
      },
    ]);
  });

  it('absorbs the index doc when _category_.json links to that same doc', () => {
    const docs = [doc('guides/index.md'), doc('guides/setup.md')];
    const categories = new Map([categoryMeta(siteDir, 'guides', { link: { type: 'doc', id: 'guides/index' } })]);
    expect(autogenerate('.', docs, categories)).toEqual([
      {
        type: 'category',
        label: 'guides',
        items: [{ type: 'doc', id: 'guides/setup' }],
        link: { type: 'doc', id: 'guides/index' },
        sourceFile: '/site/docs/guides/_category_.json',
      },
    ]);
  });

  it('gives no link when _category_.json says link: null, and keeps the index doc as an item', () => {
    const docs = [doc('guides/setup.md'), doc('guides/index.md')];
    const categories = new Map([categoryMeta(siteDir, 'guides', { link: null })]);
    expect(autogenerate('.', docs, categories)).toEqual([
      {
        type: 'category',
        label: 'guides',
        items: [
          { type: 'doc', id: 'guides/index' },
          { type: 'doc', id: 'guides/setup' },
        ],
        sourceFile: '/site/docs/guides/_category_.json',
      },
    ]);
  });

  it('keeps index.md at the top level as a doc', () => {
    expect(autogenerate('.', [doc('index.md'), doc('other.md')], noCategories)).toEqual([
      { type: 'doc', id: 'index' },
      { type: 'doc', id: 'other' },
    ]);
  });

  it.each(['guides', '/guides/', 'guides/'])('generates from the folder %j only', (dirName) => {
    const docs = [doc('intro.md'), doc('guides/setup.md'), doc('guides/advanced/tuning.md')];
    expect(autogenerate(dirName, docs, noCategories)).toEqual([
      { type: 'category', label: 'advanced', items: [{ type: 'doc', id: 'guides/advanced/tuning' }] },
      { type: 'doc', id: 'guides/setup' },
    ]);
  });

  it('reads folders as written on disk, number prefixes included', () => {
    const docs = [doc('01-guides/02-b.md'), doc('01-guides/01-a.md')];
    expect(autogenerate('01-guides', docs, noCategories)).toEqual([
      { type: 'doc', id: 'guides/a' },
      { type: 'doc', id: 'guides/b' },
    ]);
  });

  it('is empty for a folder without docs', () => {
    expect(autogenerate('nowhere', [doc('a.md')], noCategories)).toEqual([]);
  });
});

describe('folderIndexDoc', () => {
  it.each([
    ['guides', ['guides/setup.md', 'guides/index.md'], 'guides/index'],
    ['guides', ['guides/README.md'], 'guides/README'],
    ['guides', ['guides/Guides.md'], 'guides/Guides'],
    ['01-guides', ['01-guides/01-guides.md'], 'guides/guides'],
    ['guides', ['guides/setup.md', 'guides/sub/index.md'], undefined],
    ['guides', ['other/index.md'], undefined],
  ])('in %s among %j → %s', (dir, paths, id) => {
    expect(
      folderIndexDoc(
        paths.map((p) => doc(p)),
        dir,
      )?.id,
    ).toBe(id);
  });
});

import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { register } from 'tsx/esm/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CategoryLink, CategoryMeta } from '../../../src/content/contentTypes.ts';
import type { DocFrontMatter } from '../../../src/content/frontMatter.ts';
import { isSitegenError, type Diagnostic } from '../../../src/diagnostics/diagnostic.ts';
import { RouteTable } from '../../../src/routes/routeTable.ts';
import { buildSidebars, type DocRef, type SidebarsResult } from '../../../src/sidebars/buildSidebars.ts';
import { categoryMeta, docRef } from './docFixtures.ts';

const customizations = '/docs/category/\uFE0F-customizations';

let siteDir: string;
let unregister: (() => Promise<void>) | undefined;

beforeAll(async () => {
  siteDir = await mkdtemp(path.join(os.tmpdir(), 'sitegen-sidebars-'));
  // buildSidebars imports sidebars.ts as bin/sitegen does: through esbuild, then Node with tsx's loader.
  unregister = register({ tsconfig: path.resolve(import.meta.dirname, '../../../tsconfig.base.json') });
});

afterAll(async () => {
  await unregister?.();
  await rm(siteDir, { recursive: true, force: true });
});

/** A fresh site folder inside the temporary one, with sidebars.ts when given. */
let siteCount = 0;
async function newSite(sidebarsTs?: string): Promise<string> {
  const dir = path.join(siteDir, `site-${++siteCount}`);
  await mkdir(dir, { recursive: true });
  if (sidebarsTs !== undefined) await writeFile(path.join(dir, 'sidebars.ts'), sidebarsTs);
  return dir;
}

interface SiteSpec {
  docs: [relativePath: string, frontMatter?: DocFrontMatter, title?: string][];
  categories?: [dirPath: string, meta: Omit<CategoryMeta, 'file' | 'dirPath'>][];
  sidebarsTs?: string;
}

async function build(
  spec: SiteSpec & { basePath?: string },
): Promise<{ result: SidebarsResult; routes: RouteTable; dir: string }> {
  const dir = await newSite(spec.sidebarsTs);
  const refs: DocRef[] = spec.docs.map(([relativePath, frontMatter, title]) =>
    docRef(dir, relativePath, frontMatter, title),
  );
  const routes = new RouteTable();
  const result = await buildSidebars({
    siteDir: dir,
    docs: new Map(refs.map((ref) => [ref.doc.id, ref])),
    categories: new Map((spec.categories ?? []).map(([dirPath, meta]) => categoryMeta(dir, dirPath, meta))),
    routes,
    routeBasePath: '/docs',
    href: (route) => route,
    basePath: spec.basePath ?? '/',
    trailingSlash: false,
  });
  return { result, routes, dir };
}

async function problemsOf(spec: SiteSpec): Promise<Diagnostic[]> {
  try {
    await build(spec);
  } catch (error) {
    if (isSitegenError(error)) return error.diagnostics;
    throw error;
  }
  throw new Error('buildSidebars did not throw');
}

/** Previous and next labels of each page, in sidebar order. */
function pagination(result: SidebarsResult): [string, string | undefined, string | undefined][] {
  return [...result.navigation].map(([key, nav]) => [key, nav.previous?.label, nav.next?.label]);
}

const defaultSite: SiteSpec = {
  docs: [
    ['intro.md', { sidebar_position: 1, title: 'Introduction' }],
    ['custom/theme.md', { sidebar_label: 'Theme' }],
    ['custom/widgets.md', {}, 'Widgets'],
    ['reference/index.md', {}, 'Reference'],
    ['reference/api.md', {}, 'API'],
  ],
  categories: [
    [
      'custom',
      { label: '🛠️ Customizations', position: 2, link: { type: 'generated-index', description: 'Make it yours.' } },
    ],
  ],
};

describe('buildSidebars without sidebars.ts', () => {
  it('generates one sidebar from the docs folder', async () => {
    const { result } = await build(defaultSite);
    expect(Object.fromEntries(result.sidebars)).toEqual({
      tutorialSidebar: [
        { type: 'doc', id: 'intro', label: 'Introduction', href: '/docs/intro' },
        {
          type: 'category',
          label: '🛠️ Customizations',
          items: [
            { type: 'doc', id: 'custom/theme', label: 'Theme', href: '/docs/custom/theme' },
            { type: 'doc', id: 'custom/widgets', label: 'Widgets', href: '/docs/custom/widgets' },
          ],
          collapsed: true,
          collapsible: true,
          href: customizations,
          description: 'Make it yours.',
        },
        {
          type: 'category',
          label: 'reference',
          items: [{ type: 'doc', id: 'reference/api', label: 'API', href: '/docs/reference/api' }],
          collapsed: true,
          collapsible: true,
          href: '/docs/reference',
          docId: 'reference/index',
        },
      ],
    });
    expect(result.inputs).toEqual([]);
  });

  it('adds a generated-index page at /docs/category/<github slug of the label>', async () => {
    const { result, routes } = await build(defaultSite);
    expect(result.categoryPages.map(({ category: _category, ...page }) => page)).toEqual([
      {
        route: customizations,
        href: customizations,
        title: '🛠️ Customizations',
        description: 'Make it yours.',
        sidebarId: 'tutorialSidebar',
        source: expect.any(String) as string,
      },
    ]);
    expect(result.categoryPages[0]?.category.label).toBe('🛠️ Customizations');
    expect(routes.get(customizations)).toMatchObject({ path: customizations, kind: 'category', key: customizations });
  });

  it('attributes a generated index from _category_.json to that file', async () => {
    const { result, routes, dir } = await build(defaultSite);
    const categoryFile = path.join(dir, 'docs', 'custom', '_category_.json');
    expect(result.categoryPages[0]?.source).toBe(categoryFile);
    expect(routes.get(customizations)?.source).toBe(categoryFile);
  });

  it.each([
    [{ type: 'generated-index', slug: '/all-custom' }, '/docs/all-custom', '🛠️ Customizations'],
    [{ type: 'generated-index', title: 'Everything custom' }, customizations, 'Everything custom'],
  ] satisfies [CategoryLink, string, string][])('honours the link %j', async (link, route, title) => {
    const { result } = await build({ ...defaultSite, categories: [['custom', { label: '🛠️ Customizations', link }]] });
    expect(result.categoryPages.map((p) => [p.route, p.title])).toEqual([[route, title]]);
  });

  it('gives breadcrumbs through categories, linked when the category has a page', async () => {
    const { result } = await build(defaultSite);
    expect(Object.fromEntries([...result.navigation].map(([key, nav]) => [key, nav.breadcrumbs]))).toEqual({
      intro: [{ label: 'Introduction' }],
      [customizations]: [{ label: '🛠️ Customizations' }],
      'custom/theme': [{ label: '🛠️ Customizations', href: customizations }, { label: 'Theme' }],
      'custom/widgets': [{ label: '🛠️ Customizations', href: customizations }, { label: 'Widgets' }],
      'reference/index': [{ label: 'reference' }],
      'reference/api': [{ label: 'reference', href: '/docs/reference' }, { label: 'API' }],
    });
    expect([...result.navigation.values()].every((nav) => nav.sidebarId === 'tutorialSidebar')).toBe(true);
  });

  it('links previous and next in sidebar order, category pages included', async () => {
    const { result } = await build(defaultSite);
    expect(pagination(result)).toEqual([
      ['intro', undefined, '🛠️ Customizations'],
      [customizations, 'Introduction', 'Theme'],
      ['custom/theme', '🛠️ Customizations', 'Widgets'],
      ['custom/widgets', 'Theme', 'reference'],
      ['reference/index', 'Widgets', 'API'],
      ['reference/api', 'reference', undefined],
    ]);
    expect(result.navigation.get('custom/theme')).toMatchObject({
      previous: { label: '🛠️ Customizations', href: customizations },
      next: { label: 'Widgets', href: '/docs/custom/widgets' },
    });
  });

  describe('pagination front matter', () => {
    it('removes a neighbour with null', async () => {
      const { result } = await build({
        docs: [
          ['a.md', {}, 'A'],
          ['b.md', { pagination_prev: null, pagination_next: null }, 'B'],
          ['c.md', {}, 'C'],
        ],
      });
      expect(pagination(result)).toEqual([
        ['a', undefined, 'B'],
        ['b', undefined, undefined],
        ['c', 'B', undefined],
      ]);
    });

    it('replaces a neighbour with another doc, labelled by its pagination_label, sidebar_label or title', async () => {
      const { result } = await build({
        docs: [
          ['a.md', { pagination_next: 'c' }, 'A'],
          ['b.md', { pagination_prev: 'd' }, 'B'],
          ['c.md', { pagination_label: 'See C' }, 'C'],
          ['d.md', { sidebar_label: 'Dee' }, 'D'],
        ],
      });
      expect(result.navigation.get('a')?.next).toEqual({ label: 'See C', href: '/docs/c' });
      expect(result.navigation.get('b')?.previous).toEqual({ label: 'Dee', href: '/docs/d' });
    });

    it('reports an unknown doc id with a suggestion and the available ids, at the key', async () => {
      const problems = await problemsOf({
        docs: [
          ['intro.md', {}, 'Intro'],
          ['guide.md', { title: 'Guide', pagination_next: 'intor' }],
        ],
      });
      expect(problems).toEqual([
        {
          code: 'UnknownDocId',
          severity: 'error',
          file: expect.stringMatching(/guide\.md$/) as string,
          line: 3,
          column: 18,
          message: 'Front matter "pagination_next" refers to the doc id "intor", which does not exist.',
          hint: 'Did you mean "intro"? Available ids: guide, intro.',
        },
      ]);
    });

    it('lists the available ids alone when nothing is close', async () => {
      const [problem] = await problemsOf({ docs: [['a.md', { pagination_prev: 'completely-different' }], ['b.md']] });
      expect(problem?.hint).toBe('Available ids: a, b.');
    });
  });

  it('reports two generated indexes with one route', async () => {
    const { routes } = await build({
      docs: [['one/a.md'], ['two/b.md']],
      categories: [
        ['one', { label: 'Same', link: { type: 'generated-index' } }],
        ['two', { label: 'Same', link: { type: 'generated-index' } }],
      ],
    });
    expect(routes.problems.items.map((p) => [p.code, p.message.replace(/ by .*/, '')])).toEqual([
      ['DuplicateRoute', 'The route /docs/category/same is produced twice:'],
    ]);
  });
});

describe('buildSidebars with sidebars.ts', () => {
  const docs: SiteSpec['docs'] = [
    ['intro.md', {}, 'Introduction'],
    ['guides/install.md', {}, 'Install'],
    ['guides/configure.md', {}, 'Configure'],
    ['api/config.md', {}, 'Config'],
  ];

  it('resolves doc ids, docs, categories, links and autogenerated items', async () => {
    const { result, routes, dir } = await build({
      docs,
      sidebarsTs: `import { defineSidebars } from 'sitegen-docs/config';

export default defineSidebars({
  main: [
    'intro',
    { type: 'category', label: 'Guides', link: { type: 'generated-index', title: 'All guides', slug: '/guides' },
      items: [{ type: 'autogenerated', dirName: 'guides' }] },
    { type: 'doc', id: 'api/config', label: 'Configuration', className: 'api' },
    { type: 'link', label: 'GitHub', href: 'https://github.com/acme/docs' },
  ],
});
`,
    });
    expect(result.links).toEqual([]);
    expect(Object.fromEntries(result.sidebars)).toEqual({
      main: [
        { type: 'doc', id: 'intro', label: 'Introduction', href: '/docs/intro' },
        {
          type: 'category',
          label: 'Guides',
          items: [
            { type: 'doc', id: 'guides/configure', label: 'Configure', href: '/docs/guides/configure' },
            { type: 'doc', id: 'guides/install', label: 'Install', href: '/docs/guides/install' },
          ],
          collapsed: true,
          collapsible: true,
          href: '/docs/guides',
        },
        { type: 'doc', id: 'api/config', label: 'Configuration', href: '/docs/api/config', className: 'api' },
        { type: 'link', label: 'GitHub', href: 'https://github.com/acme/docs' },
      ],
    });
    expect(result.categoryPages.map((p) => [p.route, p.title, p.sidebarId])).toEqual([
      ['/docs/guides', 'All guides', 'main'],
    ]);
    expect(routes.get('/docs/guides')?.kind).toBe('category');
    expect(pagination(result)).toEqual([
      ['intro', undefined, 'Guides'],
      ['/docs/guides', 'Introduction', 'Configure'],
      ['guides/configure', 'Guides', 'Install'],
      ['guides/install', 'Configure', 'Configuration'],
      ['api/config', 'Install', undefined],
    ]);
    expect(result.inputs).toEqual([path.join(dir, 'sidebars.ts')]);
    expect(routes.get('/docs/guides')?.source).toBe(path.join(dir, 'sidebars.ts'));
  });

  it('gives a doc listed in two sidebars the navigation of the first', async () => {
    const { result } = await build({
      docs,
      sidebarsTs: "export default { first: ['intro', 'api/config'], second: ['guides/install', 'intro'] };\n",
    });
    expect(result.navigation.get('intro')).toEqual({
      sidebarId: 'first',
      breadcrumbs: [{ label: 'Introduction' }],
      next: { label: 'Config', href: '/docs/api/config' },
    });
    expect(result.navigation.get('guides/install')?.sidebarId).toBe('second');
  });

  it('gives internal link items the base path and records them, at their place, for link validation', async () => {
    const { result, dir } = await build({
      docs,
      basePath: '/base/',
      sidebarsTs:
        "export default {\n  main: [\n    'intro',\n    { type: 'link', label: 'Guides', href: '/docs/guidez#setup' },\n    { type: 'link', label: 'Site', href: 'https://example.com/' },\n  ],\n};\n",
    });
    expect(result.sidebars.get('main')?.slice(1)).toEqual([
      { type: 'link', label: 'Guides', href: '/base/docs/guidez#setup' },
      { type: 'link', label: 'Site', href: 'https://example.com/' },
    ]);
    expect(result.links).toEqual([
      {
        href: '/docs/guidez#setup',
        resolved: { kind: 'internal', route: '/docs/guidez', hash: 'setup', href: '/base/docs/guidez#setup' },
        file: path.join(dir, 'sidebars.ts'),
        line: 4,
        column: 45,
        kind: 'link',
        fromRoute: 'sidebar "main"',
      },
    ]);
  });

  it('reports an unknown doc id at its place in sidebars.ts, with a suggestion and the available ids', async () => {
    const problems = await problemsOf({
      docs,
      sidebarsTs: "export default {\n  main: [\n    'intro',\n    'guides/instal',\n  ],\n};\n",
    });
    expect(problems).toEqual([
      {
        code: 'UnknownDocId',
        severity: 'error',
        file: expect.stringMatching(/sidebars\.ts$/) as string,
        line: 4,
        column: 6,
        message: 'Sidebar "main" refers to the doc id "guides/instal", which does not exist.',
        hint: 'Did you mean "guides/install"? Available ids: api/config, guides/configure, guides/install, intro.',
      },
    ]);
  });

  it('reports invalid items, each with its path in the sidebar', async () => {
    const problems = await problemsOf({
      docs,
      sidebarsTs:
        "export default {\n  main: [\n    { type: 'page', id: 'intro' },\n    { type: 'category', label: 'X', items: [{ type: 'link', label: 'L' }] },\n  ],\n  other: 'intro',\n};\n",
    });
    expect(problems.map(({ code, message, hint }) => ({ code, message, hint }))).toEqual([
      {
        code: 'InvalidSidebar',
        message: 'Item main[0] of sidebar "main" has type "page".',
        hint: "The type must be one of 'doc', 'category', 'autogenerated', 'link', 'ref', 'html'.",
      },
      {
        code: 'InvalidSidebar',
        message: 'Item main[1].items[0] of sidebar "main" (type \'link\') needs "href" as a string.',
        hint: undefined,
      },
      {
        code: 'InvalidSidebar',
        message: 'Sidebar "other" must be a list of items, or an object of category labels to their items.',
        hint: undefined,
      },
    ]);
  });

  it('reports a sidebars.ts whose default export is not an object', async () => {
    expect(await problemsOf({ docs, sidebarsTs: "export default ['intro'];\n" })).toEqual([
      {
        code: 'InvalidSidebar',
        severity: 'error',
        file: expect.stringMatching(/sidebars\.ts$/) as string,
        line: 1,
        column: 1,
        message: 'sidebars.ts must export by default an object of sidebars.',
        hint: 'export default defineSidebars({ tutorialSidebar: [ … ] });',
      },
    ]);
  });
});

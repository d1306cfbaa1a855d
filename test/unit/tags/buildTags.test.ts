import { describe, expect, it } from 'vitest';
import type { DocFrontMatter } from '../../../src/content/frontMatter.ts';
import { DiagnosticBag } from '../../../src/diagnostics/diagnostic.ts';
import { RouteTable } from '../../../src/routes/routeTable.ts';
import { buildTags, type TaggableDoc } from '../../../src/tags/buildTags.ts';
import { parseTagsFile } from '../../../src/tags/tagsFile.ts';
import { docSource } from '../sidebars/docFixtures.ts';

const siteDir = '/site';

function taggable(relativePath: string, frontMatter: DocFrontMatter, title: string): TaggableDoc {
  const doc = docSource(siteDir, relativePath, frontMatter);
  return { doc, title, href: `/base/docs/${doc.id}`, description: `About ${title}.` };
}

function build(docs: TaggableDoc[], tagsYml?: string) {
  const routes = new RouteTable(siteDir);
  const problems = new DiagnosticBag();
  const tagsFile = tagsYml === undefined ? undefined : parseTagsFile(tagsYml, '/site/docs/tags.yml').tagsFile;
  const result = buildTags({
    docs,
    tagsFile,
    routeBasePath: '/docs',
    href: (route) => `/base${route}`,
    routes,
    problems,
  });
  return { result, routes, problems };
}

describe('buildTags', () => {
  const docs = [
    taggable('intro.md', { tags: ['Getting started', 'api'] }, 'Intro'),
    taggable('setup.md', { tags: ['api', { label: 'Advanced', permalink: '/deep' }] }, 'Setup'),
    taggable('hidden.md', { tags: ['api', 'secret'], unlisted: true }, 'Hidden'),
  ];

  it('makes a page per tag, listing its listed docs by title, and the list of the listed tags', () => {
    const { result, routes } = build(
      docs,
      'api:\n  label: API\n  permalink: /api-reference\n  description: The interface.\n',
    );
    expect(result.listPage).toEqual({
      route: '/docs/tags',
      href: '/base/docs/tags',
      source: '/site/docs/intro.md',
      tags: [
        { label: 'Advanced', href: '/base/docs/tags/deep', count: 1 },
        { label: 'API', href: '/base/docs/tags/api-reference', count: 2 },
        { label: 'Getting started', href: '/base/docs/tags/getting-started', count: 1 },
      ],
    });
    expect(
      result.pages.map(({ route, label, unlisted, docs: listed, description }) => ({
        route,
        label,
        unlisted,
        docs: listed.map((d) => d.title),
        description,
      })),
    ).toEqual([
      { route: '/docs/tags/deep', label: 'Advanced', unlisted: false, docs: ['Setup'], description: undefined },
      {
        route: '/docs/tags/api-reference',
        label: 'API',
        unlisted: false,
        docs: ['Intro', 'Setup'],
        description: 'The interface.',
      },
      {
        route: '/docs/tags/getting-started',
        label: 'Getting started',
        unlisted: false,
        docs: ['Intro'],
        description: undefined,
      },
      // Every doc of it is unlisted: so is its page, which lists them.
      { route: '/docs/tags/secret', label: 'secret', unlisted: true, docs: ['Hidden'], description: undefined },
    ]);
    expect(result.pages[1]?.docs[0]).toEqual({ title: 'Intro', href: '/base/docs/intro', description: 'About Intro.' });
    expect(routes.all().map((route) => [route.path, route.kind])).toEqual([
      ['/docs/tags', 'tags'],
      ['/docs/tags/deep', 'tag'],
      ['/docs/tags/api-reference', 'tag'],
      ['/docs/tags/getting-started', 'tag'],
      ['/docs/tags/secret', 'tag'],
    ]);
  });

  it('gives each doc the links of its tags, in its order', () => {
    const { result } = build(docs);
    expect(Object.fromEntries(result.docTags)).toEqual({
      intro: [
        { label: 'Getting started', href: '/base/docs/tags/getting-started' },
        { label: 'api', href: '/base/docs/tags/api' },
      ],
      setup: [
        { label: 'api', href: '/base/docs/tags/api' },
        { label: 'Advanced', href: '/base/docs/tags/deep' },
      ],
      hidden: [
        { label: 'api', href: '/base/docs/tags/api' },
        { label: 'secret', href: '/base/docs/tags/secret' },
      ],
    });
  });

  it('makes no page when no doc has a tag', () => {
    const { result, routes } = build([taggable('intro.md', {}, 'Intro')]);
    expect(result).toEqual({ pages: [], docTags: new Map() });
    expect(routes.size).toBe(0);
  });

  it('reports a tag whose name gives no address, at the tags key', () => {
    const { problems } = build([taggable('intro.md', { title: 'Intro', tags: ['++'] }, 'Intro')]);
    expect(problems.items).toEqual([
      {
        code: 'InvalidFrontMatter',
        severity: 'error',
        file: '/site/docs/intro.md',
        line: 3,
        column: 1,
        message: 'The tag "++" has no letters or digits to make the address of its page of.',
        hint: "Give it a permalink: { label: '++', permalink: '/its-name' }, or define it in docs/tags.yml.",
      },
    ]);
  });

  it("reports a doc whose route is a tag page's", () => {
    const routes = new RouteTable(siteDir);
    routes.add({ path: '/docs/tags', kind: 'doc', source: '/site/docs/tags.md' });
    buildTags({
      docs: [taggable('intro.md', { tags: ['api'] }, 'Intro')],
      tagsFile: undefined,
      routeBasePath: '/docs',
      href: (route) => route,
      routes,
      problems: new DiagnosticBag(),
    });
    expect(routes.problems.items.map((p) => [p.code, p.file, p.line, p.message])).toEqual([
      [
        'DuplicateRoute',
        '/site/docs/intro.md',
        2,
        'The route /docs/tags is produced twice: by docs/tags.md and by docs/intro.md.',
      ],
    ]);
  });
});

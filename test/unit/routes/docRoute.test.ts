import { describe, expect, it } from 'vitest';
import { docIdentity } from '../../../src/content/collectContent.ts';
import type { DocFrontMatter } from '../../../src/content/frontMatter.ts';
import { docRoute, joinRoute } from '../../../src/routes/docRoute.ts';

/** The route of the doc at `relativePath`, its identity computed as collectContent does. */
function routeOf(relativePath: string, frontMatter: DocFrontMatter = {}, routeBasePath = '/docs'): string {
  return docRoute({ relativePath, frontMatter, ...docIdentity(relativePath, frontMatter.id) }, routeBasePath);
}

describe('joinRoute', () => {
  it.each([
    [['/docs', 'a'], '/docs/a'],
    [['/docs/', '/a/'], '/docs/a'],
    [['/docs', ''], '/docs'],
    [['/', ''], '/'],
    [['', 'a'], '/a'],
    [['docs', 'a//b'], '/docs/a/b'],
    [['/docs', 'guides', 'setup'], '/docs/guides/setup'],
  ])('%j → %s', (parts, route) => {
    expect(joinRoute(...parts)).toBe(route);
  });
});

describe('docRoute', () => {
  it.each([
    ['intro.md', '/docs/intro'],
    ['guides/setup.md', '/docs/guides/setup'],
    ['01-guides/02-setup.md', '/docs/guides/setup'],
    ['a/b/c.mdx', '/docs/a/b/c'],
  ])('%s → %s', (relativePath, route) => {
    expect(routeOf(relativePath)).toBe(route);
  });

  describe('a doc standing for its folder', () => {
    it.each([
      ['guides/index.md', '/docs/guides'],
      ['guides/Index.md', '/docs/guides'],
      ['guides/README.md', '/docs/guides'],
      ['guides/readme.mdx', '/docs/guides'],
      ['guides/guides.md', '/docs/guides'],
      ['Guides/GUIDES.md', '/docs/Guides'],
      ['01-guides/guides.md', '/docs/guides'],
      ['01-guides/01-guides.md', '/docs/guides'],
      ['a/b/index.md', '/docs/a/b'],
      ['a/b/b.md', '/docs/a/b'],
      ['index.md', '/docs'],
      ['README.md', '/docs'],
    ])('%s → %s', (relativePath, route) => {
      expect(routeOf(relativePath)).toBe(route);
    });

    it('is still the folder page when front matter gives an id (as in Docusaurus: the file name decides)', () => {
      expect(routeOf('guides/index.md', { id: 'overview' })).toBe('/docs/guides');
    });

    it('is not a folder page when only a parent folder has the same name', () => {
      expect(routeOf('guides/other/guides.md')).toBe('/docs/guides/other/guides');
    });
  });

  describe('front matter', () => {
    it.each([
      [{ id: 'install' }, '/docs/guides/install'],
      [{ slug: '/start' }, '/docs/start'],
      [{ slug: '/' }, '/docs'],
      [{ slug: 'start' }, '/docs/guides/start'],
      [{ slug: 'deep/er/' }, '/docs/guides/deep/er'],
      [{ id: 'install', slug: '/get-going' }, '/docs/get-going'],
    ])('%j on guides/setup.md → %s', (frontMatter, route) => {
      expect(routeOf('guides/setup.md', frontMatter)).toBe(route);
    });

    it('resolves a relative slug of a folder page against its folder', () => {
      expect(routeOf('01-guides/index.md', { slug: 'welcome' })).toBe('/docs/guides/welcome');
    });
  });

  it.each([
    ['/', 'guides/setup.md', '/guides/setup'],
    ['/', 'index.md', '/'],
    ['/reference/', 'guides/setup.md', '/reference/guides/setup'],
    ['/reference', 'guides/index.md', '/reference/guides'],
  ])('under routeBasePath %s, %s → %s', (routeBasePath, relativePath, route) => {
    expect(routeOf(relativePath, {}, routeBasePath)).toBe(route);
  });
});

import { describe, expect, it } from 'vitest';
import type { HeadTag } from '../../../templates/document.ts';
import type { SitegenConfig } from '../../../src/config/defineConfig.ts';
import { resolveConfig } from '../../../src/config/resolveConfig.ts';
import { headTags, type HeadInput } from '../../../src/render/headTags.ts';

const site: SitegenConfig = { title: 'Schema Docs', url: 'https://example.com/' };

function input(overrides: Partial<HeadInput> & { site?: Partial<SitegenConfig> } = {}): HeadInput {
  const { site: siteOverrides, ...rest } = overrides;
  return {
    config: resolveConfig({ ...site, ...siteOverrides }),
    route: '/docs/intro',
    kind: 'doc',
    title: 'Introduction',
    description: 'Start here.',
    stylesheets: [],
    inlineScript: '',
    scripts: [],
    ...rest,
  };
}

/** `content` of the meta tag with this name or property, `undefined` when absent. */
function meta(tags: HeadTag[], key: string): string | undefined {
  for (const tag of tags) {
    if (tag.tag === 'meta' && (tag.attributes.name === key || tag.attributes.property === key))
      return tag.attributes.content;
  }
  return undefined;
}

function links(tags: HeadTag[], rel: string): string[] {
  return tags.flatMap((tag) => (tag.tag === 'link' && tag.attributes.rel === rel ? [tag.attributes.href ?? ''] : []));
}

function title(tags: HeadTag[]): string | undefined {
  const tag = tags.find((t) => t.tag === 'title');
  return tag?.tag === 'title' ? tag.text : undefined;
}

describe('headTags', () => {
  it('writes the full head of a doc, in order', () => {
    expect(
      headTags(input({ stylesheets: ['/assets/a.css'], inlineScript: 'init()', scripts: ['/assets/runtime.js'] })),
    ).toEqual([
      { tag: 'title', text: 'Introduction | Schema Docs' },
      { tag: 'meta', attributes: { name: 'description', content: 'Start here.' } },
      { tag: 'meta', attributes: { property: 'og:title', content: 'Introduction | Schema Docs' } },
      { tag: 'meta', attributes: { property: 'og:description', content: 'Start here.' } },
      { tag: 'meta', attributes: { property: 'og:type', content: 'article' } },
      { tag: 'meta', attributes: { property: 'og:url', content: 'https://example.com/docs/intro' } },
      { tag: 'meta', attributes: { property: 'og:site_name', content: 'Schema Docs' } },
      { tag: 'meta', attributes: { property: 'og:locale', content: 'en' } },
      { tag: 'meta', attributes: { name: 'twitter:card', content: 'summary' } },
      { tag: 'meta', attributes: { name: 'docsearch:language', content: 'en' } },
      { tag: 'meta', attributes: { name: 'docsearch:docusaurus_tag', content: 'docs-default-current' } },
      { tag: 'meta', attributes: { name: 'docsearch:version', content: 'current' } },
      { tag: 'link', attributes: { rel: 'canonical', href: 'https://example.com/docs/intro' } },
      { tag: 'script', inline: 'init()' },
      { tag: 'link', attributes: { rel: 'stylesheet', href: '/assets/a.css' } },
      { tag: 'script', attributes: { type: 'module', src: '/assets/runtime.js' } },
    ]);
  });

  describe('title', () => {
    it.each([
      ['/docs/intro', 'Introduction', 'Introduction | Schema Docs'],
      ['/', 'Schema Docs', 'Schema Docs'],
      ['/', 'Home', 'Home | Schema Docs'],
    ])('on %s, %j → %j', (route, pageTitle, full) => {
      const tags = headTags(input({ route, kind: 'page', title: pageTitle }));
      expect([title(tags), meta(tags, 'og:title')]).toEqual([full, full]);
    });
  });

  describe('canonical URL', () => {
    it.each([
      [{}, '/docs/intro', 'https://example.com/docs/intro'],
      [{ trailingSlash: true }, '/docs/intro', 'https://example.com/docs/intro/'],
      [{ basePath: '/base/' }, '/docs/intro', 'https://example.com/base/docs/intro'],
      [{ basePath: '/base/', trailingSlash: true }, '/docs/intro', 'https://example.com/base/docs/intro/'],
      [{}, '/', 'https://example.com/'],
      [{ basePath: '/base/' }, '/', 'https://example.com/base/'],
    ])('%j, %s → %s', (siteOverrides, route, url) => {
      const tags = headTags(input({ site: siteOverrides, route }));
      expect(links(tags, 'canonical')).toEqual([url]);
      expect(meta(tags, 'og:url')).toBe(url);
    });
  });

  describe('DocSearch meta', () => {
    it.each([
      ['doc', 'docs-default-current', 'current', 'article'],
      ['category', 'docs-default-current', 'current', 'article'],
      ['page', 'default', undefined, 'website'],
      ['search', 'default', undefined, 'website'],
      ['notFound', 'default', undefined, 'website'],
    ] as const)('a %s page is tagged %s', (kind, tag, version, ogType) => {
      const tags = headTags(input({ kind }));
      expect(meta(tags, 'docsearch:docusaurus_tag')).toBe(tag);
      expect(meta(tags, 'docsearch:version')).toBe(version);
      expect(meta(tags, 'docsearch:language')).toBe('en');
      expect(meta(tags, 'og:type')).toBe(ogType);
    });

    it('uses the configured version tag', () => {
      const tags = headTags(input({ site: { docs: { versionTag: '2.0' } } }));
      expect([meta(tags, 'docsearch:docusaurus_tag'), meta(tags, 'docsearch:version')]).toEqual([
        'docs-default-2.0',
        '2.0',
      ]);
    });
  });

  it("joins the page's title and the site's with titleDelimiter", () => {
    const tags = headTags(input({ site: { titleDelimiter: '·' } }));
    expect([title(tags), meta(tags, 'og:title')]).toEqual(['Introduction · Schema Docs', 'Introduction · Schema Docs']);
  });

  it('keeps the 404 page out of search engines, without a canonical link', () => {
    const tags = headTags(input({ route: '/404', kind: 'notFound', title: 'Page not found' }));
    expect(meta(tags, 'robots')).toBe('noindex');
    expect(links(tags, 'canonical')).toEqual([]);
    expect(title(tags)).toBe('Page not found | Schema Docs');
  });

  it.each(['doc', 'page', 'category', 'search'] as const)('does not mark a %s page noindex', (kind) => {
    expect(meta(headTags(input({ kind })), 'robots')).toBeUndefined();
  });

  describe('keywords and image', () => {
    it('joins keywords, and leaves them out when empty', () => {
      expect(meta(headTags(input({ keywords: ['json', 'schema'] })), 'keywords')).toBe('json, schema');
      expect(meta(headTags(input({ keywords: [] })), 'keywords')).toBeUndefined();
      expect(meta(headTags(input()), 'keywords')).toBeUndefined();
    });

    it.each([
      [{}, 'img/card.png', 'https://example.com/img/card.png'],
      [{}, '/img/card.png', 'https://example.com/img/card.png'],
      [{ basePath: '/base/' }, '/img/card.png', 'https://example.com/base/img/card.png'],
      [{ basePath: '/base/' }, 'https://cdn.example.net/card.png', 'https://cdn.example.net/card.png'],
    ])('with %j, image %s → %s', (siteOverrides, image, url) => {
      const tags = headTags(input({ site: siteOverrides, image }));
      expect([meta(tags, 'og:image'), meta(tags, 'twitter:image'), meta(tags, 'twitter:card')]).toEqual([
        url,
        url,
        'summary_large_image',
      ]);
    });

    it('falls back to the site image, and the page image wins', () => {
      expect(meta(headTags(input({ site: { image: 'img/site.png' } })), 'og:image')).toBe(
        'https://example.com/img/site.png',
      );
      expect(meta(headTags(input({ site: { image: 'img/site.png' }, image: 'img/page.png' })), 'og:image')).toBe(
        'https://example.com/img/page.png',
      );
    });

    it('has no image tags and a small card without an image', () => {
      const tags = headTags(input());
      expect([meta(tags, 'og:image'), meta(tags, 'twitter:image'), meta(tags, 'twitter:card')]).toEqual([
        undefined,
        undefined,
        'summary',
      ]);
    });
  });

  it.each([
    [{ favicon: 'img/favicon.ico' }, '/img/favicon.ico'],
    [{ favicon: '/img/favicon.ico' }, '/img/favicon.ico'],
    [{ favicon: 'img/favicon.ico', basePath: '/base/' }, '/base/img/favicon.ico'],
    [{ favicon: 'img/favicon.ico', basePath: '/base/', trailingSlash: true }, '/base/img/favicon.ico'],
  ])('links the favicon of %j at %s', (siteOverrides, href) => {
    expect(links(headTags(input({ site: siteOverrides })), 'icon')).toEqual([href]);
  });

  it('has no icon link without a favicon', () => {
    expect(links(headTags(input()), 'icon')).toEqual([]);
  });

  it('puts the inline script before stylesheets and module scripts, each in order', () => {
    const tags = headTags(
      input({ inlineScript: 'x()', stylesheets: ['/a.css', '/b.css'], scripts: ['/r.js', '/i.js'] }),
    );
    expect(tags.slice(-5)).toEqual([
      { tag: 'script', inline: 'x()' },
      { tag: 'link', attributes: { rel: 'stylesheet', href: '/a.css' } },
      { tag: 'link', attributes: { rel: 'stylesheet', href: '/b.css' } },
      { tag: 'script', attributes: { type: 'module', src: '/r.js' } },
      { tag: 'script', attributes: { type: 'module', src: '/i.js' } },
    ]);
  });

  it('puts the scripts fetched after the first paint (the islands hydrator) last, as inline imports naming their module', () => {
    const tags = headTags(input({ scripts: ['/r.js'], afterPaintScripts: ['/assets/islands-A1.js'] }));
    expect(tags.slice(-2)).toEqual([
      { tag: 'script', attributes: { type: 'module', src: '/r.js' } },
      {
        tag: 'script',
        attributes: { type: 'module', 'data-after-paint': '/assets/islands-A1.js' },
        inline:
          'const load=()=>import(new URL("/assets/islands-A1.js",document.baseURI).href);document.hidden?load():requestAnimationFrame(()=>setTimeout(load))',
      },
    ]);
  });
});

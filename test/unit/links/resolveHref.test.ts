import { describe, expect, it } from 'vitest';
import {
  normalizeRoute,
  resolveHref,
  schemeOf,
  unsafeScheme,
  type ResolveContext,
} from '../../../src/links/resolveHref.ts';

const docRouteByFile = new Map([
  ['/site/docs/guides/setup.md', '/docs/guides/setup'],
  ['/site/docs/intro.md', '/docs/intro'],
  ['/site/docs/api/config.mdx', '/docs/api/config'],
  ['/site/docs/guides/my setup.md', '/docs/guides/my-setup'],
]);

/** Links on the page /docs/guides/install, written in docs/guides/install.md. */
const context: ResolveContext = {
  fromRoute: '/docs/guides/install',
  fromFile: '/site/docs/guides/install.md',
  docRouteByFile,
  basePath: '/',
  trailingSlash: false,
};

describe('resolveHref', () => {
  it.each([
    // href                               route                          hash                   href written
    ['#props', '/docs/guides/install', 'props', '#props'],
    ['', '/docs/guides/install', '', '#'],
    ['?tab=yarn', '/docs/guides/install', '', '/docs/guides/install?tab=yarn'],
    ['?tab=yarn#props', '/docs/guides/install', 'props', '/docs/guides/install?tab=yarn#props'],
    ['/docs/a', '/docs/a', '', '/docs/a'],
    ['/docs/a/', '/docs/a', '', '/docs/a'],
    ['/docs/a.html', '/docs/a', '', '/docs/a'],
    ['/docs/a/index.html', '/docs/a', '', '/docs/a'],
    ['/docs/a?x=1#y', '/docs/a', 'y', '/docs/a?x=1#y'],
    ['/', '/', '', '/'],
    ['/index.html', '/', '', '/'],
    ['/img/logo.png', '/img/logo.png', '', '/img/logo.png'],
    ['  /docs/a  ', '/docs/a', '', '/docs/a'],
    ['/docs/%EF%B8%8F-customizations', '/docs/\uFE0F-customizations', '', '/docs/%EF%B8%8F-customizations'],
    ['/docs/a#%EF%B8%8F-customizations', '/docs/a', '\uFE0F-customizations', '/docs/a#%EF%B8%8F-customizations'],
    ['/docs/a%', '/docs/a%', '', '/docs/a%25'],
  ])('%j → %s #%s (written %s)', (href, route, hash, written) => {
    expect(resolveHref(href, context)).toEqual({ kind: 'internal', route, hash, href: written });
  });

  describe('relative to the page route, as a browser resolves them', () => {
    it.each([
      ['b', '/docs/guides/b'],
      ['./b', '/docs/guides/b'],
      ['../c', '/docs/c'],
      ['../../c', '/c'],
      ['../../../../c', '/c'],
      ['..', '/docs'],
      ['.', '/docs/guides'],
      ['b/index.html', '/docs/guides/b'],
      ['b.html#x', '/docs/guides/b'],
    ])('%s → %s', (href, route) => {
      expect(resolveHref(href, context)).toMatchObject({ kind: 'internal', route });
    });

    it.each([
      ['b', '/docs/guides/install/b'],
      ['../c', '/docs/guides/c'],
    ])('from a trailing-slash page, %s → %s', (href, route) => {
      expect(resolveHref(href, { ...context, trailingSlash: true })).toMatchObject({
        kind: 'internal',
        route,
        href: `${route}/`,
      });
    });

    it.each([
      ['b', '/b'],
      ['../c', '/c'],
    ])('from the home page, %s → %s', (href, route) => {
      expect(resolveHref(href, { ...context, fromRoute: '/' })).toMatchObject({ kind: 'internal', route });
    });
  });

  describe('Markdown file links, relative to the file', () => {
    it.each([
      ['setup.md', '/docs/guides/setup', '', '/docs/guides/setup'],
      ['./setup.md#step-2', '/docs/guides/setup', 'step-2', '/docs/guides/setup#step-2'],
      ['../intro.md', '/docs/intro', '', '/docs/intro'],
      ['../api/config.mdx#props', '/docs/api/config', 'props', '/docs/api/config#props'],
      ['setup.md?x=1#y', '/docs/guides/setup', 'y', '/docs/guides/setup?x=1#y'],
      ['my%20setup.md', '/docs/guides/my-setup', '', '/docs/guides/my-setup'],
    ])('%s → %s', (href, route, hash, written) => {
      expect(resolveHref(href, context)).toEqual({ kind: 'internal', route, hash, href: written });
    });

    it.each([
      ['missing.md', '/site/docs/guides/missing.md', ''],
      ['../gone.md#x', '/site/docs/gone.md', 'x'],
      ['../../outside.md', '/site/outside.md', ''],
      ['./SETUP.MD', '/site/docs/guides/SETUP.MD', ''],
    ])('%s is a missing file %s', (href, file, hash) => {
      expect(resolveHref(href, context)).toEqual({ kind: 'missingFile', file, hash });
    });

    it('treats an absolute .md path as a route', () => {
      expect(resolveHref('/docs/intro.md', context)).toEqual({
        kind: 'internal',
        route: '/docs/intro.md',
        hash: '',
        href: '/docs/intro.md',
      });
    });

    it('treats .md links as routes on pages without a Markdown file', () => {
      expect(resolveHref('setup.md', { ...context, fromFile: undefined })).toMatchObject({
        kind: 'internal',
        route: '/docs/guides/setup.md',
      });
    });
  });

  it.each(['https://example.com/docs', 'HTTP://EXAMPLE.COM', 'mailto:a@b.c', 'tel:+123', '//cdn.example.com/a.js'])(
    '%s is external',
    (href) => {
      expect(resolveHref(href, context)).toEqual({ kind: 'external' });
    },
  );

  describe('with basePath /base/', () => {
    const base: ResolveContext = { ...context, basePath: '/base/' };

    it.each([
      // href                 route                    written (no trailing slash)
      ['/base/docs/a', '/docs/a', '/base/docs/a'],
      ['/base/docs/a/', '/docs/a', '/base/docs/a'],
      ['/docs/a', '/docs/a', '/base/docs/a'],
      ['/base', '/', '/base/'],
      ['/base/', '/', '/base/'],
      ['/basement/x', '/basement/x', '/base/basement/x'],
      ['b', '/docs/guides/b', '/base/docs/guides/b'],
      ['../c', '/docs/c', '/base/docs/c'],
      ['setup.md#s', '/docs/guides/setup', '/base/docs/guides/setup#s'],
      ['?q', '/docs/guides/install', '/base/docs/guides/install?q'],
      ['#x', '/docs/guides/install', '#x'],
    ])('%s → %s (written %s)', (href, route, written) => {
      expect(resolveHref(href, base)).toMatchObject({ kind: 'internal', route, href: written });
    });

    it.each([
      ['/base/docs/a', '/base/docs/a/'],
      ['b', '/base/docs/guides/install/b/'],
      ['../c', '/base/docs/guides/c/'],
      ['setup.md#s', '/base/docs/guides/setup/#s'],
    ])('with trailing slashes, %s is written %s', (href, written) => {
      expect(resolveHref(href, { ...base, trailingSlash: true })).toMatchObject({ kind: 'internal', href: written });
    });

    it('does not add a trailing slash to a file such as an image', () => {
      expect(resolveHref('/img/logo.png', { ...base, trailingSlash: true })).toEqual({
        kind: 'internal',
        route: '/img/logo.png',
        hash: '',
        href: '/base/img/logo.png',
      });
    });
  });
});

describe('normalizeRoute', () => {
  it.each([
    ['/', '/', '/'],
    ['', '/', '/'],
    ['/docs/a/', '/', '/docs/a'],
    ['/docs/a///', '/', '/docs/a'],
    ['/docs/a.html', '/', '/docs/a'],
    ['/docs/index.html', '/', '/docs'],
    ['/index.html', '/', '/'],
    ['/a%20b', '/', '/a b'],
    ['/bad%', '/', '/bad%'],
    ['/base', '/base/', '/'],
    ['/base/x/', '/base/', '/x'],
    ['/basement', '/base/', '/basement'],
  ])('%j with base %s → %s', (pathname, basePath, route) => {
    expect(normalizeRoute(pathname, basePath)).toBe(route);
  });
});

describe('links that run code or embed a document', () => {
  const context = {
    fromRoute: '/docs/intro',
    docRouteByFile: new Map<string, string>(),
    basePath: '/',
    trailingSlash: false,
  };
  it.each([
    ['javascript:alert(1)', 'javascript'],
    ['JavaScript:alert(1)', 'javascript'],
    [' \u0001javascript:alert(1)', 'javascript'],
    ['java\tscript:alert(1)', 'javascript'],
    ['java\nscript:alert(1)', 'javascript'],
    ['vbscript:msgbox(1)', 'vbscript'],
    ['data:text/html,<script>alert(1)</script>', 'data'],
    ['DATA:text/html;base64,PHNjcmlwdD4=', 'data'],
  ])('%j is unsafe (%s:)', (href, scheme) => {
    expect(schemeOf(href)).toBe(scheme);
    expect(resolveHref(href, context)).toEqual({ kind: 'unsafeScheme', scheme });
  });

  it('an image may use data:, never javascript:', () => {
    expect(unsafeScheme('data:image/png;base64,iVBORw0KGgo=', 'image')).toBeUndefined();
    expect(resolveHref('data:image/png;base64,AAAA', context, 'image')).toEqual({ kind: 'external' });
    expect(unsafeScheme('javascript:alert(1)', 'image')).toBe('javascript');
  });

  it('other schemes and paths that only contain the word are not unsafe', () => {
    for (const href of [
      'https://example.com/javascript:x',
      'mailto:a@example.com',
      './javascript:x.md',
      '/docs/javascript',
      'tel:+123',
    ]) {
      expect(unsafeScheme(href, 'link')).toBeUndefined();
    }
  });
});

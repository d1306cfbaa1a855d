import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { Link, useBaseUrl } from '../../../theme/components/Link.tsx';
import { SiteContext, type SiteContextValue } from '../../../theme/context.ts';

function inSite(basePath: string, trailingSlash: boolean, children: ReactNode): string {
  const value = { config: { basePath, trailingSlash }, page: {}, sidebars: {} } as unknown as SiteContextValue;
  return renderToStaticMarkup(<SiteContext.Provider value={value}>{children}</SiteContext.Provider>);
}

function BaseUrl({ path, page }: { path: string; page?: boolean }) {
  return <>{useBaseUrl(path, { page: Boolean(page) })}</>;
}

describe('Link', () => {
  it.each([
    ['/', false, '/docs/intro', '/docs/intro'],
    ['/project/', false, '/docs/intro', '/project/docs/intro'],
    ['/project/', true, '/docs/intro', '/project/docs/intro/'],
    ['/project/', true, '/docs/intro#setup', '/project/docs/intro/#setup'],
    ['/project/', false, '/search?q=ref', '/project/search?q=ref'],
    ['/project/', false, '/', '/project/'],
    ['/project/', true, '/', '/project/'],
    ['/', false, 'docs/intro/', '/docs/intro'],
  ])('under %s (trailing slash %s), to="%s" links to %s', (basePath, trailingSlash, to, href) => {
    expect(inSite(basePath, trailingSlash, <Link to={to}>x</Link>)).toBe(`<a href="${href}">x</a>`);
  });

  it('leaves an href as it is, and opens other sites in a new tab', () => {
    expect(inSite('/project/', false, <Link href="mailto:a@example.com">mail</Link>)).toBe(
      '<a href="mailto:a@example.com">mail</a>',
    );
    expect(
      inSite(
        '/project/',
        false,
        <Link href="https://example.com/x" className="c">
          web
        </Link>,
      ),
    ).toBe('<a href="https://example.com/x" target="_blank" rel="noopener noreferrer" class="c">web</a>');
  });
});

describe('useBaseUrl', () => {
  it.each([
    ['/project/', '/img/logo.svg', false, '/project/img/logo.svg'],
    ['/project/', 'img/logo.svg', false, '/project/img/logo.svg'],
    ['/project/', '/docs/intro', true, '/project/docs/intro'],
    ['/', 'https://example.com/logo.svg', false, 'https://example.com/logo.svg'],
    ['/project/', '#top', false, '#top'],
  ])('under %s, %s is %s', (basePath, path, page, expected) => {
    expect(inSite(basePath, false, <BaseUrl path={path} page={page} />)).toBe(expected);
  });

  it('gives a page address the trailing slash the site uses, and a file none', () => {
    expect(inSite('/', true, <BaseUrl path="/docs/intro" page />)).toBe('/docs/intro/');
    expect(inSite('/', true, <BaseUrl path="/img/logo.svg" />)).toBe('/img/logo.svg');
  });
});

describe("Link in an island, hydrated without the build's context", () => {
  it("takes the base path and trailing slash from the page's <html>, as the build wrote it", () => {
    const html = { dataset: { base: '/project/', trailingSlash: '' } };
    Object.assign(globalThis, { document: { documentElement: html } });
    try {
      expect(renderToStaticMarkup(<Link to="/docs/intro">x</Link>)).toBe('<a href="/project/docs/intro/">x</a>');
      expect(renderToStaticMarkup(<BaseUrl path="/img/a.png" />)).toBe('/project/img/a.png');
    } finally {
      delete (globalThis as { document?: unknown }).document;
    }
  });

  it('without a page either (a test, a story), links from the root', () => {
    expect(renderToStaticMarkup(<Link to="/docs/intro">x</Link>)).toBe('<a href="/docs/intro">x</a>');
  });
});

import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../../src/config/resolveConfig.ts';
import { themeConfigFrom } from '../../../src/render/themeConfig.ts';

const themeOf = (extra: Record<string, unknown>) =>
  themeConfigFrom(resolveConfig({ title: 'T', url: 'https://example.com', ...extra }), () => undefined);

describe('themeConfigFrom', () => {
  it('gives the logo files the base path and never a trailing slash, and keeps absolute addresses', () => {
    const theme = themeOf({
      basePath: '/base/',
      trailingSlash: true,
      navbar: { logo: { src: 'img/logo.svg', srcDark: 'https://cdn.example.com/dark.svg', alt: 'Logo' } },
    });
    expect(theme.navbar.logo).toEqual({
      src: '/base/img/logo.svg',
      srcDark: 'https://cdn.example.com/dark.svg',
      alt: 'Logo',
    });
  });

  it('gives page links the trailing slash when it is on', () => {
    const theme = themeOf({ trailingSlash: true, navbar: { items: [{ label: 'Docs', to: '/docs/intro' }] } });
    expect(theme.navbar.items[0]).toMatchObject({ type: 'link', href: '/docs/intro/', external: false });
  });

  it('keeps the fragment and query of a link as written, after the base path and the trailing slash', () => {
    const theme = themeOf({
      basePath: '/base/',
      trailingSlash: true,
      navbar: {
        items: [
          { label: 'Help', to: '/docs/intro#help-and-discussion' },
          { label: 'Find', to: '/search?q=a b' },
        ],
      },
      footer: { links: [{ title: 'Docs', items: [{ label: 'Feedback', to: '/docs/intro#help' }] }] },
    });
    expect(theme.navbar.items[0]).toMatchObject({ href: '/base/docs/intro/#help-and-discussion' });
    expect(theme.navbar.items[1]).toMatchObject({ href: '/base/search/?q=a b' });
    expect(JSON.stringify(theme.footer)).toContain('"href":"/base/docs/intro/#help"');
  });
});

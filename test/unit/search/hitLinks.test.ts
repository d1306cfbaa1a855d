import { describe, expect, it } from 'vitest';
import { createHitLinks } from '../../../theme/search/hitLinks.ts';

describe('createHitLinks', () => {
  const link = createHitLinks('^https://external\\.example\\.org/');

  it('keeps a local address as it is, for client navigation', () => {
    expect(link('/docs/intro#setup')).toEqual({ href: '/docs/intro#setup', external: false });
  });

  it('takes the path, query and fragment of an absolute address of this site (the crawled origin)', () => {
    expect(link('https://docs.example.com/docs/reference?v=2#configuration')).toEqual({
      href: '/docs/reference?v=2#configuration',
      external: false,
    });
  });

  it('opens an address matching the external pattern as a full page load', () => {
    expect(link('https://external.example.org/guide')).toEqual({
      href: 'https://external.example.org/guide',
      external: true,
    });
  });

  it('never makes a link of a script address', () => {
    expect(link('javascript:alert(1)')).toEqual({ href: '#', external: true });
  });

  it('treats nothing as external without a pattern, or with one that does not compile', () => {
    expect(createHitLinks(undefined)('https://external.example.org/guide')).toEqual({
      href: '/guide',
      external: false,
    });
    expect(createHitLinks('(')('https://external.example.org/guide')).toEqual({ href: '/guide', external: false });
  });
});

describe('createHitLinks, hostile addresses', () => {
  it('never lets the external pattern pass a script or data address, and reads //host as absolute', () => {
    const permissive = createHitLinks('.*');
    expect(permissive('javascript:alert(1)')).toEqual({ href: '#', external: true });
    expect(permissive('data:text/html,<b>x</b>')).toEqual({ href: '#', external: true });
    expect(createHitLinks(undefined)('//evil.example/path#x')).toEqual({ href: '/path#x', external: false });
  });
});

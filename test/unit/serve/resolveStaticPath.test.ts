import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveStaticPath } from '../../../src/serve/resolveStaticPath.ts';

const root = path.resolve('/srv/site');
const at = (...parts: string[]) => path.join(root, ...parts);

describe('resolveStaticPath', () => {
  describe('files', () => {
    it('serves the home page from index.html', () => {
      expect(resolveStaticPath(root, '/')).toEqual({ kind: 'file', candidates: [at('index.html')] });
    });

    it.each([
      ['/docs/a', 'docs/a'],
      ['/docs/a/', 'docs/a'],
      ['//docs//a', 'docs/a'],
      ['/docs/./a', 'docs/a'],
      ['/img/logo.png', 'img/logo.png'],
      ['/404.html', '404.html'],
      ['/docs/%EF%B8%8F-customizations', 'docs/\uFE0F-customizations'],
      ['/a%20b', 'a b'],
    ])('%s → the file itself, then .html, then /index.html', (urlPath, file) => {
      expect(resolveStaticPath(root, urlPath)).toEqual({
        kind: 'file',
        candidates: [at(file), at(`${file}.html`), at(file, 'index.html')],
      });
    });

    it('refuses any ".." segment, even one that stays inside the root (browsers never send one)', () => {
      expect(resolveStaticPath(root, '/a/..')).toEqual({ kind: 'forbidden' });
      expect(resolveStaticPath(root, '/docs/x/../a')).toEqual({ kind: 'forbidden' });
    });
  });

  describe('redirects to clean URLs', () => {
    it.each([
      ['/docs/a.html', '/docs/a'],
      ['/docs/index.html', '/docs/'],
      ['/index.html', '/'],
      ['/docs/a/index.html', '/docs/a/'],
      ['/docs/%EF%B8%8F-x.html', '/docs/\uFE0F-x'],
      ['//docs//a.html', '/docs/a'],
    ])('%s → %s', (urlPath, location) => {
      expect(resolveStaticPath(root, urlPath)).toEqual({ kind: 'redirect', location, status: 301 });
    });
  });

  describe('under a base path', () => {
    it.each([
      ['/base/', { kind: 'file', candidates: [at('index.html')] }],
      ['/base/docs/a', { kind: 'file', candidates: [at('docs/a'), at('docs/a.html'), at('docs/a', 'index.html')] }],
      ['/base/a%20b', { kind: 'file', candidates: [at('a b'), at('a b.html'), at('a b', 'index.html')] }],
      ['/base/docs/a.html', { kind: 'redirect', location: '/base/docs/a', status: 301 }],
      ['/base/index.html', { kind: 'redirect', location: '/base/', status: 301 }],
      ['/', { kind: 'redirect', location: '/base/', status: 302 }],
      ['/base', { kind: 'redirect', location: '/base/', status: 302 }],
      ['/docs/a', { kind: 'notFound' }],
      ['/index.html', { kind: 'notFound' }],
      ['/based/a', { kind: 'notFound' }],
      ['//base/a', { kind: 'notFound' }],
      ['/base/../etc/passwd', { kind: 'forbidden' }],
      ['/base/%2e%2e/etc/passwd', { kind: 'forbidden' }],
    ])('%s → %j', (urlPath, lookup) => {
      expect(resolveStaticPath(root, urlPath, '/base/')).toEqual(lookup);
    });

    it('matches a nested, non-ASCII base as browsers send it, percent-encoded', () => {
      expect(resolveStaticPath(root, '/d%C3%A9j%C3%A0/v2/docs/a.html', '/déjà/v2/')).toEqual({
        kind: 'redirect',
        location: '/déjà/v2/docs/a',
        status: 301,
      });
      expect(resolveStaticPath(root, '/', '/déjà/v2/')).toEqual({
        kind: 'redirect',
        location: '/déjà/v2/',
        status: 302,
      });
    });

    it.each(['/', '', '//'])('treats %j as no base at all', (basePath) => {
      expect(resolveStaticPath(root, '/docs/a.html', basePath)).toEqual({
        kind: 'redirect',
        location: '/docs/a',
        status: 301,
      });
      expect(resolveStaticPath(root, '/', basePath)).toEqual({ kind: 'file', candidates: [at('index.html')] });
    });
  });

  describe('forbidden', () => {
    it.each([
      ['/a%00b', 'a NUL byte'],
      ['/%00', 'an encoded NUL alone'],
      ['/%E0%A4%A', 'malformed percent-encoding'],
      ['../etc/passwd', 'a relative path leaving the root'],
    ])('%s (%s)', (urlPath) => {
      expect(resolveStaticPath(root, urlPath)).toEqual({ kind: 'forbidden' });
    });

    // The module promises to refuse paths that leave the root, encoded or not.
    it.each(['/../etc/passwd', '/%2e%2e/etc/passwd', '/docs/../../etc/passwd'])('%s', (urlPath) => {
      expect(resolveStaticPath(root, urlPath)).toEqual({ kind: 'forbidden' });
    });

    it.each(['/../etc/passwd', '/%2e%2e/%2e%2e/etc/passwd', '/..%2f..%2fetc'])(
      'never yields a file outside the root for %s',
      (urlPath) => {
        const lookup = resolveStaticPath(root, urlPath);
        const candidates = lookup.kind === 'file' ? lookup.candidates : [];
        expect(candidates.filter((file) => !file.startsWith(root + path.sep))).toEqual([]);
      },
    );
  });
});

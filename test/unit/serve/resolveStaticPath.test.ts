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
      expect(resolveStaticPath(root, urlPath)).toEqual({ kind: 'file', candidates: [at(file), at(`${file}.html`), at(file, 'index.html')] });
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
      expect(resolveStaticPath(root, urlPath)).toEqual({ kind: 'redirect', location });
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
    it.each([
      '/../etc/passwd',
      '/%2e%2e/etc/passwd',
      '/docs/../../etc/passwd',
    ])('%s', (urlPath) => {
      expect(resolveStaticPath(root, urlPath)).toEqual({ kind: 'forbidden' });
    });

    it.each(['/../etc/passwd', '/%2e%2e/%2e%2e/etc/passwd', '/..%2f..%2fetc'])('never yields a file outside the root for %s', (urlPath) => {
      const lookup = resolveStaticPath(root, urlPath);
      const candidates = lookup.kind === 'file' ? lookup.candidates : [];
      expect(candidates.filter((file) => !file.startsWith(root + path.sep))).toEqual([]);
    });
  });
});

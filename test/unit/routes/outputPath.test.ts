import { describe, expect, it } from 'vitest';
import { hrefFor, outputPathFor } from '../../../src/routes/outputPath.ts';

describe('outputPathFor', () => {
  it.each([
    // route                        trailingSlash off            on
    ['/', 'index.html', 'index.html'],
    ['/404', '404.html', '404.html'],
    ['/docs', 'docs.html', 'docs/index.html'],
    ['/docs/a/b', 'docs/a/b.html', 'docs/a/b/index.html'],
    ['/docs/a/', 'docs/a.html', 'docs/a/index.html'],
    [
      '/docs/category/\uFE0F-customizations',
      'docs/category/\uFE0F-customizations.html',
      'docs/category/\uFE0F-customizations/index.html',
    ],
  ])('%s → %s / %s', (route, off, on) => {
    expect(outputPathFor(route, false)).toBe(off);
    expect(outputPathFor(route, true)).toBe(on);
  });
});

describe('hrefFor', () => {
  it.each([
    // route           basePath   trailingSlash  href
    ['/', '/', false, '/'],
    ['/', '/', true, '/'],
    ['/', '/base/', false, '/base/'],
    ['/', '/base/', true, '/base/'],
    ['/docs/a', '/', false, '/docs/a'],
    ['/docs/a', '/', true, '/docs/a/'],
    ['/docs/a', '/base/', false, '/base/docs/a'],
    ['/docs/a', '/base/', true, '/base/docs/a/'],
    ['/docs/a', '/base', false, '/base/docs/a'],
  ] as const)('%s with base %s and trailing slash %s → %s', (route, basePath, trailingSlash, href) => {
    expect(hrefFor(route, basePath, trailingSlash)).toBe(href);
  });
});

import { describe, expect, it } from 'vitest';
import { encodeRoute, hrefFor } from '../../../theme/data/links.ts';

describe('hrefFor', () => {
  it.each([
    ['/docs/intro', '/docs/intro'],
    ['/docs/a b#c?', '/docs/a%20b%23c%3F'],
    ['/docs/100%', '/docs/100%25'],
    ['/docs/café', '/docs/caf%C3%A9'],
    ['/docs/javascript:x', '/docs/javascript:x'],
    ['/docs/"<q>"', '/docs/%22%3Cq%3E%22'],
    ["/docs/it's-(ok)+@!$&*,;=~", "/docs/it's-(ok)+@!$&*,;=~"],
    ['/docs/😀', '/docs/%F0%9F%98%80'],
  ])('%j is written %j, as a browser shows the path', (route, written) => {
    expect(encodeRoute(route)).toBe(written);
    expect(hrefFor(route, '/', false)).toBe(written);
    expect(new URL(written, 'https://example.com').pathname).toBe(written);
  });

  it('keeps the base path and the trailing slash', () => {
    expect(hrefFor('/docs/a b', '/base/', true)).toBe('/base/docs/a%20b/');
    expect(hrefFor('/', '/base/', true)).toBe('/base/');
  });
});

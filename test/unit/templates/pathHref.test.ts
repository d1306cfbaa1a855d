/** `pathHref`: a relative file path as an href that is always a path, never a URL with a scheme. */
import { describe, expect, it } from 'vitest';
import { pathHref } from '../../../templates/pathHref.ts';

describe('pathHref', () => {
  it.each([
    ['index.html', 'index.html'],
    ['geo/point.html', 'geo/point.html'],
    ['../index.html', '../index.html'],
    ['../../a/b.html', '../../a/b.html'],
    ['./a.html', './a.html'],
    ['javascript:alert(document.domain);void(0).json', './javascript%3Aalert(document.domain)%3Bvoid(0).json'],
    ['JavaScript:x/y.html', './JavaScript%3Ax/y.html'],
    ['data:text/html,hi.html', './data%3Atext/html%2Chi.html'],
    ['../javascript:x.html', '../javascript%3Ax.html'],
    ['sub/javascript:x.html', 'sub/javascript%3Ax.html'],
    ['we#ird?na%me é.html', 'we%23ird%3Fna%25me%20%C3%A9.html'],
    ['//evil.example/x.html', './evil.example/x.html'],
    ['/etc/passwd', './etc/passwd'],
    ['a\\b.html', 'a%5Cb.html'],
    ['', './'],
  ])('%j → %j', (input, expected) => {
    expect(pathHref(input)).toBe(expected);
  });

  it('never yields a URL with a scheme or a host, whatever the name', () => {
    for (const input of [
      'javascript:x',
      'vbscript:x',
      ' javascript:x',
      '\tjavascript:x',
      'a:b/c:d',
      '//x',
      '\\\\x\\y',
      'http://x/y',
    ]) {
      const url = new URL(pathHref(input), 'http://localhost/dir/page.html');
      expect({ input, origin: url.origin }).toEqual({ input, origin: 'http://localhost' });
    }
  });
});

import type { Element } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toHtml } from 'hast-util-to-html';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { absoluteUrls } from '../../../src/blog/absoluteUrls.ts';

const post = 'https://example.com/blog/2024/post';

/** Every attribute of every element of `html`, as a browser reads them: `tag attribute=value`. */
function attributesOf(html: string): string[] {
  const found: string[] = [];
  visit(fromHtml(html, { fragment: true }), 'element', (element: Element) => {
    for (const name of Object.keys(element.properties)) {
      const value = element.properties[name];
      found.push(`${element.tagName} ${name}=${Array.isArray(value) ? value.join(',') : String(value)}`);
    }
  });
  return found;
}

describe('absoluteUrls', () => {
  it.each([
    ['a page beside the post', '<a href="./other">x</a>', ['a href=https://example.com/blog/2024/other']],
    ['a bare relative path', '<a href="other/page">x</a>', ['a href=https://example.com/blog/2024/other/page']],
    ['a parent folder', '<a href="../x">x</a>', ['a href=https://example.com/blog/x']],
    ['a root-relative image', '<img src="/img/a.png" alt="A">', ['img src=https://example.com/img/a.png', 'img alt=A']],
    ['a fragment alone', '<a href="#frag">x</a>', ['a href=https://example.com/blog/2024/post#frag']],
    ['a query alone', '<a href="?page=2">x</a>', ['a href=https://example.com/blog/2024/post?page=2']],
    ['a protocol-relative address', '<img src="//cdn.example.org/a.png">', ['img src=https://cdn.example.org/a.png']],
    ['a path with non-ASCII letters', '<a href="./café">x</a>', ['a href=https://example.com/blog/2024/caf%C3%A9']],
    [
      'an absolute address, kept as written',
      '<a href="HTTPS://Other.org/a?b=1&amp;c=2">x</a>',
      ['a href=HTTPS://Other.org/a?b=1&c=2'],
    ],
    ['a mailto link, kept', '<a href="mailto:someone@example.com">x</a>', ['a href=mailto:someone@example.com']],
    ['an address that cannot be resolved, kept', '<a href="http://[x">x</a>', ['a href=http://[x']],
    ['a link without href', '<a id="top">x</a>', ['a id=top']],
    [
      'srcset with descriptors',
      '<img src="a.png" srcset="a.png 1x, /b.png 2x">',
      [
        'img src=https://example.com/blog/2024/a.png',
        'img srcSet=https://example.com/blog/2024/a.png 1x, https://example.com/b.png 2x',
      ],
    ],
    [
      'srcset whose addresses hold commas',
      '<img srcset="img/w_100,h_100/a.jpg 100w,img/w_200,h_200/a.jpg 200w">',
      [
        'img srcSet=https://example.com/blog/2024/img/w_100,h_100/a.jpg 100w, https://example.com/blog/2024/img/w_200,h_200/a.jpg 200w',
      ],
    ],
    [
      'srcset of one address without descriptor',
      '<img srcset="  ../a.png  ">',
      ['img srcSet=https://example.com/blog/a.png'],
    ],
    [
      'picture sources',
      '<picture><source srcset="a.webp" type="image/webp"><img src="a.png"></picture>',
      [
        'source srcSet=https://example.com/blog/2024/a.webp',
        'source type=image/webp',
        'img src=https://example.com/blog/2024/a.png',
      ],
    ],
    [
      'video, its poster, sources and tracks',
      '<video poster="p.png" src="v.mp4"><source src="v.webm"><track src="c.vtt"></video>',
      [
        'video poster=https://example.com/blog/2024/p.png',
        'video src=https://example.com/blog/2024/v.mp4',
        'source src=https://example.com/blog/2024/v.webm',
        'track src=https://example.com/blog/2024/c.vtt',
      ],
    ],
    [
      'audio',
      '<audio src="/media/a.mp3" controls></audio>',
      ['audio src=https://example.com/media/a.mp3', 'audio controls=true'],
    ],
    [
      'quotation sources',
      '<blockquote cite="./source"><q cite="/q">x</q></blockquote>',
      ['blockquote cite=https://example.com/blog/2024/source', 'q cite=https://example.com/q'],
    ],
  ])('%s', (_name, html, attributes) => {
    expect(attributesOf(absoluteUrls(html, post))).toEqual(attributes);
  });

  it('leaves the text and the other markup as they were, code that shows HTML included', () => {
    const html = '<p class="note">a &amp; b <em>c</em> é 🎉</p>\n<pre><code>&lt;img src="./x.png">\n</code></pre>';
    expect(absoluteUrls(html, post)).toBe(html);
  });

  it('keeps the commas inside a srcset address and separates the candidates with ", "', () => {
    expect(absoluteUrls('<img srcset="img/w_100,h_100/a.jpg 100w,b.jpg 200w" alt="">', post)).toBe(
      '<img srcset="https://example.com/blog/2024/img/w_100,h_100/a.jpg 100w, https://example.com/blog/2024/b.jpg 200w" alt="">',
    );
  });

  it('resolves against a folder address (trailing slash) as a browser at that address would', () => {
    expect(attributesOf(absoluteUrls('<img src="./a.png">', 'https://example.com/blog/post/'))).toEqual([
      'img src=https://example.com/blog/post/a.png',
    ]);
  });

  it('refuses a base address that is not absolute', () => {
    expect(() => absoluteUrls('<a href="x">x</a>', '/blog/post')).toThrow(TypeError);
  });

  it('reads markup as serializers write it without the parser, keeping every other byte', () => {
    const html =
      '<p>See <a href="./x?a=1&amp;b=&quot;2&quot;" title="a &amp; b">x</a><!-- <a href="./in-comment"> --><br/>' +
      '<svg><use xlink:href="#icon"></use></svg><object data="./o.svg"></object><img src="./a.png" alt="1 &gt; 0" loading="lazy"/></p>';
    expect(absoluteUrls(html, post)).toBe(
      '<p>See <a href="https://example.com/blog/2024/x?a=1&amp;b=%222%22" title="a &amp; b">x</a><!-- <a href="./in-comment"> --><br/>' +
        '<svg><use xlink:href="https://example.com/blog/2024/post#icon"></use></svg><object data="https://example.com/blog/2024/o.svg"></object>' +
        '<img src="https://example.com/blog/2024/a.png" alt="1 &gt; 0" loading="lazy"/></p>',
    );
  });

  it('leaves what scripts and styles hold as text', () => {
    const html =
      '<script>const a = \'<a href="./x">\';</script><style>a[href="./y"] { color: red }</style><a href="./z">z</a>';
    expect(absoluteUrls(html, post)).toBe(
      '<script>const a = \'<a href="./x">\';</script><style>a[href="./y"] { color: red }</style><a href="https://example.com/blog/2024/z">z</a>',
    );
  });

  it.each([
    ['an unquoted value', '<a href=./x>x</a>'],
    ['a character reference the reader does not know', '<a href="./caf&eacute;">x</a>'],
    ['a reference without its semicolon', '<a href="./x?a=1&copy=2">x</a>'],
    ['a tag left open', '<p>x</p><a href="./x"'],
  ])('gives markup it cannot read with certainty to the parser: %s', (_name, html) => {
    expect(attributesOf(absoluteUrls(html, post))).toEqual(attributesOf(parsed(html)));
  });

  it('reads the same addresses as the parser in HTML as React and hast-util-to-html write it', () => {
    const html = toHtml(
      fromHtml(
        [
          '<h2 id="a">A &amp; B</h2><p><a href="../other/#x">o</a> <code>&lt;a href="./no"></code> <img src="./i.png" srcset="./i.png 1x, ./i@2x.png 2x" alt=""></p>',
          '<pre><code>&lt;img src="./x.png"></code></pre><video poster="./p.png"><source src="./v.webm"></video><form action="./f"><button formaction="./g">g</button></form>',
        ].join(''),
        { fragment: true },
      ),
    );
    expect(attributesOf(absoluteUrls(html, post))).toEqual(attributesOf(parsed(html)));
  });
});

/** What the parser alone makes of `html`: every address made absolute the way a browser reads the markup. */
function parsed(html: string): string {
  const tree = fromHtml(html, { fragment: true });
  const base = new URL(post);
  visit(tree, 'element', (element: Element) => {
    for (const name of ['href', 'src', 'poster', 'cite', 'action', 'formAction', 'xLinkHref']) {
      const value = element.properties[name];
      if (typeof value === 'string') element.properties[name] = URL.canParse(value) ? value : new URL(value, base).href;
    }
    const srcset = element.properties.srcSet;
    if (typeof srcset === 'string')
      element.properties.srcSet = srcset
        .split(',')
        .map((part) => {
          const [address = '', ...rest] = part.trim().split(/\s+/);
          return [new URL(address, base).href, ...rest].join(' ');
        })
        .join(', ');
  });
  return toHtml(tree);
}

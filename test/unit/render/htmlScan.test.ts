import { describe, expect, it } from 'vitest';
import { collectIds, collectLinkTargets, htmlToText } from '../../../src/render/htmlScan.ts';

describe('collectIds', () => {
  it.each([
    ['<h2 id="props">Props</h2>', ['props']],
    ['<h2 class="x" id="a">A</h2><div id="b"></div>', ['a', 'b']],
    ['<div data-id="no" aria-labelledby="no"></div>', []],
    ['<a id="x&amp;y"></a><a id="&quot;q&quot;"></a><a id="it&#x27;s"></a>', ['x&y', '"q"', "it's"]],
    ['<span\nid="newline"></span>', ['newline']],
    ['<h2 id="\uFE0F-customizations"></h2>', ['\uFE0F-customizations']],
    ['<p id="">empty</p>', ['']],
    ['<p id="dup"></p><p id="dup"></p>', ['dup']],
    ['<a name="custom-parser-api"></a><a href="/x" name="second">x</a>', ['custom-parser-api', 'second']],
    ['<input name="no"><a data-name="no" href="#"></a><meta name="no">', []],
  ])('%s → %j', (html, ids) => {
    expect([...collectIds(html)]).toEqual(ids);
  });
});

describe('collectLinkTargets', () => {
  it('finds a href and img src in document order, decoding entities', () => {
    const html = '<a href="/x">x</a><img alt="a" src="/i.png"><a class="c" href="/y?a=1&amp;b=2">y</a>';
    expect(collectLinkTargets(html)).toEqual([
      { value: '/x', kind: 'link' },
      { value: '/i.png', kind: 'image' },
      { value: '/y?a=1&b=2', kind: 'link' },
    ]);
  });

  it.each([
    ['<link rel="stylesheet" href="/a.css">'],
    ['<a name="anchor">no href</a>'],
    ['<area href="/map">'],
    ['<abbr href="/not-a-link">x</abbr>'],
    ['<script src="/a.js"></script>'],
  ])('ignores %s', (html) => {
    expect(collectLinkTargets(html)).toEqual([]);
  });
});

describe('htmlToText', () => {
  it.each([
    ['<p>Hello <b>world</b></p>', 'Hello world'],
    ['<p>a &amp; b &lt;c&gt; &quot;d&quot;</p>', 'a & b <c> "d"'],
    ['<p>Before</p><script>var x = "<p>hidden</p>";</script><p>After</p>', 'Before After'],
    ['  <div>\n  spaced\n\n  out </div> ', 'spaced out'],
    ['', ''],
    [
      '<p>(<code>anyOf</code>, <a href="#x"><code>oneOf</code></a>)</p><ul><li>one</li><li>two</li></ul>',
      '(anyOf, oneOf) one two',
    ],
    [
      '<pre><code><span class="line"><span>{</span></span>\n<span class="line"><span>"a"</span></span></code></pre>',
      '{ "a"',
    ],
    ['<p>line<br>break</p>', 'line break'],
  ])('%s → %j', (html, text) => {
    expect(htmlToText(html)).toBe(text);
  });
});

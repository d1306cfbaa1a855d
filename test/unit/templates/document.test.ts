import { describe, expect, it } from 'vitest';
import { afterPaintScript, escapeHtml, renderDocument, type DocumentInput } from '../../../templates/document.ts';

function documentWith(overrides: Partial<DocumentInput>): string {
  return renderDocument({
    lang: 'en',
    dir: 'ltr',
    htmlAttributes: {},
    headTags: [],
    bodyHtml: '',
    islandManifest: {},
    ...overrides,
  });
}

/** The lines between <head> and </head> that follow the two fixed meta tags. */
function headLines(html: string): string[] {
  const head = html.slice(html.indexOf('<head>\n') + 7, html.indexOf('\n</head>'));
  return head.split('\n').slice(2);
}

describe('escapeHtml', () => {
  it.each([
    ['plain', 'plain'],
    ['a & b', 'a &amp; b'],
    ['<b>', '&lt;b&gt;'],
    ['say "hi"', 'say &quot;hi&quot;'],
    ["it's", "it's"],
    ['&amp;', '&amp;amp;'],
  ])('%j → %j', (text, escaped) => {
    expect(escapeHtml(text)).toBe(escaped);
  });
});

describe('renderDocument', () => {
  it('writes the whole document', () => {
    const html = renderDocument({
      lang: 'en',
      dir: 'ltr',
      htmlAttributes: { 'data-theme': 'light' },
      headTags: [{ tag: 'title', text: 'Home' }],
      bodyHtml: '<main>Hi</main>',
      islandManifest: {},
    });
    expect(html).toBe(
      [
        '<!DOCTYPE html>',
        '<html lang="en" dir="ltr" data-theme="light">',
        '<head>',
        '<meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        '<title>Home</title>',
        '</head>',
        '<body>',
        '<main>Hi</main>',
        '</body>',
        '</html>',
        '',
      ].join('\n'),
    );
  });

  it('renders right-to-left documents', () => {
    expect(documentWith({ lang: 'ar', dir: 'rtl' })).toContain('<html lang="ar" dir="rtl">');
  });

  it('escapes the language and attribute values, and writes empty ones bare', () => {
    const html = documentWith({ lang: 'en"><script>', htmlAttributes: { 'data-x': 'a"b<c>&', hidden: '' } });
    expect(html).toContain('<html lang="en&quot;&gt;&lt;script&gt;" dir="ltr" data-x="a&quot;b&lt;c&gt;&amp;" hidden>');
  });

  it.each([
    [{ tag: 'title', text: 'A & B <c>' }, '<title>A &amp; B &lt;c&gt;</title>'],
    [
      { tag: 'title', text: '</title><script>alert(1)</script>' },
      '<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>',
    ],
    [
      { tag: 'meta', attributes: { name: 'description', content: 'say "hi" & <bye>' } },
      '<meta name="description" content="say &quot;hi&quot; &amp; &lt;bye&gt;">',
    ],
    [
      { tag: 'link', attributes: { rel: 'stylesheet', href: '/a.css?x=1&y=2' } },
      '<link rel="stylesheet" href="/a.css?x=1&amp;y=2">',
    ],
    [{ tag: 'script', attributes: { type: 'module', src: '/a.js' } }, '<script type="module" src="/a.js"></script>'],
    [{ tag: 'script', inline: 'init();' }, '<script>init();</script>'],
    [{ tag: 'script' }, '<script></script>'],
  ] as const)('renders %j', (tag, line) => {
    expect(headLines(documentWith({ headTags: [tag] }))).toEqual([line]);
  });

  describe('inline scripts', () => {
    it.each([
      ['var s = "</script><script>alert(1)</script>";', 'var s = "<\\/script><script>alert(1)<\\/script>";'],
      ['x("</SCRIPT >")', 'x("<\\/SCRIPT >")'],
      ['a < b && c > d', 'a < b && c > d'],
    ])('%j cannot end its <script> early', (code, written) => {
      const [line] = headLines(documentWith({ headTags: [{ tag: 'script', inline: code }] }));
      expect(line).toBe(`<script>${written}</script>`);
      expect(line?.match(/<\/script/gi)).toHaveLength(1);
    });
  });

  describe('scripts fetched after the first paint', () => {
    it('import their module from an inline module script that names it, a frame after the page draws', () => {
      const [line] = headLines(documentWith({ headTags: [afterPaintScript('/docs/assets/islands-A1.js?v=1&x=2')] }));
      expect(line).toBe(
        '<script type="module" data-after-paint="/docs/assets/islands-A1.js?v=1&amp;x=2">' +
          'const load=()=>import(new URL("/docs/assets/islands-A1.js?v=1&x=2",document.baseURI).href);document.hidden?load():requestAnimationFrame(()=>setTimeout(load))</script>',
      );
    });

    it('keep a path that holds quotes or </script> inside the string and the element', () => {
      const [line] = headLines(
        documentWith({ headTags: [afterPaintScript('/a"b</script><script>alert(1)</script>.js')] }),
      );
      expect(line?.match(/<\/script/gi)).toHaveLength(1);
      const code = line?.slice(line.indexOf('>') + 1, line.lastIndexOf('</script>')) ?? '';
      expect(code).toBe(
        'const load=()=>import(new URL("/a\\"b\\u003c/script>\\u003cscript>alert(1)\\u003c/script>.js",document.baseURI).href);' +
          'document.hidden?load():requestAnimationFrame(()=>setTimeout(load))',
      );
    });
  });

  describe('island manifest', () => {
    it('is left out when there are no islands', () => {
      expect(documentWith({ bodyHtml: '<main></main>' })).toContain('<body>\n<main></main>\n</body>');
    });

    it('is written as JSON after the body, with < escaped', () => {
      const html = documentWith({
        bodyHtml: '<main></main>',
        islandManifest: { chart: '/assets/chart.js', evil: '/x</script><script>alert(1)</script>' },
      });
      const manifest =
        '<script type="application/json" id="sg-islands">' +
        '{"chart":"/assets/chart.js","evil":"/x\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}</script>';
      expect(html).toContain(`<body>\n<main></main>${manifest}\n</body>`);
      const json = html.slice(html.indexOf('id="sg-islands">') + 16, html.lastIndexOf('</script>'));
      expect(JSON.parse(json)).toEqual({ chart: '/assets/chart.js', evil: '/x</script><script>alert(1)</script>' });
    });
  });
});

import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { compile, findAll, findOne, problemsOf, tags, text } from '../compileHelpers.ts';

describe('raw HTML in Markdown (rehypeRawHtml)', () => {
  // Written by the HTML parser (hast-util-raw) before plain comments were taken without it: the same either way.
  it.each([
    [
      'Intro.\n\n<!-- truncate -->\n\nMore <!-- inline --> text.\n',
      '<p>Intro.</p>\n<!-- truncate -->\n<p>More <!-- inline --> text.</p>',
    ],
    ['<!-- a -- b -->\n\nx\n', '<!-- a -- b -->\n<p>x</p>'],
    ['<!--->\n\nx\n', '<!---->\n<p>x</p>'],
    [
      '- item <!-- c -->\n- two\n\n  <!-- nested -->\n',
      '<ul>\n<li>\n<p>item <!-- c --></p>\n</li>\n<li>\n<p>two</p>\n<!-- nested -->\n</li>\n</ul>',
    ],
    [
      '| a | b |\n|---|---|\n| <!-- x --> | y |\n',
      '<table>\n<thead>\n<tr>\n<th>a</th>\n<th>b</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td><!-- x --></td>\n<td>y</td>\n</tr>\n</tbody>\n</table>',
    ],
    ['<!--\nmulti\nline\n-->\n\nText\n', '<!--\nmulti\nline\n-->\n<p>Text</p>'],
    ['<!-- x --> <b>y</b>\n', '<!-- x --> <b>y</b>'],
    ['> quote\n> <!-- q -->\n', '<blockquote>\n<p>quote</p>\n<!-- q -->\n</blockquote>'],
  ])('keeps comments as the HTML parser reads them: %j', async (body, html) => {
    expect(toHtml((await compile(body)).hast)).toBe(html);
  });

  it('renders block HTML as written, with the Markdown between its lines as Markdown (CommonMark)', async () => {
    const result = await compile(
      '<details>\n<summary>More <b>info</b></summary>\n\nSome **bold** text.\n\n</details>\n',
    );
    expect(problemsOf(result)).toEqual([]);
    const details = findOne(result.hast, 'details');
    expect(tags(details)).toEqual(['summary', 'p']);
    expect(text(findOne(details, 'summary'))).toBe('More info');
    expect(findOne(details, 'strong').children).toEqual([{ type: 'text', value: 'bold' }]);
  });

  it('keeps Markdown on a line that starts an HTML block as HTML text, as CommonMark says', async () => {
    const result = await compile('<div>\n*not emphasis*\n</div>\n');
    expect(findAll(result.hast, 'em')).toEqual([]);
    expect(text(findOne(result.hast, 'div')).trim()).toBe('*not emphasis*');
  });

  it('renders inline HTML: kbd, sub, sup, br', async () => {
    const result = await compile('Press <kbd>Ctrl</kbd>, H<sub>2</sub>O, x<sup>2</sup><br/>next\n');
    expect(tags(findOne(result.hast, 'p'))).toEqual(['kbd', 'sub', 'sup', 'br']);
    expect(text(findOne(result.hast, 'p'))).toBe('Press Ctrl, H2O, x2next');
  });

  it('records links and images written in HTML with their positions in the file, after the Markdown ones', async () => {
    const body =
      'See [md](./a.md).\n\n<table><tr><td><a href="./b.md#x">b</a></td></tr></table>\n\n<img src="./pic.png" width="20">\n';
    const result = await compile(body, { bodyLineOffset: 2 });
    expect(result.links).toEqual([
      { url: './a.md', kind: 'link', line: 3, column: 5 },
      { url: './b.md#x', kind: 'link', line: 5, column: 16 },
      { url: './pic.png', kind: 'image', line: 7, column: 1 },
    ]);
    expect(findOne(result.hast, 'img').properties).toEqual({ src: './pic.png', width: 20 });
  });

  it('keeps an anchor target written as <a name>', async () => {
    const result = await compile('<a name="custom-parser-api"></a>\n\n## Custom parser API\n');
    expect(findAll(result.hast, 'a').map((a) => a.properties)).toEqual([{ name: 'custom-parser-api' }]);
    expect(result.links).toEqual([]);
  });

  it('drops HTML comments, which render nothing', async () => {
    const result = await compile('Before.\n\n<!-- truncate -->\n\nAfter.\n');
    expect(problemsOf(result)).toEqual([]);
    expect(text(result.hast).replace(/\s+/g, ' ').trim()).toBe('Before. After.');
  });

  it('leaves a doc without HTML exactly as the Markdown pipeline made it (no reparse)', async () => {
    const result = await compile('# Title\n\n::doc-card-list{category="Guides"}\n');
    expect(findOne(result.hast, 'sitegen-widget').properties.use).toBe(0);
    expect(result.hast.data).toBeUndefined();
  });
});

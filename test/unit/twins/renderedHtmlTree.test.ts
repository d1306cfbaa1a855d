/**
 * The HTML React rendered, read back for a page's twin (src/twins/renderedHtmlTree.ts): the fast parser
 * gives the tree hast-util-raw gives (as far as the twin reads it: names, attributes, text), and HTML that
 * is not as regular as React writes it goes to hast-util-raw, which reads it as a browser does.
 */
import type { Root } from 'hast';
import type {} from 'mdast-util-to-hast';
import { raw } from 'hast-util-raw';
import { describe, expect, it } from 'vitest';
import { hastToMarkdown } from '../../../src/twins/hastToMarkdown.ts';
import { parseRegular, renderedHtmlTree } from '../../../src/twins/renderedHtmlTree.ts';

const byParse5 = (html: string): Root => raw({ type: 'root', children: [{ type: 'raw', value: html }] }) as Root;
const markdown = (tree: Root) => hastToMarkdown(tree, { link: (href) => href, image: (src) => src });

const reactHtml = [
  '<h2 class="sg-heading" id="a">A &amp; B<a class="sg-heading__anchor" href="#a" aria-label="Link to A &amp; B">#</a></h2>',
  '<p>Text with <code>&lt;tag&gt;</code>, <em>it</em><!-- -->, &quot;quoted&quot; and &#x27;single&#x27;.<br/>Next line.</p>',
  '<ul><li><input type="checkbox" disabled="" checked=""/> done</li><li>plain</li></ul>',
  '<div class="sg-island" data-island="x" data-hydrate="idle"><script type="application/json">{"a":"<\\u002fscript> &amp; stays"}</script><div data-island-root=""><p>Shown</p></div></div>',
  '<aside class="sg-admonition sg-admonition--tip" aria-label="Tip"><p class="sg-admonition__title"><span aria-hidden="true">💡</span> Tip</p><div class="sg-admonition__body"><p>Body</p></div></aside>',
  '<table><thead><tr><th style="text-align:center">h</th></tr></thead><tbody><tr><td>c</td></tr></tbody></table><img src="/a.png" alt="An &quot;image&quot;"/><hr/>',
].join('');

describe('renderedHtmlTree', () => {
  it("reads React's HTML itself, into the tree the twin writer reads as it reads parse5's", () => {
    const tree = parseRegular(reactHtml);
    expect(tree).toBeDefined();
    expect(markdown(tree as Root)).toBe(markdown(byParse5(reactHtml)));
    expect(markdown(tree as Root)).toContain('Text with `<tag>`, *it*, "quoted" and \'single\'.\\\nNext line.');
  });

  it("keeps a script's text as it is, entities and all", () => {
    const tree = parseRegular('<script type="application/json">{"a":"&amp;"}</script>') as Root;
    expect(tree.children[0]).toMatchObject({
      type: 'element',
      tagName: 'script',
      children: [{ type: 'text', value: '{"a":"&amp;"}' }],
    });
  });

  it('gives irregular HTML to hast-util-raw: an element left open, an end tag out of place', () => {
    for (const html of ['<div><p>open<p>again</div>', '<p>one</b></p>', '<p class="a>broken</p>', '<div>']) {
      expect(parseRegular(html), html).toBeUndefined();
      expect(markdown(renderedHtmlTree(html)), html).toBe(markdown(byParse5(html)));
    }
  });
});

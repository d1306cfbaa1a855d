import type { Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { cutSummary, cutSummaryTree, isCutSummary } from '../../../src/blog/summaryTree.ts';
import { truncatePost } from '../../../src/blog/truncate.ts';
import type { CompiledDoc } from '../../../src/markdown/compileMarkdown.ts';
import { compile } from '../markdown/compileHelpers.ts';

/**
 * The post's body compiled, and its summary's text compiled alone, as a blog compiled summaries before. The trees
 * are compared as the HTML they write: the post's went through the HTML parser for its marker (hast-util-raw),
 * which joins adjacent text nodes.
 */
async function bothWays(body: string): Promise<{ cut: Root | undefined; alone: Root }> {
  const truncated = truncatePost(body);
  if (!truncated.truncated) throw new Error('the body has no marker');
  const post = await compile(body);
  const alone = await compile(truncated.summary);
  return {
    cut: cutSummaryTree(post.hast, { markers: truncated.markers ?? 1, line: truncated.markerLine ?? 1 }),
    alone: alone.hast,
  };
}

const rest = '\n\n<!-- truncate -->\n\n## The rest\n\nMore text, [a link](https://example.com/more).\n';

describe('cutSummaryTree', () => {
  it.each([
    [
      'paragraphs, links, code and emphasis',
      'Intro with [a link](https://x.org), `code` and *emphasis*.\n\nSecond paragraph.',
    ],
    ['a heading, a list and a quote', '## Overview\n\n- one\n- two\n  - nested\n\n> A quote\n> over lines.'],
    ['a highlighted code block', 'Look:\n\n```js title="a.js"\nconst a = 1; // highlight-line\n```'],
    ['a table', '| a | b |\n|:--|--:|\n| 1 | 2 |'],
    ['an admonition', ':::tip[Good to know]\n\nA tip.\n\n:::'],
    ['raw HTML across blocks', '<details>\n<summary>More</summary>\n\nInside, **bold**.\n\n</details>'],
    ['an image and a hard break', '![A chart](./chart.png)\\\nCaption.'],
    ['a comment of its own before the marker', 'Intro.\n\n<!-- a note to editors -->\n\nMore intro.'],
    ['a marker with other spacing', 'Intro.\n\n<!--truncate-->'],
  ])('writes what the summary compiled alone writes: %s', async (_name, summary) => {
    const { cut, alone } = await bothWays(
      summary.includes('truncate') ? `${summary}\n\nAfter.\n` : `${summary}${rest}`,
    );
    expect(cut && toHtml(cut)).toBe(toHtml(alone));
  });

  it('cuts at the first of several markers', async () => {
    const { cut, alone } = await bothWays(`Intro.${rest}\n<!-- truncate -->\n\nEven more.\n`);
    expect(cut && toHtml(cut)).toBe(toHtml(alone));
    expect(toHtml(alone)).toBe('<p>Intro.</p>');
  });

  it.each([
    ['a marker inside a line', 'Intro. <!-- truncate --> More.\n'],
    ['a marker in a list item', '- Intro.\n\n  <!-- truncate -->\n\n- More.\n'],
    ['a marker in a quote', '> Intro.\n>\n> <!-- truncate -->\n\nMore.\n'],
    ['a marker in an attribute first', '<div title="<!-- truncate -->">Intro.</div>\n\n<!-- truncate -->\n\nMore.\n'],
    ['an escaped marker first', 'Intro. \\<!-- truncate -->\n\n<!-- truncate -->\n\nMore.\n'],
    ['footnotes', 'Intro.[^1]\n\n<!-- truncate -->\n\nMore.\n\n[^1]: A note.\n'],
  ])('leaves the summary to be compiled alone for %s', async (_name, body) => {
    expect((await bothWays(body)).cut).toBeUndefined();
  });

  it('links a reference whose definition comes after the marker, where the summary alone shows it as text', async () => {
    const { cut, alone } = await bothWays(
      'Read [the guide][guide].\n\n<!-- truncate -->\n\n[guide]: https://example.com/guide\n',
    );
    expect(JSON.stringify(cut)).toContain('"href":"https://example.com/guide"');
    expect(JSON.stringify(alone)).not.toContain('href');
  });
});

describe('cutSummary', () => {
  const body =
    '## First\n\nSee [one](https://example.com/1).\n\n<!-- truncate -->\n\n## Second\n\nSee [two](https://example.com/2).\n';
  const compiled = async (text: string, bodyLineOffset: number): Promise<CompiledDoc & { hast: Root }> => ({
    ...(await compile(text, { bodyLineOffset })),
    sourceKey: 'post',
    cacheKey: 'post-cache',
  });

  it("keeps the findings before the marker, keyed by the cut tree, under the post's cache key", async () => {
    // Front matter of 4 lines: the marker is on line 9 of the file.
    const post = await compiled(body, 4);
    const summary = cutSummary(post, { markers: 1, line: 9 });
    expect(summary?.headings.map((heading) => heading.id)).toEqual(['first']);
    expect(summary?.links).toEqual([{ url: 'https://example.com/1', kind: 'link', line: 7, column: 5 }]);
    expect(summary?.problems).toEqual([]);
    expect(summary && isCutSummary(post, summary)).toBe(true);
    // Only the summary's text changes its key.
    const edited = cutSummary(await compiled(body.replace('## Second', '## Later'), 4), { markers: 1, line: 9 });
    expect(edited?.sourceKey).toBe(summary?.sourceKey);
    const rewritten = cutSummary(await compiled(body.replace('See [one]', 'Read [one]'), 4), { markers: 1, line: 9 });
    expect(rewritten?.sourceKey).not.toBe(summary?.sourceKey);
  });
});

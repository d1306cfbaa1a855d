/**
 * The GFM gates (src/markdown/gatedGfm.ts) only turn away attempts that
 * would fail: a doc parses to the same tree with them as with remark-gfm
 * alone, on written cases around each gate and on thousands of docs made of
 * the pieces tables and autolinks are made of.
 */
import type { Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { parseGated, remarkGateGfm } from '../../../src/markdown/gatedGfm.ts';

const plain = unified().use(remarkParse).use(remarkGfm);
const gated = unified().use(remarkParse).use(remarkGfm).use(remarkGateGfm);

const treeOf = (tree: Root) => JSON.stringify(tree);
const parsePlain = (text: string) => treeOf(plain.runSync(plain.parse(text)) as Root);
const parseWithGates = (text: string) => treeOf(parseGated(text, () => gated.runSync(gated.parse(text)) as Root));

const cases = [
  '| a | b |\n| - | - |\n| 1 | 2 |',
  'a | b\n--- | ---\n1 | 2\nno pipes here\n\nafter',
  '| a |\n| - |\nbody row without pipes\n> quote',
  'head\n| --- |',
  '| head\n---',
  'head\n---',
  'head\n:-:',
  '> | a |\n> | - |\n> | 1 |',
  '- | a |\n  | - |\n  | 1 |',
  '| a |\r\n| - |\r\n| 1 |',
  '| a |\r| - |\r| 1 |',
  'write to a@example.com or visit www.example.com and https://example.com/a?b#c.',
  'a&#64;example.com and www&#46;example.com',
  'escaped: www\\.example.com',
  'escaped: http\\://example.com',
  'mailto:a@b.co xmpp:a@b.co/c and WWW.EXAMPLE.COM and HTTPS://EXAMPLE.COM',
  'no links at all, only words and `code` and *emphasis*',
  '`a@b.com` in code, and [a link](https://example.com) with www.example.com text',
  '\\| escaped | pipe\n--- | ---\nx | y',
  '```\n| not | a | table |\n| - | - | - |\n```\n\n| a |\n| - |',
];

describe('the GFM gates', () => {
  it.each(cases)('parse %j as remark-gfm does', (text) => {
    expect(parseWithGates(text)).toBe(parsePlain(text));
  });

  it('parse generated docs as remark-gfm does', { timeout: 60_000 }, () => {
    const pieces = [
      'a',
      'b c',
      '|',
      ' | ',
      '-',
      '---',
      ':-',
      '-:',
      ':-:',
      '\n',
      '\n',
      '\n\n',
      '> ',
      '- ',
      '1. ',
      '  ',
      '@',
      'x@y.z',
      'www.',
      'w',
      'http://',
      'https://e.x',
      '.',
      '&amp;',
      '&#64;',
      '`',
      '*',
      '\\',
      '[a](b)',
    ];
    // A fixed sequence (a linear congruential generator), so a failure reproduces.
    let seed = 20261126;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    let compared = 0;
    for (let doc = 0; doc < 1500; doc++) {
      let text = '';
      const length = 3 + Math.floor(next() * 25);
      for (let i = 0; i < length; i++) text += pieces[Math.floor(next() * pieces.length)];
      expect(parseWithGates(text), JSON.stringify(text)).toBe(parsePlain(text));
      compared++;
    }
    expect(compared).toBe(1500);
  });

  it('change nothing outside parseGated', () => {
    const text = '| a |\n| - |\nwrite to a@example.com';
    expect(treeOf(gated.runSync(gated.parse(text)) as Root)).toBe(parsePlain(text));
  });
});

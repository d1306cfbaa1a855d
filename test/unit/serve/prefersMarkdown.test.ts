/**
 * Which requests get a page's Markdown twin (`prefersMarkdown` in src/serve/serve.ts): those that rank Markdown at
 * least as high as HTML.
 */
import { describe, expect, it } from 'vitest';
import { prefersMarkdown } from '../../../src/serve/serve.ts';

describe('prefersMarkdown', () => {
  it.each([
    ['text/markdown', true],
    ['text/markdown, text/html;q=0.9', true],
    ['text/html, text/markdown', true],
    ['TEXT/MARKDOWN; charset=utf-8', true],
    ['text/html, text/markdown;q=0.5', false],
    ['text/markdown;q=0', false],
    ['text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', false],
    ['*/*', false],
    [undefined, false],
  ])('%s → %s', (accept, expected) => {
    expect(prefersMarkdown(accept)).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { isUntruncated, truncatePost, untruncatedPostProblem } from '../../../src/blog/truncate.ts';

const file = '/site/blog/2021-08-26-welcome.md';

describe('truncatePost', () => {
  it('keeps the body before the first marker', () => {
    const body = 'Intro.\n\n<!-- truncate -->\n\nMore.\n\n<!-- truncate -->\n\nEven more.\n';
    expect(truncatePost(body)).toEqual({ summary: 'Intro.\n\n', truncated: true, markerLine: 3, markers: 2 });
  });

  it.each([['<!--truncate-->'], ['<!--   truncate   -->'], ['<!--\ntruncate\n-->'], ['<!--\ttruncate-->']])(
    "accepts %j, as Docusaurus's default marker does",
    (marker) => {
      expect(truncatePost(`Intro.\n\n${marker}\n\nMore.\n`)).toEqual({
        summary: 'Intro.\n\n',
        truncated: true,
        markerLine: 3,
        markers: 1,
      });
    },
  );

  it('accepts a marker inside a line, as Docusaurus does', () => {
    expect(truncatePost('Intro. <!-- truncate --> More.\n')).toEqual({
      summary: 'Intro. ',
      truncated: true,
      markerLine: 1,
      markers: 1,
    });
  });

  it.each([['<!-- TRUNCATE -->'], ['<!-- truncated -->'], ['<!- truncate ->']])(
    'does not take %j for a marker',
    (marker) => {
      expect(truncatePost(`Intro.\n\n${marker}\n`)).toEqual({ summary: `Intro.\n\n${marker}\n`, truncated: false });
    },
  );

  it('accepts {/* truncate */} in MDX only', () => {
    const body = 'Intro.\n\n{/* truncate */}\n\nMore.\n';
    expect(truncatePost(body, { mdx: true })).toEqual({
      summary: 'Intro.\n\n',
      truncated: true,
      markerLine: 3,
      markers: 1,
    });
    expect(truncatePost('Intro.\n\n{/*truncate*/}\n', { mdx: true }).truncated).toBe(true);
    expect(truncatePost(body)).toEqual({ summary: body, truncated: false });
    // The HTML comment is a marker in MDX too.
    expect(truncatePost('A\n\n<!-- truncate -->\n', { mdx: true }).markerLine).toBe(3);
  });

  it('ignores markers in fenced code, whatever the fence and its indentation', () => {
    const body = [
      'Intro.',
      '',
      '```md',
      '<!-- truncate -->',
      '```',
      '',
      '~~~~',
      '```',
      '<!-- truncate -->',
      '~~~~',
      '',
      '- A list item:',
      '',
      '      ```mdx',
      '      {/* truncate */}',
      '      ```',
      '',
      '<!-- truncate -->',
      '',
      'More.',
    ].join('\n');
    expect(truncatePost(body, { mdx: true })).toMatchObject({ truncated: true, markerLine: 18 });
  });

  it('ignores markers in indented code in Markdown, but not in MDX, which has no indented code', () => {
    const body = 'Intro.\n\n    <!-- truncate -->\n\nMore.\n';
    expect(truncatePost(body)).toEqual({ summary: body, truncated: false });
    expect(truncatePost(body, { mdx: true })).toEqual({
      summary: 'Intro.\n\n    ',
      truncated: true,
      markerLine: 3,
      markers: 1,
    });
  });

  it('takes an indented line that continues a paragraph or sits in a list item for text, not code', () => {
    expect(truncatePost('Intro\n    <!-- truncate -->\nMore.\n').markerLine).toBe(2);
    expect(truncatePost('- item\n\n    <!-- truncate -->\n\nMore.\n').markerLine).toBe(3);
    // Four columns past the item's text: code.
    expect(truncatePost('- item\n\n      <!-- truncate -->\n').truncated).toBe(false);
  });

  it('ignores markers in inline code', () => {
    expect(truncatePost('Write `<!-- truncate -->` to cut a post.\n\n<!-- truncate -->\n')).toMatchObject({
      truncated: true,
      markerLine: 3,
      markers: 1,
    });
    expect(truncatePost('Write ``{/* truncate */}`` in MDX.\n', { mdx: true }).truncated).toBe(false);
  });

  it("takes a marker of the site's own", () => {
    expect(truncatePost('A\n\n<!-- more -->\n\nB\n', { marker: /<!--\s*more\s*-->/g })).toEqual({
      summary: 'A\n\n',
      truncated: true,
      markerLine: 3,
      markers: 1,
    });
    // A marker that never matches: no post is truncated.
    expect(truncatePost('A\n\n<!-- truncate -->\n', { marker: /(?!.*)/ }).truncated).toBe(false);
  });
});

describe('untruncated posts', () => {
  it("counts every post without a marker, as Docusaurus's onUntruncatedBlogPosts does, whatever its length", () => {
    expect(isUntruncated(truncatePost('One line.\n'))).toBe(true);
    expect(isUntruncated(truncatePost('A\n\n<!-- truncate -->\n'))).toBe(false);
  });

  it('warns by default, fails with "throw", says nothing with "ignore" or "log"', () => {
    const post = truncatePost('Long text.\n');
    expect(untruncatedPostProblem(file, post)).toEqual({
      code: 'UntruncatedBlogPost',
      severity: 'warning',
      file,
      message: "The post has no truncate marker: the blog's list pages show it whole.",
      hint: "Put <!-- truncate --> (or {/* truncate */} in MDX) after its first paragraphs; onUntruncatedBlogPosts: 'ignore' in the blog's options allows posts without one.",
    });
    expect(untruncatedPostProblem(file, post, 'throw')?.severity).toBe('error');
    expect(untruncatedPostProblem(file, post, 'ignore')).toBeUndefined();
    expect(untruncatedPostProblem(file, post, 'log')).toBeUndefined();
    expect(untruncatedPostProblem(file, truncatePost('A\n<!-- truncate -->\n'))).toBeUndefined();
  });
});

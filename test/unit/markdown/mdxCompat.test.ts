import { describe, expect, it } from 'vitest';
import { mdxCompat } from '../../../src/markdown/mdxCompat.ts';

describe("Docusaurus's MDX 1 compatibility (mdxCompat)", () => {
  it('turns HTML comments into MDX comments, on one line or several, keeping the lines', () => {
    expect(mdxCompat('Text <!-- a note --> more.\n<!--\nNote: a */ inside\n-->\nAfter.\n')).toBe(
      'Text {/*  a note */} more.\n{/* \nNote: a * / inside\n*/}\nAfter.\n',
    );
  });

  it('leaves comments in fenced and inline code alone', () => {
    const body = 'Use `<!-- prettier-ignore -->` or ``<!-- x -->``.\n\n```html\n<!-- kept -->\n```\n';
    expect(mdxCompat(body)).toBe(body);
  });

  it('escapes a heading id, so MDX does not read it as an expression', () => {
    expect(mdxCompat('## Install {#install-it}\n\nText {#not-a-heading}\n')).toBe(
      '## Install \\{#install-it\\}\n\nText {#not-a-heading}\n',
    );
  });
});

import type { Nodes, Root } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { firstTooDeepContainer, maxContainerDepth } from '../../../src/markdown/containerDepth.ts';

/**
 * The deepest nesting of blockquotes, list items and container directives as remark parses it: what the scan must agree
 * with.
 */
function parsedDepth(body: string): number {
  const deepest = (node: Nodes, depth: number): number => {
    const own =
      node.type === 'blockquote' || node.type === 'listItem' || node.type === 'containerDirective' ? depth + 1 : depth;
    return 'children' in node ? Math.max(own, ...node.children.map((child) => deepest(child, own))) : own;
  };
  return deepest(unified().use(remarkParse).use(remarkDirective).parse(body) as Root, 0);
}

/** The depth the scan finds: the smallest limit it does not exceed. */
function scannedDepth(body: string): number {
  let depth = 0;
  while (firstTooDeepContainer(body, depth) !== undefined) depth++;
  return depth;
}

describe('container depth of a Markdown body, before parsing', () => {
  it.each([
    ['plain paragraph', '# T\n\nText.\n'],
    ['a list', '- a\n- b\n  - c\n    - d\n'],
    ['an ordered list', '1. a\n   1. b\n      1. c\n'],
    ['markers on one line', '- - - x\n'],
    ['ordered on one line', '1. 2) 3. x\n'],
    ['a thematic break is not a list', '- - -\n\n* * *\n'],
    ['a break inside an item', '- * * *\n'],
    ['blockquotes', '> a\n> > b\n> > > c\n'],
    ['blockquotes without spaces', '>>>> d\n'],
    ['lists in blockquotes', '> - a\n>   - b\n>     > c\n'],
    ['a lazy line keeps the quote open', '> > > a\nlazy\n> > > b\n'],
    ['a lazy line keeps items open', '- a\n  - b\n    - c\nlazy\n      - d\n'],
    ['a blank line keeps items open', '- a\n  - b\n\n    - c\n'],
    ['a blank line ends a quote', '> > a\n\n> b\n'],
    ['indentation below the item ends it', '- a\n  - b\n- c\n  - d\n'],
    ['four spaces after a paragraph are not a deeper item', 'Text\n\n    - code\n'],
    ['a fence opens nothing', '```md\n> > > > quoted\n- - - x\n```\n'],
    ['a tilde fence', '~~~\n> > >\n~~~\n> a\n'],
    ['a fence in an item', '- a\n  ```\n  > > > x\n  ```\n'],
    ['a fence ends with its item', '- a\n  ```\n  x\n> > b\n'],
    ['a longer fence is closed only by as long a one', '````\n```\n> > >\n````\n'],
    ['inline code is no fence', '``` a ``` b\n> x\n'],
    ['tabs', '-\ta\n\t-\tb\n'],
    ['a heading is no paragraph', '> # H\n- x\n'],
    ['an empty item', '-\n  - b\n'],
    ['five spaces after a marker', '-     code\n  - b\n'],
    ['nested lists ten deep', Array.from({ length: 10 }, (_, i) => `${'  '.repeat(i)}- item`).join('\n')],
    ['mixed, one line', '- > 1. > * x\n'],
    ['directives', ':::a\n:::b\nx\n:::\n:::\n'],
    ['directives with more colons outside', '::::a\n:::b\nx\n:::\n::::\n'],
    ['directives one after another', ':::a\n- b\n:::\n:::c\nd\n:::\n'],
    ['a directive in an item', '- a\n  :::note\n  - b\n  :::\n'],
    ['a closing line in an item inside a directive closes the directive', ':::a\n- b\n  :::\n  - c\n:::\n'],
    ['a directive in a blockquote', '> :::a\n> > b\n> :::\n'],
    ['a directive in fenced code opens nothing', '```\n:::a\n:::b\n```\n'],
    ['an unclosed directive', ':::a\n:::b\n:::c\nx\n'],
    ['a closing line in a blockquote inside a directive is text', ':::a\n> b\n> :::\n> :::c\n:::\n'],
    ['a closing line for a directive in an item', '- :::a\n  - b\n  :::\n  - :::c\n'],
    ['lists and blockquotes in turn', Array.from({ length: 12 }, (_, i) => `${'  '.repeat(i)}- > item`).join('\n')],
    ['each line one blockquote deeper', Array.from({ length: 12 }, (_, i) => `${'>'.repeat(i + 1)} line`).join('\n')],
    ['ordered, each line deeper', Array.from({ length: 12 }, (_, i) => `${'   '.repeat(i)}1. item`).join('\n')],
  ])('%s', (_name, body) => {
    expect(scannedDepth(body)).toBe(parsedDepth(body));
  });

  it('finds the line and the marker where the limit is crossed', () => {
    expect(firstTooDeepContainer('# T\n\n> > > > deep\n', 3)).toEqual({ line: 2, offset: 6 });
    expect(firstTooDeepContainer('- a\n  - b\n    - c\n', 2)).toEqual({ line: 2, offset: 4 });
    expect(firstTooDeepContainer('- a\n  - b\n    - c\n', 3)).toBeUndefined();
  });

  it(`allows ${maxContainerDepth} levels and refuses one more, in linear time for any shape`, () => {
    const list = (levels: number) => Array.from({ length: levels }, (_, i) => `${'  '.repeat(i)}- item`).join('\n');
    expect(firstTooDeepContainer(list(maxContainerDepth))).toBeUndefined();
    expect(firstTooDeepContainer(list(maxContainerDepth + 1))).toEqual({
      line: maxContainerDepth,
      offset: 2 * maxContainerDepth,
    });
    const started = performance.now();
    expect(firstTooDeepContainer(`${'- '.repeat(1_000_000)}x`)).toEqual({ line: 0, offset: 2 * maxContainerDepth });
    expect(firstTooDeepContainer(`${'> '.repeat(50)}\n`.repeat(200_000))).toBeUndefined();
    expect(firstTooDeepContainer(`${'-'.repeat(1_000_000)}\n`.repeat(5))).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});

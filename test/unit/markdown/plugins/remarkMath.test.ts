import type { Element, Root } from 'hast';
import { describe, expect, it } from 'vitest';
import { compile, findAll, findOne, text } from '../compileHelpers.ts';

/** The TeX of every formula KaTeX rendered, in order (its MathML keeps the source as an annotation). */
function formulas(tree: Root | Element): string[] {
  return findAll(tree, 'annotation').map(text);
}

describe('math syntax (remarkMath: remark-math with a strict single $)', () => {
  it.each([
    ['It costs $5 and $10.', []],
    ['From $5 to $10 a month, or $5/$10.', []],
    ['Set $HOME and $PATH first.', []],
    ['Spaces inside: $ x $ and $x $ and $ x$.', []],
    ['A digit after the closing $: $x$1.', []],
    ['Escaped: \\$x$ and `$x$` in code.', []],
    ['Across lines: cost $5\nand $6.', []],
    ['Not into code: costs $10, see `$ref` and `$x$`.', []],
    ['Not out of code: `a$` and $b$.', ['b']],
    ['Inline $x^2$, and $a$, $b$.', ['x^2', 'a', 'b']],
    ['Price $5 but $\\alpha$ is math.', ['\\alpha']],
    ["Two dollars keep remark-math's rule: $$ x $$ and $$y$$.", ['x', 'y']],
    ['A table cell:\n\n| a | b |\n|---|---|\n| $5 | $10 |\n| $x$ | y |', ['x']],
  ])('%j → %j', async (body, expected) => {
    const { hast, problems } = await compile(`${body}\n`);
    expect(problems).toEqual([]);
    expect(formulas(hast)).toEqual(expected);
  });

  it('keeps prose with prices exactly as written, emphasis and all', async () => {
    const { hast, widgets } = await compile('It costs *$5* and **$10**, $20 in total.\n');
    const paragraph = findOne(hast, 'p');
    expect(text(paragraph)).toBe('It costs $5 and $10, $20 in total.');
    expect(findOne(paragraph, 'em').children).toEqual([{ type: 'text', value: '$5' }]);
    expect(widgets).toEqual([]);
  });

  it('renders $$ blocks and ```math blocks as display math', async () => {
    const { hast, widgets } = await compile('$$\n\\frac{a}{b}\n$$\n\n```math\nE = mc^2\n```\n');
    expect(formulas(hast)).toEqual(['\\frac{a}{b}', 'E = mc^2']);
    expect(
      findAll(hast, 'span').filter((span) =>
        (span.properties.className as string[] | undefined)?.includes('katex-display'),
      ),
    ).toHaveLength(2);
    expect(findAll(hast, 'code-block')).toEqual([]);
    expect(widgets).toEqual(['sitegen:math']);
  });
});

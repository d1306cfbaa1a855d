import { describe, expect, it } from 'vitest';
import { compile, findAll, problemsOf } from '../compileHelpers.ts';

const hint =
  'Math between $…$ or $$…$$ is TeX rendered by KaTeX when the site builds (https://katex.org/docs/supported). A dollar sign meant as text is written \\$.';

describe('KaTeX at build time (rehypeMath)', () => {
  it('writes KaTeX HTML and MathML, and records that the doc has math', async () => {
    const { hast, widgets, problems } = await compile('Inline $x^2$.\n');
    expect(problems).toEqual([]);
    expect(findAll(hast, 'math').map((math) => math.properties.xmlns)).toEqual(['http://www.w3.org/1998/Math/MathML']);
    expect(
      findAll(hast, 'span').filter((span) => (span.properties.className as string[] | undefined)?.[0] === 'katex'),
    ).toHaveLength(1);
    expect(widgets).toEqual(['sitegen:math']);
  });

  it('records nothing for a doc without math', async () => {
    expect((await compile('Just $5.\n')).widgets).toEqual([]);
  });

  it("reports what KaTeX cannot render at the $ or the block, in the file, with KaTeX's message", async () => {
    const body = 'Intro\n\nBad $x^$ here and $\\frac{1}{2$.\n\n$$\n\\left( x\n$$\n\n```math\n\\nope\n```\n';
    expect(problemsOf(await compile(body, { bodyLineOffset: 3 }))).toEqual([
      {
        code: 'InvalidMath',
        line: 6,
        column: 5,
        message: "KaTeX parse error: Expected group after '^' at position 2: x^̲",
        hint,
      },
      {
        code: 'InvalidMath',
        line: 6,
        column: 19,
        message:
          "KaTeX parse error: Unexpected end of input in a macro argument, expected '}' at end of input: \\frac{1}{2",
        hint,
      },
      {
        code: 'InvalidMath',
        line: 8,
        column: 1,
        message: "KaTeX parse error: Expected '\\right', got 'EOF' at end of input: \\left( x",
        hint,
      },
      {
        code: 'InvalidMath',
        line: 12,
        column: 1,
        message: 'KaTeX parse error: Undefined control sequence: \\nope at position 1: \\̲n̲o̲p̲e̲',
        hint,
      },
    ]);
  });

  it("prints none of KaTeX's LaTeX-compatibility warnings", async () => {
    const warnings: unknown[] = [];
    const original = console.warn;
    console.warn = (...args: unknown[]) => {
      warnings.push(args);
    };
    try {
      expect((await compile('Unicode in math: $é$.\n')).problems).toEqual([]);
    } finally {
      console.warn = original;
    }
    expect(warnings).toEqual([]);
  });
});

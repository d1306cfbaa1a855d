import { describe, expect, it } from 'vitest';
import { compile, problemsOf } from '../compileHelpers.ts';

describe('Markdown the pipeline would drop silently (remarkCheckMarkdown)', () => {
  it('reports an MDX import line in a doc compiled as CommonMark (markdown.format: md), and not prose that starts with the word "import"', async () => {
    expect(
      problemsOf(
        await compile("import Tabs from '@theme/Tabs';\n\nImport the package before use.\n", { format: 'md' }),
      ),
    ).toEqual([
      {
        code: 'UnsupportedMarkdown',
        line: 1,
        column: 1,
        message: 'MDX import and export lines are not supported; this line would render as text.',
        hint: 'markdown.format is "md", so every doc is CommonMark: set it to "detect" (the default) or "mdx" to compile this doc as MDX.',
      },
    ]);
  });

  it('reports ::tab outside :::tabs', async () => {
    expect(problemsOf(await compile('Intro.\n\n::tab{label="npm"}\n'))).toEqual([
      {
        code: 'InvalidDirective',
        line: 3,
        column: 1,
        message: '::tab is only allowed directly inside a :::tabs container.',
        hint: 'Start a :::tabs container, then ::tab{label="…"} lines inside it.',
      },
    ]);
  });

  it('does not report a ::tab inside a :::tabs that remarkTabs left as it was, nor inside a nested container, but one after it', async () => {
    const problems = problemsOf(
      await compile(
        '::::tabs\nIntro first.\n\n:::note\n::tab{label="a"}\n:::\n\n::tab{label="b"}\nB\n::::\n\n::tab{label="c"}\n',
      ),
    );
    expect(problems.map(({ code, line, column }) => ({ code, line, column }))).toEqual([
      { code: 'InvalidDirective', line: 2, column: 1 }, // remarkTabs: content before the first ::tab
      { code: 'InvalidDirective', line: 12, column: 1 }, // the ::tab after the container
    ]);
  });

  it('reports two tabs with the same value, once', async () => {
    expect(problemsOf(await compile(':::tabs\n::tab{label="npm"}\nA\n::tab{label="npm"}\nB\n:::\n'))).toEqual([
      {
        code: 'InvalidDirective',
        line: 4,
        column: 1,
        message: 'Two tabs of this :::tabs have the value "npm".',
        hint: 'Each tab needs its own label, or its own value="…" when labels repeat.',
      },
    ]);
  });

  it('accepts :::caution as an admonition', async () => {
    expect(problemsOf(await compile(':::caution\nMind the gap.\n:::\n'))).toEqual([]);
  });
});

describe("widget uses (for the widgets' build-time checks)", () => {
  it('records each widget directive with its coerced props and its position in the file', async () => {
    const result = await compile('Intro.\n\n::doc-card-list{category="Guides"}\n', { bodyLineOffset: 3 });
    expect(result.widgetUses).toEqual([{ name: 'doc-card-list', props: { category: 'Guides' }, line: 6, column: 1 }]);
  });
});

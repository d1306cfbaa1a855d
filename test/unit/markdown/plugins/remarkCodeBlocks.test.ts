import type { Element } from 'hast';
import { describe, expect, it } from 'vitest';
import { compile, elementChildren, findAll, findOne, problemsOf, tags, text, warningsOf } from '../compileHelpers.ts';

/** The code-block's options, as the CodeBlock component receives them. */
function options(block: Element): Record<string, unknown> {
  const { language, title, showLineNumbers } = block.properties;
  return Object.fromEntries(Object.entries({ language, title, showLineNumbers }).filter(([, v]) => v !== undefined));
}

/** Classes of an element; shiki writes the raw `class` attribute rather than `className`. */
function classes(element: Element): string[] {
  const value = element.properties.class ?? element.properties.className;
  return Array.isArray(value)
    ? value.map(String)
    : String(value ?? '')
        .split(' ')
        .filter(Boolean);
}

/**
 * Which lines of a highlighted block are marked, and their data-line numbers (`dataLine` once parsed back from a
 * compacted block's HTML).
 */
function lines(block: Element): { highlighted: boolean; number: unknown }[] {
  return findAll(block, 'span')
    .filter((span) => classes(span).includes('line'))
    .map((span) => ({
      highlighted: classes(span).includes('highlighted'),
      number: span.properties['data-line'] ?? span.properties.dataLine,
    }));
}

describe('code blocks (remarkCodeBlocks)', () => {
  it('turns a fenced block into a code-block element, not wrapped in a <pre>', async () => {
    const { hast } = await compile('```ts\nconst a = 1;\n```\n');
    expect(tags(hast)).toEqual(['code-block']);
  });

  it('carries the language and title', async () => {
    const { hast, problems } = await compile('```ts title="src/a.ts"\nconst a = 1;\n```\n');
    expect(problems).toEqual([]);
    expect(options(findOne(hast, 'code-block'))).toEqual({ language: 'ts', title: 'src/a.ts' });
  });

  it.each([
    ['```title="Jenkinsfile"', { title: 'Jenkinsfile' }],
    ['```title="a.txt" showLineNumbers', { title: 'a.txt', showLineNumbers: '1' }],
    ['```{1}', {}],
  ])('%s: options without a language, as Docusaurus reads them', async (fence, expected) => {
    const { hast, problems, ...rest } = await compile(`${fence}\nnode {\n}\n\`\`\`\n`);
    expect(problems).toEqual([]);
    expect(warningsOf({ hast, problems, ...rest })).toEqual([]);
    expect(options(findOne(hast, 'code-block'))).toEqual(expected);
  });

  it('leaves options of other plugins (live, no-transpile, noEmit) to them, as Docusaurus does: the block is built, with what sitegen knows', async () => {
    const result = await compile(
      '```ts title="store.ts" no-transpile {2} live\nconst a = 1;\nconst b = 2;\n```\n\n```tsx noEmit\nconst c = 3;\n```\n',
    );
    expect(result.problems).toEqual([]);
    expect(warningsOf(result)).toEqual([]);
    const [first, second] = findAll(result.hast, 'code-block');
    if (!first || !second) throw new Error('expected two code blocks');
    expect(options(first)).toEqual({ language: 'ts', title: 'store.ts' });
    expect(lines(first).map((line) => line.highlighted)).toEqual([false, true]);
    expect(options(second)).toEqual({ language: 'tsx' });
  });

  it('highlights {1,3-5} and numbers lines with showLineNumbers', async () => {
    const code = ['a', 'b', 'c', 'd', 'e', 'f'].map((v) => `const ${v} = 1;`).join('\n');
    const { hast } = await compile(`\`\`\`ts {1,3-5} showLineNumbers\n${code}\n\`\`\`\n`);
    const block = findOne(hast, 'code-block');
    expect(options(block)).toEqual({ language: 'ts', showLineNumbers: '1' });
    expect(lines(block)).toEqual([
      { highlighted: true, number: '1' },
      { highlighted: false, number: '2' },
      { highlighted: true, number: '3' },
      { highlighted: true, number: '4' },
      { highlighted: true, number: '5' },
      { highlighted: false, number: '6' },
    ]);
    expect(text(block)).toBe(code);
  });

  it('starts numbering at showLineNumbers=N, highlighting by position in the block', async () => {
    const { hast } = await compile('```ts showLineNumbers=10 {2}\na;\nb;\n```\n');
    expect(lines(findOne(hast, 'code-block'))).toEqual([
      { highlighted: false, number: '10' },
      { highlighted: true, number: '11' },
    ]);
  });

  it('leaves a block without a language unhighlighted but escaped', async () => {
    const { hast, problems } = await compile('```\n<b>plain</b>\n```\n');
    expect(problems).toEqual([]);
    const block = findOne(hast, 'code-block');
    expect(options(block)).toEqual({});
    expect(findOne(block, 'pre').properties['data-language']).toBe('text');
    expect(text(block)).toBe('<b>plain</b>');
  });

  describe('npm2yarn', () => {
    it('becomes tabs of npm, yarn and pnpm, synced by the npm2yarn group', async () => {
      const { hast, problems } = await compile(
        '```bash npm2yarn title="Install"\nnpm install --save-dev sitegen\nnpx sitegen build\n```\n',
      );
      expect(problems).toEqual([]);
      const tabs = findOne(hast, 'tabs');
      expect(tabs.properties).toEqual({ groupId: 'npm2yarn' });
      const panels = elementChildren(tabs);
      expect(panels.map((p) => p.properties)).toEqual([
        { label: 'npm', value: 'npm' },
        { label: 'yarn', value: 'yarn' },
        { label: 'pnpm', value: 'pnpm' },
      ]);
      expect(panels.map((p) => text(findOne(p, 'code-block')))).toEqual([
        'npm install --save-dev sitegen\nnpx sitegen build',
        'yarn add --dev sitegen\nyarn dlx sitegen build',
        'pnpm add --save-dev sitegen\npnpm dlx sitegen build',
      ]);
      expect(panels.map((p) => options(findOne(p, 'code-block')))).toEqual([
        { language: 'bash', title: 'Install' },
        { language: 'bash', title: 'Install' },
        { language: 'bash', title: 'Install' },
      ]);
    });

    it('puts each code-block straight into its panel', async () => {
      const { hast } = await compile('```bash npm2yarn\nnpm ci\n```\n');
      expect(elementChildren(findOne(hast, 'tabs')).map(tags)).toEqual([
        ['code-block'],
        ['code-block'],
        ['code-block'],
      ]);
    });
  });

  describe('invalid meta strings, at the line of the fence', () => {
    it.each([
      [
        '{3-1}',
        'Line ranges {3-1} are not valid.',
        'Write ranges as {1,3-5}: line numbers from 1, each range from low to high.',
      ],
      ['{9}', 'Line 9 of {9} is past the end of the code block, which has 1 line.', undefined],
      ['titel="a.ts"', 'Unknown code block option "titel".', 'Did you mean "title"?'],
      [
        'title="Setting a token',
        'The value of title opens a quote that is never closed: title="Setting a token',
        'Close it: title="src/file.ts".',
      ],
    ])('%s', async (meta, message, hint) => {
      const result = await compile(`Text\n\n\`\`\`ts ${meta}\nx\n\`\`\`\n`, { bodyLineOffset: 5 });
      expect(problemsOf(result)).toEqual([
        { code: 'InvalidCodeMeta', line: 8, column: 1, message, ...(hint ? { hint } : {}) },
      ]);
    });

    it('reports each bad block', async () => {
      const result = await compile('```ts {0}\nx\n```\n\n```ts {2}\nx\n```\n');
      expect(problemsOf(result).map((p) => [p.line, p.message])).toEqual([
        [1, 'Line ranges {0} are not valid.'],
        [5, 'Line 2 of {2} is past the end of the code block, which has 1 line.'],
      ]);
    });
  });
});

describe('highlighting (rehypeHighlight)', () => {
  it("fills the code-block with shiki's <pre>", async () => {
    const { hast } = await compile('```json\n{"a": 1}\n```\n');
    const block = findOne(hast, 'code-block');
    expect(tags(block)).toEqual(['pre']);
    const pre = findOne(block, 'pre');
    expect(classes(pre)).toEqual(['shiki', 'shiki-themes', 'github-light', 'github-dark', 'language-json']);
    expect(pre.properties['data-language']).toBe('json');
    expect(text(pre)).toBe('{"a": 1}');
    expect(block.properties.highlightLines).toBeUndefined();
  });

  it.each(['TS', 'json-schema', 'yml', 'text'])('knows %s', async (language) => {
    expect((await compile(`\`\`\`${language}\nx\n\`\`\`\n`)).problems).toEqual([]);
  });

  const anyLanguage =
    'Any language shiki bundles may be named, by its name or an alias (https://shiki.style/languages); text, plaintext and txt mean none.';

  it('warns about an unknown language at the fence, with the closest known name', async () => {
    const result = await compile('Intro\n\n```typescirpt\nconst a = 1;\n```\n', { bodyLineOffset: 3 });
    expect(warningsOf(result)).toEqual([
      {
        code: 'UnknownLanguage',
        line: 6,
        column: 1,
        message: 'Unknown code block language "typescirpt": the block is shown as plain text.',
        hint: `Did you mean "typescript"? ${anyLanguage}`,
      },
    ]);
  });

  it('says where the languages are listed when no name is close', async () => {
    const result = await compile('- item\n\n  ```brainfuck\n  +\n  ```\n');
    expect(warningsOf(result)).toEqual([
      {
        code: 'UnknownLanguage',
        line: 3,
        column: 3,
        message: 'Unknown code block language "brainfuck": the block is shown as plain text.',
        hint: anyLanguage,
      },
    ]);
  });

  it('shows a block in an unknown language as plain text, labelled as written', async () => {
    const { hast } = await compile('```brainfuck {2} showLineNumbers\n+-\n<.>\n```\n');
    const block = findOne(hast, 'code-block');
    expect(options(block)).toEqual({ language: 'brainfuck', showLineNumbers: '1' });
    const pre = findOne(block, 'pre');
    expect(classes(pre)).toEqual([
      'shiki',
      'shiki-themes',
      'github-light',
      'github-dark',
      'line-numbers',
      'language-brainfuck',
    ]);
    expect(text(pre)).toBe('+-\n<.>');
    expect(
      findAll(pre, 'span')
        .filter((span) => !classes(span).includes('line'))
        .every((span) => span.properties.style === undefined),
    ).toBe(true);
    expect(lines(block)).toEqual([
      { highlighted: false, number: '1' },
      { highlighted: true, number: '2' },
    ]);
  });

  it('highlights any language shiki bundles, by name or alias, without a warning', async () => {
    const result = await compile('```toml\na = 1\n```\n\n```console\n$ ls\n```\n\n```golang\npackage main\n```\n');
    expect(result.problems).toEqual([]);
    expect(findAll(result.hast, 'pre').map((pre) => pre.properties['data-language'])).toEqual([
      'toml',
      'console',
      'golang',
    ]);
    for (const pre of findAll(result.hast, 'pre')) expect(JSON.stringify(pre.children)).toContain('--shiki-light:');
  });
});

describe('magic comments', () => {
  it('removes the comment lines and highlights the lines they mark', async () => {
    const code = [
      'import a from "a";',
      '// highlight-next-line',
      'const b = 1;',
      'const c = 2;',
      '// highlight-start',
      'f();',
      'g();',
      '// highlight-end',
      'h();',
    ].join('\n');
    const { hast, problems } = await compile(`\`\`\`js\n${code}\n\`\`\`\n`);
    expect(problems).toEqual([]);
    const block = findOne(hast, 'code-block');
    expect(text(block)).toBe('import a from "a";\nconst b = 1;\nconst c = 2;\nf();\ng();\nh();');
    expect(lines(block).map((line) => line.highlighted)).toEqual([false, true, false, true, true, false]);
  });

  it('joins {…} of the meta, which counts lines as shown, and numbers the lines after the removal', async () => {
    const code = [
      '[a]',
      '# highlight-next-line',
      'b = 1',
      'c = 2',
      '# highlight-start',
      'd = 3',
      '# highlight-end',
      'e = 4',
    ].join('\n');
    const { hast, problems } = await compile(`\`\`\`toml {1,5} showLineNumbers=10\n${code}\n\`\`\`\n`);
    expect(problems).toEqual([]);
    const block = findOne(hast, 'code-block');
    expect(text(block)).toBe('[a]\nb = 1\nc = 2\nd = 3\ne = 4');
    expect(lines(block)).toEqual([
      { highlighted: true, number: '10' },
      { highlighted: true, number: '11' },
      { highlighted: false, number: '12' },
      { highlighted: true, number: '13' },
      { highlighted: true, number: '14' },
    ]);
  });

  it('checks {…} against the lines as shown', async () => {
    const result = await compile('```py {3}\n# highlight-next-line\na = 1\nb = 2\n```\n');
    expect(problemsOf(result)).toEqual([
      {
        code: 'InvalidCodeMeta',
        line: 1,
        column: 1,
        message: 'Line 3 of {3} is past the end of the code block, which has 2 lines.',
      },
    ]);
  });

  it.each([
    { language: 'jsx', comment: '{/* highlight-next-line */}', shown: '<div>', next: '  <b />' },
    { language: 'html', comment: '<!-- highlight-next-line -->', shown: '<div>', next: '  <b></b>' },
    { language: 'bash', comment: '# highlight-next-line', shown: 'cd x', next: 'ls' },
    { language: 'ts', comment: '/* highlight-next-line */', shown: 'let a;', next: 'let b;' },
  ])('$comment in $language', async ({ language, comment, shown, next }) => {
    const { hast } = await compile(`\`\`\`${language}\n${shown}\n${comment}\n${next}\n\`\`\`\n`);
    const block = findOne(hast, 'code-block');
    expect(text(block)).toBe(`${shown}\n${next}`);
    expect(lines(block).map((line) => line.highlighted)).toEqual([false, true]);
  });

  it('works in each tab of an npm2yarn block', async () => {
    const { hast } = await compile('```bash npm2yarn\n# highlight-next-line\nnpm install a\nnpm run build\n```\n');
    const blocks = findAll(hast, 'code-block');
    expect(blocks.map(text)).toEqual([
      'npm install a\nnpm run build',
      'yarn add a\nyarn build',
      'pnpm add a\npnpm run build',
    ]);
    expect(blocks.map((block) => lines(block).map((line) => line.highlighted))).toEqual([
      [true, false],
      [true, false],
      [true, false],
    ]);
  });
});

/**
 * Problems in Markdown bodies: directives, tabs, code blocks and math, reported at
 * their line in the file (front matter lines included). All are errors but an
 * unknown code block language, a warning.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { expectBuildFailure, warningsStderr } from './expectedOutput.ts';
import { throwawaySites } from './runSitegen.ts';

const sites = throwawaySites();
afterAll(() => sites.cleanup());

const fence = '```';

describe('Markdown errors', { timeout: 60_000, concurrent: true }, () => {
  it('UnknownDirective: names the directive at its file:line and lists the known ones', async () => {
    const run = await sites.build({
      'docs/intro.md': `---
title: Intro
---

::viewr{src="x"}
`,
    });
    expectBuildFailure(run, [
      'site/docs/intro.md:5:1 error UnknownDirective',
      '  Unknown directive "::viewr".',
      '    4 | ',
      '  > 5 | ::viewr{src="x"}',
      '      | ^',
      '    6 | ',
      '  hint: Known directives: note, tip, info, warning, danger, caution, important, success, secondary, tabs, doc-card-list, json-schema-editor, monaco-editor, playground, schema-viewer.',
    ]);
  });

  it('InvalidDirective: content inside :::tabs before the first ::tab', async () => {
    const run = await sites.build({
      'docs/intro.md': `# Intro

:::tabs
Some text before any tab.
::tab{label="npm"}
npm install
:::
`,
    });
    expectBuildFailure(run, [
      'site/docs/intro.md:4:1 error InvalidDirective',
      '  Content inside :::tabs must follow a ::tab{label="…"} line.',
      '    3 | :::tabs',
      '  > 4 | Some text before any tab.',
      '      | ^',
      '    5 | ::tab{label="npm"}',
      '  hint: Start each tab with ::tab{label="Its label"} on a line of its own.',
    ]);
  });

  it('InvalidCodeMeta: an unknown code block option, with the option it was probably meant to be', async () => {
    const run = await sites.build({
      'docs/intro.md': `# Intro

${fence}ts titel="a.ts"
const a = 1;
${fence}
`,
    });
    expectBuildFailure(run, [
      'site/docs/intro.md:3:1 error InvalidCodeMeta',
      '  Unknown code block option "titel".',
      '    2 | ',
      `  > 3 | ${fence}ts titel="a.ts"`,
      '      | ^',
      '    4 | const a = 1;',
      '  hint: Did you mean "title"?',
    ]);
  });

  it('UnknownLanguage: a warning naming the language and the closest known one; the page is built, the block plain', async () => {
    const run = await sites.build({
      'docs/intro.md': `# Intro

${fence}tsxx
const a = 1;
${fence}
`,
    });
    expect(run.stderr).toBe(
      warningsStderr([
        'site/docs/intro.md:3:1 warning UnknownLanguage',
        '  Unknown code block language "tsxx": the block is shown as plain text.',
        '    2 | ',
        `  > 3 | ${fence}tsxx`,
        '      | ^',
        '    4 | const a = 1;',
        '  hint: Did you mean "tsx"? Any language shiki bundles may be named, by its name or an alias (https://shiki.style/languages); text, plaintext and txt mean none.',
      ]),
    );
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/\n✓ Built 3 pages in /);
    const html = await readFile(path.join(run.outDir, 'docs/intro.html'), 'utf8');
    // One line of one token, with no colour of its own.
    expect(html).toMatch(
      /<pre class="shiki shiki-themes github-light github-dark language-tsxx"[^>]*><code><span class="line"><span>const a = 1;<\/span><\/span><\/code><\/pre>/,
    );
  });

  it("InvalidMath: inline math KaTeX cannot parse, at its $, with KaTeX's message", async () => {
    const run = await sites.build({
      'docs/intro.md': `---
title: Intro
---

The area is $\\frac{1}{2$ of the square.
`,
    });
    expectBuildFailure(run, [
      'site/docs/intro.md:5:13 error InvalidMath',
      "  KaTeX parse error: Unexpected end of input in a macro argument, expected '}' at end of input: \\frac{1}{2",
      '    4 | ',
      '  > 5 | The area is $\\frac{1}{2$ of the square.',
      '      |             ^',
      '    6 | ',
      '  hint: Math between $…$ or $$…$$ is TeX rendered by KaTeX when the site builds (https://katex.org/docs/supported). A dollar sign meant as text is written \\$.',
    ]);
  });

  it('InvalidMath: a $$ block and a ```math block, each at its first line', async () => {
    const run = await sites.build({
      'docs/intro.md': `# Intro

$$
x = \\sqrt[3]{
$$

${fence}math
\\unknowncommand{x}
${fence}
`,
    });
    expectBuildFailure(
      run,
      [
        'site/docs/intro.md:3:1 error InvalidMath',
        "  KaTeX parse error: Unexpected end of input in a macro argument, expected '}' at end of input: x = \\sqrt[3]{",
        '    2 | ',
        '  > 3 | $$',
        '      | ^',
        '    4 | x = \\sqrt[3]{',
        '  hint: Math between $…$ or $$…$$ is TeX rendered by KaTeX when the site builds (https://katex.org/docs/supported). A dollar sign meant as text is written \\$.',
      ],
      [
        'site/docs/intro.md:7:1 error InvalidMath',
        '  KaTeX parse error: Undefined control sequence: \\unknowncommand at position 1: \\̲u̲n̲k̲n̲o̲w̲n̲c̲o̲m̲m̲a̲n̲d̲{x}',
        '    6 | ',
        `  > 7 | ${fence}math`,
        '      | ^',
        '    8 | \\unknowncommand{x}',
        '  hint: Math between $…$ or $$…$$ is TeX rendered by KaTeX when the site builds (https://katex.org/docs/supported). A dollar sign meant as text is written \\$.',
      ],
    );
  });
});

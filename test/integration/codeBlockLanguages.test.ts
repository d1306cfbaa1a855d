/**
 * Code blocks in any language shiki bundles, as Docusaurus docs write them:
 * each highlighted, Docusaurus's magic comments removed and their lines
 * highlighted, and an unknown language shown as plain text with a warning
 * while the build succeeds. The warning is printed again by builds that
 * take the doc from the compile cache or keep the whole output.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stageLine, warningsStderr } from './expectedOutput.ts';
import { runSitegen, throwawaySites } from './runSitegen.ts';

const sites = throwawaySites();
afterAll(() => sites.cleanup());

const fence = '```';

const doc = `---
title: Languages
---

# Languages

${fence}toml title="Cargo.toml"
[package]
# highlight-next-line
name = "demo"
version = "0.1.0"
${fence}

${fence}ini
; settings
[server]
port = 8080
${fence}

${fence}console
$ npm run build
Built 3 pages.
${fence}

${fence}python showLineNumbers
import os
# highlight-start
def main():
    print(os.getcwd())
# highlight-end
main()
${fence}

${fence}go {1}
package main

// highlight-next-line
func main() {}
${fence}

${fence}foo
some <foo> code
${fence}

${fence}tsx
export function App() {
  return (
    <div>
      {/* highlight-next-line */}
      <b>bold</b>
    </div>
  );
}
${fence}
`;

/** The `<pre>` of the block in this language, whole. */
function preOf(html: string, language: string): string {
  const match = new RegExp(`<pre class="[^"]*\\blanguage-${language}\\b[^"]*"[^>]*>[\\s\\S]*?</pre>`).exec(html);
  if (!match) throw new Error(`No <pre> for ${language}`);
  return match[0];
}

/**
 * The lines of a `<pre>` (one `span.line` per text line): their text (tags dropped, entities kept), whether each is
 * highlighted, its number.
 */
function linesOf(pre: string): { text: string; highlighted: boolean; number?: string }[] {
  const code = /<code>([\s\S]*)<\/code>/.exec(pre)?.[1] ?? '';
  return code.split('\n').map((line) => {
    const [, highlighted, number] = /^<span class="line( highlighted)?"(?: data-line="(\d+)")?>/.exec(line) ?? [];
    return {
      text: line.replace(/<[^>]+>/g, ''),
      highlighted: highlighted !== undefined,
      ...(number !== undefined ? { number } : {}),
    };
  });
}

/** Whether any token of the `<pre>` has a colour (plain text has none). */
const coloured = (pre: string) => /<code>[\s\S]*style="--shiki-light:#/.test(pre);

const warning = [
  'site/docs/languages.md:41:1 warning UnknownLanguage',
  '  Unknown code block language "foo": the block is shown as plain text.',
  '    40 | ',
  '  > 41 | ```foo',
  '       | ^',
  '    42 | some <foo> code',
  '  hint: Did you mean "for"? Any language shiki bundles may be named, by its name or an alias (https://shiki.style/languages); text, plaintext and txt mean none.',
];

describe('code blocks in any language', { timeout: 120_000 }, () => {
  let run: Awaited<ReturnType<typeof sites.build>>;
  let html: string;
  beforeAll(async () => {
    run = await sites.build({ 'docs/languages.md': doc, 'docs/other.md': '# Other\n' });
    html = await readFile(path.join(run.outDir, 'docs/languages.html'), 'utf8');
  }, 120_000);

  it('builds with exit 0, printing the unknown language as a warning at its fence', () => {
    expect(run.stderr).toBe(warningsStderr(warning));
    expect(run.code).toBe(0);
    expect(run.stdout.split('\n').find((line) => line.includes(' compile '))).toMatch(stageLine('✓', 'compile'));
    expect(run.stdout).toMatch(/ compile .*, 1 warning\n/);
    expect(run.stdout).toMatch(/\n✓ Built 4 pages in /);
  });

  it.each(['toml', 'ini', 'console', 'python', 'go', 'tsx'])('highlights the %s block', (language) => {
    expect(coloured(preOf(html, language))).toBe(true);
  });

  it('shows the foo block as plain text, escaped', () => {
    const pre = preOf(html, 'foo');
    expect(coloured(pre)).toBe(false);
    expect(linesOf(pre)).toEqual([{ text: 'some &lt;foo> code', highlighted: false }]);
  });

  it('removes the magic comments, in every style', () => {
    expect(html).not.toContain('highlight-next-line');
    expect(html).not.toContain('highlight-start');
    expect(html).not.toContain('highlight-end');
  });

  it('highlights the lines the magic comments mark, beside {…}, numbering the lines as shown', () => {
    expect(linesOf(preOf(html, 'toml')).map((line) => line.highlighted)).toEqual([false, true, false]);
    expect(linesOf(preOf(html, 'python'))).toEqual([
      { text: 'import os', highlighted: false, number: '1' },
      { text: 'def main():', highlighted: true, number: '2' },
      { text: '    print(os.getcwd())', highlighted: true, number: '3' },
      { text: 'main()', highlighted: false, number: '4' },
    ]);
    expect(linesOf(preOf(html, 'go')).map((line) => [line.text, line.highlighted])).toEqual([
      ['package main', true],
      ['', false],
      ['func main() {}', true],
    ]);
    expect(
      linesOf(preOf(html, 'tsx'))
        .filter((line) => line.highlighted)
        .map((line) => line.text),
    ).toEqual(['      &lt;b>bold&lt;/b>']);
  });

  it('prints the warning again when the doc is taken unchanged from the last build, from the compile cache, and when the output is kept whole', async () => {
    await writeFile(path.join(run.siteDir, 'docs/other.md'), '# Other, changed\n');
    const again = await runSitegen(['build', 'site', '--out', 'out'], { cwd: run.root });
    expect(again.stderr).toBe(warningsStderr(warning));
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(/ compile .* 2 Markdown \(1 unchanged, 0 from cache\), 0 React, 1 warning\n/);

    // Into another folder: no build cache there, the doc's compiled form from the compile cache.
    const elsewhere = await runSitegen(['build', 'site', '--out', 'out-elsewhere'], { cwd: run.root });
    expect(elsewhere.stderr).toBe(warningsStderr(warning));
    expect(elsewhere.stdout).toMatch(/ compile .* 2 Markdown \(2 from cache\), 0 React, 1 warning\n/);

    const unchanged = await runSitegen(['build', 'site', '--out', 'out'], { cwd: run.root });
    expect(unchanged.stdout).toMatch(/Nothing changed since the last build/);
    expect(unchanged.stderr).toBe(warningsStderr(warning));
  });

  it('removes magic comments from a file= block, whose {…} counts its lines as shown', async () => {
    const withFile = await sites.build({
      'docs/intro.md': `# Intro\n\n${fence}yaml file=./config.yml {3}\n${fence}\n`,
      'docs/config.yml': 'a: 1\n# highlight-next-line\nb: 2\nc: 3\n',
    });
    expect(withFile.stderr).toBe('');
    const pre = preOf(await readFile(path.join(withFile.outDir, 'docs/intro.html'), 'utf8'), 'yaml');
    expect(linesOf(pre).map((line) => [line.text, line.highlighted])).toEqual([
      ['a: 1', false],
      ['b: 2', true],
      ['c: 3', true],
    ]);
  });
});

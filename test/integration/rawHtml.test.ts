/**
 * Raw HTML in Markdown docs, as Docusaurus docs folders write it: rendered as
 * written, its links validated and its images copied like Markdown ones.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { expectBuildFailure } from './expectedOutput.ts';
import { throwawaySites } from './runSitegen.ts';

const sites = throwawaySites();
afterAll(() => sites.cleanup());

const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>\n';

describe('raw HTML in Markdown', { timeout: 60_000, concurrent: true }, () => {
  it('renders details, kbd, sub, sup, br and tables as written; an <a name> is a link target; an <img> is copied and hashed', async () => {
    const run = await sites.build({
      'docs/intro.md': `# Intro

Jump to [the parser API](./api.md#custom-parser-api), press <kbd>Ctrl</kbd>+<kbd>C</kbd>, drink H<sub>2</sub>O, square x<sup>2</sup>.<br/>
A new line.

<details>
<summary>Show the <b>options</b></summary>

The options are **few**: see [the API](./api.md).

</details>

<img src="./img/square.svg" alt="A square" width="10"/>

<table><tr><td><a href="./api.md#custom-parser-api">API</a></td></tr></table>
`,
      'docs/img/square.svg': svg,
      'docs/api.md': '# API\n\n<a name="custom-parser-api"></a>\n\n## Parsers\n\nText.\n',
    });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const html = await readFile(path.join(run.outDir, 'docs', 'intro.html'), 'utf8');
    const [square] = await readdir(path.join(run.outDir, 'assets', 'files'));
    expect(square).toMatch(/^square-[0-9a-f]{10}\.svg$/);
    expect(html).toContain('press <kbd>Ctrl</kbd>+<kbd>C</kbd>, drink H<sub>2</sub>O, square x<sup>2</sup>.<br>');
    expect(html).toContain(
      '<details>\n<summary>Show the <b>options</b></summary>\n<p>The options are <strong>few</strong>: see <a href="/docs/api">the API</a>.</p>\n</details>',
    );
    expect(html).toContain(`<img src="/assets/files/${square}" alt="A square" loading="lazy" width="10">`);
    expect(html).toContain(
      '<table><tbody><tr><td><a href="/docs/api#custom-parser-api">API</a></td></tr></tbody></table>',
    );
    expect(await readFile(path.join(run.outDir, 'docs', 'api.html'), 'utf8')).toContain(
      '<a name="custom-parser-api"></a>',
    );
  });

  it('BrokenLink and BrokenAnchor: links written in HTML are checked, at their place in the file', async () => {
    const run = await sites.build({
      'docs/intro.md': `---
title: Intro
---

<p>Read <a href="./setpu.md">the setup</a>.</p>

<details><summary>More</summary><a href="./setup.md#instal">install</a></details>
`,
      'docs/setup.md': '# Setup\n\n<a name="install"></a>\n',
    });
    expectBuildFailure(
      run,
      [
        'site/docs/intro.md:5:9 error BrokenLink',
        '  Broken link on /docs/intro: ./setpu.md names docs/setpu.md, which does not exist.',
        '    4 | ',
        '  > 5 | <p>Read <a href="./setpu.md">the setup</a>.</p>',
        '      |         ^',
        '    6 | ',
        '  hint: Did you mean ./setup.md?',
      ],
      [
        'site/docs/intro.md:7:33 error BrokenAnchor',
        '  Broken anchor on /docs/intro: ./setup.md#instal points to #instal, which /docs/setup does not have.',
        '    6 | ',
        '  > 7 | <details><summary>More</summary><a href="./setup.md#instal">install</a></details>',
        '      |                                 ^',
        '    8 | ',
        '  hint: Did you mean #install?',
      ],
    );
  });
});

/**
 * Code blocks with `file=`: the text comes from a file of the site (so a
 * schema shown on a page is the schema served), problems are reported at
 * the block, and the compile cache notices when the file changes.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { expectBuildFailure } from './expectedOutput.ts';
import { runSitegen, throwawaySites } from './runSitegen.ts';

const sites = throwawaySites();
afterAll(() => sites.cleanup());

describe('code blocks with file=', { timeout: 60_000, concurrent: true }, () => {
  it('shows the file, highlighted, titled by its name; an edit to the file shows on the next build', async () => {
    const run = await sites.build({
      'docs/intro.md':
        '# Intro\n\n```json-schema file=/schemas/point.json\n```\n\n```json file=./local.json title="Local"\n```\n',
      'static/schemas/point.json': '{ "type": "object", "required": ["x"] }\n',
      'docs/local.json': '{ "const": 1 }\n',
    });
    expect(run.stderr).toBe('');
    const html = await readFile(path.join(run.outDir, 'docs/intro.html'), 'utf8');
    expect(html).toContain('point.json');
    expect(html).toContain('>Local<');
    expect(html).toContain('>"required"<');
    // The json-schema language marks keywords by their place in the schema.
    expect(html).toContain('sg-keyword-object');

    await writeFile(path.join(run.siteDir, 'static/schemas/point.json'), '{ "type": "object", "required": ["y"] }\n');
    const again = await runSitegen(['build', 'site', '--out', 'out'], { cwd: run.root });
    expect(again.code).toBe(0);
    const after = await readFile(path.join(run.outDir, 'docs/intro.html'), 'utf8');
    expect(after).toContain('>"y"<');
    expect(after).not.toContain('>"x"<');
  });

  it('checks {…} against the lines of the file, not of the empty block', async () => {
    const run = await sites.build({
      'docs/intro.md': '# Intro\n\n```yaml file=./config.yml {3}\n```\n\n```yaml file=./config.yml {4}\n```\n',
      'docs/config.yml': 'a: 1\nb: 2\nc: 3\n',
    });
    expectBuildFailure(run, [
      'site/docs/intro.md:6:1 error InvalidCodeMeta',
      '  Line 4 of {4} is past the end of the code block, which has 3 lines.',
      '    5 | ',
      '  > 6 | ```yaml file=./config.yml {4}',
      '      | ^',
      '    7 | ```',
    ]);
  });

  it('a missing file is reported at the block, with the closest name', async () => {
    const run = await sites.build({
      'docs/intro.md': '# Intro\n\n```json file=/schemas/pont.json\n```\n',
      'static/schemas/point.json': '{}\n',
    });
    expectBuildFailure(run, [
      'site/docs/intro.md:3:1 error InvalidCodeMeta',
      '  file=/schemas/pont.json names static/schemas/pont.json, which cannot be read.',
      '    2 | ',
      '  > 3 | ```json file=/schemas/pont.json',
      '      | ^',
      '    4 | ```',
      '  hint: Did you mean "point.json"?',
    ]);
  });

  it('a block with file= and text of its own is an error', async () => {
    const run = await sites.build({
      'docs/intro.md': '# Intro\n\n```json file=./a.json\n{}\n```\n',
      'docs/a.json': '{}\n',
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      'A code block with file=./a.json takes its text from the file, but it has text of its own.',
    );
  });
});

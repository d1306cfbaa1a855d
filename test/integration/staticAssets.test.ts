/**
 * A Docusaurus site keeps files of its own in static/assets/ (Docusaurus
 * writes its bundles there too, beside them). sitegen writes its generated
 * files under assets/ as well, named by a hash of their contents: a static
 * file is refused only when its path is the very path of a generated one.
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runSitegen, throwawaySites } from './runSitegen.ts';

const sites = throwawaySites();
afterAll(() => sites.cleanup());

describe('static/assets/', { timeout: 60_000 }, () => {
  it("is copied beside the generated files; a static file of a generated file's path fails the build, which leaves the output", async () => {
    const { root, siteDir } = await sites.write({
      'docs/intro.md': '# Intro\n\n![Devtools](/assets/tutorials/devtools.png)\n\nThe [schema](./person.json).\n',
      'docs/person.json': '{ "type": "object" }\n',
      'static/assets/tutorials/devtools.png': 'not really a PNG\n',
    });
    const build = () => runSitegen(['build', 'site', '--out', 'out'], { cwd: root });
    const first = await build();
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(await readFile(path.join(root, 'out', 'assets', 'tutorials', 'devtools.png'), 'utf8')).toBe(
      'not really a PNG\n',
    );
    // The doc's linked file, under a name sitegen generates.
    const [linked] = await readdir(path.join(root, 'out', 'assets', 'files'));
    expect(linked).toMatch(/^person-[0-9a-f]+\.json$/);

    const taken = path.join(siteDir, 'static', 'assets', 'files', linked ?? '');
    await mkdir(path.dirname(taken), { recursive: true });
    await writeFile(taken, '{ "type": "string" }\n');
    const second = await build();
    expect(second.code).toBe(1);
    expect(second.stderr).toBe(
      [
        `site/static/assets/files/${linked} error DuplicateRoute`,
        `  The static file static/assets/files/${linked} would overwrite the file of that name the build generates.`,
        '  hint: Rename or move the static file: the build names its files under assets/ by a hash of their contents, so another name never collides.',
        '',
        '✗ Build failed: 1 problem. The previous output, if any, was left untouched.',
        '',
      ].join('\n'),
    );
    expect(await readFile(path.join(root, 'out', 'assets', 'files', linked ?? ''), 'utf8')).toBe(
      '{ "type": "object" }\n',
    );
  });
});

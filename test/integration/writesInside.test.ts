/**
 * The commands that write into the site folder (`init --force`, `docs:version`, `write-translations`)
 * write nothing when a folder they would write into is a symbolic link leading out of it: an
 * `UnsafeOutput` error naming where the link leads, exit 1, and every file in and beside the site as it
 * was (src/output/writeInside.ts). The build's and serve --watch's writers are in localePaths.test.ts
 * and test/unit/output/writeInside.test.ts.
 */
import { mkdir, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runSitegen, throwawaySites, treeListing } from './runSitegen.ts';

const sites = throwawaySites();
afterAll(() => sites.cleanup());

const refused = (file: string, written: string, real: string, root: string, command: string, outcome: string) =>
  [
    `${file} error UnsafeOutput`,
    `  sitegen would write ${written} (${real} after following links), which is outside ${root}, the folder it writes into.`,
    '  hint: Nothing was written there: sitegen writes only inside the folder it was given, comparing real paths after symbolic links. Remove the link or the path that leads out.',
    '',
    `✗ sitegen ${command} failed: 1 problem. ${outcome}`,
    '',
  ].join('\n');

describe('writers into the site folder', { timeout: 60_000, concurrent: true }, () => {
  it('init --force into a folder whose docs/ leads out of it writes nothing', async () => {
    const { root } = await sites.write({ 'sitegen.config.ts': null, 'elsewhere/notes.md': '# Notes\n' });
    const dir = path.join(root, 'site');
    await mkdir(path.join(dir, 'my-docs'), { recursive: true });
    await symlink(path.join(root, 'site', 'elsewhere'), path.join(dir, 'my-docs', 'docs'));
    const before = await treeListing(root);
    const run = await runSitegen(['init', 'site/my-docs', '--force'], { cwd: root });
    expect(run.stderr).toBe(
      refused(
        'site/my-docs/docs/guides/_category_.json',
        path.join(dir, 'my-docs/docs/guides/_category_.json'),
        path.join(dir, 'elsewhere/guides/_category_.json'),
        path.join(dir, 'my-docs'),
        'init',
        'Nothing was written.',
      ),
    );
    expect(run.code).toBe(1);
    expect(await treeListing(root)).toEqual(before);
  });

  it('docs:version with versioned_docs/ leading out of the site releases nothing', async () => {
    const { root, siteDir } = await sites.write({ 'docs/intro.md': '# Intro\n' });
    await mkdir(path.join(root, 'elsewhere'));
    await symlink(path.join(root, 'elsewhere'), path.join(siteDir, 'versioned_docs'));
    const before = await treeListing(root);
    const run = await runSitegen(['docs:version', '1.0', 'site'], { cwd: root });
    expect(run.stderr).toBe(
      refused(
        'site/versioned_docs/version-1.0',
        path.join(siteDir, 'versioned_docs/version-1.0'),
        path.join(root, 'elsewhere/version-1.0'),
        siteDir,
        'docs:version',
        'Nothing was released.',
      ),
    );
    expect(run.code).toBe(1);
    expect(await treeListing(root)).toEqual(before);
  });

  it('write-translations with i18n/fr/ leading out of the site writes no translation file', async () => {
    const { root, siteDir } = await sites.write({ 'docs/intro.md': '# Intro\n' });
    await mkdir(path.join(root, 'elsewhere'));
    await mkdir(path.join(siteDir, 'i18n'));
    await symlink(path.join(root, 'elsewhere'), path.join(siteDir, 'i18n', 'fr'));
    const before = await treeListing(root);
    const run = await runSitegen(['write-translations', 'site', '--locale', 'fr'], { cwd: root });
    expect(run.stderr).toBe(
      refused(
        'site/i18n/fr',
        path.join(siteDir, 'i18n/fr'),
        path.join(root, 'elsewhere'),
        siteDir,
        'write-translations',
        'Nothing was written.',
      ),
    );
    expect(run.code).toBe(1);
    expect(await treeListing(root)).toEqual(before);
  });

  it('write-translations with a folder inside i18n/fr/ leading out of the site writes no translation file', async () => {
    const { root, siteDir } = await sites.write({ 'docs/intro.md': '# Intro\n' });
    await mkdir(path.join(root, 'elsewhere'));
    await mkdir(path.join(siteDir, 'i18n', 'fr'), { recursive: true });
    await symlink(path.join(root, 'elsewhere'), path.join(siteDir, 'i18n', 'fr', 'docusaurus-theme-classic'));
    const before = await treeListing(root);
    const run = await runSitegen(['write-translations', 'site', '--locale', 'fr'], { cwd: root });
    expect(run.stderr).toBe(
      refused(
        'site/i18n/fr/docusaurus-theme-classic/navbar.json',
        path.join(siteDir, 'i18n/fr/docusaurus-theme-classic/navbar.json'),
        path.join(root, 'elsewhere/navbar.json'),
        siteDir,
        'write-translations',
        'Nothing was written.',
      ),
    );
    expect(run.code).toBe(1);
    expect(await treeListing(root)).toEqual(before);
  });

  it("docs:version with a translation's docs folder leading out of the site releases nothing", async () => {
    const { root, siteDir } = await sites.write({ 'docs/intro.md': '# Intro\n' });
    await mkdir(path.join(root, 'elsewhere', 'current'), { recursive: true });
    await writeFile(path.join(root, 'elsewhere', 'current', 'intro.md'), '# Introduction\n');
    await mkdir(path.join(siteDir, 'i18n', 'fr'), { recursive: true });
    await symlink(path.join(root, 'elsewhere'), path.join(siteDir, 'i18n', 'fr', 'docusaurus-plugin-content-docs'));
    const before = await treeListing(root);
    const run = await runSitegen(['docs:version', '1.0', 'site'], { cwd: root });
    expect(run.stderr).toBe(
      refused(
        'site/i18n/fr/docusaurus-plugin-content-docs/version-1.0',
        path.join(siteDir, 'i18n/fr/docusaurus-plugin-content-docs/version-1.0'),
        path.join(root, 'elsewhere/version-1.0'),
        siteDir,
        'docs:version',
        'Nothing was released.',
      ),
    );
    expect(run.code).toBe(1);
    expect(await treeListing(root)).toEqual(before);
  });
});

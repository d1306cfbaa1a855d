/**
 * A language's files are read by their real paths, as docs are (outsideSite.test.ts): a translation file
 * (`i18n/fr/code.json`, `docusaurus-theme-classic/navbar.json`…) or the language's folder itself that is a
 * symbolic link leading out of the site is a `LinkOutsideSite` error at the link, exit 1, with the
 * previous output and every file in and beside the site as they were. And the build cache sees links: a
 * link among the site's files that appears or changes its target makes the next build look again, rather
 * than say that nothing changed.
 */
import { mkdir, readFile, realpath, rename, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { failedBuildStderr } from './expectedOutput.ts';
import { runSitegen, throwawaySites, treeListing } from './runSitegen.ts';

const sites = throwawaySites();
afterAll(() => sites.cleanup());

const secret = 'SITEGEN_SECRET_TRANSLATION';

const config = (extra = '') => `import { defineConfig } from 'sitegen-docs/config';
export default defineConfig({
  title: 'Fixture',
  url: 'https://example.com',${extra}
  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
  navbar: { items: [{ type: 'docSidebar', sidebarId: 'tutorialSidebar', label: 'Docs' }] },
});
`;

/** A site in English and French, French partly translated, and `elsewhere/` beside it: what links lead out to. */
async function twoLanguages(files: Record<string, string> = {}, extra = '') {
  const written = await sites.write({
    'sitegen.config.ts': config(extra),
    'docs/intro.md': '# Introduction\n\nThe pelican.\n',
    'i18n/fr/code.json': '{\n  "theme.docs.paginator.next": { "message": "Page suivante" }\n}\n',
    ...files,
  });
  const elsewhere = path.join(written.root, 'elsewhere');
  await mkdir(path.join(elsewhere, 'fr', 'docusaurus-plugin-content-docs', 'current'), { recursive: true });
  await writeFile(
    path.join(elsewhere, 'code.json'),
    `{\n  "theme.docs.paginator.next": { "message": "${secret}" }\n}\n`,
  );
  await writeFile(path.join(elsewhere, 'navbar.json'), `{\n  "item.label.Docs": { "message": "${secret}" }\n}\n`);
  await writeFile(
    path.join(elsewhere, 'fr', 'code.json'),
    `{\n  "theme.docs.paginator.next": { "message": "${secret}" }\n}\n`,
  );
  await writeFile(
    path.join(elsewhere, 'fr', 'docusaurus-plugin-content-docs', 'current', 'intro.md'),
    `# Introduction\n\n${secret}\n`,
  );
  const build = () => runSitegen(['build', 'site', '--out', 'out'], { cwd: written.root });
  return { ...written, elsewhere, outDir: path.join(written.root, 'out'), build, real: await realpath(written.root) };
}

const hint = (root: string) =>
  `  hint: sitegen reads files inside ${root}/site only, after following links, so nothing outside it is published. Copy the file into the site instead of linking to it, or widen readRoot in sitegen.config.ts.`;

/** The error of a build refusing `shown` (a path in the site) that leads to `target`. */
const refused = (shown: string, target: string, root: string) => [
  `site/${shown} error LinkOutsideSite`,
  `  ${shown} is a symbolic link (or inside a linked folder) leading outside the site folder, to ${target}.`,
  hint(root),
];

/**
 * Builds the site once as it is (which must succeed), then runs `change` and builds again, expecting
 * exactly `blocks` on stderr, exit 1, and the output and everything in the temporary folder (the site,
 * `elsewhere/`, the output) as before the second build.
 */
async function failsAfter(
  site: Awaited<ReturnType<typeof twoLanguages>>,
  change: () => Promise<void>,
  ...blocks: string[][]
) {
  const first = await site.build();
  expect(first.stderr).toBe('');
  expect(first.code).toBe(0);
  await change();
  const before = await treeListing(site.root);
  const run = await site.build();
  expect(run.stdout).not.toContain('Nothing changed');
  expect(run.stderr).toBe(failedBuildStderr(...blocks));
  expect(run.code).toBe(1);
  expect(await treeListing(site.root)).toEqual(before);
  expect(run.stdout + run.stderr).not.toContain(secret);
}

// The cases of this describe and the next run side by side, each with its sites: a case's time is most of the
// file's while the others build (up to 22 s each, the file 12-24 s, in full runs on a loaded machine).
describe('translation files leading out of the site', { timeout: 90_000, concurrent: true }, () => {
  it('i18n/fr/code.json linked out of the site fails at the link', async () => {
    const site = await twoLanguages();
    const link = path.join(site.siteDir, 'i18n/fr/code.json');
    await failsAfter(
      site,
      async () => {
        await rm(link);
        await symlink(path.join(site.elsewhere, 'code.json'), link);
      },
      refused('i18n/fr/code.json', `${site.real}/elsewhere/code.json`, site.real),
    );
  });

  it('i18n/fr/docusaurus-theme-classic/navbar.json linked out of the site fails at the link', async () => {
    const site = await twoLanguages();
    const link = path.join(site.siteDir, 'i18n/fr/docusaurus-theme-classic/navbar.json');
    await failsAfter(
      site,
      async () => {
        await mkdir(path.dirname(link), { recursive: true });
        await symlink(path.join(site.elsewhere, 'navbar.json'), link);
      },
      refused('i18n/fr/docusaurus-theme-classic/navbar.json', `${site.real}/elsewhere/navbar.json`, site.real),
    );
  });

  it('i18n/fr linked out of the site fails at the folder: neither its strings nor its docs are read', async () => {
    const site = await twoLanguages();
    const fr = path.join(site.siteDir, 'i18n/fr');
    await failsAfter(
      site,
      async () => {
        await rm(fr, { recursive: true });
        await symlink(path.join(site.elsewhere, 'fr'), fr);
      },
      refused('i18n/fr', `${site.real}/elsewhere/fr`, site.real),
    );
  });

  it('a translation file linked to a file inside readRoot is read; beyond it, it is refused', async () => {
    const site = await twoLanguages({}, "\n  readRoot: '..',");
    const link = path.join(site.siteDir, 'i18n/fr/docusaurus-theme-classic/navbar.json');
    await mkdir(path.dirname(link), { recursive: true });
    await writeFile(
      path.join(site.elsewhere, 'navbar.json'),
      '{\n  "item.label.Docs": { "message": "Documentation partagée" }\n}\n',
    );
    await symlink(path.join(site.elsewhere, 'navbar.json'), link);
    const run = await site.build();
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(await readFile(path.join(site.outDir, 'fr/docs/intro.html'), 'utf8')).toContain('Documentation partagée');

    // Beyond readRoot: a file of another temporary folder.
    const other = await sites.write({ 'navbar.json': `{\n  "item.label.Docs": { "message": "${secret}" }\n}\n` });
    const beyond = path.join(await realpath(other.siteDir), 'navbar.json');
    await rm(link);
    await symlink(beyond, link);
    const before = await treeListing(site.root);
    const otherBefore = await treeListing(other.root);
    const again = await site.build();
    expect(again.stderr).toBe(
      failedBuildStderr([
        'site/i18n/fr/docusaurus-theme-classic/navbar.json error LinkOutsideSite',
        `  i18n/fr/docusaurus-theme-classic/navbar.json is a symbolic link (or inside a linked folder) leading outside readRoot (${site.real}), to ${beyond}.`,
        `  hint: sitegen reads files inside ${site.real} only, after following links, so nothing outside it is published. Copy the file into the site instead of linking to it, or widen readRoot in sitegen.config.ts.`,
      ]),
    );
    expect(again.code).toBe(1);
    expect(await treeListing(site.root)).toEqual(before);
    expect(await treeListing(other.root)).toEqual(otherBefore);
    expect(again.stdout + again.stderr).not.toContain(secret);
  });
});

describe('the build cache sees symbolic links', { timeout: 90_000, concurrent: true }, () => {
  it('translated docs replaced by a link out of the site: the cached build looks again and fails', async () => {
    const site = await twoLanguages({
      'i18n/fr/docusaurus-plugin-content-docs/current/intro.md': '# Introduction\n\nLe pélican.\n',
    });
    const current = path.join(site.siteDir, 'i18n/fr/docusaurus-plugin-content-docs/current');
    await failsAfter(
      site,
      async () => {
        // The same files, now outside: the walk of the site's files finds nothing new.
        await writeFile(
          path.join(site.elsewhere, 'fr/docusaurus-plugin-content-docs/current/intro.md'),
          '# Introduction\n\nLe pélican.\n',
        );
        await rename(current, path.join(site.siteDir, 'i18n/fr/docusaurus-plugin-content-docs/inside'));
        await symlink(path.join(site.elsewhere, 'fr/docusaurus-plugin-content-docs/current'), current);
      },
      refused(
        'i18n/fr/docusaurus-plugin-content-docs/current',
        `${site.real}/elsewhere/fr/docusaurus-plugin-content-docs/current`,
        site.real,
      ),
    );
  });

  it('a link out appearing where there were no translated docs: the cached build looks again and fails', async () => {
    const site = await twoLanguages();
    await failsAfter(
      site,
      () =>
        symlink(
          path.join(site.elsewhere, 'fr/docusaurus-plugin-content-docs/current'),
          path.join(site.siteDir, 'i18n/fr/docs'),
        ),
      refused('i18n/fr/docs', `${site.real}/elsewhere/fr/docusaurus-plugin-content-docs/current`, site.real),
    );
  });

  it('a link to a folder inside the site changing its target to one outside: the cached build looks again and fails', async () => {
    const site = await twoLanguages({ 'translations/fr/intro.md': '# Introduction\n\nLe pélican.\n' });
    const link = path.join(site.siteDir, 'i18n/fr/docs');
    await symlink(path.join(site.siteDir, 'translations/fr'), link);
    await failsAfter(
      site,
      async () => {
        await rm(link);
        await symlink(path.join(site.elsewhere, 'fr/docusaurus-plugin-content-docs/current'), link);
      },
      refused('i18n/fr/docs', `${site.real}/elsewhere/fr/docusaurus-plugin-content-docs/current`, site.real),
    );
  });

  it('a linked file changing its target to an outside file of the same bytes: the cached build looks again and fails', async () => {
    const same = '{\n  "theme.docs.paginator.next": { "message": "Page suivante" }\n}\n';
    const site = await twoLanguages({ 'shared/code.json': same });
    const link = path.join(site.siteDir, 'i18n/fr/code.json');
    await rm(link);
    await symlink(path.join(site.siteDir, 'shared/code.json'), link);
    await failsAfter(
      site,
      async () => {
        await writeFile(path.join(site.elsewhere, 'code.json'), same);
        await rm(link);
        await symlink(path.join(site.elsewhere, 'code.json'), link);
      },
      refused('i18n/fr/code.json', `${site.real}/elsewhere/code.json`, site.real),
    );
  });
});

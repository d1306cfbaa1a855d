/**
 * `sitegen write-translations --locale fr`: the JSON files translators fill
 * in, as Docusaurus writes them (code.json with every theme string, the
 * navbar and footer, the docs sidebars), keeping what a translator already
 * wrote unless `--override`; a broken file or a bad locale is an error at
 * its place.
 */
import { readFile, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { failedCommandStderr } from './expectedOutput.ts';
import { hashTree, runSitegen, throwawaySites, treeListing } from './runSitegen.ts';
import { en } from '../../theme/i18n/en.ts';

const sites = throwawaySites();
afterAll(() => sites.cleanup());

const site = {
  'sitegen.config.ts': `import { defineConfig } from 'sitegen-docs/config';
export default defineConfig({
  title: 'Fixture', url: 'https://example.com',
  navbar: { title: 'Fixture', items: [{ label: 'Guide', href: '/docs/intro' }] },
  footer: { links: [{ title: 'More', items: [{ label: 'GitHub', href: 'https://github.com/example/fixture' }] }], copyright: 'Copyright © Fixture' },
});
`,
  'sidebars.ts': `export default {
  docs: ['intro', { type: 'category', label: 'Guides', link: { type: 'generated-index', description: 'Every guide.' }, items: ['guides/setup'] }, { type: 'link', label: 'Blog', href: 'https://example.com/blog' }],
};
`,
  'docs/intro.md': '# Introduction\n',
  'docs/guides/setup.md': '# Setup\n',
};

const themeIds = Object.keys(en).length;

async function json(
  siteDir: string,
  relative: string,
): Promise<Record<string, { message: string; description?: string }>> {
  return JSON.parse(await readFile(path.join(siteDir, 'i18n', 'fr', relative), 'utf8')) as Record<
    string,
    { message: string; description?: string }
  >;
}

describe('sitegen write-translations', () => {
  it('writes code.json, navbar.json, footer.json and current.json; a second run keeps edited messages and adds new ids; --override replaces them', async () => {
    const { root, siteDir } = await sites.write(site);
    const first = await runSitegen(['write-translations', 'site', '--locale', 'fr'], { cwd: root });
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(first.stdout).toBe(
      [
        `site/i18n/fr/code.json: ${themeIds} messages, ${themeIds} new`,
        'site/i18n/fr/docusaurus-theme-classic/navbar.json: 2 messages, 2 new',
        'site/i18n/fr/docusaurus-theme-classic/footer.json: 3 messages, 3 new',
        'site/i18n/fr/docusaurus-plugin-content-docs/current.json: 4 messages, 4 new',
        '',
      ].join('\n'),
    );

    const code = await json(siteDir, 'code.json');
    // The theme's French where it has one, English otherwise; each with its description.
    expect(code['theme.docs.paginator.next']).toEqual({
      message: 'Suivant',
      description: 'The label of the link to the next doc',
    });
    expect(Object.keys(code)).toEqual(Object.keys(en).sort());
    const text = await readFile(path.join(siteDir, 'i18n/fr/code.json'), 'utf8');
    expect(text.endsWith('}\n')).toBe(true);
    expect(text).toContain('\n  "sitegen.admonition.important": {\n    "message": "Important",\n');
    expect(await json(siteDir, 'docusaurus-theme-classic/navbar.json')).toEqual({
      title: { message: 'Fixture', description: 'The title in the navbar' },
      'item.label.Guide': { message: 'Guide', description: 'Navbar item with label Guide' },
    });
    expect(await json(siteDir, 'docusaurus-theme-classic/footer.json')).toEqual({
      'link.title.More': {
        message: 'More',
        description: 'The title of the footer links column with title=More in the footer',
      },
      'link.item.label.GitHub': {
        message: 'GitHub',
        description: 'The label of footer link with label=GitHub linking to https://github.com/example/fixture',
      },
      copyright: { message: 'Copyright © Fixture', description: 'The footer copyright' },
    });
    expect(await json(siteDir, 'docusaurus-plugin-content-docs/current.json')).toEqual({
      'version.label': { message: 'Next', description: 'The label for version current' },
      'sidebar.docs.category.Guides': {
        message: 'Guides',
        description: 'The label for category Guides in sidebar docs',
      },
      'sidebar.docs.category.Guides.link.generated-index.description': {
        message: 'Every guide.',
        description: 'The generated-index page description for category Guides in sidebar docs',
      },
      'sidebar.docs.link.Blog': {
        message: 'Blog',
        description: 'The label for link Blog in sidebar docs, linking to https://example.com/blog',
      },
    });

    // A translator's work, and a label added to the sidebars since.
    const codeFile = path.join(siteDir, 'i18n/fr/code.json');
    await writeFile(
      codeFile,
      JSON.stringify({
        ...code,
        'theme.docs.paginator.next': { message: 'Page suivante' },
        'site.own': { message: 'À nous' },
      }),
    );
    const docsFile = path.join(siteDir, 'i18n/fr/docusaurus-plugin-content-docs/current.json');
    const docs = await json(siteDir, 'docusaurus-plugin-content-docs/current.json');
    await writeFile(
      docsFile,
      JSON.stringify({ ...docs, 'sidebar.docs.category.Guides': { message: 'Guides pratiques', description: 'x' } }),
    );
    await writeFile(
      path.join(siteDir, 'sidebars.ts'),
      site['sidebars.ts'].replace(
        "{ type: 'link', label: 'Blog'",
        "{ type: 'link', label: 'News', href: 'https://example.com/news' }, { type: 'link', label: 'Blog'",
      ),
    );

    const second = await runSitegen(['write-translations', 'site', '--locale', 'fr'], { cwd: root });
    expect(second.code).toBe(0);
    expect(second.stdout).toContain(`site/i18n/fr/code.json: ${themeIds + 1} messages, 0 new\n`);
    expect(second.stdout).toContain('site/i18n/fr/docusaurus-plugin-content-docs/current.json: 5 messages, 1 new\n');
    expect((await json(siteDir, 'code.json'))['theme.docs.paginator.next']).toEqual({
      message: 'Page suivante',
      description: 'The label of the link to the next doc',
    });
    expect((await json(siteDir, 'code.json'))['site.own']).toEqual({ message: 'À nous' });
    expect(
      (await json(siteDir, 'docusaurus-plugin-content-docs/current.json'))['sidebar.docs.category.Guides'],
    ).toEqual({ message: 'Guides pratiques', description: 'The label for category Guides in sidebar docs' });
    expect(
      (await json(siteDir, 'docusaurus-plugin-content-docs/current.json'))['sidebar.docs.link.News']?.message,
    ).toBe('News');

    const third = await runSitegen(['write-translations', 'site', '--locale', 'fr', '--override'], { cwd: root });
    expect(third.code).toBe(0);
    expect(third.stdout).toContain(`site/i18n/fr/code.json: ${themeIds + 1} messages, 0 new\n`);
    expect((await json(siteDir, 'code.json'))['theme.docs.paginator.next']?.message).toBe('Suivant');
    expect(
      (await json(siteDir, 'docusaurus-plugin-content-docs/current.json'))['sidebar.docs.category.Guides']?.message,
    ).toBe('Guides');
    // The site's own strings are its own: kept even with --override.
    expect((await json(siteDir, 'code.json'))['site.own']).toEqual({ message: 'À nous' });
  }, 60_000);

  it('a code.json that is not valid JSON stops it at its line and column, and nothing is written', async () => {
    const { root, siteDir } = await sites.write({
      ...site,
      'i18n/fr/code.json': '{\n  "theme.docs.paginator.next": "Suivant",\n  oops\n}\n',
    });
    const run = await runSitegen(['write-translations', 'site', '--locale', 'fr'], { cwd: root });
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(
      [
        'site/i18n/fr/code.json:3:3 error InvalidTranslationFile',
        '  code.json is not valid JSON: InvalidSymbol.',
        '    2 |   "theme.docs.paginator.next": "Suivant",',
        '  > 3 |   oops',
        '      |   ^',
        '    4 | }',
        '  hint: Translation files are strict JSON: double-quoted names, no comments, no trailing commas.',
        '',
        '✗ sitegen write-translations failed: 1 problem. Nothing was written.',
        '',
      ].join('\n'),
    );
    expect(await readFile(path.join(siteDir, 'i18n/fr/code.json'), 'utf8')).toBe(
      '{\n  "theme.docs.paginator.next": "Suivant",\n  oops\n}\n',
    );
  }, 60_000);

  it('keeps an id named __proto__ as it keeps any id of the site, and writes nothing outside i18n/fr/', async () => {
    const { root, siteDir } = await sites.write({
      ...site,
      'i18n/fr/code.json':
        '{\n  "__proto__": { "message": "Prototype", "description": "An id of the site" },\n  "site.own": "À nous"\n}\n',
      'i18n/fr/docusaurus-plugin-content-docs/current.json': '{\n  "__proto__": "Prototype des docs"\n}\n',
    });
    const outsideFr = async () =>
      Object.fromEntries(Object.entries(await hashTree(siteDir)).filter(([file]) => !file.startsWith('i18n/fr/')));
    const before = await outsideFr();
    const run = await runSitegen(['write-translations', 'site', '--locale', 'fr'], { cwd: root });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`site/i18n/fr/code.json: ${themeIds + 2} messages, ${themeIds} new\n`);
    expect(run.stdout).toContain('site/i18n/fr/docusaurus-plugin-content-docs/current.json: 5 messages, 4 new\n');
    const code = await json(siteDir, 'code.json');
    expect(Object.hasOwn(code, '__proto__')).toBe(true);
    expect(code.__proto__).toEqual({ message: 'Prototype', description: 'An id of the site' });
    expect(await readFile(path.join(siteDir, 'i18n/fr/code.json'), 'utf8')).toMatch(
      /^\{\n {2}"__proto__": \{\n {4}"message": "Prototype",\n {4}"description": "An id of the site"\n {2}\},\n/,
    );
    const docs = await json(siteDir, 'docusaurus-plugin-content-docs/current.json');
    expect(Object.hasOwn(docs, '__proto__')).toBe(true);
    expect(docs.__proto__).toEqual({ message: 'Prototype des docs' });
    expect(await outsideFr()).toEqual(before);
  }, 60_000);

  describe('writes all four files or none', { concurrent: true }, () => {
    const fourth = 'i18n/fr/docusaurus-plugin-content-docs/current.json';
    const cases: {
      title: string;
      files: Record<string, string>;
      obstacle: string;
      link?: string;
      message: string;
      hint: string;
    }[] = [
      {
        title: 'the folder of the fourth file, current.json, is a file',
        files: { 'i18n/fr/docusaurus-plugin-content-docs': 'not a folder\n' },
        obstacle: 'i18n/fr/docusaurus-plugin-content-docs',
        message: `i18n/fr/docusaurus-plugin-content-docs is a file, where sitegen write-translations writes a folder: ${fourth} goes inside it.`,
        hint: 'Move i18n/fr/docusaurus-plugin-content-docs away (or delete it), then run sitegen write-translations --locale fr again.',
      },
      {
        title: 'the fourth file, current.json, is a folder',
        files: { [`${fourth}/notes.txt`]: 'a folder where a file goes\n' },
        obstacle: fourth,
        message: `${fourth} is a folder, where sitegen write-translations writes a file.`,
        hint: `Move ${fourth} away (or delete it), then run sitegen write-translations --locale fr again.`,
      },
      {
        title: 'the fourth file, current.json, is a symbolic link that leads nowhere (its write failed after three)',
        files: { 'i18n/fr/docusaurus-plugin-content-docs/.keep': '' },
        obstacle: fourth,
        link: '../../../gone/current.json',
        message: `${fourth} is a symbolic link to ../../../gone/current.json, which does not exist, where sitegen write-translations writes a file.`,
        hint: 'Remove the link, or make what it leads to, then run sitegen write-translations --locale fr again.',
      },
    ];
    for (const { title, files, obstacle, link, message, hint } of cases) {
      it(`PathBlocked: ${title}; nothing in or beside the site changes, and once it is moved all four are written`, async () => {
        const { root, siteDir } = await sites.write({ ...site, ...files });
        if (link) await symlink(link, path.join(siteDir, obstacle));
        const before = await treeListing(root);
        const run = await runSitegen(['write-translations', 'site', '--locale', 'fr'], { cwd: root });
        expect(run.stdout).toBe('');
        expect(run.stderr).toBe(
          failedCommandStderr('write-translations', [
            `site/${obstacle} error PathBlocked`,
            `  ${message}`,
            `  hint: ${hint}`,
          ]),
        );
        expect(run.code).toBe(1);
        expect(await treeListing(root)).toEqual(before);
        await rm(path.join(siteDir, obstacle), { recursive: true });
        const again = await runSitegen(['write-translations', 'site', '--locale', 'fr'], { cwd: root });
        expect(again.stderr).toBe('');
        expect(again.code).toBe(0);
        expect(again.stdout).toContain(`site/${fourth}: 4 messages, 4 new\n`);
      }, 60_000);
    }
  });

  it('refuses a locale that is not a language code', async () => {
    const { root } = await sites.write(site);
    const run = await runSitegen(['write-translations', 'site', '--locale', '../fr'], { cwd: root });
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(
      [
        'error InvalidLocale',
        '  The locale "../fr" is not a BCP 47 language code.',
        '  hint: Give a language code such as fr, de or pt-BR: sitegen write-translations --locale fr.',
        '',
        '✗ sitegen write-translations failed: 1 problem. Nothing was written.',
        '',
      ].join('\n'),
    );
  }, 60_000);
});

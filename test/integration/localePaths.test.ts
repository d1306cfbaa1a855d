/**
 * A language other than the default is written into one folder of the output, `<path>/`, which the
 * default language's output must not have already. A path that climbs (`..`), names the output itself
 * (`.`), nests (`a/b`), is empty, or takes a name the build writes itself (`assets`, `search`,
 * `404.html`, `sitemap.xml`…) is an `InvalidConfig` error at the key, before anything is built; one that
 * takes the name of what the site puts at the top of the output (a static folder, a route, a redirect) is
 * the same error once the build knows it. Every case exits 1, changes nothing in the folder holding the
 * site and its output (the previous output stays as it was), and `serve --watch` reports the same error
 * without writing a file.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { failedBuildStderr, type DiagnosticBlock } from './expectedOutput.ts';
import { collectOutput, stop, waitForOutput } from './httpHelpers.ts';
import { runSitegen, startSitegen, throwawaySites, treeListing } from './runSitegen.ts';

const sites = throwawaySites();
afterAll(() => sites.cleanup());

const config = (localeConfigs: string, locales = "['en', 'fr']") => `import { defineConfig } from 'sitegen-docs/config';
export default defineConfig({
  title: 'Fixture',
  url: 'https://example.com',
  i18n: {
    defaultLocale: 'en',
    locales: ${locales},
    localeConfigs: ${localeConfigs},
  },
});
`;

const site: Record<string, string> = {
  'sitegen.config.ts': config('{}'),
  'docs/intro.md': '# Introduction\n\nHello.\n',
  'i18n/fr/docs/intro.md': '# Présentation\n\nBonjour.\n',
  'static/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>\n',
};

/**
 * The site built once into `out` (English and French), then changed by `files` and built again: that
 * build fails with exactly these problems, and nothing in the temp folder (the site, `out/`, anything
 * beside them) changed.
 */
async function expectRefused(
  files: Record<string, string>,
  blocks: DiagnosticBlock[],
  options: { site?: Record<string, string | null>; out?: string } = {},
): Promise<void> {
  const out = options.out ?? 'out';
  const { root, siteDir } = await sites.write(options.site ?? site);
  const first = await runSitegen(['build', 'site', '--out', out], { cwd: root });
  expect(first.stderr).toBe('');
  expect(first.code).toBe(0);
  for (const [relative, contents] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(siteDir, relative)), { recursive: true });
    await writeFile(path.join(siteDir, relative), contents);
  }
  const before = await treeListing(root);
  expect(Object.keys(before)).toContain(`${out}/fr/docs/intro.html`);
  const run = await runSitegen(['build', 'site', '--out', out], { cwd: root });
  expect(run.stderr).toBe(failedBuildStderr(...blocks));
  expect(run.code).toBe(1);
  expect(await treeListing(root)).toEqual(before);
}

/** The config above with the French path `value`. */
const frenchPath = (value: string) => ({ 'sitegen.config.ts': config(`{ fr: { path: '${value}' } }`) });

/** The error at the French path `value`, line 8 of the config above (or of `file`, laid out the same). */
const atFrenchPath = (
  value: string,
  message: string,
  hint: string,
  file = 'site/sitegen.config.ts',
): DiagnosticBlock => [
  `${file}:8:28 error InvalidConfig`,
  `  ${message}`,
  "    7 |     locales: ['en', 'fr'],",
  `  > 8 |     localeConfigs: { fr: { path: '${value}' } },`,
  `      | ${' '.repeat(27)}^`,
  '    9 |   },',
  `  hint: ${hint}`,
];

const oneFolder = "one folder name, such as 'fr' (letters, digits, '.', '-', '_'; not starting with '.')";
const notOneFolder = (value: string, hint: string, file?: string) =>
  atFrenchPath(value, `"i18n.localeConfigs.fr.path" must be ${oneFolder}, but it is '${value}'.`, hint, file);
const climbs = (file?: string) =>
  notOneFolder('..', "'..' is the folder above the output: the language's pages would be written outside it.", file);
/** What the site puts at `name`/ already, in the default language's output. */
const takenBySite = (name: string, what: string) =>
  atFrenchPath(
    name,
    `The locale "fr" is served at /${name}/, but the default language's output has ${name}/ already: ${what}.`,
    `Give the locale a path of its own (i18n.localeConfigs.fr.path), or move what the site puts at ${name}/: a language takes the whole of its folder.`,
  );

// The cases run side by side, each with its site: a case's time is most of the file's while the others build
// (16-24 s each, the file 21-36 s, in full runs on a loaded machine).
describe('a locale path that leaves its own folder', { timeout: 120_000, concurrent: true }, () => {
  it("'..' is refused at the key: the French pages would be written beside the output", async () => {
    await expectRefused(frenchPath('..'), [climbs()]);
  });

  it("'..' with --out www/site: nothing is written into www/", async () => {
    await expectRefused(frenchPath('..'), [climbs()], { out: 'www/site' });
  });

  it("'.' is refused at the key: the French pages would be written over the English ones", async () => {
    await expectRefused(frenchPath('.'), [
      notOneFolder(
        '.',
        "'.' is the output folder itself: the language's pages would be written over the default language's.",
      ),
    ]);
  });

  it("'a/b' is refused at the key: a language is one folder", async () => {
    await expectRefused(frenchPath('a/b'), [
      notOneFolder(
        'a/b',
        "A language's pages go into one folder at the top of the output, served at /<path>/; a '/' would nest it.",
      ),
    ]);
  });

  it('an empty path is refused for a locale other than the default, at the key', async () => {
    await expectRefused(frenchPath(''), [
      atFrenchPath(
        '',
        '"i18n.localeConfigs.fr.path" is empty, but only the default locale, "en", is served at the site\'s root.',
        "Remove path to serve fr at /fr/, or give it a folder name of its own, such as 'fr'.",
      ),
    ]);
  });
});

describe("a locale path that takes a name of the default language's output", {
  timeout: 120_000,
  concurrent: true,
}, () => {
  const takenLines = [
    '{',
    "      fr: { path: 'assets' },",
    "      de: { path: 'search' },",
    "      es: { path: '404.html' },",
    "      it: { path: 'sitemap.xml' },",
    "      nl: { path: 'Search-Documents.json' },",
    "      pt: { path: '.sitegen-build' },",
    '    }',
  ];
  /** The config's lines from 8 on: `localeConfigs: {`, then one locale a line from line 9. */
  const shownLines = [
    `    localeConfigs: ${takenLines[0] ?? ''}`,
    ...takenLines.slice(1, -1),
    `${takenLines.at(-1) ?? ''},`,
  ];
  const frame = (line: number) =>
    [8, 9, 10, 11, 12, 13, 14, 15]
      .filter((n) => Math.abs(n - line) <= 1)
      .flatMap((n) => [
        `  ${n === line ? '>' : ' '} ${String(n).padStart(2)} | ${shownLines[n - 8] ?? ''}`,
        ...(n === line ? ['       |             ^'] : []),
      ]);
  const taken = (code: string, line: number, name: string, written: string): DiagnosticBlock => [
    `site/sitegen.config.ts:${line}:13 error InvalidConfig`,
    `  "i18n.localeConfigs.${code}.path" must be a name the build does not write itself, but it is '${name}'.`,
    ...frame(line),
    `  hint: Every build writes ${written} at the top of its output, where this language's folder would go. Choose another name, such as the locale's code.`,
  ];

  it('the names every build writes (assets, search, 404.html, sitemap.xml, search-documents.json, in any case) and hidden names are refused at each key', async () => {
    await expectRefused(
      { 'sitegen.config.ts': config(takenLines.join('\n'), "['en', 'fr', 'de', 'es', 'it', 'nl', 'pt']") },
      [
        taken('fr', 9, 'assets', 'assets/'),
        taken('de', 10, 'search', 'search/'),
        taken('es', 11, '404.html', '404.html'),
        taken('it', 12, 'sitemap.xml', 'sitemap.xml'),
        taken('nl', 13, 'Search-Documents.json', 'search-documents.json'),
        [
          'site/sitegen.config.ts:14:13 error InvalidConfig',
          `  "i18n.localeConfigs.pt.path" must be ${oneFolder}, but it is '.sitegen-build'.`,
          ...frame(14),
          "  hint: A name starting with '.' is hidden: static hosts may not serve it, and the output's own .sitegen-build marker is named so.",
        ],
      ],
    );
  });

  it("a static folder's name (img, from static/img/) is refused at the key once the build has read the site", async () => {
    await expectRefused(frenchPath('img'), [takenBySite('img', 'the static file static/img/logo.svg')]);
  });

  it("a route's first segment (docs, of /docs/intro) is refused at the key", async () => {
    await expectRefused(frenchPath('docs'), [takenBySite('docs', 'the page /docs/intro (docs/intro.md)')]);
  });

  it("a locale's own code as its path, taken by a static folder (static/fr/), is refused at the code in locales", async () => {
    await expectRefused({ 'static/fr/notes.txt': 'Notes\n' }, [
      [
        'site/sitegen.config.ts:7:21 error InvalidConfig',
        '  The locale "fr" is served at /fr/, but the default language\'s output has fr/ already: the static file static/fr/notes.txt.',
        "    6 |     defaultLocale: 'en',",
        "  > 7 |     locales: ['en', 'fr'],",
        '      |                     ^',
        '    8 |     localeConfigs: {},',
        '  hint: Give the locale a path of its own (i18n.localeConfigs.fr.path), or move what the site puts at fr/: a language takes the whole of its folder.',
      ],
    ]);
  });
});

describe("a Docusaurus website's locale path", { timeout: 120_000 }, () => {
  const docusaurusConfig = (localeConfigs: string) => `module.exports = {
  title: 'Fixture',
  url: 'https://example.com',
  baseUrl: '/',
  i18n: {
    defaultLocale: 'en',
    locales: ['en', 'fr'],
    localeConfigs: ${localeConfigs},
  },
  presets: [['classic', { blog: false }]],
};
`;

  it("'..' in docusaurus.config.js is refused at its key there", async () => {
    const { 'sitegen.config.ts': _own, ...content } = site;
    await expectRefused(
      { 'docusaurus.config.js': docusaurusConfig("{ fr: { path: '..' } }") },
      [climbs('site/docusaurus.config.js')],
      { site: { ...content, 'sitegen.config.ts': null, 'docusaurus.config.js': docusaurusConfig('{}') } },
    );
  });
});

describe('serve --watch with a locale path that climbs', { timeout: 120_000 }, () => {
  let child: ChildProcess | undefined;
  afterAll(() => stop(child));

  it('reports the error and writes nothing, neither in the site nor beside the output (--out www/site)', async () => {
    const { root } = await sites.write({ ...site, ...frenchPath('..') });
    const before = await treeListing(root);
    child = startSitegen(['serve', 'site', '--watch', '--port', '0', '--out', 'www/site'], { cwd: root });
    const output = collectOutput(child);
    await waitForOutput(output, /✗ The change does not build: /, 'the first build', 60_000);
    expect(output.stdout()).toContain(
      [...climbs(), '', '✗ The change does not build: 1 problem. Nothing is built yet.'].join('\n'),
    );
    await stop(child);
    expect(await treeListing(root)).toEqual(before);
  });
});

/**
 * A site in several languages as a Docusaurus site has it (`i18n` in the config, `i18n/<locale>/…`),
 * built by the CLI: each language's routes, `<html lang dir>` and React pages; untranslated docs shown in
 * the default language under a notice; links and images resolved through the translations; the language
 * menu, hreflang alternates, canonical and the sitemap; the theme's strings and labels from the JSON
 * files; a search index per language; one swap (or merge, from the cache) for the whole output; config errors;
 * languages with versions; and `serve --watch` re-rendering only the pages an edit shows.
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalSearch } from '../../theme/search/localSearch.ts';
import { expectBuildFailure, failedBuildStderr, warningsStderr } from './expectedOutput.ts';
import { collectOutput, get, listenToEvents, stop, waitForLine, waitForOutput } from './httpHelpers.ts';
import { headOf, hrefsIn, htmlLang, linkHref, metaContent, navByLabel, paginationHref } from './htmlQueries.ts';
import { hashTree, listTree, runSitegen, startSitegen, throwawaySites } from './runSitegen.ts';

const sites = throwawaySites();
afterAll(() => sites.cleanup());

const config = (i18n: string, extra = '') => `import { defineConfig } from 'sitegen-docs/config';
export default defineConfig({
  title: 'Fixture',
  url: 'https://example.com',
  onBrokenLinks: 'throw',
  i18n: ${i18n},
  navbar: { items: [{ type: 'docSidebar', sidebarId: 'tutorialSidebar', label: 'Docs' }, { label: 'Source', href: 'https://example.com/source' }, { type: 'localeDropdown' }] },
  footer: { links: [{ title: 'More', items: [{ label: 'Community', href: 'https://example.com/community' }] }] },${extra}
});
`;

const threeLanguages = "{ defaultLocale: 'en', locales: ['en', 'fr', 'ar'] }";

/**
 * English docs; French translations of some of them (sitegen's folder and Docusaurus's), a translated
 * category, and the theme's strings and labels; Arabic translates nothing.
 */
const site: Record<string, string> = {
  'sitegen.config.ts': config(threeLanguages),
  'docs/intro.md':
    '---\nsidebar_position: 1\n---\n# Introduction\n\nThe pelican introduction. Read [the setup](./guides/setup.md).\n\n![Logo](./logo.svg)\n',
  'docs/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>\n',
  'docs/guides/_category_.json': '{ "label": "Guides", "position": 2 }\n',
  'docs/guides/setup.md': '# Setup\n\nInstall the pelican package. Back to [the introduction](../intro.md).\n',
  'docs/reference/_category_.json': '{ "label": "Reference", "position": 3 }\n',
  'docs/reference/api.md': '# API\n\nThe pelican interface.\n',
  'pages/index.tsx': 'export default function Home() {\n  return <h1>Welcome home</h1>;\n}\n',
  'i18n/fr/docs/intro.md':
    "---\nsidebar_position: 1\n---\n# Présentation\n\nLa présentation de la grenouille. Lisez [l'installation](./guides/setup.md).\n\n![Logo](./logo.svg)\n",
  'i18n/fr/docs/guides/_category_.json': '{ "label": "Guides traduits", "position": 2 }\n',
  'i18n/fr/docusaurus-plugin-content-docs/current/reference/api.md': "# Interface\n\nL'interface de la grenouille.\n",
  'i18n/fr/code.json': '{\n  "theme.docs.paginator.next": { "message": "Page suivante" }\n}\n',
  'i18n/fr/docusaurus-theme-classic/navbar.json':
    '{\n  "item.label.Docs": { "message": "Documentation" },\n  "item.label.Source": { "message": "Code source" }\n}\n',
  'i18n/fr/docusaurus-theme-classic/footer.json':
    '{\n  "link.title.More": { "message": "Plus" },\n  "link.item.label.Community": { "message": "Communauté" }\n}\n',
  'i18n/fr/docusaurus-plugin-content-docs/current.json':
    '{\n  "sidebar.tutorialSidebar.category.Reference": { "message": "Référence" }\n}\n',
};

/** The `<main>` of a page: what it shows without the shell. */
const mainOf = (html: string) => /<main\b[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';
/** The doc's own text: its Markdown rendered. */
const markdownOf = (html: string) => /<div class="sg-markdown"[^>]*>([\s\S]*?)<\/div>/.exec(html)?.[1] ?? '';
/** The `<html>` element's `lang` and `dir`. */
const htmlTag = (html: string) => /<html\b[^>]*>/.exec(html)?.[0] ?? '';
const dirOf = (html: string) => /\sdir="([^"]*)"/.exec(htmlTag(html))?.[1];
/** The first language menu of a page: each language's code and where it leads. */
function localeMenuOf(html: string): string[] {
  const menu =
    /<details class="sg-dropdown" data-dropdown="" data-locale-dropdown="">([\s\S]*?)<\/details>/.exec(html)?.[1] ?? '';
  return [...menu.matchAll(/<a href="([^"]*)"[^>]*data-locale="([^"]*)"/g)].map(
    ([, href, code]) => `${code ?? ''} ${href ?? ''}`,
  );
}
/** The `<link rel="alternate">`s of the head, as `hreflang href`. */
const alternatesOf = (html: string) =>
  [...headOf(html).matchAll(/<link rel="alternate" href="([^"]*)" hreflang="([^"]*)">/g)].map(
    ([, href, lang]) => `${lang ?? ''} ${href ?? ''}`,
  );
/** The untranslated notice's text, tags and comments removed. */
function noticeOf(html: string): string | undefined {
  const notice = /<aside class="[^"]*sg-untranslated[^"]*"[^>]*>([\s\S]*?)<\/aside>/.exec(html)?.[1];
  return notice
    ?.replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;/g, "'");
}

describe('a site in English, French and Arabic', { timeout: 120_000 }, () => {
  let outDir: string;
  const read = (file: string) => readFile(path.join(outDir, file), 'utf8');

  beforeAll(async () => {
    const run = await sites.build(site);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    outDir = run.outDir;
  });

  it('builds the same bytes with workers, the languages after the first taking the docs they share from its workers', async () => {
    const pooled = await sites.build(site, ['--workers', '2']);
    expect(pooled.stderr).toBe('');
    expect(pooled.code).toBe(0);
    expect(await hashTree(pooled.outDir)).toEqual(await hashTree(outDir));
    // Arabic translates nothing: its three docs are those English compiled, in its workers, and it starts none of its
    // own.
    const compiles = [...pooled.stdout.matchAll(/✓ compile +\S+ m?s {2}(.*)/g)].map((line) => line[1]);
    expect(compiles).toHaveLength(3);
    expect(compiles[2]).toBe('3 Markdown (3 unchanged, 0 from cache), 1 React');
    // Each language's stages under its name, the other languages first (the default one's build takes them in).
    const headings = pooled.stdout.split('\n').filter((line) => /^ {2}\S.*\(\w+\)/.test(line));
    expect(headings).toEqual(['  Français (fr), in fr/', '  العربية (ar), in ar/', '  English (en)']);
  });

  it('serves the default language at the root and each other one under its code, every page in every language', async () => {
    const pages = (await listTree(outDir)).filter((file) => file.endsWith('.html'));
    const english = [
      '404.html',
      'docs/guides/setup.html',
      'docs/intro.html',
      'docs/reference/api.html',
      'index.html',
      'search.html',
    ];
    expect(pages).toEqual([
      ...english.slice(0, 1),
      ...english.map((page) => `ar/${page}`),
      ...english.slice(1, 4),
      ...english.map((page) => `fr/${page}`),
      ...english.slice(4),
    ]);
    expect(mainOf(await read('fr/index.html'))).toContain('<h1>Welcome home</h1>');
    expect(mainOf(await read('fr/404.html'))).toContain('<h1>Page introuvable</h1>');
    expect(mainOf(await read('fr/404.html'))).toContain('<a href="/fr/">page d&#x27;accueil</a>');
    expect(mainOf(await read('fr/search.html'))).toContain(
      '<form role="search" class="sg-search-page__form" action="/fr/search" method="get">',
    );
  });

  it('sets <html lang dir>: Arabic is right to left by default', async () => {
    for (const [file, lang, dir] of [
      ['docs/intro.html', 'en', 'ltr'],
      ['fr/docs/intro.html', 'fr', 'ltr'],
      ['ar/docs/intro.html', 'ar', 'rtl'],
      ['ar/index.html', 'ar', 'rtl'],
      ['fr/404.html', 'fr', 'ltr'],
    ] as const) {
      const html = await read(file);
      expect(htmlLang(html), file).toBe(lang);
      expect(dirOf(html), file).toBe(dir);
    }
  });

  it('shows an untranslated doc in English under a French notice, its text marked English; a translated doc has none', async () => {
    const setup = await read('fr/docs/guides/setup.html');
    expect(noticeOf(setup)).toBe("Cette page n'a pas encore été traduite en français ; elle est affichée en anglais.");
    expect(mainOf(setup)).toContain('<div class="sg-markdown" lang="en" dir="ltr"><h1 id="setup">Setup</h1>');
    const intro = await read('fr/docs/intro.html');
    expect(noticeOf(intro)).toBeUndefined();
    expect(mainOf(intro)).toContain('<div class="sg-markdown"><h1 id="présentation">Présentation</h1>');
    // Docusaurus's folder is read too.
    expect(mainOf(await read('fr/docs/reference/api.html'))).toContain("<p>L'interface de la grenouille.</p>");
    expect(noticeOf(await read('fr/docs/reference/api.html'))).toBeUndefined();
    expect(noticeOf(await read('docs/guides/setup.html'))).toBeUndefined();
  });

  it('resolves links and images through the translations', async () => {
    // A translated doc's link to an untranslated one, and back.
    expect(hrefsIn(markdownOf(await read('fr/docs/intro.html')))).toEqual(['/fr/docs/guides/setup']);
    expect(hrefsIn(markdownOf(await read('fr/docs/guides/setup.html')))).toEqual(['/fr/docs/intro']);
    expect(hrefsIn(markdownOf(await read('ar/docs/intro.html')))).toEqual(['/ar/docs/guides/setup']);
    // An image beside the English doc, used by its translation.
    const image = /<img src="([^"]*)" alt="Logo"/.exec(await read('fr/docs/intro.html'))?.[1];
    expect(image).toMatch(/^\/fr\/assets\/files\/logo-[0-9a-f]+\.svg$/);
    expect(existsSync(path.join(outDir, image?.slice(1) ?? 'missing'))).toBe(true);
  });

  it("translates the sidebar's category labels, the navbar, the footer and the theme's strings", async () => {
    const intro = await read('fr/docs/intro.html');
    const sidebar = navByLabel(intro, 'Barre latérale de la documentation') ?? '';
    expect(sidebar).toContain('<summary>Guides traduits</summary>');
    expect(sidebar).toContain('<summary>Référence</summary>');
    expect(sidebar).toContain('<a href="/fr/docs/intro" class="is-active" aria-current="page">Présentation</a>');
    const navbar = navByLabel(intro, 'Principale') ?? '';
    expect(navbar).toContain('>Documentation</a>');
    expect(navbar).toContain('>Code source');
    expect(intro).toContain('Plus');
    expect(intro).toContain('>Communauté<');
    expect(intro).toContain('<span class="sg-pagination__label">Page suivante</span>');
    // English pages keep their words.
    const english = await read('docs/intro.html');
    expect(english).toContain('<span class="sg-pagination__label">Next</span>');
    expect(navByLabel(english, 'Main') ?? '').toContain('>Docs</a>');
    // Arabic has no files of its own: the theme's English.
    expect(await read('ar/docs/intro.html')).toContain('<span class="sg-pagination__label">Next</span>');
  });

  it('links each page to itself in every language: the menu, hreflang alternates with x-default, canonical and docsearch:language', async () => {
    const setup = await read('fr/docs/guides/setup.html');
    expect(localeMenuOf(setup)).toEqual([
      'en /docs/guides/setup',
      'fr /fr/docs/guides/setup',
      'ar /ar/docs/guides/setup',
    ]);
    expect(localeMenuOf(await read('index.html'))).toEqual(['en /', 'fr /fr/', 'ar /ar/']);
    expect(localeMenuOf(await read('ar/search.html'))).toEqual(['en /search', 'fr /fr/search', 'ar /ar/search']);
    expect(alternatesOf(setup)).toEqual([
      'en https://example.com/docs/guides/setup',
      'fr https://example.com/fr/docs/guides/setup',
      'ar https://example.com/ar/docs/guides/setup',
      'x-default https://example.com/docs/guides/setup',
    ]);
    expect(linkHref(setup, 'canonical')).toBe('https://example.com/fr/docs/guides/setup');
    expect(linkHref(await read('docs/guides/setup.html'), 'canonical')).toBe('https://example.com/docs/guides/setup');
    expect(metaContent(setup, 'docsearch:language')).toBe('fr');
    expect(metaContent(await read('ar/docs/intro.html'), 'docsearch:language')).toBe('ar');
    expect(metaContent(await read('docs/intro.html'), 'docsearch:language')).toBe('en');
  });

  it("lists every language's pages with their alternates in the root sitemap, and each language's own in its folder", async () => {
    const sitemap = await read('sitemap.xml');
    const locs = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => loc);
    const routes = ['/', '/docs/guides/setup', '/docs/intro', '/docs/reference/api', '/search'];
    expect(locs).toEqual(
      ['', 'fr/', 'ar/'].flatMap((base) => routes.map((route) => `https://example.com/${base}${route.slice(1)}`)),
    );
    expect(sitemap).toContain(
      [
        '  <url><loc>https://example.com/fr/docs/intro</loc>',
        '    <xhtml:link rel="alternate" hreflang="en" href="https://example.com/docs/intro"/>',
        '    <xhtml:link rel="alternate" hreflang="fr" href="https://example.com/fr/docs/intro"/>',
        '    <xhtml:link rel="alternate" hreflang="ar" href="https://example.com/ar/docs/intro"/>',
        '  </url>',
      ].join('\n'),
    );
    const french = await read('fr/sitemap.xml');
    expect([...french.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => loc)).toEqual(
      routes.map((route) => `https://example.com/fr/${route.slice(1)}`),
    );
  });

  it("has a search index per language: the French one holds the French pages' words", async () => {
    const searchIn = (base: string) =>
      new LocalSearch(`${base}search/manifest.json`, async (url) => JSON.parse(await read(url.slice(1))) as unknown);
    const pages = async (base: string, query: string) =>
      [...new Set((await searchIn(base).search(query)).hits.map((hit) => hit.url.replace(/#.*/, '')))].sort();
    expect(await pages('/fr/', 'grenouille')).toEqual(['/fr/docs/intro', '/fr/docs/reference/api']);
    expect(await pages('/', 'grenouille')).toEqual([]);
    expect(await pages('/ar/', 'grenouille')).toEqual([]);
    // The English word of the translated docs is not in the French index; the untranslated doc's is, at its French
    // address.
    expect(await pages('/fr/', 'pelican')).toEqual(['/fr/docs/guides/setup']);
    expect(await pages('/', 'pelican')).toEqual(['/docs/guides/setup', '/docs/intro', '/docs/reference/api']);
  });
});

describe('locale settings', { timeout: 120_000 }, () => {
  it('localeConfigs sets a path, a label and a direction', async () => {
    const run = await sites.build({
      ...site,
      'sitegen.config.ts': config(
        "{ defaultLocale: 'en', locales: ['en', 'fr', 'ar'], localeConfigs: { fr: { path: 'francais', label: 'French (France)', htmlLang: 'fr-FR' }, ar: { direction: 'ltr' } } }",
      ),
    });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const read = (file: string) => readFile(path.join(run.outDir, file), 'utf8');
    expect(existsSync(path.join(run.outDir, 'fr'))).toBe(false);
    const intro = await read('francais/docs/intro.html');
    expect(mainOf(intro)).toContain('Présentation');
    expect(htmlLang(intro)).toBe('fr-FR');
    expect(localeMenuOf(intro)).toEqual(['en /docs/intro', 'fr /francais/docs/intro', 'ar /ar/docs/intro']);
    expect(intro).toContain('aria-label="Langue : French (France)"');
    expect(alternatesOf(intro)).toContain('fr-FR https://example.com/francais/docs/intro');
    expect(dirOf(await read('ar/docs/intro.html'))).toBe('ltr');
  });
});

describe('errors in a translation', { timeout: 120_000 }, () => {
  it('a broken link in a translated doc fails at its place in i18n/fr/docs/', async () => {
    const run = await sites.build({
      ...site,
      'i18n/fr/docs/guides/setup.md': '# Installation\n\nVoir [la page](./missing.md).\n',
    });
    expectBuildFailure(run, [
      'site/i18n/fr/docs/guides/setup.md:3:6 error BrokenLink',
      '  Broken link on /docs/guides/setup: ./missing.md names i18n/fr/docs/guides/missing.md, which does not exist.',
      '    2 | ',
      '  > 3 | Voir [la page](./missing.md).',
      '      |      ^',
      '    4 | ',
      '  hint: Paths of Markdown links are relative to the file that holds the link.',
    ]);
  });

  it("a French doc's error fails the whole build: the previous output of both languages stays as it was, and no temporary folder is left", async () => {
    const { root, siteDir } = await sites.write(site);
    const first = await runSitegen(['build', 'site', '--out', 'out'], { cwd: root });
    expect(first.code).toBe(0);
    const before = await hashTree(path.join(root, 'out'));
    expect(Object.keys(before)).toContain('fr/docs/intro.html');
    await writeFile(path.join(siteDir, 'docs/intro.md'), '# Introduction\n\nEdited in English.\n');
    await writeFile(path.join(siteDir, 'i18n/fr/docs/guides/setup.md'), '---\ntitle: [unclosed\n---\n# Installation\n');
    const failed = await runSitegen(['build', 'site', '--out', 'out'], { cwd: root });
    expect(failed.stderr).toBe(
      failedBuildStderr([
        'site/i18n/fr/docs/guides/setup.md:3:1 error InvalidFrontMatter',
        '  The front matter is not valid YAML: unexpected end of the stream within a flow collection.',
        '    2 | title: [unclosed',
        '  > 3 | ---',
        '      | ^',
        '    4 | # Installation',
        '  hint: Front matter is YAML between two --- lines; quote values that contain a colon followed by a space, or start with [, {, * or #.',
      ]),
    );
    expect(failed.code).toBe(1);
    expect(await hashTree(path.join(root, 'out'))).toEqual(before);
    expect((await readdir(root)).filter((name) => name.includes('.tmp-'))).toEqual([]);
  });

  it('a build from the cache merges every language into the output in place: the result is what a build without the cache writes', async () => {
    const { root, siteDir } = await sites.write(site);
    const build = async (out: string, ...flags: string[]) => {
      const run = await runSitegen(['build', 'site', '--out', out, ...flags], { cwd: root });
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      return run;
    };
    await build('out');
    const outFolder = (await stat(path.join(root, 'out'))).ino;
    // A French page edited, a French translation removed (the English doc shows in its place), a file left by hand.
    await writeFile(
      path.join(siteDir, 'i18n/fr/docs/intro.md'),
      '---\nsidebar_position: 1\n---\n# Présentation\n\nUne autre présentation.\n',
    );
    await rm(path.join(siteDir, 'i18n/fr/docusaurus-plugin-content-docs/current/reference/api.md'));
    await writeFile(path.join(root, 'out', 'fr', 'left-by-hand.txt'), 'not from sitegen\n');
    const merged = await build('out');
    expect(merged.stdout).toMatch(/✓ keepUnchanged +\S+ m?s {2}[1-9]\d* pages? from the previous build/);
    // The same folder, brought up to date: not a new one swapped in.
    expect((await stat(path.join(root, 'out'))).ino).toBe(outFolder);
    expect(await readFile(path.join(root, 'out', 'fr', 'docs', 'intro.html'), 'utf8')).toContain(
      'Une autre présentation.',
    );
    expect(await readFile(path.join(root, 'out', 'fr', 'docs', 'reference', 'api.html'), 'utf8')).toContain(
      'The pelican interface.',
    );
    await build('fresh', '--no-cache');
    expect(await hashTree(path.join(root, 'out'))).toEqual(await hashTree(path.join(root, 'fresh')));
    expect((await readdir(root)).sort()).toEqual(['fresh', 'out', 'site']);
  });

  it('a code.json that is not JSON fails the build at its line and column, and leaves the previous output', async () => {
    const { root, siteDir } = await sites.write(site);
    expect((await runSitegen(['build', 'site', '--out', 'out'], { cwd: root })).code).toBe(0);
    const before = await hashTree(path.join(root, 'out'));
    await writeFile(
      path.join(siteDir, 'i18n/fr/code.json'),
      '{\n  "theme.docs.paginator.next": { "message": "Page suivante" },\n}\n',
    );
    const failed = await runSitegen(['build', 'site', '--out', 'out'], { cwd: root });
    expect(failed.stderr).toBe(
      failedBuildStderr([
        'site/i18n/fr/code.json:3:1 error InvalidTranslationFile',
        '  code.json is not valid JSON: PropertyNameExpected.',
        '    2 |   "theme.docs.paginator.next": { "message": "Page suivante" },',
        '  > 3 | }',
        '      | ^',
        '    4 | ',
        '  hint: Translation files are strict JSON: double-quoted names, no comments, no trailing commas.',
      ]),
    );
    expect(failed.code).toBe(1);
    expect(await hashTree(path.join(root, 'out'))).toEqual(before);
  });
});

describe('a string whose id is __proto__', { timeout: 120_000 }, () => {
  it("is the French code.json's message on the French page and the fallback on the English one; no object's prototype is taken for a message", async () => {
    const run = await sites.build({
      'sitegen.config.ts': config("{ defaultLocale: 'en', locales: ['en', 'fr'] }"),
      'docs/intro.md': '# Introduction\n',
      'pages/index.tsx': `import { Translate, useTranslate } from 'sitegen-docs/theme';
import DocusaurusTranslate, { translate as docusaurusTranslate } from '@docusaurus/Translate';
export default function Home() {
  const translate = useTranslate();
  return <p id="strings"><Translate id="__proto__">Fallback</Translate> / {translate('constructor')} / <DocusaurusTranslate id="__proto__">Docusaurus fallback</DocusaurusTranslate> / {docusaurusTranslate({ id: 'toString', message: 'As written' })}</p>;
}
`,
      'i18n/fr/code.json': '{\n  "__proto__": { "message": "Prototype" }\n}\n',
    });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const strings = async (file: string) =>
      /<p id="strings">([\s\S]*?)<\/p>/
        .exec(await readFile(path.join(run.outDir, file), 'utf8'))?.[1]
        ?.replace(/<!-- -->/g, '');
    expect(await strings('index.html')).toBe('Fallback / constructor / Docusaurus fallback / As written');
    expect(await strings('fr/index.html')).toBe('Prototype / constructor / Prototype / As written');
  });
});

describe('i18n config errors', { timeout: 120_000 }, () => {
  /** The build of the site with this `i18n`, which must fail with these problems and write nothing. */
  const expectFailure = async (i18n: string, ...blocks: string[][]) => {
    expectBuildFailure(await sites.build({ ...site, 'sitegen.config.ts': config(i18n) }), ...blocks);
  };
  const line5 = (shown: string) => `    5 | ${shown}`;

  it('a defaultLocale that locales does not list', async () => {
    await expectFailure("{ defaultLocale: 'de', locales: ['en', 'fr'] }", [
      'site/sitegen.config.ts:6:32 error InvalidConfig',
      '  "i18n.locales" must include the default locale, "de".',
      line5("  onBrokenLinks: 'throw',"),
      "  > 6 |   i18n: { defaultLocale: 'de', locales: ['en', 'fr'] },",
      '      |                                ^',
      "    7 |   navbar: { items: [{ type: 'docSidebar', sidebarId: 'tutorialSidebar', label: 'Docs' }, { label: 'Source', href: 'https…",
      '  hint: locales: ["de", "en", "fr"]',
    ]);
  });

  it('localeConfigs naming a locale that locales does not list: a warning pointed at in localeConfigs, as Docusaurus ignores them', async () => {
    const run = await sites.build({
      ...site,
      'sitegen.config.ts': config(
        "{ defaultLocale: 'en', locales: ['en', 'fr'], localeConfigs: { de: { label: 'Deutsch' } } }",
      ),
    });
    expect(run.stderr).toBe(
      warningsStderr([
        'site/sitegen.config.ts:6:72 warning InvalidConfig',
        '  i18n.localeConfigs names the locale "de", which i18n.locales does not list (en, fr): its settings are not used.',
        line5("…inks: 'throw',"),
        "  > 6 | …efaultLocale: 'en', locales: ['en', 'fr'], localeConfigs: { de: { label: 'Deutsch' } } },",
        '      |                                                              ^',
        "    7 | … items: [{ type: 'docSidebar', sidebarId: 'tutorialSidebar', label: 'Docs' }, { label: 'Source', href: 'https://example.…",
        '  hint: Add "de" to i18n.locales to build it, or remove its settings.',
      ]),
    );
    expect(run.code).toBe(0);
    expect(existsSync(path.join(run.outDir, 'fr', 'index.html'))).toBe(true);
    expect(existsSync(path.join(run.outDir, 'de'))).toBe(false);
  });

  it("two locales on one path, pointed at the second one's settings", async () => {
    await expectFailure("{ defaultLocale: 'en', locales: ['en', 'fr', 'de'], localeConfigs: { de: { path: 'fr' } } }", [
      'site/sitegen.config.ts:6:78 error InvalidConfig',
      '  The locales "fr" and "de" are both served at /fr/.',
      line5("…'throw',"),
      "  > 6 | …Locale: 'en', locales: ['en', 'fr', 'de'], localeConfigs: { de: { path: 'fr' } } },",
      '      |                                                              ^',
      "    7 | …: [{ type: 'docSidebar', sidebarId: 'tutorialSidebar', label: 'Docs' }, { label: 'Source', href: 'https://example.com/so…",
      '  hint: Give each locale a path of its own (i18n.localeConfigs.<code>.path); only the default locale may have the empty path.',
    ]);
  });
});

describe('languages with docs versions', { timeout: 120_000 }, () => {
  const versioned: Record<string, string> = {
    ...site,
    'versions.json': '["1.0"]\n',
    'versioned_docs/version-1.0/intro.md': '# Introduction\n\nThe 1.0 introduction.\n',
    'versioned_docs/version-1.0/old.md': '# Old\n\nOnly in 1.0.\n',
    'i18n/fr/versioned_docs/version-1.0/intro.md': '# Présentation\n\nLa présentation de 1.0.\n',
  };

  it('serves each version in each language, the translation of a version from its own folder', async () => {
    const run = await sites.build(versioned);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const read = (file: string) => readFile(path.join(run.outDir, file), 'utf8');
    expect(mainOf(await read('fr/docs/intro.html'))).toContain('La présentation de 1.0.');
    expect(noticeOf(await read('fr/docs/old.html'))).toBe(
      "Cette page n'a pas encore été traduite en français ; elle est affichée en anglais.",
    );
    expect(mainOf(await read('fr/docs/next/intro.html'))).toContain('La présentation de la grenouille.');
    expect(mainOf(await read('docs/next/intro.html'))).toContain('The pelican introduction.');
    const next = await read('fr/docs/next/intro.html');
    expect(localeMenuOf(next)).toEqual(['en /docs/next/intro', 'fr /fr/docs/next/intro', 'ar /ar/docs/next/intro']);
    expect(linkHref(next, 'canonical')).toBe('https://example.com/fr/docs/intro');
    expect(paginationHref(next, 'next')).toBe('/fr/docs/next/guides/setup');
  });

  it('sitegen docs:version copies the translated docs into their versioned folder', async () => {
    const { root, siteDir } = await sites.write(versioned);
    const released = await runSitegen(['docs:version', '2.0', 'site'], { cwd: root });
    expect(released.stderr).toBe('');
    expect(released.code).toBe(0);
    expect(await readFile(path.join(siteDir, 'i18n/fr/versioned_docs/version-2.0/intro.md'), 'utf8')).toBe(
      versioned['i18n/fr/docs/intro.md'],
    );
    expect(
      await readFile(path.join(siteDir, 'i18n/fr/versioned_docs/version-2.0/guides/_category_.json'), 'utf8'),
    ).toBe(versioned['i18n/fr/docs/guides/_category_.json']);
    const build = await runSitegen(['build', 'site', '--out', 'out'], { cwd: root });
    expect(build.stderr).toBe('');
    expect(build.code).toBe(0);
    expect(mainOf(await readFile(path.join(root, 'out/fr/docs/intro.html'), 'utf8'))).toContain(
      'La présentation de la grenouille.',
    );
    expect(mainOf(await readFile(path.join(root, 'out/fr/docs/1.0/intro.html'), 'utf8'))).toContain(
      'La présentation de 1.0.',
    );
  });
});

describe('serve --watch on a site in two languages', { timeout: 120_000 }, () => {
  let child: ChildProcess | undefined;
  afterAll(() => stop(child));

  it("re-renders only the French pages that show an edited translation, and both languages' pages of an edited untranslated doc", async () => {
    const { root, siteDir } = await sites.write({
      ...site,
      'sitegen.config.ts': config("{ defaultLocale: 'en', locales: ['en', 'fr'] }"),
    });
    child = startSitegen(['serve', 'site', '--watch', '--port', '0'], { cwd: root });
    const output = collectOutput(child);
    const serving = await waitForLine(child, /^Serving /, 60_000);
    const port = Number(/:(\d+),/.exec(serving)?.[1]);
    await waitForOutput(output, /✓ Built \d+ pages in /, 'the first build', 60_000);
    const events = await listenToEvents(port);
    try {
      const translation = path.join(siteDir, 'i18n/fr/docs/intro.md');
      await writeFile(translation, (await readFile(translation, 'utf8')).replace('de la grenouille', 'du crapaud'));
      expect((await events.next('reload', 30_000)).data).toEqual({ paths: ['/fr/docs/intro'], all: false });
      expect(output.stdout()).toMatch(/✓ Rendered 1 of \d+ pages in /);
      expect((await get(port, '/fr/docs/intro')).body).toContain('du crapaud');
      expect((await get(port, '/docs/intro')).body).toContain('The pelican introduction.');

      const untranslated = path.join(siteDir, 'docs/guides/setup.md');
      await writeFile(
        untranslated,
        (await readFile(untranslated, 'utf8')).replace('Install the pelican package.', 'Install the heron package.'),
      );
      expect((await events.next('reload', 30_000)).data).toEqual({
        paths: ['/docs/guides/setup', '/fr/docs/guides/setup'],
        all: false,
      });
      expect((await get(port, '/fr/docs/guides/setup')).body).toContain('Install the heron package.');
      expect((await get(port, '/docs/guides/setup')).body).toContain('Install the heron package.');
    } finally {
      events.close();
    }
  });
});

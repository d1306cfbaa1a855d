/**
 * Docs versions as a Docusaurus site has them (versions.json, versioned_docs/, versioned_sidebars/),
 * built by the CLI: each version's routes, sidebars, generated indexes and tag pages; the banner, the
 * badge, the search meta and the canonical link; the version dropdown and the navbar's doc link in the
 * HTML; links checked within each version; the search index per version; `sitegen docs:version`; and
 * `serve --watch` re-rendering only the edited version's page.
 */
import type { ChildProcess } from 'node:child_process';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalSearch } from '../../theme/search/localSearch.ts';
import type { SearchIndexManifest } from '../../theme/search/searchIndexFormat.ts';
import { expectBuildAndReleaseFailure, expectBuildFailure, failedCommandStderr } from './expectedOutput.ts';
import { collectOutput, get, listenToEvents, stop, waitForLine, waitForOutput } from './httpHelpers.ts';
import { hrefsIn, linkHref, metaContent, navByLabel } from './htmlQueries.ts';
import { hashTree, listTree, runSitegen, startSitegen, throwawaySites, treeListing } from './runSitegen.ts';

const sites = throwawaySites();
afterAll(() => sites.cleanup());

const config = (docs = '{}') => `import { defineConfig } from 'sitegen-docs/config';
export default defineConfig({
  title: 'Fixture',
  url: 'https://example.com',
  navbar: { items: [{ type: 'docSidebar', sidebarId: 'tutorialSidebar', label: 'Docs' }, { type: 'docsVersionDropdown' }] },
  docs: ${docs},
});
`;

const guidesCategory = '{ "label": "Guides", "position": 2, "link": { "type": "generated-index" } }\n';

/** Three versions: Next (docs/), 1.0 and 0.9, each with its own docs; 0.9 with a sidebars file listing ids. */
const versionedSite: Record<string, string> = {
  'sitegen.config.ts': config(),
  'versions.json': '["1.0", "0.9"]\n',
  'docs/intro.md':
    '---\nsidebar_position: 1\ntags: [api]\n---\n# Introduction\n\nThe next introduction. Read [the setup](./guides/setup.md).\n',
  'docs/guides/_category_.json': guidesCategory,
  'docs/guides/setup.md': '# Setup\n\nNext setup: install the pelican package.\n',
  'docs/new.md': '---\nsidebar_position: 3\n---\n# New\n\nOnly in the next release.\n',
  'versioned_docs/version-1.0/intro.md':
    '---\nsidebar_position: 1\ntags: [api]\n---\n# Introduction\n\nThe 1.0 introduction. Read [the setup](./guides/setup.md).\n',
  'versioned_docs/version-1.0/guides/_category_.json': guidesCategory,
  'versioned_docs/version-1.0/guides/setup.md': '# Setup\n\n1.0 setup: install the pelican package.\n',
  'versioned_docs/version-0.9/start.md': '# Start\n\n0.9 start: install the pelican package.\n',
  'versioned_docs/version-0.9/other.md': '# Other\n\nOlder notes.\n',
  'versioned_sidebars/version-0.9-sidebars.json': '{ "tutorialSidebar": ["other", "start"] }\n',
};

/** The `<main>` of a page: what it shows without the shell. */
const mainOf = (html: string) => /<main\b[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';
/** The version dropdown: the label it shows and where each version leads. */
function dropdownOf(html: string): { shown: string; links: string[] } {
  const menu =
    /<details class="sg-dropdown"[^>]*data-version-dropdown=""[^>]*>([\s\S]*?)<\/details>/.exec(html)?.[1] ?? '';
  return {
    shown: /<span data-version-label="">([^<]*)<\/span>/.exec(menu)?.[1] ?? '',
    links: [...menu.matchAll(/<a href="([^"]*)" data-version="([^"]*)"/g)].map(
      ([, href, name]) => `${name ?? ''} ${href ?? ''}`,
    ),
  };
}
/** The banner's text, tags and comments removed, and its link. */
function bannerOf(html: string): { text: string; href: string | undefined } | undefined {
  const banner = /<aside class="[^"]*sg-version-banner"[^>]*>([\s\S]*?)<\/aside>/.exec(html)?.[1];
  if (banner === undefined) return undefined;
  return {
    text: banner
      .replace(/<!-- -->/g, '')
      .replace(/<\/p><p>/g, ' ')
      .replace(/<[^>]+>/g, ''),
    href: hrefsIn(banner)[0],
  };
}
const badgeOf = (html: string) =>
  /<span class="sg-version-badge">([\s\S]*?)<\/span>/.exec(html)?.[1]?.replace(/<!-- -->/g, '');
/** The navbar's "Docs" link (the first of the right-hand items) and its targets per version. */
function docsLinkOf(html: string): { href: string; hrefs: Record<string, string> } {
  const items = /<div class="sg-navbar__items">([\s\S]*?)<\/div>/.exec(html)?.[1] ?? '';
  const tag = /<a\b[^>]*>Docs<\/a>/.exec(items)?.[0] ?? '';
  const attribute = (name: string) => [...tag.matchAll(/\s([\w-]+)="([^"]*)"/g)].find(([, key]) => key === name)?.[2];
  const unescape = (text: string) => text.replace(/&quot;/g, '"').replace(/&amp;/g, '&');
  return {
    href: String(attribute('href') ?? ''),
    hrefs: JSON.parse(unescape(String(attribute('data-version-hrefs') ?? '{}'))) as Record<string, string>,
  };
}

describe('a version of noIndex: true', { timeout: 120_000 }, () => {
  it('asks search engines to leave its pages, and the sitemap leaves them out', async () => {
    const run = await sites.build({
      ...versionedSite,
      'sitegen.config.ts': config("{ versions: { '0.9': { noIndex: true } } }"),
    });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const read = (file: string) => readFile(path.join(run.outDir, file), 'utf8');
    expect(metaContent(await read('docs/0.9/start.html'), 'robots')).toBe('noindex');
    expect(metaContent(await read('docs/intro.html'), 'robots')).toBeUndefined();
    const sitemap = await read('sitemap.xml');
    expect(sitemap).not.toContain('/docs/0.9/');
    expect(sitemap).toContain('<loc>https://example.com/docs/intro</loc>');
  });
});

describe('docs versions', { timeout: 120_000 }, () => {
  let outDir: string;
  const read = (file: string) => readFile(path.join(outDir, file), 'utf8');

  beforeAll(async () => {
    const run = await sites.build(versionedSite);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    outDir = run.outDir;
  }, 120_000);

  it("routes: the newest release at the docs' root, Next at /next, older releases by name", async () => {
    expect((await listTree(outDir)).filter((file) => file.endsWith('.html'))).toEqual([
      '404.html',
      'docs/0.9/other.html',
      'docs/0.9/start.html',
      'docs/category/guides.html',
      'docs/guides/setup.html',
      'docs/intro.html',
      'docs/next/category/guides.html',
      'docs/next/guides/setup.html',
      'docs/next/intro.html',
      'docs/next/new.html',
      'docs/next/tags.html',
      'docs/next/tags/api.html',
      'docs/tags.html',
      'docs/tags/api.html',
      'search.html',
    ]);
    expect(mainOf(await read('docs/intro.html'))).toContain('The 1.0 introduction.');
    expect(mainOf(await read('docs/next/intro.html'))).toContain('The next introduction.');
  });

  it("each version's own sidebar: autogenerated from its folder, or from its versioned sidebars file", async () => {
    const sidebar = async (file: string) => hrefsIn(navByLabel(await read(file), 'Docs sidebar') ?? '');
    expect(await sidebar('docs/next/intro.html')).toEqual([
      '/docs/next/intro',
      '/docs/next/category/guides',
      '/docs/next/guides/setup',
      '/docs/next/new',
    ]);
    expect(await sidebar('docs/intro.html')).toEqual(['/docs/intro', '/docs/category/guides', '/docs/guides/setup']);
    expect(await sidebar('docs/0.9/start.html')).toEqual(['/docs/0.9/other', '/docs/0.9/start']);
  });

  it('generated-index and tag pages per version, listing their own docs', async () => {
    expect(hrefsIn(mainOf(await read('docs/next/category/guides.html')))).toContain('/docs/next/guides/setup');
    expect(hrefsIn(mainOf(await read('docs/category/guides.html')))).toContain('/docs/guides/setup');
    expect(hrefsIn(mainOf(await read('docs/category/guides.html')))).not.toContain('/docs/next/guides/setup');
    expect(hrefsIn(mainOf(await read('docs/next/tags/api.html')))).toEqual(['/docs/next/tags', '/docs/next/intro']);
    expect(hrefsIn(mainOf(await read('docs/tags/api.html')))).toEqual(['/docs/tags', '/docs/intro']);
    // A generated index has the banner, as a doc does; a tag page (as in Docusaurus) only the version's dropdown and
    // meta.
    expect(bannerOf(await read('docs/next/category/guides.html'))?.href).toBe('/docs/category/guides');
    expect(bannerOf(await read('docs/next/tags/api.html'))).toBeUndefined();
    expect(dropdownOf(await read('docs/next/tags/api.html'))).toEqual({
      shown: 'Next',
      links: ['current /docs/next/tags/api', '1.0 /docs/tags/api', '0.9 /docs/0.9/other'],
    });
    expect(metaContent(await read('docs/tags/api.html'), 'docsearch:version')).toBe('1.0');
    expect(dropdownOf(await read('docs/next/category/guides.html')).links).toEqual([
      'current /docs/next/category/guides',
      '1.0 /docs/category/guides',
      '0.9 /docs/0.9/other',
    ]);
  });

  it('the banner of Next and of 0.9, linking to the same page in 1.0 when it has one, else to its first doc; 1.0 has none', async () => {
    expect(bannerOf(await read('docs/next/guides/setup.html'))).toEqual({
      text: 'This is unreleased documentation for Fixture Next version. For up-to-date documentation, see the latest version (1.0).',
      href: '/docs/guides/setup',
    });
    expect(bannerOf(await read('docs/next/new.html'))?.href).toBe('/docs/intro');
    expect(bannerOf(await read('docs/0.9/start.html'))).toEqual({
      text: 'This is documentation for Fixture 0.9, which is no longer actively maintained. For up-to-date documentation, see the latest version (1.0).',
      href: '/docs/intro',
    });
    expect(bannerOf(await read('docs/intro.html'))).toBeUndefined();
  });

  it('the badge names the version above each doc', async () => {
    expect(badgeOf(await read('docs/next/intro.html'))).toBe('Version: Next');
    expect(badgeOf(await read('docs/intro.html'))).toBe('Version: 1.0');
    expect(badgeOf(await read('docs/0.9/other.html'))).toBe('Version: 0.9');
  });

  it('docsearch meta and the canonical link: the same page in 1.0 where it exists, its own address otherwise', async () => {
    const head = async (file: string) => {
      const html = await read(file);
      return [
        metaContent(html, 'docsearch:version'),
        metaContent(html, 'docsearch:docusaurus_tag'),
        linkHref(html, 'canonical'),
      ];
    };
    expect(await head('docs/next/intro.html')).toEqual([
      'current',
      'docs-default-current',
      'https://example.com/docs/intro',
    ]);
    expect(await head('docs/next/new.html')).toEqual([
      'current',
      'docs-default-current',
      'https://example.com/docs/next/new',
    ]);
    expect(await head('docs/intro.html')).toEqual(['1.0', 'docs-default-1.0', 'https://example.com/docs/intro']);
    expect(await head('docs/0.9/start.html')).toEqual([
      '0.9',
      'docs-default-0.9',
      'https://example.com/docs/0.9/start',
    ]);
    expect(await head('docs/next/category/guides.html')).toEqual([
      'current',
      'docs-default-current',
      'https://example.com/docs/category/guides',
    ]);
  });

  it('the version dropdown in the HTML: the same doc in each version that has it, else its first doc', async () => {
    expect(dropdownOf(await read('docs/next/intro.html'))).toEqual({
      shown: 'Next',
      links: ['current /docs/next/intro', '1.0 /docs/intro', '0.9 /docs/0.9/other'],
    });
    expect(dropdownOf(await read('docs/next/new.html'))).toEqual({
      shown: 'Next',
      links: ['current /docs/next/new', '1.0 /docs/intro', '0.9 /docs/0.9/other'],
    });
    expect(dropdownOf(await read('docs/0.9/start.html'))).toEqual({
      shown: '0.9',
      links: ['current /docs/next/intro', '1.0 /docs/intro', '0.9 /docs/0.9/start'],
    });
    // Outside the docs: the last version, each version's first doc.
    expect(dropdownOf(await read('search.html'))).toEqual({
      shown: '1.0',
      links: ['current /docs/next/intro', '1.0 /docs/intro', '0.9 /docs/0.9/other'],
    });
  });

  it("the navbar's docSidebar link leads to the sidebar of the version on screen, and carries every version's target", async () => {
    const hrefs = { current: '/docs/next/intro', '1.0': '/docs/intro', '0.9': '/docs/0.9/other' };
    expect(docsLinkOf(await read('docs/next/new.html'))).toEqual({ href: '/docs/next/intro', hrefs });
    expect(docsLinkOf(await read('docs/0.9/start.html'))).toEqual({ href: '/docs/0.9/other', hrefs });
    expect(docsLinkOf(await read('search.html'))).toEqual({ href: '/docs/intro', hrefs });
  });

  it("a relative .md link resolves within the doc's own version", async () => {
    expect(hrefsIn(mainOf(await read('docs/intro.html')))).toContain('/docs/guides/setup');
    expect(hrefsIn(mainOf(await read('docs/next/intro.html')))).toContain('/docs/next/guides/setup');
  });

  it('the search index records each version; a search in one version finds only its docs', async () => {
    const manifest = JSON.parse(await read('search/manifest.json')) as SearchIndexManifest;
    expect(manifest.versions?.names).toEqual(['current', '1.0', '0.9']);
    const search = new LocalSearch(
      '/search/manifest.json',
      async (url) => JSON.parse(await read(url.slice(1))) as unknown,
    );
    const pages = async (version?: string) =>
      [
        ...new Set(
          (await search.search('pelican', version === undefined ? {} : { version })).hits.map((hit) =>
            hit.url.replace(/#.*/, ''),
          ),
        ),
      ].sort();
    expect(await pages('1.0')).toEqual(['/docs/guides/setup']);
    expect(await pages('current')).toEqual(['/docs/next/guides/setup']);
    expect(await pages('0.9')).toEqual(['/docs/0.9/start']);
    expect(await pages()).toEqual(['/docs/0.9/start', '/docs/guides/setup', '/docs/next/guides/setup']);
  });
});

describe("docs versions with lastVersion: 'current'", { timeout: 120_000 }, () => {
  it("serves docs/ at the docs' root, without banner, and every release under its name", async () => {
    const run = await sites.build({ ...versionedSite, 'sitegen.config.ts': config("{ lastVersion: 'current' }") });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const read = (file: string) => readFile(path.join(run.outDir, file), 'utf8');
    expect((await listTree(run.outDir)).filter((file) => file.endsWith('.html'))).toEqual([
      '404.html',
      'docs/0.9/other.html',
      'docs/0.9/start.html',
      'docs/1.0/category/guides.html',
      'docs/1.0/guides/setup.html',
      'docs/1.0/intro.html',
      'docs/1.0/tags.html',
      'docs/1.0/tags/api.html',
      'docs/category/guides.html',
      'docs/guides/setup.html',
      'docs/intro.html',
      'docs/new.html',
      'docs/tags.html',
      'docs/tags/api.html',
      'search.html',
    ]);
    expect(bannerOf(await read('docs/intro.html'))).toBeUndefined();
    expect(bannerOf(await read('docs/1.0/intro.html'))).toEqual({
      text: 'This is documentation for Fixture 1.0, which is no longer actively maintained. For up-to-date documentation, see the latest version (Next).',
      href: '/docs/intro',
    });
    expect(linkHref(await read('docs/1.0/guides/setup.html'), 'canonical')).toBe(
      'https://example.com/docs/guides/setup',
    );
    expect(dropdownOf(await read('docs/1.0/intro.html'))).toEqual({
      shown: '1.0',
      links: ['current /docs/intro', '1.0 /docs/1.0/intro', '0.9 /docs/0.9/other'],
    });
    expect(hrefsIn(mainOf(await read('docs/1.0/intro.html')))).toContain('/docs/1.0/guides/setup');
  });
});

describe('links checked per version', { timeout: 120_000 }, () => {
  it('BrokenLink: a relative link in a versioned doc to a doc only the current docs have, at its place in the versioned file; a near name suggested from its own version', async () => {
    const run = await sites.build({
      ...versionedSite,
      'versioned_docs/version-1.0/intro.md':
        '# Introduction\n\nWhat is [new](./new.md).\n\nSee [the setup](./guides/setpu.md).\n',
    });
    expectBuildFailure(
      run,
      [
        'site/versioned_docs/version-1.0/intro.md:3:9 error BrokenLink',
        '  Broken link on /docs/intro: ./new.md names versioned_docs/version-1.0/new.md, which does not exist.',
        '    2 | ',
        '  > 3 | What is [new](./new.md).',
        '      |         ^',
        '    4 | ',
        "  hint: Paths of Markdown links are relative to the file that holds the link, within its version: docs/new.md is another version's doc (../../docs/new.md links to it there).",
      ],
      [
        'site/versioned_docs/version-1.0/intro.md:5:5 error BrokenLink',
        '  Broken link on /docs/intro: ./guides/setpu.md names versioned_docs/version-1.0/guides/setpu.md, which does not exist.',
        '    4 | ',
        '  > 5 | See [the setup](./guides/setpu.md).',
        '      |     ^',
        '    6 | ',
        '  hint: Did you mean ./guides/setup.md?',
      ],
    );
  });

  it('BrokenAnchor: a link in a versioned doc to a heading its own version lacks', async () => {
    const run = await sites.build({
      ...versionedSite,
      'docs/guides/setup.md': '# Setup\n\n## Upgrade\n\nNext setup: install the pelican package.\n',
      'versioned_docs/version-1.0/intro.md': '# Introduction\n\nHow to [upgrade](./guides/setup.md#upgrade).\n',
    });
    expectBuildFailure(run, [
      'site/versioned_docs/version-1.0/intro.md:3:8 error BrokenAnchor',
      '  Broken anchor on /docs/intro: ./guides/setup.md#upgrade points to #upgrade, which /docs/guides/setup does not have.',
      '    2 | ',
      '  > 3 | How to [upgrade](./guides/setup.md#upgrade).',
      '      |        ^',
      '    4 | ',
      '  hint: /docs/guides/setup has no element with that id; headings get ids from their text (e.g. "## Props" → #props).',
    ]);
  });
});

describe('versions that the config gets wrong', { timeout: 120_000 }, () => {
  it("InvalidConfig: a version's path that another version has, at the version in the config", async () => {
    const run = await sites.build({
      ...versionedSite,
      'sitegen.config.ts': config("{ versions: { current: { path: '' } } }"),
    });
    expectBuildFailure(run, [
      'site/sitegen.config.ts:6:23 error InvalidConfig',
      '  docs.versions.current.path serves current at /docs, where 1.0 is served: two versions cannot share an address.',
      "    5 |   navbar: { items: [{ type: 'docSidebar', sidebarId: 'tutorialSidebar', label: 'Docs' }, { type: 'docsVersionDropdown' }…",
      "  > 6 |   docs: { versions: { current: { path: '' } } },",
      '      |                       ^',
      '    7 | });',
      "  hint: Give current another path (by default 'next'), or serve it at the docs' root with lastVersion: 'current'.",
    ]);
  });
});

describe('a versions.json that is not JSON', { timeout: 120_000 }, () => {
  it('is InvalidVersions at the line and column of the mistake, for the build and for docs:version; nothing is written', async () => {
    const { root } = await sites.write({ ...versionedSite, 'versions.json': '[\n  "1.0",\n  "0.9",\n]\n' });
    await expectBuildAndReleaseFailure(root, [
      'site/versions.json:4:1 error InvalidVersions',
      '  versions.json is not valid JSON: a value was expected.',
      '    3 |   "0.9",',
      '  > 4 | ]',
      '      | ^',
      '    5 | ',
      '  hint: versions.json lists the released versions, newest first: ["2.0", "1.0"]. `sitegen docs:version <name>` adds one.',
    ]);
  });
});

describe('sitegen docs:version', { timeout: 120_000 }, () => {
  it('releases docs/ as 1.0, which the build then serves at the root with docs/ at /next; a second 1.0 is refused', async () => {
    const { root, siteDir } = await sites.write({
      'sitegen.config.ts': config(),
      'docs/intro.md': '# Introduction\n\nSee [the setup](./setup.md).\n',
      'docs/setup.md': '# Setup\n\nInstall it.\n',
    });
    const released = await runSitegen(['docs:version', '1.0', 'site'], { cwd: root });
    expect(released.stderr).toBe('');
    expect(released.code).toBe(0);
    expect(released.stdout).toBe(
      [
        '✓ Released the docs as version 1.0: 2 files copied into site/versioned_docs/version-1.0/, the sidebars (the default, autogenerated) into site/versioned_sidebars/version-1.0-sidebars.json.',
        '  versions.json: 1.0.',
        '',
        '1.0 is now the last version, served at /docs/…; the docs in docs/ move to /docs/next/… ("Next").',
        "To keep docs/ at /docs/… and 1.0 at /docs/1.0/…, set docs: { lastVersion: 'current' } in the config.",
        '',
      ].join('\n'),
    );
    expect(await readFile(path.join(siteDir, 'versions.json'), 'utf8')).toBe('[\n  "1.0"\n]\n');

    await writeFile(path.join(siteDir, 'docs/setup.md'), '# Setup\n\nInstall version 2.\n');
    const build = await runSitegen(['build', 'site', '--out', 'out'], { cwd: root });
    expect(build.stderr).toBe('');
    expect(build.code).toBe(0);
    const read = (file: string) => readFile(path.join(root, 'out', file), 'utf8');
    expect(mainOf(await read('docs/setup.html'))).toContain('Install it.');
    expect(mainOf(await read('docs/next/setup.html'))).toContain('Install version 2.');

    const again = await runSitegen(['docs:version', '1.0', 'site'], { cwd: root });
    expect(again.stdout).toBe('');
    expect(again.stderr).toBe(
      [
        'site/versions.json:2:3 error VersionExists',
        '  The version 1.0 exists already: versions.json lists it, and its docs are in versioned_docs/version-1.0/.',
        '    1 | [',
        '  > 2 |   "1.0"',
        '      |   ^',
        '    3 | ]',
        '  hint: Choose another name. To release docs/ again as 1.0, delete versioned_docs/version-1.0/ and versioned_sidebars/version-1.0-sidebars.json and remove "1.0" from versions.json first.',
        '',
        '✗ sitegen docs:version failed: 1 problem. Nothing was released.',
        '',
      ].join('\n'),
    );
    expect(again.code).toBe(1);
  });
});

describe('sitegen docs:version releases all or nothing', { timeout: 120_000, concurrent: true }, () => {
  /**
   * Runs docs:version NAME on the site in `root`: it fails with exactly these problems, and nothing in or beside the
   * site changed.
   */
  async function expectNothingReleased(root: string, name: string, ...blocks: string[][]): Promise<void> {
    const before = await treeListing(root);
    const run = await runSitegen(['docs:version', name, 'site'], { cwd: root });
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(failedCommandStderr('docs:version', ...blocks));
    expect(run.code).toBe(1);
    expect(await treeListing(root)).toEqual(before);
  }
  const released = async (root: string, name: string) => {
    const run = await runSitegen(['docs:version', name, 'site'], { cwd: root });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    return run.stdout;
  };

  const cases = [
    {
      title: 'versioned_sidebars is a file',
      files: {
        'versions.json': '["0.9"]\n',
        'versioned_docs/version-0.9/intro.md': '# Intro\n',
        versioned_sidebars: 'not a folder\n',
      },
      obstacle: 'versioned_sidebars',
      inside: 'versioned_sidebars/version-1.0-sidebars.json',
      said: '  versions.json: 1.0, 0.9.\n',
      copied: ['versioned_docs/version-1.0/intro.md', '# Intro\n'],
    },
    {
      title: "a translation's versioned_docs is a file",
      files: { 'i18n/fr/docs/intro.md': '# Introduction\n', 'i18n/fr/versioned_docs': 'not a folder\n' },
      obstacle: 'i18n/fr/versioned_docs',
      inside: 'i18n/fr/versioned_docs/version-1.0',
      said: '  Translations copied into site/i18n/fr/versioned_docs/version-1.0.\n',
      copied: ['i18n/fr/versioned_docs/version-1.0/intro.md', '# Introduction\n'],
    },
  ] as const;
  for (const { title, files, obstacle, inside, said, copied } of cases) {
    it(`PathBlocked: ${title}; nothing is copied, and once it is moved the release succeeds`, async () => {
      const { root, siteDir } = await sites.write({ 'docs/intro.md': '# Intro\n', ...files });
      await expectNothingReleased(root, '1.0', [
        `site/${obstacle} error PathBlocked`,
        `  ${obstacle} is a file, where sitegen docs:version writes a folder: ${inside} goes inside it.`,
        `  hint: Move ${obstacle} away (or delete it), then run sitegen docs:version 1.0 again.`,
      ]);
      await rm(path.join(siteDir, obstacle));
      expect(await released(root, '1.0')).toContain(said);
      expect(await readFile(path.join(siteDir, copied[0]), 'utf8')).toBe(copied[1]);
    });
  }

  it("PathBlocked: every blocked place at once, a translation's versioned_docs a file among them; nothing is copied", async () => {
    const { root, siteDir } = await sites.write({
      'docs/intro.md': '# Intro\n',
      'i18n/fr/docs/intro.md': '# Introduction\n',
      'i18n/fr/versioned_docs': 'not a folder\n',
      'i18n/fr/docusaurus-plugin-content-docs/current.json': '{}\n',
      'i18n/fr/docusaurus-plugin-content-docs/version-1.0.json/keep.txt': 'a folder where a file goes\n',
      versioned_sidebars: 'not a folder\n',
    });
    await expectNothingReleased(
      root,
      '1.0',
      [
        'site/i18n/fr/docusaurus-plugin-content-docs/version-1.0.json error VersionExists',
        '  i18n/fr/docusaurus-plugin-content-docs/version-1.0.json exists already.',
        '  hint: Move it away, then run sitegen docs:version 1.0 again.',
      ],
      [
        'site/i18n/fr/versioned_docs error PathBlocked',
        '  i18n/fr/versioned_docs is a file, where sitegen docs:version writes a folder: i18n/fr/versioned_docs/version-1.0 goes inside it.',
        '  hint: Move i18n/fr/versioned_docs away (or delete it), then run sitegen docs:version 1.0 again.',
      ],
      [
        'site/versioned_sidebars error PathBlocked',
        '  versioned_sidebars is a file, where sitegen docs:version writes a folder: versioned_sidebars/version-1.0-sidebars.json goes inside it.',
        '  hint: Move versioned_sidebars away (or delete it), then run sitegen docs:version 1.0 again.',
      ],
    );
    for (const blocked of [
      'i18n/fr/versioned_docs',
      'i18n/fr/docusaurus-plugin-content-docs/version-1.0.json',
      'versioned_sidebars',
    ])
      await rm(path.join(siteDir, blocked), { recursive: true });
    expect(await released(root, '1.0')).toContain(
      '  Translations copied into site/i18n/fr/versioned_docs/version-1.0.\n',
    );
    expect(await readFile(path.join(siteDir, 'i18n/fr/versioned_docs/version-1.0/intro.md'), 'utf8')).toBe(
      '# Introduction\n',
    );
    expect(await readFile(path.join(siteDir, 'versions.json'), 'utf8')).toBe('[\n  "1.0"\n]\n');
  });

  it('InvalidVersions: a name too long for versioned_sidebars/version-<name>-sidebars.json; the longest that fits is released', async () => {
    const { root, siteDir } = await sites.write({ 'docs/intro.md': '# Intro\n' });
    const long = `1.0-${'a'.repeat(231)}`;
    await expectNothingReleased(root, long, [
      'error InvalidVersions',
      `  "${long}" cannot be a version name: it has 235 characters, and versioned_sidebars/version-<name>-sidebars.json must fit in the 255 bytes a file name may have, so a version name may have at most 233.`,
      '  hint: Name versions as they are released: 1.0, 2.1.3, v2, 2.0-beta.',
    ]);
    const longest = `1.0-${'a'.repeat(229)}`;
    expect(await released(root, longest)).toContain(`  versions.json: ${longest}.\n`);
    expect(await listTree(path.join(siteDir, 'versioned_sidebars'))).toEqual([`version-${longest}-sidebars.json`]);
  });
});

describe('a sidebars file that holds itself', { timeout: 120_000 }, () => {
  it('is an InvalidSidebar error at the category, naming the cycle, for the build and docs:version; nothing is written', async () => {
    const { root } = await sites.write({
      'sitegen.config.ts': config(),
      'docs/intro.md': '# Introduction\n',
      'sidebars.ts': `const reference = { type: 'category' as const, label: 'Reference', items: ['intro'] as unknown[] };
reference.items.push(reference);
export default { tutorialSidebar: [reference] };
`,
    });
    await expectBuildAndReleaseFailure(root, [
      'site/sidebars.ts:1:56 error InvalidSidebar',
      '  The category "Reference" of sidebar "tutorialSidebar" contains itself: Reference → Reference.',
      "  > 1 | const reference = { type: 'category' as const, label: 'Reference', items: ['intro'] as unknown[] };",
      '      |                                                        ^',
      '    2 | reference.items.push(reference);',
      '  hint: A category cannot hold itself, directly or through other categories: take "Reference" out of its own items.',
    ]);
  });
});

describe('the build cache on a versioned site', { timeout: 120_000 }, () => {
  it('an edit to a versioned doc renders its page only, and writes what a build without the cache writes', async () => {
    const { root, siteDir } = await sites.write(versionedSite);
    const build = async (out: string, ...flags: string[]) => {
      const run = await runSitegen(['build', 'site', '--out', out, ...flags], { cwd: root });
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      return run;
    };
    await build('cached');
    const file = path.join(siteDir, 'versioned_docs/version-0.9/other.md');
    await writeFile(file, '# Other\n\nOlder notes, edited.\n');
    const edited = await build('cached');
    expect(/✓ renderPages +\S+ m?s {2}(.*)/.exec(edited.stdout)?.[1]).toBe('1 page');
    expect(mainOf(await readFile(path.join(root, 'cached/docs/0.9/other.html'), 'utf8'))).toContain(
      'Older notes, edited.',
    );
    await build('fresh', '--no-cache');
    expect(await hashTree(path.join(root, 'cached'))).toEqual(await hashTree(path.join(root, 'fresh')));
  });
});

/**
 * Saves a file as editors that save atomically do, written beside the site and renamed into place: the
 * watcher never reads it half-written (with writeFile, a busy machine can let it read the emptied file,
 * and render that first).
 */
async function saveWhole(file: string, text: string, outsideSite: string): Promise<void> {
  const temporary = path.join(outsideSite, `${path.basename(file)}.saving`);
  await writeFile(temporary, text);
  await rename(temporary, file);
}

describe('serve --watch on a versioned site', { timeout: 120_000 }, () => {
  let child: ChildProcess | undefined;
  afterAll(() => stop(child));

  it("re-renders only the edited version's pages; a version released or removed while serving changes the site", async () => {
    const { root, siteDir } = await sites.write(versionedSite);
    child = startSitegen(['serve', 'site', '--watch', '--port', '0'], { cwd: root });
    const output = collectOutput(child);
    const serving = await waitForLine(child, /^Serving /, 60_000);
    const port = Number(/:(\d+),/.exec(serving)?.[1]);
    await waitForOutput(output, /✓ Built \d+ pages in /, 'the first build', 60_000);
    const events = await listenToEvents(port);
    try {
      const file = path.join(siteDir, 'versioned_docs/version-1.0/guides/setup.md');
      await saveWhole(file, (await readFile(file, 'utf8')).replace('1.0 setup', '1.0.1 setup'), root);
      expect((await events.next('reload', 30_000)).data).toEqual({ paths: ['/docs/guides/setup'], all: false });
      expect(output.stdout()).toMatch(/✓ Rendered 1 of \d+ pages in /);
      expect((await get(port, '/docs/guides/setup')).body).toContain('1.0.1 setup');
      expect((await get(port, '/docs/next/guides/setup')).body).toContain('Next setup');

      // A new title shows in 0.9's sidebar, on 0.9's pages only.
      const start = path.join(siteDir, 'versioned_docs/version-0.9/start.md');
      await saveWhole(start, (await readFile(start, 'utf8')).replace('# Start', '# Getting started'), root);
      expect((await events.next('reload', 30_000)).data).toEqual({
        paths: ['/docs/0.9/other', '/docs/0.9/start'],
        all: false,
      });
      expect(navByLabel((await get(port, '/docs/0.9/other')).body, 'Docs sidebar')).toContain('>Getting started<');

      // Releasing a version while serving: 2.0 takes the docs' root, 1.0 moves under its name.
      const released = await runSitegen(['docs:version', '2.0', 'site'], { cwd: root });
      expect(released.code).toBe(0);
      await expect.poll(async () => (await get(port, '/docs/1.0/intro')).status, { timeout: 30_000 }).toBe(200);
      await expect
        .poll(async () => mainOf((await get(port, '/docs/intro')).body), { timeout: 30_000 })
        .toContain('The next introduction.');
      expect(dropdownOf((await get(port, '/docs/next/new')).body).links).toEqual([
        'current /docs/next/new',
        '2.0 /docs/new',
        '1.0 /docs/1.0/intro',
        '0.9 /docs/0.9/other',
      ]);

      // A version taken out of versions.json: its pages go, and the dropdown forgets it.
      await writeFile(path.join(siteDir, 'versions.json'), '["2.0", "1.0"]\n');
      await expect.poll(async () => (await get(port, '/docs/0.9/start')).status, { timeout: 30_000 }).toBe(404);
      expect(dropdownOf((await get(port, '/docs/next/new')).body).links).toEqual([
        'current /docs/next/new',
        '2.0 /docs/new',
        '1.0 /docs/1.0/intro',
      ]);
    } finally {
      events.close();
    }
  });
});

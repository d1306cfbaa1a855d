/**
 * Builds test/fixtures/good-site once and checks what a user gets: the
 * command's output, the files and their layout, the head of every page, the
 * sidebar, breadcrumbs and pagination, the sitemap and the search documents.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { duration, stageLine } from './expectedOutput.ts';
import {
  headOf,
  hrefsIn,
  htmlLang,
  linkHref,
  metaContent,
  metaCount,
  navByLabel,
  paginationHref,
  titleOf,
} from './htmlQueries.ts';
import { fixturesDir, hashTree, listTree, makeTempDir, removeDir, runSitegen, type RunResult } from './runSitegen.ts';
import { LocalSearch } from '../../theme/search/localSearch.ts';
import type { SearchIndexManifest } from '../../theme/search/searchIndexFormat.ts';
import { encodeRoute } from '../../theme/data/links.ts';

const siteDir = path.join(fixturesDir, 'good-site');
/** The category folder's label is "🛠️ Customizations": the slug drops the emoji but keeps its VS16 (U+FE0F). */
const categoryRoute = '/docs/category/\uFE0F-customizations';
/** How links write it: encoded as a path. */
const categoryHref = '/docs/category/%EF%B8%8F-customizations';

/** Every page of the fixture: route → file in the output. */
const pages: Record<string, string> = {
  '/': 'index.html',
  '/about': 'about.html',
  '/docs/intro': 'docs/intro.html',
  '/docs/x': 'docs/x.html',
  [categoryRoute]: 'docs/category/\uFE0F-customizations.html',
  '/docs/customizations/theming': 'docs/customizations/theming.html',
  '/docs/customizations/plugins': 'docs/customizations/plugins.html',
  '/docs/guides/writing': 'docs/guides/writing.html',
  '/404': '404.html',
  '/search': 'search.html',
};

/** The stages `sitegen build` reports, in order (src/build/build.ts). */
const stages = [
  'loadConfig',
  'checkOutput',
  'loadWidgets',
  'readCache',
  'collectContent',
  'compile',
  'buildRoutes',
  'buildSidebars',
  'bundleClient',
  'renderPages',
  'keepUnchanged',
  'validateLinks',
  'indexSearch',
  'writeOutput',
  'writeCache',
];

describe('sitegen build of a good site', { timeout: 60_000 }, () => {
  let tmp: string;
  let outDir: string;
  let result: RunResult;
  let contentBefore: Record<string, string>;
  const read = (file: string) => readFile(path.join(outDir, file), 'utf8');

  beforeAll(async () => {
    tmp = await makeTempDir();
    outDir = path.join(tmp, 'out');
    contentBefore = await hashTree(siteDir);
    result = await runSitegen(['build', 'good-site', '--out', outDir], { cwd: fixturesDir });
  }, 60_000);

  afterAll(() => removeDir(tmp));

  it('exits 0 and prints nothing on stderr', () => {
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
  });

  it('prints plain lines when stdout is not a terminal: every stage with ✓ and a duration, then the summary', () => {
    expect(result.stdout).not.toContain('\r');
    expect(result.stdout).not.toContain('\u001b');
    const lines = result.stdout.split('\n');
    expect(lines.at(-1)).toBe('');
    expect(lines[0]).toBe('sitegen build good-site');
    const summary = lines.at(-2) ?? '';
    expect(summary).toMatch(
      new RegExp(
        `^✓ Built ${Object.keys(pages).length} pages in ${duration} → ${escapeRegExp(path.relative(fixturesDir, outDir))}$`,
      ),
    );
    const stageLines = lines.slice(1, -2);
    for (const line of stageLines) expect(line).toMatch(stageLine('✓', '\\w+'));
    const reported = stageLines.map((line) => /✓ (\w+)/.exec(line)?.[1]);
    expect(reported.filter((name) => name !== undefined && stages.includes(name))).toEqual(stages);
  });

  it('never modifies the content files of the site', async () => {
    expect(await hashTree(siteDir)).toEqual(contentBefore);
  });

  it('writes /a/b as a/b.html, / as index.html, the 404 page, the sitemap, search documents, static files, and a Markdown twin beside each doc', async () => {
    const files = (await listTree(outDir)).filter((file) => !file.startsWith('assets/') && !file.startsWith('search/'));
    const docs = Object.values(pages).filter((file) => file.startsWith('docs/') && !file.startsWith('docs/category/'));
    expect(files).toEqual(
      [
        ...Object.values(pages),
        ...docs.map((file) => file.replace(/\.html$/, '.md')),
        'img/logo.svg',
        'robots.txt',
        '.sitegen-build',
        'llms-full.txt',
        'llms.txt',
        'search-documents.json',
        'sitemap.xml',
      ].sort(),
    );
  });

  it('keeps the VS16 of "🛠️ Customizations" in the category page file name', () => {
    expect(existsSync(path.join(outDir, 'docs', 'category', '\uFE0F-customizations.html'))).toBe(true);
  });

  it('copies static files byte for byte', async () => {
    for (const file of ['robots.txt', 'img/logo.svg']) {
      expect(await readFile(path.join(outDir, file))).toEqual(await readFile(path.join(siteDir, 'static', file)));
    }
  });

  it('writes content-hashed assets under assets/, and every page links only to assets that exist', async () => {
    const assets = (await listTree(outDir)).filter((file) => file.startsWith('assets/'));
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) expect(asset).toMatch(/^assets\/(?:[\w-]+\/)*[\w-]+-[A-Z0-9]{8}\.(?:js|css)$/);
    expect(assets.some((asset) => asset.endsWith('.css'))).toBe(true);
    for (const file of Object.values(pages)) {
      const html = await read(file);
      const referenced = [...html.matchAll(/(?:href|src)="\/(assets\/[^"]+)"/g)].map((m) => m[1] ?? '');
      expect(referenced.length).toBeGreaterThan(0);
      for (const asset of referenced) expect(assets).toContain(asset);
    }
  });

  it('gives every page lang="en", a title, a description, OpenGraph tags and DocSearch meta', async () => {
    for (const [route, file] of Object.entries(pages)) {
      const html = await read(file);
      const where = `${file}: `;
      expect(where + htmlLang(html)).toBe(`${where}en`);
      expect(titleOf(html), where).toMatch(/\S/);
      expect(metaContent(html, 'description'), where).toBeDefined();
      expect(metaContent(html, 'og:title'), where).toBe(titleOf(html));
      expect(metaContent(html, 'og:description'), where).toBe(metaContent(html, 'description'));
      expect(metaContent(html, 'og:type'), where).toBe(route.startsWith('/docs/') ? 'article' : 'website');
      expect(metaContent(html, 'og:site_name'), where).toBe('Fixture');
      expect(metaContent(html, 'docsearch:language'), where).toBe('en');
      expect(metaContent(html, 'docsearch:docusaurus_tag'), where).toBe(
        route.startsWith('/docs/') ? 'docs-default-current' : 'default',
      );
      for (const name of ['description', 'og:title', 'og:url', 'docsearch:language', 'docsearch:docusaurus_tag'])
        expect(metaCount(html, name), `${where}${name}`).toBe(1);
    }
  });

  it('gives every page a non-empty description (generated category pages included)', async () => {
    for (const file of Object.values(pages)) {
      const html = await read(file);
      expect(`${file}: ${metaContent(html, 'description') ?? ''}`).toMatch(/: \S/);
    }
  });

  it('gives every page but the 404 its canonical URL, the same as og:url; the 404 page is noindex', async () => {
    for (const [route, file] of Object.entries(pages)) {
      const html = await read(file);
      if (route === '/404') {
        expect(linkHref(html, 'canonical')).toBeUndefined();
        expect(metaContent(html, 'robots')).toBe('noindex');
        continue;
      }
      const canonical = `https://example.com${encodeRoute(route)}`;
      expect(linkHref(html, 'canonical'), file).toBe(canonical);
      expect(metaContent(html, 'og:url'), file).toBe(canonical);
    }
  });

  it('writes the head of a doc from its front matter', async () => {
    const html = await read('docs/intro.html');
    expect(titleOf(html)).toBe('Introduction | Fixture');
    expect(metaContent(html, 'description')).toBe('What the fixture site is for.');
    expect(metaContent(html, 'og:title')).toBe('Introduction | Fixture');
    expect(metaContent(html, 'og:description')).toBe('What the fixture site is for.');
    expect(metaContent(html, 'keywords')).toBe('fixture, intro');
    expect(linkHref(html, 'canonical')).toBe('https://example.com/docs/intro');
    expect(headOf(html)).toContain('<meta name="docsearch:docusaurus_tag" content="docs-default-current">');
  });

  it('uses the site title alone for the home page and the page meta elsewhere', async () => {
    expect(titleOf(await read('index.html'))).toBe('Fixture');
    expect(metaContent(await read('index.html'), 'description')).toBe('The home page of the fixture site.');
    expect(titleOf(await read('about.html'))).toBe('About | Fixture');
    expect(titleOf(await read('404.html'))).toBe('Page Not Found | Fixture');
  });

  it('renders the autogenerated sidebar in folder and position order, with the category linking to its generated index', async () => {
    const sidebar = navByLabel(await read('docs/customizations/theming.html'), 'Docs sidebar');
    expect(sidebar).toBeDefined();
    expect(hrefsIn(sidebar ?? '')).toEqual([
      '/docs/intro',
      '/docs/x',
      categoryHref,
      '/docs/customizations/theming',
      '/docs/customizations/plugins',
      '/docs/guides/writing',
    ]);
    expect(sidebar).toContain('🛠️ Customizations');
  });

  it('renders breadcrumbs through the category', async () => {
    const breadcrumbs = navByLabel(await read('docs/customizations/theming.html'), 'Breadcrumbs');
    expect(breadcrumbs).toBeDefined();
    expect(hrefsIn(breadcrumbs ?? '')).toEqual(['/', categoryHref]);
    expect(breadcrumbs).toContain('Theming');
  });

  it('links each doc to the previous and next one in sidebar order, category index included', async () => {
    const expected: [file: string, prev: string | undefined, next: string | undefined][] = [
      ['docs/intro.html', undefined, '/docs/x'],
      ['docs/x.html', '/docs/intro', categoryHref],
      [pages[categoryRoute] ?? '', '/docs/x', '/docs/customizations/theming'],
      ['docs/customizations/theming.html', categoryHref, '/docs/customizations/plugins'],
      ['docs/customizations/plugins.html', '/docs/customizations/theming', '/docs/guides/writing'],
      ['docs/guides/writing.html', '/docs/customizations/plugins', undefined],
    ];
    for (const [file, prev, next] of expected) {
      const html = await read(file);
      expect([file, paginationHref(html, 'prev'), paginationHref(html, 'next')]).toEqual([file, prev, next]);
    }
  });

  it('lists the docs of the category on its generated index page', async () => {
    const html = await read(pages[categoryRoute] ?? '');
    expect(titleOf(html)).toBe('🛠️ Customizations | Fixture');
    const links = hrefsIn(html);
    expect(links).toContain('/docs/customizations/theming');
    expect(links).toContain('/docs/customizations/plugins');
  });

  it('rewrites Markdown file links to the routes of their docs', async () => {
    expect(hrefsIn(await read('docs/intro.html'))).toContain('/docs/x');
    expect(hrefsIn(await read('docs/customizations/plugins.html'))).toContain('/docs/guides/writing');
  });

  it('lists every page but the 404 once in sitemap.xml, at its canonical URL', async () => {
    const sitemap = await read('sitemap.xml');
    expect(
      sitemap.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n',
      ),
    ).toBe(true);
    const locations = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    const expected = Object.keys(pages)
      .filter((route) => route !== '/404')
      .map((route) => `https://example.com${encodeRoute(route)}`);
    expect([...locations].sort()).toEqual([...expected].sort());
    expect(new Set(locations).size).toBe(locations.length);
    expect(sitemap).not.toContain('404');
    for (const [route, file] of Object.entries(pages)) {
      if (route === '/404') continue;
      expect(locations).toContain(linkHref(await read(file), 'canonical'));
    }
  });

  it('writes the local search index in parts: a manifest, shards by term prefix, record files; every page is findable by its title', async () => {
    const manifest = JSON.parse(await read('search/manifest.json')) as SearchIndexManifest;
    const written = (await listTree(outDir)).filter((file) => file.startsWith('search/')).sort();
    expect(written).toEqual(
      [
        'search/manifest.json',
        ...manifest.recordFiles.map((f) => `search/${f}`),
        ...Object.values(manifest.shards).map((f) => `search/${f}`),
      ].sort(),
    );
    const search = new LocalSearch(
      '/search/manifest.json',
      async (url) => JSON.parse(await read(url.slice(1))) as unknown,
    );
    const documents = JSON.parse(await read('search-documents.json')) as { href: string; title: string }[];
    for (const document of documents) {
      const result = await search.search(document.title, { limit: 200 });
      expect(
        result.hits.map((hit) => hit.url),
        document.title,
      ).toContain(document.href);
    }
  });

  it('writes search-documents.json with every doc, page and category page, and not the 404 or the search page', async () => {
    const documents = JSON.parse(await read('search-documents.json')) as {
      href: string;
      title: string;
      kind: string;
    }[];
    expect(documents.map((d) => d.href).sort()).toEqual(
      Object.keys(pages)
        .filter((route) => route !== '/404' && route !== '/search')
        .map(encodeRoute)
        .sort(),
    );
    expect(documents.find((d) => d.href === '/docs/intro')).toMatchObject({ title: 'Introduction', kind: 'doc' });
    expect(documents.find((d) => d.href === categoryHref)).toMatchObject({
      title: '🛠️ Customizations',
      kind: 'category',
    });
  });
});

describe('sitegen build --quiet', { timeout: 60_000 }, () => {
  let tmp: string;
  beforeAll(async () => {
    tmp = await makeTempDir();
  }, 60_000);
  afterAll(() => removeDir(tmp));

  it('prints nothing on success, writes the same site, and names assets by their content', async () => {
    const quietOut = path.join(tmp, 'quiet');
    const otherOut = path.join(tmp, 'other');
    const quiet = await runSitegen(['build', 'good-site', '--out', quietOut, '--quiet'], { cwd: fixturesDir });
    expect(quiet).toEqual({ code: 0, stdout: '', stderr: '' });
    const other = await runSitegen(['build', 'good-site', '--out', otherOut, '-q'], { cwd: fixturesDir });
    expect(other).toEqual({ code: 0, stdout: '', stderr: '' });
    // Two builds of the same content give the same files with the same bytes, asset names included.
    expect(await hashTree(quietOut)).toEqual(await hashTree(otherOut));
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A Docusaurus website built as it is, with no sitegen config: its docusaurus.config.js read and
 * translated, its React pages in src/pages/ with Docusaurus's client API, CSS modules, images and SVGs,
 * its swizzled footer, its custom CSS over Infima; what sitegen has no equivalent for said in warnings at
 * their places, ending with a line per kind; `--strict` turns those into errors; `sitegen config --print`
 * says where each value came from.
 */
import { readdirSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageId } from '../../src/content/loadPages.ts';
import { scopedName } from '../../src/modules/siteAssets.ts';
import { runSitegen, throwawaySites } from './runSitegen.ts';
import { warningsStderr } from './expectedOutput.ts';
import { dinoSite, fence } from './dinoSite.ts';

const sites = throwawaySites();
afterAll(() => sites.cleanup());

/** The warnings a build of the site prints, in order, then their summary. */
const dinoWarnings = warningsStderr(
  [
    'site/docusaurus.config.js:24:5 warning DocusaurusUnsupported',
    "  The plugin content-loader uses Docusaurus's plugin lifecycle, which sitegen does not run, so the site lacks the content it loads.",
    '    23 |   plugins: [',
    "  > 24 |     () => ({ name: 'content-loader', loadContent: async () => ({}) }),",
    '       |     ^',
    "    25 |     ['@docusaurus/plugin-client-redirects', { redirects: [{ from: '/old', to: '/docs/intro' }] }],",
    "  hint: If the site needs it, write the equivalent in sitegen's config (pages, redirects, headTags, clientModules), or keep building this part with Docusaurus.",
  ],
  [
    'site/docs/intro.md:10:1 warning InvalidCodeMeta',
    '  The value of title opens a quote that is never closed: title="src/roar.js (the block has no title)',
    '     9 | ',
    `  > 10 | ${fence}js title="src/roar.js`,
    '       | ^',
    '    11 | roar();',
    '  hint: Close it: title="src/file.ts".',
  ],
);

describe('a Docusaurus website, built as it is', { timeout: 120_000 }, () => {
  let run: Awaited<ReturnType<typeof sites.build>>;
  const read = (file: string) => readFile(path.join(run.outDir, file), 'utf8');
  beforeAll(async () => {
    run = await sites.build(dinoSite);
  });

  it('builds with no sitegen config, printing what it could not carry over where it is, and a line per kind', () => {
    expect(run.stderr).toBe(dinoWarnings);
    expect(run.code).toBe(0);
  });

  it("renders the home page from src/pages/index.js: its Layout title, Docusaurus's context, a scoped CSS module, an SVG component and an imported image", async () => {
    const home = await read('index.html');
    const file = path.join(run.siteDir, 'src/pages/index.module.css');
    const heroBanner = scopedName(run.siteDir, file, 'heroBanner');
    expect(home).toContain('<title>Hello from Dino | Dino</title>');
    expect(home).toContain('<meta name="description" content="A site about dinosaurs">');
    expect(home).toContain(`<header class="hero hero--primary ${heroBanner}">`);
    expect(home).toContain(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" stroke-width="2" class="${scopedName(run.siteDir, file, 'logo')}" role="img"><circle cx="5" cy="5" r="4"/></svg>`,
    );
    expect(home).toContain('<p>site</p>');
    expect(home).toMatch(/<img src="\/assets\/files\/dino-[\da-f]{10}\.png" alt="A dinosaur"\/>/);
    expect(home).toContain('<a href="/docs/intro" class="button button--secondary button--lg">Start</a>');
    // A page without state or handlers ships no script of its own.
    expect(home).not.toContain('data-after-paint');
    // Its stylesheet, with the scoped class, linked after the site's.
    const pageStyle = /<link rel="stylesheet" href="(\/assets\/page-[^"]+\.css)">/.exec(home)?.[1] ?? '';
    expect(await read(pageStyle.slice(1))).toBe(
      `.${heroBanner}{padding:4rem 0}.${scopedName(run.siteDir, file, 'logo')}{width:4rem}\n`,
    );
    const image = readdirSync(path.join(run.outDir, 'assets/files')).find((name) => name.startsWith('dino-'));
    expect(await read(`assets/files/${image}`)).toBe('PNG bytes of a dinosaur\n');
  });

  it("hydrates a page with state and handlers whole, as an island, and one using theme-common's hooks; not one using only its class names (exported through React.memo)", async () => {
    expect(await read('mode.html')).toContain(
      `<div class="sg-island" data-island="page-${pageId('mode.js')}" data-hydrate="load">`,
    );
    const plain = await read('plain.html');
    expect(plain).toContain('<main class="main-wrapper">Plain</main>');
    expect(plain).not.toContain('data-island');
    const counter = await read('counter.html');
    expect(counter).toContain(`<div class="sg-island" data-island="page-${pageId('counter.js')}" data-hydrate="load">`);
    expect(counter).toContain('<main><button type="button">Clicked <!-- -->0<!-- --> times</button></main>');
    expect(counter).toContain('data-after-paint');
  });

  it('shows a page that never renders @theme/Layout alone, without navbar or footer, as Docusaurus does; one that does, in the shell', async () => {
    const plain = await read('plain.html');
    expect(plain).toContain(
      '<body>\n<div id="sg-page" data-route="/plain" data-kind="page"><main class="main-wrapper">Plain</main></div>\n</body>',
    );
    expect(plain).not.toContain('navbar');
    expect(plain).not.toContain('<footer');
    const counter = await read('counter.html');
    expect(counter).toContain('<nav class="sg-navbar theme-layout-navbar navbar navbar--fixed-top"');
    expect(counter).toContain('<footer class="sg-footer');
  });

  it("renders the navbar and footer of themeConfig with Infima's class names, the swizzled footer around the theme's and brand in place of its, and Infima under the site's CSS", async () => {
    const intro = await read('docs/intro.html');
    expect(intro).toContain('<a class="sg-navbar__link navbar__item navbar__link" href="/blog">Blog</a>');
    // src/theme/Navbar/Logo in place of the theme's brand, the rest of the navbar the theme's.
    expect(intro).toContain(
      '<a href="/" class="navbar__brand dino-brand" aria-label="Dino home"><img src="/img/logo.svg" alt=""/> DINO</a>',
    );
    expect(intro).not.toContain('sg-navbar__brand');
    expect(intro).toContain('<footer class="sg-footer sg-footer--dark theme-layout-footer footer footer--dark">');
    // Docusaurus's ThemeClassNames, which sites' CSS targets.
    expect(intro).toContain('<nav class="sg-navbar theme-layout-navbar navbar navbar--fixed-top"');
    expect(intro).toContain('<div class="sg-navbar__items theme-layout-navbar-left navbar__items">');
    expect(intro).toMatch(
      /<li class="sg-sidebar__category theme-doc-sidebar-item-category theme-doc-sidebar-item-category-level-1 menu__list-item">.*<li class="theme-doc-sidebar-item-link theme-doc-sidebar-item-link-level-2 menu__list-item"><a href="\/docs\/kinds\/raptor"/s,
    );
    expect(intro).toContain('<div class="sg-code theme-code-block language-js" data-language="js">');
    expect(intro).toContain(
      '<p class="sg-footer__copyright footer__copyright">Copyright © 2026 Dino.</p></footer><p class="dino-footer">Roar responsibly.</p>',
    );
    const stylesheet = /<link rel="stylesheet" href="\/(assets\/theme-[^"]+\.css)">/.exec(intro)?.[1] ?? '';
    const css = await read(stylesheet);
    expect(css.indexOf('.navbar__brand')).toBeGreaterThan(-1);
    expect(css.indexOf('--ifm-color-primary: #2e8555')).toBeGreaterThan(css.indexOf('.navbar__brand'));
    expect(css).toContain('.dino-footer{text-align:center}');
  });

  it('reads docs as Docusaurus does: unknown front matter kept, heading ids without their HTML, a title whose quote is never closed left out', async () => {
    const intro = await read('docs/intro.html');
    expect(intro).toContain('<h2 id="roar-new" class="sg-heading"><code>roar</code> <span class="badge">New</span>');
    // The Markdown's elements are children of Docusaurus's Markdown container, for `.markdown > h2` rules.
    expect(intro).toMatch(/<div class="theme-doc-markdown markdown"><h1 id="intro">Intro<\/h1>\n?<h2 id="roar-new"/);
    // A doc without a title of its own gets one there, in a header, as Docusaurus gives it.
    // `<details>` is Docusaurus's Details, in Markdown and in MDX, with its summary as the heading.
    expect(intro).toContain(
      '<details class="sg-details alert alert--info"><summary>Roar more</summary><div class="sg-details__body">\n\n<p>Loud.</p>\n</div></details>',
    );
    expect(await read('docs/kinds/stego.html')).toContain(
      '<details class="sg-details plates alert alert--info"><summary>Plates</summary><div class="sg-details__body"><p>Seventeen <strong>plates</strong>.</p></div></details>',
    );
    expect(await read('docs/kinds/trex.html')).toContain(
      '<div class="theme-doc-markdown markdown"><header><h1 class="sg-doc__title">T. rex &amp; kin</h1></header><p>Big.</p>',
    );
    expect(intro).not.toContain('sg-code__title');
  });

  it("builds another instance of the docs plugin at its own address, with its sidebars, its navbar link and Docusaurus's global data", async () => {
    const support = await read('community/support.html');
    expect(support).toContain('<title>Support | Dino</title>');
    expect(support).toContain(
      '<ul class="sg-sidebar__list theme-doc-sidebar-menu menu__list"><li class="theme-doc-sidebar-item-link theme-doc-sidebar-item-link-level-1 menu__list-item"><a href="/community/support" class="is-active menu__link menu__link--active" aria-current="page">Support</a></li><li class="theme-doc-sidebar-item-link theme-doc-sidebar-item-link-level-1 menu__list-item"><a href="/community/team" class="menu__link">Team</a></li></ul>',
    );
    expect(support).toContain(
      'Read the <a href="/docs/intro">intro</a> first, then ask the <a href="/community/team">team</a>.',
    );
    // The navbar's doc item of that instance, active on its doc; the main docs' sidebar is not shown there.
    expect(support).toContain(
      '<a class="sg-navbar__link is-active navbar__item navbar__link navbar__link--active" href="/community/support" aria-current="page">Community</a>',
    );
    expect(support).not.toContain('href="/docs/intro" aria-current');
    const docsData = JSON.parse(
      /<script type="application\/json" id="sg-docusaurus">([^<]*)<\/script>/.exec(await read('counter.html'))?.[1] ??
        '{}',
    ) as { globalData?: Record<string, Record<string, { path: string }>> };
    expect(Object.keys(docsData.globalData?.['docusaurus-plugin-content-docs'] ?? {})).toEqual([
      'default',
      'community',
    ]);
    expect(docsData.globalData?.['docusaurus-plugin-content-docs']?.community?.path).toBe('/community');
  });

  it('reads the docs options and themeConfig as Docusaurus does: no breadcrumbs, categories open, pathname:// links and icons, url(/…) from static/', async () => {
    const intro = await read('docs/intro.html');
    expect(intro).not.toContain('sg-breadcrumbs');
    expect(intro).toMatch(/<details[^>]* open=""><summary[^>]*>kinds<\/summary>/);
    const home = await read('index.html');
    // A pathname:// link leaves the router: the base path only, opened in place, not checked as a page.
    expect(home).toContain(
      '<a href="/playground/" target="_self" rel="noopener noreferrer" data-nobrokenlinkcheck="" data-no-client-nav="">Playground <svg viewBox="0 0 24 24" width="13.5" height="13.5" aria-hidden="true"><path fill="currentColor" d="M21 13v10h-21v-19h12v2h-10v15h17v-8h2zm3-12h-10.988l4.035 4-6.977 7.07 2.828 2.828 6.977-7.07 4.125 4.172v-11z"></path></svg></a>',
    );
    expect(home).toContain(
      '<a class="sg-navbar__link navbar__item navbar__link" href="/playground/" target="_self" rel="noopener noreferrer" data-no-client-nav="">Playground<svg viewBox="0 0 24 24" width="13.5" height="13.5" aria-hidden="true" class="sg-navbar__external-icon"><path fill="currentColor" d="M21 13v10h-21v-19h12v2h-10v15h17v-8h2zm3-12h-10.988l4.035 4-6.977 7.07 2.828 2.828 6.977-7.07 4.125 4.172v-11z"></path></svg></a>',
    );
    const stylesheet = /<link rel="stylesheet" href="\/(assets\/theme-[^"]+\.css)">/.exec(home)?.[1] ?? '';
    const hero = /\.hero\{background:url\("?([^)"]+)"?\)\}/.exec(await read(stylesheet))?.[1] ?? '';
    expect(hero).toMatch(/^\/assets\/media\/hero-[\w-]+\.png$/);
    expect(await read(hero.slice(1))).toBe('PNG bytes of a hero\n');
  });

  it("runs the client modules on every page: one script after the theme's, with the stylesheet they import", async () => {
    const intro = await read('docs/intro.html');
    const script = /<script type="module" src="\/(assets\/client-modules-[^"]+\.js)"><\/script>/.exec(intro)?.[1] ?? '';
    expect(await read(script)).toContain('document.documentElement.dataset.greeted');
    const stylesheet = /<link rel="stylesheet" href="\/(assets\/client-modules-[^"]+\.css)">/.exec(intro)?.[1] ?? '';
    expect(await read(stylesheet)).toContain('.greeted{color:green}');
    expect(await read('index.html')).toContain(`src="/${script}"`);
  });

  it("renders a .md file that a page's code imports as a component, on the server and in the page's island", async () => {
    const notes = await read('notes.html');
    expect(notes).toContain('<td>1.0</td><td><strong>Today</strong></td>');
    const script = /"page-[^"]+":"\/(assets\/page-[^"]+\.js)"/.exec(notes)?.[1] ?? '';
    expect(await read(script)).toContain('Today');
  });

  it("renders a partial that a page wraps in @theme/MDXContent with the site's MDX components", async () => {
    const features = await read('features.html');
    expect(features).toMatch(/<aside class="[^"]*theme-admonition theme-admonition-tip alert alert--success[^"]*"/);
    expect(features).toContain('Fast builds.');
    expect(features).not.toContain('<admonition');
  });

  it('renders a Markdown page of src/pages/ with its front matter, its table of contents and no sidebar; a _ file is no page', async () => {
    const help = await read('help.html');
    expect(help).toContain('<title>Getting help | Dino</title>');
    expect(help).toContain('<meta name="description" content="Where to ask">');
    expect(help).toContain(
      '<main class="sg-markdown-page container container--fluid margin-vert--lg"><div class="sg-markdown-page__row row"><div class="sg-markdown-page__content sg-markdown col col--8 markdown"><h1 id="help">Help</h1>',
    );
    expect(help).toContain('<p>Read the <a href="/docs/intro">intro</a> first.</p>');
    expect(help).toContain('<a href="#forum" class="table-of-contents__link toc-highlight">Forum</a>');
    expect(help).not.toContain('sg-sidebar');
    expect(readdirSync(run.outDir)).not.toContain('_draft.html');
  });

  it('writes the redirects of the client-redirects plugin', async () => {
    const old = await read('old.html');
    expect(old).toContain('<meta http-equiv="refresh" content="0; url=/docs/intro">');
    expect(old).toContain('<link rel="canonical" href="/docs/intro">');
  });
});

describe('sitegen build --strict on a Docusaurus website', { timeout: 60_000 }, () => {
  it('fails on what sitegen has no equivalent for, before writing anything', async () => {
    const run = await sites.build(dinoSite, ['--strict']);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      "site/docusaurus.config.js:24:5 error DocusaurusUnsupported\n  The plugin content-loader uses Docusaurus's plugin lifecycle",
    );
    expect(run.stderr).not.toContain('community');
    expect(run.stderr).toMatch(/✗ Build failed: 1 problem\. /);
  });
});

describe('a sitegen.config.ts that extends the Docusaurus config', { timeout: 120_000 }, () => {
  it('overrides the keys it sets, keeps the others, and reports what comes from the Docusaurus config there', async () => {
    const run = await sites.build({
      ...dinoSite,
      'sitegen.config.ts':
        "import { defineConfig } from 'sitegen-docs/config';\n\nexport default defineConfig({ extends: './docusaurus.config.js', title: 'Dino, by sitegen' });\n",
    });
    expect(run.stderr).toBe(dinoWarnings);
    expect(run.code).toBe(0);
    const intro = await readFile(path.join(run.outDir, 'docs/intro.html'), 'utf8');
    expect(intro).toContain('<title>Intro | Dino, by sitegen</title>');
    expect(intro).toContain('<p class="sg-footer__copyright footer__copyright">Copyright © 2026 Dino.</p>');
  });
});

describe('sitegen config --print', { timeout: 60_000 }, () => {
  it('shows the translated config and where each value came from', async () => {
    const { root } = await sites.write(dinoSite);
    const run = await runSitegen(['config', 'site', '--print'], { cwd: root });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('# The config of site, read from site/docusaurus.config.js\n');
    expect(run.stdout).toContain('\ntitle: "Dino"\n  ← docusaurus.config.js title\n');
    expect(run.stdout).toContain(
      '\nonBrokenAnchors: "warn"\n  ← the default (Docusaurus\'s, where it differs from sitegen\'s)\n',
    );
    expect(run.stdout).toContain(
      '\ncustomCss: [\n  "./src/css/custom.css"\n]\n  ← docusaurus.config.js presets[0][1].theme.customCss\n',
    );
    expect(run.stdout).toContain(
      '\nredirects: [\n  {\n    "from": [\n      "/old"\n    ],\n    "to": "/docs/intro"\n  }\n]\n  ← docusaurus.config.js plugins[1]\n',
    );
    expect(run.stdout).toContain(
      '\ndocsInstances: [\n  {\n    "path": "community",\n    "sidebarPath": "./sidebarsCommunity.js",\n    "routeBasePath": "/community",\n',
    );
    expect(run.stdout).toContain(
      '    "id": "community"\n  }\n]\n  ← docsInstances.community from docusaurus.config.js plugins[2][1]\n',
    );
  });
});

describe('a client module that does not compile', { timeout: 60_000 }, () => {
  // esbuild names the file from the theme's folder, where the client bundle is built: read from the process's
  // working folder, the name pointed elsewhere once that folder was deeper than the theme's. In a child process,
  // whose working folder is the deep one.
  it('is reported at its place, named from the working folder however deep it is', async () => {
    const { root } = await sites.write({
      'sitegen.config.ts': null,
      'docusaurus.config.js':
        "module.exports = { title: 'T', url: 'https://example.com', baseUrl: '/', " +
        "clientModules: [require.resolve('./src/broken.js')], presets: [['classic', { blog: false }]] };\n",
      'docs/intro.md': '# Intro\n',
      'src/broken.js': 'const a = ;\n',
    });
    const deep = path.join(root, 'a/b/c/d/e/f/g/h/i/j/k/l');
    await mkdir(deep, { recursive: true });
    const up = '../'.repeat(12);
    const run = await runSitegen(['build', `${up}site`, '--out', `${up}out`], { cwd: deep, child: true });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      `${up}site/src/broken.js:1:11 error BundleFailed\n  Unexpected ";"\n  > 1 | const a = ;\n`,
    );
  });
});

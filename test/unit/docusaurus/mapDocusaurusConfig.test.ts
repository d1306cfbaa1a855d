/**
 * A Docusaurus config in sitegen's keys: what each key becomes, Docusaurus's defaults where they differ from
 * sitegen's, and a warning at its key for each thing sitegen has no equivalent for.
 */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mapDocusaurusConfig } from '../../../src/docusaurus/mapDocusaurusConfig.ts';
import { validateConfig } from '../../../src/config/validateConfig.ts';

const siteDir = mkdtempSync(path.join(os.tmpdir(), 'sitegen-docusaurus-'));
const file = path.join(siteDir, 'docusaurus.config.js');
mkdirSync(path.join(siteDir, 'src', 'theme', 'Footer'), { recursive: true });
writeFileSync(
  path.join(siteDir, 'src', 'theme', 'Footer', 'index.js'),
  'export default function Footer() { return null; }\n',
);
writeFileSync(path.join(siteDir, 'src', 'theme', 'DocItem.js'), 'export default function DocItem() { return null; }\n');
mkdirSync(path.join(siteDir, 'src', 'theme', 'Navbar', 'Logo'), { recursive: true });
writeFileSync(
  path.join(siteDir, 'src', 'theme', 'Navbar', 'Logo', 'index.js'),
  'export default function Logo() { return null; }\n',
);
writeFileSync(
  path.join(siteDir, 'src', 'theme', 'Navbar', 'Search.js'),
  'export default function Search() { return null; }\n',
);
writeFileSync(
  path.join(siteDir, 'src', 'theme', 'prism-include-languages.js'),
  'export default function prismIncludeLanguages() {}\n',
);

async function mapped(value: Record<string, unknown>, text = '') {
  return mapDocusaurusConfig({
    value: { title: 'Dino', url: 'https://dino.example.com', baseUrl: '/', ...value },
    file,
    text,
    siteDir,
  });
}

describe('mapDocusaurusConfig', () => {
  it("knows a local search theme given by its resolved path (require.resolve) as sitegen's local search, with its navbar button", async () => {
    const { config, warnings } = await mapped({
      themes: [path.join(siteDir, 'node_modules/@getcanary/docusaurus-theme-search-pagefind/dist/index.js')],
    });
    expect(config.search).toEqual({ provider: 'local' });
    expect(config.navbar?.items).toEqual([{ type: 'search', position: 'right' }]);
    expect(warnings.filter((w) => w.message.includes('pagefind'))).toEqual([]);
  });

  it("takes the site keys, with Docusaurus's defaults for broken anchors and Markdown links", async () => {
    const { config } = await mapped({
      tagline: 'Roar',
      titleDelimiter: '·',
      baseUrl: 'dino',
      trailingSlash: true,
      favicon: 'img/favicon.ico',
      onBrokenLinks: 'warn',
      noIndex: true,
      customFields: { year: 2026, fn: () => 1 },
    });
    expect(config).toMatchObject({
      title: 'Dino',
      tagline: 'Roar',
      titleDelimiter: '·',
      url: 'https://dino.example.com',
      basePath: '/dino/',
      trailingSlash: true,
      favicon: 'img/favicon.ico',
      onBrokenLinks: 'warn',
      onBrokenAnchors: 'warn',
      onBrokenMarkdownLinks: 'warn',
      noIndex: true,
      customFields: { year: 2026 },
    });
    expect(validateConfig(config, file)).toEqual([]);
  });

  it('maps the classic preset: docs folder and options, pages in src/pages, customCss, analytics as scripts', async () => {
    const { config, origins } = await mapped({
      presets: [
        [
          'classic',
          {
            docs: {
              path: '../docs',
              routeBasePath: '/',
              sidebarPath: path.join(siteDir, 'sidebars.js'),
              editUrl: 'https://github.com/x/y/edit/main',
              showLastUpdateTime: true,
              include: ['guides/**/*.md'],
            },
            theme: { customCss: [path.join(siteDir, 'src/css/custom.css')] },
            gtag: { trackingID: 'G-123' },
            blog: false,
          },
        ],
      ],
    });
    expect(config.docs).toMatchObject({
      path: '../docs',
      routeBasePath: '/',
      sidebarPath: './sidebars.js',
      editUrl: 'https://github.com/x/y/edit/main/',
      showLastUpdateTime: true,
      include: ['guides/**/*.md'],
    });
    expect(config.pages).toEqual({ path: 'src/pages' });
    expect(config.customCss).toEqual(['./src/css/custom.css']);
    expect(config.scripts).toEqual([{ src: 'https://www.googletagmanager.com/gtag/js?id=G-123', async: true }]);
    expect(origins.docs).toBe('presets[0][1].docs');
    expect(validateConfig(config, file)).toEqual([]);
  });

  it("maps navbar items of every kind (on the left when they do not say, as in Docusaurus; an icon link with no text, named by its address when it has no aria-label), Docusaurus's `to` without a slash, and an external `to`; adds the search bar of a search theme", async () => {
    const { config, warnings } = await mapped({
      themeConfig: {
        algolia: { appId: 'A', apiKey: 'k', indexName: 'i' },
        navbar: {
          title: 'Dino',
          logo: {
            alt: 'Logo',
            src: 'img/logo.svg',
            width: 40,
            height: 40,
            style: { height: 'auto', marginTop: 5, bad: [] },
          },
          style: 'dark',
          items: [
            { to: 'docs/intro', label: 'Docs', activeBasePath: 'docs' },
            { to: 'https://github.com/dino', label: 'GitHub', position: 'right' },
            {
              href: 'https://github.com/dino',
              position: 'right',
              className: 'header-github-link',
              'aria-label': 'GitHub repository',
            },
            { href: 'https://github.com/dino/', position: 'right', className: 'header-github-link' },
            { type: 'doc', docId: 'intro', label: 'Intro' },
            {
              type: 'dropdown',
              label: 'More',
              items: [
                { label: 'Blog', to: '/blog' },
                { type: 'html', value: '<hr>' },
              ],
            },
            { type: 'custom-thing', position: 'right' },
          ],
        },
      },
    });
    expect(config.navbar?.items).toEqual([
      { label: 'Docs', to: '/docs/intro', activeBasePath: '/docs', position: 'left' },
      { label: 'GitHub', href: 'https://github.com/dino', position: 'right' },
      {
        label: '',
        href: 'https://github.com/dino',
        position: 'right',
        className: 'header-github-link',
        ariaLabel: 'GitHub repository',
      },
      {
        label: '',
        href: 'https://github.com/dino/',
        position: 'right',
        className: 'header-github-link',
        ariaLabel: 'github.com/dino',
      },
      { type: 'doc', docId: 'intro', label: 'Intro', position: 'left' },
      {
        type: 'dropdown',
        label: 'More',
        position: 'left',
        items: [
          { label: 'Blog', to: '/blog' },
          { type: 'html', value: '<hr>' },
        ],
      },
      { type: 'search', position: 'right' },
    ]);
    expect(config.navbar).toMatchObject({
      title: 'Dino',
      logo: { alt: 'Logo', src: 'img/logo.svg', width: 40, height: 40, style: { height: 'auto', marginTop: 5 } },
      style: 'dark',
    });
    expect(config.search).toEqual({ provider: 'algolia', appId: 'A', apiKey: 'k', indexName: 'i' });
    expect(warnings.map((w) => w.message)).toContain(
      "The navbar item themeConfig.navbar.items[6] has the type 'custom-thing', which sitegen does not render (a component registered by the site); it is left out.",
    );
    expect(validateConfig(config, file)).toEqual([]);
  });

  it('maps footer columns, and a list of links without columns to one row', async () => {
    const columns = await mapped({
      themeConfig: {
        footer: {
          style: 'dark',
          links: [{ title: 'Docs', items: [{ label: 'Intro', to: 'docs/intro' }, { html: '<b>x</b>' }] }],
          copyright: '© 2026',
        },
      },
    });
    expect(columns.config.footer).toEqual({
      style: 'dark',
      links: [{ title: 'Docs', items: [{ label: 'Intro', to: '/docs/intro' }, { html: '<b>x</b>' }] }],
      copyright: '© 2026',
    });
    const row = await mapped({ themeConfig: { footer: { links: [{ label: 'GitHub', href: 'https://github.com' }] } } });
    expect(row.config.footer).toEqual({
      style: 'light',
      links: [],
      simpleLinks: [{ label: 'GitHub', href: 'https://github.com' }],
    });
    expect(validateConfig(row.config, file)).toEqual([]);
  });

  it("maps the blog; warns, at the key, about a plugin's lifecycle and keys with no equivalent; honours configurePostCss, injectHtmlTags and redirects", async () => {
    const text =
      "module.exports = {\n  presets: [['classic', { blog: {} }]],\n  plugins: [\n    function loader() {},\n  ],\n  themeConfig: { zoom: {},\n    mermaid: { theme: { light: 'neutral' } } },\n};\n";
    const postcssPlugin = { postcssPlugin: 'dino' };
    const { config, warnings, extras } = await mapped(
      {
        presets: [['classic', { blog: { routeBasePath: 'news' } }]],
        plugins: [
          () => ({ name: 'content', loadContent: () => undefined, contentLoaded: () => undefined }),
          () => ({
            name: 'tailwind',
            configurePostCss: (options: { plugins: unknown[] }) => {
              options.plugins.push(postcssPlugin);
              return options;
            },
          }),
          () => ({
            name: 'tags',
            injectHtmlTags: () => ({
              headTags: [
                { tagName: 'meta', attributes: { name: 'x', content: 'y' } },
                '<link rel="preconnect" href="https://fonts.example.com">',
              ],
            }),
          }),
          ['@docusaurus/plugin-client-redirects', { redirects: [{ from: ['/old', '/older'], to: '/docs/intro' }] }],
        ],
        themeConfig: { zoom: {}, mermaid: { theme: { light: 'neutral' } } },
      },
      text,
    );
    expect(extras.unbuilt).toEqual([]);
    expect(config.blog).toEqual({ routeBasePath: 'news' });
    expect(extras.postcssPlugins).toEqual([postcssPlugin]);
    expect(config.headTags).toEqual([
      { tagName: 'meta', attributes: { name: 'x', content: 'y' } },
      { tagName: 'link', attributes: { rel: 'preconnect', href: 'https://fonts.example.com' } },
    ]);
    expect(config.redirects).toEqual([{ from: ['/old', '/older'], to: '/docs/intro' }]);
    expect(warnings.map((w) => [w.code, w.line, w.message])).toEqual(
      expect.arrayContaining([
        [
          'DocusaurusUnsupported',
          4,
          "The plugin content uses Docusaurus's plugin lifecycle, which sitegen does not run, so the site lacks the content it loads, the routes and data it adds.",
        ],
        ['DocusaurusUnsupported', 6, "themeConfig.zoom has no equivalent in sitegen's theme; it is ignored."],
        [
          'DocusaurusUnsupported',
          7,
          "themeConfig.mermaid (Mermaid's themes and options) is not applied: diagrams are drawn with Mermaid's default theme, and its dark theme in dark mode.",
        ],
      ]),
    );
  });

  it("takes the client redirects' fromExtensions: ['html'] as met by the pages' own files, unless trailingSlash is true; warns about the other extensions", async () => {
    const plugin = (options: Record<string, unknown>) => [
      '@docusaurus/plugin-client-redirects',
      { redirects: [], ...options },
    ];
    const messages = async (config: Record<string, unknown>) =>
      (await mapped(config)).warnings.filter((w) => w.message.includes('Extensions')).map((w) => w.message);
    expect(await messages({ plugins: [plugin({ fromExtensions: ['html'] })] })).toEqual([]);
    expect(await messages({ trailingSlash: false, plugins: [plugin({ fromExtensions: ['.html'] })] })).toEqual([]);
    expect(await messages({ trailingSlash: true, plugins: [plugin({ fromExtensions: ['html'] })] })).toEqual([
      'fromExtensions is not applied with trailingSlash: true (a page is then written as <route>/index.html): only the redirects listed in redirects are made.',
    ]);
    expect(await messages({ plugins: [plugin({ fromExtensions: ['html', 'php'], toExtensions: ['exe'] })] })).toEqual([
      'fromExtensions is not applied: only the redirects listed in redirects are made.',
      'toExtensions is not applied: only the redirects listed in redirects are made.',
    ]);
  });

  it("maps a blog's options to sitegen's keys, a blog instance to blogInstances, and warns about what is not carried over", async () => {
    const text =
      "module.exports = {\n  presets: [['classic', {\n    blog: {\n      blogListComponent: '@site/src/BlogList',\n    },\n  }]],\n};\n";
    const { config, warnings } = await mapped(
      {
        presets: [
          [
            'classic',
            {
              blog: {
                path: 'news',
                routeBasePath: '/updates',
                blogTitle: 'Updates',
                blogDescription: 'What changed',
                blogSidebarTitle: 'All posts',
                blogSidebarCount: 'ALL',
                postsPerPage: 5,
                showReadingTime: false,
                editUrl: 'https://github.com/dino/dino/edit/main/',
                authorsMapPath: 'people.yml',
                tags: null,
                archiveBasePath: null,
                onUntruncatedBlogPosts: 'ignore',
                onInlineTags: 'throw',
                feedOptions: { type: 'all', copyright: '© Dino', limit: false },
                blogListComponent: '@site/src/BlogList',
              },
            },
          ],
        ],
        plugins: [
          [
            '@docusaurus/plugin-content-blog',
            { id: 'changelog', path: 'changelog', routeBasePath: 'changelog', feedOptions: { type: null } },
          ],
        ],
      },
      text,
    );
    expect(config.blog).toEqual({
      path: 'news',
      routeBasePath: '/updates',
      title: 'Updates',
      description: 'What changed',
      sidebarTitle: 'All posts',
      sidebarCount: 'ALL',
      postsPerPage: 5,
      showReadingTime: false,
      editUrl: 'https://github.com/dino/dino/edit/main/',
      authorsFile: 'people.yml',
      tagsFile: null,
      archiveBasePath: null,
      onUntruncatedBlogPosts: 'ignore',
      onInlineTags: 'throw',
      feed: { type: 'all', copyright: '© Dino', limit: false },
    });
    expect(config.blogInstances).toEqual([
      { id: 'changelog', path: 'changelog', routeBasePath: 'changelog', feed: false },
    ]);
    expect(warnings.filter((w) => w.message.includes('blog')).map((w) => [w.code, w.line, w.message])).toEqual([
      [
        'DocusaurusUnsupported',
        4,
        "presets[0][1].blog.blogListComponent is not carried over: the theme's list page is used.",
      ],
    ]);
  });

  it('carries feedOptions.xslt over: true, per feed, a path made relative to the blog folder; a path outside it is a warning at its key', async () => {
    const text =
      "module.exports = {\n  presets: [['classic', {\n    blog: {\n      feedOptions: { xslt: { rss: '/elsewhere/rss.xsl' } },\n    },\n  }]],\n};\n";
    const xslt = async (value: unknown) => {
      const { config, warnings } = await mapped(
        { presets: [['classic', { blog: { path: 'news', feedOptions: { xslt: value } } }]] },
        text,
      );
      const blog = typeof config.blog === 'object' ? config.blog : undefined;
      return {
        xslt: blog?.feed === false ? undefined : blog?.feed?.xslt,
        warnings: warnings.filter((w) => w.message.includes('xslt')).map((w) => [w.line, w.message]),
      };
    };
    expect(await xslt(true)).toEqual({ xslt: true, warnings: [] });
    expect(await xslt(false)).toEqual({ xslt: undefined, warnings: [] });
    expect(await xslt(null)).toEqual({ xslt: undefined, warnings: [] });
    expect(await xslt({ rss: true, atom: null })).toEqual({ xslt: { rss: true }, warnings: [] });
    expect(await xslt({ rss: 'styles/rss.xsl', atom: path.join(siteDir, 'news', 'styles', 'atom.xsl') })).toEqual({
      xslt: { rss: 'styles/rss.xsl', atom: 'styles/atom.xsl' },
      warnings: [],
    });
    expect(await xslt({ rss: '/elsewhere/rss.xsl' })).toEqual({
      xslt: undefined,
      warnings: [
        [
          4,
          'presets[0][1].blog.feedOptions.xslt.rss names /elsewhere/rss.xsl, outside the blog folder: the rss feed gets no stylesheet.',
        ],
      ],
    });
  });

  it('has no blog without the classic preset or a blog plugin', async () => {
    const { config } = await mapped({});
    expect(config.blog).toBe(false);
  });

  it("uses the site's own Footer and Navbar/Logo from src/theme/, warns about swizzled parts sitegen renders itself, and says nothing of Prism's languages", async () => {
    const { config, warnings } = await mapped({});
    expect(config.components).toEqual({
      Footer: './src/theme/Footer/index.js',
      NavbarLogo: './src/theme/Navbar/Logo/index.js',
    });
    expect(warnings.filter((w) => w.file?.includes('src/theme')).map((w) => w.message)).toEqual([
      "src/theme/DocItem replaces a part of Docusaurus's theme that sitegen's theme renders itself: the theme does not use it (the site's own imports of @theme/DocItem still get it).",
      "src/theme/Navbar/Search replaces a part of Docusaurus's theme that sitegen's theme renders itself: the theme does not use it (the site's own imports of @theme/Navbar/Search still get it).",
    ]);
  });
});

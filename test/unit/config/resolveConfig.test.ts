import { describe, expect, it } from 'vitest';
import type { ResolvedConfig, SitegenConfig } from '../../../src/config/defineConfig.ts';
import { resolveConfig } from '../../../src/config/resolveConfig.ts';

const base: SitegenConfig = { title: 'My docs', url: 'https://example.com' };

/** Every default from defineConfig.ts, for the smallest config. */
const defaults: ResolvedConfig = {
  title: 'My docs',
  tagline: '',
  titleDelimiter: '|',
  url: 'https://example.com',
  basePath: '/',
  trailingSlash: false,
  favicon: undefined,
  readRoot: '.',
  image: undefined,
  repositoryUrl: undefined,
  navbar: { title: 'My docs', logo: undefined, items: [], hideOnScroll: false, style: undefined },
  footer: { style: 'light', links: [], simpleLinks: [], logo: undefined, copyright: '' },
  announcementBar: undefined,
  colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false },
  search: { provider: 'local' },
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onBrokenMarkdownLinks: 'throw',
  staticDirectories: ['static'],
  pages: { path: 'pages' },
  headTags: [],
  scripts: [],
  stylesheets: [],
  noIndex: false,
  customFields: {},
  redirects: [],
  llms: { enabled: true, full: true, include: [], exclude: [], assistants: [] },
  clientModules: [],
  docs: {
    path: 'docs',
    sidebarPath: undefined,
    include: undefined,
    exclude: undefined,
    routeBasePath: '/docs',
    versionTag: 'current',
    toc: { min: 2, max: 3 },
    lastVersion: undefined,
    onlyIncludeVersions: undefined,
    includeCurrentVersion: true,
    versions: {},
    editUrl: undefined,
    showLastUpdateTime: false,
    showLastUpdateAuthor: false,
    sidebarCollapsible: true,
    sidebarCollapsed: true,
    breadcrumbs: true,
  },
  docsInstances: [],
  i18n: { defaultLocale: 'en', locales: ['en'], localeConfigs: {} },
  schemas: { mapUrls: [] },
  limits: { maxFileSize: 20, renderTimeout: 60 },
  widgets: [],
  customCss: [],
  components: {},
  markdown: {
    beforeDefaultRemarkPlugins: [],
    remarkPlugins: [],
    beforeDefaultRehypePlugins: [],
    rehypePlugins: [],
    format: 'detect',
  },
  blogs: [
    {
      id: 'default',
      path: 'blog',
      routeBase: '/blog',
      title: 'Blog',
      description: 'Blog',
      sidebarTitle: 'Recent posts',
      sidebarCount: 5,
      postsPerPage: 10,
      showReadingTime: true,
      wordsPerMinute: 200,
      feed: { types: ['rss', 'atom'], limit: 20, xslt: {} },
      editUrl: undefined,
      authorsFile: 'authors.yml',
      tagsFile: 'tags.yml',
      tagsBasePath: 'tags',
      archiveBasePath: 'archive',
      pageBasePath: 'page',
      authorsBasePath: 'authors',
      onUntruncatedBlogPosts: 'warn',
      onInlineTags: 'warn',
      onInlineAuthors: 'warn',
      showLastUpdateTime: false,
      showLastUpdateAuthor: false,
      include: ['**/*.{md,mdx}'],
      exclude: ['**/_*.{js,jsx,ts,tsx,md,mdx}', '**/_*/**', '**/*.test.{js,jsx,ts,tsx}', '**/__tests__/**'],
    },
  ],
};

describe('resolveConfig', () => {
  it('applies every default to the smallest config', () => {
    expect(resolveConfig(base)).toStrictEqual(defaults);
  });

  const cases: { name: string; config: SitegenConfig; expected: Partial<ResolvedConfig> }[] = [
    {
      name: 'strips a trailing slash from url',
      config: { ...base, url: 'https://example.com/' },
      expected: { url: 'https://example.com' },
    },
    {
      name: 'keeps the given top-level options',
      config: {
        ...base,
        tagline: 'Fast',
        basePath: '/docs/',
        trailingSlash: true,
        favicon: 'favicon.ico',
        image: 'card.png',
        repositoryUrl: 'https://github.com/acme/docs',
        onBrokenLinks: 'warn',
        onBrokenAnchors: 'ignore',
      },
      expected: {
        // A broken Markdown link follows onBrokenLinks unless it says otherwise.
        onBrokenMarkdownLinks: 'warn',
        tagline: 'Fast',
        basePath: '/docs/',
        trailingSlash: true,
        favicon: 'favicon.ico',
        image: 'card.png',
        repositoryUrl: 'https://github.com/acme/docs',
        onBrokenLinks: 'warn',
        onBrokenAnchors: 'ignore',
      },
    },
    {
      name: 'treats options set to undefined as absent',
      config: { ...base, basePath: undefined, navbar: { title: undefined }, colorMode: { defaultMode: undefined } },
      expected: { basePath: '/', navbar: defaults.navbar, colorMode: defaults.colorMode },
    },
    {
      name: 'fills the navbar, with item positions by kind',
      config: {
        ...base,
        navbar: {
          title: 'Docs',
          logo: { src: 'logo.svg', alt: 'Logo' },
          items: [
            { label: 'Guide', to: '/guide' },
            { type: 'search' },
            { type: 'localeDropdown', position: 'left' },
            { type: 'docSidebar', sidebarId: 'api', label: 'API' },
          ],
        },
      },
      expected: {
        navbar: {
          title: 'Docs',
          logo: { src: 'logo.svg', alt: 'Logo' },
          items: [
            { label: 'Guide', to: '/guide', position: 'left' },
            { type: 'search', position: 'right' },
            { type: 'localeDropdown', position: 'left' },
            { type: 'docSidebar', sidebarId: 'api', label: 'API', position: 'left' },
          ],
          hideOnScroll: false,
          style: undefined,
        },
      },
    },
    {
      name: 'fills the footer',
      config: { ...base, footer: { style: 'dark' } },
      expected: { footer: { style: 'dark', links: [], simpleLinks: [], logo: undefined, copyright: '' } },
    },
    {
      name: 'makes the announcement bar closeable by default',
      config: { ...base, announcementBar: { id: 'v2', content: 'v2 is out', textColor: '#fff' } },
      expected: { announcementBar: { id: 'v2', content: 'v2 is out', textColor: '#fff', isCloseable: true } },
    },
    {
      name: 'keeps an announcement bar that cannot be closed',
      config: { ...base, announcementBar: { id: 'v2', content: 'v2 is out', isCloseable: false } },
      expected: { announcementBar: { id: 'v2', content: 'v2 is out', isCloseable: false } },
    },
    {
      name: 'fills the color mode',
      config: { ...base, colorMode: { respectPrefersColorScheme: true } },
      expected: { colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true } },
    },
    {
      name: 'fills the Algolia search defaults',
      config: { ...base, search: { provider: 'algolia', appId: 'A', apiKey: 'k', indexName: 'docs' } },
      expected: {
        search: {
          provider: 'algolia',
          appId: 'A',
          apiKey: 'k',
          indexName: 'docs',
          contextualSearch: true,
          insights: false,
        },
      },
    },
    {
      name: 'keeps the given Algolia options',
      config: {
        ...base,
        search: {
          provider: 'algolia',
          appId: 'A',
          apiKey: 'k',
          indexName: 'docs',
          contextualSearch: false,
          insights: true,
        },
      },
      expected: {
        search: {
          provider: 'algolia',
          appId: 'A',
          apiKey: 'k',
          indexName: 'docs',
          contextualSearch: false,
          insights: true,
        },
      },
    },
    {
      name: 'fills the docs options one by one',
      config: { ...base, docs: { versionTag: '2.0', toc: { min: 2, max: 4 }, showLastUpdateAuthor: true } },
      expected: {
        docs: {
          path: 'docs',
          sidebarPath: undefined,
          include: undefined,
          exclude: undefined,
          routeBasePath: '/docs',
          versionTag: '2.0',
          toc: { min: 2, max: 4 },
          lastVersion: undefined,
          onlyIncludeVersions: undefined,
          includeCurrentVersion: true,
          versions: {},
          editUrl: undefined,
          showLastUpdateTime: false,
          showLastUpdateAuthor: true,
          sidebarCollapsible: true,
          sidebarCollapsed: true,
          breadcrumbs: true,
        },
      },
    },
    {
      name: 'takes customCss as one path or a list',
      config: { ...base, customCss: './src/custom.css' },
      expected: { customCss: ['./src/custom.css'] },
    },
  ];

  it.each(cases)('$name', ({ config, expected }) => {
    expect(resolveConfig(config)).toStrictEqual({ ...defaults, ...expected });
  });
});

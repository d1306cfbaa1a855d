import { defineConfig } from 'sitegen-docs/config';

export default defineConfig({
  // Shown in the navbar, in every page's title and in search results.
  title: '{{title}}',
  tagline: 'Documentation that builds in seconds and reads without JavaScript.',
  // Where the site will live: canonical links and the sitemap use it.
  url: 'https://example.com',
  // The path the site is served under: '/' on a domain of its own,
  // '/<repository>/' for a GitHub Pages project site.
  basePath: '/',
  favicon: 'img/logo.svg',

  navbar: {
    logo: { src: '/img/logo.svg', alt: '{{title}} logo' },
    items: [
      { label: 'Docs', to: '/docs/intro', activeBasePath: '/docs' },
      { label: 'Blog', to: '/blog', activeBasePath: '/blog' },
      // { href: 'https://github.com/you/your-project', label: 'GitHub', position: 'right' },
      { type: 'search' },
    ],
  },

  footer: {
    links: [
      {
        title: 'Docs',
        items: [
          { label: 'Introduction', to: '/docs/intro' },
          { label: 'Markdown features', to: '/docs/guides/markdown-features' },
        ],
      },
      // The blog's feeds are linked from every page's head too.
      {
        title: 'Blog',
        items: [
          { label: 'Blog', to: '/blog' },
          { label: 'RSS feed', href: '/blog/rss.xml' },
        ],
      },
    ],
    copyright: `Copyright © ${new Date().getFullYear()} {{title}}. Built with sitegen.`,
  },

  docs: {
    // "Edit this page" under every doc: the address of this folder in your repository.
    // editUrl: 'https://github.com/you/your-project/edit/main/',
    // When each doc last changed, from its last git commit (nothing is shown outside git).
    showLastUpdateTime: true,
  },

  // Your own CSS, loaded after the theme's. The theme's colours and fonts are CSS variables.
  customCss: ['./src/custom.css'],

  // remark and rehype plugins of your own (math and Mermaid diagrams are built in):
  // markdown: { remarkPlugins: [remarkEmoji], rehypePlugins: [rehypeExternalLinks] },

  // A React component of your own in place of a part of the theme (Navbar, Footer, DocFooter, NotFound…):
  // components: { Footer: './src/theme/Footer.tsx' },

  // Every link and anchor is checked when the site builds: 'throw' fails the build, 'warn' only reports.
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',

  // Search works offline out of the box; Algolia DocSearch is one setting away:
  // search: { provider: 'algolia', appId: '…', apiKey: '…', indexName: '…' },
});

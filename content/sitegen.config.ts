import { defineConfig } from 'sitegen-docs/config';

export default defineConfig({
  title: 'JSON Schema Components',
  tagline: 'View and edit JSON Schema in React: a schema viewer, a schema editor and a Monaco editor wrapper.',
  url: 'https://json-schema-components.example.org',
  basePath: '/',
  trailingSlash: false,
  favicon: 'img/favicon.svg',
  repositoryUrl: 'https://github.com/json-schema-components/json-schema-components',
  navbar: {
    title: 'JSON Schema Components',
    logo: { src: '/img/logo.svg', alt: 'JSON Schema Components logo' },
    items: [
      { type: 'docSidebar', sidebarId: 'tutorialSidebar', label: 'Docs', position: 'left' },
      { label: 'Demos', to: '/docs/demo', activeBasePath: '/docs/demo', position: 'left' },
      { label: 'Playground', to: '/playground', position: 'left' },
      { type: 'docSidebar', sidebarId: 'sitegenSidebar', label: 'sitegen', position: 'left' },
      { label: 'Blog', to: '/blog', position: 'left' },
      { href: 'https://github.com/json-schema-components/json-schema-components', label: 'GitHub', position: 'right' },
      { type: 'docsVersionDropdown' },
      { type: 'localeDropdown' },
      { type: 'search' },
    ],
  },
  footer: {
    style: 'dark',
    links: [
      {
        title: 'Docs',
        items: [
          { label: 'Quick start', to: '/docs/quick-start' },
          { label: 'Demos', to: '/docs/demo' },
          { label: 'API', to: '/docs/api' },
          { label: 'Getting started with sitegen', to: '/docs/sitegen/getting-started' },
        ],
      },
      {
        title: 'More',
        items: [
          { label: 'Blog', to: '/blog' },
          { label: 'RSS feed', to: '/blog/rss.xml' },
          { label: 'GitHub', href: 'https://github.com/json-schema-components/json-schema-components' },
        ],
      },
    ],
    copyright: 'Copyright © 2024 JSON Schema Components contributors. Built with sitegen.',
  },
  widgets: [
    {
      name: 'custom-values-viewer',
      module: 'widgets/CustomValuesViewer.tsx',
      description: 'The schema viewer with a value renderer of our own (colour swatches, dates in words).',
      props: [
        { name: 'src', kind: 'schemaFile', required: true, description: 'the schema file' },
        { name: 'defaultExpandDepth', kind: 'number', description: 'levels of rows open at first' },
        { name: 'showExamples', kind: 'boolean', description: 'show examples' },
      ],
    },
    {
      name: 'unresolved-refs-viewer',
      module: 'widgets/UnresolvedRefsViewer.tsx',
      description: 'The schema viewer with an unresolved-reference renderer of our own.',
      props: [
        { name: 'src', kind: 'schemaFile', required: true, description: 'the schema file' },
        { name: 'defaultExpandDepth', kind: 'number', description: 'levels of rows open at first' },
      ],
    },
  ],
  announcementBar: {
    id: 'docs-rebuilt-2024',
    content:
      'These docs are now plain HTML that reads without JavaScript. Found a problem? <a href="https://github.com/json-schema-components/json-schema-components/issues">Open an issue</a>.',
    isCloseable: true,
  },
  colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false },
  search: { provider: 'local', suggestions: ['properties', 'oneOf', 'JSONSchemaEditor', 'defaultExpandDepth'] },
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  docs: {
    editUrl: 'https://github.com/json-schema-components/json-schema-components/edit/main/content/',
    showLastUpdateTime: true,
    lastVersion: 'current',
    versions: {
      current: { label: 'Next (1.1)' },
      '1.0': { label: '1.0', banner: 'unmaintained' },
    },
  },
  blog: {
    description: 'Release notes and articles about sitegen and the JSON Schema components.',
    feed: { type: 'all', copyright: 'Copyright © 2026 JSON Schema Components contributors.' },
    editUrl: 'https://github.com/json-schema-components/json-schema-components/edit/main/content/',
  },
  i18n: {
    defaultLocale: 'en',
    locales: ['en', 'fr'],
    localeConfigs: { en: { label: 'English' }, fr: { label: 'Français' } },
  },
});

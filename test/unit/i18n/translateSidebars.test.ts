import { describe, expect, it } from 'vitest';
import type { SidebarEntry } from '../../../theme/data/siteData.ts';
import type { CategoryPage, DocNavigation } from '../../../src/sidebars/buildSidebars.ts';
import {
  sidebarMessages,
  translateCategoryPages,
  translateNavigation,
  translateSidebars,
  versionLabel,
} from '../../../src/i18n/translateSidebars.ts';

const guides: SidebarEntry = {
  type: 'category',
  label: 'Guides',
  href: '/docs/category/guides',
  collapsed: true,
  collapsible: true,
  description: 'How to',
  items: [
    { type: 'doc', id: 'install', label: 'Install', href: '/docs/install' },
    { type: 'link', label: 'Blog', href: 'https://example.com/blog' },
    {
      type: 'category',
      label: 'Advanced',
      collapsed: true,
      collapsible: true,
      items: [{ type: 'html', value: '<b>x</b>', defaultStyle: false }],
    },
  ],
};
const sidebars = new Map<string, SidebarEntry[]>([
  ['docs', [{ type: 'doc', id: 'intro', label: 'Intro', href: '/docs/intro' }, guides]],
]);
const messages = {
  'version.label': 'Prochaine',
  'sidebar.docs.category.Guides': 'Guides pratiques',
  'sidebar.docs.category.Guides.link.generated-index.title': 'Tous les guides',
  'sidebar.docs.category.Guides.link.generated-index.description': 'Comment faire',
  'sidebar.docs.category.Advanced': 'Avancé',
  'sidebar.docs.link.Blog': 'Le blog',
  'sidebar.docs.doc.Install': 'Installer',
  'sidebar.other.category.Guides': 'not this sidebar',
};

describe('translateSidebars', () => {
  it("applies current.json by Docusaurus's keys to a new map, categories inside categories too", () => {
    const translated = translateSidebars(sidebars, messages);
    expect(translated).not.toBe(sidebars);
    const [intro, category] = translated.get('docs') ?? [];
    expect(intro).toEqual({ type: 'doc', id: 'intro', label: 'Intro', href: '/docs/intro' });
    expect(category).toMatchObject({ type: 'category', label: 'Guides pratiques', description: 'Comment faire' });
    const items = category?.type === 'category' ? category.items : [];
    expect(items.map((item) => (item.type === 'html' ? item.value : item.label))).toEqual([
      'Installer',
      'Le blog',
      'Avancé',
    ]);
    // The sidebars given are left as they were.
    expect(guides.label).toBe('Guides');
  });

  it('the generated-index page, the breadcrumbs and previous/next links', () => {
    const page: CategoryPage = {
      route: '/docs/category/guides',
      href: '/docs/category/guides',
      title: 'Guides',
      description: 'How to',
      category: guides as Extract<SidebarEntry, { type: 'category' }>,
      sidebarId: 'docs',
      source: 'sidebars.ts',
    };
    const [translated] = translateCategoryPages([page], messages);
    expect(translated).toMatchObject({
      title: 'Tous les guides',
      description: 'Comment faire',
      category: { label: 'Guides pratiques' },
    });
    const navigation = new Map<string, DocNavigation>([
      [
        'install',
        {
          sidebarId: 'docs',
          breadcrumbs: [{ label: 'Guides', href: '/docs/category/guides' }, { label: 'Install' }],
          previous: { label: 'Guides', href: '/docs/category/guides' },
          next: { label: 'Blog', href: 'https://example.com/blog' },
        },
      ],
    ]);
    expect(translateNavigation(navigation, messages).get('install')).toEqual({
      sidebarId: 'docs',
      breadcrumbs: [{ label: 'Guides pratiques', href: '/docs/category/guides' }, { label: 'Installer' }],
      previous: { label: 'Guides pratiques', href: '/docs/category/guides' },
      next: { label: 'Le blog', href: 'https://example.com/blog' },
    });
  });

  it('the messages a translator starts from: the version label, every category and link, and generated-index pages', () => {
    const page: CategoryPage = {
      route: '/docs/category/guides',
      href: '/docs/category/guides',
      title: 'Guides',
      description: 'How to',
      category: guides as Extract<SidebarEntry, { type: 'category' }>,
      sidebarId: 'docs',
      source: 'sidebars.ts',
    };
    expect(sidebarMessages(sidebars, [page])).toEqual({
      'version.label': { message: 'Next', description: 'The label for version current' },
      'sidebar.docs.category.Guides': {
        message: 'Guides',
        description: 'The label for category Guides in sidebar docs',
      },
      'sidebar.docs.category.Guides.link.generated-index.description': {
        message: 'How to',
        description: 'The generated-index page description for category Guides in sidebar docs',
      },
      'sidebar.docs.category.Advanced': {
        message: 'Advanced',
        description: 'The label for category Advanced in sidebar docs',
      },
      'sidebar.docs.link.Blog': {
        message: 'Blog',
        description: 'The label for link Blog in sidebar docs, linking to https://example.com/blog',
      },
    });
    expect(versionLabel(messages, 'Next')).toBe('Prochaine');
    expect(versionLabel({}, 'Next')).toBe('Next');
  });
});

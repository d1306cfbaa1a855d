/**
 * createVersionsView: what each page shows of the docs versions. The dropdown of a doc links to the
 * same doc (by id) in each version, else to that version's first doc (of its first sidebar); a
 * generated index or tag page links to the same route, else to the version's first doc; the banner's
 * link to the last version says whether it is the same page.
 */
import { describe, expect, it } from 'vitest';
import type { SidebarEntry } from '../../../theme/data/siteData.ts';
import type { DocRef } from '../../../src/sidebars/buildSidebars.ts';
import type { DocsVersion } from '../../../src/versions/docsVersions.ts';
import { versionKey } from '../../../src/versions/versionKey.ts';
import { createVersionsView } from '../../../src/versions/versionPages.ts';
import { docRef } from '../sidebars/docFixtures.ts';

const siteDir = '/site';

function version(name: string, routeBase: string, banner: DocsVersion['banner'], isLast = false): DocsVersion {
  return {
    name,
    instance: 'default',
    release: name,
    label: name === 'current' ? 'Next' : name,
    urlPath: routeBase.slice('/docs/'.length),
    routeBase,
    dir: `${siteDir}/${name}`,
    sidebarsFile: undefined,
    banner,
    badge: true,
    isLast,
    noIndex: false,
    searchTag: name,
  };
}

const versions = [
  version('current', '/docs/next', 'unreleased'),
  version('1.0', '/docs', 'none', true),
  version('0.9', '/docs/0.9', 'unmaintained'),
];

/** A doc of a version, at `<routeBase>/<id>`. */
function doc(versionName: string, id: string): [string, DocRef] {
  const ref = docRef(siteDir, `${id}.md`);
  const base = versions.find((v) => v.name === versionName)!.routeBase;
  const route = `${base}/${id}`;
  const own = versionName === 'current' ? {} : { version: versionName };
  return [versionKey(versionName, id), { ...ref, doc: { ...ref.doc, ...own }, route, href: route }];
}

const docRefs = new Map([
  doc('current', 'intro'),
  doc('current', 'setup'),
  doc('current', 'new'),
  doc('1.0', 'intro'),
  doc('1.0', 'setup'),
  doc('0.9', 'start'),
  doc('0.9', 'setup'),
]);

const entry = (href: string, id: string): SidebarEntry => ({ type: 'doc', id, label: id, href });
const sidebars = new Map<string, SidebarEntry[]>([
  ['docs', [entry('/docs/next/intro', 'intro'), entry('/docs/next/setup', 'setup'), entry('/docs/next/new', 'new')]],
  // 1.0's first sidebar starts with a category without a page of its own: its first doc is setup.
  [
    versionKey('1.0', 'docs'),
    [
      {
        type: 'category',
        label: 'Guides',
        items: [entry('/docs/setup', 'setup')],
        collapsed: false,
        collapsible: true,
      },
      entry('/docs/intro', 'intro'),
    ],
  ],
  [versionKey('0.9', 'docs'), [entry('/docs/0.9/start', 'start'), entry('/docs/0.9/setup', 'setup')]],
]);

const routes = new Set([
  ...[...docRefs.values()].map((ref) => ref.route),
  '/docs/next/category/guides',
  '/docs/category/guides',
  '/docs/next/tags/api',
  '/docs/0.9/tags/api',
]);
const view = createVersionsView({
  versions,
  docRefs,
  sidebars,
  hasRoute: (route) => routes.has(route),
  href: (route) => `/base${route}`,
})!;

describe('createVersionsView', () => {
  it('is undefined on a site of one version', () => {
    expect(
      createVersionsView({ versions: versions.slice(0, 1), docRefs, sidebars, hasRoute: () => true, href: (r) => r }),
    ).toBeUndefined();
  });

  it('a doc every version has: the dropdown links to it in each; the banner links to the same page in the last version', () => {
    expect(view.forDoc({ id: 'setup' })).toEqual({
      version: {
        name: 'current',
        label: 'Next',
        banner: 'unreleased',
        badge: true,
        searchTag: 'current',
        latest: { label: '1.0', href: '/docs/setup', samePage: true },
      },
      versions: [
        { name: 'current', label: 'Next', href: '/docs/next/setup' },
        { name: '1.0', label: '1.0', href: '/docs/setup' },
        { name: '0.9', label: '0.9', href: '/docs/0.9/setup' },
      ],
    });
  });

  it("a doc only some versions have: the others link to their first sidebar's first doc, and so does the banner", () => {
    expect(view.forDoc({ id: 'new' }).versions).toEqual([
      { name: 'current', label: 'Next', href: '/docs/next/new' },
      { name: '1.0', label: '1.0', href: '/docs/setup' },
      { name: '0.9', label: '0.9', href: '/docs/0.9/start' },
    ]);
    expect(view.forDoc({ id: 'new' }).version?.latest).toEqual({ label: '1.0', href: '/docs/setup', samePage: false });
    expect(view.forDoc({ id: 'start', version: '0.9' }).version?.latest).toEqual({
      label: '1.0',
      href: '/docs/setup',
      samePage: false,
    });
  });

  it('the last version has no link to itself', () => {
    expect(view.forDoc({ id: 'intro', version: '1.0' }).version).toEqual({
      name: '1.0',
      label: '1.0',
      banner: 'none',
      badge: true,
      searchTag: '1.0',
    });
  });

  it('a generated index or tag page: the same route in each version that has it, else its first doc', () => {
    expect(view.forVersionRoute(undefined, '/docs/next/category/guides')).toEqual({
      version: {
        name: 'current',
        label: 'Next',
        banner: 'unreleased',
        badge: true,
        searchTag: 'current',
        latest: { label: '1.0', href: '/base/docs/category/guides', samePage: true },
      },
      versions: [
        { name: 'current', label: 'Next', href: '/base/docs/next/category/guides' },
        { name: '1.0', label: '1.0', href: '/base/docs/category/guides' },
        { name: '0.9', label: '0.9', href: '/docs/0.9/start' },
      ],
    });
    expect(view.forVersionRoute('0.9', '/docs/0.9/tags/api')).toEqual({
      version: {
        name: '0.9',
        label: '0.9',
        banner: 'unmaintained',
        badge: true,
        searchTag: '0.9',
        latest: { label: '1.0', href: '/docs/setup', samePage: false },
      },
      versions: [
        { name: 'current', label: 'Next', href: '/base/docs/next/tags/api' },
        { name: '1.0', label: '1.0', href: '/docs/setup' },
        { name: '0.9', label: '0.9', href: '/base/docs/0.9/tags/api' },
      ],
    });
  });

  it("the last version at the docs' root does not take another version's pages for its own", () => {
    // /docs/next/category/guides is under /docs, the last version's route base, but it is Next's page.
    expect(view.forVersionRoute('1.0', '/docs/category/guides').versions?.map((link) => link.href)).toEqual([
      '/base/docs/next/category/guides',
      '/base/docs/category/guides',
      '/docs/0.9/start',
    ]);
  });

  it('onlyIncludeVersions leaving the last version out: no banner link to a version not built, pages outside the docs show the first version', () => {
    const built = [versions[0]!, versions[2]!];
    const partial = createVersionsView({
      versions: built,
      docRefs,
      sidebars,
      hasRoute: (route) => routes.has(route),
      href: (route) => route,
    })!;
    expect(partial.forDoc({ id: 'setup' }).version).toEqual({
      name: 'current',
      label: 'Next',
      banner: 'unreleased',
      badge: true,
      searchTag: 'current',
    });
    expect(partial.forDoc({ id: 'start', version: '0.9' }).version).toEqual({
      name: '0.9',
      label: '0.9',
      banner: 'unmaintained',
      badge: true,
      searchTag: '0.9',
    });
    expect(partial.forOtherPage()).toEqual({
      versions: [
        { name: 'current', label: 'Next', href: '/docs/next/intro' },
        { name: '0.9', label: '0.9', href: '/docs/0.9/start' },
      ],
      defaultVersion: 'current',
    });
  });

  it("a page outside the docs: each version's first doc, the last version shown until the reader's preference is known", () => {
    expect(view.forOtherPage()).toEqual({
      versions: [
        { name: 'current', label: 'Next', href: '/docs/next/intro' },
        { name: '1.0', label: '1.0', href: '/docs/setup' },
        { name: '0.9', label: '0.9', href: '/docs/0.9/start' },
      ],
      defaultVersion: '1.0',
    });
    expect(view.sidebarHrefs('docs')).toEqual({
      current: '/docs/next/intro',
      '1.0': '/docs/setup',
      '0.9': '/docs/0.9/start',
    });
  });
});

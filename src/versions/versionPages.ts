/**
 * What each page shows of the docs versions, on a site of several: the
 * version of a page of the docs (its banner, badge and search tag), the
 * version dropdown's targets from the page (the same doc in each version when
 * it has it, else that version's first doc), and the navbar's doc links per
 * version. A site of one version gets none of it, and its pages stay as they were.
 *
 * Each docs instance's versions are their own: a doc of the `community` docs
 * shows its instance's versions, or, when it has one, the main docs' as pages
 * outside the docs do.
 */
import type { PageData, PageVersion, SidebarEntry, VersionLink } from '../../theme/data/siteData.ts';
import { firstHrefOf } from '../../theme/data/links.ts';
import type { DocRef } from '../sidebars/buildSidebars.ts';
import { defaultDocsInstance } from '../config/defineConfig.ts';
import type { DocsVersion } from './docsVersions.ts';
import { currentVersionName, versionKey } from './versionKey.ts';

export interface VersionsView {
  versions: readonly DocsVersion[];
  /** The version a doc key, sidebar id or version name belongs to. */
  byName(name: string | undefined): DocsVersion | undefined;
  /** A doc's page data: its version and the dropdown's targets. */
  forDoc(doc: { id: string; version?: string | undefined }): Pick<PageData, 'version' | 'versions'>;
  /** Another page of a version's docs (a generated index, a tag page), by its route. */
  forVersionRoute(versionName: string | undefined, route: string): Pick<PageData, 'version' | 'versions'>;
  /** A page outside the docs: every version's first doc. */
  forOtherPage(): Pick<PageData, 'versions' | 'defaultVersion'>;
  /** A version's first doc: the first doc of its first sidebar, else its first doc. */
  mainHref(versionName: string): string | undefined;
  /**
   * The first doc of a sidebar of a docs instance (by default the main docs) in each version that has it, by version
   * name.
   */
  sidebarHrefs(sidebarId: string, instance?: string): Record<string, string>;
}

interface VersionsViewOptions {
  versions: readonly DocsVersion[];
  docRefs: ReadonlyMap<string, DocRef>;
  sidebars: ReadonlyMap<string, SidebarEntry[]>;
  /** Whether a route exists, for the same generated index or tag page in another version. */
  hasRoute: (route: string) => boolean;
  href: (route: string) => string;
}

/** The view of every docs instance of several versions; undefined when none has several. */
export function createVersionsView(options: VersionsViewOptions): VersionsView | undefined {
  const instances = [...new Set(options.versions.map((version) => version.instance))];
  const views = new Map(
    instances.flatMap((instance) => {
      const view = instanceVersionsView({
        ...options,
        versions: options.versions.filter((version) => version.instance === instance),
      });
      return view ? [[instance, view] as const] : [];
    }),
  );
  if (views.size === 0) return undefined;
  const byName = (name: string | undefined) => options.versions.find((v) => v.name === (name ?? currentVersionName));
  const viewOf = (name: string | undefined) => views.get(byName(name)?.instance ?? '');
  return {
    versions: options.versions,
    byName,
    mainHref: (name) => viewOf(name)?.mainHref(name),
    // A page of an instance of one version shows the main docs' versions, as a page outside the docs does.
    forDoc: (doc) => viewOf(doc.version)?.forDoc(doc) ?? views.get(defaultDocsInstance)?.forOtherPage() ?? {},
    forVersionRoute: (name, route) =>
      viewOf(name)?.forVersionRoute(name, route) ?? views.get(defaultDocsInstance)?.forOtherPage() ?? {},
    forOtherPage: () => views.get(defaultDocsInstance)?.forOtherPage() ?? {},
    sidebarHrefs: (sidebarId, instance = defaultDocsInstance) => views.get(instance)?.sidebarHrefs(sidebarId) ?? {},
  };
}

/** The view of one docs instance's versions; undefined when it has one. */
function instanceVersionsView(options: VersionsViewOptions): VersionsView | undefined {
  const { versions, docRefs, sidebars } = options;
  if (versions.length < 2) return undefined;
  const byName = (name: string | undefined) => versions.find((v) => v.name === (name ?? currentVersionName));
  // Undefined when onlyIncludeVersions leaves the last version out: no banner links to a version not built.
  const last = versions.find((v) => v.isLast);
  const mainHref = mainHrefs(options, byName);
  const link = (version: DocsVersion, href: string | undefined): VersionLink[] =>
    href ? [{ name: version.name, label: version.label, href }] : [];
  const pageVersion = (version: DocsVersion, sameInLast: string | undefined): PageVersion => {
    const lastHref = sameInLast ?? (last ? mainHref(last.name) : undefined);
    return {
      name: version.name,
      label: version.label,
      banner: version.banner,
      badge: version.badge,
      searchTag: version.searchTag,
      ...(version.noIndex ? { noIndex: true } : {}),
      ...(last && !version.isLast && lastHref
        ? { latest: { label: last.label, href: lastHref, samePage: sameInLast !== undefined } }
        : {}),
    };
  };
  const sameRoute = (from: DocsVersion, to: DocsVersion, route: string) => sameRouteIn(options, from, to, route);
  return {
    versions,
    byName,
    mainHref,
    forDoc(doc) {
      const version = byName(doc.version);
      if (!version) return {};
      const same = (other: DocsVersion) => docRefs.get(versionKey(other.name, doc.id))?.href;
      return {
        version: pageVersion(version, last ? same(last) : undefined),
        versions: versions.flatMap((other) => link(other, same(other) ?? mainHref(other.name))),
      };
    },
    forVersionRoute(versionName, route) {
      const version = byName(versionName);
      if (!version) return {};
      return {
        version: pageVersion(version, last ? sameRoute(version, last, route) : undefined),
        versions: versions.flatMap((other) => link(other, sameRoute(version, other, route) ?? mainHref(other.name))),
      };
    },
    forOtherPage() {
      const shown = last ?? versions[0];
      return {
        versions: versions.flatMap((other) => link(other, mainHref(other.name))),
        ...(shown ? { defaultVersion: shown.name } : {}),
      };
    },
    sidebarHrefs(sidebarId) {
      return Object.fromEntries(
        versions.flatMap((version) => {
          const href = firstHrefOf(sidebars.get(versionKey(version.name, sidebarId)) ?? []);
          return href ? [[version.name, href]] : [];
        }),
      );
    },
  };
}

/**
 * Each version's main page, once: the first doc of its first sidebar, else its first doc, else its route base.
 */
function mainHrefs(
  options: VersionsViewOptions,
  byName: (name: string | undefined) => DocsVersion | undefined,
): (name: string) => string | undefined {
  const { sidebars, docRefs } = options;
  const found = new Map<string, string | undefined>();
  return (name) => {
    if (found.has(name)) return found.get(name);
    const prefix = versionKey(name, '');
    const ownSidebars = [...sidebars].filter(([id]) =>
      prefix === '' ? !id.includes('\u0000') : id.startsWith(prefix),
    );
    const fromSidebar = ownSidebars.map(([, entries]) => firstHrefOf(entries)).find((href) => href !== undefined);
    const firstDoc = [...docRefs.values()].find((ref) => (ref.doc.version ?? currentVersionName) === name)?.href;
    const version = byName(name);
    const href = fromSidebar ?? firstDoc ?? (version ? options.href(version.routeBase) : undefined);
    found.set(name, href);
    return href;
  };
}

/** The same route in another version: its part after the version's route base, under the other's; if it exists. */
function sameRouteIn(
  options: VersionsViewOptions,
  from: DocsVersion,
  to: DocsVersion,
  route: string,
): string | undefined {
  const rest =
    route === from.routeBase
      ? ''
      : route.startsWith(`${from.routeBase === '/' ? '' : from.routeBase}/`)
        ? route.slice(from.routeBase === '/' ? 0 : from.routeBase.length)
        : undefined;
  if (rest === undefined) return undefined;
  const target = `${to.routeBase === '/' ? '' : to.routeBase}${rest}` || '/';
  return options.hasRoute(target) ? options.href(target) : undefined;
}

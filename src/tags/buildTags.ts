/**
 * The tag pages, as Docusaurus makes them: `/docs/tags` lists every tag with
 * how many docs it has, and `/docs/tags/<permalink>` lists a tag's docs
 * (title, link, description). Unlisted docs are left off a tag's page; a tag
 * whose every doc is unlisted gets an unlisted page, off the list of tags.
 * Part of the buildRoutes stage: the pages join the route table, and each doc
 * gets the links of its tags, for its foot.
 */
import type { TagLink, TagSummary, TaggedDoc } from '../../theme/data/siteData.ts';
import type { DocSource } from '../content/contentTypes.ts';
import { keyLine } from '../content/frontMatter.ts';
import type { DiagnosticBag } from '../diagnostics/diagnostic.ts';
import { joinRoute } from '../routes/docRoute.ts';
import type { RouteTable } from '../routes/routeTable.ts';
import { docTags } from './docTags.ts';
import type { TagsFile } from './tagsFile.ts';
import { versionKey } from '../versions/versionKey.ts';

export interface TagPage {
  route: string;
  href: string;
  label: string;
  description?: string;
  docs: TaggedDoc[];
  /** Every doc of the tag is unlisted, and so is its page. */
  unlisted: boolean;
  /** The first doc with the tag, which the route is attributed to. */
  source: string;
}

export interface TagsListPage {
  route: string;
  href: string;
  /** The listed tags, by label. */
  tags: TagSummary[];
  source: string;
}

export interface TagsResult {
  /** The docs version of these tags (src/versions/); undefined for the current docs. */
  version?: string;
  /** Undefined when no doc has a tag. */
  listPage?: TagsListPage;
  pages: TagPage[];
  /** Doc key (its id, prefixed with its version for an older version's: versionKey) → the links of its tags. */
  docTags: Map<string, TagLink[]>;
}

export interface TaggableDoc extends TaggedDoc {
  doc: DocSource;
}

export interface BuildTagsOptions {
  docs: TaggableDoc[];
  tagsFile: TagsFile | undefined;
  routeBasePath: string;
  href: (route: string) => string;
  routes: RouteTable;
  problems: DiagnosticBag;
}

type GatheredPage = TagPage & { all: TaggableDoc[] };

export function buildTags(options: BuildTagsOptions): TagsResult {
  const tagsRoute = joinRoute(options.routeBasePath, 'tags');
  const { pages, links } = gatherTags(options, tagsRoute);
  if (pages.size === 0) return { pages: [], docTags: links };
  const byTitle = (a: TaggedDoc, b: TaggedDoc) => a.title.localeCompare(b.title) || a.href.localeCompare(b.href);
  const result: TagPage[] = [...pages.values()]
    .map(({ all, ...page }) => {
      const listed = all.filter((entry) => !entry.doc.frontMatter.unlisted);
      const shown = listed.length > 0 ? listed : all;
      return {
        ...page,
        unlisted: listed.length === 0,
        docs: shown.map(({ title, href, description }) => ({ title, href, description })).sort(byTitle),
      };
    })
    .sort((a, b) => a.label.localeCompare(b.label) || a.route.localeCompare(b.route));
  // The first doc with a tag (docs come in path order).
  const first = pages.values().next().value;
  const listPage: TagsListPage = {
    route: tagsRoute,
    href: options.href(tagsRoute),
    tags: result
      .filter((page) => !page.unlisted)
      .map((page) => ({ label: page.label, href: page.href, count: page.docs.length })),
    source: first?.source ?? '',
  };
  addTagRoutes(options, listPage, result);
  return { listPage, pages: result, docTags: links };
}

/** Each tag's page with the docs that have it, in path order; each doc's links to its tags' pages. */
function gatherTags(
  options: BuildTagsOptions,
  tagsRoute: string,
): { pages: Map<string, GatheredPage>; links: Map<string, TagLink[]> } {
  const pages = new Map<string, GatheredPage>();
  const links = new Map<string, TagLink[]>();
  for (const entry of options.docs) {
    const own: TagLink[] = [];
    for (const tag of docTags(entry.doc.frontMatter.tags, options.tagsFile)) {
      if (tag.permalink === '/') {
        options.problems.add({
          code: 'InvalidFrontMatter',
          file: entry.doc.file,
          ...keyLine(entry.doc.source, 'tags'),
          message: `The tag "${tag.label}" has no letters or digits to make the address of its page of.`,
          hint:
            `Give it a permalink: { label: '${tag.label}', permalink: '/its-name' }, or define it in ` +
            `docs/tags.yml.`,
        });
        continue;
      }
      const route = joinRoute(tagsRoute, tag.permalink);
      let page = pages.get(route);
      if (!page) {
        page = {
          route,
          href: options.href(route),
          label: tag.label,
          ...(tag.description ? { description: tag.description } : {}),
          docs: [],
          unlisted: false,
          source: entry.doc.file,
          all: [],
        };
        pages.set(route, page);
      }
      if (page.all.includes(entry)) continue;
      page.all.push(entry);
      if (!own.some((link) => link.href === page.href)) own.push({ label: page.label, href: page.href });
    }
    if (own.length > 0) links.set(versionKey(entry.doc.version, entry.doc.id), own);
  }
  return { pages, links };
}

/** The tags pages' routes, each attributed to the first doc with the tag, at its `tags` key. */
function addTagRoutes(options: BuildTagsOptions, listPage: TagsListPage, pages: TagPage[]): void {
  const at = (file: string) => {
    const doc = options.docs.find((entry) => entry.doc.file === file)?.doc;
    return doc ? keyLine(doc.source, 'tags') : { line: 1, column: 1 };
  };
  options.routes.add({
    path: listPage.route,
    kind: 'tags',
    source: listPage.source,
    ...at(listPage.source),
    key: listPage.route,
  });
  for (const page of pages)
    options.routes.add({ path: page.route, kind: 'tag', source: page.source, ...at(page.source), key: page.route });
}

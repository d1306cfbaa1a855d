/**
 * The buildRoutes stage: the route table of docs, tag pages (src/tags/buildTags.ts) and
 * React pages (category pages join it in buildSidebars). Also settles each doc's title:
 * front matter `title`, else its first `# heading`, else its id.
 */
import type { ResolvedConfig } from '../config/defineConfig.ts';
import type { DocSource } from '../content/contentTypes.ts';
import type { CompiledDoc } from '../markdown/compileMarkdown.ts';
import type { DocEntry, PageEntry } from '../render/renderTypes.ts';
import { docRoute } from '../routes/docRoute.ts';
import { hrefFor } from '../routes/outputPath.ts';
import { RouteTable } from '../routes/routeTable.ts';
import type { DocRef } from '../sidebars/buildSidebars.ts';
import { buildTags, type TaggableDoc, type TagsResult } from '../tags/buildTags.ts';
import type { TagsFile } from '../tags/tagsFile.ts';
import type { DocsVersion } from '../versions/docsVersions.ts';
import { currentVersionName, versionKey } from '../versions/versionKey.ts';
import path from 'node:path';

export interface BuiltRoutes {
  routes: RouteTable;
  docEntries: DocEntry[];
  /** By doc key: the id, prefixed with its version for docs of another version than the current one (versionKey). */
  docRefs: Map<string, DocRef>;
  docRouteByFile: Map<string, string>;
  /** Each version's tag pages, and each doc's tags by doc key. */
  tags: TagsResult[];
}

/** The single, current version of a site without versions. */
const currentOnly = (
  config: ResolvedConfig,
  siteDir: string,
): (Pick<DocsVersion, 'name' | 'routeBase' | 'dir'> & { translated?: string[] })[] => [
  { name: currentVersionName, routeBase: config.docs.routeBasePath, dir: path.resolve(siteDir, config.docs.path) },
];

export function buildRoutes(options: {
  config: ResolvedConfig;
  siteDir: string;
  docs: DocSource[];
  compiled: CompiledDoc[];
  pages: PageEntry[];
  tagsFiles?: ReadonlyMap<string, TagsFile>;
  versions?: (Pick<DocsVersion, 'name' | 'routeBase' | 'dir'> & { translated?: string[] })[];
}): BuiltRoutes {
  const { config } = options;
  const versions = options.versions ?? currentOnly(config, options.siteDir);
  const versionOf = (doc: DocSource) =>
    versions.find((v) => v.name === (doc.version ?? currentVersionName)) ?? versions[0];
  const folderOf = (doc: DocSource) =>
    path
      .relative(options.siteDir, versionOf(doc)?.dir ?? 'docs')
      .split(path.sep)
      .join('/') || 'docs';
  const routes = new RouteTable(options.siteDir);
  const docEntries: DocEntry[] = [];
  const docRefs = new Map<string, DocRef>();
  const docRouteByFile = new Map<string, string>();
  const taggable: TaggableDoc[] = [];
  options.docs.forEach((doc, i) => {
    const compiled = options.compiled[i];
    if (!compiled) return;
    const route = docRoute(doc, versionOf(doc)?.routeBase ?? config.docs.routeBasePath);
    const href = hrefFor(route, config.basePath, config.trailingSlash);
    const title = doc.frontMatter.title ?? compiled.firstHeading ?? doc.id.split('/').pop() ?? doc.id;
    const key = versionKey(doc.version, doc.id);
    const existing = docRefs.get(key);
    if (existing) {
      routes.problems.add({
        code: 'DuplicateDocId',
        file: doc.file,
        line: 1,
        column: 1,
        message:
          `The doc id "${doc.id}" is used by ${existing.doc.relativePath} and by ${doc.relativePath} (both in ` +
          `${folderOf(doc)}/).`,
        hint: 'Doc ids come from the file path or front matter `id`; give one of them another id.',
      });
      return;
    }
    routes.add({ path: route, kind: 'doc', source: doc.file, line: 1, column: 1, key: doc.id });
    docEntries.push({ source: doc, compiled, route, href, title });
    docRefs.set(key, { doc, route, href, title });
    docRouteByFile.set(doc.file, route);
    // In a language other than the default, a relative link names the doc by its path in any folder of the version:
    // the translation's or the docs folder's (the one an untranslated doc is in).
    const folder = versionOf(doc);
    for (const dir of folder?.translated?.length ? [folder.dir, ...folder.translated] : [])
      docRouteByFile.set(path.join(dir, doc.relativePath), route);
    if (doc.frontMatter.tags?.length)
      taggable.push({ doc, title, href, description: doc.frontMatter.description ?? compiled.firstParagraph ?? '' });
  });
  // Each version has its own tag pages, under its own route.
  const tags = versions.map((version) => ({
    ...buildTags({
      docs: taggable.filter((entry) => (entry.doc.version ?? currentVersionName) === version.name),
      tagsFile: options.tagsFiles?.get(version.name),
      routeBasePath: version.routeBase,
      href: (route) => hrefFor(route, config.basePath, config.trailingSlash),
      routes,
      problems: routes.problems,
    }),
    ...(version.name === currentVersionName ? {} : { version: version.name }),
  }));
  for (const page of options.pages) {
    routes.add({ path: page.route, kind: 'page', source: page.source.file, line: 1, column: 1 });
  }
  // The search page is the theme's unless the site has its own.
  if (!routes.has('/search')) routes.add({ path: '/search', kind: 'search', source: 'sitegen:search' });
  return { routes, docEntries, docRefs, docRouteByFile, tags };
}

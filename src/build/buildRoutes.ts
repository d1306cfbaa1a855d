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

export interface BuiltRoutes {
  routes: RouteTable;
  docEntries: DocEntry[];
  docRefs: Map<string, DocRef>;
  docRouteByFile: Map<string, string>;
  tags: TagsResult;
}

export function buildRoutes(options: { config: ResolvedConfig; siteDir: string; docs: DocSource[]; compiled: CompiledDoc[]; pages: PageEntry[]; tagsFile?: TagsFile | undefined }): BuiltRoutes {
  const { config } = options;
  const routes = new RouteTable(options.siteDir);
  const docEntries: DocEntry[] = [];
  const docRefs = new Map<string, DocRef>();
  const docRouteByFile = new Map<string, string>();
  const taggable: TaggableDoc[] = [];
  options.docs.forEach((doc, i) => {
    const compiled = options.compiled[i];
    if (!compiled) return;
    const route = docRoute(doc, config.docs.routeBasePath);
    const href = hrefFor(route, config.basePath, config.trailingSlash);
    const title = doc.frontMatter.title ?? compiled.firstHeading ?? doc.id.split('/').pop() ?? doc.id;
    const existing = docRefs.get(doc.id);
    if (existing) {
      routes.problems.add({
        code: 'DuplicateDocId', file: doc.file, line: 1, column: 1,
        message: `The doc id "${doc.id}" is used by ${existing.doc.relativePath} and by ${doc.relativePath} (both in docs/).`,
        hint: 'Doc ids come from the file path or front matter `id`; give one of them another id.',
      });
      return;
    }
    routes.add({ path: route, kind: 'doc', source: doc.file, line: 1, column: 1, key: doc.id });
    docEntries.push({ source: doc, compiled, route, href, title });
    docRefs.set(doc.id, { doc, route, href, title });
    docRouteByFile.set(doc.file, route);
    if (doc.frontMatter.tags?.length) taggable.push({ doc, title, href, description: doc.frontMatter.description ?? compiled.firstParagraph ?? '' });
  });
  const tags = buildTags({
    docs: taggable, tagsFile: options.tagsFile, routeBasePath: config.docs.routeBasePath,
    href: (route) => hrefFor(route, config.basePath, config.trailingSlash), routes, problems: routes.problems,
  });
  for (const page of options.pages) {
    routes.add({ path: page.route, kind: 'page', source: page.source.file, line: 1, column: 1 });
  }
  // The search page is the theme's unless the site has its own.
  if (!routes.has('/search')) routes.add({ path: '/search', kind: 'search', source: 'sitegen:search' });
  return { routes, docEntries, docRefs, docRouteByFile, tags };
}

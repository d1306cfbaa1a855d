/**
 * The render jobs of the docs (renderPages.ts): each doc's page (its compiled tree under its sidebar,
 * breadcrumbs, table of contents, footer and tags), each generated category index, and each docs version's
 * tags pages.
 */
import { createElement } from 'react';
import type { PageData } from '../../theme/data/siteData.ts';
import { translate } from '../../theme/i18n/translate.ts';
import { GeneratedIndex } from '../../theme/pages/GeneratedIndex.tsx';
import { TagDocListPage, tagPageTitle, TagsListPage } from '../../theme/pages/TagPages.tsx';
import { featuresOf } from '../markdown/pageFeatures.ts';
import { splitVersionKey, versionKey } from '../versions/versionKey.ts';
import { isMdxTree, loadMdx, prepareMdx } from './mdxModules.ts';
import { docContent } from './renderPage.ts';
import type { JobContext, RenderJob } from './renderJobContext.ts';
import { renderKey } from './renderKeys.ts';
import type { DocEntry } from './renderTypes.ts';
import { buildToc } from './toc.ts';

export function docJobs(context: JobContext): RenderJob[] {
  return context.options.docs.map((doc) => docJob(context, doc));
}

/** A doc's page: its compiled tree, bundled and loaded first when it is MDX. */
function docJob(context: JobContext, doc: DocEntry): RenderJob {
  const { options, partialsCompiler, resolveContextFor, allSidebarsKey } = context;
  const fm = doc.source.frontMatter;
  return {
    doc,
    text: doc.source,
    twinnable: 'doc',
    ...(doc.compiled.widgetUses.length > 0
      ? {
          widgetPlaces: Object.fromEntries(
            [...doc.compiled.widgetUses].reverse().map((use) => [use.name, { line: use.line, column: use.column }]),
          ),
        }
      : {}),
    source: doc.source.file,
    key: renderKey(
      'doc',
      doc.compiled.sourceKey,
      doc.compiled.widgetUses.length > 0 ? allSidebarsKey : '',
      JSON.stringify(fm),
    ),
    headings: doc.compiled.headings.filter((h) => h.depth >= 2),
    features: featuresOf(doc.compiled.widgets),
    keywords: fm.keywords,
    image: fm.image,
    page: docPage(context, doc),
    // A tree in memory (not one the cache holds, which content reads) has its module bundled while earlier pages
    // render.
    prepare: () => {
      if (doc.compiled.hast && isMdxTree(doc.compiled.hast))
        prepareMdx(doc.compiled.hast, {
          file: doc.source.file,
          siteDir: options.siteDir,
          compiler: partialsCompiler(),
        });
    },
    content: async () => {
      const hast = doc.compiled.hast ?? (await options.treeOf?.(doc.source));
      if (!hast) throw new Error(`${doc.source.relativePath} was compiled in a worker thread, which must render it`);
      if (isMdxTree(hast))
        await loadMdx(hast, { file: doc.source.file, siteDir: options.siteDir, compiler: partialsCompiler() });
      return docContent(hast, doc.compiled.links, resolveContextFor({ route: doc.route, file: doc.source.file }));
    },
  };
}

/** A doc's page data: its sidebar, breadcrumbs and neighbours, table of contents, footer, tags and version. */
function docPage(context: JobContext, doc: DocEntry): PageData {
  const { options, config, crumbs, untranslatedIn, tagsOf } = context;
  const docKey = versionKey(doc.source.version, doc.source.id);
  const nav = options.navigation.get(docKey);
  const fm = doc.source.frontMatter;
  const hasH1 = doc.compiled.firstHeading !== undefined;
  const tocMin = fm.toc_min_heading_level ?? config.docs.toc.min;
  const tocMax = fm.toc_max_heading_level ?? config.docs.toc.max;
  return {
    kind: 'doc',
    route: doc.route,
    href: doc.href,
    title: doc.title,
    description: fm.description ?? doc.compiled.firstParagraph ?? '',
    ...(nav
      ? {
          sidebarId: nav.sidebarId,
          sidebar: options.sidebars.get(nav.sidebarId),
          breadcrumbs: crumbs(nav.breadcrumbs, doc.source.version),
          previous: nav.previous,
          next: nav.next,
        }
      : {}),
    // displayed_sidebar picks the sidebar shown (or none), whatever lists the doc.
    ...(fm.displayed_sidebar !== undefined
      ? fm.displayed_sidebar === null
        ? { sidebarId: undefined, sidebar: undefined }
        : {
            sidebarId: versionKey(doc.source.version, fm.displayed_sidebar),
            sidebar: options.sidebars.get(versionKey(doc.source.version, fm.displayed_sidebar)),
          }
      : {}),
    ...(fm.unlisted ? { unlisted: true } : {}),
    toc: fm.hide_table_of_contents ? [] : buildToc(doc.compiled.headings, tocMin, tocMax),
    hideTitle: hasH1 || fm.hide_title === true,
    ...options.docFooter?.(doc),
    ...tagsOf(docKey),
    ...(doc.source.untranslated ? untranslatedIn() : {}),
    ...options.versionsView?.forDoc(doc.source),
  };
}

export function categoryJobs({ options, crumbs }: JobContext): RenderJob[] {
  const jobs: RenderJob[] = [];
  for (const category of options.categoryPages) {
    const nav = options.navigation.get(category.route);
    jobs.push({
      source: category.source,
      key: renderKey('category', JSON.stringify(category.category), category.description),
      page: {
        kind: 'category',
        route: category.route,
        href: category.href,
        title: category.title,
        description: category.description,
        sidebarId: category.sidebarId,
        sidebar: options.sidebars.get(category.sidebarId),
        category: category.category,
        ...(nav
          ? {
              breadcrumbs: crumbs(nav.breadcrumbs, splitVersionKey(category.sidebarId).version),
              previous: nav.previous,
              next: nav.next,
            }
          : {}),
        ...options.versionsView?.forVersionRoute(
          category.sidebarId.includes('\u0000') ? category.sidebarId.split('\u0000')[0] : undefined,
          category.route,
        ),
      },
      content: () => ({
        element: createElement(GeneratedIndex, { category: category.category, description: category.description }),
        links: [],
      }),
    });
  }
  return jobs;
}

/** Each docs version's page of every tag, and its tags' pages. */
export function tagJobs({ options, config, strings }: JobContext): RenderJob[] {
  const jobs: RenderJob[] = [];
  for (const versionTags of options.tags ?? []) {
    const tagsList = versionTags.listPage;
    if (!tagsList) continue;
    const inVersion = (route: string) => options.versionsView?.forVersionRoute(versionTags.version, route);
    jobs.push({
      source: tagsList.source,
      key: renderKey('tags', JSON.stringify(tagsList.tags)),
      page: {
        kind: 'tags',
        route: tagsList.route,
        href: tagsList.href,
        title: translate(strings, 'theme.tags.tagsPageTitle'),
        description: translate(strings, 'sitegen.tags.tagsPageDescription', { siteTitle: config.title }),
        ...inVersion(tagsList.route),
      },
      content: () => ({ element: createElement(TagsListPage, { tags: tagsList.tags }), links: [] }),
    });
    for (const tag of versionTags.pages) {
      const title = tagPageTitle(tag.label, tag.docs.length, strings);
      jobs.push({
        source: tag.source,
        key: renderKey('tag', JSON.stringify(tag)),
        page: {
          kind: 'tag',
          route: tag.route,
          href: tag.href,
          title,
          description: tag.description ?? title,
          ...(tag.unlisted ? { unlisted: true } : {}),
          ...inVersion(tag.route),
        },
        content: () => ({
          element: createElement(TagDocListPage, {
            label: tag.label,
            description: tag.description,
            docs: tag.docs,
            allTagsHref: tagsList.href,
          }),
          links: [],
        }),
      });
    }
  }
  return jobs;
}

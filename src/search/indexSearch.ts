/**
 * Stage: the search index. Every indexable page becomes a search document
 * (title, route, headings, its text cut into sections at h2/h3); the
 * provider's writer turns the documents into output files. Both write
 * `search-documents.json` (every page's text, for tools and for feeding an
 * index of one's own); the local provider adds the local index in parts
 * (`search/`, see localIndex.ts) that the browser loads as a query needs them.
 * Algolia's index is filled by its crawler, from the pages' `docsearch:*` meta.
 */
import type { ResolvedConfig } from '../config/defineConfig.ts';
import type { OutputFile } from '../output/outputFile.ts';
import type { RenderedPage } from '../render/renderTypes.ts';
import { hrefFor } from '../routes/outputPath.ts';
import { buildLocalIndex } from './localIndex.ts';
import { isSearched, pageSections, type PageSection } from './pageSections.ts';

export interface SearchDocument {
  href: string;
  title: string;
  kind: 'doc' | 'page' | 'category';
  headings: { id: string; text: string }[];
  /** The text before the first h2/h3 (id and heading empty), then each h2/h3 section. */
  sections: PageSection[];
  /** On a site of several docs versions, the version of a page of the docs. */
  version?: string;
}

export interface SearchIndexWriter {
  name: string;
  emit(documents: SearchDocument[]): OutputFile[];
}

const documentsFile = (documents: SearchDocument[]): OutputFile => ({ path: 'search-documents.json', contents: JSON.stringify(documents) });

export const localIndexWriter: SearchIndexWriter = {
  name: 'local',
  emit: (documents) => [documentsFile(documents), ...buildLocalIndex(documents)],
};

export const algoliaIndexWriter: SearchIndexWriter = {
  name: 'algolia',
  emit: (documents) => [documentsFile(documents)],
};

export function indexSearch(options: { config: ResolvedConfig; pages: RenderedPage[]; writer?: SearchIndexWriter }): { documents: SearchDocument[]; files: OutputFile[] } {
  const { config } = options;
  const documents: SearchDocument[] = [];
  for (const page of options.pages) {
    if (!isSearched(page)) continue;
    documents.push({
      href: hrefFor(page.route, config.basePath, config.trailingSlash),
      title: page.title,
      kind: page.kind,
      headings: page.headings.map(({ id, text }) => ({ id, text })),
      // Taken when the page rendered; a record of an older build may lack them.
      sections: page.sections ?? pageSections(page.contentHtml ?? '', page.headings),
      ...(page.version === undefined ? {} : { version: page.version }),
    });
  }
  const writer = options.writer ?? (config.search.provider === 'algolia' ? algoliaIndexWriter : localIndexWriter);
  return { documents, files: writer.emit(documents) };
}

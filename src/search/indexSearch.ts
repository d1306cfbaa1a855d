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
import { buildLocalIndex, type PreparedTerms } from './localIndex.ts';
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
  /** `terms`: the documents' terms, when they were taken while the pages rendered. */
  emit(documents: SearchDocument[], terms?: PreparedTerms): OutputFile[];
}

const documentsFile = (documents: SearchDocument[]): OutputFile => ({ path: 'search-documents.json', contents: JSON.stringify(documents) });

export const localIndexWriter: SearchIndexWriter = {
  name: 'local',
  emit: (documents, terms) => [documentsFile(documents), ...buildLocalIndex(documents, terms ? { terms } : {})],
};

export const algoliaIndexWriter: SearchIndexWriter = {
  name: 'algolia',
  emit: (documents) => [documentsFile(documents)],
};

/** What search is told about a page, or undefined for a page it leaves out (tags, 404, unlisted). */
export function searchDocument(page: RenderedPage, config: Pick<ResolvedConfig, 'basePath' | 'trailingSlash'>): SearchDocument | undefined {
  if (!isSearched(page)) return undefined;
  return {
    href: hrefFor(page.route, config.basePath, config.trailingSlash),
    title: page.title,
    kind: page.kind,
    headings: page.headings.map(({ id, text }) => ({ id, text })),
    // Taken when the page rendered; a record of an older build may lack them.
    sections: page.sections ?? pageSections(page.contentHtml ?? '', page.headings),
    ...(page.version === undefined ? {} : { version: page.version }),
  };
}

/** `terms`: the pages' search terms, taken while they rendered (`preparedTerms`); the rest are taken here. */
export function indexSearch(options: { config: ResolvedConfig; pages: RenderedPage[]; writer?: SearchIndexWriter; terms?: PreparedTerms }): { documents: SearchDocument[]; files: OutputFile[] } {
  const { config } = options;
  const documents = options.pages.map((page) => searchDocument(page, config)).filter((document) => document !== undefined);
  const writer = options.writer ?? (config.search.provider === 'algolia' ? algoliaIndexWriter : localIndexWriter);
  return { documents, files: writer.emit(documents, options.terms) };
}

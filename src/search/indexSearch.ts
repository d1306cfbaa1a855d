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
import { documentsFile, type LastDocuments } from './documentsFile.ts';
import { buildLocalIndex, indexLayout, type PreparedTerms } from './localIndex.ts';
import { isSearched, pageSections, type PageSection } from './pageSections.ts';
import { updateLocalIndex, type IndexUpdate, type PreviousIndex } from './updateLocalIndex.ts';

export interface SearchDocument {
  href: string;
  title: string;
  kind: 'doc' | 'page' | 'category' | 'blogPost';
  headings: { id: string; text: string }[];
  /** The text before the first h2/h3 (id and heading empty), then each h2/h3 section. */
  sections: PageSection[];
  /** On a site of several docs versions, the version of a page of the docs. */
  version?: string;
  /** Shown beside the title in results: a post's blog (RenderedPage.searchLabel). */
  label?: string;
}

/** The files of a search provider's index, beside `search-documents.json`, which every provider has. */
export interface SearchIndexWriter {
  name: string;
  /** `terms`: the documents' terms, when they were taken while the pages rendered. */
  emit(documents: SearchDocument[], terms?: PreparedTerms): OutputFile[];
  /** The files from the last build's, when they can be (updateLocalIndex.ts); undefined to emit them whole. */
  update?(documents: SearchDocument[], previous: PreviousIndex, terms?: PreparedTerms): IndexUpdate | undefined;
}

export const localIndexWriter: SearchIndexWriter = {
  name: 'local',
  emit: (documents, terms) => buildLocalIndex(documents, terms ? { terms } : {}),
  update: (documents, previous, terms) => updateLocalIndex(documents, previous, terms ? { terms } : {}),
};

/** Algolia's crawler reads the pages: the index is `search-documents.json` alone. */
export const algoliaIndexWriter: SearchIndexWriter = {
  name: 'algolia',
  emit: () => [],
};

/** What search reads of a page: a rendered one, or one as the build cache keeps it. */
export type SearchablePage = Pick<
  RenderedPage,
  'route' | 'title' | 'kind' | 'headings' | 'sections' | 'contentHtml' | 'version' | 'unlisted' | 'searchLabel'
>;

/** What search is told about a page, or undefined for a page it leaves out (tags, 404, unlisted). */
export function searchDocument(
  page: SearchablePage,
  config: Pick<ResolvedConfig, 'basePath' | 'trailingSlash'>,
): SearchDocument | undefined {
  if (!isSearched(page)) return undefined;
  return {
    href: hrefFor(page.route, config.basePath, config.trailingSlash),
    title: page.title,
    kind: page.kind,
    headings: page.headings.map(({ id, text }) => ({ id, text })),
    // Taken when the page rendered; a record of an older build may lack them.
    sections: page.sections ?? pageSections(page.contentHtml ?? '', page.headings),
    ...(page.version === undefined ? {} : { version: page.version }),
    ...(page.searchLabel === undefined ? {} : { label: page.searchLabel }),
  };
}

/** The last build's index, for the writer to update (`SearchIndexWriter.update`). */
export interface LastIndex {
  /** `indexLayout` of its documents. */
  layout: string;
  /** Each page as the last build had it, by route. */
  pageOf(route: string): SearchablePage | undefined;
  /** A file of it by its name under `search/`, when it is as the last build wrote it. */
  read(name: string): string | undefined;
  /** Its `search-documents.json` with its documents' lengths, when the file is as the last build wrote it. */
  documents(): LastDocuments | undefined;
}

export interface SearchIndex {
  documents: SearchDocument[];
  /** The files to write. */
  files: OutputFile[];
  /** Paths of the last build's index files that stay as they are (an update). */
  kept: string[];
  /** `indexLayout` of the documents, for the next build's update. */
  layout: string;
  /** The length in bytes of each document in `search-documents.json`, for the next build's. */
  documentLengths: number[];
}

/**
 * `terms`: the pages' search terms, taken while they rendered (`preparedTerms`); the rest are taken here.
 * `last`: the last build's index, which the writer may update instead of building one.
 */
export function indexSearch(options: {
  config: ResolvedConfig;
  pages: RenderedPage[];
  writer?: SearchIndexWriter;
  terms?: PreparedTerms;
  last?: LastIndex;
}): SearchIndex {
  const { config, last } = options;
  const documents: SearchDocument[] = [];
  const before: (SearchDocument | undefined)[] = [];
  for (const page of options.pages) {
    const document = searchDocument(page, config);
    if (!document) continue;
    documents.push(document);
    if (!last) continue;
    const then = last.pageOf(page.route);
    before.push(then === page ? document : then && searchDocument(then, config));
  }
  const writer = options.writer ?? (config.search.provider === 'algolia' ? algoliaIndexWriter : localIndexWriter);
  const layout = indexLayout(documents);
  const update =
    last &&
    writer.update?.(
      documents,
      { layout: last.layout, documents: before, read: (name) => last.read(name) },
      options.terms,
    );
  // The kept pages' documents are the last file's bytes, when the pages are the same, in the same order.
  const lastDocuments = last?.layout === layout ? last.documents() : undefined;
  const { file, lengths } = documentsFile(
    documents,
    lastDocuments && { ...lastDocuments, same: (i) => before[i] === documents[i] },
  );
  const files = [file, ...(update?.files ?? writer.emit(documents, options.terms))];
  return { documents, files, kept: update?.kept ?? [], layout, documentLengths: lengths };
}

/**
 * Stage: the search index. Every indexable page becomes a search document
 * (title, route, headings, its text cut into sections at h2/h3); a provider
 * turns the documents into output files. The local provider writes them as
 * `search-documents.json` and as the local index in parts (`search/`, see
 * localIndex.ts) that the browser loads as a query needs them.
 */
import type { ResolvedConfig } from '../config/defineConfig.ts';
import type { OutputFile } from '../output/outputFile.ts';
import type { RenderedPage } from '../render/renderTypes.ts';
import { hrefFor } from '../routes/outputPath.ts';
import { buildLocalIndex } from './localIndex.ts';
import { pageSections, type PageSection } from './pageSections.ts';

export interface SearchDocument {
  href: string;
  title: string;
  kind: 'doc' | 'page' | 'category';
  headings: { id: string; text: string }[];
  /** The text before the first h2/h3 (id and heading empty), then each h2/h3 section. */
  sections: PageSection[];
}

export interface SearchProvider {
  name: string;
  emit(documents: SearchDocument[]): OutputFile[];
}

export const localSearchProvider: SearchProvider = {
  name: 'local',
  emit: (documents) => [{ path: 'search-documents.json', contents: JSON.stringify(documents) }, ...buildLocalIndex(documents)],
};

export function indexSearch(options: { config: ResolvedConfig; pages: RenderedPage[]; provider?: SearchProvider }): { documents: SearchDocument[]; files: OutputFile[] } {
  const { config } = options;
  const documents: SearchDocument[] = [];
  for (const page of options.pages) {
    if ((page.kind !== 'doc' && page.kind !== 'page' && page.kind !== 'category') || page.unlisted) continue;
    documents.push({
      href: hrefFor(page.route, config.basePath, config.trailingSlash),
      title: page.title,
      kind: page.kind,
      headings: page.headings.map(({ id, text }) => ({ id, text })),
      sections: pageSections(page.contentHtml, page.headings),
    });
  }
  const provider = options.provider ?? localSearchProvider;
  return { documents, files: provider.emit(documents) };
}

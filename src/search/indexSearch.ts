/**
 * Stage: the search index hook. Every indexable page becomes a search
 * document (title, route, headings, text); a provider turns the documents
 * into output files. The local provider writes them as JSON for the browser;
 * the search issue adds the real index and the Algolia provider on this seam.
 */
import type { ResolvedConfig } from '../config/defineConfig.ts';
import type { OutputFile } from '../output/outputFile.ts';
import { htmlToText } from '../render/htmlScan.ts';
import type { RenderedPage } from '../render/renderTypes.ts';
import { hrefFor } from '../routes/outputPath.ts';

export interface SearchDocument {
  href: string;
  title: string;
  kind: 'doc' | 'page' | 'category';
  headings: { id: string; text: string }[];
  text: string;
}

export interface SearchProvider {
  name: string;
  emit(documents: SearchDocument[]): OutputFile[];
}

export const localSearchProvider: SearchProvider = {
  name: 'local',
  emit: (documents) => [{ path: 'search-documents.json', contents: JSON.stringify(documents) }],
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
      text: htmlToText(page.contentHtml),
    });
  }
  const provider = options.provider ?? localSearchProvider;
  return { documents, files: provider.emit(documents) };
}

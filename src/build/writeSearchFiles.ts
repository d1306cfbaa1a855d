/**
 * Stage: the search index and the sitemap, from every page, written after
 * the pages. The index is updated from the last build's when it can be
 * (lastIndex.ts, updateLocalIndex.ts); a file whose contents are what the
 * last build wrote is taken from its output (a full build links it), or left
 * in place (an update of `serve --watch`); only the others are written.
 */
import path from 'node:path';
import type { Reporter } from '../cli/reporter.ts';
import type { ResolvedConfig } from '../config/defineConfig.ts';
import { outputHash } from '../output/outputHash.ts';
import type { OutputWriter } from '../output/outputWriter.ts';
import { settleAll } from '../output/settleAll.ts';
import { sitemapXml } from '../output/sitemap.ts';
import type { RenderedPage } from '../render/renderTypes.ts';
import type { ThemeConfig } from '../../theme/context.ts';
import { indexSearch } from '../search/indexSearch.ts';
import type { PreparedTerms } from '../search/localIndex.ts';
import { stillThere } from './outputListing.ts';
import { lastIndex } from './lastIndex.ts';
import type { PreviousBuild } from './previousBuild.ts';
import type { SiteState } from './siteState.ts';

export interface SearchFilesWritten {
  /** Output path → hash of the contents, for every file written after the pages. */
  files: Map<string, string>;
  /** `indexLayout` of the search index. */
  layout: string;
  /** The length in bytes of each document of `search-documents.json`. */
  documentLengths: number[];
}

export async function writeSearchFiles(options: {
  config: ResolvedConfig;
  themeConfig: Pick<ThemeConfig, 'i18n'>;
  reporter: Reporter;
  outDir: string;
  rendered: RenderedPage[];
  terms: PreparedTerms;
  writer: OutputWriter;
  /** The last update's state (`serve --watch`, writing in place), or the build cache's last build (a full build). */
  previous?: SiteState | undefined;
  persisted?: PreviousBuild | undefined;
  /** Removes a file of the last update that is no longer written. */
  remove?: ((relativePath: string) => void) | undefined;
}): Promise<SearchFilesWritten> {
  const { config, reporter, outDir, rendered, terms, writer, previous, persisted } = options;
  // A full build takes the files the last one wrote with the same contents from its output, as it takes pages.
  const before = !previous && persisted ? new Map(persisted.index.files.map((file) => [file.path, file])) : undefined;
  const last = lastIndex({
    layout: previous ? previous.indexLayout.current : persisted?.index.layout,
    documentLengths: previous ? previous.indexLayout.documentLengths : persisted?.index.documentLengths,
    outDir,
    hashes: previous ? previous.indexFiles : new Map([...(before ?? [])].map(([file, { hash }]) => [file, hash])),
    pageOf: (route) => (previous ? previous.rendered.get(route) : persisted?.pages.get(route)?.page),
  });
  let search = await reporter.stage(
    'indexSearch',
    async () => indexSearch({ config, pages: rendered, terms, ...(last ? { last } : {}) }),
    (s) => {
      const kept =
        s.kept.length > 0 ? `, ${s.kept.length} index file${s.kept.length === 1 ? '' : 's'} as they were` : '';
      return `${s.documents.length} documents${kept}`;
    },
  );
  // Files an update keeps are taken from the last output: a full build's only while they are still as written.
  if (
    before &&
    (
      await Promise.all(
        search.kept.map(async (file) => {
          const stamp = before.get(file);
          return stamp !== undefined && stillThere(outDir, stamp);
        }),
      )
    ).includes(false)
  ) {
    search = indexSearch({ config, pages: rendered, terms });
  }
  const files = [
    ...search.files,
    {
      path: 'sitemap.xml',
      contents: sitemapXml(
        config,
        rendered.filter((p) => !p.unlisted && !p.noindex).map((p) => p.route),
        options.themeConfig.i18n,
        new Map(rendered.flatMap((p) => (p.lastmod ? [[p.route, p.lastmod] as const] : []))),
      ),
    },
  ];
  const hashes = new Map<string, string>();
  for (const file of files) hashes.set(file.path, file.hash ?? outputHash(file.contents));
  for (const file of search.kept) hashes.set(file, previous?.indexFiles.get(file) ?? before?.get(file)?.hash ?? '');
  if (before) await settleAll(search.kept.map((file) => writer.keep(file, path.join(outDir, file))));
  await settleAll(
    files
      .filter((file) => previous?.indexFiles.get(file.path) !== hashes.get(file.path))
      .map(async (file) => {
        const stamp = before?.get(file.path);
        if (stamp !== undefined && stamp.hash === hashes.get(file.path) && (await stillThere(outDir, stamp)))
          await writer.keep(file.path, path.join(outDir, file.path));
        else await writer.write(file.path, file.contents);
      }),
  );
  for (const stale of previous?.indexFiles.keys() ?? []) if (!hashes.has(stale)) options.remove?.(stale);
  return { files: hashes, layout: search.layout, documentLengths: search.documentLengths };
}

/**
 * A build's search index and sitemap, and what the build cache and the next update keep of them: each file's hash
 * and the index's layout, filled in as the files are written (`write`), or as the last build's output had them
 * (`keep`: every page was kept, and so is the index).
 */
export function createSiteIndexer(options: Omit<Parameters<typeof writeSearchFiles>[0], 'writer' | 'remove'>) {
  const files = new Map<string, string>();
  const layout: SiteState['indexLayout'] = {};
  return {
    files,
    layout,
    /** Writes the files whose contents changed; `remove`, in place, deletes those no longer written. */
    async write(writer: OutputWriter, remove?: (relativePath: string) => void): Promise<void> {
      const written = await writeSearchFiles({ ...options, writer, remove });
      for (const [file, hash] of written.files) files.set(file, hash);
      layout.current = written.layout;
      layout.documentLengths = written.documentLengths;
    },
    /** Takes the last build's files (`unchangedIndex`) into the output as they are. */
    async keep(
      writer: OutputWriter,
      kept: readonly { path: string; hash: string }[],
      last: { layout?: string | undefined; documentLengths?: number[] | undefined },
    ) {
      for (const file of kept) files.set(file.path, file.hash);
      layout.current = last.layout;
      layout.documentLengths = last.documentLengths;
      await settleAll(kept.map((file) => writer.keep(file.path, path.join(options.outDir, file.path))));
    },
  };
}

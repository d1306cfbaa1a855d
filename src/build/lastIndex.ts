/**
 * The last build's search index, for indexSearch to update instead of
 * building it again: the layout it recorded, its pages, and its files read
 * back from the output, each only when it is as the last build wrote it
 * (the hash recorded for it, or the one in its name), and its
 * `search-documents.json` with each document's length in bytes.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { outputHash } from '../output/outputHash.ts';
import { documentsPath } from '../search/documentsFile.ts';
import type { LastIndex, SearchablePage } from '../search/indexSearch.ts';
import { indexFileHash } from '../search/localIndex.ts';

export function lastIndex(options: {
  layout: string | undefined;
  outDir: string;
  /** The hash recorded for each file the last build wrote after its pages, by output path. */
  hashes: ReadonlyMap<string, string>;
  pageOf: (route: string) => SearchablePage | undefined;
  /** The length in bytes of each document of the last `search-documents.json`, when they were recorded. */
  documentLengths: readonly number[] | undefined;
}): LastIndex | undefined {
  const { layout, outDir, hashes, documentLengths } = options;
  if (layout === undefined) return undefined;
  return {
    layout,
    pageOf: options.pageOf,
    read(name) {
      // Names come from the manifest the last build wrote; anything else is not one of its files.
      if (!/^[\w.-]+$/.test(name)) return undefined;
      const recorded = hashes.get(`search/${name}`);
      if (recorded === undefined) return undefined;
      let contents: string;
      try {
        contents = readFileSync(path.join(outDir, 'search', name), 'utf8');
      } catch {
        return undefined;
      }
      // A file named by its hash (a shard, a records file) recorded that hash; the manifest, its CRC.
      return recorded === (/^[0-9a-f]{10}$/.test(recorded) ? indexFileHash(contents) : outputHash(contents))
        ? contents
        : undefined;
    },
    documents() {
      const recorded = hashes.get(documentsPath);
      if (recorded === undefined || documentLengths === undefined) return undefined;
      let bytes: Buffer;
      try {
        bytes = readFileSync(path.join(outDir, documentsPath));
      } catch {
        return undefined;
      }
      return outputHash(bytes) === recorded ? { bytes, lengths: documentLengths } : undefined;
    },
  };
}

/**
 * The local search index as the build writes it and the browser reads it
 * (under `search/` in the output):
 *
 * - `manifest.json`: which file holds which shard and which records;
 * - `shard-<hex of a two-letter prefix>-<hash>.json`: for each term with that
 *   prefix, its postings as a flat list `[record, weight, record, weight…]`;
 * - `records-<n>-<hash>.json`: the records (one per page and per h2/h3
 *   section), `recordsPerFile` to a file, for the hits' titles and snippets.
 *
 * A query loads the manifest, the shards of its terms and the record files
 * of its best hits: a few small files, however large the site.
 */

export const indexFormatVersion = 1;

export interface SearchIndexManifest {
  version: typeof indexFormatVersion;
  /** Records in all. */
  records: number;
  recordsPerFile: number;
  /** Record file names, in order: record `i` is in `recordFiles[Math.floor(i / recordsPerFile)]`. */
  recordFiles: string[];
  /** Shard file names by term prefix (`shardOf`). */
  shards: Record<string, string>;
  /**
   * On a site of several docs versions, the docs version of each record, run-length encoded:
   * `[version, count, version, count…]` in record order, `version` an index into `names` or -1 for a
   * page outside the docs (found whatever the version). A search for one version leaves out the others' docs.
   */
  versions?: { names: string[]; runs: number[] };
}

/** The docs version of every record, from the manifest's runs; undefined entries are pages outside the docs. */
export function recordVersions(manifest: Pick<SearchIndexManifest, 'versions'>): (string | undefined)[] | undefined {
  const versions = manifest.versions;
  if (!versions) return undefined;
  const out: (string | undefined)[] = [];
  for (let i = 0; i + 1 < versions.runs.length; i += 2) {
    const name = versions.names[versions.runs[i] ?? -1];
    for (let n = 0; n < (versions.runs[i + 1] ?? 0); n++) out.push(name);
  }
  return out;
}

/** One page, or one section of a page. */
export interface SearchRecord {
  /** The address: the page's, with `#id` for a section. */
  url: string;
  /** The page's title. */
  page: string;
  /** The section's heading; empty for the page itself. */
  section: string;
  /** The text: the section's, or the page's before its first section. */
  text: string;
  /** Shown beside the page's title in results: a blog post's blog ("Blog"). Absent for docs and pages. */
  label?: string;
}

/** A shard: term → `[record, weight, record, weight…]`. */
export type SearchShard = Record<string, number[]>;

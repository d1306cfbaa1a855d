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
}

/** A shard: term → `[record, weight, record, weight…]`. */
export type SearchShard = Record<string, number[]>;

/**
 * Builds the local search index (format: theme/search/searchIndexFormat.ts)
 * from the search documents: a record per page and per h2/h3 section, terms
 * weighted by where they stand (page title 10, section heading 5, body 1 per
 * occurrence up to 5; a section also carries its page title's terms, at 2,
 * so "array contains" finds the contains section of the array page).
 */
import { createHash } from 'node:crypto';
import type { OutputFile } from '../output/outputFile.ts';
import { indexFormatVersion, type SearchIndexManifest, type SearchRecord, type SearchShard } from '../../theme/search/searchIndexFormat.ts';
import { shardOf, tokenize } from '../../theme/search/tokenize.ts';
import type { SearchDocument } from './indexSearch.ts';

const weights = { title: 10, sectionTitle: 2, heading: 5, text: 1, textCap: 5 } as const;
/** The most text a record keeps for snippets. */
const recordTextLimit = 1_000;

const hashOf = (contents: string) => createHash('sha256').update(contents).digest('hex').slice(0, 10);
const hexOf = (prefix: string) => Buffer.from(prefix, 'utf8').toString('hex');

function addTerms(postings: Map<string, Map<number, number>>, record: number, text: string, weight: number, cap: number): void {
  for (const term of tokenize(text)) {
    let byRecord = postings.get(term);
    if (!byRecord) postings.set(term, byRecord = new Map());
    byRecord.set(record, Math.min(cap, (byRecord.get(record) ?? 0) + weight));
  }
}

export function buildLocalIndex(documents: readonly SearchDocument[], options: { directory?: string; recordsPerFile?: number } = {}): OutputFile[] {
  const directory = options.directory ?? 'search';
  const recordsPerFile = options.recordsPerFile ?? 50;
  const records: SearchRecord[] = [];
  const postings = new Map<string, Map<number, number>>();
  for (const document of documents) {
    for (const section of document.sections) {
      const id = records.length;
      records.push({
        url: section.id ? `${document.href}#${section.id}` : document.href,
        page: document.title,
        section: section.heading,
        text: section.text.length > recordTextLimit ? `${section.text.slice(0, recordTextLimit)}…` : section.text,
      });
      if (section.id) {
        addTerms(postings, id, document.title, weights.sectionTitle, weights.sectionTitle);
        addTerms(postings, id, section.heading, weights.heading, weights.heading);
      } else {
        addTerms(postings, id, document.title, weights.title, weights.title);
      }
      addTerms(postings, id, section.text, weights.text, weights.textCap);
    }
  }

  const files: OutputFile[] = [];
  const write = (name: (hash: string) => string, value: unknown): string => {
    const contents = JSON.stringify(value);
    const fileName = name(hashOf(contents));
    files.push({ path: `${directory}/${fileName}`, contents });
    return fileName;
  };

  const shards = new Map<string, SearchShard>();
  for (const term of [...postings.keys()].sort()) {
    const prefix = shardOf(term);
    let shard = shards.get(prefix);
    if (!shard) shards.set(prefix, shard = {});
    shard[term] = [...postings.get(term)!].sort((a, b) => a[0] - b[0]).flat();
  }
  const manifest: SearchIndexManifest = {
    version: indexFormatVersion,
    records: records.length,
    recordsPerFile,
    recordFiles: [],
    shards: {},
  };
  for (let start = 0; start < records.length; start += recordsPerFile) {
    manifest.recordFiles.push(write((hash) => `records-${start / recordsPerFile}-${hash}.json`, records.slice(start, start + recordsPerFile)));
  }
  for (const [prefix, shard] of shards) manifest.shards[prefix] = write((hash) => `shard-${hexOf(prefix)}-${hash}.json`, shard);
  files.push({ path: `${directory}/manifest.json`, contents: JSON.stringify(manifest) });
  return files;
}

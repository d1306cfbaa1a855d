/**
 * Builds the local search index (format: theme/search/searchIndexFormat.ts)
 * from the search documents: a record per page and per h2/h3 section, terms
 * weighted by where they stand: page title 10 (plus up to 3 for a short
 * title), section heading 5, each once, and its words joined in runs of two
 * and three; body 1 per use, up to 3. A section also carries its page
 * title's terms, at 2, so "array contains" finds the contains section of the
 * array page.
 */
import { createHash } from 'node:crypto';
import type { OutputFile } from '../output/outputFile.ts';
import {
  indexFormatVersion,
  type SearchIndexManifest,
  type SearchRecord,
  type SearchShard,
} from '../../theme/search/searchIndexFormat.ts';
import { forEachTerm, shardOf, tokenize } from '../../theme/search/tokenize.ts';
import type { SearchDocument } from './indexSearch.ts';

const weights = { title: 10, sectionTitle: 2, heading: 5, text: 1, textCap: 3 } as const;
/** The most text a record keeps for snippets. */
const recordTextLimit = 1_000;

/** The hash in an index file's name. */
export const indexFileHash = (contents: string | Uint8Array) =>
  createHash('sha256').update(contents).digest('hex').slice(0, 10);
const hexOf = (prefix: string) => Buffer.from(prefix, 'utf8').toString('hex');

/**
 * Of two pages whose titles hold the query's words, the one with fewer other words ranks first ("Dependent required"
 * before "Dependent required, both ways").
 */
function shortTitleBonus(title: string): number {
  return Math.max(0, 4 - (title.match(/[\p{L}\p{N}]+/gu)?.length ?? 0));
}

/**
 * Runs of two and three words of a title or heading, joined: the keyword a
 * reader types (`dependentRequired`, `oneOf`) finds the page whose title
 * spells it out ("Dependent required", "One of").
 */
function joinedWords(text: string): string[] {
  // Camel case split first, so every word is one term: `minContains` → min, contains.
  const words = tokenize(text.replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2'));
  const joined: string[] = [];
  for (let i = 0; i < words.length; i++) {
    if (i + 1 < words.length) joined.push(`${words[i]}${words[i + 1]}`);
    if (i + 2 < words.length) joined.push(`${words[i]}${words[i + 1]}${words[i + 2]}`);
  }
  return joined;
}

/** A field's terms, each once: its words and their runs of two and three. */
const fieldTerms = (text: string): Set<string> => new Set([...tokenize(text), ...joinedWords(text)]);

/**
 * A record's weight for each of its terms: each field where the term stands
 * adds its weight once, and the text adds one per use up to `textCap` (so a
 * heading that names the term outranks a long section that repeats it).
 * One map for both: a value holds the fields' weight times 4 plus the uses counted so far (at most 3).
 */
function recordWeights(fields: { terms: Set<string>; weight: number }[], body: string): RecordTerms {
  const packed = new Map<string, number>();
  for (const field of fields) {
    for (const term of field.terms) packed.set(term, (packed.get(term) ?? 0) + field.weight * 4);
  }
  forEachTerm(body, (term) => {
    const value = packed.get(term) ?? 0;
    if ((value & 3) < weights.textCap) packed.set(term, value + 1);
  });
  const terms = new Array<string>(packed.size);
  // A weight is at most 17 (title, short-title bonus and text cap): a byte holds it.
  const termWeights = new Uint8Array(packed.size);
  let i = 0;
  for (const [term, value] of packed) {
    terms[i] = term;
    termWeights[i++] = (value >> 2) + (value & 3) * weights.text;
  }
  return { terms, weights: termWeights };
}

/**
 * Each term's postings as the shards store them, `[record, weight, record, weight, …]`: records are
 * added in order, so every list is sorted as it grows.
 */
function addTerms(postings: Map<string, number[]>, record: number, { terms, weights: termWeights }: RecordTerms): void {
  for (let i = 0; i < terms.length; i++) {
    const term = terms[i] as string;
    const weight = termWeights[i] as number;
    const list = postings.get(term);
    if (list) list.push(record, weight);
    else postings.set(term, [record, weight]);
  }
}

/**
 * A record's terms and their weights, side by side, in the order they were found. Held for every page
 * from its render to the index: a Map per record cost about 80 bytes a term, 3 million terms at 10,000 pages.
 */
export interface RecordTerms {
  terms: string[];
  weights: Uint8Array;
}

/** Each section's terms with their weights: the costly part of indexing, which needs nothing but the document. */
export function documentTerms(document: SearchDocument): RecordTerms[] {
  // The title's terms stand in every record of the page: taken once.
  const title = fieldTerms(document.title);
  return document.sections.map((section) =>
    recordWeights(
      section.id
        ? [
            { terms: title, weight: weights.sectionTitle },
            { terms: fieldTerms(section.heading), weight: weights.heading },
          ]
        : [{ terms: title, weight: weights.title + shortTitleBonus(document.title) }],
      section.text,
    ),
  );
}

/**
 * Documents' terms taken ahead of the index (while pages render), by their sections: a document of
 * the same title and sections, which build them afresh, is the same.
 */
export interface PreparedTerms {
  prepare(document: SearchDocument): void;
  get(document: SearchDocument): RecordTerms[] | undefined;
}

export function preparedTerms(): PreparedTerms {
  const bySections = new WeakMap<SearchDocument['sections'], { title: string; terms: RecordTerms[] }>();
  return {
    prepare(document) {
      if (!bySections.has(document.sections))
        bySections.set(document.sections, { title: document.title, terms: documentTerms(document) });
    },
    get(document) {
      const prepared = bySections.get(document.sections);
      return prepared?.title === document.title ? prepared.terms : undefined;
    },
  };
}

/** Each document's records in order, where each document's first record is, and the docs versions' runs. */
export interface IndexRecords {
  records: SearchRecord[];
  firstRecord: number[];
  versionNames: string[];
  runs: number[];
}

export function indexRecords(documents: readonly SearchDocument[]): IndexRecords {
  const records: SearchRecord[] = [];
  const firstRecord: number[] = [];
  // Each record's docs version, by runs: -1 for pages outside the docs.
  const versionNames = [
    ...new Set(documents.flatMap((document) => (document.version === undefined ? [] : [document.version]))),
  ];
  const runs: number[] = [];
  for (const document of documents) {
    const versionIndex = document.version === undefined ? -1 : versionNames.indexOf(document.version);
    if (runs.length > 0 && runs[runs.length - 2] === versionIndex) runs[runs.length - 1]! += document.sections.length;
    else if (document.sections.length > 0) runs.push(versionIndex, document.sections.length);
    firstRecord.push(records.length);
    for (const section of document.sections) {
      records.push({
        url: section.id ? `${document.href}#${section.id}` : document.href,
        page: document.title,
        section: section.heading,
        text: section.text.length > recordTextLimit ? `${section.text.slice(0, recordTextLimit)}…` : section.text,
        ...(document.label === undefined ? {} : { label: document.label }),
      });
    }
  }
  return { records, firstRecord, versionNames, runs };
}

/**
 * What fixes every record's number: each document's address, section count and version, in order.
 * Two indexes of the same layout number their records alike, so one can be updated into the other.
 */
export function indexLayout(documents: readonly SearchDocument[], recordsPerFile = defaultRecordsPerFile): string {
  const hash = createHash('sha256').update(`${indexFormatVersion} ${recordsPerFile}\n`);
  for (const document of documents)
    hash.update(`${document.href} ${document.sections.length} ${document.version ?? ''}\n`);
  return hash.digest('hex').slice(0, 24);
}

export const defaultRecordsPerFile = 50;

/** A file of the index, named by a hash of its contents. */
export function indexFile(
  directory: string,
  name: (hash: string) => string,
  value: unknown,
): OutputFile & { hash: string } {
  // Encoded once: hashing the text and writing it each encoded it (20 MB of index at 10,000 pages).
  const contents = Buffer.from(JSON.stringify(value), 'utf8');
  const hash = indexFileHash(contents);
  return { path: `${directory}/${name(hash)}`, contents, hash };
}

export const recordFileName = (fileIndex: number) => (hash: string) => `records-${fileIndex}-${hash}.json`;
export const shardFileName = (prefix: string) => (hash: string) => `shard-${hexOf(prefix)}-${hash}.json`;

/** The records of file `fileIndex`. */
export const recordsOfFile = (records: readonly SearchRecord[], fileIndex: number, recordsPerFile: number) =>
  records.slice(fileIndex * recordsPerFile, (fileIndex + 1) * recordsPerFile);

/** The manifest, its keys in the order every build writes them. */
export function indexManifest(
  layout: IndexRecords,
  recordsPerFile: number,
  recordFiles: string[],
  shards: Record<string, string>,
): SearchIndexManifest {
  return {
    version: indexFormatVersion,
    records: layout.records.length,
    recordsPerFile,
    recordFiles,
    shards,
    ...(layout.versionNames.length > 0 ? { versions: { names: layout.versionNames, runs: layout.runs } } : {}),
  };
}

/** A shard with its terms in sorted order, as every build writes it. */
export function sortedShard(lists: Iterable<[string, number[]]>): SearchShard {
  const shard: SearchShard = {};
  for (const [term, list] of [...lists].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) shard[term] = list;
  return shard;
}

export function buildLocalIndex(
  documents: readonly SearchDocument[],
  options: { directory?: string; recordsPerFile?: number; terms?: PreparedTerms } = {},
): OutputFile[] {
  const directory = options.directory ?? 'search';
  const recordsPerFile = options.recordsPerFile ?? defaultRecordsPerFile;
  const layout = indexRecords(documents);
  const postings = new Map<string, number[]>();
  documents.forEach((document, d) => {
    const terms = options.terms?.get(document) ?? documentTerms(document);
    const first = layout.firstRecord[d] ?? 0;
    document.sections.forEach((_, i) =>
      addTerms(postings, first + i, terms[i] ?? { terms: [], weights: new Uint8Array() }),
    );
  });

  const files: OutputFile[] = [];
  const write = (name: (hash: string) => string, value: unknown): string => {
    const file = indexFile(directory, name, value);
    files.push(file);
    return file.path.slice(directory.length + 1);
  };
  const byPrefix = new Map<string, [string, number[]][]>();
  for (const [term, list] of postings) {
    const prefix = shardOf(term);
    let lists = byPrefix.get(prefix);
    if (!lists) byPrefix.set(prefix, (lists = []));
    lists.push([term, list]);
  }
  const recordFiles: string[] = [];
  for (let fileIndex = 0; fileIndex * recordsPerFile < layout.records.length; fileIndex++) {
    recordFiles.push(write(recordFileName(fileIndex), recordsOfFile(layout.records, fileIndex, recordsPerFile)));
  }
  const shards: Record<string, string> = {};
  for (const prefix of [...byPrefix.keys()].sort())
    shards[prefix] = write(shardFileName(prefix), sortedShard(byPrefix.get(prefix) ?? []));
  files.push({
    path: `${directory}/manifest.json`,
    contents: JSON.stringify(indexManifest(layout, recordsPerFile, recordFiles, shards)),
  });
  return files;
}

/**
 * The local search index updated from the last build's, for a build that
 * changed a few pages: the same files `buildLocalIndex` writes, byte for
 * byte, without taking the terms of every page again. It applies when the
 * documents have the last index's layout (`indexLayout`: the same pages, in
 * the same order, with as many sections each), so every record keeps its
 * number. Then only the records of the changed pages change: their record
 * files are written again, and the shards of the terms whose postings differ
 * (a term gone, come, or weighed otherwise) are read from the last output,
 * those records' postings taken out and the new ones put in. Anything else
 * (a page added, a section more, a file that cannot be read) gives
 * undefined, and the caller builds the index whole.
 */
import type { OutputFile } from '../output/outputFile.ts';
import type { SearchIndexManifest, SearchShard } from '../../theme/search/searchIndexFormat.ts';
import { shardOf } from '../../theme/search/tokenize.ts';
import type { SearchDocument } from './indexSearch.ts';
import {
  defaultRecordsPerFile,
  documentTerms,
  indexFile,
  indexLayout,
  indexManifest,
  indexRecords,
  recordFileName,
  recordsOfFile,
  shardFileName,
  sortedShard,
  type PreparedTerms,
  type RecordTerms,
} from './localIndex.ts';

export interface PreviousIndex {
  /** `indexLayout` of the documents the last index was built from. */
  layout: string;
  /**
   * The document each page had in the last index, aligned with this build's documents; undefined when it is not known.
   */
  documents: readonly (SearchDocument | undefined)[];
  /**
   * A file of the last index (`manifest.json`, a shard's or a records file's name), as the last
   * build wrote it, or undefined when it is gone or not as written.
   */
  read(name: string): string | undefined;
}

export interface IndexUpdate {
  /** The files whose contents changed (the manifest always): to write. */
  files: OutputFile[];
  /** Paths of the last index's files that stay as they are. */
  kept: string[];
}

/** The same text for the same record, and no more: what the index holds of a document. */
function sameRecords(a: SearchDocument, b: SearchDocument): boolean {
  if (a.sections === b.sections) return a.title === b.title;
  return (
    a.title === b.title &&
    a.sections.length === b.sections.length &&
    a.sections.every((section, i) => {
      const other = b.sections[i];
      return (
        other !== undefined &&
        section.id === other.id &&
        section.heading === other.heading &&
        section.text === other.text
      );
    })
  );
}

function parsed<T>(text: string | undefined): T | undefined {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}

/** Where the first posting of a record at or after `record` is, in a list sorted by record (`[record, weight, …]`). */
function firstAtOrAfter(list: readonly number[], record: number): number {
  let low = 0;
  let high = list.length / 2;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((list[middle * 2] ?? 0) < record) low = middle + 1;
    else high = middle;
  }
  return low * 2;
}

export function updateLocalIndex(
  documents: readonly SearchDocument[],
  previous: PreviousIndex,
  options: { directory?: string; recordsPerFile?: number; terms?: PreparedTerms } = {},
): IndexUpdate | undefined {
  const directory = options.directory ?? 'search';
  const recordsPerFile = options.recordsPerFile ?? defaultRecordsPerFile;
  if (previous.documents.length !== documents.length || indexLayout(documents, recordsPerFile) !== previous.layout)
    return undefined;
  const manifest = parsed<SearchIndexManifest>(previous.read('manifest.json'));
  const layout = indexRecords(documents);
  if (
    manifest?.records !== layout.records.length ||
    manifest.recordsPerFile !== recordsPerFile ||
    manifest.recordFiles.length !== Math.ceil(layout.records.length / recordsPerFile)
  )
    return undefined;
  const changes = changedRecords(documents, previous, layout, options.terms);
  if (!changes) return undefined;
  const files: OutputFile[] = [];
  const kept: string[] = [];
  const recordFiles = manifest.recordFiles.map((name, fileIndex) => {
    const start = fileIndex * recordsPerFile;
    if (!changes.changed.some(([from, to]) => from < start + recordsPerFile && to > start)) {
      kept.push(`${directory}/${name}`);
      return name;
    }
    const file = indexFile(
      directory,
      recordFileName(fileIndex),
      recordsOfFile(layout.records, fileIndex, recordsPerFile),
    );
    files.push(file);
    return file.path.slice(directory.length + 1);
  });
  const shards = updatedShards(new Map(Object.entries(manifest.shards)), changes, previous, directory, files);
  if (!shards) return undefined;
  const written = new Set(files.map((file) => file.path));
  const shardNames: Record<string, string> = {};
  for (const prefix of [...shards.keys()].sort()) {
    const name = shards.get(prefix) as string;
    shardNames[prefix] = name;
    if (!written.has(`${directory}/${name}`)) kept.push(`${directory}/${name}`);
  }
  files.push({
    path: `${directory}/manifest.json`,
    contents: JSON.stringify(indexManifest(layout, recordsPerFile, recordFiles, shardNames)),
  });
  return { files, kept };
}

/**
 * The changed records, as runs [start, end) in order (a changed page's records are one run); the shards whose
 * postings they change; and their terms now, by shard.
 */
interface RecordChanges {
  changed: [number, number][];
  added: Map<string, { term: string; record: number; weight: number }[]>;
  touched: Set<string>;
}

/**
 * Adds to `touched` the shard of every term whose posting in a record differs between `before` and `now`: a term
 * gone, come, or weighed otherwise. A sentence added to a page changes the postings of its few terms, and the other
 * shards the page's terms are in stay as they were.
 */
function touchChanged(before: RecordTerms | undefined, now: RecordTerms | undefined, touched: Set<string>): void {
  const weightBefore = new Map<string, number>();
  if (before)
    for (let i = 0; i < before.terms.length; i++)
      weightBefore.set(before.terms[i] as string, before.weights[i] as number);
  if (now) {
    for (let i = 0; i < now.terms.length; i++) {
      const term = now.terms[i] as string;
      if (weightBefore.get(term) !== now.weights[i]) touched.add(shardOf(term));
      weightBefore.delete(term);
    }
  }
  for (const term of weightBefore.keys()) touched.add(shardOf(term));
}

/** The records of the documents that changed; undefined when a document was not in the previous index. */
function changedRecords(
  documents: readonly SearchDocument[],
  previous: PreviousIndex,
  layout: ReturnType<typeof indexRecords>,
  terms: PreparedTerms | undefined,
): RecordChanges | undefined {
  const changes: RecordChanges = { changed: [], added: new Map(), touched: new Set() };
  for (let d = 0; d < documents.length; d++) {
    const document = documents[d] as SearchDocument;
    const before = previous.documents[d];
    if (!before) return undefined;
    if (before === document || sameRecords(before, document)) continue;
    const first = layout.firstRecord[d] ?? 0;
    const oldTerms = documentTerms(before);
    const newTerms = terms?.get(document) ?? documentTerms(document);
    changes.changed.push([first, first + document.sections.length]);
    for (let i = 0; i < document.sections.length; i++) {
      touchChanged(oldTerms[i], newTerms[i], changes.touched);
      const found = newTerms[i];
      for (let t = 0; found && t < found.terms.length; t++) {
        const term = found.terms[t] as string;
        const prefix = shardOf(term);
        let list = changes.added.get(prefix);
        if (!list) changes.added.set(prefix, (list = []));
        list.push({ term, record: first + i, weight: found.weights[t] as number });
      }
    }
  }
  return changes;
}

/**
 * The shards the changes touch, written again (into `files`) with the changed runs cut out of their lists and the
 * new postings put in; a shard left empty is dropped. Returns every shard's file by prefix; undefined when a shard
 * of the previous index cannot be read.
 */
function updatedShards(
  shards: Map<string, string>,
  changes: RecordChanges,
  previous: PreviousIndex,
  directory: string,
  files: OutputFile[],
): Map<string, string> | undefined {
  for (const prefix of changes.touched) {
    const name = shards.get(prefix);
    const shard = name === undefined ? {} : parsed<SearchShard>(previous.read(name));
    if (!shard) return undefined;
    const lists = new Map<string, number[]>();
    for (const [term, list] of Object.entries(shard)) {
      // Lists are sorted by record: each changed run is cut out where it stands.
      for (const [from, to] of changes.changed) {
        const start = firstAtOrAfter(list, from);
        const end = firstAtOrAfter(list, to);
        if (end > start) list.splice(start, end - start);
      }
      if (list.length > 0) lists.set(term, list);
    }
    for (const { term, record, weight } of changes.added.get(prefix) ?? []) {
      const list = lists.get(term);
      if (list) list.splice(firstAtOrAfter(list, record), 0, record, weight);
      else lists.set(term, [record, weight]);
    }
    if (lists.size === 0) {
      shards.delete(prefix);
      continue;
    }
    const file = indexFile(directory, shardFileName(prefix), sortedShard(lists));
    const fileName = file.path.slice(directory.length + 1);
    if (fileName !== name) files.push(file);
    shards.set(prefix, fileName);
  }
  return shards;
}

/**
 * Queries the local index (searchIndexFormat.ts) in the browser, loading
 * only the shards of the query's terms and the record files of the hits it
 * shows. Every term must match (the last one as a prefix while it is being
 * typed; all of them as prefixes, so `prop` finds `properties`); a whole-word
 * match counts double. Hits are ranked by the summed weights of their terms.
 */
import { indexFormatVersion, type SearchIndexManifest, type SearchRecord, type SearchShard } from './searchIndexFormat.ts';
import { minTermLength, shardOf, tokenize } from './tokenize.ts';

export interface LocalSearchHit extends SearchRecord {
  /** The words around the first match. */
  snippet: string;
  score: number;
}

export interface LocalSearchResult {
  hits: LocalSearchHit[];
  /** Every matching record, of which `hits` is one page. */
  total: number;
  /** The query's terms, for highlighting (a word matches when its folded form starts with one). */
  terms: string[];
}

export interface LocalSearchOptions {
  /** Hits per page. Default 20. */
  limit?: number;
  /** Hits skipped, for later pages. Default 0. */
  offset?: number;
  /** Words in a snippet. Default 10. */
  snippetWords?: number;
}

export type FetchJson = (url: string) => Promise<unknown>;

const fetchJson: FetchJson = async (url) => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json() as Promise<unknown>;
};

/** The words of `text` around the first word a term starts, `words` of them. */
export function snippetOf(text: string, terms: readonly string[], words: number): string {
  const all = text.split(/\s+/).filter(Boolean);
  const first = all.findIndex((word) => tokenize(word).some((token) => terms.some((term) => token.startsWith(term))));
  const start = Math.max(0, Math.min(first === -1 ? 0 : first - Math.floor(words / 4), all.length - words));
  const picked = all.slice(start, start + words).join(' ');
  return `${start > 0 ? '… ' : ''}${picked}${start + words < all.length ? ' …' : ''}`;
}

export class LocalSearch {
  private manifest?: Promise<SearchIndexManifest>;
  private readonly shards = new Map<string, Promise<SearchShard>>();
  private readonly recordFiles = new Map<number, Promise<SearchRecord[]>>();
  private readonly base: string;

  /** `manifestUrl`: the index's `manifest.json`, e.g. `/search/manifest.json`. */
  constructor(private readonly manifestUrl: string, private readonly load: FetchJson = fetchJson) {
    this.base = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
  }

  private loadManifest(): Promise<SearchIndexManifest> {
    this.manifest ??= this.load(this.manifestUrl).then((value) => {
      const manifest = value as SearchIndexManifest;
      if (manifest.version !== indexFormatVersion) throw new Error(`The search index is of version ${String(manifest.version)}; this page reads version ${indexFormatVersion}.`);
      return manifest;
    });
    // A failed load (offline) is tried again by the next query.
    this.manifest.catch(() => { this.manifest = undefined; });
    return this.manifest;
  }

  private loadShard(manifest: SearchIndexManifest, prefix: string): Promise<SearchShard> {
    const file = manifest.shards[prefix];
    if (!file) return Promise.resolve({});
    let shard = this.shards.get(prefix);
    if (!shard) {
      shard = this.load(this.base + file) as Promise<SearchShard>;
      this.shards.set(prefix, shard);
      shard.catch(() => this.shards.delete(prefix));
    }
    return shard;
  }

  private async record(manifest: SearchIndexManifest, id: number): Promise<SearchRecord | undefined> {
    const index = Math.floor(id / manifest.recordsPerFile);
    const file = manifest.recordFiles[index];
    if (!file) return undefined;
    let records = this.recordFiles.get(index);
    if (!records) {
      records = this.load(this.base + file) as Promise<SearchRecord[]>;
      this.recordFiles.set(index, records);
      records.catch(() => this.recordFiles.delete(index));
    }
    return (await records)[id % manifest.recordsPerFile];
  }

  async search(query: string, options: LocalSearchOptions = {}): Promise<LocalSearchResult> {
    const { limit = 20, offset = 0, snippetWords = 10 } = options;
    const terms = [...new Set(tokenize(query))].filter((term) => term.length >= minTermLength);
    if (terms.length === 0) return { hits: [], total: 0, terms };
    const manifest = await this.loadManifest();
    const shards = await Promise.all(terms.map((term) => this.loadShard(manifest, shardOf(term))));
    let scores: Map<number, number> | undefined;
    terms.forEach((term, index) => {
      const perRecord = new Map<number, number>();
      for (const [indexed, postings] of Object.entries(shards[index] ?? {})) {
        if (!indexed.startsWith(term)) continue;
        const factor = indexed === term ? 2 : 1;
        for (let i = 0; i + 1 < postings.length; i += 2) {
          const record = postings[i]!;
          perRecord.set(record, Math.max(perRecord.get(record) ?? 0, postings[i + 1]! * factor));
        }
      }
      // Every term must match: keep the records the earlier terms matched too.
      const next = new Map<number, number>();
      for (const [record, score] of perRecord) {
        if (!scores) next.set(record, score);
        else if (scores.has(record)) next.set(record, scores.get(record)! + score);
      }
      scores = next;
    });
    const ranked = [...(scores ?? [])].sort((a, b) => b[1] - a[1] || a[0] - b[0]);
    const page = ranked.slice(offset, offset + limit);
    const hits = await Promise.all(page.map(async ([id, score]) => {
      const record = await this.record(manifest, id);
      return record && { ...record, score, snippet: snippetOf(record.text, terms, snippetWords) };
    }));
    return { hits: hits.filter((hit): hit is LocalSearchHit => hit !== undefined), total: ranked.length, terms };
  }
}

/**
 * Queries the local index (searchIndexFormat.ts) in the browser, loading
 * only the shards of the query's terms and the record files of the hits it
 * shows. Every term must match (the last one as a prefix while it is being
 * typed; all of them as prefixes, so `prop` finds `properties`); a whole-word
 * match counts half as much again. Hits are ranked by the summed weights of their terms.
 * When a query finds nothing, `suggest` offers it spelt as the index has it,
 * from the shards that query has already loaded.
 */
import {
  indexFormatVersion,
  recordVersions,
  type SearchIndexManifest,
  type SearchRecord,
  type SearchShard,
} from './searchIndexFormat.ts';
import { queryTerms, shardOf, tokenize } from './tokenize.ts';

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
  /** On a site of several docs versions: find only this version's docs (and the pages outside the docs). */
  version?: string;
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

/**
 * Corrections weighed per misspelt term, and corrected queries re-run at most, so a long query of typos stays cheap.
 */
const suggestLimits = { candidatesPerTerm: 5, queriesTried: 20 } as const;

/**
 * Optimal-string-alignment distance (edits: insert, delete, substitute,
 * swap two neighbours) between the letters `a` and `b`, or `max + 1` as soon
 * as it must be over `max`: most indexed terms are far off, and stop early.
 */
function typoDistance(a: readonly string[], b: readonly string[], max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      let distance = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        distance = Math.min(distance, beforePrevious[j - 2]! + 1);
      current.push(distance);
      rowMin = Math.min(rowMin, distance);
    }
    // A swap reaches back two rows, but never below the row between plus one: a row all over `max` ends the search.
    if (rowMin > max) return max + 1;
    beforePrevious = previous;
    previous = current;
  }
  return Math.min(previous[b.length]!, max + 1);
}

/**
 * The shard's terms closest to `term` (1 edit for up to 4 letters, 2 beyond), best first: fewer edits, more records,
 * alphabetical.
 */
function closestTerms(term: string, shard: SearchShard): string[] {
  const letters = Array.from(term);
  const max = letters.length <= 4 ? 1 : 2;
  const near: { indexed: string; distance: number; records: number }[] = [];
  for (const [indexed, postings] of Object.entries(shard)) {
    const distance = typoDistance(letters, Array.from(indexed), max);
    if (distance <= max) near.push({ indexed, distance, records: postings.length / 2 });
  }
  near.sort(
    (a, b) =>
      a.distance - b.distance || b.records - a.records || (a.indexed < b.indexed ? -1 : a.indexed > b.indexed ? 1 : 0),
  );
  return near.slice(0, suggestLimits.candidatesPerTerm).map(({ indexed }) => indexed);
}

/**
 * Every choice of one candidate per list (`sizes` candidates each), the best-ranked choices (lowest sum of ranks)
 * first.
 */
function* choices(sizes: readonly number[]): Generator<number[]> {
  function* withSum(from: number, sum: number): Generator<number[]> {
    if (from === sizes.length) {
      if (sum === 0) yield [];
      return;
    }
    for (let rank = 0; rank < Math.min(sizes[from]!, sum + 1); rank++) {
      for (const rest of withSum(from + 1, sum - rank)) yield [rank, ...rest];
    }
  }
  const worst = sizes.reduce((total, size) => total + size - 1, 0);
  for (let sum = 0; sum <= worst; sum++) yield* withSum(0, sum);
}

export class LocalSearch {
  private manifest?: Promise<SearchIndexManifest>;
  private readonly shards = new Map<string, Promise<SearchShard>>();
  private readonly recordFiles = new Map<number, Promise<SearchRecord[]>>();
  private readonly base: string;

  /** `manifestUrl`: the index's `manifest.json`, e.g. `/search/manifest.json`. */
  constructor(
    private readonly manifestUrl: string,
    private readonly load: FetchJson = fetchJson,
  ) {
    this.base = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
  }

  private loadManifest(): Promise<SearchIndexManifest> {
    this.manifest ??= this.load(this.manifestUrl).then((value) => {
      const manifest = value as SearchIndexManifest;
      if (manifest.version !== indexFormatVersion)
        throw new Error(
          `The search index is of version ${String(manifest.version)}; this page reads version ${indexFormatVersion}.`,
        );
      return manifest;
    });
    // A failed load (offline) is tried again by the next query.
    this.manifest.catch(() => {
      this.manifest = undefined;
    });
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

  private versions: (string | undefined)[] | undefined;

  private versionsOf(manifest: SearchIndexManifest): (string | undefined)[] | undefined {
    return (this.versions ??= recordVersions(manifest));
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
    const { limit = 20, offset = 0, snippetWords = 10, version } = options;
    const terms = queryTerms(query);
    if (terms.length === 0) return { hits: [], total: 0, terms };
    const manifest = await this.loadManifest();
    const shards = await Promise.all(terms.map((term) => this.loadShard(manifest, shardOf(term))));
    let scores: Map<number, number> | undefined;
    terms.forEach((term, index) => {
      const perRecord = new Map<number, number>();
      for (const [indexed, postings] of Object.entries(shards[index] ?? {})) {
        if (!indexed.startsWith(term)) continue;
        const factor = indexed === term ? 1.5 : 1;
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
    // On a site of several docs versions, the docs of the version on screen and the pages outside the docs.
    // A version this index does not have (a preference from another site, a version removed since) filters nothing.
    const versions =
      version !== undefined && manifest.versions?.names.includes(version) ? this.versionsOf(manifest) : undefined;
    const ranked = [...(scores ?? [])]
      .filter(([record]) => {
        const own = versions?.[record];
        return own === undefined || own === version;
      })
      .sort((a, b) => b[1] - a[1] || a[0] - b[0]);
    const page = ranked.slice(offset, offset + limit);
    const hits = await Promise.all(
      page.map(async ([id, score]) => {
        const record = await this.record(manifest, id);
        return record && { ...record, score, snippet: snippetOf(record.text, terms, snippetWords) };
      }),
    );
    return { hits: hits.filter((hit): hit is LocalSearchHit => hit !== undefined), total: ranked.length, terms };
  }

  /**
   * Up to `max` queries to offer when `query` finds nothing: the query with
   * each word that no indexed term starts with replaced by the closest
   * indexed term of its shard (see `closestTerms`), kept only if it finds
   * something. [] when the query finds something or nothing fits.
   *
   * Candidates come only from the shard of the word's first two letters,
   * which the search has already loaded: a typo in the first two letters
   * (`rpoperties`, `poperties`) is not corrected, since looking further
   * would load every shard of the first letter, dozens of files, for one
   * suggestion. Words are compared whole, so a word still being typed with
   * a typo in it (`proprt`) is corrected only if it is close to a whole term.
   */
  async suggest(query: string, max = 3): Promise<string[]> {
    if (max < 1 || (await this.search(query, { limit: 0 })).total > 0) return [];
    const words = [...query.matchAll(/[\p{L}\p{N}]+/gu)].map((match) => ({
      start: match.index,
      end: match.index + match[0].length,
      term: tokenize(match[0])[0],
    }));
    const terms = [...new Set(words.flatMap(({ term }) => (term === undefined ? [] : [term])))];
    const manifest = await this.loadManifest();
    const shards = await Promise.all(terms.map((term) => this.loadShard(manifest, shardOf(term))));
    const misspelt: { term: string; candidates: string[] }[] = [];
    terms.forEach((term, index) => {
      const shard = shards[index] ?? {};
      if (!Object.keys(shard).some((indexed) => indexed.startsWith(term)))
        misspelt.push({ term, candidates: closestTerms(term, shard) });
    });
    // A misspelt word without a correction keeps matching nothing, and so does every query with it.
    if (misspelt.length === 0 || misspelt.some(({ candidates }) => candidates.length === 0)) return [];

    const found: string[] = [];
    let tried = 0;
    for (const ranks of choices(misspelt.map(({ candidates }) => candidates.length))) {
      if (found.length >= max || tried++ >= suggestLimits.queriesTried) break;
      const replacements = new Map(misspelt.map(({ term, candidates }, index) => [term, candidates[ranks[index]!]!]));
      let corrected = '';
      let last = 0;
      for (const { start, end, term } of words) {
        const replacement = term === undefined ? undefined : replacements.get(term);
        if (replacement === undefined) continue;
        corrected += query.slice(last, start) + replacement;
        last = end;
      }
      corrected += query.slice(last);
      // `limit: 0` counts the hits without loading their records.
      if (!found.includes(corrected) && (await this.search(corrected, { limit: 0 })).total > 0) found.push(corrected);
    }
    return found;
  }
}

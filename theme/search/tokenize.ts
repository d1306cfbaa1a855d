/**
 * Words for the local search index, the same at build time (src/search/)
 * and in the browser: lower case, accents folded (`Schéma` → `schema`),
 * split at anything that is not a letter or a digit. A camel-case word is
 * also indexed by its parts, so `contains` finds `minContains`.
 */

/** Terms shorter than this are not indexed (they would match everything). */
export const minTermLength = 2;

const fold = (word: string) =>
  word
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();

/** A word's terms: itself, folded, and its camel-case parts. */
function wordTerms(word: string): readonly string[] {
  const terms: string[] = [];
  const whole = fold(word);
  if (whole.length >= minTermLength) terms.push(whole);
  // unevaluatedProperties → unevaluated, properties; JSONSchema → json, schema.
  const parts = word.match(/\p{Lu}+(?=\p{Lu}\p{Ll})|\p{Lu}?\p{Ll}+|\p{Lu}+|\p{N}+/gu) ?? [];
  if (parts.length > 1) for (const part of parts) if (part.length >= minTermLength) terms.push(fold(part));
  return terms;
}

/**
 * Each word's terms, once: a site's text repeats the same few thousand words, and folding them
 * (Unicode normalization) was most of the time indexing 10,000 pages took. Bounded, for a browser
 * tab that searches all day.
 */
const termsByWord = new Map<string, readonly string[]>();
const termsByWordLimit = 100_000;

/** Calls `use` with each term of `text`, in order, repeats kept: `tokenize` without the array. */
export function forEachTerm(text: string, use: (term: string) => void): void {
  // The words as strings: no match object per word.
  for (const word of text.match(/[\p{L}\p{N}]+/gu) ?? []) {
    let found = termsByWord.get(word);
    if (!found) {
      if (termsByWord.size >= termsByWordLimit) termsByWord.clear();
      found = wordTerms(word);
      termsByWord.set(word, found);
    }
    for (const term of found) use(term);
  }
}

/** The terms of `text`, in order, repeats kept (their count is a weight). */
export function tokenize(text: string): string[] {
  const terms: string[] = [];
  forEachTerm(text, (term) => terms.push(term));
  return terms;
}

/**
 * The terms of a query: its whole words only. The index holds camel-case
 * parts so that `contains` finds `minContains`; asking for the parts of
 * `oneOf` too would demand `one` and `of` of every hit.
 */
export function queryTerms(query: string): string[] {
  const terms: string[] = [];
  for (const match of query.matchAll(/[\p{L}\p{N}]+/gu)) {
    const term = fold(match[0]);
    if (term.length >= minTermLength && !terms.includes(term)) terms.push(term);
  }
  return terms;
}

/** The shard a term is stored in: its first two characters (the browser loads the shards a query needs). */
export const shardOf = (term: string) => term.slice(0, 2);

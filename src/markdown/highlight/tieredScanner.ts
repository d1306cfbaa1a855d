/**
 * A scanner (a list of patterns, answering which matches first) that is
 * compiled whole only once it is used enough. Until then it asks a scanner
 * of one pattern each, shared by every list that holds that pattern.
 *
 * Why: a grammar's rules share most of their patterns (TypeScript's
 * expressions are included in dozens of rules, each with its own end
 * pattern), and Oniguruma compiles a scanner's patterns afresh for every
 * list. Highlighting the code blocks of sitegen's own docs compiled 5,182
 * patterns, of which 850 differ: about 1 s of a 2 s first pass. Most of
 * those lists answer only a few scans, so compiling them whole never paid.
 * A list that answers many is compiled whole after its `wholeAfter`th scan:
 * asking its patterns one by one costs a call into Oniguruma each, where
 * the whole scanner makes one.
 *
 * The answer is the whole scanner's: the match that starts first, and of
 * those that start at the same place, the one of the lowest index.
 */
import type { PatternScanner, RegexEngine, RegexEngineString } from 'shiki/core';

type Pattern = string | RegExp;
type Match = ReturnType<PatternScanner['findNextMatchSync']>;
type RegexEngineLike = Pick<RegexEngine, 'createScanner'>;

/** A pattern as a key: its text, or a RegExp's source and flags. */
export const patternKey = (pattern: Pattern): string =>
  typeof pattern === 'string' ? pattern : `/${pattern.source}/${pattern.flags}`;

/** The scans a list answers from its patterns' own scanners before it is compiled whole. */
export const defaultWholeAfter = 1000;

/** Scanners of one pattern, each compiled on its first use and shared. */
export class SinglePatternScanners {
  private readonly scanners = new Map<string, PatternScanner>();
  constructor(private readonly engine: RegexEngineLike) {}

  of(pattern: Pattern): PatternScanner {
    const key = patternKey(pattern);
    let scanner = this.scanners.get(key);
    if (!scanner)
      this.scanners.set(key, (scanner = rememberingLast(this.engine.createScanner([pattern]), key.includes('\\G'))));
    return scanner;
  }
}

/**
 * A scanner of one pattern that keeps its last answer: where a search from
 * `start` found its first match at `at` (or none), a search of the same line
 * from anywhere up to `at` finds the same, unless the pattern holds `\G`
 * (which matches where the search starts). The tokenizer scans a line from
 * place after place, so most answers are read back, not asked of Oniguruma
 * (which keeps the same answer itself, but behind a call and a new object).
 */
function rememberingLast(scanner: PatternScanner, anchored: boolean): PatternScanner {
  if (anchored) return scanner;
  let lastString: string | RegexEngineString | undefined;
  let lastStart = 0;
  let lastOptions = 0;
  let last: Match = null;
  return {
    findNextMatchSync(string, start, options) {
      if (
        string === lastString &&
        options === lastOptions &&
        start >= lastStart &&
        (last === null || last.captureIndices[0]!.start >= start)
      )
        return last;
      last = scanner.findNextMatchSync(string, start, options);
      lastString = string;
      lastStart = start;
      lastOptions = options;
      return last;
    },
    dispose: () => scanner.dispose?.(),
  };
}

/**
 * A scanner for `patterns` that answers from `singles` for its first `wholeAfter` scans, then from the whole list
 * compiled by `engine`.
 */
export function tieredScanner(
  engine: RegexEngineLike,
  singles: SinglePatternScanners,
  patterns: Pattern[],
  wholeAfter = defaultWholeAfter,
): PatternScanner {
  if (patterns.length < 2) return patterns.length === 1 ? singles.of(patterns[0]!) : engine.createScanner(patterns);
  // Each pattern's scanner is looked up (and compiled) when a scan first reaches it: a scan ends early at a match where
  // it starts.
  const parts: (PatternScanner | undefined)[] = new Array(patterns.length);
  let whole: PatternScanner | undefined;
  let scans = 0;
  return {
    findNextMatchSync(string: string | RegexEngineString, start: number, options: number): Match {
      if (whole) return whole.findNextMatchSync(string, start, options);
      if (++scans > wholeAfter) {
        whole = engine.createScanner(patterns);
        return whole.findNextMatchSync(string, start, options);
      }
      let best: Match = null;
      let bestStart = 0;
      let bestIndex = 0;
      for (let i = 0; i < patterns.length; i++) {
        const match = (parts[i] ??= singles.of(patterns[i]!)).findNextMatchSync(string, start, options);
        if (match === null) continue;
        const at = match.captureIndices[0]!.start;
        if (best === null || at < bestStart) {
          best = match;
          bestStart = at;
          bestIndex = i;
          if (at === start) break;
        }
      }
      return best === null ? null : { index: bestIndex, captureIndices: best.captureIndices };
    },
    dispose() {
      // The scanners of one pattern are shared: only the whole one is this scanner's own.
      whole?.dispose?.();
      whole = undefined;
      scans = 0;
    },
  };
}

/** Typo distance for "did you mean" suggestions. */

/**
 * The optimal string alignment distance: insertions, deletions, substitutions
 * and swaps of two neighbouring characters each cost 1 ("requried" → "required" is 1).
 */
export function editDistance(a: string, b: string): number {
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      if (i === 0) {
        row.push(j);
        continue;
      }
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      row.push(best);
    }
    rows.push(row);
  }
  return rows[a.length]![b.length]!;
}

/** How far a typo of `word` may stray: 1 edit up to 5 characters ("cow" is not "cat"), 2 up to 11, then 3. */
export function typoAllowance(word: string): number {
  if (word.length <= 5) return 1;
  return word.length < 12 ? 2 : 3;
}

/**
 * The candidate closest to `word` within `maxDistance` (by default its typo allowance, at most 2),
 * never `word` itself; on ties the one
 * sharing the longest start with it ("$def" → "$defs", not "$ref"), then the earliest.
 * Undefined when none is close enough.
 */
export function closestMatch(
  word: string,
  candidates: Iterable<string>,
  maxDistance = Math.min(2, typoAllowance(word)),
): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  let bestPrefix = -1;
  for (const candidate of candidates) {
    if (candidate === word) continue;
    const distance = editDistance(word, candidate);
    if (distance > maxDistance) continue;
    const prefix = commonPrefixLength(word, candidate);
    if (distance < bestDistance || (distance === bestDistance && prefix > bestPrefix)) {
      best = candidate;
      bestDistance = distance;
      bestPrefix = prefix;
    }
  }
  return best;
}

function commonPrefixLength(a: string, b: string): number {
  let length = 0;
  while (length < a.length && a[length] === b[length]) length++;
  return length;
}

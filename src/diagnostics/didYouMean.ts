/**
 * Edit distance between two strings for "did you mean" hints: insertions,
 * deletions, substitutions and swaps of two neighbours each count one
 * (optimal string alignment), since "titel" for "title" is one slip, not two.
 */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  // Three rows of the table at a time, in typed arrays: a broken link's hint compares its address with every
  // route of the site, and rows of arrays of arrays made that most of checking a site's links.
  let before = new Uint32Array(b.length + 1);
  let above = Uint32Array.from({ length: b.length + 1 }, (_, j) => j);
  let row = new Uint32Array(b.length + 1);
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    const ai = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const bj = b.charCodeAt(j - 1);
      let best = Math.min(above[j]! + 1, row[j - 1]! + 1, above[j - 1]! + (ai === bj ? 0 : 1));
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj)
        best = Math.min(best, before[j - 2]! + 1);
      row[j] = best;
    }
    [before, above, row] = [above, row, before];
  }
  return above[b.length]!;
}

/**
 * The candidate closest to `input`, or undefined when none is close enough to
 * be a plausible slip: at most one edit per three characters of the longer
 * string (at least one), or one begins the other ("description" for "desc"),
 * or one contains the other and is at least half its length ("dropdown" for
 * "localeDropdown"; not "-string" for "--test-name-pattern-string"). Looser
 * limits suggest "intro" for "instal".
 */
export function closest(input: string, candidates: Iterable<string>): string | undefined {
  const lower = input.toLowerCase();
  let best: string | undefined;
  let bestScore = Number.POSITIVE_INFINITY;
  for (const candidate of candidates) {
    const other = candidate.toLowerCase();
    const shorter = Math.min(lower.length, other.length);
    // A beginning ("desc" of "description") counts; anything else contained, when it is at least half the other:
    // "-string" is in every address that ends so.
    const longer = Math.max(lower.length, other.length);
    const contains =
      shorter >= 4 &&
      (other.startsWith(lower) ||
        lower.startsWith(other) ||
        (shorter * 2 >= longer && (other.includes(lower) || lower.includes(other))));
    const limit = Math.max(1, Math.floor(Math.max(lower.length, other.length) / 3));
    // The distance is at least the difference in length: no need to work it out when that is too far already.
    if (
      !contains &&
      (Math.abs(lower.length - other.length) > limit || Math.abs(lower.length - other.length) >= bestScore)
    )
      continue;
    const distance = editDistance(lower, other);
    if (!contains && distance > limit) continue;
    if (distance < bestScore) {
      best = candidate;
      bestScore = distance;
    }
  }
  return best;
}

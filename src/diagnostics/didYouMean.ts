/**
 * Edit distance between two strings for "did you mean" hints: insertions,
 * deletions, substitutions and swaps of two neighbours each count one
 * (optimal string alignment), since "titel" for "title" is one slip, not two.
 */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const above = rows[i - 1] ?? [];
      let best = Math.min((above[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (above[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, (rows[i - 2]?.[j - 2] ?? 0) + 1);
      row.push(best);
    }
    rows.push(row);
  }
  return rows[a.length]?.[b.length] ?? 0;
}

/**
 * The candidate closest to `input`, or undefined when none is close enough to
 * be a plausible slip: at most one edit per three characters of the longer
 * string (at least one), or one contains the other ("warning" for "warn",
 * "dropdown" for "localeDropdown"). Looser limits suggest "intro" for "instal".
 */
export function closest(input: string, candidates: Iterable<string>): string | undefined {
  const lower = input.toLowerCase();
  let best: string | undefined;
  let bestScore = Number.POSITIVE_INFINITY;
  for (const candidate of candidates) {
    const other = candidate.toLowerCase();
    const distance = editDistance(lower, other);
    const shorter = Math.min(lower.length, other.length);
    const contains = shorter >= 4 && (other.includes(lower) || lower.includes(other));
    const limit = Math.max(1, Math.floor(Math.max(lower.length, other.length) / 3));
    if (!contains && distance > limit) continue;
    if (distance < bestScore) {
      best = candidate;
      bestScore = distance;
    }
  }
  return best;
}

/**
 * The median of some numbers, as statistics defines it: the middle one, or the mean of the two middle ones when
 * there is an even count. The bench's figures and ratios are taken with it. Each bench file used to take one of
 * the two middle values, most of them the lower, which flattered every ratio measured in pairs or rounds: with
 * two rounds at 1.20 and 0.80, the blog's cold ratio printed 0.80. A median *run* (a measurement shown with its
 * stages) is still a real run: measureBuild.ts picks the lower middle one, and says so.
 */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

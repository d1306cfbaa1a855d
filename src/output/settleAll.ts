/**
 * Like Promise.all, but waits for every promise before rejecting with the
 * first error: aborting a build must not race writes still in flight (a
 * late mkdir would recreate the temporary folder that abort removed).
 */
export async function settleAll<T>(promises: Promise<T>[]): Promise<T[]> {
  const results = await Promise.allSettled(promises);
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
  return results.map((r) => (r as PromiseFulfilledResult<T>).value);
}

/**
 * Writes pages while the next one renders, a few at a time: enough to keep
 * the disk busy, few enough that rendered pages do not pile up in memory.
 * The first write that fails is thrown by `drain()`, after the others settled.
 */
export interface WriteQueue {
  /** Starts a write; waits first while `limit` writes are in flight. */
  add(write: () => Promise<void>): Promise<void>;
  drain(): Promise<void>;
}

export function createWriteQueue(limit = 16): WriteQueue {
  const writing = new Set<Promise<void>>();
  let failure: { error: unknown } | undefined;
  return {
    async add(write) {
      if (writing.size >= limit) await Promise.race(writing);
      const started: Promise<void> = write()
        .catch((error: unknown) => {
          failure ??= { error };
        })
        .finally(() => writing.delete(started));
      writing.add(started);
    },
    async drain() {
      await Promise.all(writing);
      if (failure) throw failure.error;
    },
  };
}

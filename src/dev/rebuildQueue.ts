/**
 * Turns the watcher's file events into rebuilds, one at a time. Events that
 * arrive within `settleMs` of each other make one rebuild (an editor's save
 * is often a write and a rename); events that arrive during a rebuild wait
 * for it and make the next one, all together.
 */

export interface RebuildQueue {
  /** A file changed, was added or deleted. */
  add(file: string): void;
  /** Settles when no rebuild runs and none is waiting. */
  idle(): Promise<void>;
}

export function createRebuildQueue(options: {
  /** Rebuilds after `files` changed; `restart` when one of them needs a fresh builder. */
  run: (files: string[], restart: boolean) => Promise<void>;
  needsRestart: (file: string) => boolean;
  settleMs: number;
}): RebuildQueue {
  const pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let idleWaiters: (() => void)[] = [];

  const settle = () => {
    if (running || timer || pending.size > 0) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const resolve of waiters) resolve();
  };

  const flush = () => {
    timer = undefined;
    if (running || pending.size === 0) {
      settle();
      return;
    }
    const files = [...pending];
    pending.clear();
    running = options
      .run(files, files.some(options.needsRestart))
      .catch(() => undefined)
      .then(() => {
        running = undefined;
        if (pending.size > 0) flush();
        else settle();
      });
  };

  return {
    add(file) {
      pending.add(file);
      if (running) return;
      if (timer) clearTimeout(timer);
      timer = setTimeout(flush, options.settleMs);
    },
    idle() {
      return new Promise((resolve) => {
        idleWaiters.push(resolve);
        settle();
      });
    },
  };
}

/**
 * Watches folders with chokidar and calls `onChange` with each file added,
 * changed or deleted.
 *
 * A file is reported once it holds still: its size, time and inode the same
 * twice, `settleMs` apart. An editor or `fs.writeFile` empties the file, then
 * writes it; reported in between, the page rendered empty, then again.
 *
 * chokidar drops a file's change events for 50 ms after one it reported,
 * with no event at the end: of five saves 15 ms apart, it reports two, and
 * the last contents may never be read. So each reported file is looked at
 * again once that window has passed, and reported again if it changed since.
 */
import { watch } from 'chokidar';
import { stat } from 'node:fs/promises';

export interface FileWatcher {
  close(): Promise<void>;
}

/** After chokidar's 50 ms window, with a margin. */
const recheckMs = 70;

/** Between two looks at a file that must find it the same; at most `settleTries` looks before it is reported anyway. */
const settleMs = 20;
const settleTries = 25;

const stamp = (file: string) =>
  stat(file).then(
    (s) => `${s.mtimeMs}:${s.size}:${s.ino}`,
    () => 'missing',
  );
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Resolves once the file's stamp is the same twice `settleMs` apart (or after `settleTries` looks): a write under way
 * has ended.
 */
async function settled(file: string): Promise<void> {
  let before = await stamp(file);
  for (let i = 0; i < settleTries; i++) {
    await pause(settleMs);
    const now = await stamp(file);
    if (now === before) return;
    before = now;
  }
}

export async function watchFiles(
  folders: string[],
  options: {
    ignored: (file: string) => boolean;
    onChange: (file: string) => void;
    onError: (error: unknown) => void;
  },
): Promise<FileWatcher> {
  const watcher = watch(folders, { ignoreInitial: true, ignored: options.ignored });
  const rechecks = new Map<string, NodeJS.Timeout>();
  /** Files waiting to hold still: an event for one of them meanwhile is the same report. */
  const settling = new Set<string>();
  let closed = false;
  const whenSettled = (file: string) => {
    if (settling.has(file)) return;
    settling.add(file);
    void settled(file).then(() => {
      settling.delete(file);
      if (!closed) report(file);
    });
  };
  const report = (file: string) => {
    options.onChange(file);
    clearTimeout(rechecks.get(file));
    const seen = stamp(file);
    rechecks.set(
      file,
      setTimeout(() => {
        rechecks.delete(file);
        void Promise.all([seen, stamp(file)]).then(([before, now]) => {
          if (before !== now) whenSettled(file);
        });
      }, recheckMs),
    );
  };
  for (const event of ['add', 'change', 'unlink'] as const) watcher.on(event, whenSettled);
  watcher.on('error', options.onError);
  await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  return {
    async close() {
      closed = true;
      for (const timer of rechecks.values()) clearTimeout(timer);
      rechecks.clear();
      await watcher.close();
    },
  };
}

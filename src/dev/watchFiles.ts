/**
 * Watches folders with chokidar and calls `onChange` with each file added,
 * changed or deleted.
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

const stamp = (file: string) => stat(file).then((s) => `${s.mtimeMs}:${s.size}:${s.ino}`, () => 'missing');

export async function watchFiles(folders: string[], options: {
  ignored: (file: string) => boolean;
  onChange: (file: string) => void;
  onError: (error: unknown) => void;
}): Promise<FileWatcher> {
  const watcher = watch(folders, { ignoreInitial: true, ignored: options.ignored });
  const rechecks = new Map<string, NodeJS.Timeout>();
  const report = (file: string) => {
    options.onChange(file);
    clearTimeout(rechecks.get(file));
    const seen = stamp(file);
    rechecks.set(file, setTimeout(() => {
      rechecks.delete(file);
      void Promise.all([seen, stamp(file)]).then(([before, now]) => { if (before !== now) report(file); });
    }, recheckMs));
  };
  for (const event of ['add', 'change', 'unlink'] as const) watcher.on(event, report);
  watcher.on('error', options.onError);
  await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  return {
    async close() {
      for (const timer of rechecks.values()) clearTimeout(timer);
      rechecks.clear();
      await watcher.close();
    },
  };
}

/**
 * Starts the build worker of `sitegen serve --watch` in a worker thread.
 * A thread of its own gives each worker fresh copies of the theme and the
 * config: a change to either is picked up by starting a new worker, while
 * the server, its port and the open tabs stay. Its docs in flight are
 * watched (src/timeLimit/docWatch.ts): a doc whose code blocks it past
 * `limits.renderTimeout` stops the worker, and `onStuck` gets the doc's
 * RenderTimeout; the watcher starts a new worker with the next change.
 */
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { startSitegenWorker } from '../modules/startSitegenWorker.ts';
import { removeOwnTemporaries } from '../output/leftovers.ts';
import { docClockKey, newDocSlots } from '../timeLimit/docClock.ts';
import { watchWorkerDocs } from '../timeLimit/docWatch.ts';
import type { UpdateRequest, WorkerOptions, WorkerReport } from './workerMessages.ts';

export interface BuildWorker {
  update(files: string[]): void;
  /** Stops the worker, mid-build or not. */
  stop(): Promise<void>;
}

export function startBuildWorker(
  options: WorkerOptions,
  onReport: (report: WorkerReport) => void,
  onExit: (error: Error | undefined) => void,
  onStuck: (timeout: Diagnostic) => void,
): BuildWorker {
  const docClock = newDocSlots();
  const worker = startSitegenWorker('src/dev/buildWorker.ts', { ...options, [docClockKey]: docClock });
  let stopping = false;
  const unwatch = watchWorkerDocs(docClock, (timeout) => {
    stopping = true;
    // Its temporary folder goes with it: no other build of this process writes one meanwhile.
    void worker
      .terminate()
      .then(() => removeOwnTemporaries(options.outDir))
      .then(() => onStuck(timeout));
  });
  worker.once('exit', unwatch);
  worker.on('message', onReport);
  worker.on('error', (error) => {
    if (!stopping) onExit(error);
  });
  worker.on('exit', (code) => {
    if (!stopping) onExit(new Error(`the build worker exited with code ${code}`));
  });
  return {
    update(files) {
      worker.postMessage({ type: 'update', files } satisfies UpdateRequest);
    },
    async stop() {
      stopping = true;
      await worker.terminate();
    },
  };
}

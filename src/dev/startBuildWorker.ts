/**
 * Starts the build worker of `sitegen serve --watch` in a worker thread.
 * A thread of its own gives each worker fresh copies of the theme and the
 * config: a change to either is picked up by starting a new worker, while
 * the server, its port and the open tabs stay.
 */
import { startSitegenWorker } from '../modules/startSitegenWorker.ts';
import type { UpdateRequest, WorkerOptions, WorkerReport } from './workerMessages.ts';

export interface BuildWorker {
  update(files: string[]): void;
  /** Stops the worker, mid-build or not. */
  stop(): Promise<void>;
}

export function startBuildWorker(options: WorkerOptions, onReport: (report: WorkerReport) => void, onExit: (error: Error | undefined) => void): BuildWorker {
  const worker = startSitegenWorker('src/dev/buildWorker.ts', options);
  let stopping = false;
  worker.on('message', onReport);
  worker.on('error', (error) => { if (!stopping) onExit(error); });
  worker.on('exit', (code) => { if (!stopping) onExit(new Error(`the build worker exited with code ${code}`)); });
  return {
    update(files) { worker.postMessage({ type: 'update', files } satisfies UpdateRequest); },
    async stop() {
      stopping = true;
      await worker.terminate();
    },
  };
}

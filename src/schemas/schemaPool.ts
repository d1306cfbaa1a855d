/**
 * Worker threads for `sitegen schema`, started as the build's are
 * (`startSitegenWorker`), before the viewer's assets are bundled so their
 * start overlaps it. Each worker is then told what every page shares, once;
 * files go out a few at a time to whichever worker is free, and each worker
 * renders and writes their pages itself (schemaWorker.ts), so only file
 * names and problems cross threads. Results come back in the order of the
 * files, whatever worker rendered them.
 */
import type { Worker } from 'node:worker_threads';
import { startSitegenWorker } from '../modules/startSitegenWorker.ts';
import type { SchemaFileResult, SchemaRenderShared } from './renderSchemaFile.ts';

export type SchemaPoolRequest =
  | { id: number; type: 'setup'; shared: SchemaRenderShared }
  | { id: number; type: 'render'; files: string[] };
export type SchemaPoolReply =
  | { id: number; type: 'ready' }
  | { id: number; type: 'rendered'; results: SchemaFileResult[] }
  | { id: number; type: 'failed'; message: string; stack?: string };

export interface SchemaPool {
  /** Renders `files`; `onRendered` is called as each batch returns. */
  render(
    files: readonly string[],
    shared: SchemaRenderShared,
    onRendered: (count: number) => void,
  ): Promise<SchemaFileResult[]>;
  close(): Promise<void>;
}

/** Files per request: pages differ in cost a hundredfold, so small batches keep every worker busy to the end. */
const batchSize = 4;

export function startSchemaPool(size: number): SchemaPool {
  const workers: Worker[] = Array.from({ length: size }, () =>
    startSitegenWorker('src/schemas/schemaWorker.ts', undefined),
  );
  let nextId = 0;
  const ask = (worker: Worker, request: SchemaPoolRequest) =>
    new Promise<SchemaPoolReply>((resolve, reject) => {
      const onMessage = (reply: SchemaPoolReply) => {
        if (reply.id !== request.id) return;
        done();
        if (reply.type !== 'failed') {
          resolve(reply);
          return;
        }
        const error = new Error(`A schema worker failed: ${reply.message}`);
        if (reply.stack) error.stack = reply.stack;
        reject(error);
      };
      const onError = (error: Error) => {
        done();
        reject(error);
      };
      const onExit = (code: number) => {
        done();
        reject(new Error(`A schema worker exited with code ${code}`));
      };
      const done = () => {
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
      };
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
      worker.postMessage(request);
    });
  return {
    async render(files, shared, onRendered) {
      const results = new Array<SchemaFileResult>(files.length);
      let next = 0;
      await Promise.all(
        workers.map(async (worker) => {
          await ask(worker, { id: nextId++, type: 'setup', shared });
          while (next < files.length) {
            const start = next;
            const batch = files.slice(start, start + batchSize);
            next += batch.length;
            const reply = await ask(worker, { id: nextId++, type: 'render', files: batch });
            if (reply.type !== 'rendered') throw new Error(`unexpected reply ${reply.type}`);
            reply.results.forEach((result, i) => {
              results[start + i] = result;
            });
            onRendered(batch.length);
          }
        }),
      );
      return results;
    },
    async close() {
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}

/**
 * Worker threads for `sitegen schema`, started as the build's are
 * (`startSitegenWorker`). Files go out a few at a time to whichever worker
 * is free; each worker renders and writes their pages itself
 * (schemaWorker.ts), so only file names and problems cross threads. Results
 * come back in the order of the files, whatever worker rendered them.
 */
import type { Worker } from 'node:worker_threads';
import { startSitegenWorker } from '../modules/startSitegenWorker.ts';
import type { SchemaFileResult, SchemaRenderShared } from './renderSchemaFile.ts';

export interface SchemaPoolRequest { id: number; files: string[] }
export type SchemaPoolReply =
  | { id: number; type: 'rendered'; results: SchemaFileResult[] }
  | { id: number; type: 'failed'; message: string; stack?: string };

/** Files per request: pages differ in cost a hundredfold, so small batches keep both workers busy to the end. */
const batchSize = 4;

/** Renders `files` in `size` worker threads; `onRendered` is called as each batch returns. */
export async function renderInPool(files: readonly string[], shared: SchemaRenderShared, size: number, onRendered: (count: number) => void): Promise<SchemaFileResult[]> {
  const results = new Array<SchemaFileResult>(files.length);
  const workers: Worker[] = Array.from({ length: Math.min(size, files.length) }, () => startSitegenWorker('src/schemas/schemaWorker.ts', shared));
  let nextId = 0;
  let next = 0;
  const ask = (worker: Worker, request: SchemaPoolRequest) => new Promise<SchemaFileResult[]>((resolve, reject) => {
    const onMessage = (reply: SchemaPoolReply) => {
      if (reply.id !== request.id) return;
      done();
      if (reply.type === 'rendered') { resolve(reply.results); return; }
      const error = new Error(`A schema worker failed: ${reply.message}`);
      if (reply.stack) error.stack = reply.stack;
      reject(error);
    };
    const onError = (error: Error) => { done(); reject(error); };
    const onExit = (code: number) => { done(); reject(new Error(`A schema worker exited with code ${code}`)); };
    const done = () => { worker.off('message', onMessage); worker.off('error', onError); worker.off('exit', onExit); };
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    worker.postMessage(request);
  });
  try {
    await Promise.all(workers.map(async (worker) => {
      while (next < files.length) {
        const start = next;
        const batch = files.slice(start, start + batchSize);
        next += batch.length;
        const rendered = await ask(worker, { id: nextId++, files: batch });
        rendered.forEach((result, i) => { results[start + i] = result; });
        onRendered(batch.length);
      }
    }));
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
  return results;
}

/**
 * A worker thread of `sitegen schema` (schemaPool.ts): renders the files it
 * is sent, one at a time, writing their pages into the output's temporary
 * folder, and replies with each file's page and problems.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { createSchemaFileRenderer, type SchemaRenderShared } from './renderSchemaFile.ts';
import type { SchemaPoolReply, SchemaPoolRequest } from './schemaPool.ts';

const port = parentPort;
if (!port) throw new Error('schemaWorker.ts runs in a worker thread');
const render = createSchemaFileRenderer(workerData as SchemaRenderShared);
const reply = (message: SchemaPoolReply) => port.postMessage(message);

port.on('message', (request: SchemaPoolRequest) => {
  (async () => {
    const results = [];
    for (const file of request.files) results.push(await render(file));
    reply({ id: request.id, type: 'rendered', results });
  })().catch((error: unknown) => reply({
    id: request.id, type: 'failed', message: error instanceof Error ? error.message : String(error), ...(error instanceof Error && error.stack ? { stack: error.stack } : {}),
  }));
});

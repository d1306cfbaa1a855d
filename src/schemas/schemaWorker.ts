/**
 * A worker thread of `sitegen schema` (schemaPool.ts): told once what every
 * page shares, it renders the files it is sent, one at a time, writing
 * their pages into the output's temporary folder, and replies with each
 * file's page and problems.
 */
import { parentPort } from 'node:worker_threads';
import { createSchemaFileRenderer, type SchemaFileResult } from './renderSchemaFile.ts';
import type { SchemaPoolReply, SchemaPoolRequest } from './schemaPool.ts';
import { errorMessage } from '../diagnostics/errorMessage.ts';

const port = parentPort;
if (!port) throw new Error('schemaWorker.ts runs in a worker thread');
const reply = (message: SchemaPoolReply) => port.postMessage(message);
let render: ((file: string) => Promise<SchemaFileResult>) | undefined;

port.on('message', (request: SchemaPoolRequest) => {
  (async () => {
    if (request.type === 'setup') {
      render = createSchemaFileRenderer(request.shared);
      reply({ id: request.id, type: 'ready' });
      return;
    }
    if (!render) throw new Error('a render request came before the setup');
    // The batch's files at once: one file's reads and writes overlap the others' rendering.
    const renderFile = render;
    const results: SchemaFileResult[] = await Promise.all(request.files.map((file) => renderFile(file)));
    reply({ id: request.id, type: 'rendered', results });
  })().catch((error: unknown) =>
    reply({
      id: request.id,
      type: 'failed',
      message: errorMessage(error),
      ...(error instanceof Error && error.stack ? { stack: error.stack } : {}),
    }),
  );
});

/**
 * A static HTTP server for a built site: clean URLs, 404.html with status
 * 404, path traversal refused. Binds to 127.0.0.1 unless told otherwise.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { contentType } from './contentTypes.ts';
import { resolveStaticPath } from './resolveStaticPath.ts';

export interface RunningServer {
  url: string;
  server: Server;
  close(): Promise<void>;
  /** Settles when the server stops. */
  closed: Promise<void>;
}

async function firstFile(candidates: string[]): Promise<string | undefined> {
  for (const candidate of candidates) {
    try {
      if ((await stat(candidate)).isFile()) return candidate;
    } catch { /* try the next one */ }
  }
  return undefined;
}

export async function serve(options: { root: string; port: number; host: string }): Promise<RunningServer> {
  const root = path.resolve(options.root);
  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        response.writeHead(405, { allow: 'GET, HEAD' }).end();
        return;
      }
      const lookup = resolveStaticPath(root, url.pathname);
      if (lookup.kind === 'forbidden') {
        response.writeHead(403, { 'content-type': 'text/plain; charset=utf-8' }).end('Forbidden\n');
        return;
      }
      if (lookup.kind === 'redirect') {
        response.writeHead(301, { location: encodeURI(lookup.location) + url.search }).end();
        return;
      }
      const file = await firstFile(lookup.candidates);
      const status = file ? 200 : 404;
      const body = file ?? (await firstFile([path.join(root, '404.html')]));
      if (!body) {
        response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
        return;
      }
      response.writeHead(status, {
        'content-type': contentType(body),
        'cache-control': /[\\/]assets[\\/]/.test(body) ? 'public, max-age=31536000, immutable' : 'no-cache',
      });
      if (request.method === 'HEAD') response.end();
      else createReadStream(body).pipe(response);
    })().catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end(`Internal error: ${String(error)}\n`);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const closed = new Promise<void>((resolve) => server.once('close', () => resolve()));
  return {
    url: `http://${options.host.includes(':') ? `[${options.host}]` : options.host}:${port}`,
    server,
    closed,
    close: () => new Promise<void>((resolve) => { server.close(() => resolve()); server.closeAllConnections(); }),
  };
}

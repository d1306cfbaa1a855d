/**
 * `serve()` on a small built folder: the base path, cache headers decided
 * inside the root, and files that fail while being served (a concurrent
 * build swaps the folder), which must not bring the server down.
 */
import type { ReadStream } from 'node:fs';
import { mkdir, mkdtemp, realpath, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { serve, type RunningServer } from '../../../src/serve/serve.ts';

/** What the tests do to the file system under the server's feet. */
const hooks = vi.hoisted(() => ({
  afterStat: undefined as ((file: string) => Promise<void>) | undefined,
  onReadStream: undefined as ((stream: ReadStream, file: string) => void) | undefined,
}));

vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:fs/promises')>();
  const stat = (async (file: string, options?: object) => {
    const stats = await actual.stat(file, options);
    await hooks.afterStat?.(file);
    return stats;
  }) as typeof actual.stat;
  return { ...actual, default: { ...actual, stat }, stat };
});

vi.mock('node:fs', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:fs')>();
  const createReadStream = ((file: string, options?: object) => {
    const stream = actual.createReadStream(file, options);
    hooks.onReadStream?.(stream, file);
    return stream;
  }) as typeof actual.createReadStream;
  return { ...actual, default: { ...actual, createReadStream }, createReadStream };
});

interface Response {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** False when the server cut the body short. */
  complete: boolean;
}

function get(base: string, rawPath: string): Promise<Response> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, path: rawPath, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8').on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('error', () => {
        /* an aborted body: `complete` says so */
      });
      res.on('close', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body, complete: res.complete }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

const pages = {
  'index.html': '<h1>Home</h1>',
  'docs/a.html': '<h1>A</h1>',
  '404.html': '<h1>Not found</h1>',
  'assets/app-1a2b3c.js': 'console.log(1);',
};

let tmp: string;
/** The built site, in a folder whose own path has an `assets` segment. */
let root: string;

beforeAll(async () => {
  tmp = await realpath(await mkdtemp(path.join(os.tmpdir(), 'sitegen-serve-')));
  root = path.join(tmp, 'assets', 'build');
  for (const [file, text] of Object.entries(pages)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), text);
  }
});

afterAll(() => rm(tmp, { recursive: true, force: true }));

const servers: RunningServer[] = [];
async function start(options: { basePath?: string } = {}): Promise<RunningServer> {
  const server = await serve({ root, port: 0, host: '127.0.0.1', ...options });
  servers.push(server);
  return server;
}

afterEach(async () => {
  hooks.afterStat = undefined;
  hooks.onReadStream = undefined;
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

describe('serve', () => {
  describe('basePath', () => {
    it('is / by default: the url is the origin alone', async () => {
      const server = await start();
      expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(await get(server.url, '/docs/a')).toMatchObject({ status: 200, body: '<h1>A</h1>' });
    });

    it('serves the site under it and says so in the url', async () => {
      const server = await start({ basePath: '/base/' });
      expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/base\/$/);
      const origin = new URL(server.url).origin;

      expect(await get(origin, '/base/docs/a')).toMatchObject({
        status: 200,
        body: '<h1>A</h1>',
        headers: { 'content-type': 'text/html; charset=utf-8' },
      });
      expect(await get(origin, '/base/')).toMatchObject({ status: 200, body: '<h1>Home</h1>' });
      expect(await get(origin, '/base/assets/app-1a2b3c.js')).toMatchObject({ status: 200, body: 'console.log(1);' });
    });

    it.each([
      ['/', '/base/'],
      ['/?q=1', '/base/?q=1'],
      ['/base', '/base/'],
    ])('redirects %s to %s with 302', async (rawPath, location) => {
      const server = await start({ basePath: '/base/' });
      const response = await get(new URL(server.url).origin, rawPath);
      expect(response.status).toBe(302);
      expect(response.headers.location).toBe(location);
    });

    it('keeps the base in clean-URL redirects', async () => {
      const server = await start({ basePath: '/base/' });
      const response = await get(new URL(server.url).origin, '/base/docs/a.html');
      expect(response.status).toBe(301);
      expect(response.headers.location).toBe('/base/docs/a');
    });

    it.each(['/docs/a', '/index.html', '/assets/app-1a2b3c.js', '/based/docs/a', '/404.html'])(
      'answers %s, outside the base, with the 404 page and status 404',
      async (rawPath) => {
        const server = await start({ basePath: '/base/' });
        const response = await get(new URL(server.url).origin, rawPath);
        expect(response).toMatchObject({
          status: 404,
          body: '<h1>Not found</h1>',
          headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' },
        });
      },
    );

    it('accepts a base written without its slashes', async () => {
      const server = await start({ basePath: 'base' });
      expect(server.url).toMatch(/\/base\/$/);
      expect(await get(new URL(server.url).origin, '/base/docs/a')).toMatchObject({ status: 200, body: '<h1>A</h1>' });
    });
  });

  describe('cache-control', () => {
    it("marks only files of the site's own assets/ folder immutable, whatever folder the site is in", async () => {
      const server = await start();
      expect(root.split(path.sep)).toContain('assets');
      expect((await get(server.url, '/')).headers['cache-control']).toBe('no-cache');
      expect((await get(server.url, '/docs/a')).headers['cache-control']).toBe('no-cache');
      expect((await get(server.url, '/nope')).headers['cache-control']).toBe('no-cache');
      expect((await get(server.url, '/assets/app-1a2b3c.js')).headers['cache-control']).toBe(
        'public, max-age=31536000, immutable',
      );
    });
  });

  describe('a file that fails while it is served', () => {
    it('answers 500 when the file vanished between stat and open, and keeps serving', async () => {
      const vanishing = path.join(root, 'docs', 'vanishing.html');
      await writeFile(vanishing, '<h1>Soon gone</h1>');
      hooks.afterStat = async (file) => {
        if (file === vanishing) await rm(vanishing);
      };
      const server = await start();

      const response = await get(server.url, '/docs/vanishing');
      expect(response).toEqual({
        status: 500,
        headers: expect.objectContaining({ 'content-type': 'text/plain; charset=utf-8' }) as unknown,
        body: `Internal error: Error: ENOENT: no such file or directory, open '${vanishing}'\n`,
        complete: true,
      });
      expect(await get(server.url, '/docs/a')).toMatchObject({ status: 200, body: '<h1>A</h1>' });
    });

    it('cuts the response short when reading fails after the headers went out, and keeps serving', async () => {
      const large = path.join(root, 'assets', 'large-0f0f0f.js');
      const text = `${'x'.repeat(1024 * 1024)}\n`;
      await writeFile(large, text);
      hooks.onReadStream = (stream, file) => {
        if (file !== large) return;
        // The third read fails, after the first chunks were sent.
        const read = stream._read.bind(stream);
        let reads = 0;
        stream._read = (size) => {
          if (++reads === 3) stream.destroy(new Error('EIO: i/o error, read'));
          else read(size);
        };
      };
      const server = await start();

      const response = await get(server.url, '/assets/large-0f0f0f.js');
      expect(response.status).toBe(200);
      expect(response.complete).toBe(false);
      expect(response.body.length).toBeLessThan(text.length);
      expect(await get(server.url, '/docs/a')).toMatchObject({ status: 200, body: '<h1>A</h1>' });
    });
  });
});

describe('serve on a port that is taken', () => {
  it('moves to the next free port', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'sitegen-port-'));
    const first = await serve({ root, port: 0, host: '127.0.0.1' });
    try {
      const second = await serve({ root, port: first.port, host: '127.0.0.1' });
      expect(second.port).toBeGreaterThan(first.port);
      expect(second.url).toBe(`http://127.0.0.1:${second.port}`);
      await second.close();
    } finally {
      await first.close();
      await rm(root, { recursive: true, force: true });
    }
  });

  it('with strictPort, fails with PortUnavailable, naming a free port to use instead', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'sitegen-port-'));
    const first = await serve({ root, port: 0, host: '127.0.0.1' });
    const port = first.port;
    try {
      const error = await serve({ root, port, host: '127.0.0.1', strictPort: true }).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toMatchObject({
        diagnostics: [
          { code: 'PortUnavailable', message: `Cannot listen on 127.0.0.1:${port}: the port is already in use.` },
        ],
      });
      const hint = (error as { diagnostics: { hint: string }[] }).diagnostics[0]?.hint ?? '';
      const offered = Number(/^Port (\d+) is free: pass --port \1, or stop the program using (\d+)\.$/.exec(hint)?.[1]);
      expect(offered).toBeGreaterThan(port);
      expect(hint).toBe(`Port ${offered} is free: pass --port ${offered}, or stop the program using ${port}.`);
      // The offered port really is free.
      const third = await serve({ root, port: offered, host: '127.0.0.1', strictPort: true });
      await third.close();
    } finally {
      await first.close();
      await rm(root, { recursive: true, force: true });
    }
  });
});

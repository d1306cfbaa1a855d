/**
 * `sitegen serve` on a built fixture: clean URLs, `.html` addresses
 * redirected to them, the 404 page, cache headers, and no way out of the
 * output folder. The output sits under a folder named `assets`, which must
 * not make its pages look like hashed assets.
 */
import type { ChildProcess } from 'node:child_process';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { request, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '../support/rawHttp.ts';
import { collectOutput, get, stop, waitForLine } from './httpHelpers.ts';
import { fixturesDir, makeTempDir, removeDir, runSitegen, startSitegen } from './runSitegen.ts';

const secret = 'SECRET-BESIDE-THE-OUTPUT';

describe('sitegen serve', { timeout: 60_000 }, () => {
  let tmp: string;
  let child: ChildProcess | undefined;
  let output: ReturnType<typeof collectOutput>;
  let servingLine: string;
  let port: number;
  /** The output folder, `<tmp>/assets/out`. */
  let out: string;

  beforeAll(async () => {
    tmp = await makeTempDir();
    const siteDir = path.join(fixturesDir, 'good-site');
    out = path.join(tmp, 'assets', 'out');
    const built = await runSitegen(['build', siteDir, '--out', 'assets/out', '--quiet'], { cwd: tmp });
    expect(built).toEqual({ code: 0, stdout: '', stderr: '' });
    // Files a path traversal would reach: beside the output folder.
    await writeFile(path.join(out, '..', 'secret.txt'), `${secret}\n`);
    await writeFile(path.join(out, '..', 'package.json'), JSON.stringify({ name: secret }));
    child = startSitegen(['serve', siteDir, '--out', 'assets/out', '--port', '0'], { cwd: tmp });
    output = collectOutput(child);
    servingLine = await waitForLine(child, /^Serving /, 30_000);
    port = Number(/:(\d+)$/.exec(servingLine)?.[1]);
  }, 60_000);

  afterAll(async () => {
    await stop(child);
    await removeDir(tmp);
  });

  it('listens on the port the system chose for --port 0 and says where', () => {
    expect(servingLine).toMatch(/^Serving assets\/out at http:\/\/127\.0\.0\.1:\d+$/);
    expect(port).toBeGreaterThan(0);
  });

  it('serves / and a doc at its clean URL as HTML', async () => {
    const home = await get(port, '/');
    expect(home.status).toBe(200);
    expect(home.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(home.body).toBe(await readFile(path.join(out, 'index.html'), 'utf8'));

    const doc = await get(port, '/docs/x');
    expect(doc.status).toBe(200);
    expect(doc.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(doc.body).toBe(await readFile(path.join(out, 'docs', 'x.html'), 'utf8'));
  });

  it('redirects /docs/x.html to /docs/x with 301', async () => {
    const response = await get(port, '/docs/x.html');
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe('/docs/x');
  });

  it('redirects to a clean URL written as a path: a # or % in the file name stays part of it', async () => {
    await writeFile(path.join(out, 'docs', 'a b#c%.html'), '<h1>Odd name</h1>\n');
    const response = await get(port, '/docs/a%20b%23c%25.html?x=1');
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe('/docs/a%20b%23c%25?x=1');
    expect((await get(port, '/docs/a%20b%23c%25')).body).toBe('<h1>Odd name</h1>\n');
  });

  it('answers an unknown path with 404 and the 404 page', async () => {
    const response = await get(port, '/nope');
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toBe(await readFile(path.join(out, '404.html'), 'utf8'));
  });

  it('marks only the hashed assets immutable: pages and the 404 page are checked on every load', async () => {
    const script = (await readdir(path.join(out, 'assets'))).find((name) => name.endsWith('.js'));
    const asset = await get(port, `/assets/${script}`);
    expect(asset.status).toBe(200);
    expect(asset.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const page of ['/', '/docs/x', '/nope']) {
      expect((await get(port, page)).headers['cache-control']).toBe('no-cache');
    }
  });

  it('sends text compressed as the client prefers (brotli, gzip), never images or tiny files, and each encoding is its own version', async () => {
    const fetchRaw = (rawPath: string, headers: Record<string, string>, method = 'GET') =>
      new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        const req = request({ host: '127.0.0.1', port, path: rawPath, method, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        });
        req.on('error', reject);
        req.end();
      });
    // The largest script: the runtime, some kilobytes.
    const scripts = (await readdir(path.join(out, 'assets'))).filter((name) => name.endsWith('.js'));
    const sizes = await Promise.all(
      scripts.map(async (name) => (await readFile(path.join(out, 'assets', name))).length),
    );
    const script = scripts[sizes.indexOf(Math.max(...sizes))];
    const original = await readFile(path.join(out, 'assets', script ?? ''));
    expect(original.length).toBeGreaterThan(1024);

    const br = await fetchRaw(`/assets/${script}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(original.length / 2);
    expect(brotliDecompressSync(br.body).equals(original)).toBe(true);

    const gzip = await fetchRaw(`/assets/${script}`, { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(original)).toBe(true);
    expect(gzip.headers.etag).not.toBe(br.headers.etag);
    // A client that accepts no encoding gets the file as it is, under a validator of its own.
    const plain = await fetchRaw(`/assets/${script}`, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(original)).toBe(true);
    expect(new Set([plain.headers.etag, gzip.headers.etag, br.headers.etag]).size).toBe(3);
    // Revalidating the compressed copy with its own validator: 304.
    const again = await fetchRaw(`/assets/${script}`, {
      'accept-encoding': 'br',
      'if-none-match': String(br.headers.etag),
    });
    expect(again.status).toBe(304);
    expect(again.headers.vary).toBe('Accept-Encoding');
    // Pages too, and a HEAD says how it would answer.
    const page = await fetchRaw('/docs/x', { 'accept-encoding': 'br' }, 'HEAD');
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.body.length).toBe(0);

    const image = (await readdir(out, { recursive: true })).find((name) => /\.(png|jpe?g|gif|webp|woff2)$/.test(name));
    if (image)
      expect(
        (await fetchRaw(`/${image}`, { 'accept-encoding': 'br, gzip' })).headers['content-encoding'],
      ).toBeUndefined();
    await writeFile(path.join(out, 'tiny.txt'), 'small\n');
    const tiny = await fetchRaw('/tiny.txt', { 'accept-encoding': 'br, gzip' });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body.toString()).toBe('small\n');
    // A file too large to compress in one go is streamed as it is.
    const large = Buffer.alloc(16 * 1024 * 1024 + 1, '{"a":1}\n');
    await writeFile(path.join(out, 'large.json'), large);
    const streamed = await fetchRaw('/large.json', { 'accept-encoding': 'br, gzip' });
    expect(streamed.headers['content-encoding']).toBeUndefined();
    expect(streamed.body.equals(large)).toBe(true);
  });

  it.each([
    '/../etc/passwd',
    '/%2e%2e/package.json',
    '/../secret.txt',
    '/%2e%2e/secret.txt',
    '/..%2fsecret.txt',
    '/%2e%2e%2fsecret.txt',
    '/docs/..%2f..%2fsecret.txt',
  ])('never serves a file outside the output folder: %s', async (rawPath) => {
    const response = await get(port, rawPath);
    expect(response.status).toBe(404);
    expect(response.body).not.toContain(secret);
    expect(response.body).not.toContain('root:');
  });

  it.each(['/../docs/x', '/%2e%2e/docs/x', '/..\\docs\\x', '/docs/../../docs/x', '/docs/../docs/x'])(
    'answers %s, a path with "..", with the 404 page and status 404',
    async (target) => {
      const response = await rawRequest(port, target);
      expect(response.status).toBe(404);
      expect(response.body).toBe(await readFile(path.join(out, '404.html'), 'utf8'));
    },
  );

  it('answers a malformed request target with 400 and what is wrong', async () => {
    expect(await rawRequest(port, '//[')).toMatchObject({
      status: 400,
      body: 'Bad request: the request target "//[" starts with "//", which URL parsers read as a host name.\n',
    });
    expect((await get(port, '/docs/x')).status).toBe(200);
  });

  it('refuses a request for another host name with 403, and warns once', async () => {
    for (let i = 0; i < 3; i++) {
      expect(await rawRequest(port, '/docs/x', { host: 'rebound.example' })).toMatchObject({
        status: 403,
        body: 'Forbidden: the Host header "rebound.example" is not a name of this machine, so sitegen serve refuses the request (a guard against DNS rebinding). If you opened the site by this name, restart it with --allowed-host rebound.example.\n',
      });
    }
    expect(output.stderr()).toBe(
      '⚠ Refused a request for the host "rebound.example", not a name of this machine (a guard against DNS rebinding). If you opened the site by this name, restart with --allowed-host rebound.example.\n',
    );
    expect((await rawRequest(port, '/docs/x', { host: `localhost:${port}` })).status).toBe(200);
  });
});

describe('sitegen serve --allowed-host', { timeout: 60_000 }, () => {
  it('answers the names allowed, on any address it listens on', async () => {
    const tmp = await makeTempDir();
    const siteDir = path.join(fixturesDir, 'good-site');
    expect(await runSitegen(['build', siteDir, '--out', 'out', '--quiet'], { cwd: tmp })).toMatchObject({ code: 0 });
    const child = startSitegen(
      [
        'serve',
        siteDir,
        '--out',
        'out',
        '--port',
        '0',
        '--host',
        '0.0.0.0',
        '--allowed-host',
        'docs.internal',
        '--allowed-host',
        '.corp.example',
      ],
      { cwd: tmp },
    );
    try {
      const port = Number(/:(\d+)$/.exec(await waitForLine(child, /^Serving /, 30_000))?.[1]);
      for (const host of ['docs.internal', `wiki.corp.example:${port}`, `localhost:${port}`, '192.168.1.20']) {
        expect((await rawRequest(port, '/docs/x', { host })).status, host).toBe(200);
      }
      expect((await rawRequest(port, '/docs/x', { host: 'evil.example' })).status).toBe(403);
    } finally {
      await stop(child);
      await removeDir(tmp);
    }
  });
});

/**
 * `serve()` answers only requests whose Host names this machine (a guard
 * against DNS rebinding): others get 403 with a line saying which Host was
 * refused and how to allow it, and the terminal hears of each refused host
 * once.
 */
import { mkdir, mkdtemp, realpath, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { serve, type RunningServer, type ServeOptions } from '../../../src/serve/serve.ts';
import { rawRequest } from '../../support/rawHttp.ts';

let root: string;
const servers: RunningServer[] = [];

beforeAll(async () => {
  root = path.join(await realpath(await mkdtemp(path.join(os.tmpdir(), 'sitegen-serve-hosts-'))), 'build');
  await mkdir(path.join(root, 'docs'), { recursive: true });
  await writeFile(path.join(root, 'docs/faq.html'), '<h1>FAQ</h1>');
  await writeFile(path.join(root, '404.html'), '<h1>Not found</h1>');
});

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});
afterAll(() => rm(path.dirname(root), { recursive: true, force: true }));

async function start(options: Partial<ServeOptions> = {}): Promise<{ server: RunningServer; warnings: string[] }> {
  const warnings: string[] = [];
  const server = await serve({ root, port: 0, host: '127.0.0.1', warn: (text) => warnings.push(text), ...options });
  servers.push(server);
  return { server, warnings };
}

describe('the Host guard', () => {
  it("answers the machine's own names", async () => {
    const { server } = await start();
    for (const host of [
      `127.0.0.1:${server.port}`,
      `localhost:${server.port}`,
      `[::1]:${server.port}`,
      'docs.localhost',
    ]) {
      expect(await rawRequest(server.port, '/docs/faq', { host }), host).toMatchObject({
        status: 200,
        body: '<h1>FAQ</h1>',
      });
    }
  });

  it('refuses another name with 403, saying which and how to allow it, and warns once per name', async () => {
    const { server, warnings } = await start();
    const host = `evil.example:${server.port}`;
    const response = await rawRequest(server.port, '/docs/faq', { host });
    expect(response).toMatchObject({
      status: 403,
      body: `Forbidden: the Host header "${host}" is not a name of this machine, so sitegen serve refuses the request (a guard against DNS rebinding). If you opened the site by this name, restart it with --allowed-host evil.example.\n`,
    });
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    // Every path, even one that does not exist, and every method.
    expect((await rawRequest(server.port, '/nope', { host })).status).toBe(403);
    expect((await rawRequest(server.port, '/docs/faq', { host }, 'POST')).status).toBe(403);
    await rawRequest(server.port, '/docs/faq', { host: 'other.example' });
    expect(warnings).toEqual([
      `⚠ Refused a request for the host "${host}", not a name of this machine (a guard against DNS rebinding). If you opened the site by this name, restart with --allowed-host evil.example.\n`,
      '⚠ Refused a request for the host "other.example", not a name of this machine (a guard against DNS rebinding). If you opened the site by this name, restart with --allowed-host other.example.\n',
    ]);
  });

  it('refuses a request without a Host header', async () => {
    const { server } = await start();
    const response = await rawRequest(server.port, '/docs/faq', { host: null }).catch(() => undefined);
    // HTTP/1.1 requires the header: Node's parser or the guard refuses it.
    expect([400, 403]).toContain(response?.status);
  });

  it('answers the names allowed, and any with all', async () => {
    const { server } = await start({ allowedHosts: ['docs.internal', '.corp.example'] });
    expect((await rawRequest(server.port, '/docs/faq', { host: 'docs.internal:8080' })).status).toBe(200);
    expect((await rawRequest(server.port, '/docs/faq', { host: 'wiki.corp.example' })).status).toBe(200);
    expect((await rawRequest(server.port, '/docs/faq', { host: 'evil.example' })).status).toBe(403);
    const open = await start({ allowedHosts: ['all'] });
    expect((await rawRequest(open.server.port, '/docs/faq', { host: 'evil.example' })).status).toBe(200);
  });
});

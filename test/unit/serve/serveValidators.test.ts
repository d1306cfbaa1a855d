/**
 * `serve()` answers conditional requests (ETag, Last-Modified → 304) and
 * never serves what lies outside its folder, through `..` or a symbolic
 * link: both get the 404 page with status 404.
 */
import { mkdir, mkdtemp, realpath, rm, symlink, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve, type RunningServer } from '../../../src/serve/serve.ts';

let tmp: string;
let server: RunningServer;
const secret = 'the secret outside the output';

beforeAll(async () => {
  tmp = await realpath(await mkdtemp(path.join(os.tmpdir(), 'sitegen-serve-validators-')));
  const root = path.join(tmp, 'build');
  await mkdir(path.join(root, 'docs'), { recursive: true });
  await writeFile(path.join(root, 'docs/a.html'), '<h1>A</h1>');
  await writeFile(path.join(root, '404.html'), '<h1>Not found</h1>');
  await writeFile(path.join(tmp, 'secret.txt'), secret);
  await mkdir(path.join(tmp, 'outside'));
  await writeFile(path.join(tmp, 'outside/page.html'), secret);
  // Links out of the output: a file and a folder. A link inside it is fine.
  await symlink(path.join(tmp, 'secret.txt'), path.join(root, 'leak.txt'));
  await symlink(path.join(tmp, 'outside'), path.join(root, 'elsewhere'));
  await symlink(path.join(root, 'docs/a.html'), path.join(root, 'alias.html'));
  const modified = new Date('2024-05-01T10:00:00Z');
  await utimes(path.join(root, 'docs/a.html'), modified, modified);
  server = await serve({ root, port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await server?.close();
  await rm(tmp, { recursive: true, force: true });
});

const get = (route: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${route}`, { headers, redirect: 'manual' });

describe('conditional requests', () => {
  it('sends a weak ETag and Last-Modified, and answers 304 to a matching If-None-Match', async () => {
    const first = await get('/docs/a');
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
    expect(first.headers.get('last-modified')).toBe('Wed, 01 May 2024 10:00:00 GMT');
    const again = await get('/docs/a', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect((await get('/docs/a', { 'if-none-match': 'W/"other"' })).status).toBe(200);
  });

  it('answers 304 to If-Modified-Since at or after the modification time, and 200 before it', async () => {
    expect((await get('/docs/a', { 'if-modified-since': 'Wed, 01 May 2024 10:00:00 GMT' })).status).toBe(304);
    expect((await get('/docs/a', { 'if-modified-since': 'Wed, 01 May 2024 09:59:59 GMT' })).status).toBe(200);
    // If-None-Match wins over If-Modified-Since.
    expect(
      (await get('/docs/a', { 'if-none-match': 'W/"other"', 'if-modified-since': 'Wed, 01 May 2024 10:00:00 GMT' }))
        .status,
    ).toBe(200);
  });

  it('never answers 304 for the 404 page', async () => {
    const missing = await get('/nope');
    expect(missing.status).toBe(404);
    expect((await get('/nope', { 'if-none-match': missing.headers.get('etag') ?? '' })).status).toBe(404);
  });
});

describe('paths out of the folder', () => {
  it.each(['/leak.txt', '/elsewhere/page', '/elsewhere/page.html', '/%2e%2e/secret.txt', '/docs/..%2f..%2fsecret.txt'])(
    '%s gets the 404 page with status 404',
    async (route) => {
      const response = await get(route);
      const body = await response.text();
      expect(response.status, route).toBe(route.endsWith('.html') ? 301 : 404);
      expect(body).not.toContain(secret);
      if (response.status === 404) expect(body).toBe('<h1>Not found</h1>');
    },
  );

  it('serves a symbolic link that stays inside', async () => {
    const response = await get('/alias');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('<h1>A</h1>');
  });
});

/**
 * What `serve()` does with request targets as a client wrote them, sent on a
 * raw socket (fetch would normalise them first): malformed ones get 400 and
 * a line saying what is wrong; paths that climb with `..`, written any way,
 * get the 404 page, under a base path too.
 */
import { mkdir, mkdtemp, realpath, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve, type RunningServer } from '../../../src/serve/serve.ts';
import { rawRequest } from '../../support/rawHttp.ts';

let tmp: string;
let server: RunningServer;
let based: RunningServer;
const notFoundPage = '<h1>Not found</h1>';

beforeAll(async () => {
  tmp = await realpath(await mkdtemp(path.join(os.tmpdir(), 'sitegen-serve-targets-')));
  const root = path.join(tmp, 'build');
  await mkdir(path.join(root, 'docs'), { recursive: true });
  await writeFile(path.join(root, 'index.html'), '<h1>Home</h1>');
  await writeFile(path.join(root, 'docs/faq.html'), '<h1>FAQ</h1>');
  await writeFile(path.join(root, '404.html'), notFoundPage);
  server = await serve({ root, port: 0, host: '127.0.0.1' });
  based = await serve({ root, port: 0, host: '127.0.0.1', basePath: '/base/' });
});

afterAll(async () => {
  await server?.close();
  await based?.close();
  await rm(tmp, { recursive: true, force: true });
});

describe('malformed request targets', () => {
  it.each([
    ['//[', 'Bad request: the request target "//[" starts with "//", which URL parsers read as a host name.'],
    [
      '//docs/faq',
      'Bad request: the request target "//docs/faq" starts with "//", which URL parsers read as a host name.',
    ],
    ['http://[', 'Bad request: the request target "http://[" is not a valid URL.'],
    ['http://[/docs/faq', 'Bad request: the request target "http://[/docs/faq" is not a valid URL.'],
    [
      '/%E0%A4%A',
      'Bad request: the request target "/%E0%A4%A" has a "%" that is not followed by two hexadecimal digits.',
    ],
    [
      '/docs/%zz',
      'Bad request: the request target "/docs/%zz" has a "%" that is not followed by two hexadecimal digits.',
    ],
    ['/%FF', 'Bad request: the request target "/%FF" has percent-escapes that are not UTF-8.'],
    ['*', 'Bad request: the request target "*" is not a path: it must start with "/".'],
    [
      'http://evil.example/docs/faq',
      'Bad request: the request target "http://evil.example/docs/faq" names the host evil.example, not the Host header\'s 127.0.0.1:PORT.',
    ],
    [
      'ftp://127.0.0.1:PORT/docs/faq',
      'Bad request: the request target "ftp://127.0.0.1:PORT/docs/faq" is not an http: URL.',
    ],
  ])('%s → 400 and what is wrong, in plain text', async (target, message) => {
    const port = String(server.port);
    const response = await rawRequest(server.port, target.replace('PORT', port));
    expect(response).toMatchObject({ status: 400, body: `${message.replaceAll('PORT', port)}\n` });
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).not.toContain('TypeError');
  });

  // Node's parser refuses these before sitegen sees them.
  it.each([
    ['nope', 'Bad request: the request target is not a valid path.'],
    ['/caf\u00e9', 'Bad request: the request target is not a valid path.'],
    ['/a b', 'Bad request: the request is not valid HTTP (HPE_INVALID_CONSTANT).'],
  ])("answers %j, which Node's parser refuses, with 400 and a line too", async (target, message) => {
    const response = await rawRequest(server.port, target);
    expect(response).toMatchObject({ status: 400, body: `${message}\n` });
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
  });

  it('serves an absolute-form target naming this server, as HTTP requires', async () => {
    const response = await rawRequest(server.port, `http://127.0.0.1:${server.port}/docs/faq`);
    expect(response).toMatchObject({ status: 200, body: '<h1>FAQ</h1>' });
  });

  it('keeps serving after a bad request', async () => {
    await rawRequest(server.port, '//[');
    expect(await rawRequest(server.port, '/docs/faq')).toMatchObject({ status: 200, body: '<h1>FAQ</h1>' });
  });
});

describe('paths that climb with ".."', () => {
  it.each([
    '/../docs/faq',
    '/docs/../../docs/faq',
    '/%2e%2e/docs/faq',
    '/%2E%2E/docs/faq',
    '/.%2e/docs/faq',
    '/..%2fdocs/faq',
    '/..\\docs\\faq',
    '/docs/..\\..\\docs\\faq',
    // Inside the root all along, but no page links like this: refused the same way.
    '/docs/../docs/faq',
  ])('%s → the 404 page with status 404', async (target) => {
    expect(await rawRequest(server.port, target)).toMatchObject({ status: 404, body: notFoundPage });
  });

  it.each([
    '/base/../base/docs/faq',
    '/other/../base/docs/faq',
    '/../base/docs/faq',
    '/base/%2e%2e/base/docs/faq',
    '/base/..%2fbase/docs/faq',
  ])('under the base path /base/: %s → the 404 page with status 404', async (target) => {
    expect(await rawRequest(based.port, '/base/docs/faq')).toMatchObject({ status: 200, body: '<h1>FAQ</h1>' });
    expect(await rawRequest(based.port, target)).toMatchObject({ status: 404, body: notFoundPage });
  });
});

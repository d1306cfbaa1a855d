/**
 * `sitegen schema` pages in Chromium: a reference to a file that does not
 * exist shows as an unresolved reference with its URL on the server and
 * still after hydration (never fetched, nothing logged), and a link to a
 * page whose file is named `javascript:…` navigates to that page.
 */
import { createServer, type Server } from 'node:http';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { makeTempDir, removeDir, runSitegen } from '../integration/runSitegen.ts';
import { chromiumPath, launchBrowser } from './browser.ts';
import { blockOffsite, watchPage } from './pageHelpers.ts';

const types: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
};

/** Serves a folder as plain files: the URL's path, decoded. */
function serveFolder(dir: string): Promise<Server> {
  const server = createServer((request, response) => {
    const file = path.join(dir, ...decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname).split('/'));
    if (!file.startsWith(dir + path.sep)) {
      response.writeHead(404).end();
      return;
    }
    readFile(file).then(
      (body) =>
        response.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' }).end(body),
      () => response.writeHead(404).end(),
    );
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe.skipIf(!chromiumPath)('sitegen schema pages in Chromium', { timeout: 90_000 }, () => {
  let browser: Browser;
  let server: Server;
  let root: string;
  let base: string;

  beforeAll(async () => {
    root = await makeTempDir();
    const write = async (name: string, value: unknown) => {
      await mkdir(path.join(root, 'schemas'), { recursive: true });
      await writeFile(path.join(root, 'schemas', name), JSON.stringify(value, null, 2));
    };
    await write('package.json', {
      title: 'Package',
      properties: {
        license: { $ref: 'https://example.com/s/osi-license' },
        local: { $ref: 'missing.json' },
        tool: { $ref: './javascript%3Aalert(document.domain)%3Bvoid(0).json' },
      },
    });
    await write('javascript:alert(document.domain);void(0).json', { title: 'Tool', type: 'string' });
    const run = await runSitegen(
      ['schema', 'schemas', '--out', 'pages', '--map', 'https://example.com/s/=schemas', '--on-missing-ref', 'warn'],
      { cwd: root, env: { NODE_ENV: 'production' } },
    );
    expect(run.code).toBe(0);
    [browser, server] = await Promise.all([launchBrowser(), serveFolder(path.join(root, 'pages'))]);
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => server?.close(resolve));
    if (root) await removeDir(root);
  });

  it('shows a missing reference as unresolved with its URL, before and after hydration, and never fetches it', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const offsite = await blockOffsite(page);
    const watch = watchPage(page, (url) => url.endsWith('/favicon.ico'));
    await page.goto(`${base}/package.html`);
    // Hydrated: the toolbar's buttons are enabled only then.
    await expect.poll(() => page.locator('.sg-schema-toolbar button').first().isEnabled()).toBe(true);
    await page.locator('[id="schema.license"] > details > summary').click();
    await page.locator('[id="schema.local"] > details > summary').click();
    const unresolved = await page.locator('.sg-schema-unresolved code').allTextContents();
    expect(unresolved).toEqual(['$ref: https://example.com/s/osi-license', '$ref: missing.json']);
    expect(await page.locator('.sg-schema-loading').count()).toBe(0);
    expect(watch.problems).toEqual([]);
    expect(offsite).toEqual([]);
    await context.close();
  });

  it('a link to a page named javascript:… navigates to it and runs nothing', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const watch = watchPage(page, (url) => url.endsWith('/favicon.ico'));
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(`${base}/index.html`);
    await page.getByRole('link', { name: 'javascript:alert(document.domain);void(0).json' }).click();
    await page.waitForURL(`${base}/javascript%3Aalert(document.domain)%3Bvoid(0).html`);
    expect(await page.locator('h1').textContent()).toBe('Tool');
    // Hydrated before the next page is asked for: a navigation away aborts the island's script still loading,
    // which watchPage counts as a failed request (it did once on a loaded CI machine).
    await expect.poll(() => page.locator('.sg-schema-toolbar button').first().isEnabled()).toBe(true);
    await page.goto(`${base}/package.html`);
    await expect.poll(() => page.locator('.sg-schema-toolbar button').first().isEnabled()).toBe(true);
    await page.locator('a.sg-schema-ref--resolved').first().click();
    await page.waitForURL(`${base}/javascript%3Aalert(document.domain)%3Bvoid(0).html`);
    expect(dialogs).toEqual([]);
    expect(watch.problems).toEqual([]);
    await context.close();
  });
});

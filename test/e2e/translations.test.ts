/**
 * A page rendered with French theme strings, in Chromium: its islands hydrate
 * without a mismatch (React's #418) and keep their French words, and client
 * code (the viewer's messages, the copy button) speaks French too.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { serve } from '../../src/serve/serve.ts';
import { chromiumPath, launchBrowser } from './browser.ts';
import { watchPage } from './pageHelpers.ts';
import { repoRoot } from './site.ts';

function renderInLocale(siteDir: string, outDir: string, locale: string): Promise<void> {
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    TSX_TSCONFIG_PATH: path.join(repoRoot, 'tsconfig.base.json'),
    NO_COLOR: '1',
  };
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(repoRoot, 'test/e2e/renderInLocale.ts'), siteDir, outDir, locale],
      { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('error', reject);
    child.once('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`renderInLocale failed (exit ${code}):\n${output}`)),
    );
  });
}

describe.skipIf(!chromiumPath)('a page in French', { timeout: 60_000 }, () => {
  let browser: Browser;
  let root: string;
  let server: Awaited<ReturnType<typeof serve>>;

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'sitegen-e2e-fr-'));
    const siteDir = path.join(root, 'site');
    const outDir = path.join(root, 'out');
    await mkdir(siteDir, { recursive: true });
    await writeFile(
      path.join(siteDir, 'sitegen.config.ts'),
      "import { defineConfig } from 'sitegen-docs/config';\nexport default defineConfig({ title: 'Fixture', url: 'https://example.com' });\n",
    );
    await renderInLocale(siteDir, outDir, 'fr');
    [browser, server] = await Promise.all([launchBrowser(), serve({ root: outDir, port: 0, host: '127.0.0.1' })]);
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await rm(root, { recursive: true, force: true });
  });

  it('is French before and after hydration, with no console error; the viewer and the copy button speak French', async () => {
    const html = await (await fetch(`${server.url}/fr-page`)).text();
    expect(html).toContain('>Tout déplier</button>');
    expect(html).toContain('>Copier</button>');
    expect(html).toMatch(
      /<script type="application\/json" id="sg-strings">\{"locale":"fr","messages":\{[^<]*"sitegen\.viewer\.expandAll":"Tout déplier"/,
    );

    const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
    const page = await context.newPage();
    const watch = watchPage(page, (url, status) => status === 404 && url.endsWith('/favicon.ico'));
    await page.goto(`${server.url}/fr-page`);
    await page.waitForLoadState('networkidle');
    const expandAll = page.locator('.sg-schema-toolbar button').first();
    // Enabled once the island has hydrated.
    await expect.poll(() => expandAll.isEnabled(), { timeout: 5_000 }).toBe(true);
    expect(await page.locator('.sg-schema-toolbar button').allTextContents()).toEqual(['Tout déplier', 'Tout replier']);
    expect(await page.locator('.sg-schema-filter input').getAttribute('placeholder')).toBe('Filtrer les propriétés');
    expect(await page.locator('.sg-schema-badge--required').first().textContent()).toBe('obligatoire');

    await expandAll.click();
    await expect.poll(() => page.locator('.sg-schema-status').textContent()).toBe('Tous les nœuds sont dépliés.');
    await page.locator('.sg-schema-filter input').fill('zzz');
    await expect
      .poll(() => page.locator('.sg-schema-status').textContent())
      .toBe('Aucune correspondance pour « zzz ».');

    const copy = page.locator('.sg-code__copy');
    expect(await copy.textContent()).toBe('Copier');
    await copy.click();
    await expect.poll(() => copy.textContent()).toBe('Copié');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('const order = { id: 1 };');
    await expect.poll(() => copy.textContent(), { timeout: 3_000 }).toBe('Copier');

    expect(watch.problems).toEqual([]);
    await context.close();
  });
});

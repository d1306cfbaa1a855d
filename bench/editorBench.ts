/**
 * The editors' figures for `npm run bench`, printed as one JSON line:
 * Monaco's bundle (each file raw and gzip), its build time cold (empty cache)
 * and cached (median of 3 each), and, when Chromium is there, the
 * playground's time to interactive: its editors load Monaco when a pointer
 * first reaches them (loadOn: 'interaction'), so the page is loaded, then
 * the pointer moved over the schema editor, and the time is from that moment
 * to the one both editors are ready and the first checks ran (the
 * `sitegen:playground-ready` mark), median of 5 fresh page loads. `siteOut`
 * is a built docs site.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { bundleMonaco } from '../src/client/bundleMonaco.ts';
import { serve } from '../src/serve/serve.ts';
import { chromiumPath, launchBrowser } from '../test/e2e/browser.ts';
import { median } from './median.ts';

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const started = performance.now();
  const result = await work();
  return { ms: performance.now() - started, result };
}

async function monacoFigures() {
  const cold: number[] = [];
  const cached: number[] = [];
  let files: { path: string; raw: number; gzip: number }[] = [];
  for (let round = 0; round < 3; round++) {
    const cacheRoot = await mkdtemp(path.join(os.tmpdir(), 'sitegen-bench-monaco-'));
    try {
      const first = await timed(() => bundleMonaco({ basePath: '/', cacheRoot }));
      const second = await timed(() => bundleMonaco({ basePath: '/', cacheRoot }));
      if (first.result.fromCache || !second.result.fromCache)
        throw new Error('the Monaco cache did not behave: cold came from the cache or cached was rebuilt');
      cold.push(first.ms);
      cached.push(second.ms);
      files = first.result.files.map((file) => {
        const bytes = typeof file.contents === 'string' ? Buffer.from(file.contents) : file.contents;
        return { path: path.posix.basename(file.path), raw: bytes.length, gzip: gzipSync(bytes).length };
      });
    } finally {
      await rm(cacheRoot, { recursive: true, force: true });
    }
  }
  return { coldMs: median(cold), cachedMs: median(cached), files };
}

async function playgroundFigures(siteOut: string) {
  if (!chromiumPath) return undefined;
  const server = await serve({ root: siteOut, port: 0, host: '127.0.0.1' });
  const browser = await launchBrowser();
  try {
    const loads: { interactive: number; firstContentfulPaint: number; pointer: number }[] = [];
    for (let round = 0; round < 5; round++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      try {
        const page = await context.newPage();
        await page.goto(`${server.url}/playground`, { waitUntil: 'load' });
        const pointer = await page.evaluate(() => performance.now());
        await page.locator('.sg-playground__panel--schema').hover();
        await page.locator('.sg-playground[data-state="ready"]').waitFor({ timeout: 60_000 });
        loads.push(
          await page.evaluate(
            (pointerAt) => ({
              interactive:
                (performance.getEntriesByName('sitegen:playground-ready')[0]?.startTime ?? Number.NaN) - pointerAt,
              firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
              pointer: pointerAt,
            }),
            pointer,
          ),
        );
      } finally {
        await context.close();
      }
    }
    return {
      interactiveMs: median(loads.map((l) => l.interactive)),
      firstContentfulPaintMs: median(loads.map((l) => l.firstContentfulPaint)),
      pointerMs: median(loads.map((l) => l.pointer)),
    };
  } finally {
    await browser.close();
    await server.close();
  }
}

const siteOut = process.argv[2];
if (!siteOut) throw new Error('usage: editorBench.ts <built docs site folder>');
console.log(JSON.stringify({ monaco: await monacoFigures(), playground: await playgroundFigures(siteOut) }));

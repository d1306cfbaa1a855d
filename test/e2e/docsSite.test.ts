/**
 * The docs site in content/ in a real browser: axe-core finds no violations
 * on the home page, a demo page, a category index, an API page, the
 * stored-file schema page and the playground, in light and dark mode at 1280 and 400 px, with
 * the viewers hydrated, the editors ready and no console errors; nothing is requested from
 * outside 127.0.0.1 except the demo that references another host on purpose.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { chromiumPath, launchBrowser } from './browser.ts';
import { axeViolations, blockOffsite, watchPage } from './pageHelpers.ts';
import { contentDir, startFixtureSite, type FixtureSite } from './site.ts';

const pages = [
  '/',
  '/docs/demo-viewer/object/properties',
  '/docs/category/-array',
  '/docs/api/config',
  '/boxFileSchema',
  '/playground',
] as const;
const cases = pages.flatMap((route) =>
  (['light', 'dark'] as const).flatMap((mode) => ([1280, 400] as const).map((width) => ({ route, mode, width }))),
);

describe.skipIf(!chromiumPath)('the docs site', { timeout: 90_000 }, () => {
  let browser: Browser;
  let site: FixtureSite;

  beforeAll(async () => {
    [browser, site] = await Promise.all([launchBrowser(), startFixtureSite({ siteDir: contentDir })]);
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  it.each(cases)(
    '$route, $mode mode, $width px: viewers hydrate, no violations, nothing off-site',
    async ({ route, mode, width }) => {
      const context = await browser.newContext({
        viewport: { width, height: 900 },
        storageState: { cookies: [], origins: [{ origin: site.url, localStorage: [{ name: 'theme', value: mode }] }] },
      });
      try {
        const page = await context.newPage();
        const watch = watchPage(page);
        const offsite = await blockOffsite(page);
        // Not 'networkidle': a page with an editor streams Monaco (about 1 MB) and its workers, which can take
        // long on a busy machine; the waits below are for what the test needs.
        await page.goto(site.url + route, { waitUntil: 'load' });
        expect(await page.locator('html').getAttribute('data-theme')).toBe(mode);
        const viewers = page.locator('.sg-schema-viewer');
        for (let i = 0; i < (await viewers.count()); i++) {
          // A viewer in a tab that is not selected is hidden until its tab is.
          if (!(await viewers.nth(i).isVisible())) continue;
          await viewers.nth(i).scrollIntoViewIfNeeded();
          await expect
            .poll(() => viewers.nth(i).getByRole('button', { name: 'Expand all' }).isEnabled(), { timeout: 10_000 })
            .toBe(true);
        }
        const editors = page.locator('.sg-monaco');
        for (let i = 0; i < (await editors.count()); i++) {
          await editors.nth(i).scrollIntoViewIfNeeded();
          // Editors that load at the reader's first interaction (the playground's, the stored-file page's) wake on a
          // pointer.
          if ((await editors.nth(i).getAttribute('data-state')) === 'idle') await editors.nth(i).hover();
          await expect.poll(() => editors.nth(i).getAttribute('data-state'), { timeout: 30_000 }).toBe('ready');
        }
        const playground = page.locator('.sg-playground');
        if ((await playground.count()) > 0)
          await expect.poll(() => playground.getAttribute('data-state'), { timeout: 30_000 }).toBe('ready');
        expect(await axeViolations(page)).toEqual([]);
        expect(watch.problems).toEqual([]);
        expect(offsite).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});

/**
 * Screenshots of the doc page for people to look at (not compared): desktop
 * and phone widths, light and dark, right to left, and the mobile menu open
 * at the phone width, written to test-results/ (git-ignored).
 */
import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { chromiumPath, launchBrowser } from './browser.ts';
import { startFixtureSite, type FixtureSite } from './site.ts';

const resultsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../test-results');
const cases = (['light', 'dark'] as const).flatMap((mode) => ([1280, 400] as const).map((width) => ({ mode, width })));

describe.skipIf(!chromiumPath)('screenshots', { timeout: 60_000 }, () => {
  let browser: Browser;
  let site: FixtureSite;

  beforeAll(async () => {
    [browser, site] = await Promise.all([launchBrowser(), startFixtureSite(), mkdir(resultsDir, { recursive: true })]);
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  it.each(cases)('doc page in $mode mode at $width px, saved to test-results/', async ({ mode, width }) => {
    const context = await browser.newContext({
      viewport: { width, height: 900 },
      storageState: { cookies: [], origins: [{ origin: site.url, localStorage: [{ name: 'theme', value: mode }] }] },
    });
    try {
      const page = await context.newPage();
      await page.goto(`${site.url}/docs/intro`);
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => document.fonts.ready);
      const file = path.join(resultsDir, `doc-${width}-${mode}.png`);
      await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
      expect((await stat(file)).size).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });

  it.each([1280, 400] as const)(
    'doc page right to left in light mode at %i px, saved to test-results/',
    async (width) => {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      try {
        const page = await context.newPage();
        await page.goto(`${site.url}/docs/intro`);
        await page.waitForLoadState('networkidle');
        // As rightToLeft.test.ts does until a locale's config carries its direction.
        await page.evaluate(() => {
          document.documentElement.dir = 'rtl';
        });
        await page.evaluate(() => document.fonts.ready);
        const file = path.join(resultsDir, `doc-${width}-rtl.png`);
        await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
        expect((await stat(file)).size).toBeGreaterThan(0);
      } finally {
        await context.close();
      }
    },
  );

  it.each(['light', 'dark'] as const)(
    'doc page with the mobile menu open in %s mode at 400 px, saved to test-results/',
    async (mode) => {
      const context = await browser.newContext({
        viewport: { width: 400, height: 900 },
        storageState: { cookies: [], origins: [{ origin: site.url, localStorage: [{ name: 'theme', value: mode }] }] },
      });
      try {
        const page = await context.newPage();
        await page.goto(`${site.url}/docs/intro`);
        await page.waitForLoadState('networkidle');
        await page.locator('summary.sg-navbar__menu-button').click();
        await page.locator('.sg-drawer .sg-sidebar').waitFor({ state: 'visible' });
        await page.evaluate(() => document.fonts.ready);
        const file = path.join(resultsDir, `menu-400-${mode}.png`);
        await page.screenshot({ path: file, animations: 'disabled' });
        expect((await stat(file)).size).toBeGreaterThan(0);
      } finally {
        await context.close();
      }
    },
  );
});

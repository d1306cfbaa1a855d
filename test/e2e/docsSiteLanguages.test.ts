/**
 * Our docs site in two languages and two versions, in a real browser: from a
 * doc, the language menu and then the version menu each land on the same doc
 * (in French, then in French 1.0), with and without JavaScript; the French
 * pages say so (`<html lang="fr">`, the menus' names in French) and axe-core
 * finds no violation on a French doc of the old version, with its banner.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { chromiumPath, launchBrowser } from './browser.ts';
import { axeViolations, watchPage } from './pageHelpers.ts';
import { contentDir, startFixtureSite, type FixtureSite } from './site.ts';

describe.skipIf(!chromiumPath)('the docs site in two languages and two versions', { timeout: 90_000 }, () => {
  let browser: Browser;
  let site: FixtureSite;

  beforeAll(async () => {
    [browser, site] = await Promise.all([launchBrowser(), startFixtureSite({ siteDir: contentDir })]);
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  /** Opens a menu of the navbar (a <details>) and follows its entry named `name`. */
  async function choose(page: Page, menu: string, name: string): Promise<void> {
    const dropdown = page.locator(`.sg-navbar__items ${menu}`).first();
    await dropdown.locator('summary').click();
    const from = new URL(page.url()).pathname;
    await Promise.all([
      page.waitForURL((url) => url.pathname !== from),
      dropdown.getByRole('link', { name, exact: true }).click(),
    ]);
  }

  for (const javaScript of [true, false]) {
    it(`switches language, then version, and stays on the same doc (${javaScript ? 'with' : 'without'} JavaScript)`, async () => {
      const context = await browser.newContext({
        viewport: { width: 1280, height: 900 },
        javaScriptEnabled: javaScript,
      });
      try {
        const page = await context.newPage();
        const watch = watchPage(page);
        await page.goto(`${site.url}/docs/api/config`, { waitUntil: 'load' });
        await choose(page, '[data-locale-dropdown]', 'Français');
        expect(new URL(page.url()).pathname).toBe('/fr/docs/api/config');
        expect(await page.locator('html').getAttribute('lang')).toBe('fr');
        await choose(page, '[data-version-dropdown]', '1.0');
        expect(new URL(page.url()).pathname).toBe('/fr/docs/1.0/api/config');
        // The old version's banner, in French, leads back to the same page in the last version.
        const banner = page.locator('.sg-version-banner');
        await expect.poll(() => banner.isVisible()).toBe(true);
        expect(await banner.innerText()).toContain('plus activement maintenue');
        expect(await banner.getByRole('link').getAttribute('href')).toBe('/fr/docs/api/config');
        // Back to English, on the same doc of the same version.
        await choose(page, '[data-locale-dropdown]', 'English');
        expect(new URL(page.url()).pathname).toBe('/docs/1.0/api/config');
        if (javaScript) expect(watch.problems).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it('a French doc of version 1.0 has no accessibility violation', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const page = await context.newPage();
      await page.goto(`${site.url}/fr/docs/1.0/quick-start`, { waitUntil: 'load' });
      expect(await page.locator('.sg-version-banner').count()).toBe(1);
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

/**
 * axe-core on the home, doc and category pages, in light and dark mode, at a
 * desktop and a phone width. A failure lists every violating node.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { chromiumPath, launchBrowser } from './browser.ts';
import { axeViolations } from './pageHelpers.ts';
import { startFixtureSite, type FixtureSite } from './site.ts';

const pages = [['home', '/'], ['doc', '/docs/intro'], ['category', '/docs/guide']] as const;
const modes = ['light', 'dark'] as const;
const widths = [1280, 400] as const;
const cases = pages.flatMap(([name, route]) => modes.flatMap((mode) => widths.map((width) => ({ name, route, mode, width }))));

describe.skipIf(!chromiumPath)('accessibility (axe-core)', { timeout: 60_000 }, () => {
  let browser: Browser;
  let site: FixtureSite;

  beforeAll(async () => {
    [browser, site] = await Promise.all([launchBrowser(), startFixtureSite()]);
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  it.each(cases)('$name page ($route), $mode mode, $width px: no violations', async ({ route, mode, width }) => {
    // The stored theme is in localStorage before the page loads, as for a returning reader.
    const context = await browser.newContext({
      viewport: { width, height: 900 },
      storageState: { cookies: [], origins: [{ origin: site.url, localStorage: [{ name: 'theme', value: mode }] }] },
    });
    try {
      const page = await context.newPage();
      await page.goto(site.url + route);
      await page.waitForLoadState('networkidle');
      expect(await page.locator('html').getAttribute('data-theme')).toBe(mode);
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

/**
 * axe-core on the home, doc, category and 404 pages, in light and dark mode,
 * at a desktop and a phone width, and with the mobile menu open at the phone
 * width. A failure lists every violating node.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { chromiumPath, launchBrowser } from './browser.ts';
import { axeViolations } from './pageHelpers.ts';
import { startFixtureSite, type FixtureSite } from './site.ts';

const pages = [
  ['home', '/'],
  ['doc', '/docs/intro'],
  ['category', '/docs/guide'],
  ['404', '/does-not-exist'],
] as const;
const modes = ['light', 'dark'] as const;
const widths = [1280, 400] as const;
const cases = pages.flatMap(([name, route]) =>
  modes.flatMap((mode) => widths.map((width) => ({ name, route, mode, width }))),
);
const menuCases = pages.flatMap(([name, route]) => modes.map((mode) => ({ name, route, mode })));

describe.skipIf(!chromiumPath)('accessibility (axe-core)', { timeout: 60_000 }, () => {
  let browser: Browser;
  let site: FixtureSite;
  // One page per width, reused from case to case: a new browser context took 0.6-0.7 s of each case's 3.3 s.
  const pagesByWidth = new Map<number, Page>();

  beforeAll(async () => {
    [browser, site] = await Promise.all([launchBrowser(), startFixtureSite()]);
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  /** The page of this width, on the site's origin, so its storage can be written before the next load. */
  async function pageOfWidth(width: number): Promise<Page> {
    let page = pagesByWidth.get(width);
    if (!page) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      page = await context.newPage();
      await page.goto(`${site.url}/does-not-exist`);
      pagesByWidth.set(width, page);
    }
    return page;
  }

  async function check(route: string, mode: string, width: number, openMenu: boolean): Promise<void> {
    const page = await pageOfWidth(width);
    // The stored theme is in localStorage before the page loads, as for a returning reader.
    await page.evaluate((theme) => localStorage.setItem('theme', theme), mode);
    await page.goto(site.url + route);
    await page.waitForLoadState('networkidle');
    expect(await page.locator('html').getAttribute('data-theme')).toBe(mode);
    if (openMenu) {
      await page.locator('summary.sg-navbar__menu-button').click();
      await page.getByRole('dialog', { name: 'Navigation menu' }).waitFor({ state: 'visible' });
      expect(await page.locator('details[data-mobile-menu]').evaluate((d) => (d as HTMLDetailsElement).open)).toBe(
        true,
      );
    }
    expect(await axeViolations(page)).toEqual([]);
  }

  it.each(cases)('$name page ($route), $mode mode, $width px: no violations', async ({ route, mode, width }) => {
    await check(route, mode, width, false);
  });

  it.each(menuCases)(
    '$name page ($route), $mode mode, 400 px, mobile menu open: no violations',
    async ({ route, mode }) => {
      await check(route, mode, 400, true);
    },
  );
});

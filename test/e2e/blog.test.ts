/**
 * The blog in a real browser (fixture: test/fixtures/e2e-blog), without
 * JavaScript: a reader walks from the blog's index to a post, from the post
 * to a tag's page, to the archive and on to the older page of the list, by
 * the links on the pages; then axe-core checks the blog's pages, light and wide,
 * then dark and narrow.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { chromiumPath, launchBrowser } from './browser.ts';
import { axeViolations } from './pageHelpers.ts';
import { blogFixtureDir, startFixtureSite, type FixtureSite } from './site.ts';

describe.skipIf(!chromiumPath)('the blog', { timeout: 90_000 }, () => {
  let browser: Browser;
  let site: FixtureSite;

  beforeAll(async () => {
    [browser, site] = await Promise.all([launchBrowser(), startFixtureSite({ siteDir: blogFixtureDir })]);
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  it('walks index → post → tag → archive → older page without JavaScript', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.url}/blog`);
    const titles = () => page.locator('h2.sg-blog-post__title').allTextContents();
    expect(await titles()).toEqual(['Field notes', 'A plesiosaur']);
    expect(await page.getByText('Rain, then sun.').count()).toBe(0);

    await page.getByRole('link', { name: 'A plesiosaur' }).first().click();
    await page.waitForURL(`${site.url}/blog/2024/03/05/plesiosaur`);
    expect(await page.locator('h1').textContent()).toBe('A plesiosaur');
    expect(await page.locator('time').first().textContent()).toBe('March 5, 2024');
    await expect(page.getByRole('link', { name: 'Mary Anning' }).first().getAttribute('href')).resolves.toBe('/blog/authors/mary');
    expect(await page.locator('main').getByText('Its bones').count()).toBe(1);

    await page.locator('main').getByRole('link', { name: 'finds' }).click();
    await page.waitForURL(`${site.url}/blog/tags/finds`);
    expect(await page.locator('h1').textContent()).toBe('One post tagged with "finds"');
    expect(await titles()).toEqual(['A plesiosaur']);

    await page.getByRole('link', { name: 'Archive' }).click();
    await page.waitForURL(`${site.url}/blog/archive`);
    expect(await page.locator('main li a').allTextContents()).toEqual(['June 1, 2024 – Field notes', 'March 5, 2024 – A plesiosaur', 'January 10, 2024 – The first dig']);

    await page.getByRole('link', { name: 'Blog', exact: true }).click();
    await page.getByRole('link', { name: 'Older entries' }).click();
    await page.waitForURL(`${site.url}/blog/page/2`);
    expect(await titles()).toEqual(['The first dig']);
    await context.close();
  });

  // Two of the four combinations: each walk of seven pages takes seven seconds.
  for (const [mode, width] of [['light', 1280], ['dark', 400]] as const) {
    it(`has no axe violations on the blog's pages (${mode}, ${width} px)`, async () => {
      const context = await browser.newContext({
        viewport: { width, height: 900 },
        storageState: { cookies: [], origins: [{ origin: site.url, localStorage: [{ name: 'theme', value: mode }] }] },
      });
      try {
        const page = await context.newPage();
        for (const route of ['/blog', '/blog/2024/03/05/plesiosaur', '/blog/tags', '/blog/tags/digs', '/blog/archive', '/blog/authors', '/blog/authors/mary']) {
          await page.goto(site.url + route);
          await page.waitForLoadState('networkidle');
          expect(await axeViolations(page), `${route} ${mode} ${width}`).toEqual([]);
        }
      } finally {
        await context.close();
      }
    });
  }
});

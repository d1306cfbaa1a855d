/**
 * Pages load cleanly (no console errors, no failed or off-site requests),
 * `.html` addresses redirect to clean URLs, and unknown paths get the 404 page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { chromiumPath, launchBrowser } from './browser.ts';
import { watchPage } from './pageHelpers.ts';
import { startFixtureSite, type FixtureSite } from './site.ts';

describe.skipIf(!chromiumPath)('navigation', { timeout: 60_000 }, () => {
  let browser: Browser;
  let site: FixtureSite;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    [browser, site] = await Promise.all([launchBrowser(), startFixtureSite()]);
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  async function freshPage(): Promise<Page> {
    await context?.close();
    context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    page = await context.newPage();
    return page;
  }

  it.each([
    ['home page', '/', 'E2E Fixture'],
    ['doc page', '/docs/intro', 'Introduction | E2E Fixture'],
    ['category page', '/docs/guide', 'The guide | E2E Fixture'],
  ])('the %s loads with no console errors, no failed requests and only local requests', async (_name, route, title) => {
    const page = await freshPage();
    const watch = watchPage(page);
    const response = await page.goto(site.url + route, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    expect(response?.status()).toBe(200);
    expect(await page.title()).toBe(title);
    expect(watch.problems).toEqual([]);
    expect(watch.requests.length).toBeGreaterThan(0);
    expect(watch.requests.filter((url) => new URL(url).hostname !== '127.0.0.1')).toEqual([]);
    // The runtime loaded and ran (it is what the widget tests rely on).
    expect(watch.requests.some((url) => /\/assets\/runtime-[^/]+\.js$/.test(url))).toBe(true);
  });

  it('the shell renders the configured navbar links, announcement and footer', async () => {
    const page = await freshPage();
    await page.goto(`${site.url}/docs/guide/first`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Docs' }).getAttribute('href')).resolves.toBe('/docs/intro');
    await expect(nav.getByRole('link', { name: 'Docs' }).getAttribute('aria-current')).resolves.toBe('page');
    const source = nav.getByRole('link', { name: 'Source' });
    expect(await source.getAttribute('href')).toBe('https://example.com/source');
    expect(await source.getAttribute('target')).toBe('_blank');
    expect(await source.getAttribute('rel')).toBe('noopener noreferrer');
    expect((await page.locator('footer').innerText()).trim()).toBe('Copyright © 2024 Fixture');
    expect((await page.getByRole('region', { name: 'Announcement' }).innerText()).trim()).toContain(
      'Version 1 is out.',
    );
  });

  it.each([
    ['home page', '/'],
    ['doc page', '/docs/intro'],
    ['category page', '/docs/guide'],
  ])('the %s does not scroll sideways at 400 px (wide code scrolls inside its block)', async (_name, route) => {
    await freshPage();
    await page.setViewportSize({ width: 400, height: 900 });
    await page.goto(site.url + route);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(400);
  });

  it('/docs/intro.html redirects (301) to /docs/intro, keeping the query string', async () => {
    const page = await freshPage();
    const watch = watchPage(page);
    const response = await page.goto(`${site.url}/docs/intro.html?from=old`);
    expect(response?.status()).toBe(200);
    expect(page.url()).toBe(`${site.url}/docs/intro?from=old`);
    const redirect = await response?.request().redirectedFrom()?.response();
    expect(redirect?.status()).toBe(301);
    expect(redirect?.url()).toBe(`${site.url}/docs/intro.html?from=old`);
    expect(await page.locator('h1').innerText()).toBe('Introduction');
    expect(watch.problems).toEqual([]);
  });

  it('/index.html redirects to /', async () => {
    const page = await freshPage();
    const response = await page.goto(`${site.url}/index.html`);
    expect(response?.status()).toBe(200);
    expect(page.url()).toBe(`${site.url}/`);
    expect((await response?.request().redirectedFrom()?.response())?.status()).toBe(301);
  });

  it('an unknown path gets status 404 and the 404 page, linking home and to the docs', async () => {
    const page = await freshPage();
    const watch = watchPage(page, (url, status) => status === 404 && url === `${site.url}/no/such/page`);
    const response = await page.goto(`${site.url}/no/such/page`);
    await page.waitForLoadState('networkidle');
    expect(response?.status()).toBe(404);
    expect(page.url()).toBe(`${site.url}/no/such/page`);
    expect(await page.title()).toBe('Page Not Found | E2E Fixture');
    expect(await page.locator('main h1').innerText()).toBe('Page Not Found');
    const main = page.getByRole('main');
    expect(await main.getByRole('link', { name: 'home page' }).getAttribute('href')).toBe('/');
    expect(await main.getByRole('link', { name: 'documentation' }).getAttribute('href')).toBe('/docs/intro');
    // The page's own assets load from a nested unknown path too (absolute URLs).
    expect(watch.problems).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-js'))).toBe(true);

    await main.getByRole('link', { name: 'documentation' }).click();
    await page.waitForURL(`${site.url}/docs/intro`);
    expect(await page.locator('h1').innerText()).toBe('Introduction');
  });

  afterAll(async () => {
    await context?.close();
  });
});

/**
 * The Monaco editor in a real browser, from the site's own assets: a
 * placeholder of the editor's height before it loads (no layout shift),
 * JSON validation in its worker, the site's colour mode, "Page Error" with
 * "Retry" when its code fails to load, and no Monaco at all on pages
 * without an editor. No request leaves 127.0.0.1.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { chromiumPath, launchBrowser } from './browser.ts';
import { axeViolations, blockOffsite, watchPage, type PageWatch } from './pageHelpers.ts';
import { editorFixtureDir, startFixtureSite, type FixtureSite } from './site.ts';

const monacoAsset = /\/assets\/monaco\//;

describe.skipIf(!chromiumPath)('Monaco editor', { timeout: 60_000 }, () => {
  let browser: Browser;
  let site: FixtureSite;
  let context: BrowserContext | undefined;
  let page: Page;
  let watch: PageWatch;
  let offsite: string[];

  beforeAll(async () => {
    [browser, site] = await Promise.all([launchBrowser(), startFixtureSite({ siteDir: editorFixtureDir })]);
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });
  afterEach(async () => {
    await context?.close();
    context = undefined;
    expect(offsite).toEqual([]);
  });

  async function newPage(theme = 'light'): Promise<Page> {
    context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      storageState: { cookies: [], origins: [{ origin: site.url, localStorage: [{ name: 'theme', value: theme }] }] },
    });
    page = await context.newPage();
    watch = watchPage(page);
    offsite = await blockOffsite(page);
    return page;
  }

  const editor = () => page.locator('.sg-monaco');
  const ready = () => page.locator('.sg-monaco[data-state="ready"]').waitFor({ timeout: 20_000 });

  it("the server HTML holds a placeholder of the editor's height, which the editor replaces without moving the page", async () => {
    const html = await (await fetch(`${site.url}/docs/editor`)).text();
    expect(html).toMatch(/<div class="sg-monaco" style="height:240px" data-state="loading">/);
    expect(html).toContain('Loading the editor…');
    expect(html).toMatch(
      /<script type="application\/json" id="sg-monaco">\{"script":"\/assets\/monaco\/monaco-[A-Z0-9]+\.js"/,
    );

    await newPage();
    await page.goto(`${site.url}/docs/editor`);
    const before = await editor().boundingBox();
    await ready();
    const after = await editor().boundingBox();
    expect(after?.height).toBe(240);
    expect(after).toEqual(before);
    // Monaco draws spaces as no-break spaces.
    expect((await page.locator('.sg-monaco .view-lines').innerText()).replace(/\u00a0/g, ' ')).toContain(
      '"name": "Ada"',
    );
    expect(watch.problems).toEqual([]);
  });

  it('JSON is validated in its worker: a syntax error gets a marker, fixing it clears it', async () => {
    await newPage();
    await page.goto(`${site.url}/docs/editor`);
    await ready();
    await page.locator('.sg-monaco .view-lines').click();
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Delete');
    await page.keyboard.type('{ "name": }');
    await page.locator('.sg-monaco .squiggly-error').first().waitFor({ timeout: 10_000 });
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Delete');
    await page.keyboard.type('{ "name": 1 }');
    await expect.poll(() => page.locator('.sg-monaco .squiggly-error').count(), { timeout: 10_000 }).toBe(0);
    // Both workers came from the site's own assets.
    const workers = watch.requests.filter((url) => /\/assets\/monaco\/(editor|json)\.worker-[A-Z0-9]+\.js$/.test(url));
    expect(workers.length).toBeGreaterThanOrEqual(1);
    expect(watch.problems).toEqual([]);
  });

  it("follows the site's colour mode, also when the reader switches it", async () => {
    await newPage('dark');
    await page.goto(`${site.url}/docs/editor`);
    await ready();
    await page.locator('.sg-monaco .monaco-editor.vs-dark').waitFor();
    await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
    await page.locator('.sg-monaco .monaco-editor.vs').waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it('shows "Page Error" with "Retry" when Monaco fails to load, and Retry loads it', async () => {
    await newPage();
    let blocked = 0;
    await page.route(/\/assets\/monaco\/monaco-[A-Z0-9]+\.js$/, async (route) => {
      blocked++;
      await route.abort('failed');
    });
    await page.goto(`${site.url}/docs/editor`);
    const error = page.locator('.sg-monaco .sg-page-error');
    await error.waitFor({ timeout: 20_000 });
    expect(await error.innerText()).toContain('Page Error');
    expect(blocked).toBe(1);
    await page.unroute(/\/assets\/monaco\/monaco-[A-Z0-9]+\.js$/);
    await error.getByRole('button', { name: 'Retry' }).click();
    await ready();
    expect(await error.count()).toBe(0);
  });

  it('two JSON schema editors on one page each validate and complete against their own schema', async () => {
    await newPage();
    await page.goto(`${site.url}/docs/schemas`);
    const editors = page.locator('.sg-monaco');
    await expect.poll(() => page.locator('.sg-monaco[data-state="ready"]').count(), { timeout: 20_000 }).toBe(2);
    const member = editors.nth(0);
    const stock = editors.nth(1);
    const errors = (editor: typeof member) => editor.locator('.squiggly-error').count();

    // Stock: a count that is not an integer is an error there. Once it shows, validation has run: the member
    // editor's { "name": "Ada" } is valid under its own schema (the stock schema would want a count).
    await stock.locator('.view-lines').click();
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Delete');
    await page.keyboard.type('{ "count": "many", ');
    await expect.poll(() => errors(stock), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(await errors(member)).toBe(0);
    await page.keyboard.press('Control+Space');
    const suggestions = stock.locator('.suggest-widget .monaco-list-row');
    await suggestions.first().waitFor({ timeout: 10_000 });
    const labels = (await suggestions.allInnerTexts()).join(' ');
    expect(labels).toContain('aisle');
    expect(labels).not.toContain('email');
    await page.keyboard.press('Escape');

    // Member: a number where the name must be a string is an error in the member editor.
    await member.locator('.view-lines').click();
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Delete');
    await page.keyboard.type('{ "name": 1 }');
    await expect.poll(() => errors(member), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(watch.problems).toEqual([]);
  });

  it('a page without an editor loads nothing of Monaco', async () => {
    await newPage();
    await page.goto(`${site.url}/docs/plain`);
    await page.waitForLoadState('networkidle');
    expect(watch.requests.filter((url) => monacoAsset.test(url))).toEqual([]);
    expect(await page.locator('#sg-monaco').count()).toBe(0);
  });
});

/**
 * MDX docs in a real browser (fixture: test/fixtures/e2e-mdx): a viewer whose
 * viewerOptions are functions, isolated by the build into an island of its
 * own, renders the custom components in the static HTML and hydrates into
 * the same markup, interactive, with no console error; a viewer with plain
 * props hydrates through the widget's own island.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { chromiumPath, launchBrowser } from './browser.ts';
import { watchPage } from './pageHelpers.ts';
import { mdxFixtureDir, startFixtureSite, type FixtureSite } from './site.ts';

describe.skipIf(!chromiumPath)('MDX docs', { timeout: 60_000 }, () => {
  let browser: Browser;
  let site: FixtureSite;

  beforeAll(async () => {
    [browser, site] = await Promise.all([launchBrowser(), startFixtureSite({ siteDir: mdxFixtureDir })]);
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  const viewer = (page: Page, panel: string) =>
    page.locator(`[role=tabpanel][data-value="${panel}"] .sg-schema-viewer`);

  it("a viewer with function props shows them without JavaScript and hydrates from the doc's own code", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const staticPage = await context.newPage();
    await staticPage.goto(`${site.url}/docs/custom`);
    const custom = viewer(staticPage, 'viewer');
    await expect(custom.locator('em.shout').first().textContent()).resolves.toBe('THE FULL NAME');
    await expect(custom.locator('strong.default-value').allTextContents()).resolves.toEqual(['m', 'm']);
    await context.close();

    const page = await browser.newPage();
    const watch = watchPage(page);
    await page.goto(`${site.url}/docs/custom`);
    const islands = await page.evaluate(() =>
      [...document.querySelectorAll('[data-island]')].map((marker) => marker.getAttribute('data-island')),
    );
    expect(islands).toEqual([expect.stringMatching(/^mdx-[0-9a-f]{10}$/), 'schema-viewer']);
    // Hydrated: the toolbar works (it is disabled until then), and the filter finds the custom description's row.
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-value="viewer"] .sg-schema-toolbar button')].every(
        (b) => !(b as HTMLButtonElement).disabled,
      ),
    );
    await viewer(page, 'viewer').locator('input[type=search]').fill('city');
    await expect.poll(() => viewer(page, 'viewer').locator('em.shout').allTextContents()).toContain('THE CITY');
    expect(watch.problems).toEqual([]);
    await page.close();
  });

  it('a custom resolver loads a referenced document in the browser, given the reference as written, by a computed import of static/', async () => {
    const page = await browser.newPage();
    const watch = watchPage(page);
    await page.goto(`${site.url}/docs/resolvers`);
    const address = page.locator('[id="order.address"]');
    await expect.poll(() => address.textContent(), { timeout: 10_000 }).toContain('Postal address');
    expect(watch.requests.filter((url) => url.endsWith('/schemas/common/address.json'))).toHaveLength(1);
    await address.locator('summary').first().click();
    await expect.poll(() => address.textContent()).toContain('Postal code');
    expect(watch.problems).toEqual([]);
    await page.close();
  });

  it('Tabs with queryString select the tab the address names, and put the one chosen in the address', async () => {
    const page = await browser.newPage();
    const watch = watchPage(page);
    await page.goto(`${site.url}/docs/tabs?os=linux`);
    await expect.poll(() => page.getByRole('tab', { name: 'Linux' }).getAttribute('aria-selected')).toBe('true');
    await page.getByRole('tab', { name: 'macOS' }).click();
    expect(new URL(page.url()).searchParams.get('os')).toBe('mac');
    await expect.poll(() => page.getByRole('tab', { name: 'macOS' }).getAttribute('aria-selected')).toBe('true');
    expect(watch.problems).toEqual([]);
    await page.close();
  });

  it('a viewer with plain props hydrates through the schema-viewer island', async () => {
    const page = await browser.newPage();
    const watch = watchPage(page);
    await page.goto(`${site.url}/docs/custom`);
    await page.getByRole('tab', { name: 'Plain' }).click();
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-value="plain"] .sg-schema-toolbar button')].every(
        (b) => !(b as HTMLButtonElement).disabled,
      ),
    );
    await viewer(page, 'plain').getByRole('button', { name: 'Expand all' }).click();
    await expect(viewer(page, 'plain').getByText('The city').isVisible()).resolves.toBe(true);
    expect(watch.problems).toEqual([]);
    await page.close();
  });
});

/**
 * With JavaScript disabled the pages stay complete: every tab panel shows
 * under its label, the widgets that need the runtime (copy buttons, colour
 * toggle, announcement close) are hidden, and the sidebar and content read fine.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { chromiumPath, launchBrowser } from './browser.ts';
import { startFixtureSite, type FixtureSite } from './site.ts';

describe.skipIf(!chromiumPath)('without JavaScript', { timeout: 60_000 }, () => {
  let browser: Browser;
  let site: FixtureSite;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    [browser, site] = await Promise.all([launchBrowser(), startFixtureSite()]);
    context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    await page.goto(`${site.url}/docs/intro`);
  }, 60_000);
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await site?.close();
  });

  it('the page really runs no script: no data-js on <html>, the default theme stays', async () => {
    expect(await page.locator('html').getAttribute('data-js')).toBeNull();
    expect(await page.locator('html').getAttribute('data-theme')).toBe('light');
  });

  it('every tab panel is visible, each under its own label, and the tab buttons are hidden', async () => {
    const panels = page.locator('[role=tabpanel]');
    expect(await panels.count()).toBe(7); // 2 + 2 (pm groups) + 3 (npm2yarn)
    const seen = await panels.evaluateAll((elements) =>
      elements.map((panel) => ({
        label: panel.getAttribute('data-label'),
        display: getComputedStyle(panel).display,
        before: getComputedStyle(panel, '::before').content,
        beforeDisplay: getComputedStyle(panel, '::before').display,
      })),
    );
    expect(seen).toEqual(
      ['npm', 'yarn', 'npm', 'yarn', 'npm', 'yarn', 'pnpm'].map((label) => ({
        label,
        display: 'block',
        before: `"${label}"`,
        beforeDisplay: 'block',
      })),
    );
    for (const text of [
      'Install it with npm: the npm panel.',
      'Install it with Yarn: the yarn panel.',
      'Second block, npm panel.',
      'Second block, yarn panel.',
    ]) {
      expect(await page.getByText(text, { exact: true }).isVisible()).toBe(true);
    }
    for (const command of ['npm install --save-dev sitegen', 'yarn add --dev sitegen', 'pnpm add --save-dev sitegen']) {
      expect(await page.locator('pre code', { hasText: command }).isVisible()).toBe(true);
    }
    const tablists = page.locator('[role=tablist]');
    expect(await tablists.count()).toBe(3);
    for (const list of await tablists.all()) expect(await list.isVisible()).toBe(false);
  });

  it('hides the copy buttons, the colour toggle and the announcement close button', async () => {
    const copyButtons = page.locator('.sg-code__copy');
    expect(await copyButtons.count()).toBe(4);
    for (const button of await copyButtons.all()) expect(await button.isVisible()).toBe(false);
    // One toggle, in the navbar's right items (the mobile menu does not repeat it).
    const toggles = page.locator('[data-color-toggle]');
    expect(await toggles.count()).toBe(1);
    for (const toggle of await toggles.all()) expect(await toggle.isVisible()).toBe(false);
    expect(await page.locator('[data-announcement-close]').isVisible()).toBe(false);
    // The announcement itself still shows.
    expect(await page.getByRole('region', { name: 'Announcement' }).isVisible()).toBe(true);
  });

  it('the sidebar, breadcrumbs, content and table of contents are readable', async () => {
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    expect(await sidebar.isVisible()).toBe(true);
    expect(await sidebar.getByRole('link', { name: 'Introduction' }).getAttribute('aria-current')).toBe('page');
    expect(await sidebar.getByRole('link', { name: 'Guide' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { level: 1, name: 'Introduction' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { level: 2, name: 'Install' }).isVisible()).toBe(true);
    expect(await page.locator('.sg-code__title', { hasText: 'src/hello.ts' }).isVisible()).toBe(true);
    expect(await page.locator('pre code', { hasText: 'export function hello' }).isVisible()).toBe(true);
    expect(await page.getByRole('complementary', { name: 'Fixture tip' }).isVisible()).toBe(true);
    expect(await page.getByRole('navigation', { name: 'On this page' }).isVisible()).toBe(true);
    // Text is dark on light: the stylesheet applied without any script.
    expect(
      await page
        .locator('body')
        .evaluate((body) => [getComputedStyle(body).color, getComputedStyle(body).backgroundColor]),
    ).toEqual(['rgb(28, 30, 33)', 'rgb(255, 255, 255)']);
  });

  it('sidebar categories open and close without JavaScript (<details>)', async () => {
    // A category with its own page has a link and, beside it, a disclosure toggle named after it.
    const toggle = page.locator('.sg-sidebar summary[aria-label="Guide: show or hide its pages"]');
    const category = toggle.locator('xpath=..');
    const firstSteps = category.getByRole('link', { name: 'First steps' });
    const wasOpen = await category.evaluate((d) => (d as HTMLDetailsElement).open);
    expect(await firstSteps.isVisible()).toBe(wasOpen);
    await toggle.click();
    expect(await category.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(!wasOpen);
    expect(await firstSteps.isVisible()).toBe(!wasOpen);
  });

  it('a collapsible sidebar category shows a disclosure marker, so readers can tell it expands', async () => {
    const summary = page.locator('.sg-sidebar summary[aria-label="Guide: show or hide its pages"]');
    const marker = await summary.evaluate((el) => {
      const style = getComputedStyle(el);
      const generated = (pseudo: string) => getComputedStyle(el, pseudo).content;
      return {
        listItem: style.display === 'list-item' && style.listStyleType !== 'none',
        before: !['none', 'normal', '""'].includes(generated('::before')),
        after: !['none', 'normal', '""'].includes(generated('::after')),
      };
    });
    expect(marker.listItem || marker.before || marker.after, JSON.stringify(marker)).toBe(true);
  });

  it('links still navigate, to the generated category page', async () => {
    await page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link', { name: /Guide/ }).click();
    await page.waitForURL(`${site.url}/docs/guide`);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('The guide');
    expect(await page.locator('.sg-card').count()).toBe(2);
  });
});

/**
 * "Copy page" in a real browser (fixture: test/fixtures/e2e-blog, with one assistant in `llms.assistants`):
 * the button, reached with the keyboard, copies the page's Markdown twin, which is fetched only then; the
 * menu opens and closes with the keyboard and holds "View as Markdown" and "Open in Chat"; a post has the
 * same; without JavaScript the button is hidden and the menu still leads to the twin; axe-core finds
 * nothing wrong with the menu open, light and dark.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { chromiumPath, launchBrowser } from './browser.ts';
import { axeViolations } from './pageHelpers.ts';
import { blogFixtureDir, startFixtureSite, type FixtureSite } from './site.ts';

describe.skipIf(!chromiumPath)('Copy page', { timeout: 90_000 }, () => {
  let browser: Browser;
  let site: FixtureSite;

  beforeAll(async () => {
    [browser, site] = await Promise.all([launchBrowser(), startFixtureSite({ siteDir: blogFixtureDir })]);
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  it("copies the page's Markdown twin from the keyboard, fetching it only when asked", async () => {
    const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
    try {
      const page = await context.newPage();
      const fetched: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('.md')) fetched.push(new URL(request.url()).pathname);
      });
      await page.goto(`${site.url}/docs/intro`);
      const button = page.getByRole('button', { name: 'Copy page as Markdown' });
      expect(await button.isVisible()).toBe(true);
      expect(fetched).toEqual([]);
      await button.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => page.locator('.sg-copy-page__status').textContent()).toBe('Copied');
      expect(await button.textContent()).toBe('Copied');
      expect(fetched).toEqual(['/docs/intro.md']);
      const twin = await (await fetch(`${site.url}/docs/intro.md`)).text();
      expect(twin.startsWith('---\ntitle: "Introduction"\n')).toBe(true);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(twin);
      await expect.poll(() => button.textContent(), { timeout: 5000 }).toBe('Copy page');
    } finally {
      await context.close();
    }
  });

  it("opens its menu with the keyboard: the twin and the site's assistants; Escape closes it", async () => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await page.goto(`${site.url}/blog/2024/03/05/plesiosaur`);
      const menu = page.locator('.sg-copy-page__menu');
      await menu.locator('summary').focus();
      await page.keyboard.press('Enter');
      expect(await menu.getAttribute('open')).toBe('');
      expect(await page.getByRole('link', { name: 'View as Markdown' }).isVisible()).toBe(true);
      const view = page.getByRole('link', { name: 'View as Markdown' });
      expect(await view.getAttribute('href')).toBe('/blog/2024/03/05/plesiosaur.md');
      expect(await page.getByRole('link', { name: 'Open in Chat' }).getAttribute('href')).toBe(
        `https://chat.example.com/?q=${encodeURIComponent('https://example.com/blog/2024/03/05/plesiosaur.md')}`,
      );
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('View as Markdown');
      await page.keyboard.press('Escape');
      expect(await menu.getAttribute('open')).toBeNull();
      expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('SUMMARY');
    } finally {
      await context.close();
    }
  });

  it('hides the button without JavaScript, and its menu still leads to the twin', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`${site.url}/docs/intro`);
      expect(await page.getByRole('button', { name: 'Copy page as Markdown' }).isVisible()).toBe(false);
      await page.locator('.sg-copy-page__menu summary').click();
      await page.getByRole('link', { name: 'View as Markdown' }).click();
      await page.waitForURL(`${site.url}/docs/intro.md`);
      expect(await page.locator('body').textContent()).toContain('title: "Introduction"');
    } finally {
      await context.close();
    }
  });

  for (const mode of ['light', 'dark'] as const) {
    it(`has no accessibility violations with its menu open (${mode})`, async () => {
      const context = await browser.newContext({ colorScheme: mode });
      try {
        const page = await context.newPage();
        await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
        await page.goto(`${site.url}/docs/intro`);
        await page.locator('.sg-copy-page__menu summary').click();
        expect(await axeViolations(page)).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});

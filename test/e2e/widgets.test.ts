/**
 * The client runtime's widgets in a real browser: synced tabs, the colour-mode
 * toggle, the dismissible announcement bar and the code copy buttons. Each test
 * gets a fresh context, so localStorage starts empty.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { chromiumPath, launchBrowser } from './browser.ts';
import { blockRuntime, runtimePattern, watchPage, type PageWatch } from './pageHelpers.ts';
import { startFixtureSite, type FixtureSite } from './site.ts';

describe.skipIf(!chromiumPath)('client runtime widgets', { timeout: 60_000 }, () => {
  let browser: Browser;
  let site: FixtureSite;
  let context: BrowserContext | undefined;
  let page: Page;
  let watch: PageWatch;

  beforeAll(async () => {
    [browser, site] = await Promise.all([launchBrowser(), startFixtureSite()]);
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });
  afterEach(async () => {
    await context?.close();
    context = undefined;
  });

  async function open(route: string): Promise<Page> {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    watch = watchPage(page);
    await page.goto(site.url + route);
    return page;
  }

  const storage = (key: string) => page.evaluate((k) => localStorage.getItem(k), key);
  const theme = () => page.evaluate(() => document.documentElement.getAttribute('data-theme'));
  const bodyBackground = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

  describe('tabs', () => {
    /** The `:::tabs{groupId="pm"}` blocks of docs/intro.md, in page order. */
    const pmTabs = () => page.locator('.sg-tabs[data-group="pm"]');
    const tab = (block: Locator, label: string) => block.getByRole('tab', { name: label, exact: true });
    const panel = (block: Locator, value: string) => block.locator(`:scope > [role=tabpanel][data-value="${value}"]`);

    async function expectSelected(block: Locator, selected: string, other: string): Promise<void> {
      expect(await tab(block, selected).getAttribute('aria-selected')).toBe('true');
      expect(await tab(block, other).getAttribute('aria-selected')).toBe('false');
      expect(await tab(block, selected).getAttribute('tabindex')).toBe('0');
      expect(await tab(block, other).getAttribute('tabindex')).toBe('-1');
      expect(await panel(block, selected).isVisible()).toBe(true);
      expect(await panel(block, other).isVisible()).toBe(false);
    }

    it('start on the first tab, with only its panel visible', async () => {
      await open('/docs/intro');
      expect(await pmTabs().count()).toBe(2);
      await expectSelected(pmTabs().nth(0), 'npm', 'yarn');
      await expectSelected(pmTabs().nth(1), 'npm', 'yarn');
      expect(await panel(pmTabs().nth(0), 'npm').innerText()).toBe('Install it with npm: the npm panel.');
    });

    it('clicking a tab switches its block and every block of the same group, and remembers the choice', async () => {
      await open('/docs/intro');
      const [first, second] = [pmTabs().nth(0), pmTabs().nth(1)];
      await tab(first, 'yarn').click();

      await expectSelected(first, 'yarn', 'npm');
      expect(await panel(first, 'yarn').innerText()).toBe('Install it with Yarn: the yarn panel.');
      await expectSelected(second, 'yarn', 'npm');
      expect(await panel(second, 'yarn').innerText()).toBe('Second block, yarn panel.');
      expect(await storage('sitegen.tabs.pm')).toBe('yarn');
      // Another group (the npm2yarn block) is not affected.
      const npm2yarn = page.locator('.sg-tabs[data-group="npm2yarn"]');
      expect(await tab(npm2yarn, 'npm').getAttribute('aria-selected')).toBe('true');
      expect(await panel(npm2yarn, 'yarn').isVisible()).toBe(false);

      await page.reload();
      await expectSelected(pmTabs().nth(0), 'yarn', 'npm');
      await expectSelected(pmTabs().nth(1), 'yarn', 'npm');

      await tab(pmTabs().nth(1), 'npm').click();
      await expectSelected(pmTabs().nth(0), 'npm', 'yarn');
      expect(await storage('sitegen.tabs.pm')).toBe('npm');
      expect(watch.problems).toEqual([]);
    });

    it('arrow keys move the selection and the focus between tabs, wrapping at the ends', async () => {
      await open('/docs/intro');
      const first = pmTabs().nth(0);
      await tab(first, 'npm').focus();
      await page.keyboard.press('ArrowRight');
      await expectSelected(first, 'yarn', 'npm');
      await expectSelected(pmTabs().nth(1), 'yarn', 'npm');
      expect(await tab(first, 'yarn').evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await storage('sitegen.tabs.pm')).toBe('yarn');

      await page.keyboard.press('ArrowRight'); // wraps to the first tab
      await expectSelected(first, 'npm', 'yarn');
      expect(await tab(first, 'npm').evaluate((el) => el === document.activeElement)).toBe(true);

      await page.keyboard.press('ArrowLeft'); // wraps to the last tab
      await expectSelected(first, 'yarn', 'npm');

      // Three tabs: npm → yarn → pnpm, then back.
      const npm2yarn = page.locator('.sg-tabs[data-group="npm2yarn"]');
      await tab(npm2yarn, 'npm').focus();
      const selected = () => npm2yarn.locator('[role=tab][aria-selected=true]').innerText();
      await page.keyboard.press('ArrowRight');
      expect(await selected()).toBe('yarn');
      await page.keyboard.press('ArrowRight');
      expect(await selected()).toBe('pnpm');
      expect(await panel(npm2yarn, 'pnpm').innerText()).toContain('pnpm add --save-dev sitegen');
      await page.keyboard.press('ArrowLeft');
      expect(await selected()).toBe('yarn');
    });

    it('Tab moves the focus from the selected tab into its panel, not to the other tabs', async () => {
      await open('/docs/intro');
      const first = pmTabs().nth(0);
      await tab(first, 'npm').focus();
      await page.keyboard.press('Tab');
      // Roving tabindex: the unselected "yarn" tab of this block is skipped.
      expect(
        await first.evaluate((block) => block.querySelector('[role=tablist]')?.contains(document.activeElement)),
      ).toBe(false);
    });
  });

  describe('colour mode', () => {
    it('defaults to light, and the toggle switches to dark and stores it', async () => {
      await open('/docs/intro');
      expect(await theme()).toBe('light');
      expect(await bodyBackground()).toBe('rgb(255, 255, 255)');
      expect(await storage('theme')).toBeNull();

      const toggle = page.getByRole('button', { name: 'Switch between dark and light mode' });
      await toggle.click();
      expect(await theme()).toBe('dark');
      expect(await storage('theme')).toBe('dark');
      expect(await bodyBackground()).toBe('rgb(27, 27, 29)');

      await toggle.click();
      expect(await theme()).toBe('light');
      expect(await storage('theme')).toBe('light');
      expect(watch.problems).toEqual([]);
    });

    it('a stored dark mode applies from the inline head script, before any runtime script runs', async () => {
      await open('/docs/intro');
      await page.getByRole('button', { name: 'Switch between dark and light mode' }).click();
      expect(await storage('theme')).toBe('dark');

      const blocked = await blockRuntime(page);
      await page.reload();
      expect(blocked.count()).toBe(1);
      // The runtime never ran, yet the page is dark, toggle icon included.
      expect(await theme()).toBe('dark');
      expect(await bodyBackground()).toBe('rgb(27, 27, 29)');
      // The toggle in the navbar's right items (the mobile menu holds a second one).
      expect(await page.locator('.sg-navbar__items--right .sg-color-toggle__dark').isVisible()).toBe(true);
      expect(await page.locator('.sg-navbar__items--right .sg-color-toggle__light').isVisible()).toBe(false);
      expect(await page.evaluate(() => document.documentElement.hasAttribute('data-js'))).toBe(true);
    });
  });

  describe('announcement bar', () => {
    const bar = () => page.getByRole('region', { name: 'Announcement' });

    it('shows, and Close hides it and remembers its id', async () => {
      await open('/docs/intro');
      expect(await bar().isVisible()).toBe(true);
      expect((await bar().innerText()).trim()).toContain('Version 1 is out.');
      await bar().getByRole('button', { name: 'Close' }).click();
      expect(await bar().isVisible()).toBe(false);
      expect(await storage('sitegen.announcement.dismissed')).toBe('release-1');
      // The navbar moves up to the top of the page.
      expect((await page.getByRole('navigation', { name: 'Main' }).boundingBox())?.y).toBe(0);
      expect(watch.problems).toEqual([]);
    });

    it('stays hidden after a reload from first paint: hidden by the head script alone, nothing moved by it while loading', async () => {
      await open('/docs/intro');
      const barHeight = (await bar().boundingBox())?.height ?? 0;
      expect(barHeight).toBeGreaterThan(20);
      await bar().getByRole('button', { name: 'Close' }).click();

      // Without the runtime, only the inline head script can hide it.
      const blocked = await blockRuntime(page);
      await page.reload();
      expect(blocked.count()).toBe(1);
      expect(await page.locator('.sg-announcement').evaluate((el) => getComputedStyle(el).display)).toBe('none');
      expect((await page.getByRole('navigation', { name: 'Main' }).boundingBox())?.y).toBe(0);
      await blocked.unblock();

      // With the real runtime, the page does not move by the bar while it loads.
      const runtimeResponse = page.waitForResponse(runtimePattern);
      await page.reload();
      expect((await runtimeResponse).status()).toBe(200);
      expect(blocked.count()).toBe(1);
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => PerformanceObserver.supportedEntryTypes.includes('layout-shift'))).toBe(true);
      // No layout shift moves anything up or down by the bar: a bar hidden late moves the navbar and the whole page
      // up by its height (37.5 px here; checked by showing the bar at DOMContentLoaded and hiding it 80 ms later).
      // Not "no shift at all": on about one load in 40, Chromium reports a small shift elsewhere at first paint (two
      // lines of a code block with the same rect before and after; once the navbar's right-hand items, 1 px down
      // and wider), 0.002 to 0.003, which has nothing to do with the bar.
      const largestMove = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            interface Source {
              previousRect: DOMRectReadOnly;
              currentRect: DOMRectReadOnly;
            }
            new PerformanceObserver((list) => {
              const sources = (list.getEntries() as (PerformanceEntry & { sources: Source[] })[]).flatMap(
                (entry) => entry.sources,
              );
              resolve(Math.max(0, ...sources.map((source) => Math.abs(source.currentRect.y - source.previousRect.y))));
            }).observe({ type: 'layout-shift', buffered: true });
            setTimeout(() => resolve(0), 500); // no entry at all: nothing shifted
          }),
      );
      expect(largestMove).toBeLessThan(barHeight / 2);
      expect(await bar().isVisible()).toBe(false);
    });

    it("shows again when the stored id is another announcement's", async () => {
      await open('/docs/intro');
      await bar().getByRole('button', { name: 'Close' }).click();
      await page.reload();
      expect(await bar().isVisible()).toBe(false);

      await page.evaluate(() => localStorage.setItem('sitegen.announcement.dismissed', 'release-0'));
      await page.reload();
      expect(await bar().isVisible()).toBe(true);
      expect(await page.evaluate(() => document.documentElement.hasAttribute('data-announcement-dismissed'))).toBe(
        false,
      );
      // At the top of the document, pushing the navbar down (a reload may restore the scroll offset, so use document
      // offsets).
      const [barTop, barHeight, navbarTop] = await page.evaluate(() => {
        const top = (selector: string) =>
          (document.querySelector(selector)?.getBoundingClientRect().top ?? NaN) + scrollY;
        return [
          top('.sg-announcement'),
          document.querySelector('.sg-announcement')?.getBoundingClientRect().height ?? 0,
          top('.sg-navbar'),
        ];
      });
      expect(barTop).toBe(0);
      expect(barHeight).toBeGreaterThan(0);
      expect(navbarTop).toBeCloseTo(barHeight, 0);
    });
  });

  describe('copy buttons', () => {
    async function openWithClipboard(): Promise<void> {
      context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url });
      page = await context.newPage();
      watch = watchPage(page);
      await page.goto(`${site.url}/docs/intro`);
    }

    it('copies the code of a titled block and says "Copied", then "Copy" again', async () => {
      await openWithClipboard();
      const block = page.locator('.sg-code', { has: page.locator('.sg-code__title', { hasText: 'src/hello.ts' }) });
      const button = block.getByRole('button', { name: 'Copy code to clipboard' });
      expect(await button.innerText()).toBe('Copy');
      await button.click();
      await page.waitForFunction((el) => el?.textContent === 'Copied', await button.elementHandle());
      expect(await button.innerText()).toBe('Copied');
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toBe('export function hello(name: string): string {\n  return `Hello, ${name}!`;\n}');
      expect(copied).toBe(await block.locator('pre code').innerText());
      await page.waitForFunction((el) => el?.textContent === 'Copy', await button.elementHandle(), { timeout: 5_000 });
      expect(watch.problems).toEqual([]);
    });

    it('copies the command of the selected npm2yarn tab', async () => {
      await openWithClipboard();
      const npm2yarn = page.locator('.sg-tabs[data-group="npm2yarn"]');
      await npm2yarn.getByRole('tab', { name: 'yarn', exact: true }).click();
      await npm2yarn
        .locator('[role=tabpanel][data-value="yarn"]')
        .getByRole('button', { name: 'Copy code to clipboard' })
        .click();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('yarn add --dev sitegen');
    });

    it('the code block markup is valid: the copy button and title are not inside an outer <pre>', async () => {
      await open('/docs/intro');
      // A <pre> may hold only phrasing content; the browser keeps the <div> inside it as written.
      expect(await page.locator('.sg-code').count()).toBe(4);
      expect(await page.locator('pre > .sg-code').count(), 'code blocks wrapped in an outer <pre>').toBe(0);
    });
  });
});

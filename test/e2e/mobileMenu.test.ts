/**
 * The mobile menu: at 996 px and below the navbar items move into a menu (a
 * <details>) that also shows the docs sidebar. It closes on Escape, on a link
 * inside it, on a click beside it and when the window grows past 996 px;
 * without JavaScript it still opens and the sidebar shows in the page.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { chromiumPath, launchBrowser } from './browser.ts';
import { markWindow, waitForShown, watchPage, windowState, type PageWatch } from './pageHelpers.ts';
import { startFixtureSite, type FixtureSite } from './site.ts';

describe.skipIf(!chromiumPath)('mobile menu', { timeout: 60_000 }, () => {
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

  async function open(route: string, width = 400, javaScriptEnabled = true): Promise<Page> {
    context = await browser.newContext({ viewport: { width, height: 800 }, javaScriptEnabled });
    page = await context.newPage();
    watch = watchPage(page);
    await page.goto(site.url + route);
    await page.waitForLoadState('networkidle');
    return page;
  }

  const menuButton = () => page.locator('summary.sg-navbar__menu-button');
  const menu = () => page.locator('details[data-mobile-menu]');
  const drawer = () => page.getByRole('dialog', { name: 'Navigation menu' });
  const leftItems = () => page.locator('.sg-navbar__items:not(.sg-navbar__items--right) > *');
  const isOpen = () => menu().evaluate((d) => (d as HTMLDetailsElement).open);
  const menuState = () =>
    page.evaluate(() => ({
      open: document.querySelector<HTMLDetailsElement>('details[data-mobile-menu]')?.open ?? null,
      /** Where the docs sidebar is: in the drawer or in its place in the page. */
      sidebarIn: document.querySelector('.sg-sidebar')?.parentElement?.matches('[data-drawer-sidebar]')
        ? 'drawer'
        : document.querySelector('.sg-sidebar')?.parentElement?.matches('.sg-main-wrapper__sidebar')
          ? 'page'
          : 'elsewhere',
      locked: document.documentElement.classList.contains('sg-menu-open'),
    }));

  /** 'itself' when a click at the centre of `locator` reaches it, else what is on top there (what a tap would hit). */
  const onTop = (locator: Locator) =>
    locator.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return el.contains(top)
        ? 'itself'
        : `${top?.tagName.toLowerCase() ?? 'nothing'}${top?.className ? `.${String(top.className).split(' ').join('.')}` : ''}`;
    });
  const drawerItems = () => page.locator('.sg-drawer__items');
  const drawerSidebar = () => page.locator('.sg-drawer .sg-sidebar');

  async function openMenu(): Promise<void> {
    await menuButton().click();
    await page.waitForFunction(() => document.querySelector('.sg-drawer .sg-sidebar') !== null);
    expect(await menuState()).toEqual({ open: true, sidebarIn: 'drawer', locked: true });
  }

  const visibility = (locators: Locator) =>
    locators.evaluateAll((elements) =>
      elements.map((el) => el.getBoundingClientRect().width > 0 && getComputedStyle(el).visibility !== 'hidden'),
    );

  it('at 400 px the menu button shows and the left navbar items are hidden; at 1280 px the reverse', async () => {
    await open('/docs/intro', 400);
    expect(await menuButton().isVisible()).toBe(true);
    expect(await leftItems().count()).toBe(3);
    expect(await visibility(leftItems())).toEqual([false, false, false]);
    expect(await drawer().isVisible()).toBe(false);

    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await menuButton().isVisible()).toBe(false);
    expect(await visibility(leftItems())).toEqual([true, true, true]);
  });

  it.each([
    [997, 'desktop'],
    [996, 'mobile'],
  ])('at %i px the layout is the %s one', async (width, layout) => {
    await open('/docs/intro', width);
    const mobile = layout === 'mobile';
    expect(await menuButton().isVisible()).toBe(mobile);
    expect(await visibility(leftItems())).toEqual([!mobile, !mobile, !mobile]);
    expect(await page.locator('.sg-main-wrapper__sidebar').isVisible()).toBe(!mobile);
  });

  it('opening it shows the navbar items and the docs sidebar, with the current page marked, all within reach', async () => {
    await open('/docs/intro');
    await openMenu();
    expect(await drawer().isVisible()).toBe(true);
    for (const name of ['Docs', 'Demos', 'Playground', 'Source']) {
      expect(await drawerItems().getByRole('link', { name }).isVisible(), name).toBe(true);
    }
    expect(await drawerSidebar().isVisible()).toBe(true);
    expect(await drawerSidebar().getByRole('link', { name: 'Introduction' }).getAttribute('aria-current')).toBe('page');
    expect(await drawerSidebar().getByRole('link', { name: 'Reference' }).isVisible()).toBe(true);
    // Visible is not enough: a tap must reach them (not the dimmed backdrop drawn over the page).
    expect(await onTop(drawerItems().getByRole('link', { name: 'Playground' })), 'a navbar item in the menu').toBe(
      'itself',
    );
    expect(await onTop(drawerSidebar().getByRole('link', { name: 'Reference' })), 'a sidebar link in the menu').toBe(
      'itself',
    );
    expect(watch.problems).toEqual([]);
  });

  it('the menu button stays uncovered while the menu is open, and a second tap on it closes the menu', async () => {
    await open('/docs/intro');
    await openMenu();
    expect(await onTop(menuButton())).toBe('itself');
    await menuButton().click({ timeout: 5_000 });
    await page.waitForFunction(() => !document.documentElement.classList.contains('sg-menu-open'));
    expect(await menuState()).toEqual({ open: false, sidebarIn: 'page', locked: false });
  });

  it('Escape closes it, puts the sidebar back and returns the focus to the menu button', async () => {
    await open('/docs/intro');
    await openMenu();
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.documentElement.classList.contains('sg-menu-open'));
    expect(await menuState()).toEqual({ open: false, sidebarIn: 'page', locked: false });
    expect(await drawer().isVisible()).toBe(false);
    expect(await menuButton().evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it.each([
    ['a sidebar link', 'Demos', '/docs/demo', 'Demos'],
    ['a navbar item', 'Playground', '/playground', 'Playground'],
  ])(
    'clicking %s inside it navigates (in the same window) and closes it',
    async (_name, linkName, pathname, heading) => {
      await open('/docs/intro');
      await markWindow(page);
      await openMenu();
      const link = (linkName === 'Demos' ? drawerSidebar() : drawerItems()).getByRole('link', {
        name: linkName,
        exact: true,
      });
      expect(await onTop(link), 'what a tap on the link reaches').toBe('itself');
      await link.click({ timeout: 5_000 });
      await waitForShown(page, pathname, heading);
      expect((await windowState(page)).marker).toBe('kept');
      expect(await isOpen()).toBe(false);
      expect(await drawer().isVisible()).toBe(false);
      const state = await menuState();
      expect(state.open).toBe(false);
      expect(state.locked).toBe(false); // the page scrolls again
      expect(state.sidebarIn).toBe(pathname.startsWith('/docs/') ? 'page' : 'elsewhere');
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('visible');
    },
  );

  it('a click beside it (on the dimmed page) closes it without following what is under the click', async () => {
    await open('/docs/intro');
    await markWindow(page);
    await openMenu();
    const drawerBox = await drawer().boundingBox();
    expect(drawerBox).not.toBeNull();
    await page.mouse.click((drawerBox?.x ?? 0) + (drawerBox?.width ?? 0) + 30, 500);
    await page.waitForFunction(() => !document.documentElement.classList.contains('sg-menu-open'));
    expect(await menuState()).toEqual({ open: false, sidebarIn: 'page', locked: false });
    expect(page.url()).toBe(`${site.url}/docs/intro`);
    expect((await windowState(page)).marker).toBe('kept');
  });

  it.each([1200, 997])(
    'it closes when the window grows to %i px, and the sidebar is back in the page',
    async (width) => {
      await open('/docs/intro', 996);
      await openMenu();
      await page.setViewportSize({ width, height: 800 });
      await page.waitForFunction(() => !document.querySelector<HTMLDetailsElement>('details[data-mobile-menu]')?.open);
      await page.waitForFunction(() => !document.documentElement.classList.contains('sg-menu-open'));
      expect(await menuState()).toEqual({ open: false, sidebarIn: 'page', locked: false });
      expect(await page.locator('.sg-main-wrapper__sidebar .sg-sidebar').isVisible()).toBe(true);
      expect(
        await page
          .locator('.sg-main-wrapper__sidebar')
          .getByRole('link', { name: 'Introduction' })
          .getAttribute('aria-current'),
      ).toBe('page');
    },
  );

  it('without JavaScript it opens (a <details>) and shows the navbar items, and the sidebar shows in the page', async () => {
    await open('/docs/intro', 400, false);
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-js'))).toBe(false);
    expect(await page.locator('.sg-main-wrapper__sidebar').isVisible()).toBe(false);
    await menuButton().click();
    expect(await isOpen()).toBe(true);
    for (const name of ['Docs', 'Demos', 'Playground']) {
      expect(await drawerItems().getByRole('link', { name }).isVisible(), name).toBe(true);
    }
    const sidebar = page.locator('.sg-main-wrapper__sidebar .sg-sidebar');
    expect(await sidebar.isVisible()).toBe(true);
    const link = sidebar.getByRole('link', { name: 'Reference' });
    expect(await link.isVisible()).toBe(true);
    // Visible means readable: nothing (such as the open drawer) covers the sidebar's links.
    await link.scrollIntoViewIfNeeded();
    expect(await onTop(link)).toBe('itself');
  });
});

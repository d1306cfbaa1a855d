/**
 * Reading direction: with `dir="rtl"` on <html> the theme lays out mirrored
 * (sidebar on the right, table of contents on the left, brand at the right
 * end, "Previous" on the right, nesting indented from the right, the
 * admonition's accent on the right, the drawer sliding in from the right,
 * the left arrow key moving to the next tab), while code still reads from
 * the left; left to right, the same assertions hold mirrored. Positions are the browser's boxes at 1280 px (400 px for
 * the drawer), measured from the side reading starts on.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { chromiumPath, launchBrowser } from './browser.ts';
import { axeViolations, watchPage, type PageWatch } from './pageHelpers.ts';
import { directionFixtureDir, startFixtureSite, type FixtureSite } from './site.ts';

type Direction = 'ltr' | 'rtl';
interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}
interface Layout {
  viewport: number;
  content: Box;
  sidebar: Box;
  toc: Box;
  brand: Box;
  /** The navbar's items other than the brand. */
  items: Box[];
  previous: Box;
  next: Box;
  topLevelLink: Box;
  nestedLink: Box;
  admonition: { borderLeft: string; borderRight: string };
  pre: Box;
  /** The first code line's text, without its line number. */
  codeText: Box;
  preDirection: string;
  /** The table's first header cell and its text. */
  headerCell: Box;
  headerText: Box;
}

const route = '/docs/guide/layout';

/** How far `box` sits from the side reading starts on. */
function fromStart(box: Box, direction: Direction, viewport: number): number {
  return direction === 'ltr' ? box.left : viewport - box.right;
}

/** `first` comes wholly before `second` in reading order (a soft assertion: the test reports every misplaced part). */
function expectBefore(first: Box, second: Box, direction: Direction): void {
  if (direction === 'ltr') expect.soft(first.right).toBeLessThanOrEqual(second.left);
  else expect.soft(first.left).toBeGreaterThanOrEqual(second.right);
}

describe.skipIf(!chromiumPath)('right-to-left layout', { timeout: 60_000 }, () => {
  let browser: Browser;
  let site: FixtureSite;
  let context: BrowserContext | undefined;
  let watch: PageWatch;

  beforeAll(async () => {
    [browser, site] = await Promise.all([launchBrowser(), startFixtureSite({ siteDir: directionFixtureDir })]);
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });
  afterEach(async () => {
    await context?.close();
    context = undefined;
  });

  async function open(direction: Direction, width: number): Promise<Page> {
    context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    watch = watchPage(page);
    // The fixture's Arabic pages are right to left, from its config (i18n.locales), under /ar/.
    await page.goto(site.url + (direction === 'rtl' ? '/ar' : '') + route);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe(direction);
    expect(await page.evaluate(() => getComputedStyle(document.body).direction)).toBe(direction);
    return page;
  }

  function measure(page: Page): Promise<Layout> {
    return page.evaluate(() => {
      const box = (element: Element | Range | null | undefined, what: string) => {
        if (!element) throw new Error(`no ${what} on the page`);
        const { left, right, top, bottom } = element.getBoundingClientRect();
        return { left, right, top, bottom };
      };
      const one = (selector: string) => box(document.querySelector(selector), selector);
      const sidebarLink = (label: string) =>
        box(
          [...document.querySelectorAll('.sg-main-wrapper__sidebar a')].find((a) => a.textContent === label),
          `sidebar link ${label}`,
        );
      const line = document.querySelector('.sg-code pre .line');
      const range = document.createRange();
      if (line) range.selectNodeContents(line);
      const header = document.querySelector('.sg-table-wrapper th');
      const headerRange = document.createRange();
      if (header) headerRange.selectNodeContents(header);
      const admonition = getComputedStyle(document.querySelector('.sg-admonition') ?? document.body);
      return {
        viewport: document.documentElement.clientWidth,
        content: one('.sg-main'),
        sidebar: one('.sg-main-wrapper__sidebar'),
        toc: one('.sg-toc'),
        brand: one('.sg-navbar__brand'),
        items: [...document.querySelectorAll('.sg-navbar__inner > .sg-navbar__items > *')].map((item) =>
          box(item, 'navbar item'),
        ),
        previous: one('.sg-pagination a[rel=prev]'),
        next: one('.sg-pagination a[rel=next]'),
        topLevelLink: sidebarLink('Introduction'),
        nestedLink: sidebarLink('Layout'),
        admonition: { borderLeft: admonition.borderLeftWidth, borderRight: admonition.borderRightWidth },
        pre: one('.sg-code pre'),
        codeText: box(line ? range : null, 'code line'),
        preDirection: getComputedStyle(document.querySelector('.sg-code pre') ?? document.body).direction,
        headerCell: box(header, 'table header'),
        headerText: box(header ? headerRange : null, 'table header text'),
      };
    });
  }

  it.each(['ltr', 'rtl'] as const)(
    "%s: the doc page's parts sit on the side reading starts or ends on",
    async (direction) => {
      const page = await open(direction, 1280);
      const layout = await measure(page);
      const start = (b: Box) => fromStart(b, direction, layout.viewport);
      // The sidebar at the start, then the content, then the table of contents.
      expectBefore(layout.sidebar, layout.content, direction);
      expectBefore(layout.content, layout.toc, direction);
      // The brand is at the start end of the navbar (1 rem in), before every item.
      expect.soft(start(layout.brand)).toBeLessThanOrEqual(20);
      expect.soft(layout.items.length).toBeGreaterThan(1);
      for (const item of layout.items) expectBefore(layout.brand, item, direction);
      // "Previous" first, then "Next".
      expectBefore(layout.previous, layout.next, direction);
      // Sidebar links start 0.5 rem in from the sidebar's start edge; a page in the Guide category 0.75 rem further.
      expect.soft(start(layout.topLevelLink) - start(layout.sidebar)).toBe(8);
      expect.soft(start(layout.nestedLink) - start(layout.topLevelLink)).toBe(12);
      // The admonition's 5 px accent is on the start side.
      expect
        .soft(
          direction === 'ltr'
            ? [layout.admonition.borderLeft, layout.admonition.borderRight]
            : [layout.admonition.borderRight, layout.admonition.borderLeft],
        )
        .toEqual(['5px', '1px']);
      // Code reads from the left in both directions: after the padding and the line number (about 70 px), the
      // first line's text starts at the block's left and ends far from its right.
      expect.soft(layout.preDirection).toBe('ltr');
      expect.soft(layout.codeText.left - layout.pre.left).toBeLessThan(100);
      expect.soft(layout.pre.right - layout.codeText.right).toBeGreaterThan(200);
      // A table's text starts at the start side of its cell (after 0.75 rem of padding and half its collapsed 1 px
      // border).
      expect.soft(start(layout.headerText) - start(layout.headerCell)).toBeCloseTo(12.5, 0);
      expect(watch.problems).toEqual([]);
    },
  );

  it.each(['ltr', 'rtl'] as const)('%s: the mobile menu slides in from the start side at 400 px', async (direction) => {
    const page = await open(direction, 400);
    await page.locator('summary.sg-navbar__menu-button').click();
    const drawer = page.locator('.sg-drawer');
    await drawer.waitFor({ state: 'visible' });
    const [box, viewport] = await Promise.all([
      drawer.boundingBox(),
      page.evaluate(() => document.documentElement.clientWidth),
    ]);
    if (!box) throw new Error('the drawer has no box');
    expect(direction === 'ltr' ? box.x : viewport - (box.x + box.width)).toBe(0);
    expect(box.width).toBeLessThan(viewport);
  });

  it.each(['ltr', 'rtl'] as const)('%s: the arrow key pointing at the next tab selects it', async (direction) => {
    const page = await open(direction, 1280);
    const first = page.getByRole('tab', { name: 'First' });
    const second = page.getByRole('tab', { name: 'Second' });
    const [firstBox, secondBox] = await Promise.all([first.boundingBox(), second.boundingBox()]);
    if (!firstBox || !secondBox) throw new Error('the tabs have no boxes');
    expect(direction === 'ltr' ? secondBox.x > firstBox.x : secondBox.x < firstBox.x).toBe(true);
    await first.focus();
    await page.keyboard.press(direction === 'ltr' ? 'ArrowRight' : 'ArrowLeft');
    expect(await second.getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press(direction === 'ltr' ? 'ArrowLeft' : 'ArrowRight');
    expect(await first.getAttribute('aria-selected')).toBe('true');
  });

  it('rtl: axe-core finds no violations', async () => {
    const page = await open('rtl', 1280);
    expect(await axeViolations(page)).toEqual([]);
  });
});

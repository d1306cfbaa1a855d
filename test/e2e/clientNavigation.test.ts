/**
 * Client navigation in a real browser: internal links swap the page without
 * a reload (head included), history works, the scroll position follows the
 * link, prefetching (on hover, in view, never on a slow or data-saving
 * connection), the progress bar for slow navigations, the full-load fallback
 * when the fetch fails, and `.html` addresses normalised by the head script.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { chromiumPath, launchBrowser } from './browser.ts';
import {
  fakeConnection,
  markWindow,
  removeIntersectionObserver,
  waitForShown,
  watchPage,
  windowState,
  type PageWatch,
} from './pageHelpers.ts';
import { startFixtureSite, type FixtureSite } from './site.ts';

describe.skipIf(!chromiumPath)('client navigation', { timeout: 60_000 }, () => {
  let browser: Browser;
  let site: FixtureSite;
  let context: BrowserContext | undefined;
  let page: Page;
  let watch: PageWatch;
  /** Page fetches (resource type `fetch`) in order, as paths. */
  let fetches: string[];

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

  /** A fresh context (empty storage) at 1280 × 900; `init` runs before any page script. */
  async function open(route: string, init: (page: Page) => Promise<unknown> = async () => undefined): Promise<Page> {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    watch = watchPage(page);
    fetches = [];
    page.on('request', (request: Request) => {
      if (request.resourceType() === 'fetch') fetches.push(new URL(request.url()).pathname);
    });
    await init(page);
    await page.goto(site.url + route);
    await page.waitForLoadState('networkidle');
    return page;
  }

  const sidebar = () => page.getByRole('navigation', { name: 'Docs sidebar' });
  const mainNav = () => page.getByRole('navigation', { name: 'Main' });
  const head = () =>
    page.evaluate(() => ({
      title: document.title,
      descriptions: [...document.querySelectorAll('meta[name="description"]')].map((m) => m.getAttribute('content')),
      canonicals: [...document.querySelectorAll('link[rel="canonical"]')].map((l) => l.getAttribute('href')),
      ogUrl: document.querySelector('meta[property="og:url"]')?.getAttribute('content'),
    }));

  describe('links swap the page without a reload', () => {
    it('a sidebar link: the address, content, title, description and canonical change; the window stays', async () => {
      await open('/docs/intro');
      const before = await windowState(page);
      expect(before.navigationEntries).toBe(1);
      await markWindow(page);

      await sidebar().getByRole('link', { name: 'Demos' }).click();
      await waitForShown(page, '/docs/demo', 'Demos');

      const after = await windowState(page);
      expect(after.marker).toBe('kept');
      expect(after.navigationEntries).toBe(1);
      expect(after.loadedFrom).toBe(`${site.url}/docs/intro`);
      expect(after.timeOrigin).toBe(before.timeOrigin);
      expect(page.url()).toBe(`${site.url}/docs/demo`);
      expect(await head()).toEqual({
        title: 'Demos | E2E Fixture',
        descriptions: ['Demonstrations of the shell, linked from the navbar.'],
        canonicals: ['https://example.com/docs/demo'],
        ogUrl: 'https://example.com/docs/demo',
      });
      expect(await page.getByText('This page shares a tabs group with the introduction').isVisible()).toBe(true);
      expect(await page.getByText('This page has headings, two synced tabs blocks').count()).toBe(0);
      expect(watch.problems).toEqual([]);
    });

    it('the active sidebar item and aria-current move to the new page, in the sidebar and the navbar', async () => {
      await open('/docs/intro');
      const current = () => page.locator('.sg-sidebar a[aria-current="page"]');
      expect(await current().allInnerTexts()).toEqual(['Introduction']);
      expect(await mainNav().getByRole('link', { name: 'Demos' }).getAttribute('aria-current')).toBeNull();

      await sidebar().getByRole('link', { name: 'Demos' }).click();
      await waitForShown(page, '/docs/demo', 'Demos');
      expect(await current().allInnerTexts()).toEqual(['Demos']);
      expect(await page.locator('.sg-sidebar a.is-active').allInnerTexts()).toEqual(['Demos']);
      expect(await sidebar().getByRole('link', { name: 'Introduction' }).getAttribute('aria-current')).toBeNull();
      expect(await mainNav().getByRole('link', { name: 'Demos' }).getAttribute('aria-current')).toBe('page');
      expect(await page.locator('.sg-breadcrumbs [aria-current="page"]').innerText()).toBe('Demos');
    });

    it('a navbar link, to a React page', async () => {
      await open('/docs/intro');
      await markWindow(page);
      await mainNav().getByRole('link', { name: 'Playground' }).click();
      await waitForShown(page, '/playground', 'Playground');
      expect((await windowState(page)).marker).toBe('kept');
      expect(await page.title()).toBe('Playground | E2E Fixture');
      expect((await head()).descriptions).toEqual(['A page to try things out, linked from the navbar.']);
      expect(await mainNav().getByRole('link', { name: 'Playground' }).getAttribute('aria-current')).toBe('page');
      expect(await mainNav().getByRole('link', { name: 'Docs' }).getAttribute('aria-current')).toBeNull();
      // Not a docs page: no sidebar.
      expect(await page.locator('.sg-sidebar').count()).toBe(0);
    });

    it('a pagination link at the bottom of a long page: the new page starts at the top', async () => {
      await open('/docs/reference');
      await markWindow(page);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForFunction(() => window.scrollY > 500);
      await page.locator('.sg-pagination').getByRole('link', { name: /Next/ }).click();
      await waitForShown(page, '/docs/no-toc', 'Without a table of contents');
      expect((await windowState(page)).marker).toBe('kept');
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    });

    it('a link with a hash scrolls its heading to the top of the viewport, just under the sticky navbar', async () => {
      await open('/docs/demo');
      await markWindow(page);
      await page.getByRole('link', { name: "the reference's configuration section" }).click();
      await waitForShown(page, '/docs/reference', 'Reference');
      expect(page.url()).toBe(`${site.url}/docs/reference#configuration`);
      expect((await windowState(page)).marker).toBe('kept');
      const { headingTop, navbarBottom, scrollY } = await page.evaluate(() => ({
        headingTop: document.getElementById('configuration')?.getBoundingClientRect().top ?? NaN,
        navbarBottom: document.querySelector('.sg-navbar')?.getBoundingClientRect().bottom ?? NaN,
        scrollY: window.scrollY,
      }));
      expect(scrollY).toBeGreaterThan(0);
      expect(headingTop).toBeGreaterThanOrEqual(navbarBottom - 1);
      expect(headingTop).toBeLessThanOrEqual(navbarBottom + 24);
    });

    it('tabs on the new page show the group choice stored before', async () => {
      await open('/docs/intro');
      await page.locator('.sg-tabs[data-group="pm"]').first().getByRole('tab', { name: 'yarn', exact: true }).click();
      expect(await page.evaluate(() => localStorage.getItem('sitegen.tabs.pm'))).toBe('yarn');
      await markWindow(page);

      await sidebar().getByRole('link', { name: 'Demos' }).click();
      await waitForShown(page, '/docs/demo', 'Demos');
      expect((await windowState(page)).marker).toBe('kept');
      const tabs = page.locator('.sg-tabs[data-group="pm"]');
      expect(await tabs.getByRole('tab', { name: 'yarn', exact: true }).getAttribute('aria-selected')).toBe('true');
      expect(await tabs.getByRole('tab', { name: 'npm', exact: true }).getAttribute('aria-selected')).toBe('false');
      expect(await page.getByText('Demo page, yarn panel.').isVisible()).toBe(true);
      expect(await page.getByText('Demo page, npm panel.').isVisible()).toBe(false);
    });
  });

  describe('history', () => {
    it('back and forward restore each page, its address and its scroll position, in the same window', async () => {
      await open('/docs/intro');
      await markWindow(page);
      await page.evaluate(() => window.scrollTo(0, 300));
      await page.waitForFunction(() => window.scrollY === 300);

      await sidebar().getByRole('link', { name: 'Demos' }).click();
      await waitForShown(page, '/docs/demo', 'Demos');
      await page.locator('.sg-pagination').getByRole('link', { name: /Next/ }).click();
      await waitForShown(page, '/docs/reference', 'Reference');

      await page.goBack({ waitUntil: 'commit' });
      await waitForShown(page, '/docs/demo', 'Demos');
      expect(await page.title()).toBe('Demos | E2E Fixture');
      expect(await page.locator('.sg-sidebar a[aria-current="page"]').innerText()).toBe('Demos');

      await page.goBack({ waitUntil: 'commit' });
      await waitForShown(page, '/docs/intro', 'Introduction');
      expect(page.url()).toBe(`${site.url}/docs/intro`);
      expect(await page.title()).toBe('Introduction | E2E Fixture');
      expect(await page.evaluate(() => document.querySelector('link[rel="canonical"]')?.getAttribute('href'))).toBe(
        'https://example.com/docs/intro',
      );
      expect(await page.evaluate(() => window.scrollY)).toBe(300);

      await page.goForward({ waitUntil: 'commit' });
      await waitForShown(page, '/docs/demo', 'Demos');
      expect(page.url()).toBe(`${site.url}/docs/demo`);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);

      const state = await windowState(page);
      expect(state.marker).toBe('kept');
      expect(state.navigationEntries).toBe(1);
      expect(watch.problems).toEqual([]);
    });
  });

  describe('prefetching', () => {
    it('hovering a link fetches its page before the click, and the click uses it without fetching again', async () => {
      // Without IntersectionObserver only hover (and focus) prefetch, so the hover is what is observed.
      await open('/docs/intro', (p) => p.addInitScript(removeIntersectionObserver));
      expect(fetches).toEqual([]);
      const link = sidebar().getByRole('link', { name: 'Demos' });
      const prefetched = page.waitForRequest(
        (r) => r.resourceType() === 'fetch' && r.url() === `${site.url}/docs/demo`,
        { timeout: 5_000 },
      );
      await link.hover();
      await prefetched;
      await page.waitForLoadState('networkidle');
      expect(fetches).toEqual(['/docs/demo']);

      await markWindow(page);
      await link.click();
      await waitForShown(page, '/docs/demo', 'Demos');
      expect((await windowState(page)).marker).toBe('kept');
      expect(fetches).toEqual(['/docs/demo']);
    });

    it('links in view are prefetched after load, links further down only when scrolled into view; never the current page', async () => {
      await open('/docs/intro');
      // In the sidebar and the navbar, in view.
      expect(fetches).toEqual(expect.arrayContaining(['/docs/demo', '/docs/reference', '/playground']));
      expect(fetches).not.toContain('/docs/intro');
      // "See the guide next", at the bottom of the page (its sidebar entry is in a closed category).
      expect(fetches).not.toContain('/docs/guide/first');
      expect(new Set(fetches).size).toBe(fetches.length);

      await page.getByRole('link', { name: 'guide', exact: true }).scrollIntoViewIfNeeded();
      await page.waitForRequest((r) => r.resourceType() === 'fetch' && r.url() === `${site.url}/docs/guide/first`, {
        timeout: 5_000,
      });
    });

    it.each([
      ['data saving is on', { saveData: true, effectiveType: '4g' }],
      ['the connection is 2g', { saveData: false, effectiveType: '2g' }],
      ['the connection is slow-2g', { saveData: false, effectiveType: 'slow-2g' }],
    ])(
      'nothing is prefetched when %s, neither in view nor on hover; links still navigate',
      async (_name, connection) => {
        await open('/docs/intro', (p) => p.addInitScript(fakeConnection, connection));
        expect(
          await page.evaluate(
            () => (navigator as Navigator & { connection?: { effectiveType?: string } }).connection?.effectiveType,
          ),
        ).toBe(connection.effectiveType);
        const link = sidebar().getByRole('link', { name: 'Demos' });
        await link.hover();
        await page.getByRole('link', { name: 'Playground' }).hover();
        await page.waitForTimeout(300);
        expect(fetches).toEqual([]);

        await markWindow(page);
        await link.click();
        await waitForShown(page, '/docs/demo', 'Demos');
        expect((await windowState(page)).marker).toBe('kept');
        expect(fetches).toEqual(['/docs/demo']);
      },
    );
  });

  describe('progress bar', () => {
    /** Records whether `.sg-progress` was ever shown (not hidden), and on which page, from the first script on. */
    function recordProgress(): void {
      const record = window as unknown as { __progress: { shownOn: string[] } };
      record.__progress = { shownOn: [] };
      let shown = false;
      new MutationObserver(() => {
        const bar = document.querySelector<HTMLElement>('.sg-progress');
        const visible = bar !== null && !bar.hidden;
        if (visible && !shown) record.__progress.shownOn.push(location.pathname);
        shown = visible;
      }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['hidden', 'class'] });
    }
    const progress = () => page.evaluate(() => (window as unknown as { __progress: { shownOn: string[] } }).__progress);

    it('a fast (prefetched) navigation never shows it', async () => {
      await open('/docs/intro', (p) => p.addInitScript(recordProgress));
      await sidebar().getByRole('link', { name: 'Demos' }).click();
      await waitForShown(page, '/docs/demo', 'Demos');
      await page.waitForTimeout(400); // past the 200 ms delay
      expect(await progress()).toEqual({ shownOn: [] });
      expect(await page.locator('.sg-progress:not([hidden])').count()).toBe(0);
    });

    it('a slow navigation (the page arrives after 600 ms) shows it while waiting, and hides it after', async () => {
      await open('/docs/intro', async (p) => {
        await p.addInitScript(recordProgress);
        await p.addInitScript(removeIntersectionObserver); // no prefetch at load, which would win the race
        await p.route(`${site.url}/docs/demo`, async (route) => {
          if (route.request().resourceType() === 'fetch') await new Promise((resolve) => setTimeout(resolve, 600));
          await route.continue();
        });
      });
      await markWindow(page);
      await sidebar().getByRole('link', { name: 'Demos' }).click();
      const bar = page.locator('.sg-progress');
      await bar.waitFor({ state: 'visible', timeout: 2_000 });
      expect(await bar.getAttribute('role')).toBe('progressbar');
      await waitForShown(page, '/docs/demo', 'Demos');
      // Shown while the old page was still on screen, then gone once the new one is.
      expect(await progress()).toEqual({ shownOn: ['/docs/intro'] });
      await bar.waitFor({ state: 'hidden', timeout: 2_000 });
      expect(await bar.evaluate((el) => (el as HTMLElement).hidden)).toBe(true);
      expect((await windowState(page)).marker).toBe('kept');
    });
  });

  it('when the page fetch fails, the browser loads the page itself', async () => {
    const aborted: string[] = [];
    await open('/docs/intro', (p) =>
      p.route(`${site.url}/docs/demo`, async (route) => {
        // Only the script's fetches fail; the browser's own load of the document goes through.
        if (route.request().resourceType() === 'fetch') {
          aborted.push(route.request().url());
          await route.abort('failed');
        } else {
          await route.continue();
        }
      }),
    );
    const before = await windowState(page);
    await markWindow(page);
    const documentLoad = page.waitForRequest(
      (r) => r.resourceType() === 'document' && r.url() === `${site.url}/docs/demo`,
    );
    await sidebar().getByRole('link', { name: 'Demos' }).click();
    await documentLoad;
    await page.waitForLoadState('load');
    await waitForShown(page, '/docs/demo', 'Demos');
    expect(aborted.length).toBeGreaterThan(0);
    const after = await windowState(page);
    expect(after.marker).toBeNull();
    expect(after.navigationEntries).toBe(1);
    expect(after.loadedFrom).toBe(`${site.url}/docs/demo`);
    expect(after.timeOrigin).not.toBe(before.timeOrigin);
    expect(await page.title()).toBe('Demos | E2E Fixture');
  });

  describe('.html addresses', () => {
    // The server redirects /docs/intro.html itself (navigation.test.ts); here the page is served at a .html
    // address as a host without that redirect would, and the inline head script rewrites the address.
    it.each([
      ['/docs/copy.html?from=old#code', '/docs/copy', '?from=old', '#code'],
      ['/nested/index.html', '/nested/', '', ''],
    ])(
      'a page served at %s shows the address %s, without a reload or a base-path warning',
      async (served, pathname, search, hash) => {
        const html = await (await fetch(`${site.url}/docs/intro`)).text();
        await open('/docs/intro'); // a context with the route below
        await page.route(`${site.url}${served.replace(/[?#].*$/, '')}*`, (route) =>
          route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }),
        );
        await page.goto(site.url + served);
        expect(await page.evaluate(() => [location.pathname, location.search, location.hash])).toEqual([
          pathname,
          search,
          hash,
        ]);
        expect(page.url()).toBe(`${site.url}${pathname}${search}${hash}`);
        expect(await page.locator('#sg-base-banner').count()).toBe(0);
        expect(await page.locator('main h1').innerText()).toBe('Introduction');

        // The router starts from the clean address: links still navigate in the same window.
        await markWindow(page);
        await sidebar().getByRole('link', { name: 'Demos' }).click();
        await waitForShown(page, '/docs/demo', 'Demos');
        expect((await windowState(page)).marker).toBe('kept');
      },
    );
  });
});

/**
 * Islands in a real browser: server HTML hydrated by `theme/client/islands.ts`
 * at load or when visible, mounted and unmounted across client navigation,
 * "Page Error" with Retry when an island's code fails to load, and the error
 * boundary. The fixture (`test/fixtures/e2e-islands`) registers its islands
 * through `build({ widgets })` (see `buildWithWidgets.ts`); the CLI takes none.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { chromiumPath, launchBrowser } from './browser.ts';
import { markWindow, waitForShown, watchPage, windowState, type PageWatch } from './pageHelpers.ts';
import { islandsFixtureDir, islandsFixtureWidgets, startFixtureSite, type FixtureSite } from './site.ts';

const hydratorPattern = /\/assets\/islands-[^/]+\.js$/;
const chunkPattern = (name: string) => new RegExp(`/assets/island-${name}-[^/]+\\.js(\\?.*)?$`);

describe.skipIf(!chromiumPath)('islands', { timeout: 60_000 }, () => {
  let browser: Browser;
  let site: FixtureSite;
  let context: BrowserContext | undefined;
  let page: Page;
  let watch: PageWatch;

  beforeAll(async () => {
    [browser, site] = await Promise.all([
      launchBrowser(),
      startFixtureSite({ siteDir: islandsFixtureDir, widgetsModule: islandsFixtureWidgets }),
    ]);
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });
  afterEach(async () => {
    await context?.close();
    context = undefined;
  });

  async function open(route: string, init: (page: Page) => Promise<unknown> = async () => undefined): Promise<Page> {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    watch = watchPage(page);
    await init(page);
    await page.goto(site.url + route);
    await page.waitForLoadState('networkidle');
    return page;
  }

  const counter = (label: string) => page.locator(`.fixture-counter[data-label="${label}"]`);
  const hydrated = (label: string) =>
    page.waitForFunction(
      (l) => document.querySelector(`.fixture-counter[data-label="${l}"]`)?.getAttribute('data-hydrated') === 'true',
      label,
      { timeout: 5_000 },
    );
  const islandLog = () =>
    page.evaluate(
      () =>
        (window as unknown as { __islandLog?: { mounted: string[]; unmounted: string[] } }).__islandLog ?? {
          mounted: [],
          unmounted: [],
        },
    );
  const requested = (pattern: RegExp) => watch.requests.filter((url) => pattern.test(url)).length;

  it('the server HTML shows the island; the hydrator and its chunk load, and it becomes interactive', async () => {
    const response = await fetch(`${site.url}/docs/counter`);
    const html = await response.text();
    expect(html).toContain('data-island="counter" data-hydrate="load"');
    expect(html).toMatch(/<button type="button" class="sg-button">Count: (<!-- -->)?3<\/button>/);

    // The time of the page's first animation frame, which the hydrator's loader waits for.
    await open('/docs/counter', (p) =>
      p.addInitScript(() => {
        requestAnimationFrame(() => {
          (window as unknown as { __firstFrame: number }).__firstFrame = performance.now();
        });
      }),
    );
    await hydrated('first');
    expect(requested(hydratorPattern)).toBe(1);
    expect(requested(chunkPattern('counter'))).toBe(1);
    // The hydrator (React with it) is fetched once the page has drawn its first frame, not beside the stylesheet
    // before. (Not compared with first-contentful-paint, whose time is when the frame is shown, which can be later.)
    const timing = await page.evaluate(() => ({
      firstFrame: (window as unknown as { __firstFrame?: number }).__firstFrame,
      hydrator: performance
        .getEntriesByType('resource')
        .find((entry) => /\/assets\/islands-[^/]+\.js$/.test(entry.name))?.startTime,
    }));
    expect(timing.firstFrame).toBeGreaterThan(0);
    expect(timing.hydrator).toBeGreaterThan(timing.firstFrame ?? Infinity);
    const button = counter('first').getByRole('button');
    expect(await button.innerText()).toBe('Count: 3');
    await button.click();
    await button.click();
    expect(await button.innerText()).toBe('Count: 5');
    expect(await islandLog()).toEqual({ mounted: ['first'], unmounted: [] });
    expect(watch.problems).toEqual([]);
  });

  it('a page without islands loads neither the hydrator nor any island chunk', async () => {
    await open('/docs/plain');
    expect(requested(hydratorPattern)).toBe(0);
    expect(watch.requests.filter((url) => /\/assets\/island-/.test(url))).toEqual([]);
    expect(await page.locator('#sg-islands').count()).toBe(0);
  });

  it('a "visible" island loads its code only when scrolled near the viewport', async () => {
    await open('/docs/visible');
    expect(requested(hydratorPattern)).toBe(1);
    expect(requested(chunkPattern('visible-counter'))).toBe(0);
    expect(await counter('visible').getAttribute('data-hydrated')).toBe('false');

    const chunk = page.waitForRequest(chunkPattern('visible-counter'), { timeout: 5_000 });
    await counter('visible').scrollIntoViewIfNeeded();
    await chunk;
    await hydrated('visible');
    const button = counter('visible').getByRole('button');
    await button.click();
    expect(await button.innerText()).toBe('Count: 11');
  });

  it('client navigation mounts the islands of the new page (loading the hydrator) and unmounts those it removes', async () => {
    await open('/docs/plain');
    await markWindow(page);
    await page.getByRole('main').getByRole('link', { name: 'the counter' }).click();
    await waitForShown(page, '/docs/counter', 'Counter');
    await hydrated('first');
    expect((await windowState(page)).marker).toBe('kept');
    const button = counter('first').getByRole('button');
    await button.click();
    expect(await button.innerText()).toBe('Count: 4');
    expect(await islandLog()).toEqual({ mounted: ['first'], unmounted: [] });

    await page.getByRole('main').getByRole('link', { name: 'the plain page' }).click();
    await waitForShown(page, '/docs/plain', 'Plain');
    expect(await islandLog()).toEqual({ mounted: ['first'], unmounted: ['first'] });

    await page.goBack({ waitUntil: 'commit' });
    await waitForShown(page, '/docs/counter', 'Counter');
    await hydrated('first');
    expect(await counter('first').getByRole('button').innerText()).toBe('Count: 3'); // a fresh island
    await counter('first').getByRole('button').click();
    expect(await counter('first').getByRole('button').innerText()).toBe('Count: 4');
    expect(await islandLog()).toEqual({ mounted: ['first', 'first'], unmounted: ['first'] });
    expect((await windowState(page)).marker).toBe('kept');
    expect(requested(hydratorPattern)).toBe(1);
    expect(watch.problems).toEqual([]);
  });

  it('when an island\'s code fails to load, it shows "Page Error" with Retry, and Retry loads it', async () => {
    let failing = true;
    await open('/docs/counter', (p) =>
      p.route(chunkPattern('counter'), async (route) => {
        if (failing) await route.abort('failed');
        else await route.continue();
      }),
    );
    const error = page.getByRole('alert').filter({ hasText: 'Page Error' });
    await error.waitFor({ state: 'visible', timeout: 5_000 });
    expect(await error.innerText()).toContain('This part of the page could not be loaded.');
    // The other island on the page is unaffected.
    expect(await page.getByRole('button', { name: 'Crash' }).isVisible()).toBe(true);

    failing = false;
    await error.getByRole('button', { name: 'Retry' }).click();
    await hydrated('first');
    expect(await error.count()).toBe(0);
    const button = counter('first').getByRole('button');
    expect(await button.innerText()).toBe('Count: 3');
    await button.click();
    expect(await button.innerText()).toBe('Count: 4');
  });

  it('an island that throws shows "This page crashed." with "Try again", which renders it afresh', async () => {
    await open('/docs/counter');
    await hydrated('first');
    await page.getByRole('button', { name: 'Crash' }).click();
    const crash = page.getByRole('alert').filter({ hasText: 'This page crashed.' });
    await crash.waitFor({ state: 'visible', timeout: 5_000 });
    expect(await crash.innerText()).toContain('The crasher crashed on purpose.');
    // The rest of the page still works.
    await counter('first').getByRole('button').click();
    expect(await counter('first').getByRole('button').innerText()).toBe('Count: 4');

    await crash.getByRole('button', { name: 'Try again' }).click();
    expect(await page.getByRole('button', { name: 'Crash' }).isVisible()).toBe(true);
    expect(await crash.count()).toBe(0);
  });
});

/**
 * Search in Chromium, with every request outside 127.0.0.1 blocked and
 * counted (the count must stay 0 unless a test expects one):
 *
 * - on the docs site with the local index: the shortcuts and the button open
 *   the dialog, whose code loads only then; Escape and Cancel close it and
 *   focus returns; a demo keyword finds its page and Enter goes there in-app;
 *   snippets of 10 words (5 at 400 px); recents and favourites persist; the
 *   64-character limit; the empty result and the failure messages; the
 *   `/search?q=` page; axe in both colour modes;
 * - on the e2e fixture built with `SITEGEN_ALGOLIA_*` pointing at a fake
 *   Algolia on 127.0.0.1: the request body (query, facet filters), the hits
 *   it returns (highlights as text, never HTML), in-app and external links,
 *   insights events, and the failure message when it answers 500.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startFakeAlgolia, type FakeAlgolia, type RecordedRequest } from '../support/fakeAlgoliaServer.ts';
import { chromiumPath, launchBrowser } from './browser.ts';
import { axeViolations, blockOffsite, markWindow, watchPage, windowState, type PageWatch } from './pageHelpers.ts';
import { contentDir, startFixtureCopy, startFixtureSite, type FixtureSite } from './site.ts';

const dialogChunk = /\/assets\/chunks\/searchDialogHost-[^/]+\.js$/;

interface Opened {
  page: Page;
  watch: PageWatch;
  offsite: string[];
}

/** What the dialog shows: per hit its group, title and snippet, in order. */
function hitTexts(page: Page): Promise<string[]> {
  return page.locator('[role="listbox"] [role="option"]').evaluateAll((options) =>
    options.map((option) => {
      const title = option.querySelector('.sg-search-hit__title')?.textContent ?? '';
      return `${option.getAttribute('href') ?? ''} ${title}`;
    }),
  );
}

const snippetWords = (text: string) => text.replace(/…/g, ' ').split(/\s+/).filter(Boolean).length;

describe.skipIf(!chromiumPath)('search with the local index (docs site)', { timeout: 90_000 }, () => {
  let browser: Browser;
  let site: FixtureSite;
  let context: BrowserContext | undefined;
  let current: Opened;

  beforeAll(async () => {
    [browser, site] = await Promise.all([launchBrowser(), startFixtureSite({ siteDir: contentDir })]);
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });
  afterEach(async () => {
    await context?.close();
    context = undefined;
    expect(current.offsite, 'requests outside 127.0.0.1').toEqual([]);
    expect(current.watch.problems).toEqual([]);
  });

  async function open(
    route: string,
    {
      width = 1280,
      theme = 'light',
      storage = [] as { name: string; value: string }[],
      prepare = async (_page: Page) => undefined as void,
      waitUntil = 'load' as 'load' | 'domcontentloaded',
    } = {},
  ): Promise<Page> {
    // A test may open several pages: each one's off-site requests and problems are checked before the next.
    if (context) {
      expect(current.offsite, 'requests outside 127.0.0.1').toEqual([]);
      expect(current.watch.problems).toEqual([]);
      await context.close();
    }
    context = await browser.newContext({
      viewport: { width, height: 900 },
      storageState: {
        cookies: [],
        origins: [{ origin: site.url, localStorage: [{ name: 'theme', value: theme }, ...storage] }],
      },
    });
    const page = await context.newPage();
    current = { page, watch: watchPage(page), offsite: await blockOffsite(page) };
    await prepare(page);
    await page.goto(`${site.url}${route}`, { waitUntil });
    return page;
  }

  const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search' });
  const input = (page: Page) => dialog(page).getByRole('combobox', { name: 'Search docs' });

  async function search(page: Page, query: string): Promise<void> {
    await input(page).fill(query);
    await page.waitForFunction(
      (q) =>
        document.querySelector('.sg-search-dialog [role="status"]')?.textContent !== '' &&
        (document.querySelector<HTMLInputElement>('.sg-search-dialog input')?.value ?? '') === q &&
        document.querySelector('.sg-search-dialog [aria-busy="true"]') === null,
      query,
    );
  }

  it('loads the dialog code only when needed: not with the page, but on hovering the button', async () => {
    const page = await open('/docs/quick-start');
    await page.waitForTimeout(300);
    expect(current.watch.requests.filter((url) => dialogChunk.test(new URL(url).pathname))).toEqual([]);
    const button = page.locator('a[data-search-open]');
    expect(await button.getAttribute('role')).toBe('button');
    await Promise.all([
      page.waitForRequest((request) => dialogChunk.test(new URL(request.url()).pathname)),
      button.hover(),
    ]);
    expect(await dialog(page).count()).toBe(0);
  });

  it('Ctrl+K, Cmd+K and "/" open the dialog; Escape and Cancel close it; focus returns to what had it', async () => {
    const page = await open('/docs/quick-start');
    const button = page.locator('a[data-search-open]');
    for (const press of ['Control+k', 'Meta+k', '/']) {
      await button.focus();
      await page.keyboard.press(press);
      await input(page).waitFor();
      expect(await input(page).evaluate((element) => element === document.activeElement), press).toBe(true);
      expect(await input(page).inputValue(), `${press} types nothing`).toBe('');
      expect(await input(page).getAttribute('placeholder')).toBe('Search docs');
      await page.keyboard.press('Escape');
      await dialog(page).waitFor({ state: 'detached' });
      expect(await button.evaluate((element) => element === document.activeElement), `focus back after ${press}`).toBe(
        true,
      );
    }
    await button.click();
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await dialog(page).waitFor({ state: 'detached' });
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
    // Ctrl+K toggles: pressed in the open dialog, it closes it.
    await page.keyboard.press('Control+k');
    await input(page).waitFor();
    await page.keyboard.press('Control+k');
    await dialog(page).waitFor({ state: 'detached' });
    // "/" in a text field stays text.
    const searchPage = await open('/search');
    const field = searchPage.getByRole('searchbox', { name: 'Search docs' });
    await field.focus();
    await searchPage.keyboard.type('a/b');
    expect(await field.inputValue()).toBe('a/b');
    expect(await searchPage.getByRole('dialog').count()).toBe(0);
  });

  it('a demo keyword finds its page first; arrows move the active hit; Enter goes there without reloading', async () => {
    const page = await open('/docs/quick-start');
    await markWindow(page);
    await page.keyboard.press('Control+k');
    await search(page, 'dependentRequired');
    const hits = await hitTexts(page);
    expect(hits[0]).toBe('/docs/demo-viewer/schema_conditionally/dependentRequired Dependent required');
    expect(hits.length).toBeGreaterThan(1);
    // Hits are grouped by page: each option sits in a group named after its page.
    expect(await dialog(page).getByRole('group').first().getAttribute('aria-label')).toBe('Dependent required');
    const combobox = input(page);
    expect(await combobox.getAttribute('aria-activedescendant')).toBe(
      await page.locator('[role="option"]').first().getAttribute('id'),
    );
    await page.keyboard.press('ArrowDown');
    expect(await combobox.getAttribute('aria-activedescendant')).toBe(
      await page.locator('[role="option"]').nth(1).getAttribute('id'),
    );
    expect(await page.locator('[role="option"]').nth(1).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      () =>
        location.pathname === '/docs/demo-viewer/schema_conditionally/dependentRequired' &&
        document.querySelector('main h1')?.textContent === 'Dependent required',
    );
    expect((await windowState(page)).marker, 'no full page load').toBe('kept');
    expect(await dialog(page).count()).toBe(0);
  });

  it('Enter pressed before the answer arrives opens the first hit of that answer, not of the query before', async () => {
    const page = await open('/docs/quick-start');
    await page.keyboard.press('Control+k');
    await search(page, 'items');
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The shard of "on" is not loaded yet: the answer for "oneOf" waits for it.
    await page.route('**/search/shard-6f6e-*', async (route) => {
      await held;
      await route.continue();
    });
    await input(page).fill('oneOf');
    await page.keyboard.press('Enter');
    await page.waitForTimeout(200);
    expect(new URL(page.url()).pathname, 'nothing opened on the old hits').toBe('/docs/quick-start');
    release();
    await page.waitForURL(/\/docs\/demo-viewer\/schema_composition\/oneOf$/);
  });

  it('highlights matches in <mark> and keeps snippets to 10 words, 5 at 400 px', async () => {
    for (const [width, limit] of [
      [1280, 10],
      [400, 5],
    ] as const) {
      const page = await open('/docs/quick-start', { width });
      await page.keyboard.press('/');
      await search(page, 'minimum');
      const snippets = await dialog(page).locator('.sg-search-hit__snippet').allTextContents();
      expect(snippets.length, `${width} px`).toBeGreaterThan(0);
      for (const snippet of snippets) expect(snippetWords(snippet), snippet).toBeLessThanOrEqual(limit);
      expect(Math.max(...snippets.map(snippetWords)), `${width} px`).toBe(limit);
      const marks = await dialog(page).locator('mark').allTextContents();
      expect(marks.length).toBeGreaterThan(0);
      // A whole word is marked when it, or a camel-case part of it, starts with the query: `exclusiveMinimum`.
      for (const mark of marks) expect(mark, mark).toMatch(/(^m|M)inimum/);
    }
  });

  it('keeps chosen hits as recent searches and starred ones as favourites, across reloads', async () => {
    const page = await open('/docs/quick-start');
    await page.keyboard.press('Control+k');
    await dialog(page).getByText('No recent searches').waitFor();
    await search(page, 'oneOf');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/docs\/demo-viewer\/schema_composition\/oneOf$/);
    // Prefetches still in flight would be cut off by the reload and reported as failed requests.
    await page.waitForLoadState('networkidle');
    await page.reload();
    await page.keyboard.press('Control+k');
    const recent = dialog(page).getByRole('region', { name: 'Recent' });
    await recent.waitFor();
    expect(await recent.getByRole('link').allTextContents()).toEqual(['↺One of']);
    await recent.getByRole('button', { name: 'Save “One of” to favourites' }).click();
    const favourites = dialog(page).getByRole('region', { name: 'Favourites' });
    expect(await favourites.getByRole('link').allTextContents()).toEqual(['★One of']);
    expect(await dialog(page).getByRole('region', { name: 'Recent' }).count()).toBe(0);
    // Prefetches still in flight would be cut off by the reload and reported as failed requests.
    await page.waitForLoadState('networkidle');
    await page.reload();
    await page.keyboard.press('Control+k');
    await dialog(page).getByRole('region', { name: 'Favourites' }).waitFor();
    expect(await dialog(page).getByRole('region', { name: 'Favourites' }).getByRole('link').allTextContents()).toEqual([
      '★One of',
    ]);
    // Arrow down from the field walks the list by focus.
    expect(await input(page).evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('★One of');
    await dialog(page).getByRole('button', { name: 'Remove “One of” from favourites' }).click();
    await dialog(page).getByText('No recent searches').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('sitegen-search-favourites'))).toBe('[]');
  });

  it('shows 7 recent searches, or 4 once there is a favourite', async () => {
    const stored = Array.from({ length: 9 }, (_, i) => ({
      id: `/docs/faq#q${i}`,
      url: `/docs/faq#q${i}`,
      page: 'FAQ',
      section: `Question ${i}`,
    }));
    const page = await open('/docs/quick-start', {
      storage: [{ name: 'sitegen-search-recent', value: JSON.stringify(stored) }],
    });
    await page.keyboard.press('Control+k');
    const recentLinks = () => dialog(page).getByRole('region', { name: 'Recent' }).getByRole('link');
    await recentLinks().first().waitFor();
    expect(await recentLinks().count()).toBe(7);
    await dialog(page).getByRole('button', { name: 'Save “Question 6” to favourites' }).click();
    expect(await recentLinks().count()).toBe(4);
    expect(await dialog(page).getByRole('region', { name: 'Favourites' }).getByRole('link').allTextContents()).toEqual([
      '★Question 6FAQ',
    ]);
  });

  it('limits the query to 64 characters, in the dialog and on the search page', async () => {
    const long = 'properties '.repeat(7); // 77 characters
    const page = await open('/docs/quick-start');
    await page.keyboard.press('Control+k');
    expect(await input(page).getAttribute('maxlength')).toBe('64');
    await input(page).pressSequentially(long, { delay: 0 });
    expect(await input(page).inputValue()).toBe(long.slice(0, 64));
    const searchPage = await open(`/search?q=${encodeURIComponent(long)}`);
    const field = searchPage.getByRole('searchbox', { name: 'Search docs' });
    await expect.poll(() => field.inputValue()).toBe(long.slice(0, 64));
    expect(await field.getAttribute('maxlength')).toBe('64');
  });

  it('with no hits says so, suggests a correction and the configured queries, and links a report', async () => {
    const page = await open('/docs/quick-start');
    await page.keyboard.press('Control+k');
    await search(page, 'dependentRequird');
    const empty = dialog(page).locator('.sg-search-empty');
    expect(await empty.locator('.sg-search-empty__title').textContent()).toBe('No results for “dependentRequird”');
    expect(await empty.getByText('Try searching for').isVisible()).toBe(true);
    expect(await empty.getByRole('button').allTextContents()).toEqual([
      'dependentrequired',
      'properties',
      'oneOf',
      'JSONSchemaEditor',
    ]);
    const report = empty.getByRole('link', { name: 'Let us know' });
    expect(await empty.textContent()).toContain('Believe this query should return results? Let us know.');
    expect(await report.getAttribute('href')).toBe(
      'https://github.com/json-schema-components/json-schema-components/issues/new?title=Search%3A%20no%20results%20for%20%22dependentRequird%22',
    );
    await empty.getByRole('button', { name: 'dependentrequired' }).click();
    await expect
      .poll(() => hitTexts(page))
      .toContain('/docs/demo-viewer/schema_conditionally/dependentRequired Dependent required');
  });

  it('says "Unable to fetch results" when the index cannot load, and "Try again" recovers', async () => {
    const page = await open('/docs/quick-start');
    await page.route('**/search/shard-*', (route) => route.abort('internetdisconnected'));
    current.watch = watchPage(page, () => true);
    current.watch.problems.length = 0;
    await page.keyboard.press('Control+k');
    await input(page).fill('schema');
    const error = dialog(page).getByRole('alert');
    await error.waitFor();
    expect(await error.locator('p').allTextContents()).toEqual([
      'Unable to fetch results',
      'You might want to check your network connection.',
    ]);
    await page.unroute('**/search/shard-*');
    await error.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => hitTexts(page).then((hits) => hits.length)).toBe(20);
    // Chromium logs the aborted fetches as console errors: those were the point.
    current.watch.problems = current.watch.problems.filter((problem) => !problem.includes('/search/shard-'));
  });

  it('keeps what was typed on /search before its code arrived, and searches for it', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const page = await open('/search', {
      waitUntil: 'domcontentloaded',
      prepare: async (p) => {
        await p.route(/\/assets\/chunks\/searchPageHost-[^/]+\.js$/, async (route) => {
          await held;
          await route.continue();
        });
      },
    });
    await page.getByRole('searchbox', { name: 'Search docs' }).fill('oneOf');
    release();
    await expect.poll(() => page.locator('.sg-search-page__count').textContent()).toMatch(/^\d+ results?$/);
    expect(await page.getByRole('searchbox', { name: 'Search docs' }).inputValue()).toBe('oneOf');
    expect(new URL(page.url()).searchParams.get('q')).toBe('oneOf');
  });

  it('/search?q= lists the results, 20 at a time, and keeps the query in the address', async () => {
    const page = await open('/search?q=schema');
    const count = page.locator('.sg-search-page__count');
    await expect.poll(() => count.textContent()).toMatch(/^\d+ results, 20 shown$/);
    const total = Number(/^(\d+)/.exec((await count.textContent()) ?? '')?.[1]);
    expect(total).toBeGreaterThan(40);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Search results for “schema”');
    await page.getByRole('button', { name: 'Load more results' }).click();
    await expect.poll(() => count.textContent()).toBe(`${total} results, 40 shown`);
    await markWindow(page);
    await page.getByRole('searchbox', { name: 'Search docs' }).fill('contentMediaType');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('contentMediaType');
    const first = page.locator('.sg-search-page__group').first();
    expect(await first.getByRole('heading', { level: 2 }).textContent()).toBe('Content media type');
    await first.getByRole('link', { name: 'Content media type' }).click();
    await page.waitForURL(/\/docs\/demo-viewer\/string\/contentMediaType$/);
    expect((await windowState(page)).marker, 'in-app').toBe('kept');
    await page.goBack();
    await expect.poll(() => page.getByRole('searchbox', { name: 'Search docs' }).inputValue()).toBe('contentMediaType');
  });

  it('back on /search from a hit shows as many hits as before, at the same scroll position', async () => {
    const page = await open('/search?q=schema');
    const count = page.locator('.sg-search-page__count');
    await expect.poll(() => count.textContent()).toMatch(/^\d+ results, 20 shown$/);
    await page.getByRole('button', { name: 'Load more results' }).click();
    await expect.poll(() => count.textContent()).toMatch(/, 40 shown$/);
    await markWindow(page);
    const groups = await page.locator('.sg-search-page__group').count();
    const link = page
      .locator('.sg-search-page__group')
      .nth(groups - 3)
      .getByRole('link')
      .first();
    await link.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(500);
    const target = await link.getAttribute('href');
    await link.click();
    await page.waitForURL((url) => `${url.pathname}${url.hash}` === target);
    await page.goBack();
    await expect.poll(() => count.textContent()).toMatch(/, 40 shown$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
    expect((await windowState(page)).marker, 'in-app both ways').toBe('kept');
  });

  it('has no axe violations with the dialog open or on the search page, in light and dark mode', async () => {
    for (const theme of ['light', 'dark']) {
      const page = await open('/docs/quick-start', { theme });
      await page.keyboard.press('Control+k');
      await search(page, 'items');
      expect(await axeViolations(page), `dialog, ${theme}`).toEqual([]);
      await input(page).fill('');
      expect(await axeViolations(page), `empty dialog, ${theme}`).toEqual([]);
      await open('/search?q=items', { theme });
      await expect.poll(() => current.page.locator('.sg-search-page__count').textContent()).toMatch(/results/);
      expect(await axeViolations(current.page), `search page, ${theme}`).toEqual([]);
    }
  });
});

/** DocSearch records for the e2e fixture, as a crawler of https://example.com would store them. */
const records = [
  {
    objectID: 'intro',
    url: 'https://example.com/docs/intro',
    type: 'lvl1' as const,
    hierarchy: { lvl0: 'Docs', lvl1: 'Introduction' },
    language: 'en',
    docusaurus_tag: 'docs-default-current',
    content: null,
  },
  {
    objectID: 'reference-configuration',
    url: 'https://example.com/docs/reference#configuration',
    type: 'content' as const,
    hierarchy: { lvl0: 'Docs', lvl1: 'Reference', lvl2: 'Configuration' },
    language: 'en',
    docusaurus_tag: 'docs-default-current',
    content: 'The configuration file sets the title, the navbar and the search provider of the site.',
  },
  {
    objectID: 'external-guide',
    url: 'https://external.example.org/guides/configuration',
    type: 'lvl2' as const,
    hierarchy: {
      lvl0: 'Guides',
      lvl1: 'Hosted guide',
      lvl2: 'Configuration <img src=x onerror="window.__injected=1">',
    },
    language: 'en',
    docusaurus_tag: 'default',
    content: null,
  },
];

describe.skipIf(!chromiumPath)(
  'search with Algolia (SITEGEN_ALGOLIA_* → a fake on 127.0.0.1)',
  { timeout: 90_000 },
  () => {
    let browser: Browser;
    let algolia: FakeAlgolia;
    let site: FixtureSite;
    let context: BrowserContext | undefined;
    let current: Opened;

    beforeAll(async () => {
      algolia = await startFakeAlgolia({ records: records as never });
      [browser, site] = await Promise.all([
        launchBrowser(),
        // The config names another application, key and index, and turns insights on: the environment wins.
        startFixtureCopy(
          (source) =>
            source.replace(
              "  onBrokenLinks: 'throw',",
              `  search: { provider: 'algolia', appId: 'CONFIGAPP', apiKey: 'config-key', indexName: 'config-index', insights: true, externalUrlRegex: '^https://external\\\\.example\\\\.org/' },\n  onBrokenLinks: 'throw',`,
            ),
          {
            env: {
              SITEGEN_ALGOLIA_APP_ID: 'TESTAPP',
              SITEGEN_ALGOLIA_API_KEY: 'search-only-key',
              SITEGEN_ALGOLIA_INDEX: 'fixture-docs',
              SITEGEN_ALGOLIA_HOST: algolia.url,
            },
          },
        ),
      ]);
    }, 90_000);
    afterAll(async () => {
      await browser?.close();
      await site?.close();
      await algolia?.close();
    });
    afterEach(async () => {
      await context?.close();
      context = undefined;
      algolia.failWith(undefined);
      expect(current.watch.problems).toEqual([]);
    });

    async function open(route: string): Promise<Page> {
      if (context) {
        expect(current.watch.problems).toEqual([]);
        await context.close();
      }
      context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      current = { page, watch: watchPage(page), offsite: await blockOffsite(page) };
      algolia.requests.length = 0;
      await page.goto(`${site.url}${route}`, { waitUntil: 'load' });
      return page;
    }

    const searches = () =>
      algolia.requests.filter((request) => request.method === 'POST' && request.path.endsWith('/queries'));
    const events = () =>
      algolia.requests.filter((request) => request.method === 'POST' && request.path === '/1/events');
    const eventsOf = (request: RecordedRequest) => (request.body as { events: Record<string, unknown>[] }).events;

    it('sends one multi-query POST with the query and the facet filters, and renders the hits it returns as text', async () => {
      const page = await open('/docs/intro');
      await page.keyboard.press('Control+k');
      const dialog = page.getByRole('dialog', { name: 'Search' });
      await dialog.getByRole('combobox', { name: 'Search docs' }).fill('configuration');
      await expect.poll(() => dialog.locator('[role="option"]').count()).toBe(2);
      expect(searches()).toHaveLength(1);
      const [request] = searches();
      expect(request!.query['x-algolia-application-id']).toBe('TESTAPP');
      expect(request!.query['x-algolia-api-key']).toBe('search-only-key');
      const body = request!.body as { requests: Record<string, unknown>[] };
      expect(body.requests).toHaveLength(1);
      expect(body.requests[0]).toMatchObject({
        indexName: 'fixture-docs',
        query: 'configuration',
        facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
        hitsPerPage: 20,
        page: 0,
        clickAnalytics: true,
      });
      expect(
        await dialog.locator('[role="group"]').evaluateAll((groups) => groups.map((g) => g.getAttribute('aria-label'))),
      ).toEqual(['Reference', 'Hosted guide']);
      const options = dialog.locator('[role="option"]');
      expect(await options.nth(0).getAttribute('href')).toBe('/docs/reference#configuration');
      expect(await options.nth(0).getAttribute('data-no-client-nav')).toBeNull();
      expect(await options.nth(1).getAttribute('href')).toBe('https://external.example.org/guides/configuration');
      expect(await options.nth(1).getAttribute('data-no-client-nav')).toBe('');
      expect(await options.nth(1).locator('.sg-search-hit__title').textContent()).toBe(
        'Configuration <img src=x onerror="window.__injected=1">',
      );
      expect(await dialog.locator('img').count()).toBe(0);
      expect(await page.evaluate(() => (window as unknown as { __injected?: number }).__injected)).toBeUndefined();
      expect(await options.nth(0).locator('.sg-search-hit__title mark').allTextContents()).toEqual(['Configuration']);
      expect(await options.nth(0).locator('.sg-search-hit__snippet').textContent()).toBe(
        'The configuration file sets the title, the navbar and the…',
      );
      // Insights: the hits were seen.
      await expect
        .poll(() =>
          events()
            .flatMap(eventsOf)
            .map((event) => event.eventType),
        )
        .toEqual(['view']);
      expect(eventsOf(events()[0]!)[0]).toMatchObject({
        eventName: 'Hits Viewed',
        index: 'fixture-docs',
        objectIDs: ['reference-configuration', 'external-guide'],
      });
      expect(current.offsite).toEqual([]);
    });

    it('Enter on an in-app hit navigates there without reloading and sends a click event; an external hit loads in full', async () => {
      const page = await open('/docs/intro');
      await markWindow(page);
      await page.keyboard.press('Control+k');
      const dialog = page.getByRole('dialog', { name: 'Search' });
      await dialog.getByRole('combobox', { name: 'Search docs' }).fill('configuration');
      await expect.poll(() => dialog.locator('[role="option"]').count()).toBe(2);
      await page.keyboard.press('Enter');
      await page.waitForURL(`${site.url}/docs/reference#configuration`);
      expect((await windowState(page)).marker).toBe('kept');
      await expect
        .poll(() =>
          events()
            .flatMap(eventsOf)
            .map((event) => event.eventType),
        )
        .toEqual(['view', 'click']);
      const click = events()
        .flatMap(eventsOf)
        .find((event) => event.eventType === 'click');
      expect(click).toMatchObject({
        eventName: 'Hit Clicked',
        index: 'fixture-docs',
        objectIDs: ['reference-configuration'],
        positions: [1],
      });
      expect(typeof click?.queryID).toBe('string');
      expect(String(click?.userToken)).toMatch(/^anonymous-/);

      await page.keyboard.press('Control+k');
      await dialog.getByRole('combobox', { name: 'Search docs' }).fill('configuration');
      await expect.poll(() => dialog.locator('[role="option"]').count()).toBe(2);
      // The second hit chosen before Enter: on a loaded machine an arrow pressed while the reopened dialog was still
      // settling was lost, and Enter took the first, in-app, hit (seen once in a full run). The key is pressed again
      // only while the second hit is not chosen.
      const second = dialog.locator('[role="option"]').nth(1);
      for (let tries = 0; tries < 5 && (await second.getAttribute('aria-selected')) !== 'true'; tries++) {
        await page.keyboard.press('ArrowDown');
        await second.waitFor({ state: 'visible' });
        await page.waitForTimeout(200);
      }
      expect(await second.getAttribute('aria-selected')).toBe('true');
      await page.keyboard.press('Enter');
      await expect.poll(() => current.offsite).toEqual(['https://external.example.org/guides/configuration']);
      current.offsite = [];
      // The blocked load is reported as a failed request, which is what this test caused; nothing else may be.
      await expect
        .poll(() => current.watch.problems.some((problem) => problem.includes('external.example.org')))
        .toBe(true);
      // The click event still arrives: a keepalive request outlives the page (Chromium reports it to the page as
      // aborted, which is discounted below only because the server shows it was delivered).
      await expect
        .poll(() =>
          events()
            .flatMap(eventsOf)
            .filter((event) => event.eventType === 'click')
            .map((event) => event.objectIDs),
        )
        .toEqual([['reference-configuration'], ['external-guide']]);
      // Chromium may report the abort after the delivery: close the page first, so no report comes after the filter.
      await context?.close();
      context = undefined;
      current.watch.problems = current.watch.problems.filter(
        (problem) =>
          !problem.includes('external.example.org') &&
          !/request failed: .*\/1\/events\?.*net::ERR_ABORTED/.test(problem),
      );
    });

    it('says "Unable to fetch results" when the service answers 500', async () => {
      const page = await open('/docs/intro');
      algolia.failWith(500);
      current.watch = watchPage(page, () => true);
      await page.keyboard.press('Control+k');
      const dialog = page.getByRole('dialog', { name: 'Search' });
      await dialog.getByRole('combobox', { name: 'Search docs' }).fill('configuration');
      const error = dialog.getByRole('alert');
      await error.waitFor();
      expect(await error.locator('p').allTextContents()).toEqual([
        'Unable to fetch results',
        'You might want to check your network connection.',
      ]);
      expect(searches().length).toBeGreaterThan(0);
      algolia.failWith(undefined);
      await error.getByRole('button', { name: 'Try again' }).click();
      await expect.poll(() => dialog.locator('[role="option"]').count()).toBe(2);
      current.watch.problems = current.watch.problems.filter((problem) => !problem.includes(algolia.url));
    });

    it('/search?q= asks Algolia and lists its hits', async () => {
      const page = await open('/search?q=configuration');
      await expect.poll(() => page.locator('.sg-search-page__count').textContent()).toBe('2 results');
      expect(await page.locator('.sg-search-page__page').allTextContents()).toEqual(['Reference', 'Hosted guide']);
      expect(await page.locator('.sg-search-page__section').first().getAttribute('href')).toBe(
        '/docs/reference#configuration',
      );
      expect((searches()[0]!.body as { requests: { query: string }[] }).requests[0]!.query).toBe('configuration');
    });
  },
);

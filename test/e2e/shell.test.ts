/**
 * The rest of the theme shell in a real browser: navbar layout and active
 * items, the language menu, collapsible sidebar categories, the table of
 * contents highlight and front matter, the footer, the navbar hiding on
 * scroll (a second fixture), and the wrong-base-path banner (a copy of the
 * fixture built for `/docs-site/`, served at the root).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { chromiumPath, launchBrowser } from './browser.ts';
import { markWindow, waitForShown, watchPage, windowState, type PageWatch } from './pageHelpers.ts';
import { hideNavbarFixtureDir, startFixtureCopy, startFixtureSite, type FixtureSite } from './site.ts';

describe.skipIf(!chromiumPath)('theme shell', { timeout: 60_000 }, () => {
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

  async function open(
    url: string,
    options: { width?: number; height?: number; reducedMotion?: boolean } = {},
  ): Promise<Page> {
    context = await browser.newContext({
      viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
      ...(options.reducedMotion ? { reducedMotion: 'reduce' as const } : {}),
    });
    page = await context.newPage();
    watch = watchPage(page, (u, status) => status === 404 && u.endsWith('/does-not-exist'));
    await page.goto(url.startsWith('http') ? url : site.url + url);
    await page.waitForLoadState('networkidle');
    return page;
  }

  const box = async (locator: Locator) => {
    const b = await locator.boundingBox();
    if (!b) throw new Error(`no box for ${String(locator)}`);
    return b;
  };

  describe('navbar', () => {
    const right = () => page.locator('.sg-navbar__items--right');
    const left = () => page.locator('.sg-navbar__items:not(.sg-navbar__items--right)');

    it('at 1280 px "Demos" and "Playground" are on the left; the repository link, language, colour toggle and search on the right, in that order', async () => {
      await open('/docs/intro');
      const nav = page.getByRole('navigation', { name: 'Main' });
      const demos = await box(left().getByRole('link', { name: 'Demos' }));
      const playground = await box(left().getByRole('link', { name: 'Playground' }));
      const source = await box(right().getByRole('link', { name: 'Source' }));
      const language = await box(right().locator('summary', { hasText: 'English' }));
      const toggle = await box(right().getByRole('button', { name: 'Switch between dark and light mode' }));
      const search = await box(right().locator('a[data-search-open]'));
      const brand = await box(nav.locator('.sg-navbar__brand'));

      expect(demos.x).toBeGreaterThan(brand.x + brand.width - 1);
      expect(playground.x).toBeGreaterThan(demos.x);
      // The two groups are apart: everything on the right is right of the middle, the left items left of it.
      for (const b of [demos, playground]) expect(b.x + b.width).toBeLessThan(640);
      for (const b of [source, language, toggle, search]) expect(b.x).toBeGreaterThan(640);
      expect(source.x + source.width).toBeLessThanOrEqual(language.x);
      expect(language.x + language.width).toBeLessThanOrEqual(toggle.x);
      expect(toggle.x + toggle.width).toBeLessThanOrEqual(search.x);
      expect(search.x + search.width).toBeGreaterThan(1200); // ends near the right edge
      // One row: every item is vertically within the navbar.
      const bar = await box(nav);
      for (const b of [demos, playground, source, language, toggle, search]) {
        expect(b.y).toBeGreaterThanOrEqual(bar.y);
        expect(b.y + b.height).toBeLessThanOrEqual(bar.y + bar.height);
      }

      const repository = right().getByRole('link', { name: 'Source' });
      expect(await repository.getAttribute('href')).toBe('https://example.com/source');
      expect(await repository.getAttribute('target')).toBe('_blank');
      expect(await right().locator('a[data-search-open]').getAttribute('href')).toBe('/search');
      // Only the configured toggle: the default one is not added a second time.
      expect(await nav.getByRole('button', { name: 'Switch between dark and light mode' }).count()).toBe(1);
    });

    it.each([
      ['/docs/demo', 'Demos', 'Demos'],
      ['/playground', 'Playground', 'Playground'],
    ])(
      'on %s the "%s" item is active (aria-current="page"), and only the items that match',
      async (route, item, heading) => {
        await open(route);
        await waitForShown(page, route, heading);
        const current = await left().locator('a[aria-current="page"]').allInnerTexts();
        // "Docs" is active on every /docs page too (its activeBasePath is /docs).
        expect(current).toEqual(route.startsWith('/docs/') ? ['Docs', item] : [item]);
        expect(
          await left()
            .getByRole('link', { name: item })
            .evaluate((a) => a.classList.contains('is-active')),
        ).toBe(true);
        expect(await right().locator('a[aria-current="page"]').count()).toBe(0);
      },
    );

    it('the search item is a link to the search page that, with JavaScript, acts as a button opening the dialog (search.test.ts)', async () => {
      await open('/docs/intro');
      const item = right().locator('a[data-search-open]');
      expect(await item.getAttribute('role')).toBe('button');
      expect(await item.getAttribute('aria-haspopup')).toBe('dialog');
      await item.click();
      await page.getByRole('dialog', { name: 'Search' }).waitFor();
    });

    it('the language menu opens with the keyboard and lists English (lang="en", dir="ltr") for the current page', async () => {
      await open('/docs/demo');
      const summary = right().locator('summary', { hasText: 'English' });
      expect(await summary.getAttribute('aria-label')).toBe('Language: English');
      const english = right().locator('.sg-dropdown__menu').getByRole('link', { name: 'English' });
      expect(await english.isVisible()).toBe(false);

      await summary.focus();
      await page.keyboard.press('Enter');
      expect(
        await right()
          .locator('details.sg-dropdown')
          .evaluate((d) => (d as HTMLDetailsElement).open),
      ).toBe(true);
      expect(await english.isVisible()).toBe(true);
      expect(await english.getAttribute('lang')).toBe('en');
      expect(await english.getAttribute('dir')).toBe('ltr');
      expect(await english.getAttribute('href')).toBe('/docs/demo');
      // Tab reaches the item; Enter follows it (to this page, the only locale), and the menu ends closed.
      await page.keyboard.press('Tab');
      expect(await english.evaluate((a) => a === document.activeElement)).toBe(true);
      await page.keyboard.press('Enter');
      await page.waitForFunction(
        () => !document.querySelector<HTMLDetailsElement>('.sg-navbar__items--right details.sg-dropdown')?.open,
        undefined,
        { timeout: 5_000 },
      );
      expect(new URL(page.url()).pathname).toBe('/docs/demo');
      expect(await page.locator('main h1').innerText()).toBe('Demos');
    });
  });

  describe('collapsible sidebar categories', () => {
    const guide = () =>
      page.locator('.sg-main-wrapper__sidebar li.sg-sidebar__category', {
        has: page.getByRole('link', { name: 'Guide' }),
      });
    const toggle = () => guide().locator('summary');
    const details = () => guide().locator('details');

    /** Records every value `data-animating` takes on the Guide category, and whether it was open each time. */
    async function recordAnimations(): Promise<() => Promise<string[]>> {
      await details().evaluate((el) => {
        const seen: string[] = [];
        (window as unknown as { __animating: string[] }).__animating = seen;
        new MutationObserver(() => {
          const value = el.getAttribute('data-animating');
          if (value !== null) seen.push(value);
        }).observe(el, { attributes: true, attributeFilter: ['data-animating'] });
      });
      return () => page.evaluate(() => (window as unknown as { __animating: string[] }).__animating);
    }
    const animationDone = () =>
      page.waitForFunction(() => !document.querySelector('.sg-main-wrapper__sidebar details[data-animating]'));
    const isOpen = () => details().evaluate((d) => (d as HTMLDetailsElement).open);

    it('the category of the current doc is expanded on load; others are collapsed', async () => {
      await open('/docs/guide/first');
      expect(await isOpen()).toBe(true);
      const first = guide().getByRole('link', { name: 'First steps' });
      expect(await first.isVisible()).toBe(true);
      expect(await first.getAttribute('aria-current')).toBe('page');

      await open('/docs/intro');
      expect(await isOpen()).toBe(false);
      expect(await guide().getByRole('link', { name: 'First steps' }).isVisible()).toBe(false);
    });

    it('clicking the toggle animates the height for a time that grows with it, and ends open; again, and it ends closed', async () => {
      await open('/docs/intro');
      const seen = await recordAnimations();
      await toggle().click();
      await animationDone();
      expect(await isOpen()).toBe(true);
      expect(await guide().getByRole('link', { name: 'Second steps' }).isVisible()).toBe(true);
      const [opening] = await seen();
      expect(Number(opening)).toBeGreaterThan(1);

      await toggle().click();
      await animationDone();
      expect(await isOpen()).toBe(false);
      expect(await guide().getByRole('link', { name: 'Second steps' }).isVisible()).toBe(false);
      expect((await seen()).length).toBe(2);

      // A taller category takes longer.
      await details().evaluate((d) => {
        const list = d.querySelector(':scope > ul');
        for (let i = 0; i < 12; i += 1) list?.append(document.createElement('li'));
        for (const li of list?.querySelectorAll(':scope > li:empty') ?? []) li.textContent = 'An extra row';
      });
      await toggle().click();
      await animationDone();
      const taller = (await seen())[2];
      expect(Number(taller)).toBeGreaterThan(Number(opening));
      expect(await isOpen()).toBe(true);
    });

    it('with reduced motion the animation lasts exactly 1 ms, and still ends open', async () => {
      await open('/docs/intro', { reducedMotion: true });
      expect(await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches)).toBe(true);
      const seen = await recordAnimations();
      await toggle().click();
      await animationDone();
      expect(await seen()).toEqual(['1']);
      expect(await isOpen()).toBe(true);
      expect(await guide().getByRole('link', { name: 'First steps' }).isVisible()).toBe(true);
    });
  });

  describe('table of contents', () => {
    const toc = () => page.getByRole('navigation', { name: 'On this page' });
    const active = () =>
      page.evaluate(() => ({
        active: [...document.querySelectorAll('.sg-toc a.is-active')].map((a) => a.getAttribute('href')),
        current: [...document.querySelectorAll('.sg-toc a[aria-current]')].map(
          (a) => `${a.getAttribute('href')}=${a.getAttribute('aria-current')}`,
        ),
      }));
    /** Scrolls `id` to the top (under the navbar, by its scroll margin) and waits for the highlight to follow. */
    async function scrollToHeading(id: string): Promise<void> {
      await page.evaluate((h) => document.getElementById(h)?.scrollIntoView(), id);
      await page
        .waitForFunction(
          (h) => document.querySelector(`.sg-toc a[href="#${h}"]`)?.classList.contains('is-active'),
          id,
          { timeout: 3_000 },
        )
        .catch(() => undefined); // the assertions below say what is highlighted instead
    }

    it('the heading scrolled to the top is highlighted (is-active, aria-current="location"), and only that one', async () => {
      await open('/docs/reference');
      expect(await active()).toEqual({ active: [], current: [] });
      for (const id of ['configuration', 'environment', 'commands', 'front-matter', 'troubleshooting']) {
        await scrollToHeading(id);
        expect(await active(), id).toEqual({ active: [`#${id}`], current: [`#${id}=location`] });
      }
      // Back up to the top: nothing is being read yet.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForFunction(() => document.querySelectorAll('.sg-toc a.is-active').length === 0, undefined, {
        timeout: 3_000,
      });
    });

    it('at the very bottom the last heading is highlighted', async () => {
      await open('/docs/reference');
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForFunction(
        () => document.querySelector('.sg-toc a[href="#glossary"]')?.classList.contains('is-active'),
        undefined,
        { timeout: 3_000 },
      );
      expect(await active()).toEqual({ active: ['#glossary'], current: ['#glossary=location'] });
    });

    it('clicking an entry scrolls to its heading and highlights it', async () => {
      await open('/docs/reference');
      await toc().getByRole('link', { name: 'Deployment' }).click();
      await page.waitForFunction(() => location.hash === '#deployment');
      await page.waitForFunction(
        () => document.querySelector('.sg-toc a[href="#deployment"]')?.classList.contains('is-active'),
        undefined,
        { timeout: 3_000 },
      );
      expect(await active()).toEqual({ active: ['#deployment'], current: ['#deployment=location'] });
    });

    it('follows the page brought in by client navigation', async () => {
      await open('/docs/demo');
      await markWindow(page);
      await page.locator('.sg-pagination').getByRole('link', { name: /Next/ }).click();
      await waitForShown(page, '/docs/reference', 'Reference');
      expect((await windowState(page)).marker).toBe('kept');
      await scrollToHeading('commands');
      expect(await active()).toEqual({ active: ['#commands'], current: ['#commands=location'] });
    });

    it('toc_max_heading_level: 4 includes the h4, nested under its h3', async () => {
      await open('/docs/reference');
      const nested = toc()
        .locator('li', { has: page.locator(':scope > a[href="#options"]') })
        .locator(':scope > ul > li > a');
      expect(await nested.allInnerTexts()).toEqual(['Nested option']);
      expect(await nested.getAttribute('href')).toBe('#nested-option');
      expect(await page.locator('h4#nested-option').count()).toBe(1);
    });

    it('the default levels (2 to 3) leave h4 out; hide_table_of_contents: true leaves the whole table out', async () => {
      await open('/docs/intro');
      expect(await toc().getByRole('link').allInnerTexts()).toEqual([
        'Install',
        'Same group again',
        'Code',
        'Admonition',
      ]);

      await open('/docs/no-toc');
      expect(await page.getByRole('heading', { level: 2, name: 'First section' }).isVisible()).toBe(true);
      expect(await page.locator('.sg-toc').count()).toBe(0);
      expect(await page.locator('.sg-main-wrapper__toc').count()).toBe(0);
    });
  });

  it('"/" typed into a text field stays text (the shortcuts themselves: search.test.ts)', async () => {
    await open('/search');
    const field = page.getByRole('searchbox', { name: 'Search docs' });
    await field.focus();
    await page.keyboard.type('a/b');
    expect(await field.inputValue()).toBe('a/b');
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('stores the preferred docs version (current) on docs pages, and not elsewhere', async () => {
    await open('/');
    expect(await page.evaluate(() => localStorage.getItem('sitegen.docs.preferredVersion'))).toBeNull();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Docs' }).first().click();
    await page.waitForURL(/\/docs\//);
    await page.waitForFunction(() => localStorage.getItem('sitegen.docs.preferredVersion') !== null);
    expect(await page.evaluate(() => localStorage.getItem('sitegen.docs.preferredVersion'))).toBe('current');
  });

  it('the footer shows the copyright on every kind of page', async () => {
    for (const route of ['/', '/playground', '/docs/guide', '/does-not-exist']) {
      await open(route);
      expect(await page.locator('footer .sg-footer__copyright').innerText(), route).toContain('2024');
    }
    // And after a client navigation, the new page's footer.
    await open('/');
    await markWindow(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Playground' }).click();
    await waitForShown(page, '/playground', 'Playground');
    expect((await windowState(page)).marker).toBe('kept');
    expect(await page.locator('footer').count()).toBe(1);
    expect(await page.locator('footer .sg-footer__copyright').innerText()).toContain('2024');
  });

  describe('navbar hide on scroll', () => {
    const navbarState = () =>
      page.evaluate(() => {
        const navbar = document.querySelector<HTMLElement>('.sg-navbar');
        const rect = navbar?.getBoundingClientRect();
        return {
          hidden: navbar?.classList.contains('is-hidden') ?? null,
          top: Math.round(rect?.top ?? NaN),
          bottom: Math.round(rect?.bottom ?? NaN),
        };
      });
    async function scrollTo(y: number): Promise<void> {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForFunction((top) => Math.abs(window.scrollY - top) < 2, y);
      await page.waitForTimeout(350); // the scroll event, then the 0.2 s transform transition
    }

    describe('with navbar.hideOnScroll (second fixture)', () => {
      let hideSite: FixtureSite;
      beforeAll(async () => {
        hideSite = await startFixtureSite({ siteDir: hideNavbarFixtureDir });
      }, 60_000);
      afterAll(async () => {
        await hideSite?.close();
      });

      it('scrolling down hides the navbar (moved out of view), scrolling up brings it back', async () => {
        await open(`${hideSite.url}/docs/long`, { height: 700 });
        expect(await page.locator('.sg-navbar').getAttribute('data-hide-on-scroll')).toBe('');
        expect(await navbarState()).toMatchObject({ hidden: false, top: 0 });

        await scrollTo(800);
        const hidden = await navbarState();
        expect(hidden.hidden).toBe(true);
        expect(hidden.bottom).toBeLessThanOrEqual(0);
        expect(
          await page.evaluate(() => getComputedStyle(document.querySelector('.sg-navbar') as Element).transform),
        ).not.toBe('none');

        await scrollTo(600);
        expect(await navbarState()).toEqual({ hidden: false, top: 0, bottom: expect.any(Number) as number });

        await scrollTo(1200);
        expect((await navbarState()).hidden).toBe(true);
        await scrollTo(0);
        expect(await navbarState()).toMatchObject({ hidden: false, top: 0 });
      });
    });

    it('without it (the main fixture) the navbar never hides', async () => {
      await open('/docs/reference', { height: 700 });
      expect(await page.locator('.sg-navbar').getAttribute('data-hide-on-scroll')).toBeNull();
      for (const y of [800, 1600, 1000, 2400]) {
        await scrollTo(y);
        expect(await navbarState(), `at ${y}`).toMatchObject({ hidden: false, top: 0 });
      }
    });
  });

  describe('wrong base path banner', () => {
    let basedSite: FixtureSite;
    beforeAll(async () => {
      basedSite = await startFixtureCopy((config) =>
        config.replace("url: 'https://example.com',", "url: 'https://example.com',\n  basePath: '/docs-site/',"),
      );
    }, 60_000);
    afterAll(async () => {
      await basedSite?.close();
    });

    it.each(['/', '/docs/intro'])(
      'a site built for /docs-site/ but served at the root shows the banner on %s, suggesting /',
      async (route) => {
        context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
        page = await context.newPage();
        await page.goto(basedSite.url + route);
        const banner = page.locator('#sg-base-banner');
        await banner.waitFor({ state: 'visible', timeout: 5_000 });
        expect(await banner.getAttribute('role')).toBe('alert');
        const text = await banner.innerText();
        expect(text).toContain('Your site did not load properly');
        expect(await banner.locator('code').allInnerTexts()).toEqual([
          '/docs-site/',
          '/',
          "basePath: '/'",
          '/docs-site/',
        ]);
        expect(text).toContain('built for the base path /docs-site/');
        expect(text).toContain('this address suggests /.');
        // It is the first thing on the page.
        expect(await page.evaluate(() => document.body.firstElementChild?.id)).toBe('sg-base-banner');
      },
    );

    it('the same build served under /docs-site/ shows no banner (and its styles load)', async () => {
      context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      page = await context.newPage();
      // A host that serves the output under /docs-site/, as the build expects.
      await page.route(`${basedSite.url}/docs-site/**`, async (route) => {
        const url = new URL(route.request().url());
        const response = await route.fetch({
          url: `${basedSite.url}${url.pathname.replace(/^\/docs-site/, '')}${url.search}`,
        });
        await route.fulfill({ response });
      });
      await page.goto(`${basedSite.url}/docs-site/docs/intro`);
      await page.waitForLoadState('networkidle');
      expect(await page.locator('main h1').innerText()).toBe('Introduction');
      expect(await page.locator('#sg-base-banner').count()).toBe(0);
      expect(
        await page.evaluate(() => getComputedStyle(document.querySelector('.sg-navbar') as Element).position),
      ).toBe('sticky');
    });

    it.each(['/', '/docs/intro', '/playground'])(
      'the main fixture (built for /) shows no banner on %s',
      async (route) => {
        await open(route);
        expect(await page.locator('#sg-base-banner').count()).toBe(0);
        expect(watch.problems).toEqual([]);
      },
    );
  });
});

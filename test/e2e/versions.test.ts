/**
 * Docs versions in Chromium, on a site of two versions (1.0 at /docs, Next at /docs/next) written by
 * the test: the version dropdown lands on the same doc in the other version; the banner shows there
 * and its link goes back; on a page outside the docs, the dropdown, the navbar's docs link and the
 * search dialog follow the version last read (local storage); the dropdown works without JavaScript; axe
 * finds nothing on a doc with the banner.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { removeDir, writeSite } from '../integration/runSitegen.ts';
import { chromiumPath, launchBrowser } from './browser.ts';
import { axeViolations, watchPage, type PageWatch } from './pageHelpers.ts';
import { startFixtureSite, type FixtureSite } from './site.ts';

const files: Record<string, string> = {
  'sitegen.config.ts': `import { defineConfig } from 'sitegen-docs/config';
export default defineConfig({
  title: 'Versioned',
  url: 'https://example.com',
  navbar: { items: [{ type: 'docSidebar', sidebarId: 'tutorialSidebar', label: 'Docs' }, { type: 'docsVersionDropdown' }, { type: 'search' }] },
});
`,
  'pages/index.tsx':
    "export const meta = { title: 'Home', description: 'The home page.' };\nexport default function Home() {\n  return <div><h1>Home</h1><p>Outside the docs.</p></div>;\n}\n",
  'versions.json': '["1.0"]\n',
  'docs/intro.md': '---\nsidebar_position: 1\n---\n# Introduction\n\nThe next introduction.\n',
  'docs/setup.md': '---\nsidebar_position: 2\n---\n# Setup\n\nNext setup: install the pelican package.\n',
  'versioned_docs/version-1.0/intro.md': '---\nsidebar_position: 1\n---\n# Introduction\n\nThe 1.0 introduction.\n',
  'versioned_docs/version-1.0/setup.md':
    '---\nsidebar_position: 2\n---\n# Setup\n\n1.0 setup: install the pelican package.\n',
};

describe.skipIf(!chromiumPath)('docs versions in the browser', { timeout: 90_000 }, () => {
  let browser: Browser;
  let site: FixtureSite;
  let root: string | undefined;
  let context: BrowserContext | undefined;
  let watch: PageWatch;

  beforeAll(async () => {
    const written = await writeSite(files);
    root = written.root;
    [browser, site] = await Promise.all([launchBrowser(), startFixtureSite({ siteDir: written.siteDir })]);
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
    await site?.close();
    await removeDir(root);
  });
  afterEach(async () => {
    expect(watch.problems).toEqual([]);
    await context?.close();
    context = undefined;
  });

  async function open(route: string, theme = 'light'): Promise<Page> {
    context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      storageState: { cookies: [], origins: [{ origin: site.url, localStorage: [{ name: 'theme', value: theme }] }] },
    });
    const page = await context.newPage();
    // The site has no favicon: Chromium's request for /favicon.ico gets the 404 it should.
    watch = watchPage(page, (url, status) => status === 404 && new URL(url).pathname === '/favicon.ico');
    await page.goto(site.url + route);
    await page.waitForLoadState('networkidle');
    return page;
  }

  const dropdown = (page: Page) => page.locator('.sg-navbar__items--right [data-version-dropdown]');
  const pathOf = (page: Page) => new URL(page.url()).pathname;
  const preference = (page: Page) => page.evaluate(() => localStorage.getItem('sitegen.docs.preferredVersion'));

  async function chooseVersion(page: Page, label: string): Promise<void> {
    await dropdown(page).locator('summary').click();
    await dropdown(page).getByRole('link', { name: label, exact: true }).click();
  }

  it('the dropdown lands on the same doc in the other version; the banner there links back; outside the docs, the version last read is shown and searched', async () => {
    const page = await open('/docs/setup');
    expect(await page.locator('main').textContent()).toContain('1.0 setup');
    expect(await page.locator('.sg-version-banner').count()).toBe(0);
    expect(await preference(page)).toBe('1.0');

    await chooseVersion(page, 'Next');
    await page.waitForURL(`${site.url}/docs/next/setup`);
    await page.locator('main', { hasText: 'Next setup' }).waitFor();
    expect(await dropdown(page).locator('[data-version-label]').textContent()).toBe('Next');
    const banner = page.getByRole('complementary', { name: 'Docs version' });
    expect(await banner.textContent()).toBe(
      'This is unreleased documentation for Versioned Next version.For up-to-date documentation, see the latest version (1.0).',
    );
    expect(await preference(page)).toBe('current');

    await banner.getByRole('link', { name: 'latest version' }).click();
    await page.waitForURL(`${site.url}/docs/setup`);
    await page.locator('main', { hasText: '1.0 setup' }).waitFor();
    expect(await preference(page)).toBe('1.0');

    // Back to Next, then out of the docs: the home page follows the version last read.
    await chooseVersion(page, 'Next');
    await page.waitForURL(`${site.url}/docs/next/setup`);
    await page.locator('main', { hasText: 'Next setup' }).waitFor();
    // By the navbar's title: a client navigation, the shell kept.
    await page.locator('a.sg-navbar__brand').click();
    await page.waitForURL(`${site.url}/`);
    await page.locator('main', { hasText: 'Outside the docs.' }).waitFor();
    expect(await dropdown(page).locator('[data-version-label]').textContent()).toBe('Next');
    expect(await dropdown(page).locator('a[aria-current="true"]').getAttribute('data-version')).toBe('current');
    expect(
      await page.locator('.sg-navbar__items').first().getByRole('link', { name: 'Docs' }).getAttribute('href'),
    ).toBe('/docs/next/intro');

    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await dialog.getByRole('combobox', { name: 'Search docs' }).fill('pelican');
    const hits = dialog.locator('[role="listbox"] [role="option"]');
    await hits.first().waitFor();
    const hrefs = await hits.evaluateAll((options) => options.map((option) => option.getAttribute('href') ?? ''));
    expect(hrefs.map((href) => href.replace(/#.*/, ''))).toEqual(['/docs/next/setup']);
    expect(pathOf(page)).toBe('/');

    // A fresh load of a page outside the docs reads the preference too.
    await page.keyboard.press('Escape');
    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(await dropdown(page).locator('[data-version-label]').textContent()).toBe('Next');
    expect(
      await page.locator('.sg-navbar__items').first().getByRole('link', { name: 'Docs' }).getAttribute('href'),
    ).toBe('/docs/next/intro');

    // The search page too finds the docs of the version last read.
    await page.goto(`${site.url}/search?q=pelican`);
    const count = page.locator('.sg-search-page__count');
    await expect.poll(() => count.textContent()).toBe('1 result');
    const found = await page
      .locator('main a[href^="/docs/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(found.map((href) => href.replace(/#.*/, ''))).toEqual(['/docs/next/setup']);
  });

  it('without JavaScript the dropdown opens and leads to the same doc in the other version', async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 }, javaScriptEnabled: false });
    const page = await context.newPage();
    watch = watchPage(page, (url, status) => status === 404 && new URL(url).pathname === '/favicon.ico');
    await page.goto(`${site.url}/docs/setup`);
    await chooseVersion(page, 'Next');
    await page.waitForURL(`${site.url}/docs/next/setup`);
    expect(await page.locator('main').textContent()).toContain('Next setup');
    expect(
      await page
        .getByRole('complementary', { name: 'Docs version' })
        .getByRole('link', { name: 'latest version' })
        .getAttribute('href'),
    ).toBe('/docs/setup');
  });

  it.each(['light', 'dark'])('a doc of Next with its banner has no axe violations (%s mode)', async (mode) => {
    const page = await open('/docs/next/intro', mode);
    await page.getByRole('complementary', { name: 'Docs version' }).waitFor();
    expect(await page.locator('html').getAttribute('data-theme')).toBe(mode);
    expect(await axeViolations(page)).toEqual([]);
  });
});

/**
 * A sidebar too large to repeat on every page (1,000 links or more): a closed
 * category comes without its items, whether it has a page of its own or not.
 * With JavaScript, opening it fills them in from the sidebar's file; without,
 * a category without a page links to itself in that file, a page of the whole
 * tree, from which every doc is one click away.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { removeDir, writeSite } from '../integration/runSitegen.ts';
import { chromiumPath, launchBrowser } from './browser.ts';
import { axeViolations, watchPage, type PageWatch } from './pageHelpers.ts';
import { startFixtureSite, type FixtureSite } from './site.ts';

/** `Guides`: 600 docs in a folder without an index page; `Reference`: 500 with a generated index; 1,104 links. */
function largeSite(): Record<string, string> {
  const files: Record<string, string> = {
    'docs/intro.md': '---\nsidebar_position: 1\n---\n# Intro\n\nWelcome.\n',
    'docs/guides/_category_.json': JSON.stringify({ label: 'Guides', position: 2 }),
    'docs/reference/_category_.json': JSON.stringify({
      label: 'Reference',
      position: 3,
      link: { type: 'generated-index' },
    }),
    'docs/guides/advanced/_category_.json': JSON.stringify({ label: 'Advanced', position: 1 }),
    'docs/guides/advanced/tuning.md': '# Tuning\n\nFaster.\n',
  };
  for (let i = 0; i < 600; i++)
    files[`docs/guides/guide-${String(i).padStart(3, '0')}.md`] = `# Guide ${i}\n\nText of guide ${i}.\n`;
  for (let i = 0; i < 500; i++)
    files[`docs/reference/ref-${String(i).padStart(3, '0')}.md`] = `# Reference ${i}\n\nText of reference ${i}.\n`;
  return files;
}

describe.skipIf(!chromiumPath)('a large sidebar', { timeout: 120_000 }, () => {
  let browser: Browser;
  let site: FixtureSite;
  let root: string | undefined;
  let context: BrowserContext | undefined;
  let page: Page;
  let watch: PageWatch;

  beforeAll(async () => {
    const written = await writeSite(largeSite());
    root = written.root;
    [browser, site] = await Promise.all([launchBrowser(), startFixtureSite({ siteDir: written.siteDir })]);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await site?.close();
    await removeDir(root);
  });
  afterEach(async () => {
    expect(watch?.problems ?? []).toEqual([]);
    await context?.close();
    context = undefined;
  });

  async function open(route: string, javaScriptEnabled: boolean): Promise<Page> {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 }, javaScriptEnabled });
    page = await context.newPage();
    // The fixture has no home page, which the navbar's title links to; Chromium asks for a favicon.
    watch = watchPage(
      page,
      (url, status) => status === 404 && (url === `${site.url}/` || url.endsWith('/favicon.ico')),
    );
    await page.goto(site.url + route);
    await page.waitForLoadState('networkidle');
    return page;
  }

  const sidebar = () => page.locator('nav.sg-sidebar');

  it('leaves the items of closed categories out of the page, linked or not', async () => {
    const html = await readFile(path.join(site.outDir, 'docs/intro.html'), 'utf8');
    expect(html).not.toContain('href="/docs/guides/guide-599"');
    expect(html).not.toContain('href="/docs/reference/ref-499"');
    const file = /data-sg-sidebar-src="(\/assets\/sidebars\/[^"]+)"/.exec(html)?.[1];
    expect(file).toMatch(/^\/assets\/sidebars\/tutorialSidebar-[\w-]{10}\.html$/);
    expect(html).toContain(
      `<details data-sg-lazy="1"><summary>Guides</summary><ul class="sg-sidebar__list sg-sidebar__list--elsewhere"><li><a href="${file}#sg-sidebar-1">The pages of Guides</a></li></ul></details>`,
    );
    expect(html).toContain(
      '<a href="/docs/category/reference" class="sg-sidebar__category-link">Reference</a><details class="sg-sidebar__linked-details" data-sg-lazy="2">',
    );
    expect(html.length).toBeLessThan(20_000);
    // A page of the category holds its branch, open.
    const guide = await readFile(path.join(site.outDir, 'docs/guides/guide-000.html'), 'utf8');
    expect(guide).toContain('href="/docs/guides/guide-599"');
    expect(guide).not.toContain('href="/docs/reference/ref-499"');
  });

  it('fills a closed category in when it opens, its own categories closed', async () => {
    await open('/docs/intro', true);
    expect(await axeViolations(page)).toEqual([]);
    await sidebar().getByText('Guides', { exact: true }).click();
    await expect.poll(() => sidebar().getByRole('link', { name: 'Guide 599', exact: true }).isVisible()).toBe(true);
    await expect.poll(() => sidebar().getByRole('link', { name: 'The pages of Guides' }).count()).toBe(0);
    // Its sub-category came in closed, and nothing from the file keeps an id.
    const advanced = sidebar().locator('details:has(> summary:text-is("Advanced"))');
    expect(await advanced.evaluate((details) => (details as HTMLDetailsElement).open)).toBe(false);
    expect(await sidebar().locator('[id^="sg-sidebar-"]').count()).toBe(0);
    await sidebar().getByText('Advanced', { exact: true }).click();
    await expect.poll(() => sidebar().getByRole('link', { name: 'Tuning', exact: true }).isVisible()).toBe(true);

    await sidebar().locator('summary[aria-label="Reference: show or hide its pages"]').click();
    await expect.poll(() => sidebar().getByRole('link', { name: 'Reference 499', exact: true }).isVisible()).toBe(true);
    // The list opens with a height animation (1.5 s for 500 items) that clips its end until it finishes. Once, on a
    // loaded CI machine, a click made during it left the page where it was (not reproduced since): the test waits for
    // the animation to end, and gives the navigation 30 s.
    await expect.poll(() => sidebar().locator('details[data-animating]').count()).toBe(0);
    await Promise.all([
      page.waitForURL(`${site.url}/docs/reference/ref-499`, { timeout: 30_000 }),
      sidebar().getByRole('link', { name: 'Reference 499', exact: true }).click(),
    ]);
    expect(await page.locator('h1').textContent()).toBe('Reference 499');
  });

  it("makes the sidebar's file a page of its own, every category open", async () => {
    const html = await readFile(path.join(site.outDir, 'docs/intro.html'), 'utf8');
    const file = /data-sg-sidebar-src="(\/assets\/sidebars\/[^"]+)"/.exec(html)?.[1] ?? '';
    await open(file, true);
    expect(await page.title()).toBe('Docs sidebar | Fixture');
    expect(await page.locator('details:not([open])').count()).toBe(0);
    expect(await page.getByRole('link').count()).toBe(1 + 600 + 1 + 1 + 500);
    expect(await axeViolations(page)).toEqual([]);
  });

  it("leads a reader without JavaScript to the pages of a category without a page, through the sidebar's file", async () => {
    await open('/docs/intro', false);
    await sidebar().getByText('Guides', { exact: true }).click();
    await sidebar().getByRole('link', { name: 'The pages of Guides' }).click();
    // The file is a page: the server answers its address without `.html`, as hosts with clean URLs do.
    await page.waitForURL(/\/assets\/sidebars\/tutorialSidebar-[\w-]{10}(?:\.html)?#sg-sidebar-1$/);
    expect(await page.title()).toBe('Docs sidebar | Fixture');
    const guides = page.locator('#sg-sidebar-1');
    await expect.poll(() => guides.getByRole('link', { name: 'Guide 599', exact: true }).isVisible()).toBe(true);
    await guides.getByRole('link', { name: 'Guide 599', exact: true }).click();
    await page.waitForURL(`${site.url}/docs/guides/guide-599`);
    expect(await page.locator('h1').textContent()).toBe('Guide 599');
  });
});

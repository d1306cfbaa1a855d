/**
 * The blog in a real browser (fixture: test/fixtures/e2e-blog), without
 * JavaScript: a reader walks from the blog's index to a post, from the post
 * to a tag's page, to the archive and on to the older page of the list, by
 * the links on the pages; its RSS and Atom feeds show as pages through their stylesheets
 * (`feedOptions.xslt`); then axe-core checks the blog's pages, light and wide,
 * then dark and narrow. Then a Docusaurus website's blog (the classic skin): its
 * mobile menu holds the navbar's links and the recent posts, with JavaScript or
 * without; its newer/older links have one arrow each; its archive is Docusaurus's;
 * its navbar, footer and `<html>` classes are as the site's CSS expects them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { serve } from '../../src/serve/serve.ts';
import { dinoSite } from '../integration/dinoSite.ts';
import { throwawaySites } from '../integration/runSitegen.ts';
import { chromiumPath, launchBrowser } from './browser.ts';
import { axeViolations, watchPage } from './pageHelpers.ts';
import { blogFixtureDir, startFixtureSite, type FixtureSite } from './site.ts';

describe.skipIf(!chromiumPath)('the blog', { timeout: 90_000 }, () => {
  let browser: Browser;
  let site: FixtureSite;

  beforeAll(async () => {
    [browser, site] = await Promise.all([launchBrowser(), startFixtureSite({ siteDir: blogFixtureDir })]);
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  it('walks index → post → tag → archive → older page without JavaScript', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.url}/blog`);
    const titles = () => page.locator('h2.sg-blog-post__title').allTextContents();
    expect(await titles()).toEqual(['Field notes', 'A plesiosaur']);
    expect(await page.getByText('Rain, then sun.').count()).toBe(0);

    await page.getByRole('link', { name: 'A plesiosaur' }).first().click();
    await page.waitForURL(`${site.url}/blog/2024/03/05/plesiosaur`);
    expect(await page.locator('h1').textContent()).toBe('A plesiosaur');
    expect(await page.locator('time').first().textContent()).toBe('March 5, 2024');
    await expect(page.getByRole('link', { name: 'Mary Anning' }).first().getAttribute('href')).resolves.toBe(
      '/blog/authors/mary',
    );
    expect(await page.locator('main').getByText('Its bones').count()).toBe(1);

    await page.locator('main').getByRole('link', { name: 'finds' }).click();
    await page.waitForURL(`${site.url}/blog/tags/finds`);
    expect(await page.locator('h1').textContent()).toBe('One post tagged with "finds"');
    expect(await titles()).toEqual(['A plesiosaur']);

    await page.getByRole('link', { name: 'Archive' }).click();
    await page.waitForURL(`${site.url}/blog/archive`);
    // Under its year, each post by its day, the oldest first, as Docusaurus's archive lists them.
    expect(await page.locator('main li a').allTextContents()).toEqual([
      'January 10 – The first dig',
      'March 5 – A plesiosaur',
      'June 1 – Field notes',
    ]);

    await page.getByRole('link', { name: 'Blog', exact: true }).click();
    await page.getByRole('link', { name: 'Older entries' }).click();
    await page.waitForURL(`${site.url}/blog/page/2`);
    expect(await titles()).toEqual(['The first dig']);
    await context.close();
  });

  // feedOptions.xslt: each XML feed names sitegen's stylesheet. Chromium announced XSLT's removal; where it is gone,
  // the feed shows as XML.
  for (const [feed, heading] of [
    ['rss.xml', 'RSS'],
    ['atom.xml', 'Atom'],
  ] as const) {
    it(`shows the ${heading} feed as a page of its posts, through its stylesheet`, async () => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      try {
        const page = await context.newPage();
        const response = await page.goto(`${site.url}/blog/${feed}`);
        expect(response?.status()).toBe(200);
        const xslt = await page.evaluate(
          () => typeof (globalThis as { XSLTProcessor?: unknown }).XSLTProcessor === 'function',
        );
        if (!xslt) {
          expect(await page.content()).toContain('Blog Fixture Blog');
          return;
        }
        expect(await page.locator('h1').textContent()).toBe('Blog Fixture Blog');
        expect(await page.locator('.feed-posts h3 a').allTextContents()).toEqual([
          'Field notes',
          'A plesiosaur',
          'The first dig',
        ]);
        expect(await page.getByRole('link', { name: 'A plesiosaur' }).getAttribute('href')).toBe(
          'https://example.com/blog/2024/03/05/plesiosaur',
        );
        expect(await page.locator('.feed-date').allTextContents()).toEqual(
          heading === 'RSS'
            ? ['01 Jun 2024', '05 Mar 2024', '10 Jan 2024']
            : ['2024-06-01', '2024-03-05', '2024-01-10'],
        );
        expect(await page.locator('link[rel=stylesheet]').getAttribute('href')).toBe(feed.replace('.xml', '.css'));
        expect(await page.evaluate(() => getComputedStyle(document.querySelector('main')!).maxWidth)).toBe('736px');
      } finally {
        await context.close();
      }
    });
  }

  // Two of the four combinations: each walk of seven pages takes seven seconds.
  for (const [mode, width] of [
    ['light', 1280],
    ['dark', 400],
  ] as const) {
    it(`has no axe violations on the blog's pages (${mode}, ${width} px)`, async () => {
      const context = await browser.newContext({
        viewport: { width, height: 900 },
        storageState: { cookies: [], origins: [{ origin: site.url, localStorage: [{ name: 'theme', value: mode }] }] },
      });
      try {
        const page = await context.newPage();
        for (const route of [
          '/blog',
          '/blog/2024/03/05/plesiosaur',
          '/blog/tags',
          '/blog/tags/digs',
          '/blog/archive',
          '/blog/authors',
          '/blog/authors/mary',
        ]) {
          await page.goto(site.url + route);
          await page.waitForLoadState('networkidle');
          expect(await axeViolations(page), `${route} ${mode} ${width}`).toEqual([]);
        }
      } finally {
        await context.close();
      }
    });
  }
});

const post = (title: string, more = '') =>
  `---\nauthors: rex\n---\n\n# ${title}\n\nA summary.\n\n<!-- truncate -->\n\n## More\n\nThe rest.${more}\n`;
const classicBlogSite: Record<string, string | null> = {
  ...dinoSite,
  'static/img/favicon.ico': 'an icon\n',
  'blog/authors.yml':
    'rex:\n  name: Rex\n  title: Chief roarer\n  url: https://example.com/rex\n  page: true\n  socials:\n    github: rexdino\n    x: rexroars\n',
  'blog/2023-03-01-old-bones.md': post('Old bones'),
  'blog/2024-01-10-a-nest.md': post('A nest'),
  'blog/2024-06-01-eggs.md': post('Eggs'),
  'src/css/custom.css':
    ':root { --ifm-color-primary: #2e8555; }\n.navbar { --ifm-navbar-link-hover-color: #68bbbc; }\n.footer { --ifm-footer-background-color: #20232a; }\n',
};

describe.skipIf(!chromiumPath)("a Docusaurus website's blog", { timeout: 120_000 }, () => {
  const sites = throwawaySites();
  let browser: Browser;
  let server: Awaited<ReturnType<typeof serve>>;
  let context: BrowserContext | undefined;

  beforeAll(async () => {
    const [launched, run] = await Promise.all([launchBrowser(), sites.build(classicBlogSite, ['--quiet'])]);
    browser = launched;
    if (run.code !== 0) throw new Error(run.stderr);
    server = await serve({ root: run.outDir, port: 0, host: '127.0.0.1' });
  }, 120_000);
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.close();
    await sites.cleanup();
  });

  async function open(
    route: string,
    options: { width?: number; dark?: boolean; javaScriptEnabled?: boolean } = {},
  ): Promise<Page> {
    await context?.close();
    context = await browser.newContext({
      viewport: { width: options.width ?? 1280, height: 900 },
      javaScriptEnabled: options.javaScriptEnabled ?? true,
      storageState: {
        cookies: [],
        origins: [{ origin: server.url, localStorage: [{ name: 'theme', value: options.dark ? 'dark' : 'light' }] }],
      },
    });
    const page = await context.newPage();
    await page.goto(server.url + route);
    await page.waitForLoadState('networkidle');
    return page;
  }

  /** Whether a tap at the centre of `locator` reaches it (not the backdrop or the page under it). */
  const reachable = (locator: Locator) =>
    locator.evaluate((el) => {
      const box = el.getBoundingClientRect();
      return (
        box.width > 0 && el.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2))
      );
    });

  for (const route of ['/blog/2024/06/01/eggs', '/docs/intro']) {
    it(`at 400 px, dark, the menu of ${route} shows the navbar's links, within reach, and the page's own menu under them`, async () => {
      const page = await open(route, { width: 400, dark: true });
      const watch = watchPage(page);
      await page.locator('summary.sg-navbar__menu-button').click();
      const drawer = page.getByRole('dialog', { name: 'Navigation menu' });
      for (const name of ['Tutorial', 'Community', 'Blog', 'GitHub']) {
        expect(
          await reachable(drawer.locator('.sg-drawer__items').getByRole('link', { name, exact: true })),
          name,
        ).toBe(true);
      }
      if (route.startsWith('/blog')) {
        // The recent posts, moved into the menu; the current post marked.
        expect(await drawer.getByRole('navigation', { name: 'Blog recent posts navigation' }).isVisible()).toBe(true);
        expect(await drawer.getByRole('link', { name: 'Eggs' }).getAttribute('aria-current')).toBe('page');
        expect(await reachable(drawer.getByRole('link', { name: 'Old bones' }))).toBe(true);
        // The blog's navbar item is active on its posts, as react-router's NavLink marks it.
        expect(
          await drawer
            .locator('.sg-drawer__items')
            .getByRole('link', { name: 'Blog', exact: true })
            .getAttribute('aria-current'),
        ).toBe('page');
      } else {
        expect(await reachable(drawer.locator('.sg-sidebar').getByRole('link', { name: 'Intro', exact: true }))).toBe(
          true,
        );
      }
      expect(watch.problems).toEqual([]);
    });
  }

  it("without JavaScript, the open menu shows the navbar's links and the recent posts in the page", async () => {
    const page = await open('/blog/2024/06/01/eggs', { width: 400, javaScriptEnabled: false });
    await page.locator('summary.sg-navbar__menu-button').click();
    for (const name of ['Tutorial', 'Community', 'Blog', 'GitHub']) {
      expect(await reachable(page.locator('.sg-drawer__items').getByRole('link', { name, exact: true })), name).toBe(
        true,
      );
    }
    await page.getByRole('link', { name: 'Old bones' }).scrollIntoViewIfNeeded();
    expect(await reachable(page.getByRole('link', { name: 'Old bones' }))).toBe(true);
  });

  /** A pager link's words as the reader sees them: its label's text with what CSS draws around it. */
  const shownLabels = (page: Page) =>
    page.locator('.pagination-nav__link .pagination-nav__label').evaluateAll((labels) =>
      labels.map((label) => {
        const drawn = (pseudo: string) =>
          getComputedStyle(label, pseudo)
            .content.replace(/^none$|^normal$/, '')
            .replace(/^"(.*)"$/, '$1');
        return `${drawn('::before')}${label.textContent ?? ''}${drawn('::after')}`;
      }),
    );

  it('shows one arrow on each newer/older link of a post, of the list and of a doc', async () => {
    expect(await shownLabels(await open('/blog/2024/01/10/a-nest'))).toEqual(['« The first roar', 'Old bones »']);
    const doc = await shownLabels(await open('/docs/intro'));
    expect(doc.length).toBeGreaterThan(0);
    for (const label of doc) expect(label.match(/[«»]/g), label).toHaveLength(1);
  });

  it('lists the archive as Docusaurus does: a hero, the newest year first, the oldest post of a year first', async () => {
    const page = await open('/blog/archive');
    expect(await page.locator('header.hero h1.hero__title').textContent()).toBe('Archive');
    expect(await page.locator('.col.col--4 h3').evaluateAll((headings) => headings.map((h) => h.id))).toEqual([
      '2024',
      '2023',
    ]);
    expect(await page.locator('.col.col--4 li a').allTextContents()).toEqual([
      'January 10 - A nest',
      'May 4 - The first roar',
      'June 1 - Eggs',
      'March 1 - Old bones',
    ]);
    expect(await page.locator('.sg-blog-sidebar').count()).toBe(0);
  });

  it("puts the page's kind on <html>, as Docusaurus does, and changes it on client navigation", async () => {
    const page = await open('/blog/2024/06/01/eggs');
    const classes = () => page.evaluate(() => document.documentElement.className);
    expect(await classes()).toBe('blog-wrapper blog-post-page plugin-blog plugin-id-default');
    await page.locator('main').getByRole('link', { name: 'Older post' }).click();
    await page.waitForURL(`${server.url}/blog/2024/05/04/first-roar`);
    await page
      .locator('.pagination-nav')
      .getByRole('link', { name: /Newer post/ })
      .waitFor();
    await page.locator('nav.navbar').getByRole('link', { name: 'Blog', exact: true }).click();
    await page.waitForURL(`${server.url}/blog`);
    await page.waitForFunction(() => document.documentElement.classList.contains('blog-list-page'));
    expect(await classes()).toBe('blog-wrapper blog-list-page plugin-blog plugin-id-default');
  });

  it("shows an author's social profiles as icons titled with their platform", async () => {
    const page = await open('/blog/2024/06/01/eggs');
    const author = page.locator('main .avatar').first();
    expect(await author.locator('.avatar__photo-link, .avatar__name a').count()).toBeGreaterThan(0);
    expect(
      await author
        .locator('.sg-blog-author__social')
        .evaluateAll((links) => links.map((a) => [a.getAttribute('title'), a.getAttribute('href')])),
    ).toEqual([
      ['GitHub', 'https://github.com/rexdino'],
      ['X', 'https://x.com/rexroars'],
    ]);
    expect(await author.getByRole('link', { name: 'GitHub' }).isVisible()).toBe(true);
  });

  it("sizes a post's title and lays the blog out as Docusaurus does", async () => {
    const page = await open('/blog');
    const style = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((el) => {
          const s = getComputedStyle(el);
          return { fontSize: s.fontSize, color: s.color };
        });
    expect((await style('main h2.sg-blog-post__title')).fontSize).toBe('48px');
    expect((await style('main h2.sg-blog-post__title a')).color).toBe('rgb(46, 133, 85)');
    expect(await page.locator('.container > .row > aside.col--3 + main.col--7').count()).toBe(1);
    expect(await page.locator('main article.margin-bottom--xl').count()).toBe(4);
  });

  it("colours the footer and the active or hovered navbar link as the site's CSS says", async () => {
    const page = await open('/blog/2024/06/01/eggs');
    const colour = (locator: Locator, property: 'color' | 'backgroundColor') =>
      locator.evaluate((el, p) => getComputedStyle(el)[p], property);
    expect(await colour(page.locator('footer.footer'), 'backgroundColor')).toBe('rgb(32, 35, 42)');
    const links = page.locator('nav.navbar .navbar__items');
    expect(await colour(links.getByRole('link', { name: 'Blog', exact: true }), 'color')).toBe('rgb(104, 187, 188)');
    const tutorial = links.getByRole('link', { name: 'Tutorial', exact: true });
    await tutorial.hover();
    await page.waitForFunction(
      () =>
        getComputedStyle(
          [...document.querySelectorAll('nav.navbar .navbar__items a')].find((a) => a.textContent === 'Tutorial')!,
        ).color === 'rgb(104, 187, 188)',
    );
  });
});

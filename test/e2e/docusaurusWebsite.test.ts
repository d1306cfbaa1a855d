/**
 * A Docusaurus website in a real browser: the integration test's small site (`dinoSite`), built with no
 * sitegen config and served: its interactive pages hydrate and work, a `BrowserOnly` whose render function
 * calls hooks shows its content, its client modules run on every page, and nothing logs an error.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { serve } from '../../src/serve/serve.ts';
import { dinoSite } from '../integration/dinoSite.ts';
import { throwawaySites } from '../integration/runSitegen.ts';
import { chromiumPath, launchBrowser } from './browser.ts';
import { watchPage, type PageWatch } from './pageHelpers.ts';

const sites = throwawaySites();

const site: Record<string, string | null> = {
  ...dinoSite,
  'static/img/favicon.ico': 'an icon\n',
  'src/pages/mode-in-browser.js': `import React from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import { useColorMode } from '@docusaurus/theme-common';

export default function ModeInBrowser() {
  return (
    <main>
      <BrowserOnly fallback={<p>Loading…</p>}>
        {() => {
          // A hook inside the render function, as Docusaurus sites write it.
          const { colorMode } = useColorMode();
          return <p className="mode">In the browser, in {colorMode} mode.</p>;
        }}
      </BrowserOnly>
    </main>
  );
}
`,
};

describe.skipIf(!chromiumPath)('a Docusaurus website in the browser', { timeout: 120_000 }, () => {
  let browser: Browser;
  let server: Awaited<ReturnType<typeof serve>>;
  let context: BrowserContext | undefined;
  let page: Page;
  let watch: PageWatch;

  beforeAll(async () => {
    const [launched, run] = await Promise.all([launchBrowser(), sites.build(site, ['--quiet'])]);
    browser = launched;
    if (run.code !== 0) throw new Error(run.stderr);
    server = await serve({ root: run.outDir, port: 0, host: '127.0.0.1' });
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await sites.cleanup();
  });
  afterEach(async () => {
    await context?.close();
    context = undefined;
  });

  async function open(route: string): Promise<Page> {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    // The blog is not built (a warning of the build): the router's prefetch of its link finds nothing.
    watch = watchPage(page, (url, status) => status === 404 && new URL(url).pathname === '/blog');
    await page.goto(server.url + route);
    await page.waitForLoadState('networkidle');
    return page;
  }

  it('hydrates a page with state: its button counts', async () => {
    await open('/counter');
    const button = page.getByRole('button', { name: /Clicked/ });
    await page.waitForFunction(() => document.documentElement.dataset.greeted !== undefined);
    await button.click();
    await button.click();
    expect(await button.innerText()).toBe('Clicked 2 times');
    expect(watch.problems).toEqual([]);
  });

  it('shows what BrowserOnly renders once mounted, though its render function calls a hook', async () => {
    await open('/mode-in-browser');
    await page.locator('.mode').waitFor();
    expect(await page.locator('.mode').innerText()).toBe('In the browser, in light mode.');
    expect(watch.problems).toEqual([]);
  });

  it("runs the client modules on every page, and again after the client router's navigation: onRouteDidUpdate gets the location", async () => {
    await open('/docs/intro');
    await page.waitForFunction(() => document.documentElement.dataset.greeted !== undefined);
    expect(await page.evaluate(() => document.documentElement.dataset.greeted)).toBe('/docs/intro');
    // A link of the site, taken by the client router: the page is not loaded again, the hooks run again.
    await page.evaluate(() => {
      (window as unknown as { __samePage: boolean }).__samePage = true;
    });
    await page.getByRole('link', { name: 'Community' }).click();
    await page.waitForFunction(() => document.documentElement.dataset.greeted === '/community/support');
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
    expect(watch.problems).toEqual([]);
  });
});

/**
 * Math and Mermaid diagrams in a real browser (fixture: test/fixtures/e2e-diagrams):
 * diagrams drawn as SVG by the loader only pages with a diagram load, drawn
 * again when the colour mode changes, after client navigation, and Mermaid's
 * message in place of a diagram it cannot parse; math styled by KaTeX's
 * stylesheet, linked by client navigation too, with no script for it.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { chromiumPath, launchBrowser } from './browser.ts';
import { markWindow, runtimePattern, waitForShown, watchPage, windowState, type PageWatch } from './pageHelpers.ts';
import { diagramsFixtureDir, startFixtureSite, type FixtureSite } from './site.ts';

const loaderPattern = /\/assets\/mermaid\/mermaid-loader-[^/]+\.js$/;
const mermaidFiles = /\/assets\/mermaid\//;
const katexStylesheet = /\/assets\/katex\/katex-[^/]+\.css$/;

describe.skipIf(!chromiumPath)('math and diagrams', { timeout: 60_000 }, () => {
  let browser: Browser;
  let site: FixtureSite;
  let context: BrowserContext | undefined;
  let page: Page;
  let watch: PageWatch;

  beforeAll(async () => {
    [browser, site] = await Promise.all([launchBrowser(), startFixtureSite({ siteDir: diagramsFixtureDir })]);
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });
  afterEach(async () => {
    await context?.close();
    context = undefined;
  });

  async function open(route: string): Promise<Page> {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 }, colorScheme: 'light' });
    page = await context.newPage();
    watch = watchPage(page);
    await page.goto(site.url + route);
    await page.waitForLoadState('networkidle');
    return page;
  }

  const requested = (pattern: RegExp) => watch.requests.filter((url) => pattern.test(url)).length;
  const scripts = () => watch.requests.filter((url) => url.endsWith('.js')).map((url) => new URL(url).pathname);
  /** Waits until every diagram of the page on screen is drawn (or failed), and returns their states. */
  const settled = () =>
    page
      .waitForFunction(() => {
        const blocks = [...document.querySelectorAll('#sg-page [data-sg-mermaid]')];
        return blocks.length > 0 && blocks.every((block) => block.getAttribute('data-state'))
          ? blocks.map((block) => block.getAttribute('data-state'))
          : undefined;
      })
      .then((handle) => handle.jsonValue());
  /** The fill of the diagram's first node shape, as the browser computes it. */
  const nodeFill = () =>
    page.evaluate(() => {
      const shape = document.querySelector(
        '#sg-page .sg-mermaid__diagram svg .node rect, #sg-page .sg-mermaid__diagram svg .node polygon',
      );
      return shape ? getComputedStyle(shape).fill : 'no node shape';
    });

  it('a diagram page loads the loader and Mermaid, and draws the diagram as an <svg> in place of its source', async () => {
    await open('/docs/flowchart');
    expect(await settled()).toEqual(['drawn']);
    const block = page.locator('#sg-page [data-sg-mermaid]');
    await expect(block.locator('.sg-mermaid__diagram svg').count()).resolves.toBe(1);
    expect(await block.locator('svg').getAttribute('aria-roledescription')).toBe('flowchart-v2');
    expect(await block.locator('svg').textContent()).toContain('Does it build?');
    expect(await block.locator('.sg-mermaid__source').isVisible()).toBe(false);
    expect(requested(loaderPattern)).toBe(1);
    expect(requested(mermaidFiles)).toBeGreaterThan(1);
    expect(watch.problems).toEqual([]);
  });

  it('a page without a diagram loads the runtime only: no Mermaid, no loader', async () => {
    await open('/docs/plain');
    // The runtime and the small chunks it shares with the other entries (the page's strings reader among them).
    expect(scripts().length).toBeLessThanOrEqual(3);
    expect(site.url + scripts()[0]).toMatch(runtimePattern);
    for (const script of scripts().slice(1)) expect(script).toMatch(/^\/assets\/chunks\/chunk-[^/]+\.js$/);
    expect(requested(mermaidFiles)).toBe(0);
    expect(watch.problems).toEqual([]);
  });

  it('the diagram is drawn again in the other colours when the colour mode is toggled', async () => {
    await open('/docs/flowchart');
    await settled();
    const light = await nodeFill();
    expect(light).toMatch(/^rgb/);
    const firstSvg = await page.locator('#sg-page .sg-mermaid__diagram svg').getAttribute('id');

    await page.locator('[data-color-toggle]').click();
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe('dark');
    await page.waitForFunction(
      (before) => document.querySelector('#sg-page .sg-mermaid__diagram svg')?.id !== before,
      firstSvg,
    );
    const dark = await nodeFill();
    expect(dark).toMatch(/^rgb/);
    expect(dark).not.toBe(light);

    const darkSvg = await page.locator('#sg-page .sg-mermaid__diagram svg').getAttribute('id');
    await page.locator('[data-color-toggle]').click();
    await page.waitForFunction((before) => {
      const svg = document.querySelector('#sg-page .sg-mermaid__diagram svg');
      return svg !== null && document.documentElement.getAttribute('data-theme') === 'light' && svg.id !== before;
    }, darkSvg);
    expect(await nodeFill()).toBe(light);
    expect(await page.locator('#sg-page .sg-mermaid__diagram svg').count()).toBe(1);
    expect(watch.problems).toEqual([]);
  });

  it('client navigation: a page without a diagram, then one with, then another one with a diagram', async () => {
    await open('/docs/plain');
    await markWindow(page);
    await page.locator('#sg-page').getByRole('link', { name: 'the flowchart' }).click();
    await waitForShown(page, '/docs/flowchart', 'Flowchart');
    expect(await settled()).toEqual(['drawn']);
    expect(await page.locator('#sg-page svg[aria-roledescription="flowchart-v2"]').count()).toBe(1);

    await page.locator('#sg-page').getByRole('link', { name: 'the sequence' }).click();
    await waitForShown(page, '/docs/sequence', 'Sequence');
    expect(await settled()).toEqual(['drawn']);
    expect(await page.locator('#sg-page svg[aria-roledescription="sequence"]').count()).toBe(1);
    expect(await page.locator('#sg-page .sg-mermaid__diagram svg').textContent()).toContain('GET /docs/sequence');

    expect((await windowState(page)).marker).toBe('kept');
    expect(requested(loaderPattern)).toBe(1);
    // The toggle still reaches a diagram brought in by navigation.
    const light = await nodeFill();
    await page.locator('[data-color-toggle]').click();
    await page.waitForFunction((before) => {
      const shape = document.querySelector(
        '#sg-page .sg-mermaid__diagram svg .node rect, #sg-page .sg-mermaid__diagram svg .actor',
      );
      return shape !== null && getComputedStyle(shape).fill !== before;
    }, light);
    expect(watch.problems).toEqual([]);
  });

  it("a diagram Mermaid cannot parse shows Mermaid's message in its place, above its source", async () => {
    await open('/docs/broken');
    expect(await settled()).toEqual(['failed']);
    const block = page.locator('#sg-page [data-sg-mermaid]');
    const alert = block.getByRole('alert');
    expect(await alert.locator('p').textContent()).toBe('Mermaid could not draw this diagram:');
    // Mermaid's own message, word for word.
    expect(await alert.locator('pre').textContent()).toBe(
      [
        'Parse error on line 4:',
        '...D  A --> B  B -->',
        '--------------------^',
        "Expecting 'AMP', 'COLON', 'PIPE', 'TESTSTR', 'DOWN', 'DEFAULT', 'NUM', 'COMMA', 'NODE_STRING', 'BRKT', 'MINUS', 'MULT', 'UNICODE_TEXT', got 'EOF'",
      ].join('\n'),
    );
    expect(await block.locator('.sg-mermaid__source').isVisible()).toBe(true);
    expect(await block.locator('svg').count()).toBe(0);
    // Nothing Mermaid drew for the failed diagram is left behind in the page.
    expect(await page.locator('[id^="sg-mermaid-"], [id^="dsg-mermaid-"]').count()).toBe(0);
    expect(watch.problems).toEqual([]);
  });

  it("math is KaTeX's HTML styled by its stylesheet, also after client navigation from a page without math, with no script for it", async () => {
    await open('/docs/plain');
    const plainScripts = scripts();
    expect(await page.locator('link[rel="stylesheet"][href*="/assets/katex/"]').count()).toBe(0);
    expect(await page.locator('#sg-page p').first().innerText()).toBe(
      'No math and no diagram here; prices such as $5 and $10 stay text.',
    );
    await page.locator('#sg-page').getByRole('link', { name: 'the formulas' }).click();
    await waitForShown(page, '/docs/formulas', 'Formulas');
    expect(requested(katexStylesheet)).toBe(1);
    expect(await page.locator('#sg-page .katex').count()).toBe(2);
    expect(await page.locator('#sg-page .katex-display').count()).toBe(1);
    // KaTeX's stylesheet hides the MathML copy (kept for screen readers) and lays out the HTML with its fonts.
    const styles = await page.evaluate(() => {
      const mathml = document.querySelector('#sg-page .katex-mathml');
      const katex = document.querySelector('#sg-page .katex');
      return {
        mathml: mathml ? getComputedStyle(mathml).position : '',
        font: katex ? getComputedStyle(katex).fontFamily : '',
      };
    });
    expect(styles).toEqual({ mathml: 'absolute', font: 'KaTeX_Main, "Times New Roman", serif' });
    await page.waitForFunction(() => document.fonts.check('1em KaTeX_Main'));
    expect(scripts()).toEqual(plainScripts);
    expect((await windowState(page)).navigationEntries).toBe(1);
    expect(watch.problems).toEqual([]);
  });
});

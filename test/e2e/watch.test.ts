/**
 * `sitegen serve --watch` in Chromium, as an author sees it: saving a doc
 * reloads the tab that shows it, at the same scroll position, and leaves a
 * tab on another page alone; a save that does not build shows an overlay
 * with the diagnostic over the last good page (no axe violations), and the
 * next good save takes it away.
 */
import type { ChildProcess } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { collectOutput, stop, waitForLine, waitForOutput } from '../integration/httpHelpers.ts';
import { removeDir, startSitegen, writeSite } from '../integration/runSitegen.ts';
import { chromiumPath, launchBrowser } from './browser.ts';
import { axeViolations, markWindow, watchPage, windowState, type PageWatch } from './pageHelpers.ts';

const paragraphs = Array.from(
  { length: 60 },
  (_, i) => `Paragraph ${i + 1} of the long page, long enough to scroll through.`,
).join('\n\n');

describe.skipIf(!chromiumPath)('sitegen serve --watch in the browser', { timeout: 90_000 }, () => {
  let browser: Browser;
  let root: string;
  let siteDir: string;
  let child: ChildProcess;
  let url: string;
  let context: BrowserContext | undefined;
  let watch: PageWatch;
  const longDoc = () => path.join(siteDir, 'docs', 'long.md');

  beforeAll(async () => {
    ({ root, siteDir } = await writeSite({
      'docs/long.md': `---\ntitle: Long page\nsidebar_position: 1\n---\n\nThe first version.\n\n${paragraphs}\n`,
      'docs/other.md': '---\ntitle: Other page\nsidebar_position: 2\n---\n\nSomething else.\n',
      'pages/index.tsx': 'export default function Home() { return <main><h1>Home</h1></main>; }\n',
    }));
    child = startSitegen(['serve', 'site', '--watch', '--port', '0'], { cwd: root });
    const output = collectOutput(child);
    const [launched, serving] = await Promise.all([launchBrowser(), waitForLine(child, /^Serving /, 30_000)]);
    browser = launched;
    url = /at (\S+),/.exec(serving)?.[1] ?? '';
    await waitForOutput(output, /✓ Built \d+ pages in /, 'the first build');
  }, 90_000);

  afterAll(async () => {
    await browser?.close();
    await stop(child);
    await removeDir(root);
  });

  afterEach(async () => {
    await context?.close();
    context = undefined;
    // A reload ends the page's event stream, which Chromium reports as aborted: that is the reload, not a problem.
    expect(watch.problems.filter((problem) => !/\/__sitegen\/events \(net::ERR_ABORTED\)$/.test(problem))).toEqual([]);
  });

  async function open(pathname: string): Promise<Page> {
    context ??= await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    watch = watchPage(page);
    // Connected to the server's events (the stream never ends: its headers are the sign).
    const connected = page.waitForResponse((response) => response.url().endsWith('/__sitegen/events'));
    await page.goto(`${url}${pathname}`, { waitUntil: 'load' });
    await connected;
    return page;
  }

  /** Saves the long doc with `edit` applied to what is on disk. */
  async function editLongDoc(edit: (text: string) => string): Promise<void> {
    await writeFile(longDoc(), edit(await readFile(longDoc(), 'utf8')));
  }

  it('reloads the tab showing the saved page at the same scroll position, and leaves other tabs alone', async () => {
    const page = await open('/docs/long');
    const other = await open('/docs/other');
    await markWindow(other);
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1500);
    await markWindow(page);

    await editLongDoc((text) => text.replace('The first version.', 'The second version.'));
    await expect
      .poll(() => page.locator('article').first().textContent(), { timeout: 20_000 })
      .toContain('The second version.');
    expect((await windowState(page)).marker, 'reloaded').toBeNull();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1500);
    expect((await windowState(other)).marker, 'the other tab').toBe('kept');
  });

  it('shows a save that does not build in an overlay over the last good page, until a good save', async () => {
    const page = await open('/docs/long');
    await markWindow(page);
    await editLongDoc((text) => text.replace('title: Long page', 'title: [Long page'));
    const overlay = page.locator('sitegen-dev-overlay [role="alertdialog"]');
    await overlay.waitFor({ timeout: 20_000 });
    expect(await overlay.locator('h2').textContent()).toBe('The last change did not build: 1 problem');
    const diagnostic = await overlay.locator('pre').first().textContent();
    expect(diagnostic?.split('\n')[0]).toBe('site/docs/long.md:3:1 error InvalidFrontMatter');
    expect(diagnostic).toContain('  > 3 | sidebar_position: 1');
    expect(diagnostic).toContain('  hint: Front matter is YAML');
    // The page under it is the last good one, not reloaded.
    expect((await windowState(page)).marker).toBe('kept');
    expect(await page.locator('h1').first().textContent()).toBe('Long page');
    expect(await axeViolations(page), 'with the overlay').toEqual([]);

    // A tab opened now shows the overlay too.
    const late = await open('/docs/other');
    await late.locator('sitegen-dev-overlay [role="alertdialog"]').waitFor({ timeout: 10_000 });

    await editLongDoc((text) => text.replace('title: [Long page', 'title: Long page, fixed'));
    await expect.poll(() => page.locator('h1').first().textContent(), { timeout: 20_000 }).toBe('Long page, fixed');
    expect(await page.locator('sitegen-dev-overlay').count()).toBe(0);
    await expect.poll(() => late.locator('sitegen-dev-overlay').count()).toBe(0);
  });
});

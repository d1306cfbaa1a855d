/** Small helpers shared by the browser tests: problem watching, runtime blocking, axe. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { AxeResults } from 'axe-core';
import type { BrowserContext, Page, Route } from 'playwright-core';

/** The shell runtime's URL pattern (content-hashed file name). */
export const runtimePattern = /\/assets\/runtime-[^/]+\.js$/;

/**
 * Serves an empty runtime script instead of the real one, so whatever the
 * page shows comes from the HTML, the CSS and the inline head script alone.
 * Returns a counter of the requests it answered, to prove the block applied,
 * and `unblock` to serve the real runtime again.
 */
export async function blockRuntime(
  target: Page | BrowserContext,
): Promise<{ count: () => number; unblock: () => Promise<void> }> {
  let count = 0;
  const handler = async (route: Route) => {
    count += 1;
    await route.fulfill({
      status: 200,
      contentType: 'text/javascript; charset=utf-8',
      body: '/* runtime blocked by the test */',
    });
  };
  await target.route(runtimePattern, handler);
  return { count: () => count, unblock: () => target.unroute(runtimePattern, handler) };
}

export interface PageWatch {
  /** Every URL the page requested, in order. */
  requests: string[];
  /** Console errors, uncaught exceptions, failed requests and HTTP errors, one line each. */
  problems: string[];
}

/** Records what went wrong while `page` loads; `allowStatus` lists URLs whose error status is expected. */
export function watchPage(page: Page, allowStatus: (url: string, status: number) => boolean = () => false): PageWatch {
  const watch: PageWatch = { requests: [], problems: [] };
  page.on('request', (request) => {
    watch.requests.push(request.url());
  });
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // Chromium also logs every error response to the console; an expected status is not a problem.
    const status = /^Failed to load resource: the server responded with a status of (\d+)/.exec(message.text());
    if (status && allowStatus(message.location().url, Number(status[1]))) return;
    watch.problems.push(`console.error: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => {
    watch.problems.push(`uncaught: ${error.message}`);
  });
  page.on('requestfailed', (request) => {
    watch.problems.push(`request failed: ${request.url()} (${request.failure()?.errorText ?? 'unknown'})`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400 && !allowStatus(response.url(), response.status())) {
      watch.problems.push(`HTTP ${response.status()}: ${response.url()}`);
    }
  });
  return watch;
}

const require = createRequire(import.meta.url);
const axeSource = readFileSync(path.join(path.dirname(require.resolve('axe-core')), 'axe.min.js'), 'utf8');

/**
 * Injects axe-core (from node_modules, no network) and runs it on the page.
 * Returns one readable line per violating node, empty when there is none.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  const results = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResults> } }).axe;
    return axe.run(document, { resultTypes: ['violations'] });
  });
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help} at ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`,
    ),
  );
}

/** What tells a client navigation (same window, same document) from a page load. */
export interface WindowState {
  /** `window.__marker`, set by `markWindow`; gone after a page load. */
  marker: string | null;
  /** Entries of type `navigation`: one per document. */
  navigationEntries: number;
  /** The address the document was loaded from (the navigation entry's name). */
  loadedFrom: string;
  /** `performance.timeOrigin`: changes with every new document. */
  timeOrigin: number;
}

/** Sets `window.__marker`, which survives client navigation and not a page load. */
export async function markWindow(page: Page, value = 'kept'): Promise<void> {
  await page.evaluate((v) => {
    (window as unknown as { __marker?: string }).__marker = v;
  }, value);
}

export function windowState(page: Page): Promise<WindowState> {
  return page.evaluate(() => {
    const entries = performance.getEntriesByType('navigation');
    return {
      marker: (window as unknown as { __marker?: string }).__marker ?? null,
      navigationEntries: entries.length,
      loadedFrom: entries[0]?.name ?? '',
      timeOrigin: performance.timeOrigin,
    };
  });
}

/** Waits until the page at `pathname` is on screen: the address and its main heading. */
export async function waitForShown(page: Page, pathname: string, heading: string): Promise<void> {
  await page.waitForFunction(
    ([p, h]) => location.pathname === p && document.querySelector('main h1')?.textContent === h,
    [pathname, heading] as const,
  );
}

/** An init script: the browser has no IntersectionObserver, so only hover and focus prefetch. */
export function removeIntersectionObserver(): void {
  delete (window as unknown as { IntersectionObserver?: unknown }).IntersectionObserver;
}

/** An init script: `navigator.connection` reports the given Network Information values. */
export function fakeConnection(connection: { saveData: boolean; effectiveType: string }): void {
  Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => connection });
}

/**
 * Blocks every request to a host other than 127.0.0.1 and records its URL:
 * the returned list must stay empty (the site works offline). Routes added
 * later win, so a test can still answer for a remote host itself.
 */
export async function blockOffsite(page: Page): Promise<string[]> {
  const offsite: string[] = [];
  await page.route('**/*', async (route) => {
    const url = route.request().url();
    if (new URL(url).hostname === '127.0.0.1') await route.continue();
    else {
      offsite.push(url);
      await route.abort('blockedbyclient');
    }
  });
  return offsite;
}

/**
 * The JSON Schema viewer (`::schema-viewer`) in a real browser: the server
 * HTML without JavaScript, hydration, "Expand all" / "Collapse all", rows that
 * open (with bodies rendered on the server or only when opened), the filter,
 * deep links, copied node links, oneOf tabs, recursive links, two viewers on
 * one page, and axe-core in light and dark mode. The fixture
 * (`test/fixtures/e2e-viewer`) shows `static/schemas/order.json`, which
 * references `customer.json` beside it; `/docs/two-viewers` shows it twice,
 * the second time with `nodeBudget=3`, so only its first level renders on the
 * server; `/deep` (a React page, `pages/deep.tsx`) passes a schema nested
 * 2,000 levels deep as props. Every test also checks that the page logged no
 * error and requested nothing from another host than the test server.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { chromiumPath, launchBrowser } from './browser.ts';
import { axeViolations, blockOffsite, watchPage, type PageWatch } from './pageHelpers.ts';
import { startFixtureSite, type FixtureSite } from './site.ts';

const viewerFixtureDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/e2e-viewer');

/** An element by its id: node ids hold `.` and `:`, so no `#id` selectors. */
const byId = (id: string) => `[id="${id}"]`;

describe.skipIf(!chromiumPath)('JSON Schema viewer', { timeout: 60_000 }, () => {
  let browser: Browser;
  let site: FixtureSite;
  let context: BrowserContext | undefined;
  let page: Page;
  let watch: PageWatch;
  /** Requests to any host but the test server's (aborted, and counted). */
  let offsite: string[];

  beforeAll(async () => {
    [browser, site] = await Promise.all([launchBrowser(), startFixtureSite({ siteDir: viewerFixtureDir })]);
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });
  afterEach(async () => {
    const opened = context !== undefined;
    await context?.close();
    context = undefined;
    if (!opened) return;
    // Every test that opened a page: nothing went wrong and nothing left 127.0.0.1.
    expect(watch.problems).toEqual([]);
    expect(offsite).toEqual([]);
  });

  async function newPage(options: BrowserContextOptions = {}): Promise<Page> {
    context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
    page = await context.newPage();
    watch = watchPage(page);
    offsite = await blockOffsite(page);
    return page;
  }

  /** Opens `route` and waits until every viewer on it is hydrated (its buttons are enabled). */
  async function open(route: string, options: BrowserContextOptions = {}): Promise<Page> {
    await newPage(options);
    await page.goto(site.url + route);
    await hydrated();
    return page;
  }

  function hydrated(): Promise<unknown> {
    return page.waitForFunction(
      () => {
        const viewers = [...document.querySelectorAll('.sg-schema-viewer')];
        return (
          viewers.length > 0 &&
          viewers.every((viewer) => {
            const buttons = [...viewer.querySelectorAll<HTMLButtonElement>('.sg-schema-toolbar button')];
            return buttons.length === 2 && buttons.every((button) => !button.disabled);
          })
        );
      },
      undefined,
      { timeout: 10_000 },
    );
  }

  const node = (id: string) => page.locator(byId(id));
  /** The row of a node: the summary of a collapsible row, or the row of a leaf or embedded node. */
  const row = (id: string) => page.locator(`${byId(id)} > details > .sg-schema-row, ${byId(id)} > .sg-schema-row`);
  /** A node's "#" link: beside the summary of a row (outside it), inside the row of a leaf. */
  const anchorOf = (id: string) =>
    page.locator(
      `${byId(id)} > .sg-schema-link > a.sg-schema-anchor, ${byId(id)} > .sg-schema-row > .sg-schema-link > a.sg-schema-anchor`,
    );
  const viewer = (prefix: string) => page.locator(`.sg-schema-viewer[data-viewer="${prefix}"]`);
  const status = (prefix: string) => viewer(prefix).locator('.sg-schema-status');
  const closedRows = (scope: Locator) => scope.locator('details.sg-schema-details:not([open])').count();
  const openRows = (scope: Locator) => scope.locator('details.sg-schema-details[open]').count();
  const isOpen = (id: string) =>
    page.locator(`${byId(id)} > details`).evaluate((el) => (el as HTMLDetailsElement).open);
  const hash = () => page.evaluate(() => window.location.hash);
  /** Whether the element is inside the viewport, and below the sticky navbar rather than under it. */
  const inViewport = async (locator: Locator) => {
    const box = await locator.boundingBox();
    const size = page.viewportSize();
    const navbar = await page.getByRole('navigation', { name: 'Main' }).boundingBox();
    if (!box || !size || !navbar) return false;
    const top = Math.max(0, navbar.y + navbar.height);
    return box.y >= top && box.y + box.height <= size.height && box.x >= 0 && box.x + box.width <= size.width;
  };

  it('the server HTML holds the rows, their texts and every tab panel, readable with JavaScript off', async () => {
    const html = await (await fetch(`${site.url}/docs/order`)).text();
    // Rows at every depth, with ids from the file name, and leaves.
    for (const id of [
      'order.id',
      'order.customer',
      'order.customer.address',
      'order.customer.address.geo',
      'order.items.:items',
      'order.payment.:oneOf:1.iban',
    ]) {
      expect(html).toContain(`id="${id}"`);
    }
    expect(html).toMatch(
      /<div class="sg-schema-node sg-schema-node--property sg-schema-node--leaf" id="order\.customer\.address\.city">/,
    );
    expect(html).toContain('<code class="sg-schema-name">postalCode</code>');
    // Qualifiers, descriptions, references from the second file, the recursion.
    expect(html).toContain('Possible values');
    expect(html).toContain('must match the regular expression');
    expect(html).toContain('Street and house number.');
    expect(html).toContain('customer.json');
    expect(html).toContain('class="sg-schema-ref sg-schema-ref--recursive" href="#order.items.:items"');
    // Rows start closed (defaultExpandDepth 0) and the toolbar waits for hydration.
    expect(html).not.toMatch(/<details[^>]*\sopen/);
    expect(html).toMatch(/<button type="button" class="sg-schema-button" disabled="">Expand all<\/button>/);

    // In a browser without JavaScript: the top-level rows show, the toolbar does not, rows open natively.
    await newPage({ javaScriptEnabled: false });
    await page.goto(`${site.url}/docs/order`);
    expect(await page.locator('.sg-schema-toolbar').isVisible()).toBe(false);
    expect(await row('order.customer').isVisible()).toBe(true);
    expect(await row('order.customer').innerText()).toContain('customer');
    expect(await row('order.customer.email').isVisible()).toBe(false);
    await node('order.customer').locator('> details > summary').click();
    expect(await row('order.customer.email').isVisible()).toBe(true);
    await node('order.customer.email').locator('> details > summary').click();
    expect(await node('order.customer.email').innerText()).toContain('Format: email (an email address)');
    // Every oneOf panel shows, one under the other (no tabs without JavaScript).
    await node('order.payment').locator('> details > summary').click();
    expect(await page.locator('.sg-schema-tabs__list').first().isVisible()).toBe(false);
    for (const id of [
      'order.payment.:oneOf:0.last4',
      'order.payment.:oneOf:1.iban',
      'order.payment.:oneOf:2.dueDays',
    ]) {
      expect(await row(id).isVisible()).toBe(true);
    }
  });

  it('"Expand all" opens every row and "Collapse all" closes them', async () => {
    await open('/docs/order');
    const tree = viewer('order');
    const total = await tree.locator('details.sg-schema-details').count();
    expect(total).toBeGreaterThan(20);
    expect(await closedRows(tree)).toBe(total);

    await tree.getByRole('button', { name: 'Expand all' }).click();
    await expect.poll(() => closedRows(tree)).toBe(0);
    expect(await openRows(tree)).toBe(total);
    expect(await status('order').innerText()).toBe('Expanded every node.');
    expect(await row('order.customer.address.geo.lat').isVisible()).toBe(true);

    await tree.getByRole('button', { name: 'Collapse all' }).click();
    await expect.poll(() => openRows(tree)).toBe(0);
    expect(await status('order').innerText()).toBe('Collapsed every node.');
    expect(await row('order.customer').isVisible()).toBe(true);
    expect(await row('order.customer.name').isVisible()).toBe(false);
  });

  it('"Expand all" renders the bodies a small node budget left out of the server HTML', async () => {
    await open('/docs/two-viewers');
    const lazy = viewer('order-2');
    expect(await lazy.locator('details.sg-schema-details').count()).toBe(7); // the first level only
    expect(await node('order-2.customer.address.geo').count()).toBe(0);

    await lazy.getByRole('button', { name: 'Expand all' }).click();
    // Every row of the first viewer, but those in its unselected tabs: a lazy oneOf renders its selected branch only.
    const everyRow = await viewer('order').locator('details.sg-schema-details').count();
    const inOtherTabs = await viewer('order')
      .locator('.sg-schema-tabs__panel:not(.is-active) details.sg-schema-details')
      .count();
    expect(inOtherTabs).toBe(4);
    await expect.poll(() => lazy.locator('details.sg-schema-details').count()).toBe(everyRow - inOtherTabs);
    expect(await closedRows(lazy)).toBe(0);
    expect(await row('order-2.customer.address.geo.lat').isVisible()).toBe(true);
    // The other viewer is untouched.
    expect(await openRows(viewer('order'))).toBe(0);
  });

  it('clicking a closed row opens it: a body rendered on the server shows, a lazy one renders', async () => {
    await open('/docs/two-viewers');
    // Rendered on the server: in the DOM, hidden until its row opens.
    expect(await node('order.customer.address').count()).toBe(1);
    expect(await row('order.customer.address').isVisible()).toBe(false);
    await row('order.customer').click();
    expect(await isOpen('order.customer')).toBe(true);
    expect(await row('order.customer.address').isVisible()).toBe(true);
    expect(await isOpen('order.customer.address')).toBe(false);

    // Beyond the budget: not in the DOM until its row opens.
    expect(await node('order-2.customer.address').count()).toBe(0);
    await row('order-2.customer').click();
    await node('order-2.customer.address').waitFor({ state: 'visible', timeout: 5_000 });
    expect(await isOpen('order-2.customer')).toBe(true);
    expect(await node('order-2.customer').innerText()).toContain('The person who placed the order.');
    // Its rows' own bodies wait for their rows to open.
    expect(await node('order-2.customer.email').locator('.sg-schema-body').count()).toBe(0);
    await row('order-2.customer.email').click();
    await node('order-2.customer.email')
      .getByText('Where the order confirmation goes.')
      .waitFor({ state: 'visible', timeout: 5_000 });
    // One level deeper, lazily again.
    expect(await node('order-2.customer.address.geo').count()).toBe(0);
    await row('order-2.customer.address').click();
    await node('order-2.customer.address.geo').waitFor({ state: 'visible', timeout: 5_000 });
    // Closing hides the body again.
    await row('order-2.customer').click();
    expect(await isOpen('order-2.customer')).toBe(false);
    expect(await row('order-2.customer.address').isVisible()).toBe(false);
  });

  it('the filter keeps matches and their ancestors, reports the count, and clearing it restores the tree', async () => {
    await open('/docs/order');
    const tree = viewer('order');
    const rowsBefore = await tree.locator('.sg-schema-node').count();
    const filter = tree.getByPlaceholder('Filter properties');

    await filter.fill('postal');
    await expect.poll(() => status('order').innerText()).toBe('2 matches.');
    for (const id of [
      'order.customer',
      'order.customer.address',
      'order.customer.address.postalCode',
      'order.shipping',
      'order.shipping.postalCode',
    ]) {
      expect(await row(id).isVisible(), id).toBe(true);
    }
    // Non-matching siblings and their subtrees are gone.
    for (const id of [
      'order.id',
      'order.customer.address.street',
      'order.customer.name',
      'order.shipping.city',
      'order.items',
    ]) {
      expect(await node(id).count(), id).toBe(0);
    }

    // One match, inside the second oneOf branch: its tab is selected.
    await filter.fill('IBAN');
    await expect.poll(() => status('order').innerText()).toBe('1 match.');
    expect(await row('order.payment.:oneOf:1.iban').isVisible()).toBe(true);
    expect(await node('order.payment').getByRole('tab', { name: 'Bank transfer' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(await node('order.customer').count()).toBe(0);

    await filter.fill('zzz-nothing');
    await expect.poll(() => status('order').innerText()).toBe('No matches for “zzz-nothing”.');
    expect(await tree.locator('.sg-schema-rows .sg-schema-node').count()).toBe(0);

    await filter.fill('');
    await expect.poll(() => status('order').innerText()).toBe('');
    expect(await tree.locator('.sg-schema-node').count()).toBe(rowsBefore);
    expect(await row('order.id').isVisible()).toBe(true);
    expect(await row('order.notes').isVisible()).toBe(true);
  });

  it('while filtering, the reader can switch tabs and rows; clearing restores the rows as they were', async () => {
    await open('/docs/order');
    const tree = viewer('order');
    const filter = tree.getByPlaceholder('Filter properties');
    // A row the reader closed still opens for a match inside it.
    await row('order.customer').click();
    await row('order.customer').click();
    expect(await isOpen('order.customer')).toBe(false);
    await filter.fill('postal');
    await expect.poll(() => status('order').innerText()).toBe('2 matches.');
    expect(await isOpen('order.customer')).toBe(true);
    expect(await row('order.customer.address.postalCode').isVisible()).toBe(true);

    // The filter picks the first tab with a match; the reader can still pick another.
    await filter.fill('method');
    await expect.poll(() => status('order').innerText()).toBe('3 matches.');
    const tab = (name: string) => node('order.payment').getByRole('tab', { name, exact: true });
    expect(await tab('Card').getAttribute('aria-selected')).toBe('true');
    await tab('Bank transfer').click();
    expect(await tab('Bank transfer').getAttribute('aria-selected')).toBe('true');

    // Clearing it puts every row back as it was before: all closed.
    await filter.fill('');
    await expect.poll(() => status('order').innerText()).toBe('');
    await expect.poll(() => openRows(tree)).toBe(0);
  });

  it('"Expand all" and "Collapse all" during a filter leave it and say what they did', async () => {
    await open('/docs/order');
    const tree = viewer('order');
    await tree.getByPlaceholder('Filter properties').fill('postal');
    await expect.poll(() => status('order').innerText()).toBe('2 matches.');
    await tree.getByRole('button', { name: 'Expand all' }).click();
    await expect.poll(() => status('order').innerText()).toBe('Expanded every node.');
    expect(await tree.getByPlaceholder('Filter properties').inputValue()).toBe('');
    await expect.poll(() => closedRows(tree)).toBe(0);
    await tree.getByPlaceholder('Filter properties').fill('postal');
    await expect.poll(() => status('order').innerText()).toBe('2 matches.');
    await tree.getByRole('button', { name: 'Collapse all' }).click();
    await expect.poll(() => status('order').innerText()).toBe('Collapsed every node.');
    await expect.poll(() => openRows(tree)).toBe(0);
  });

  it('when the clipboard refuses, the # link says so and leaves the address in the bar', async () => {
    await newPage();
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new Error('denied')) },
      });
    });
    await page.goto(`${site.url}/docs/order`);
    await hydrated();
    await anchorOf('order.customer').click();
    await expect.poll(hash).toBe('#order.customer');
    await node('order.customer')
      .locator('> .sg-schema-link')
      .getByText('Could not copy: the link is in the address bar')
      .waitFor({ state: 'visible', timeout: 5_000 });
    expect(await node('order.customer').getByText('Link copied').count()).toBe(0);
  });

  it('remote references show a loading state, then the loaded schema, or why it failed', async () => {
    await newPage();
    const warehouse = {
      title: 'Warehouse',
      type: 'object',
      properties: { code: { type: 'string', minLength: 3 }, city: { type: 'string' } },
    };
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Later routes win: these answer for the remote host, so nothing leaves 127.0.0.1.
    await page.route('https://schemas.example.com/logistics/warehouse.json', async (route) => {
      await held;
      await route.fulfill({ status: 200, contentType: 'application/schema+json', body: JSON.stringify(warehouse) });
    });
    await page.route('https://schemas.example.com/logistics/carrier.json', (route) =>
      route.fulfill({ status: 500, body: 'down' }),
    );
    await page.goto(`${site.url}/docs/remote`);
    await hydrated();
    await row('shipment.warehouse').click();
    const loading = node('shipment.warehouse').getByText(
      'Loading the remote schema https://schemas.example.com/logistics/warehouse.json…',
    );
    await loading.waitFor({ state: 'visible', timeout: 5_000 });
    release();
    await row('shipment.warehouse.code').waitFor({ state: 'visible', timeout: 5_000 });
    await row('shipment.warehouse.code').click();
    expect(await node('shipment.warehouse.code').innerText()).toContain('Length: at least 3 characters');
    expect(await loading.count()).toBe(0);

    await row('shipment.carrier').click();
    const failed = node('shipment.carrier').locator('.sg-schema-unresolved');
    await failed.waitFor({ state: 'visible', timeout: 5_000 });
    expect(await failed.innerText()).toContain(
      'Could not load https://schemas.example.com/logistics/carrier.json: the server answered 500',
    );
    expect(await row('shipment.carrier').innerText()).toContain('unresolved');
    // The 500 is the point of this test, not a problem of the page.
    expect(watch.problems.filter((p) => !p.includes('carrier.json'))).toEqual([]);
    watch.problems.length = 0;
  });

  it('a deep link opens the path to its node, scrolls it into view and marks it', async () => {
    // Rendered on the server, so in the DOM before hydration. (Chromium itself opens the <details> around a
    // fragment's target; the next test, with bodies the server did not render, needs the viewer to open them.)
    const target = 'order.customer.address.geo.lat';
    await open(`/docs/order#${target}`);
    for (const id of ['order.customer', 'order.customer.address', 'order.customer.address.geo'])
      expect(await isOpen(id), id).toBe(true);
    expect(await isOpen('order.shipping')).toBe(false);
    await page.waitForFunction((id) => document.getElementById(id)?.classList.contains('is-target'), target, {
      timeout: 5_000,
    });
    expect(await inViewport(row(target))).toBe(true);
  });

  it('a deep link into bodies the server did not render opens and renders the path', async () => {
    const target = 'order-2.payment.:oneOf:2.dueDays';
    const html = await (await fetch(`${site.url}/docs/two-viewers`)).text();
    expect(html).not.toContain(`id="${target}"`);
    await open(`/docs/two-viewers#${target}`);
    await page.waitForFunction((id) => document.getElementById(id)?.classList.contains('is-target'), target, {
      timeout: 5_000,
    });
    expect(await isOpen('order-2.payment')).toBe(true);
    // The tab that holds it is selected.
    expect(await node('order-2.payment').getByRole('tab', { name: 'Invoice' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(await row(target).isVisible()).toBe(true);
    expect(await inViewport(row(target))).toBe(true);
    // The first viewer is not affected.
    expect(await openRows(viewer('order'))).toBe(0);
  });

  it("a deep link followed by client navigation marks its node in the new page's viewer", async () => {
    await open('/docs/order');
    await page.evaluate(() => {
      (window as unknown as { __marker?: string }).__marker = 'kept';
    });
    await page.getByRole('main').getByRole('link', { name: 'the customer in the second viewer' }).click();
    await page.waitForFunction(
      () => location.pathname === '/docs/two-viewers' && location.hash === '#order-2.customer',
    );
    await hydrated();
    expect(await page.evaluate(() => (window as unknown as { __marker?: string }).__marker)).toBe('kept'); // no page load
    await page.waitForFunction(
      () => document.getElementById('order-2.customer')?.classList.contains('is-target'),
      undefined,
      { timeout: 5_000 },
    );
    expect(await inViewport(row('order-2.customer'))).toBe(true);
  });

  it('a node\'s # link puts its address in the hash and the clipboard, and says "Link copied"', async () => {
    await newPage();
    await context!.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url });
    await page.goto(`${site.url}/docs/order`);
    await hydrated();
    await row('order.customer').click();
    const anchor = anchorOf('order.customer.address');
    expect(await anchor.getAttribute('href')).toBe('#order.customer.address');
    const historyLength = await page.evaluate(() => history.length);
    await anchor.click();

    await expect.poll(hash).toBe('#order.customer.address');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${site.url}/docs/order#order.customer.address`,
    );
    const copied = node('order.customer.address').locator('> .sg-schema-link').getByText('Link copied');
    await copied.waitFor({ state: 'visible', timeout: 5_000 });
    expect(await copied.getAttribute('role')).toBe('status');
    // The click copies: it neither toggles the row nor navigates.
    expect(await isOpen('order.customer.address')).toBe(false);
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    // The message goes away after a while.
    await copied.waitFor({ state: 'detached', timeout: 5_000 });
  });

  it('oneOf tabs switch with a click and with the arrow, Home and End keys', async () => {
    await open('/docs/order');
    await row('order.payment').click();
    const tabs = node('order.payment').getByRole('tablist', { name: /One of/ });
    const tab = (name: string) => tabs.getByRole('tab', { name, exact: true });
    const selected = () => tabs.locator('[role=tab][aria-selected=true]').innerText();
    const focused = () => page.evaluate(() => document.activeElement?.textContent ?? '');
    expect(await selected()).toBe('Card');
    expect(await row('order.payment.:oneOf:0.last4').isVisible()).toBe(true);
    expect(await row('order.payment.:oneOf:1.iban').isVisible()).toBe(false);

    await tab('Bank transfer').click();
    expect(await selected()).toBe('Bank transfer');
    expect(await row('order.payment.:oneOf:1.iban').isVisible()).toBe(true);
    expect(await row('order.payment.:oneOf:0.last4').isVisible()).toBe(false);
    expect(await tab('Bank transfer').getAttribute('tabindex')).toBe('0');
    expect(await tab('Card').getAttribute('tabindex')).toBe('-1');

    await page.keyboard.press('ArrowRight');
    expect(await selected()).toBe('Invoice');
    expect(await focused()).toBe('Invoice');
    expect(await row('order.payment.:oneOf:2.dueDays').isVisible()).toBe(true);
    await page.keyboard.press('ArrowRight'); // wraps to the first
    expect(await selected()).toBe('Card');
    expect(await focused()).toBe('Card');
    await page.keyboard.press('ArrowLeft'); // wraps to the last
    expect(await selected()).toBe('Invoice');
    await page.keyboard.press('Home');
    expect(await selected()).toBe('Card');
    await page.keyboard.press('End');
    expect(await selected()).toBe('Invoice');
    expect(await focused()).toBe('Invoice');
  });

  it('tabs of a lazily rendered oneOf render the selected panel only', async () => {
    await open('/docs/two-viewers');
    await row('order-2.payment').click();
    await node('order-2.payment.:oneOf:0.last4').waitFor({ state: 'visible', timeout: 5_000 });
    expect(await node('order-2.payment.:oneOf:1.iban').count()).toBe(0);
    await node('order-2.payment').getByRole('tab', { name: 'Bank transfer', exact: true }).click();
    await node('order-2.payment.:oneOf:1.iban').waitFor({ state: 'visible', timeout: 5_000 });
    await page.keyboard.press('ArrowRight');
    await node('order-2.payment.:oneOf:2.dueDays').waitFor({ state: 'visible', timeout: 5_000 });
    expect(await node('order-2.payment.:oneOf:1.iban').count()).toBe(0);
  });

  it('a "recursive" link moves the hash to the ancestor it refers back to', async () => {
    await open('/docs/order#order.items.:items.bundle.:items');
    const recursive = row('order.items.:items.bundle.:items').locator('a.sg-schema-ref--recursive');
    await recursive.waitFor({ state: 'visible', timeout: 5_000 });
    expect(await recursive.innerText()).toBe('recursive #/$defs/lineItem');
    // The link at the bottom of the viewport, its target higher up.
    await recursive.evaluate((el) => el.scrollIntoView({ block: 'end' }));
    await recursive.click();
    await expect.poll(hash).toBe('#order.items.:items');
    await page.waitForFunction(
      () => document.getElementById('order.items.:items')?.classList.contains('is-target'),
      undefined,
      { timeout: 5_000 },
    );
    expect(await inViewport(row('order.items.:items'))).toBe(true);
    expect(await isOpen('order.items')).toBe(true);
  });

  it('two viewers of one file on one page have disjoint ids, and no id repeats', async () => {
    await open('/docs/two-viewers');
    for (const prefix of ['order', 'order-2']) await viewer(prefix).getByRole('button', { name: 'Expand all' }).click();
    await expect.poll(() => closedRows(page.locator('main'))).toBe(0);
    const ids = await page.evaluate(() => [...document.querySelectorAll('[id]')].map((el) => el.id));
    const repeated = ids.filter((id, index) => ids.indexOf(id) !== index);
    expect(repeated).toEqual([]);
    const first = await viewer('order').evaluate((el) => [...el.querySelectorAll('[id]')].map((e) => e.id));
    const second = await viewer('order-2').evaluate((el) => [...el.querySelectorAll('[id]')].map((e) => e.id));
    expect(first.length).toBeGreaterThan(40);
    expect(first.filter((id) => second.includes(id))).toEqual([]);
    expect(first.filter((id) => !/^order(?:[.:]|$)/.test(id))).toEqual([]);
    expect(second.filter((id) => !/^order-2(?:[.:]|$)/.test(id))).toEqual([]);
    // The same nodes under the other prefix (the lazy viewer holds its selected tabs only).
    const renamed = second.map((id) => id.replace(/^order-2/, 'order'));
    expect(renamed.filter((id) => !first.includes(id))).toEqual([]);
    expect(renamed.length).toBeGreaterThan(30);
    // Each viewer's deep links stay in their own viewer.
    expect(await anchorOf('order-2.customer.address.geo.lat').getAttribute('href')).toBe(
      '#order-2.customer.address.geo.lat',
    );
  });

  /** How deeply the page's elements nest: Chromium's HTML parser re-parents elements below 512 levels. */
  const domDepth = () =>
    page.evaluate(() => {
      let max = 0;
      const walk = (element: Element, depth: number) => {
        max = Math.max(max, depth);
        for (const child of element.children) walk(child, depth + 1);
      };
      walk(document.documentElement, 1);
      return max;
    });
  /** Milliseconds the page takes to answer a trivial script. */
  const answerTime = async () => {
    const started = Date.now();
    await page.evaluate(() => 1);
    return Date.now() - started;
  };

  it.each(['light', 'dark'] as const)(
    'a schema nested 2,000 levels deep (props) loads without an error, stays responsive and says where it is cut, %s mode',
    async (mode) => {
      await newPage();
      await page.addInitScript((theme) => {
        localStorage.setItem('theme', theme);
      }, mode);
      const started = Date.now();
      await page.goto(`${site.url}/deep`);
      await hydrated();
      const loaded = Date.now() - started;
      // The server HTML stays above the parser's cap, so hydration matches it (no error is logged: see afterEach).
      expect(await domDepth()).toBeLessThan(512);
      expect(await answerTime()).toBeLessThan(1000);
      expect(loaded).toBeLessThan(5000);

      const expanding = Date.now();
      await viewer('deep').getByRole('button', { name: 'Expand all' }).click();
      await expect.poll(() => status('deep').textContent(), { timeout: 5_000 }).toBe('Expanded every node.');
      const note = page.getByText('Nested too deeply to show here (more than 48 levels).');
      await note.waitFor({ state: 'visible', timeout: 5_000 });
      expect(Date.now() - expanding).toBeLessThan(5000);
      expect(await answerTime()).toBeLessThan(1000);
      // The note belongs to the last node shown, 48 levels down; nothing below it renders.
      const last = ['deep', ...Array<string>(48).fill('a')].join('.');
      expect(await node(last).locator('.sg-schema-too-deep').innerText()).toBe(
        'Nested too deeply to show here (more than 48 levels).',
      );
      expect(await page.locator(byId(`${last}.a`)).count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      // The filter and "Collapse all" answer too.
      await viewer('deep').getByRole('searchbox').fill('bottom');
      await expect.poll(() => status('deep').textContent(), { timeout: 5_000 }).toBe('No matches for “bottom”.');
      await viewer('deep').getByRole('button', { name: 'Collapse all' }).click();
      await expect.poll(() => status('deep').textContent(), { timeout: 5_000 }).toBe('Collapsed every node.');
      expect(await answerTime()).toBeLessThan(1000);
    },
  );

  it.each(['light', 'dark'] as const)('axe-core finds no violations with the tree expanded, %s mode', async (mode) => {
    await newPage();
    await page.addInitScript((theme) => {
      localStorage.setItem('theme', theme);
    }, mode);
    await page.goto(`${site.url}/docs/two-viewers`);
    await hydrated();
    expect(await page.locator('html').getAttribute('data-theme')).toBe(mode);
    for (const prefix of ['order', 'order-2']) await viewer(prefix).getByRole('button', { name: 'Expand all' }).click();
    await expect.poll(() => closedRows(page.locator('main'))).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  });
});

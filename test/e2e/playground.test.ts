/**
 * The playground (/playground of the docs site) in Chromium, with every
 * request outside 127.0.0.1 blocked and counted (the count must stay 0): it
 * loads with both editors and the viewer; the viewer follows the schema
 * editor; a schema that breaks its meta-schema and data that breaks the
 * schema get markers on the right line; generate and infer fill the other
 * editor; the address carries the schema (b64Schema) both ways; it stacks at
 * 400 px, follows dark mode and works by keyboard.
 */
import { readFile } from 'node:fs/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { chromiumPath, launchBrowser } from './browser.ts';
import { blockOffsite, watchPage, type PageWatch } from './pageHelpers.ts';
import { contentDir, startFixtureSite, type FixtureSite } from './site.ts';

/** URL-safe base64 of UTF-8 text, as the playground writes it. */
const b64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

describe.skipIf(!chromiumPath)('the playground', { timeout: 90_000 }, () => {
  let browser: Browser;
  let site: FixtureSite;
  let context: BrowserContext | undefined;
  let page: Page;
  let watch: PageWatch;
  let offsite: string[];

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
    expect(offsite, 'requests outside 127.0.0.1').toEqual([]);
    expect(watch.problems).toEqual([]);
  });

  /** Opens the playground and, unless told not to, reaches for it with the pointer, which loads the editors. */
  async function open(query = '', { width = 1280, theme = 'light', wake = true } = {}): Promise<Page> {
    context = await browser.newContext({
      viewport: { width, height: 900 },
      acceptDownloads: true,
      permissions: ['clipboard-read', 'clipboard-write'],
      storageState: { cookies: [], origins: [{ origin: site.url, localStorage: [{ name: 'theme', value: theme }] }] },
    });
    page = await context.newPage();
    watch = watchPage(page);
    offsite = await blockOffsite(page);
    await page.goto(`${site.url}/playground${query}`, { waitUntil: 'load' });
    if (!wake) return page;
    await page.locator('.sg-playground__panel--schema').hover();
    await page.locator('.sg-playground[data-state="ready"]').waitFor({ timeout: 30_000 });
    return page;
  }

  const panel = (side: 'schema' | 'data' | 'viewer') => page.locator(`.sg-playground__panel--${side}`);
  const status = (side: 'schema' | 'data') => panel(side).locator('[data-status]');
  const viewer = () => panel('viewer').locator('.sg-schema-viewer');

  /** Puts the cursor in an editor (its first line: the lines' box reaches below the editor's). */
  async function focusEditor(side: 'schema' | 'data'): Promise<void> {
    await panel(side)
      .locator('.monaco-editor')
      .click({ position: { x: 120, y: 8 } });
  }

  /**
   * Replaces an editor's text by pasting it (typing would get brackets and quotes closed and lines indented by Monaco).
   */
  async function replaceEditorText(side: 'schema' | 'data', text: string): Promise<void> {
    await page.evaluate((value) => navigator.clipboard.writeText(value), text);
    await focusEditor(side);
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Control+V');
  }

  /** The editor's whole text, through its Export button (the view only renders the visible lines). */
  async function editorText(side: 'schema' | 'data'): Promise<string> {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      panel(side).getByRole('button', { name: 'Export' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${side}.json`);
    return readFile(await download.path(), 'utf8');
  }

  /** The text the editor shows (all of it, for a text shorter than the editor). */
  async function shownText(side: 'schema' | 'data'): Promise<string> {
    // Monaco draws spaces as no-break spaces and renders one div per line.
    return (await panel(side).locator('.view-lines').innerText()).replace(/\u00a0/g, ' ');
  }

  /** The 1-based line a squiggle is drawn on, from its top and the editor's line height. */
  async function squiggleLines(side: 'schema' | 'data', kind: 'error' | 'warning'): Promise<number[]> {
    const squiggles: Locator = panel(side).locator(`.squiggly-${kind}`);
    await squiggles.first().waitFor({ timeout: 15_000 });
    return panel(side).evaluate((element, cls) => {
      const lines = element.querySelector('.view-lines');
      const lineHeight = Number.parseFloat(getComputedStyle(element.querySelector('.view-line')!).height);
      const top = lines!.getBoundingClientRect().top;
      const scrollTop = element.querySelector('.monaco-scrollable-element')?.scrollTop ?? 0;
      return [...element.querySelectorAll(`.squiggly-${cls}`)].map(
        (squiggle) => Math.floor((squiggle.getBoundingClientRect().top - top + scrollTop) / lineHeight) + 1,
      );
    }, kind);
  }

  it('loads: the server HTML shows the example in the viewer; both editors, the checks and the viewer come up, nothing off-site', async () => {
    const html = await (await fetch(`${site.url}/playground`)).text();
    expect(html).toContain('data-island="playground"');
    // The editors are their text until the reader reaches for them: readable without JavaScript, and no Monaco yet.
    expect(html).toMatch(
      /<div class="sg-monaco" style="height:460px" data-state="idle"><pre class="sg-monaco__static" tabindex="0" role="region" aria-label="Schema editor">\{\n {2}&quot;\$schema&quot;/,
    );
    // The viewer of the default example is in the HTML, before any script runs.
    expect(html).toContain('customer');
    expect(html).toContain('createdAt');

    await open('', { wake: false });
    const monacoRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/assets/monaco/')) monacoRequests.push(request.url());
    });
    await expect.poll(() => status('data').textContent()).toBe('The data matches the schema.');
    await page.waitForTimeout(1000);
    expect(monacoRequests).toEqual([]);
    expect(await page.locator('.sg-monaco[data-state="idle"]').count()).toBe(2);
    // A pointer over the playground loads Monaco for both editors.
    await page.mouse.move(300, 400);
    await page.locator('.sg-playground').hover();
    await page.locator('.sg-playground[data-state="ready"]').waitFor({ timeout: 30_000 });
    expect(monacoRequests.some((url) => /\/assets\/monaco\/monaco-[A-Z0-9]+\.js$/.test(url))).toBe(true);
    await expect.poll(() => status('schema').textContent()).toBe('A valid draft 2020-12 schema.');
    await expect.poll(() => status('data').textContent()).toBe('The data matches the schema.');
    expect(await page.locator('.sg-monaco[data-state="ready"]').count()).toBe(2);
    await expect.poll(() => viewer().getByRole('button', { name: 'Expand all' }).isEnabled()).toBe(true);
    expect(await page.getByRole('button', { name: /refresh/i }).count()).toBe(0);
    expect(await page.evaluate(() => performance.getEntriesByName('sitegen:playground-ready').length)).toBe(1);
  });

  it('a reader who moves the focus into a sleeping editor keeps it there while Monaco loads, then Monaco has it; one who moved on is left where they went', async () => {
    /** Holds Monaco's requests until `release` is called, so the editors stay loading. */
    const holdMonaco = async () => {
      let release = () => undefined as void;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/assets/monaco/**', async (route) => {
        await held;
        await route.continue();
      });
      return () => release();
    };
    const focused = () =>
      page.evaluate(() => {
        const active = document.activeElement;
        return active?.closest('.monaco-editor')
          ? `monaco in ${active.closest('[class*="sg-playground__panel--"]')?.className}`
          : `${active?.tagName} ${active?.className}`;
      });

    await open('', { wake: false });
    let release = await holdMonaco();
    await panel('schema').locator('.sg-monaco__static').focus();
    await page.locator('.sg-monaco[data-state="loading"]').first().waitFor();
    // Loading: the text still stands, and it keeps the focus.
    expect(await focused()).toBe('PRE sg-monaco__static');
    release();
    await page.locator('.sg-playground[data-state="ready"]').waitFor({ timeout: 30_000 });
    await expect.poll(focused).toBe('monaco in sg-playground__panel sg-playground__panel--schema');

    await context?.close();
    await open('', { wake: false });
    release = await holdMonaco();
    await panel('data').locator('.sg-monaco__static').focus();
    await page.locator('.sg-monaco[data-state="loading"]').first().waitFor();
    await page.getByRole('link', { name: 'Playground' }).first().focus();
    release();
    await page.locator('.sg-playground[data-state="ready"]').waitFor({ timeout: 30_000 });
    await page.waitForTimeout(300);
    expect(await focused()).toMatch(/^A /);
  });

  it('typing in the schema editor updates the viewer, with no refresh', async () => {
    await open();
    await replaceEditorText(
      'schema',
      '{\n  "title": "Zoo",\n  "type": "object",\n  "properties": {\n    "zebraCount": { "type": "integer" }\n  }\n}\n',
    );
    await expect.poll(() => viewer().textContent(), { timeout: 10_000 }).toContain('zebraCount');
    expect(await viewer().textContent()).not.toContain('createdAt');
    expect(await status('schema').textContent()).toBe('A valid schema, checked as draft 2020-12 (it has no $schema).');
    // Then a keystroke at a time, inside the title (where no completion list opens to take the keys).
    await page.keyboard.press('Control+Home');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.type(' keeper', { delay: 30 });
    await expect.poll(() => viewer().textContent(), { timeout: 10_000 }).toContain('Zoo keeper');
  });

  it("typing in the data editor does not restart Monaco's JSON worker (the schema wiring stays put)", async () => {
    await open();
    await focusEditor('data');
    await page.keyboard.press('Control+Home');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await page.keyboard.type('ing', { delay: 50 });
    await expect
      .poll(() => status('data').textContent(), { timeout: 10_000 })
      .toBe('The data does not match the schema: 1 error.');
    // Hover needs the JSON worker: it answers without a new one being started per keystroke.
    await page.keyboard.type('x', { delay: 50 });
    await page.waitForTimeout(500);
    expect(workers.filter((url) => /json\.worker/.test(url)).length).toBeLessThanOrEqual(1);
  });

  it('the schema editor completes the keywords of its draft, nested ones too (2020-12 by default)', async () => {
    await open();
    /**
     * The completions offered at the end of the line of `text` that holds the start of a key. Typing the
     * filter after opening the list raced with the JSON worker, which restarts with the schemas after each
     * settled edit (on a busy machine that takes seconds, and the list emptied meanwhile): the start of the key
     * is in the text instead, and each attempt waits up to 12 s for the answer rather than cancelling it (with
     * browser suites beside it, an answer took over 4 s).
     */
    const suggestions = async (text: string, expected: string) => {
      // The line of the unfinished key: the one with an odd number of quotes.
      const keyLine = text.split('\n').findIndex((line) => (line.match(/"/g) ?? []).length % 2 === 1) + 1;
      await replaceEditorText('schema', text);
      // Let this edit settle first (the unfinished key makes it invalid JSON on its own line, which each text
      // has at a different line), so the worker's restart is behind us.
      await expect
        .poll(() => status('schema').textContent(), { timeout: 20_000 })
        .toMatch(new RegExp(`^The schema is not valid JSON: line ${keyLine},`));
      await page.keyboard.press('Control+Home');
      for (let line = 1; line < keyLine; line++) await page.keyboard.press('ArrowDown');
      await page.keyboard.press('End');
      const row = page.locator('.suggest-widget.visible .monaco-list-row', { hasText: expected }).first();
      // What each attempt saw, so a failure says why (a list without the keyword, "No suggestions.", no list).
      const seen: string[] = [];
      for (let attempt = 0; attempt < 5; attempt++) {
        await page.keyboard.press('Escape');
        await page.keyboard.press('Control+Space');
        if (
          await row.waitFor({ timeout: 12_000 }).then(
            () => true,
            () => false,
          )
        ) {
          const rows = await page.locator('.suggest-widget.visible .monaco-list-row').allTextContents();
          await page.keyboard.press('Escape');
          return rows;
        }
        seen.push(JSON.stringify(await page.locator('.suggest-widget').allTextContents()));
      }
      const cursor = await page.locator('.sg-playground__panel--schema .monaco-editor .view-line').allTextContents();
      throw new Error(
        `No "${expected}" among the completions after 5 attempts; the widget showed ${seen.join(', ')}; the lines: ${JSON.stringify(cursor)}`,
      );
    };
    expect(
      await suggestions(
        '{\n  "$schema": "https://json-schema.org/draft/2020-12/schema",\n  "prefixI\n}\n',
        'prefixItems',
      ),
    ).toEqual(['prefixItems']);
    // Inside a subschema: the meta-schema's $dynamicRef, rewritten so Monaco's JSON service can follow it.
    expect(
      await suggestions(
        '{\n  "type": "object",\n  "properties": { "a": {\n    "unevaluatedP\n  } }\n}\n',
        'unevaluatedProperties',
      ),
    ).toEqual(['unevaluatedProperties']);
  }, 150_000);

  it('a schema that breaks its meta-schema gets a marker on the offending line, with a message that says why', async () => {
    await open();
    await replaceEditorText(
      'schema',
      [
        '{',
        '  "$schema": "https://json-schema.org/draft/2020-12/schema",',
        '  "type": "object",',
        '  "properties": {',
        '    "name": { "type": "strin" },',
        '    "age": { "type": "integer", "minimum": "zero" }',
        '  }',
        '}',
        '',
      ].join('\n'),
    );
    expect(await squiggleLines('schema', 'error')).toEqual([5, 6]);
    const problems = panel('schema').getByRole('list', { name: 'Schema problems' }).getByRole('button');
    await expect
      .poll(() => problems.allTextContents())
      .toEqual([
        expect.stringMatching(/^Error Line 5, column 23: "type" must be one of .*did you mean "string"/),
        expect.stringMatching(/^Error Line 6, column 44: "minimum" must be a number/),
      ]);
    expect(await status('schema').textContent()).toBe('Checked as draft 2020-12: 2 errors.');
    // A problem in the list takes the cursor to it.
    await problems.first().click();
    await expect
      .poll(() =>
        panel('schema')
          .locator('.monaco-editor')
          .evaluate((e) => e.classList.contains('focused')),
      )
      .toBe(true);
  });

  it('invalid JSON is said inline, never with alert(); the viewer keeps the last valid schema', async () => {
    await open();
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    await replaceEditorText('schema', '{\n  "type": "object",\n  "properties": {\n}\n');
    await expect
      .poll(() => status('schema').textContent(), { timeout: 10_000 })
      .toMatch(/^The schema is not valid JSON: line 5, column 1: .+\. The viewer shows the last valid schema\.$/);
    expect(await viewer().textContent()).toContain('createdAt');
    expect(await status('data').textContent()).toBe('The data is checked again once the schema is valid JSON.');
    expect(dialogs).toBe(0);
  });

  it('data that breaks the schema gets a marker on the offending line', async () => {
    await open();
    await replaceEditorText(
      'data',
      [
        '{',
        '  "id": "5f0c3a9e-8d5b-4d8e-9a51-2f4b6c7d8e90",',
        '  "status": "archived",',
        '  "createdAt": "2024-05-14T09:30:00Z",',
        '  "customer": { "email": "not an address" },',
        '  "lines": []',
        '}',
        '',
      ].join('\n'),
    );
    expect(await squiggleLines('data', 'error')).toEqual([3, 5, 6]);
    const problems = await panel('data')
      .getByRole('list', { name: 'Data problems' })
      .getByRole('button')
      .allTextContents();
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(
      /^Error Line 3, column 13: "status" must be one of "draft", "paid", "shipped", "delivered", "cancelled"/,
    );
    expect(problems[1]).toMatch(/^Error Line 5, column 26: "email" must be a valid email/);
    expect(problems[2]).toMatch(/^Error Line 6, column 12: "lines" /);
    expect(await status('data').textContent()).toBe('The data does not match the schema: 3 errors.');
  });

  it('"Generate sample" writes data that matches the schema; "Infer schema" writes a schema the data matches, nulls included', async () => {
    await open();
    await replaceEditorText('data', '{}\n');
    await expect
      .poll(() => status('data').textContent(), { timeout: 10_000 })
      .toMatch(/^The data does not match the schema/);
    await panel('data').getByRole('button', { name: 'Generate sample' }).click();
    await expect.poll(() => status('data').textContent(), { timeout: 10_000 }).toBe('The data matches the schema.');
    const sample = JSON.parse(await editorText('data')) as Record<string, unknown>;
    expect(Object.keys(sample)).toEqual(expect.arrayContaining(['id', 'status', 'customer', 'lines', 'createdAt']));

    await replaceEditorText(
      'data',
      '{\n  "name": "Ada",\n  "born": 1815,\n  "died": null,\n  "tags": ["math", null]\n}\n',
    );
    await panel('data').getByRole('button', { name: 'Infer schema' }).click();
    await expect.poll(() => status('schema').textContent(), { timeout: 10_000 }).toBe('A valid draft 2020-12 schema.');
    await expect.poll(() => status('data').textContent()).toBe('The data matches the schema.');
    const inferred = JSON.parse(await editorText('schema')) as {
      properties: Record<string, unknown>;
      required: string[];
    };
    expect(inferred.properties.died).toEqual({ type: 'null' });
    expect(inferred.required).toEqual(['name', 'born', 'died', 'tags']);
    await expect.poll(() => viewer().textContent()).toContain('born');
    // Both are edits: undo in the schema editor brings the example back.
    await focusEditor('schema');
    await page.keyboard.press('Control+Z');
    await expect.poll(() => viewer().textContent(), { timeout: 10_000 }).toContain('createdAt');
  });

  // 17.8-21.6 s in the last two full runs: four fresh loads of the playground, each waiting for Monaco and both
  // editors, since what is tested is what a new reader opening the address gets.
  it('the address carries the schema as URL-safe base64, and opening it restores the schema', async () => {
    await open();
    // Characters whose base64 holds "+", "/" and padding: each must survive the trip.
    const schema = '{\n  "title": "Ümlaut ✓ ?>~",\n  "description": "a>b?c",\n  "type": "string"\n}\n';
    expect(Buffer.from(schema).toString('base64')).toMatch(/[+/]/);
    await replaceEditorText('schema', schema);
    await expect
      .poll(() => new URL(page.url()).searchParams.get('b64Schema'), { timeout: 10_000 })
      .toBe(b64url(schema));
    const shared = page.url();
    expect(new URL(shared).search.replace(/^\?b64Schema=/, '')).not.toMatch(/[+/=%]/);
    await context?.close();

    await open(new URL(shared).search);
    expect(await editorText('schema')).toBe(schema);
    expect(await shownText('schema')).toBe(schema.trimEnd());
    await expect.poll(() => viewer().textContent()).toContain('Ümlaut ✓ ?>~');
    // The shared schema is where the editor starts, not an edit: undo does not bring the example back.
    await focusEditor('schema');
    await page.keyboard.press('Control+Z');
    await page.waitForTimeout(500);
    expect(await shownText('schema')).toBe(schema.trimEnd());
    await context?.close();

    // The standard alphabet with padding, and a "+" that a query string turned into a space, read the same.
    const standard = Buffer.from(schema).toString('base64');
    for (const value of [standard, standard.replace(/\+/g, ' ')]) {
      await open(`?b64Schema=${encodeURIComponent(value).replace(/%20/g, '+')}`);
      expect(await editorText('schema')).toBe(schema);
      await context?.close();
    }
  });

  it('a schema too long for an address is not put there, and says so', async () => {
    await open();
    const properties = Object.fromEntries(
      Array.from({ length: 300 }, (_, i) => [
        `property${i}`,
        { type: 'string', description: `The property number ${i}.` },
      ]),
    );
    await replaceEditorText('schema', JSON.stringify({ type: 'object', properties }, null, 2));
    await expect
      .poll(() => panel('schema').locator('.sg-playground__note').textContent(), { timeout: 10_000 })
      .toMatch(
        /^This schema is \d+ kB as base64, too long for an address \(the limit is 8 kB\), so the address does not carry it\.$/,
      );
    expect(new URL(page.url()).searchParams.has('b64Schema')).toBe(false);
    await panel('schema').getByRole('button', { name: 'Share' }).click();
    await expect
      .poll(() => panel('schema').locator('.sg-playground__message').textContent())
      .toMatch(/Export it to share it as a file\.$/);
  });

  it('following a #fragment link after edits keeps the playground as it is (the router does not reload it)', async () => {
    await open();
    await replaceEditorText('schema', '{ "title": "Kept", "type": "object" }\n');
    await expect.poll(() => new URL(page.url()).searchParams.has('b64Schema'), { timeout: 10_000 }).toBe(true);
    await page.locator('.sg-playground').evaluate((element) => {
      (element as unknown as { marker: string }).marker = 'same element';
    });
    await page.keyboard.press('Escape');
    await page.locator('.sg-skip-link').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).hash).toBe('#sg-main');
    await page.goBack();
    await page.waitForTimeout(500);
    expect(
      await page.locator('.sg-playground').evaluate((element) => (element as unknown as { marker?: string }).marker),
    ).toBe('same element');
    expect(await shownText('schema')).toBe('{ "title": "Kept", "type": "object" }');
  });

  it('Import reads a file into the editor, and Format lays it out; both are undoable edits', async () => {
    await open();
    await panel('data')
      .locator('input[type="file"]')
      .setInputFiles({
        name: 'order.json',
        mimeType: 'application/json',
        buffer: Buffer.from('{"id":"x","status":"paid"}'),
      });
    await expect.poll(() => shownText('data')).toBe('{"id":"x","status":"paid"}');
    expect(await panel('data').locator('.sg-playground__message').textContent()).toBe(
      'order.json is imported (Ctrl+Z in the editor undoes it).',
    );
    await panel('data').getByRole('button', { name: 'Format' }).click();
    await expect.poll(() => shownText('data')).toBe('{\n  "id": "x",\n  "status": "paid"\n}');
    await focusEditor('data');
    await page.keyboard.press('Control+Z');
    await expect.poll(() => shownText('data')).toBe('{"id":"x","status":"paid"}');
  });

  it('when Monaco fails to load, each editor says "Page Error"; the viewer and checks still work; one Retry brings both editors back', async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    // The blocked requests are the point of this test, so they are not problems.
    watch = watchPage(page, (url) => /\/assets\/monaco\//.test(url));
    offsite = await blockOffsite(page);
    let blocked = true;
    await page.route(/\/assets\/monaco\//, (route) =>
      blocked ? route.fulfill({ status: 503, body: 'down' }) : route.fallback(),
    );
    await page.goto(`${site.url}/playground`);
    await page.locator('.sg-playground__panel--schema').hover();
    await expect.poll(() => page.locator('.sg-monaco[data-state="failed"]').count(), { timeout: 20_000 }).toBe(2);
    expect(await page.getByText('Page Error').count()).toBe(2);
    await expect.poll(() => status('schema').textContent(), { timeout: 20_000 }).toBe('A valid draft 2020-12 schema.');
    await panel('data').getByRole('button', { name: 'Generate sample' }).click();
    await expect.poll(() => status('data').textContent()).toBe('The data matches the schema.');
    // Chromium logs the failed module loads; they are expected here.
    watch.problems.splice(0);
    blocked = false;
    await panel('schema').getByRole('button', { name: 'Retry' }).click();
    await page.locator('.sg-playground[data-state="ready"]').waitFor({ timeout: 30_000 });
    expect(await page.locator('.sg-monaco[data-state="ready"]').count()).toBe(2);
    watch.problems.splice(
      0,
      watch.problems.length,
      ...watch.problems.filter(
        (problem) => !/Monaco editor failed to load|Failed to fetch dynamically imported module/.test(problem),
      ),
    );
  });

  /** The Ajv chunk's addresses among the resources a realm (the page or a worker) fetched. */
  const checksChunks = (names: string[]) =>
    names.filter((name) => /\/assets\/chunks\/checks-[A-Z0-9]+\.js$/.test(name));

  it('Ajv runs in a worker: the page never loads the checks chunk, the worker does, and its reports reach the editors', async () => {
    await open('', { wake: false });
    await expect.poll(() => status('data').textContent()).toBe('The data matches the schema.');
    const worker = page
      .workers()
      .find((candidate) => /\/assets\/chunks\/checksWorker-[A-Z0-9]+\.js$/.test(candidate.url()));
    expect(
      worker,
      `workers: ${page
        .workers()
        .map((candidate) => candidate.url())
        .join(', ')}`,
    ).toBeDefined();
    expect(
      checksChunks(await worker!.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name))),
    ).toHaveLength(1);
    expect(
      checksChunks(await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name))),
    ).toEqual([]);
    // The worker's reports become markers: a meta-schema error on line 3.
    await page.locator('.sg-playground__panel--schema').hover();
    await page.locator('.sg-playground[data-state="ready"]').waitFor({ timeout: 30_000 });
    await replaceEditorText('schema', '{\n  "type": "object",\n  "minProperties": -1\n}');
    await expect
      .poll(() => status('schema').textContent())
      .toBe('Checked as draft 2020-12 (it has no $schema): 1 error.');
    expect(await squiggleLines('schema', 'error')).toEqual([3]);
  });

  it('where the checks worker cannot start, the page checks by itself: same reports, no error shown', async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    // The worker's script answers 404 (as on a host that lost the file): the worker fires "error" and the page takes
    // over.
    await page.addInitScript(() => {
      const PageWorker = window.Worker;
      window.Worker = class extends PageWorker {
        constructor(url: string | URL, options?: WorkerOptions) {
          super(String(url).includes('/checksWorker-') ? `${String(url)}?gone` : url, options);
        }
      };
    });
    watch = watchPage(page, (url, code) => code === 404 && url.endsWith('?gone'));
    offsite = await blockOffsite(page);
    await page.route(/\?gone$/, (route) => route.fulfill({ status: 404, body: 'gone' }));
    await page.goto(`${site.url}/playground`);
    await expect.poll(() => status('schema').textContent()).toBe('A valid draft 2020-12 schema.');
    await expect.poll(() => status('data').textContent()).toBe('The data matches the schema.');
    expect(
      checksChunks(await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name))),
    ).toHaveLength(1);
    await panel('data').getByRole('button', { name: 'Infer schema' }).click();
    await expect.poll(() => status('schema').textContent()).toBe('A valid draft 2020-12 schema.');
    // Chromium reports the worker's failed script as a failed request; it is the point of this test.
    watch.problems.splice(
      0,
      watch.problems.length,
      ...watch.problems.filter((problem) => !problem.includes('/checksWorker-') || !problem.includes('?gone')),
    );
  });

  it('a malformed b64Schema shows a message and keeps the example', async () => {
    await open('?b64Schema=not*base64');
    await expect
      .poll(() => page.locator('.sg-playground__notice p').textContent())
      .toBe('The link\'s b64Schema is not base64: it contains "*" at position 4. The example is shown instead.');
    expect(await status('schema').textContent()).toBe('A valid draft 2020-12 schema.');
    expect(await viewer().textContent()).toContain('createdAt');
    await page.getByRole('button', { name: 'Dismiss' }).click();
    expect(await page.locator('.sg-playground__notice').count()).toBe(0);
  });

  it('the example menu and Reset; the root $ref of the catalog is followed by the viewer', async () => {
    await open();
    await page.getByLabel('Example').selectOption({ label: 'Product catalog (draft-07, root $ref)' });
    await expect.poll(() => status('schema').textContent(), { timeout: 10_000 }).toBe('A valid draft-07 schema.');
    expect(await panel('viewer').locator('.sg-playground__note').textContent()).toBe(
      'The root is a reference: the viewer shows #/definitions/catalog.',
    );
    await expect.poll(() => viewer().textContent()).toContain('currency');
    await replaceEditorText('schema', '{}\n');
    await panel('schema').getByRole('button', { name: 'Reset' }).click();
    await expect.poll(() => status('schema').textContent(), { timeout: 10_000 }).toBe('A valid draft-07 schema.');
  });

  it('at 400 px the panels stack and nothing overflows sideways; dark mode reaches the editors', async () => {
    await open('', { width: 400, theme: 'dark' });
    const boxes = await Promise.all((['schema', 'data', 'viewer'] as const).map((side) => panel(side).boundingBox()));
    expect(boxes.map((box) => Math.round(box?.x ?? -1))).toEqual(
      [boxes[0]!.x, boxes[0]!.x, boxes[0]!.x].map(Math.round),
    );
    expect(boxes[0]!.y).toBeLessThan(boxes[1]!.y);
    expect(boxes[1]!.y).toBeLessThan(boxes[2]!.y);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(400);
    expect(await page.locator('.sg-playground .monaco-editor.vs-dark').count()).toBe(2);
  });

  it('works by keyboard: toolbar buttons take Enter, and Ctrl+M lets Tab leave an editor', async () => {
    await open();
    await page.getByRole('button', { name: 'Generate sample' }).focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => panel('data').locator('.sg-playground__message').textContent())
      .toMatch(/^Sample data is generated/);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Infer schema');

    await focusEditor('schema');
    await page.keyboard.press('Control+M');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('.monaco-editor') === null)).toBe(true);
  });
});

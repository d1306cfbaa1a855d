/**
 * `sitegen serve --watch` as an author runs it, on a small site written for
 * the test: it builds and serves; an edit to a doc re-renders that page only
 * and sends a reload event naming it; a title change re-renders the pages
 * whose sidebar shows it; adding, renaming and deleting docs work; edits made
 * during a rebuild all land; broken front matter sends the formatted
 * diagnostic while the last good page stays served, and fixing it clears
 * it; a config change rebuilds everything; the process never exits. Also: a
 * busy port moves to the next one, or fails with --strict-port; --open runs
 * the BROWSER program.
 */
import type { ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '../support/rawHttp.ts';
import { collectOutput, get, listenToEvents, stop, waitForLine, watchSite } from './httpHelpers.ts';
import { makeTempDir, removeDir, runSitegen, startSitegen, writeSite } from './runSitegen.ts';

const config =
  "import { defineConfig } from 'sitegen-docs/config';\nexport default defineConfig({ title: 'Watched', url: 'https://example.com', onBrokenLinks: 'throw' });\n";

const site = {
  'sitegen.config.ts': config,
  'docs/intro.md':
    '---\ntitle: Intro\nsidebar_position: 1\n---\n\nWelcome to the first version.\n\nSee [the guide](./guide.md#setup).\n',
  'docs/guide.md': '---\ntitle: Guide\nsidebar_position: 2\n---\n\n## Setup\n\nInstall it.\n',
  'docs/faq.md': '---\ntitle: FAQ\nsidebar_position: 3\n---\n\nQuestions and answers.\n',
};

describe('sitegen serve --watch', { timeout: 60_000 }, () => {
  let root: string;
  let siteDir: string;
  let child: ChildProcess;
  let output: ReturnType<typeof collectOutput>;
  let port: number;
  let events: Awaited<ReturnType<typeof listenToEvents>>;
  const doc = (name: string) => path.join(siteDir, 'docs', name);

  beforeAll(async () => {
    ({ root, siteDir } = await writeSite(site));
    let serving: string;
    ({ child, output, port, events, serving } = await watchSite(() =>
      startSitegen(['serve', 'site', '--watch', '--port', '0'], { cwd: root }),
    ));
    expect(serving).toMatch(/^Serving site\/build at http:\/\/127\.0\.0\.1:\d+, watching for changes$/);
  }, 60_000);

  afterAll(async () => {
    events?.close();
    await stop(child);
    await removeDir(root);
  });

  it('serves the built site at clean paths, with the 404 page for unknown ones and none outside the output', async () => {
    const intro = await get(port, '/docs/intro');
    expect(intro.status).toBe(200);
    expect(intro.body).toContain('Welcome to the first version.');
    // The page gets the script that listens for reloads; the file on disk does not.
    expect(intro.body).toContain('<script src="/__sitegen/dev-client.js" defer></script></body>');
    expect(await readFile(path.join(siteDir, 'build', 'docs', 'intro.html'), 'utf8')).not.toContain('__sitegen');
    expect((await get(port, '/docs/intro.html')).headers.location).toBe('/docs/intro');
    expect((await get(port, '/docs/nope')).status).toBe(404);
    for (const raw of ['/../sitegen.config.ts', '/%2e%2e/sitegen.config.ts', '/..%2fsitegen.config.ts']) {
      const response = await get(port, raw);
      expect(response.status, raw).toBe(404);
      expect(response.body, raw).not.toContain('defineConfig');
    }
    const client = await get(port, '/__sitegen/dev-client.js');
    expect(client.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(client.body).toContain('/__sitegen/events');
  });

  it('answers paths with ".." with the 404 page, and malformed targets with 400', async () => {
    for (const target of ['/../docs/faq', '/%2e%2e/docs/faq', '/docs/../docs/faq', '/..\\docs\\faq']) {
      const response = await rawRequest(port, target);
      expect(response.status, target).toBe(404);
      expect(response.body, target).not.toContain('Questions and answers.');
    }
    expect(await rawRequest(port, '//[')).toMatchObject({
      status: 400,
      body: 'Bad request: the request target "//[" starts with "//", which URL parsers read as a host name.\n',
    });
  });

  it('refuses every route for another host name with 403, the events too, and warns once', async () => {
    const host = `rebound.example:${port}`;
    const body = `Forbidden: the Host header "${host}" is not a name of this machine, so sitegen serve refuses the request (a guard against DNS rebinding). If you opened the site by this name, restart it with --allowed-host rebound.example.\n`;
    for (const route of ['/docs/intro', '/__sitegen/events', '/__sitegen/dev-client.js', '/nope']) {
      expect(await rawRequest(port, route, { host }), route).toMatchObject({ status: 403, body });
    }
    expect(output.stderr()).toBe(
      `⚠ Refused a request for the host "${host}", not a name of this machine (a guard against DNS rebinding). If you opened the site by this name, restart with --allowed-host rebound.example.\n`,
    );
    expect((await rawRequest(port, '/docs/intro', { host: `localhost:${port}` })).status).toBe(200);
  });

  it('re-renders only the edited page and sends a reload event naming it', async () => {
    const source = await readFile(doc('intro.md'), 'utf8');
    await writeFile(doc('intro.md'), source.replace('the first version', 'the second version'));
    const reload = await events.next('reload');
    expect(reload.data).toEqual({ paths: ['/docs/intro'], all: false });
    expect((await get(port, '/docs/intro')).body).toContain('Welcome to the second version.');
    expect(output.stdout()).toMatch(/✓ Rendered 1 of \d+ pages in /);
  });

  it('updates the search index after an edit to the very files a build from nothing writes', async () => {
    const source = await readFile(doc('guide.md'), 'utf8');
    await writeFile(doc('guide.md'), source.replace('Install it.', 'Install it with zymurgy.'));
    await events.next('reload');
    const fresh = await runSitegen(['build', 'site', '--out', path.join(root, 'fresh'), '--no-cache'], { cwd: root });
    expect(fresh.code).toBe(0);
    // The index's files and every page's search document (the edited page's encoded, the others' taken as written).
    const searchFiles = async (dir: string) =>
      Object.fromEntries(
        await Promise.all(
          [...(await readdir(path.join(dir, 'search'))).map((name) => `search/${name}`), 'search-documents.json'].map(
            async (name) => [name, await readFile(path.join(dir, name), 'utf8')] as const,
          ),
        ),
      );
    const expected = await searchFiles(path.join(root, 'fresh'));
    expect(Object.values(expected).some((contents) => contents.includes('"zymurgy"'))).toBe(true);
    // The index is written after the pages, while the browser reloads.
    await expect.poll(() => searchFiles(path.join(siteDir, 'build')), { timeout: 20_000 }).toEqual(expected);
    await writeFile(doc('guide.md'), source);
    await events.next('reload');
  });

  it('re-renders every page whose sidebar shows a changed title', async () => {
    const source = await readFile(doc('faq.md'), 'utf8');
    await writeFile(doc('faq.md'), source.replace('title: FAQ', 'title: Questions'));
    const reload = await events.next('reload');
    expect((reload.data as { paths: string[] }).paths).toEqual(
      expect.arrayContaining(['/docs/intro', '/docs/guide', '/docs/faq']),
    );
    expect((await get(port, '/docs/guide')).body).toContain('>Questions<');
  });

  it('adds, renames and deletes docs', async () => {
    await writeFile(doc('added.md'), '---\ntitle: Added\n---\n\nA new page.\n');
    expect((await events.next('reload')).data).toMatchObject({ paths: expect.arrayContaining(['/docs/added']) });
    expect((await get(port, '/docs/added')).body).toContain('A new page.');

    await rename(doc('added.md'), doc('moved.md'));
    await expect.poll(async () => (await get(port, '/docs/moved')).status, { timeout: 20_000 }).toBe(200);
    await expect.poll(async () => (await get(port, '/docs/added')).status, { timeout: 20_000 }).toBe(404);

    await rm(doc('moved.md'));
    await expect.poll(async () => (await get(port, '/docs/moved')).status, { timeout: 20_000 }).toBe(404);
    expect((await get(port, '/docs/intro')).body).not.toContain('Added');
  });

  it('follows an MDX doc and the partial it imports', async () => {
    await writeFile(doc('_shared.mdx'), 'Shared text, **first** edition.\n');
    await writeFile(
      doc('mdx.mdx'),
      "---\ntitle: MDX\n---\nimport Shared from './_shared.mdx';\n\nexport const count = 1;\n\nCount {count}.\n\n<Shared />\n",
    );
    await expect
      .poll(async () => (await get(port, '/docs/mdx')).body, { timeout: 20_000 })
      .toContain('Count <!-- -->1<!-- -->.');
    expect((await get(port, '/docs/mdx')).body).toContain('Shared text, <strong>first</strong> edition.');

    await writeFile(doc('mdx.mdx'), (await readFile(doc('mdx.mdx'), 'utf8')).replace('count = 1', 'count = 2'));
    await expect
      .poll(async () => (await get(port, '/docs/mdx')).body, { timeout: 20_000 })
      .toContain('Count <!-- -->2<!-- -->.');
    // The partial is no doc of its own: an edit to it reaches the doc that imports it.
    await writeFile(doc('_shared.mdx'), 'Shared text, **second** edition.\n');
    await expect
      .poll(async () => (await get(port, '/docs/mdx')).body, { timeout: 20_000 })
      .toContain('Shared text, <strong>second</strong> edition.');
    expect((await get(port, '/docs/shared')).status).toBe(404);
  });

  it('keeps edits made during a rebuild and builds them next', async () => {
    const before = (output.stdout().match(/✓ Rendered /g) ?? []).length;
    for (let i = 1; i <= 5; i++) {
      await writeFile(doc('faq.md'), `---\ntitle: Questions\nsidebar_position: 3\n---\n\nAnswer number ${i}.\n`);
      await new Promise((resolve) => setTimeout(resolve, 15));
    }
    await expect
      .poll(async () => (await get(port, '/docs/faq')).body, { timeout: 20_000 })
      .toContain('Answer number 5.');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await get(port, '/docs/faq')).body).toContain('Answer number 5.');
    // Five saves, fewer rebuilds: the ones that came during a rebuild went into the next one.
    expect((output.stdout().match(/✓ Rendered /g) ?? []).length - before).toBeLessThan(5);
  });

  it('shows broken front matter as a diagnostic, keeps serving the last good page, and clears it once fixed', async () => {
    const source = await readFile(doc('guide.md'), 'utf8');
    await writeFile(doc('guide.md'), source.replace('title: Guide', 'title: [Guide'));
    const problems = await events.next('problems');
    const { summary, problems: texts } = problems.data as { summary: string; problems: string[] };
    expect(summary).toBe('1 problem');
    expect(texts).toHaveLength(1);
    const text = texts[0] ?? '';
    expect(text.split('\n')[0]).toBe('site/docs/guide.md:3:1 error InvalidFrontMatter');
    expect(text).toContain('  The front matter is not valid YAML');
    expect(text).toContain('    2 | title: [Guide');
    expect(text).toContain('  hint: Front matter is YAML between two --- lines');
    expect(output.stdout()).toContain('✗ The change does not build: 1 problem. The last good pages are still served.');
    // The last good page is still there, and so is the server.
    const served = await get(port, '/docs/guide');
    expect(served.status).toBe(200);
    expect(served.body).toContain('Install it.');
    expect(child.exitCode).toBeNull();

    // A new tab hears the problem at once.
    const late = await listenToEvents(port);
    expect((await late.next('problems')).data).toEqual(problems.data);
    late.close();

    await writeFile(doc('guide.md'), source.replace('Install it.', 'Install it, then run it.'));
    await events.next('ok');
    expect((await events.next('reload')).data).toEqual({ paths: ['/docs/guide'], all: false });
    expect((await get(port, '/docs/guide')).body).toContain('Install it, then run it.');
    expect(output.stdout()).toContain('✓ The site builds again.');
  });

  it('reports a broken link by its file and position, and a fixed one builds', async () => {
    const source = await readFile(doc('intro.md'), 'utf8');
    await writeFile(doc('intro.md'), source.replace('./guide.md#setup', './guide.md#set-up'));
    const problems = await events.next('problems');
    expect((problems.data as { problems: string[] }).problems[0]).toMatch(
      /^site\/docs\/intro\.md:8:5 error BrokenAnchor/,
    );
    await writeFile(doc('intro.md'), source);
    await events.next('ok');
  });

  it('rebuilds everything after a config change and reloads every tab', async () => {
    await writeFile(
      path.join(siteDir, 'sitegen.config.ts'),
      config.replace("title: 'Watched'", "title: 'Renamed site'"),
    );
    const reload = await events.next('reload');
    expect((reload.data as { all: boolean }).all).toBe(true);
    expect((await get(port, '/docs/faq')).body).toContain('Renamed site');
    expect(child.exitCode).toBeNull();
  });
});

describe('sitegen serve: ports and --open', { timeout: 60_000 }, () => {
  let root: string;
  let blocker: Server;
  let busyPort: number;

  beforeAll(async () => {
    ({ root } = await writeSite(site));
    const built = await runSitegen(['build', 'site', '--quiet'], { cwd: root });
    expect(built.code).toBe(0);
    blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    busyPort = (blocker.address() as { port: number }).port;
  }, 60_000);

  afterAll(async () => {
    await new Promise((resolve) => blocker.close(resolve));
    await removeDir(root);
  });

  it('moves to the next free port when the one asked for is in use, and says so', async () => {
    const child = startSitegen(['serve', 'site', '--port', String(busyPort)], { cwd: root });
    try {
      const line = await waitForLine(child, /^Serving /, 30_000);
      const port = Number(/:(\d+) /.exec(line)?.[1]);
      expect(port).toBeGreaterThan(busyPort);
      expect(line).toBe(`Serving site/build at http://127.0.0.1:${port} (port ${busyPort} is in use)`);
      expect((await get(port, '/docs/intro')).status).toBe(200);
    } finally {
      await stop(child);
    }
  });

  it('fails with --strict-port, naming a free port to use instead', async () => {
    const result = await runSitegen(['serve', 'site', '--port', String(busyPort), '--strict-port'], { cwd: root });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      `error PortUnavailable\n  Cannot listen on 127.0.0.1:${busyPort}: the port is already in use.\n  hint: Port `,
    );
    expect(result.stderr).toMatch(
      new RegExp(`hint: Port (\\d+) is free: pass --port \\1, or stop the program using ${busyPort}\\.`),
    );
    expect(result.stderr).toContain('✗ Cannot serve: 1 problem.');
  });

  it('--open runs the program named by BROWSER with the address', async () => {
    const tmp = await makeTempDir();
    const opened = path.join(tmp, 'opened.txt');
    const browser = path.join(tmp, 'browser.sh');
    await writeFile(browser, `#!/bin/sh\necho "$1" > ${JSON.stringify(opened)}\n`, { mode: 0o755 });
    const child = startSitegen(['serve', 'site', '--port', '0', '--open'], { cwd: root, env: { BROWSER: browser } });
    try {
      const line = await waitForLine(child, /^Serving /, 30_000);
      const url = /at (\S+)$/.exec(line)?.[1];
      await expect.poll(() => readFile(opened, 'utf8').catch(() => ''), { timeout: 10_000 }).toBe(`${url}\n`);
    } finally {
      await stop(child);
      await removeDir(tmp);
    }
  });
});

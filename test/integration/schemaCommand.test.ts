/**
 * `sitegen schema`: standalone viewer pages for schema files, links between
 * pages for file references, every failed file listed, the previous output
 * kept on failure; and the whole JSON-Schema-Test-Suite (drafts 4 to
 * 2020-12) renders without an error.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { hasTestSuite, testSuiteDrafts, testSuiteMap, writeTestSuiteSchemas } from '../../bench/testSuiteSchemas.ts';
import { hashTree, listTree, makeTempDir, removeDir, runSitegen } from './runSitegen.ts';

const roots: string[] = [];
afterAll(async () => {
  await Promise.all(roots.map((root) => removeDir(root)));
});

async function folder(files: Record<string, unknown>): Promise<string> {
  const root = await makeTempDir();
  roots.push(root);
  for (const [relative, value] of Object.entries(files)) {
    const file = path.join(root, 'schemas', relative);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, typeof value === 'string' ? value : JSON.stringify(value, null, 2));
  }
  return root;
}

const rendered = /^✓ Rendered (\d+) schema files in (?:\d+ ms|\d+\.\d\d s) \((\d+) files\/s\) → (.+)\n$/;

describe('sitegen schema', { timeout: 120_000, concurrent: true }, () => {
  it('writes a page per file (a/b.json → a/b.html), the JSON beside it, an index, and links for file references', async () => {
    const root = await folder({
      'geo/point.json': {
        title: 'Point',
        type: 'object',
        properties: { x: { type: 'number' }, y: { type: 'number' } },
      },
      'route.json': { title: 'Route', type: 'array', items: { $ref: 'geo/point.json' } },
    });
    const run = await runSitegen(['schema', 'schemas', '--out', 'pages'], { cwd: root });
    expect(run.stderr).toBe('');
    expect(run.stdout).toMatch(rendered);
    expect(rendered.exec(run.stdout)?.[1]).toBe('2');
    expect(rendered.exec(run.stdout)?.[3]).toBe('pages');
    const files = await listTree(path.join(root, 'pages'));
    expect(files.filter((f) => !f.startsWith('assets/'))).toEqual([
      '.sitegen-build',
      'geo/point.html',
      'geo/point.json',
      'index.html',
      'route.html',
      'route.json',
    ]);
    const island = files.find((f) => /^assets\/island-schema-viewer-[A-Z0-9]+\.js$/.test(f));
    expect(island).toBeDefined();
    // Assets import each other by relative paths, so the folder works under any path of any server.
    const islandCode = await readFile(path.join(root, 'pages', island ?? ''), 'utf8');
    expect(islandCode).toMatch(/from"\.\/chunks\/chunk-[A-Z0-9]+\.js"/);
    expect(islandCode).not.toContain('"/assets/');
    const route = await readFile(path.join(root, 'pages/route.html'), 'utf8');
    expect(route).toContain('<title>Route · route.json</title>');
    expect(route).toContain('<a class="sg-schema-ref sg-schema-ref--resolved" href="geo/point.html"');
    expect(route).toContain('id="schema.:items.x"');
    const point = await readFile(path.join(root, 'pages/geo/point.html'), 'utf8');
    // Assets are addressed relative to the page, so the folder can be served from anywhere.
    expect(point).toMatch(/<link rel="stylesheet" href="\.\.\/assets\/theme-[A-Z0-9]+\.css">/);
    expect(point).toContain('"schema-viewer":"./island-schema-viewer-');
    expect(await readFile(path.join(root, 'pages/index.html'), 'utf8')).toContain(
      '<a href="geo/point.html">geo/point.json</a>',
    );
  });

  it('a file that is not valid JSON is listed, exits 1, and leaves the previous output as it was', async () => {
    const root = await folder({ 'good.json': { type: 'string' } });
    expect((await runSitegen(['schema', 'schemas', '--out', 'pages'], { cwd: root })).code).toBe(0);
    const before = await hashTree(path.join(root, 'pages'));
    await writeFile(path.join(root, 'schemas/broken.json'), '{ "type": "object", }');
    await writeFile(path.join(root, 'schemas/dangling.json'), JSON.stringify({ $ref: 'missing.json#/x' }));
    const run = await runSitegen(['schema', 'schemas', '--out', 'pages'], { cwd: root });
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain(
      'schemas/broken.json:1:21 error InvalidSchemaFile\n  The schema file is not valid JSON: a property name in double quotes was expected.',
    );
    expect(run.stderr).toContain(
      'schemas/dangling.json:1:9 error SchemaRefMissing\n  $ref "missing.json#/x" points to missing.json, which does not exist.',
    );
    expect(
      run.stderr.endsWith(
        '✗ 1 of 3 schema files could not be rendered:\n  schemas/broken.json\nThe previous output, if any, was left untouched: it would have lost the pages of these files.\n',
      ),
    ).toBe(true);
    expect(await hashTree(path.join(root, 'pages'))).toEqual(before);
  });

  it('a missing reference costs no page: every page is written, the reference shows as unresolved, and the exit code is 1', async () => {
    const root = await folder({
      'good.json': { title: 'Good', type: 'string' },
      'dangling.json': {
        title: 'Dangling',
        properties: {
          licence: { $ref: 'https://example.com/s/osi-license#/definitions/id' },
          local: { $ref: 'missing.json#/x' },
        },
      },
    });
    const run = await runSitegen(['schema', 'schemas', '--out', 'pages', '--map', 'https://example.com/s/=schemas'], {
      cwd: root,
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      `schemas/dangling.json:5:15 error SchemaRefMissing\n  $ref "https://example.com/s/osi-license#/definitions/id" at /properties/licence maps to ${path.join(root, 'schemas', 'osi-license')}, which does not exist.`,
    );
    expect(run.stderr).toContain(
      'schemas/dangling.json:8:15 error SchemaRefMissing\n  $ref "missing.json#/x" at /properties/local points to missing.json, which does not exist.',
    );
    expect(run.stderr).toContain(
      '✗ 2 references in 1 of 2 schema files could not be resolved; their pages show them as unresolved. (--on-missing-ref warn reports them as warnings.)\n',
    );
    expect(run.stdout).toMatch(/^✓ Rendered 2 schema files in .* → pages\n$/);
    const page = await readFile(path.join(root, 'pages/dangling.html'), 'utf8');
    expect(page).toContain(
      '<strong>Unresolved reference</strong> <code>$ref<!-- -->: <!-- -->https://example.com/s/osi-license#/definitions/id</code>',
    );
    expect(page).toContain('<strong>Unresolved reference</strong> <code>$ref<!-- -->: <!-- -->missing.json#/x</code>');
    expect(existsSync(path.join(root, 'pages/good.html'))).toBe(true);
    expect(await readFile(path.join(root, 'pages/index.html'), 'utf8')).toContain(
      '<a href="dangling.html">dangling.json</a>',
    );
  });

  it('--on-missing-ref warn reports missing references as warnings and exits 0', async () => {
    const root = await folder({ 'dangling.json': { $ref: 'missing.json#/x' } });
    const run = await runSitegen(['schema', 'schemas', '--out', 'pages', '--on-missing-ref', 'warn'], { cwd: root });
    expect(run.code).toBe(0);
    expect(run.stderr).toContain(
      'schemas/dangling.json:2:11 warning SchemaRefMissing\n  $ref "missing.json#/x" points to missing.json, which does not exist.',
    );
    expect(run.stderr).toContain(
      '⚠ 1 reference in 1 of 1 schema files could not be resolved; their pages show them as unresolved.\n',
    );
    expect(existsSync(path.join(root, 'pages/dangling.html'))).toBe(true);
    const bad = await runSitegen(['schema', 'schemas', '--on-missing-ref', 'ignore'], { cwd: root });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain(
      "error: option '--on-missing-ref <mode>' argument 'ignore' is invalid. Allowed choices are error, warn.",
    );
  });

  it('a --map folder serves a URL without an extension from <url>.json, registered under the URL the schema wrote', async () => {
    const root = await folder({
      'uses.json': {
        $id: 'https://example.com/s/uses.json',
        properties: {
          licence: { $ref: 'osi-license#/definitions/id' },
          whole: { $ref: 'https://example.com/s/osi-license' },
        },
      },
      'osi-license.json': {
        $id: 'https://example.com/s/osi-license.json',
        definitions: { id: { title: 'OSI licence id', type: 'string' } },
      },
    });
    const run = await runSitegen(['schema', 'schemas', '--out', 'pages', '--map', 'https://example.com/s/=schemas'], {
      cwd: root,
    });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const page = await readFile(path.join(root, 'pages/uses.html'), 'utf8');
    expect(page).not.toContain('Unresolved reference');
    expect(page).toContain('OSI licence id');
  });

  it('a reference that leaves the input folder fails unless --root widens it', async () => {
    const root = await folder({ 'inner/a.json': { $ref: '../b.json' }, 'b.json': { type: 'integer' } });
    const narrow = await runSitegen(['schema', 'schemas/inner', '--out', 'pages'], { cwd: root });
    expect(narrow.code).toBe(1);
    expect(narrow.stderr).toContain('schemas/inner/a.json:2:11 error SchemaRefOutsideSite');
    const wide = await runSitegen(['schema', 'schemas/inner', '--root', 'schemas', '--out', 'pages'], { cwd: root });
    expect(wide.stderr).toBe('');
    expect(existsSync(path.join(root, 'pages/inner/a.html'))).toBe(true);
  });

  // 22.5 s in a full run on a slow day: two `sitegen schema` runs of 30 schemas, one of them starting two workers that
  // each load the renderer, on a machine the other integration file keeps busy.
  it('renders the same bytes with one worker thread as with two', async () => {
    const files: Record<string, unknown> = {};
    for (let i = 0; i < 30; i++)
      files[`dir${i % 3}/s${i}.json`] = {
        title: `S${i}`,
        type: 'object',
        properties: { next: { $ref: `../dir${(i + 1) % 3}/s${(i + 1) % 30}.json` }, n: { enum: [i, i + 1] } },
      };
    const root = await folder(files);
    // As users run it: React's development build (NODE_ENV=test) needs more stack than the main thread has for this
    // deep chain.
    const env = { NODE_ENV: 'production' };
    const one = await runSitegen(['schema', 'schemas', '--out', 'one', '--workers', '1'], { cwd: root, env });
    const two = await runSitegen(['schema', 'schemas', '--out', 'two', '--workers', '2'], { cwd: root, env });
    expect(one.stderr).toBe('');
    expect(two.stderr).toBe('');
    const hashesOne = await hashTree(path.join(root, 'one'));
    expect(Object.keys(hashesOne)).toHaveLength((await listTree(path.join(root, 'one'))).length);
    const hashesTwo = await hashTree(path.join(root, 'two'));
    expect(Object.keys(hashesTwo).filter((f) => hashesTwo[f] !== hashesOne[f])).toEqual([]);
    expect(hashesTwo).toEqual(hashesOne);
  });

  it('usage errors exit 2', async () => {
    const root = await folder({ 'a.json': true });
    const badMap = await runSitegen(['schema', 'schemas', '--map', 'nothing'], { cwd: root });
    expect(badMap.code).toBe(2);
    expect(badMap.stderr).toBe(
      'error: --map takes prefix=dir, e.g. --map https://example.com/schemas/=./schemas, but it is "nothing".\n',
    );
    const badDraft = await runSitegen(['schema', 'schemas', '--draft', '5'], { cwd: root });
    expect(badDraft.code).toBe(2);
    expect(badDraft.stderr).toContain(
      "error: option '--draft <draft>' argument '5' is invalid. Allowed choices are 4, 6, 7, 2019-09, 2020-12.",
    );
  });
});

describe.skipIf(!hasTestSuite)('the JSON-Schema-Test-Suite', { timeout: 300_000 }, () => {
  it.each(testSuiteDrafts)('every schema of %s renders through sitegen schema', async (folderName, draft, count) => {
    const root = await makeTempDir();
    roots.push(root);
    expect(await writeTestSuiteSchemas(folderName, path.join(root, 'schemas'))).toBe(count);
    const run = await runSitegen(['schema', 'schemas', '--draft', draft, '--map', testSuiteMap(), '--out', 'pages'], {
      cwd: root,
      timeoutMs: 240_000,
    });
    expect(run.stderr).toBe('');
    expect(rendered.exec(run.stdout)?.[1]).toBe(String(count));
    // Every reference the suite can resolve offline resolved: none shows as unresolved.
    const pages = (await listTree(path.join(root, 'pages'))).filter((f) => f.endsWith('.html') && f !== 'index.html');
    expect(pages).toHaveLength(count);
    const unresolved: string[] = [];
    for (const page of pages)
      if ((await readFile(path.join(root, 'pages', page), 'utf8')).includes('Unresolved reference'))
        unresolved.push(page);
    expect(unresolved).toEqual([]);
  });
});

/** The compile cache's keys and entries, in one process, as a pool worker uses it (a new cache for every request). */
import { mkdir, mkdtemp, readdir, readFile, realpath, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { WidgetRegistry } from '../../../theme/widgets/widgetTypes.ts';
import { createCompileCache, treeJson } from '../../../src/markdown/compileCache.ts';
import { failedCompile } from '../../../src/markdown/compileMarkdown.ts';

let tmp: string;
let siteDir: string;
let cacheDir: string;
const widgets: WidgetRegistry = new Map();
const input = { file: '/site/docs/a.md', body: '# A\n', bodyLineOffset: 2 };
const result = { ...failedCompile([]), headings: [{ id: 'a', text: 'A', depth: 1 }] };

beforeAll(async () => {
  tmp = await realpath(await mkdtemp(path.join(os.tmpdir(), 'sitegen-compilecache-')));
  siteDir = path.join(tmp, 'project', 'website');
  cacheDir = path.join(tmp, 'cache');
  await mkdir(siteDir, { recursive: true });
  await writeFile(path.join(tmp, 'project', 'package.json'), '{}');
});
afterAll(() => rm(tmp, { recursive: true, force: true }));

const cache = () => createCompileCache({ widgets, siteDir, dir: cacheDir });

describe('createCompileCache', () => {
  it('misses an entry never written, then gives back the one written, to a cache made later', async () => {
    const first = await cache();
    expect(await first.get(input)).toBeUndefined();
    await first.set(input, result);
    const later = await cache();
    expect(await later.get(input)).toEqual(result);
    expect(later.hits).toBe(1);
    // The entry and its folder, and no partial file left beside it.
    const key = later.keyOf(input);
    expect(await readdir(path.join(cacheDir, key.slice(0, 2)))).toEqual([`${key}.json`]);
  });

  it("writes an entry as a header with a checksum and the JSON of the whole result, and keeps its tree's text for treeJson", async () => {
    const written = {
      ...result,
      hast: {
        type: 'root' as const,
        children: [
          {
            type: 'element' as const,
            tagName: 'p',
            properties: {},
            children: [{ type: 'text' as const, value: 'Entry "one" \u2014 ok' }],
          },
        ],
      },
    };
    const first = await cache();
    const entryInput = { ...input, body: '# Entry one\n' };
    await first.set(entryInput, written);
    const key = first.keyOf(entryInput);
    const json = JSON.stringify(written);
    expect(await readFile(path.join(cacheDir, key.slice(0, 2), `${key}.json`), 'utf8')).toBe(
      `sitegen-compiled 1 ${crc32(json).toString(16)}\n${json}`,
    );
    // The very text written, not a second stringify of the tree.
    const stringify = vi.spyOn(JSON, 'stringify');
    const text = treeJson(written.hast);
    expect(stringify).not.toHaveBeenCalled();
    stringify.mockRestore();
    expect(text).toBe(JSON.stringify(written.hast));
    // A tree the cache never wrote is stringified.
    expect(treeJson({ type: 'root', children: [] })).toBe('{"type":"root","children":[]}');
  });

  it('an entry edited, cut short or of another format is a miss, and the doc compiles again', async () => {
    const first = await cache();
    await first.set(input, result);
    const file = path.join(cacheDir, first.keyOf(input).slice(0, 2), `${first.keyOf(input)}.json`);
    const text = await readFile(file, 'utf8');
    const json = text.slice(text.indexOf('\n') + 1);
    for (const damaged of [
      text.replace('"root"', '"toor"'),
      text.slice(0, -5),
      json,
      `sitegen-compiled 0 ${crc32(json).toString(16)}\n${json}`,
    ]) {
      await writeFile(file, damaged);
      const later = await cache();
      expect(await later.get(input)).toBeUndefined();
      expect(await later.treeOf(later.keyOf(input))).toBeUndefined();
    }
    await writeFile(file, text);
    expect(await (await cache()).get(input)).toEqual(result);
  });

  it("keys change when the site's lockfile changes, though this process made caches for it before", async () => {
    const lockfile = path.join(tmp, 'project', 'package-lock.json');
    await writeFile(lockfile, '{"lockfileVersion":3,"packages":{"a":{"version":"1.0.0"}}}');
    const before = (await cache()).keyOf(input);
    expect((await cache()).keyOf(input)).toBe(before);
    // The same size, a later time: the text is read again.
    await writeFile(lockfile, '{"lockfileVersion":3,"packages":{"a":{"version":"2.0.0"}}}');
    await utimes(lockfile, new Date(), new Date(Date.now() + 5_000));
    const after = (await cache()).keyOf(input);
    expect(after).not.toBe(before);
    expect(await (await cache()).get(input)).toBeUndefined();
  });

  it("keys change with the widgets' props", async () => {
    const plain = (await cache()).keyOf(input);
    const withWidget = await createCompileCache({
      widgets: new Map([['Chart', { props: { data: { type: 'string' } } }]]) as unknown as WidgetRegistry,
      siteDir,
      dir: cacheDir,
    });
    expect(withWidget.keyOf(input)).not.toBe(plain);
  });

  it('writes nothing for a result with errors, and nothing at all when disabled', async () => {
    const other = { ...input, file: '/site/docs/b.md' };
    const failing = failedCompile([
      { severity: 'error', code: 'BrokenLink', message: 'broken', file: other.file, line: 1, column: 1 },
    ]);
    await (await cache()).set(other, failing);
    expect(await (await cache()).get(other)).toBeUndefined();
    const disabled = await createCompileCache({ widgets, siteDir, dir: cacheDir, enabled: false });
    await disabled.set(other, result);
    expect(await (await cache()).get(other)).toBeUndefined();
  });
});

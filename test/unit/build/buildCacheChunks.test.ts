/**
 * The build cache's chunks (buildCache.ts): a rebuild writes again only the chunks of the entries it
 * changed, reads back exactly what it wrote, and a chunk that is missing or corrupt makes the whole
 * cache ignored, never half trusted.
 */
import { mkdtemp, readdir, readFile, rm, stat, unlink, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  readBuildCache,
  writeBuildCache,
  type BuildCacheData,
  type CachedPage,
} from '../../../src/build/buildCache.ts';
import { chunkCount } from '../../../src/build/cacheChunks.ts';

/** The sizes of what CRC-32 was asked to sum, since the last reset. */
const summed: number[] = [];
vi.mock('node:zlib', async (original) => {
  const zlib = await original<typeof import('node:zlib')>();
  return {
    ...zlib,
    crc32: (data: string | Uint8Array, value?: number) => {
      summed.push(data.length);
      return zlib.crc32(data, value);
    },
  };
});

let dir: string;
let file: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'sitegen-cache-chunks-'));
  file = path.join(dir, 'site.json');
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

function page(route: string, key = `key of ${route}`): CachedPage {
  return {
    key,
    output: { path: `${route.slice(1)}.html`, size: 100, mtimeMs: 1 },
    page: {
      route,
      kind: 'doc',
      title: `Title of ${route}`,
      description: '',
      source: `/site/docs${route}.md`,
      links: [],
      ids: ['sg-main'],
      headings: [],
    },
  };
}

function cache(routes: string[], changed: Record<string, string> = {}): BuildCacheData {
  return {
    fingerprint: 'f1',
    pages: Object.fromEntries(routes.map((route) => [route, page(route, changed[route])])),
    docs: {},
    posts: {},
    index: { key: 'index key', files: [] },
  };
}

const routes = Array.from({ length: 300 }, (_, i) => `/docs/page-${i}`);
const chunkFiles = async () => (await readdir(dir)).filter((name) => name.includes('.pages-')).sort();

describe('the build cache in chunks', () => {
  it('takes a power of two of chunks of about 128 entries', () => {
    expect([0, 1, 128, 129, 256, 300, 10_222].map(chunkCount)).toEqual([1, 1, 1, 2, 2, 4, 128]);
  });

  it('reads back what it wrote', async () => {
    const data = cache(routes);
    await writeBuildCache(file, data);
    expect(await chunkFiles()).toHaveLength(4);
    const read = await readBuildCache(file, 'f1');
    expect(read && 'data' in read ? read.data : read).toEqual(data);
  });

  it('writes again only the chunk of the page that changed, and removes the chunk it replaces', async () => {
    await writeBuildCache(file, cache(routes));
    const first = await readBuildCache(file, 'f1');
    if (!first || !('layout' in first)) throw new Error('the cache was not read');
    const before = await chunkFiles();
    const times = new Map(
      await Promise.all(before.map(async (name) => [name, (await stat(path.join(dir, name))).mtimeMs] as const)),
    );

    const edited = cache(routes, { '/docs/page-7': 'a new key' });
    await writeBuildCache(file, edited, {
      layout: first.layout,
      unchangedPage: (route) => route !== '/docs/page-7',
      unchangedDoc: () => true,
      unchangedPost: () => true,
    });
    const after = await chunkFiles();
    expect(after).toHaveLength(4);
    // One name gone, one new: the chunk of page-7, whose checksum is in its name.
    expect(after.filter((name) => !before.includes(name))).toHaveLength(1);
    expect(before.filter((name) => !after.includes(name))).toHaveLength(1);
    for (const name of after.filter((n) => before.includes(n)))
      expect((await stat(path.join(dir, name))).mtimeMs).toBe(times.get(name));
    const read = await readBuildCache(file, 'f1');
    expect(read && 'data' in read ? read.data.pages['/docs/page-7']?.key : read).toBe('a new key');
  });

  it('writes a chunk again when a page of it is gone, though the others are unchanged', async () => {
    await writeBuildCache(file, cache(routes));
    const first = await readBuildCache(file, 'f1');
    if (!first || !('layout' in first)) throw new Error('the cache was not read');
    await writeBuildCache(file, cache(routes.filter((route) => route !== '/docs/page-7')), {
      layout: first.layout,
      unchangedPage: () => true,
      unchangedDoc: () => true,
      unchangedPost: () => true,
    });
    const read = await readBuildCache(file, 'f1');
    expect(read && 'data' in read ? Object.keys(read.data.pages).length : read).toBe(299);
  });

  it('is ignored when a chunk is missing or corrupt', async () => {
    await writeBuildCache(file, cache(routes));
    const [first, second] = await chunkFiles();
    if (!first || !second) throw new Error('no chunks');
    const text = await readFile(path.join(dir, second), 'utf8');
    await writeFile(path.join(dir, second), text.replace('Title of', 'Title 0f'));
    expect(await readBuildCache(file, 'f1')).toEqual({ ignored: 'it is corrupt (its checksum does not match)' });
    await unlink(path.join(dir, first));
    expect(await readBuildCache(file, 'f1')).toEqual({ ignored: 'it is incomplete (a part of it is missing)' });
  });

  it('sums a chunk only when its size or time is not the one recorded, as git trusts an unchanged stat', async () => {
    await writeBuildCache(file, cache(routes));
    const [first, second] = await chunkFiles();
    if (!first || !second) throw new Error('no chunks');
    const bytesSummed = async () => {
      summed.length = 0;
      const read = await readBuildCache(file, 'f1');
      if (!read || !('data' in read)) throw new Error(`the cache was not read: ${JSON.stringify(read)}`);
      return summed.reduce((total, bytes) => total + bytes, 0);
    };
    // As written: only the manifest is summed.
    const manifestBytes = (await stat(file)).size - (await readFile(file, 'utf8')).indexOf('\n') - 1;
    expect(await bytesSummed()).toBe(manifestBytes);
    // Copied with new times (a restored CI cache): that chunk is summed too, and still good.
    const later = new Date(Date.now() + 60_000);
    await utimes(path.join(dir, first), later, later);
    const chunkBytes =
      (await stat(path.join(dir, first))).size - (await readFile(path.join(dir, first), 'utf8')).indexOf('\n') - 1;
    expect(await bytesSummed()).toBe(manifestBytes + chunkBytes);
  });

  it('does not take a chunk of another build put under the name', async () => {
    await writeBuildCache(file, cache(routes));
    const [first, second] = await chunkFiles();
    if (!first || !second) throw new Error('no chunks');
    // A valid chunk, but not the one whose checksum the name carries.
    await writeFile(path.join(dir, first), await readFile(path.join(dir, second)));
    expect(await readBuildCache(file, 'f1')).toEqual({
      ignored: 'it is corrupt (a part of it is not the one its name says)',
    });
  });
});

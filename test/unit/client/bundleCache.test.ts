/** The folder of bundles kept between builds: taken while whole and valid, the newest few kept. */
import { mkdtemp, readdir, rm, utimes } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cachedBundle } from '../../../src/client/bundleCache.ts';

const roots: string[] = [];
afterEach(async () => {
  await Promise.all(roots.splice(0).map((root) => rm(root, { recursive: true, force: true })));
});

async function cacheRoot(): Promise<string> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'sitegen-bundles-'));
  roots.push(root);
  return root;
}

/** A bundle of one file whose text is `text`, counting how many times it was made. */
function maker(text: string, counter: { made: number }) {
  return async () => {
    counter.made++;
    return { files: [{ path: 'assets/a.js', contents: Buffer.from(text) }], manifest: { text } };
  };
}

describe('cachedBundle', () => {
  it('takes a kept bundle while its manifest is valid, and makes it again when it is not', async () => {
    const root = await cacheRoot();
    const counter = { made: 0 };
    const first = await cachedBundle(root, 'k1', maker('one', counter));
    expect(first.fromCache).toBe(false);
    const again = await cachedBundle(root, 'k1', maker('one', counter), { valid: () => true });
    expect(again).toEqual({
      files: [{ path: 'assets/a.js', contents: Buffer.from('one') }],
      manifest: { text: 'one' },
      fromCache: true,
    });
    const stale = await cachedBundle(root, 'k1', maker('two', counter), { valid: async () => false });
    expect(stale.fromCache).toBe(false);
    expect(stale.manifest).toEqual({ text: 'two' });
    expect(counter.made).toBe(2);
  });

  it('makes a bundle asked for twice at once only once', async () => {
    const root = await cacheRoot();
    const counter = { made: 0 };
    const [one, two] = await Promise.all([
      cachedBundle(root, 'k1', maker('one', counter)),
      cachedBundle(root, 'k1', maker('one', counter)),
    ]);
    expect(counter.made).toBe(1);
    expect(two).toEqual(one);
  });

  it('keeps the newest bundles written, removing the others as a new one is written', async () => {
    const root = await cacheRoot();
    const counter = { made: 0 };
    for (const [i, key] of ['k1', 'k2', 'k3'].entries()) {
      await cachedBundle(root, key, maker(key, counter), { keep: 2 });
      // Each written a minute after the last: the folders' times order them, whatever the file system's resolution.
      const time = new Date(Date.now() - (3 - i) * 60_000);
      await utimes(path.join(root, key), time, time);
    }
    await cachedBundle(root, 'k4', maker('k4', counter), { keep: 2 });
    expect((await readdir(root)).sort()).toEqual(['k3', 'k4']);
  });
});

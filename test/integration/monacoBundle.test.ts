/**
 * Monaco, bundled by us: only sites that use an editor get it; its files are
 * content-hashed under assets/monaco/; a second bundle comes from the cache,
 * and a cache missing a file is rebuilt rather than trusted.
 */
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bundleMonaco } from '../../src/client/bundleMonaco.ts';
import { makeTempDir, removeDir, throwawaySites } from './runSitegen.ts';

const sites = throwawaySites();
const roots: string[] = [];
afterAll(async () => {
  await sites.cleanup();
  await Promise.all(roots.map((root) => removeDir(root)));
});

describe('the Monaco bundle', { timeout: 120_000 }, () => {
  it('is built once, then copied from the cache; a cache missing a file is rebuilt', async () => {
    const cacheRoot = await makeTempDir();
    roots.push(cacheRoot);
    const first = await bundleMonaco({ basePath: '/docs-site/', cacheRoot });
    expect(first.fromCache).toBe(false);
    const names = first.files.map((f) => f.path).sort();
    expect(names).toHaveLength(5);
    for (const pattern of [
      /^assets\/monaco\/monaco-[A-Z0-9]+\.js$/,
      /^assets\/monaco\/monaco-[A-Z0-9]+\.css$/,
      /^assets\/monaco\/editor\.worker-[A-Z0-9]+\.js$/,
      /^assets\/monaco\/json\.worker-[A-Z0-9]+\.js$/,
      /^assets\/monaco\/codicon-[A-Z0-9]+\.ttf$/,
    ]) {
      expect(
        names.some((name) => pattern.test(name)),
        String(pattern),
      ).toBe(true);
    }
    expect(first.assets.script).toMatch(/^\/docs-site\/assets\/monaco\/monaco-[A-Z0-9]+\.js$/);
    expect(first.assets.workers.json).toMatch(/^\/docs-site\/assets\/monaco\/json\.worker-[A-Z0-9]+\.js$/);

    const second = await bundleMonaco({ basePath: '/docs-site/', cacheRoot });
    expect(second.fromCache).toBe(true);
    expect(second.assets).toEqual(first.assets);
    expect(second.files.map((f) => [f.path, Buffer.from(f.contents).length])).toEqual(
      first.files.map((f) => [f.path, Buffer.from(f.contents).length]),
    );

    const [key] = await readdir(cacheRoot);
    await rm(path.join(cacheRoot, key ?? '', path.posix.basename(first.assets.workers.editor)));
    const third = await bundleMonaco({ basePath: '/docs-site/', cacheRoot });
    expect(third.fromCache).toBe(false);
    expect(third.assets).toEqual(first.assets);
  });

  it('only a site that uses an editor gets it, under assets/monaco/', async () => {
    const withEditor = await sites.build({
      'docs/intro.md': '# Intro\n\n::monaco-editor{language="json" value="{}"}\n',
    });
    expect(withEditor.stderr).toBe('');
    expect((await readdir(path.join(withEditor.outDir, 'assets/monaco'))).length).toBe(5);
    const without = await sites.build({ 'docs/intro.md': '# Intro\n' });
    expect(without.stderr).toBe('');
    expect((await readdir(path.join(without.outDir, 'assets'))).includes('monaco')).toBe(false);
  });
});

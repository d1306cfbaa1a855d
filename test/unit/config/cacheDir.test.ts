/** Where a site's cache goes: its project's node_modules/.cache, or a folder of its own outside the site. */
import { mkdir, mkdtemp, realpath, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { versionFiles, wantedCacheDir as cacheDirFor } from '../../../src/paths.ts';
import { takeCacheWarnings, usableCacheDir } from '../../../src/usableCacheDir.ts';

let tmp: string;
beforeAll(async () => {
  tmp = await realpath(await mkdtemp(path.join(os.tmpdir(), 'sitegen-cachedir-')));
});
afterAll(() => rm(tmp, { recursive: true, force: true }));

describe('cacheDirFor', () => {
  it('is node_modules/.cache/sitegen of the nearest folder above the site with a package.json', async () => {
    await mkdir(path.join(tmp, 'project', 'website', 'docs'), { recursive: true });
    await writeFile(path.join(tmp, 'project', 'package.json'), '{}');
    expect(cacheDirFor(path.join(tmp, 'project', 'website'), {})).toBe(
      path.join(tmp, 'project', 'node_modules', '.cache', 'sitegen'),
    );
  });

  it("is a folder of the site's own in the user's cache for a site in no project, never in a folder users share", async () => {
    await mkdir(path.join(tmp, 'loose'), { recursive: true });
    const dir = cacheDirFor(path.join(tmp, 'loose'), { XDG_CACHE_HOME: path.join(tmp, 'xdg') });
    expect(dir).toMatch(new RegExp(`^${path.join(tmp, 'xdg', 'sitegen').replaceAll('/', '\\/')}\\/[0-9a-f]{16}$`));
    expect(cacheDirFor(path.join(tmp, 'loose'), { XDG_CACHE_HOME: path.join(tmp, 'xdg') })).toBe(dir);
    const inHome = cacheDirFor(path.join(tmp, 'loose-too'), {});
    expect(inHome.startsWith(path.join(os.homedir(), '.cache', 'sitegen') + path.sep)).toBe(true);
    expect(inHome.startsWith(os.tmpdir())).toBe(false);
  });

  it('is SITEGEN_CACHE_DIR when it is set', () => {
    expect(cacheDirFor(path.join(tmp, 'project', 'website'), { SITEGEN_CACHE_DIR: 'relative/cache' })).toBe(
      path.resolve('relative/cache'),
    );
  });
});

describe('usableCacheDir', () => {
  it('is the folder wanted when a file can be written there', async () => {
    const wanted = path.join(tmp, 'writable', 'cache');
    expect(usableCacheDir(wanted)).toBe(wanted);
    expect(takeCacheWarnings()).toEqual([]);
  });

  it('CacheUnwritable: a temporary folder of its own, and one warning, when the folder cannot be made or written', async () => {
    await writeFile(path.join(tmp, 'a-file'), 'not a folder');
    const wanted = path.join(tmp, 'a-file', 'cache');
    const usable = usableCacheDir(wanted);
    expect(usable.startsWith(path.join(os.tmpdir(), 'sitegen-cache-'))).toBe(true);
    expect(usableCacheDir(wanted)).toBe(usable);
    expect(takeCacheWarnings()).toEqual([
      {
        code: 'CacheUnwritable',
        severity: 'warning',
        file: wanted,
        message: `The cache folder ${wanted} cannot be written (ENOTDIR): this build uses a temporary one instead, removed when it ends, so the next build starts without a cache.`,
        hint: 'Free some space or make the folder writable, or choose another one with SITEGEN_CACHE_DIR.',
      },
    ]);
    expect(takeCacheWarnings()).toEqual([]);
    await rm(usable, { recursive: true, force: true });
  });
});

describe('versionFiles', () => {
  it("lists sitegen's package.json and the lockfile nearest above the site", async () => {
    await writeFile(path.join(tmp, 'project', 'pnpm-lock.yaml'), 'lockfileVersion: 9\n');
    const files = versionFiles(path.join(tmp, 'project', 'website'));
    expect(files).toContain(path.join(tmp, 'project', 'pnpm-lock.yaml'));
    expect(files.some((file) => file.endsWith(`${path.sep}package.json`))).toBe(true);
  });
});

/** Where a site's cache goes: its project's node_modules/.cache, or a folder of its own outside the site. */
import { mkdir, mkdtemp, realpath, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheDirFor, versionFiles } from '../../../src/paths.ts';

let tmp: string;
beforeAll(async () => { tmp = await realpath(await mkdtemp(path.join(os.tmpdir(), 'sitegen-cachedir-'))); });
afterAll(() => rm(tmp, { recursive: true, force: true }));

describe('cacheDirFor', () => {
  it('is node_modules/.cache/sitegen of the nearest folder above the site with a package.json', async () => {
    await mkdir(path.join(tmp, 'project', 'website', 'docs'), { recursive: true });
    await writeFile(path.join(tmp, 'project', 'package.json'), '{}');
    expect(cacheDirFor(path.join(tmp, 'project', 'website'), {})).toBe(path.join(tmp, 'project', 'node_modules', '.cache', 'sitegen'));
  });

  it('is a folder of the site\'s own under the temporary folder for a site in no project, never inside the site', async () => {
    await mkdir(path.join(tmp, 'loose'), { recursive: true });
    const dir = cacheDirFor(path.join(tmp, 'loose'), {});
    expect(dir.startsWith(path.join(os.tmpdir(), 'sitegen-cache-'))).toBe(true);
    expect(dir.startsWith(path.join(tmp, 'loose'))).toBe(false);
    expect(cacheDirFor(path.join(tmp, 'loose'), {})).toBe(dir);
  });

  it('is SITEGEN_CACHE_DIR when it is set', () => {
    expect(cacheDirFor(path.join(tmp, 'project', 'website'), { SITEGEN_CACHE_DIR: 'relative/cache' })).toBe(path.resolve('relative/cache'));
  });
});

describe('versionFiles', () => {
  it('lists sitegen\'s package.json and the lockfile nearest above the site', async () => {
    await writeFile(path.join(tmp, 'project', 'pnpm-lock.yaml'), 'lockfileVersion: 9\n');
    const files = versionFiles(path.join(tmp, 'project', 'website'));
    expect(files).toContain(path.join(tmp, 'project', 'pnpm-lock.yaml'));
    expect(files.some((file) => file.endsWith(`${path.sep}package.json`))).toBe(true);
  });
});

import { mkdir, mkdtemp, realpath, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocAssets } from '../../../src/output/docAssets.ts';

describe('createDocAssets', () => {
  let root: string;
  let siteDir: string;

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'sitegen-assets-'));
    siteDir = path.join(root, 'site');
    await mkdir(path.join(siteDir, 'docs', 'img'), { recursive: true });
    await writeFile(path.join(siteDir, 'docs', 'img', 'a b.png'), 'png bytes');
    await writeFile(path.join(siteDir, 'docs', 'img', 'copy.png'), 'png bytes');
    await writeFile(path.join(root, 'outside.txt'), 'secret');
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('names a file by its content hash under the base path, once however often it is linked', () => {
    const assets = createDocAssets({ basePath: '/base/', siteDir });
    const href = assets.hrefFor(path.join(siteDir, 'docs', 'img', 'a b.png')) as string;
    expect(href).toMatch(/^\/base\/assets\/files\/a-b-[0-9a-f]{10}\.png$/);
    expect(assets.hrefFor(path.join(siteDir, 'docs', 'img', 'a b.png'))).toBe(href);
    expect(assets.files()).toEqual([{ path: href.replace('/base/', ''), contents: Buffer.from('png bytes') }]);
  });

  it('gives the same bytes under another name the same hash', () => {
    const assets = createDocAssets({ basePath: '/', siteDir });
    const a = String(assets.hrefFor(path.join(siteDir, 'docs', 'img', 'a b.png')))
      .split('-')
      .pop();
    const b = String(assets.hrefFor(path.join(siteDir, 'docs', 'img', 'copy.png')))
      .split('-')
      .pop();
    expect(a).toBe(b);
  });

  it('knows nothing of missing files, folders and files outside the site', () => {
    const assets = createDocAssets({ basePath: '/', siteDir });
    expect(assets.hrefFor(path.join(siteDir, 'docs', 'img', 'nope.png'))).toBeUndefined();
    expect(assets.hrefFor(path.join(siteDir, 'docs', 'img'))).toBeUndefined();
    expect(assets.hrefFor(path.join(root, 'outside.txt'))).toBeUndefined();
    expect(assets.files()).toEqual([]);
  });

  it('answers { outside } for a link leading out of the site, and copies nothing; a link inside is copied', async () => {
    await symlink('../../../outside.txt', path.join(siteDir, 'docs', 'img', 'leak.txt'));
    await symlink('copy.png', path.join(siteDir, 'docs', 'img', 'alias.png'));
    const assets = createDocAssets({ basePath: '/', siteDir });
    expect(assets.hrefFor(path.join(siteDir, 'docs', 'img', 'leak.txt'))).toEqual({
      outside: await realpath(path.join(root, 'outside.txt')),
    });
    expect(assets.hrefFor(path.join(siteDir, 'docs', 'img', 'alias.png'))).toMatch(
      /^\/assets\/files\/alias-[0-9a-f]{10}\.png$/,
    );
    expect(assets.files().map((f) => f.contents.toString())).toEqual(['png bytes']);
  });
});

import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeFiles } from '../../../src/build/generatorFingerprint.ts';

describe('codeFiles: what the fingerprint of sitegen stamps', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'sitegen-code-files-'));
    const files = [
      'src/cli.bundle.js',
      'src/cli.bundle-chunk-AB12.js',
      'src/cli.bundle-worker-poolWorker.js',
      'src/build/build.js',
      'src/build/build.d.ts',
      'theme/index.js',
      'theme/index.d.ts',
      'theme/styles/theme.css',
    ];
    for (const file of files) {
      await mkdir(path.dirname(path.join(root, file)), { recursive: true });
      await writeFile(path.join(root, file), '');
    }
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('from the bundle, takes src/ as the bundle and its chunks, not the modules it was made of', async () => {
    expect((await codeFiles(root, 'src', true)).sort()).toEqual([
      'cli.bundle-chunk-AB12.js',
      'cli.bundle-worker-poolWorker.js',
      'cli.bundle.js',
    ]);
  });

  it('from the modules, takes every compiled module of src/, and no declarations', async () => {
    expect((await codeFiles(root, 'src', false)).sort()).toEqual([
      path.join('build', 'build.js'),
      'cli.bundle-chunk-AB12.js',
      'cli.bundle-worker-poolWorker.js',
      'cli.bundle.js',
    ]);
  });

  it('takes the whole theme either way: sites import its modules as they are', async () => {
    const expected = ['index.js', path.join('styles', 'theme.css')];
    expect((await codeFiles(root, 'theme', true)).sort()).toEqual(expected);
    expect((await codeFiles(root, 'theme', false)).sort()).toEqual(expected);
  });
});

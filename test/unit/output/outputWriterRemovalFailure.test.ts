/**
 * A previous output that cannot be removed after the swap: the new output
 * stands, and `removed()` gives the build a warning naming the folder left
 * behind, with what stopped its removal.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createOutputWriter } from '../../../src/output/outputWriter.ts';

vi.mock('../../../src/output/removeFolder.ts', () => ({
  removeFolder: () => Promise.reject(new Error('EBUSY: resource busy or locked')),
}));

const roots: string[] = [];
afterEach(async () => {
  await Promise.all(roots.splice(0).map((root) => rm(root, { recursive: true, force: true })));
});

describe('createOutputWriter, when the previous output cannot be removed', () => {
  it('keeps the new output in place and warns of the folder left behind', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'sitegen-output-writer-'));
    roots.push(root);
    const outDir = path.join(root, 'out');
    await mkdir(outDir);
    await writeFile(path.join(outDir, 'index.html'), 'old\n');
    const writer = createOutputWriter(outDir);
    await writer.write('index.html', 'new\n');
    await writer.commit();
    expect(await readFile(path.join(outDir, 'index.html'), 'utf8')).toBe('new\n');

    const left = (await readdir(root)).filter((name) => name !== 'out');
    expect(left).toHaveLength(1);
    const previous = path.join(root, left[0] ?? '');
    expect(left[0]).toMatch(/^\.out\.old-\d+-\d+$/);
    const { cause, ...warning } = (await writer.removed()) ?? {};
    expect(warning).toEqual({
      code: 'PreviousOutputLeft',
      severity: 'warning',
      file: previous,
      message: 'The new output is in place, but the previous one could not be removed: EBUSY: resource busy or locked',
      hint: 'Delete that folder: nothing reads it, and the next build does not need it.',
    });
    expect(cause).toBeInstanceOf(Error);
    // A build that fails after the commit aborts: that waits for the removal, and does not throw.
    await expect(writer.abort()).resolves.toBeUndefined();
  });

  it('deletes the marker of the previous output before removing the rest: a folder partly removed is not a whole output', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'sitegen-output-writer-'));
    roots.push(root);
    const outDir = path.join(root, 'out');
    await mkdir(outDir);
    await writeFile(path.join(outDir, 'index.html'), 'old\n');
    await writeFile(path.join(outDir, '.sitegen-build'), 'marker\n');
    const writer = createOutputWriter(outDir);
    await writer.write('index.html', 'new\n');
    await writer.commit();
    const { file } = (await writer.removed()) ?? {};
    expect(path.basename(file ?? '')).toMatch(/^\.out\.old-\d+-\d+$/);
    expect((await readdir(file ?? '')).sort()).toEqual(['index.html']);
    expect(existsSync(path.join(outDir, 'index.html'))).toBe(true);
  });
});

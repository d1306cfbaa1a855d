/**
 * The output writer swaps the new output in on commit and removes the
 * previous one in a thread of its own (removeFolder.ts): `removed()` says
 * when it is gone, and a removal that fails is reported as the build's
 * diagnostic, not lost.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createOutputWriter } from '../../../src/output/outputWriter.ts';
import { removeFolder } from '../../../src/output/removeFolder.ts';

const roots: string[] = [];
afterEach(async () => {
  await Promise.all(roots.splice(0).map((root) => rm(root, { recursive: true, force: true })));
});

async function tempRoot(): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'sitegen-output-writer-'));
  roots.push(root);
  return root;
}

describe('removeFolder', () => {
  it('removes a folder with nested files, and resolves once it is gone', async () => {
    const root = await tempRoot();
    const dir = path.join(root, 'old');
    for (let i = 0; i < 50; i++) {
      await mkdir(path.join(dir, `section-${i % 5}`), { recursive: true });
      await writeFile(path.join(dir, `section-${i % 5}`, `page-${i}.html`), `<p>${i}</p>`);
    }
    await removeFolder(dir);
    expect(existsSync(dir)).toBe(false);
    expect(await readdir(root)).toEqual([]);
  });

  it('resolves for a folder that is not there', async () => {
    const root = await tempRoot();
    await expect(removeFolder(path.join(root, 'never-made'))).resolves.toBeUndefined();
  });

  it('rejects with what stopped it', async () => {
    const root = await tempRoot();
    await writeFile(path.join(root, 'a-file'), 'not a folder\n');
    await expect(removeFolder(path.join(root, 'a-file', 'inside'))).rejects.toThrow(/ENOTDIR/);
  });
});

describe('createOutputWriter', () => {
  it('puts the new output in place on commit, and removed() resolves when the previous one is gone', async () => {
    const root = await tempRoot();
    const outDir = path.join(root, 'out');
    await mkdir(path.join(outDir, 'docs'), { recursive: true });
    await writeFile(path.join(outDir, 'docs', 'old.html'), 'old\n');
    const writer = createOutputWriter(outDir);
    await writer.write('docs/new.html', 'new\n');
    await writer.commit();
    expect(await readFile(path.join(outDir, 'docs', 'new.html'), 'utf8')).toBe('new\n');
    expect(existsSync(path.join(outDir, 'docs', 'old.html'))).toBe(false);
    expect(await writer.removed()).toBeUndefined();
    expect(await readdir(root)).toEqual(['out']);
  });

  it('removed() resolves at once for a first build, which swaps nothing out', async () => {
    const root = await tempRoot();
    const writer = createOutputWriter(path.join(root, 'out'));
    await writer.write('index.html', 'home\n');
    await writer.commit();
    await writer.removed();
    expect(await readdir(root)).toEqual(['out']);
  });
});

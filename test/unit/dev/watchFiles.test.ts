/**
 * The watcher of `serve --watch` (src/dev/watchFiles.ts) reports a file once its write has ended: a save
 * that empties the file, then writes it in pieces, is read whole, never empty or half written; and a
 * second save soon after the first is reported too.
 */
import { mkdtempSync } from 'node:fs';
import { open, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { watchFiles, type FileWatcher } from '../../../src/dev/watchFiles.ts';

let watcher: FileWatcher | undefined;
afterEach(async () => {
  await watcher?.close();
  watcher = undefined;
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('watchFiles', () => {
  it('reports a file written in pieces once, whole', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'sitegen-watch-'));
    const file = path.join(dir, 'doc.md');
    await writeFile(file, '# First\n');
    const seen: string[] = [];
    watcher = await watchFiles([dir], {
      ignored: () => false,
      onChange: (changed) => {
        void readFile(changed, 'utf8').then((text) => seen.push(text));
      },
      onError: (error) => {
        throw error;
      },
    });
    // As an editor saves: the file emptied, then written in two pieces a few milliseconds apart.
    const handle = await open(file, 'w');
    await pause(8);
    await handle.write('# Second\n');
    await pause(8);
    await handle.write('More text.\n');
    await handle.close();
    await expect.poll(() => seen, { timeout: 5_000 }).toEqual(['# Second\nMore text.\n']);
    await pause(300);
    expect(seen).toEqual(['# Second\nMore text.\n']);
    // A second save, soon after: reported too.
    await writeFile(file, '# Third\n');
    await expect.poll(() => seen.at(-1), { timeout: 5_000 }).toBe('# Third\n');
  });
});

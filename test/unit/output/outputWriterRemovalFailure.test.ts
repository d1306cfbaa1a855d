/**
 * A previous output that cannot be removed after the swap: the new output
 * stands, and the failure reaches the build as an OutputFailed diagnostic
 * naming the folder left behind, through `removed()`.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isSitegenError } from '../../../src/diagnostics/diagnostic.ts';
import { createOutputWriter } from '../../../src/output/outputWriter.ts';

vi.mock('../../../src/output/removeFolder.ts', () => ({
  removeFolder: () => Promise.reject(new Error('EBUSY: resource busy or locked')),
}));

const roots: string[] = [];
afterEach(async () => { await Promise.all(roots.splice(0).map((root) => rm(root, { recursive: true, force: true }))); });

describe('createOutputWriter, when the previous output cannot be removed', () => {
  it('keeps the new output in place and reports the folder left behind', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'sitegen-output-writer-'));
    roots.push(root);
    const outDir = path.join(root, 'out');
    await mkdir(outDir);
    await writeFile(path.join(outDir, 'index.html'), 'old\n');
    const writer = createOutputWriter(outDir);
    await writer.write('index.html', 'new\n');
    await writer.commit();
    expect(await readFile(path.join(outDir, 'index.html'), 'utf8')).toBe('new\n');

    const error = await writer.removed().then(() => undefined, (failure: unknown) => failure);
    if (!isSitegenError(error)) throw new Error(`expected a SitegenError, got ${String(error)}`);
    const [diagnostic] = error.diagnostics;
    expect(diagnostic?.code).toBe('OutputFailed');
    expect(diagnostic?.file).toBe(outDir);
    expect(diagnostic?.message).toMatch(new RegExp(`^The new output is in place, but the previous one could not be removed from ${path.join(root, '.out.old-').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\d+-\\d+: EBUSY: resource busy or locked$`));
    expect(diagnostic?.hint).toBe('Delete that folder: nothing reads it, and the next build does not need it.');
    // A build that fails after the commit aborts: that does not throw the removal's failure again.
    await expect(writer.abort()).resolves.toBeUndefined();
  });
});

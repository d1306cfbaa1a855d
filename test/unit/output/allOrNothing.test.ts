/**
 * The writes of docs:version and write-translations land all together or not at all: what stands in the
 * way is found first, and a write that fails midway leaves the folder as it was (src/output/allOrNothing.ts).
 */
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { blockedPlaces, writeAllOrNothing } from '../../../src/output/allOrNothing.ts';
import { isSitegenError } from '../../../src/diagnostics/diagnostic.ts';
import { treeListing } from '../../integration/runSitegen.ts';

const roots: string[] = [];
afterAll(() => Promise.all(roots.map((root) => rm(root, { recursive: true, force: true }))));

async function folder(files: Record<string, string>): Promise<string> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'sitegen-all-or-nothing-'));
  roots.push(root);
  for (const [relative, contents] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, relative)), { recursive: true });
    await writeFile(path.join(root, relative), contents);
  }
  return root;
}

const name = { command: 'write-translations', rerun: 'write-translations --locale fr' };

describe('blockedPlaces', () => {
  it('names each file in the way once, a folder where a file goes and a link that leads nowhere; free places pass', async () => {
    const root = await folder({ 'a/b': 'a file', 'c/d/keep': '', 'kept.json': '{}' });
    await symlink('nowhere/e.json', path.join(root, 'e.json'));
    const problems = blockedPlaces(
      root,
      [
        { path: path.join(root, 'a/b/x.json'), kind: 'file' },
        { path: path.join(root, 'a/b/y/z.json'), kind: 'file' },
        { path: path.join(root, 'c/d'), kind: 'file' },
        { path: path.join(root, 'e.json'), kind: 'file' },
        { path: path.join(root, 'kept.json'), kind: 'file' },
        { path: path.join(root, 'new/f.json'), kind: 'file' },
        { path: path.join(root, 'c'), kind: 'folder' },
      ],
      name,
    );
    expect(problems.map((problem) => [path.relative(root, problem.file ?? ''), problem.code, problem.message])).toEqual(
      [
        [
          'a/b',
          'PathBlocked',
          'a/b is a file, where sitegen write-translations writes a folder: a/b/x.json goes inside it.',
        ],
        ['c/d', 'PathBlocked', 'c/d is a folder, where sitegen write-translations writes a file.'],
        [
          'e.json',
          'PathBlocked',
          'e.json is a symbolic link to nowhere/e.json, which does not exist, where sitegen write-translations writes a file.',
        ],
      ],
    );
  });
});

describe('writeAllOrNothing', () => {
  it('renames every temporary into place, replacing a file and writing through a link to one', async () => {
    const root = await folder({ 'old.json': 'old', 'real/linked.json': 'old' });
    await symlink('real/linked.json', path.join(root, 'link.json'));
    await writeAllOrNothing(
      root,
      ['old.json', 'link.json', 'new/a/b.json'].map((file) => ({
        path: path.join(root, file),
        write: (temporary) => writeFile(temporary, `new ${file}`),
      })),
      name,
    );
    // The link stays a link, and no temporary is left.
    expect(Object.keys(await treeListing(root)).sort()).toEqual([
      'link.json/',
      'new/',
      'new/a/',
      'new/a/b.json',
      'old.json',
      'real/',
      'real/linked.json',
    ]);
    expect(await readFile(path.join(root, 'old.json'), 'utf8')).toBe('new old.json');
    expect(await readFile(path.join(root, 'real/linked.json'), 'utf8')).toBe('new link.json');
    expect(await readFile(path.join(root, 'new/a/b.json'), 'utf8')).toBe('new new/a/b.json');
  });

  it('a write that fails midway leaves everything as it was: no temporary, no new place, no new folder; OutputFailed at it', async () => {
    const root = await folder({ 'old.json': 'old', 'sub/keep': '' });
    const before = await treeListing(root);
    const writes = ['old.json', 'new/a.json', 'sub/b.json', 'new/c/d.json'].map((file, index) => ({
      path: path.join(root, file),
      write: async (temporary: string) => {
        await writeFile(temporary, 'partial');
        if (index === 3) throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
      },
    }));
    const error: unknown = await writeAllOrNothing(root, writes, name).then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(
      isSitegenError(error) && error.diagnostics.map((d) => [path.relative(root, d.file ?? ''), d.code, d.message]),
    ).toEqual([
      [
        'new/c/d.json',
        'OutputFailed',
        'sitegen write-translations could not write new/c/d.json: ENOSPC: no space left on device, write.',
      ],
    ]);
    expect(await treeListing(root)).toEqual(before);
  });
});

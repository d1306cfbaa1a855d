import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { entryPathsUnder } from '../../../src/content/entryPaths.ts';

const root = mkdtempSync(path.join(os.tmpdir(), 'sitegen-entry-paths-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A folder with files at the top, two levels down, in a folder whose name starts as a sibling's does, and a link. */
function makeTree(): string {
  const dir = path.join(root, 'tree');
  for (const folder of ['a/b', 'ab', 'a b']) mkdirSync(path.join(dir, folder), { recursive: true });
  for (const file of ['top.md', 'a/one.md', 'a/b/two.md', 'ab/three.md', 'a b/four.md'])
    writeFileSync(path.join(dir, file), file);
  symlinkSync(path.join(dir, 'top.md'), path.join(dir, 'a/link.md'));
  return dir;
}

const byPathRelative = (dir: string) => (entry: { parentPath: string; name: string }) =>
  path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');

describe('entryPathsUnder', () => {
  const dir = makeTree();

  it('gives each entry of a recursive listing its path below the folder, as path.relative does', () => {
    const entries = readdirSync(dir, { recursive: true, withFileTypes: true });
    const paths = entries.map(entryPathsUnder(dir)).sort();
    expect(paths).toEqual([
      'a',
      'a b',
      'a b/four.md',
      'a/b',
      'a/b/two.md',
      'a/link.md',
      'a/one.md',
      'ab',
      'ab/three.md',
      'top.md',
    ]);
    expect(paths).toEqual(entries.map(byPathRelative(dir)).sort());
  });

  it('is right for a folder written with a trailing separator, a dot, or relative to the working folder', () => {
    const entries = readdirSync(dir, { recursive: true, withFileTypes: true });
    const expected = entries.map(byPathRelative(dir)).sort();
    for (const written of [
      `${dir}${path.sep}`,
      path.join(dir, 'a', '..') + path.sep + '.',
      path.relative(process.cwd(), dir),
    ]) {
      const listed = readdirSync(written, { recursive: true, withFileTypes: true });
      expect(listed.map(entryPathsUnder(written)).sort(), written).toEqual(expected);
    }
  });
});

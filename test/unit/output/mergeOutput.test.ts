/**
 * A build's files merged into the output in place (mergeOutput.ts, and the writer's `merge`): the output
 * ends exactly as a swap would leave it (the written files in, the kept ones as they were, every other
 * file and the folders that held only them gone), a journal left half carried out is finished by
 * carrying it out again, and nothing is written or removed through a link that leads out of the output.
 */
import { lstat, mkdir, mkdtemp, readdir, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { finishMerge, hasMergeJournal, mergeJournal, writeMergeJournal } from '../../../src/output/mergeOutput.ts';
import { createOutputWriter } from '../../../src/output/outputWriter.ts';
import { SitegenError } from '../../../src/diagnostics/diagnostic.ts';
import { listOutput, stampOutput } from '../../../src/build/outputListing.ts';
import { stampsAfterMerge } from '../../../src/build/previousBuild.ts';

const roots: string[] = [];
afterEach(async () => {
  await Promise.all(roots.splice(0).map((root) => rm(root, { recursive: true, force: true })));
});

async function tempRoot(): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'sitegen-merge-'));
  roots.push(root);
  return root;
}

/** Every file and link under `dir` with its contents (a link: `link`), by path relative with `/`. */
async function treeListing(dir: string): Promise<Record<string, string>> {
  const entries = (await readdir(dir, { recursive: true, withFileTypes: true })).filter(
    (entry) => !entry.isDirectory(),
  );
  const listed = await Promise.all(
    entries.map(async (entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return [
        path.relative(dir, file).split(path.sep).join('/'),
        entry.isSymbolicLink() ? 'link' : await readFile(file, 'utf8'),
      ] as const;
    }),
  );
  return Object.fromEntries(listed.sort(([a], [b]) => a.localeCompare(b)));
}

async function folder(dir: string, files: Record<string, string>): Promise<void> {
  for (const [name, contents] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), contents);
  }
}

/** The previous output of a blog: two dated posts, an index, a stray file a person put there. */
const previousOutput = {
  'index.html': 'home 1',
  'blog/2024/01/02/first.html': 'first 1',
  'blog/2024/03/04/second.html': 'second 1',
  'blog/tags/old.html': 'old tag',
  'notes.txt': 'put here by hand',
};

describe('mergeOutput', () => {
  it('moves the written files in, keeps the kept ones, removes every other file and the folders it leaves empty', async () => {
    const root = await tempRoot();
    const out = path.join(root, 'out');
    const tmp = path.join(root, '.out.tmp-1-1');
    await folder(out, previousOutput);
    await folder(tmp, { 'index.html': 'home 2', 'blog/2024/05/06/third.html': 'third 2' });
    const keptBefore = await stat(path.join(out, 'blog/2024/01/02/first.html'));
    writeMergeJournal(tmp, out, new Set(['blog/2024/01/02/first.html']));
    expect(JSON.parse(await readFile(path.join(tmp, mergeJournal), 'utf8'))).toEqual({
      remove: ['blog/2024/03/04/second.html', 'blog/tags/old.html', 'notes.txt'],
    });
    // Nothing in the output changed yet.
    expect(await treeListing(out)).toEqual(previousOutput);
    finishMerge(tmp, out);
    expect(await treeListing(out)).toEqual({
      'index.html': 'home 2',
      'blog/2024/01/02/first.html': 'first 1',
      'blog/2024/05/06/third.html': 'third 2',
    });
    // The kept file is the same file, untouched; the emptied folders are gone, the temporary folder too.
    expect((await stat(path.join(out, 'blog/2024/01/02/first.html'))).mtimeMs).toBe(keptBefore.mtimeMs);
    expect((await readdir(path.join(out, 'blog'))).sort()).toEqual(['2024']);
    expect((await readdir(path.join(out, 'blog/2024'))).sort()).toEqual(['01', '05']);
    expect(await readdir(root)).toEqual(['out']);
  });

  it("takes the output's files as the build listed them, says what it changed, and its stamps are a walk's", async () => {
    const root = await tempRoot();
    const out = path.join(root, 'out');
    const tmp = path.join(root, '.out.tmp-1-1');
    await folder(out, previousOutput);
    await symlink('index.html', path.join(out, 'blog/link.html'));
    const listed = await listOutput(out);
    expect(listed.others).toEqual(['blog/link.html']);
    await folder(tmp, { 'index.html': 'home 2', 'blog/2024/05/06/third.html': 'third 2' });
    // A file added after the listing is not the build's to remove: the journal is made from the listing.
    await writeFile(path.join(out, 'later.txt'), 'after the listing');
    writeMergeJournal(tmp, out, new Set(['blog/2024/01/02/first.html']), [
      ...listed.stamps.map((stamp) => stamp.path),
      ...listed.others,
    ]);
    expect(JSON.parse(await readFile(path.join(tmp, mergeJournal), 'utf8'))).toEqual({
      remove: ['blog/2024/03/04/second.html', 'blog/tags/old.html', 'notes.txt', 'blog/link.html'],
    });
    const changes = finishMerge(tmp, out);
    expect(changes).toEqual({
      removed: ['blog/2024/03/04/second.html', 'blog/tags/old.html', 'notes.txt', 'blog/link.html'],
      movedIn: ['blog/2024/05/06/third.html', 'index.html'],
    });
    await rm(path.join(out, 'later.txt'));
    expect(stampsAfterMerge(out, listed.stamps, changes)).toEqual(await stampOutput(out));
  });

  it('makes room for a page that became a folder, and for a folder that became a page', async () => {
    const root = await tempRoot();
    const out = path.join(root, 'out');
    const tmp = path.join(root, '.out.tmp-1-1');
    await folder(out, { guide: 'a file named like a folder', 'api/one.html': 'one' });
    await folder(tmp, { 'guide/index.html': 'guide index', api: 'a file where a folder was' });
    writeMergeJournal(tmp, out, new Set());
    finishMerge(tmp, out);
    expect(await treeListing(out)).toEqual({ 'guide/index.html': 'guide index', api: 'a file where a folder was' });
  });

  it('finishes a merge stopped halfway: what was removed or moved already is not missed', async () => {
    const root = await tempRoot();
    const out = path.join(root, 'out');
    const tmp = path.join(root, '.out.tmp-1-1');
    await folder(out, previousOutput);
    await folder(tmp, { 'index.html': 'home 2', 'blog/2024/05/06/third.html': 'third 2' });
    writeMergeJournal(tmp, out, new Set(['blog/2024/01/02/first.html']));
    // As a merge killed after one removal and one move leaves it.
    await rm(path.join(out, 'notes.txt'));
    await mkdir(path.join(out, 'blog/2024/05/06'), { recursive: true });
    await writeFile(path.join(out, 'blog/2024/05/06/third.html'), 'third 2');
    await rm(path.join(tmp, 'blog/2024/05/06/third.html'));
    expect(hasMergeJournal(tmp)).toBe(true);
    finishMerge(tmp, out);
    expect(await treeListing(out)).toEqual({
      'index.html': 'home 2',
      'blog/2024/01/02/first.html': 'first 1',
      'blog/2024/05/06/third.html': 'third 2',
    });
    expect(await readdir(root)).toEqual(['out']);
  });

  it('writes nothing through a link in the output that leads out of it, and removes no file there', async () => {
    const root = await tempRoot();
    const out = path.join(root, 'out');
    const outside = path.join(root, 'outside');
    const tmp = path.join(root, '.out.tmp-1-1');
    await folder(outside, { 'keep.html': "not the output's" });
    await folder(out, { 'index.html': 'home 1' });
    await symlink(outside, path.join(out, 'linked'));
    await folder(tmp, { 'index.html': 'home 2', 'linked/page.html': 'would land outside' });
    writeMergeJournal(tmp, out, new Set());
    // The link itself is a file of the output that the new output lacks: it is removed, not followed.
    expect(JSON.parse(await readFile(path.join(tmp, mergeJournal), 'utf8'))).toEqual({ remove: ['linked'] });
    finishMerge(tmp, out);
    expect(await treeListing(outside)).toEqual({ 'keep.html': "not the output's" });
    expect(await treeListing(out)).toEqual({ 'index.html': 'home 2', 'linked/page.html': 'would land outside' });
    expect((await lstat(path.join(out, 'linked'))).isDirectory()).toBe(true);
  });

  it('refuses a journal whose path leads out of the output, before removing it', async () => {
    const root = await tempRoot();
    const out = path.join(root, 'out');
    const tmp = path.join(root, '.out.tmp-1-1');
    await folder(root, { 'precious.txt': 'outside the output' });
    await folder(out, { 'index.html': 'home 1' });
    await folder(tmp, { [mergeJournal]: JSON.stringify({ remove: ['../precious.txt'] }) });
    expect(() => finishMerge(tmp, out)).toThrow(SitegenError);
    expect(await readFile(path.join(root, 'precious.txt'), 'utf8')).toBe('outside the output');
  });
});

describe('an output writer that merges', () => {
  it('writes only the new files beside the output, leaves the kept ones where they are, and merges on commit', async () => {
    const root = await tempRoot();
    const out = path.join(root, 'out');
    await folder(out, previousOutput);
    const writer = createOutputWriter(out, { merge: true });
    await writer.write('index.html', 'home 2');
    await writer.keep('blog/2024/01/02/first.html', path.join(out, 'blog/2024/01/02/first.html'));
    expect(await treeListing(writer.temporaryDir)).toEqual({ 'index.html': 'home 2' });
    expect([...writer.linked]).toEqual(['blog/2024/01/02/first.html']);
    await writer.commit();
    expect(await writer.removed()).toBeUndefined();
    expect(await treeListing(out)).toEqual({ 'index.html': 'home 2', 'blog/2024/01/02/first.html': 'first 1' });
    expect(await readdir(root)).toEqual(['out']);
  });

  it('leaves the output untouched when the build fails before its commit', async () => {
    const root = await tempRoot();
    const out = path.join(root, 'out');
    await folder(out, previousOutput);
    const writer = createOutputWriter(out, { merge: true });
    await writer.write('index.html', 'home 2');
    await writer.abort();
    expect(await treeListing(out)).toEqual(previousOutput);
    expect(await readdir(root)).toEqual(['out']);
  });
});

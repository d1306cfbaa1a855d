/**
 * What a killed build leaves beside its output (its temporary folder, the previous output it swapped out)
 * and in the cache (files written beside, then renamed): the next command puts a missing output back from
 * the kept previous one and removes the rest, but only what a process that is gone left, and only names
 * sitegen writes, exactly.
 */
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, symlink, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isProcessGone, recoverOutput, sweepCache } from '../../../src/output/leftovers.ts';
import { treeListing } from '../../integration/runSitegen.ts';

const roots: string[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(roots.splice(0).map((root) => rm(root, { recursive: true, force: true })));
});

async function tempRoot(): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'sitegen-leftovers-'));
  roots.push(root);
  return root;
}

/** The pid of a process that has ended: a child run to its end. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', '']);
  if (!child.pid) throw new Error('no child process was started');
  return child.pid;
}

/** A process that is running: the one that started this test's worker. */
const livePid = process.ppid;

/** A folder as a build writes it: files, and the `.sitegen-build` marker unless told otherwise. */
async function folder(dir: string, files: Record<string, string>, options: { marker?: boolean } = {}): Promise<void> {
  const all =
    options.marker === false
      ? files
      : {
          ...files,
          '.sitegen-build': 'This folder is written by sitegen build, which replaces it whole on every build.\n',
        };
  for (const [name, contents] of Object.entries(all)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), contents);
  }
}

const entries = async (dir: string) => (await readdir(dir)).sort();

describe('isProcessGone', () => {
  it('says a process that has ended is gone, and a running one is not', () => {
    expect(isProcessGone(deadPid(), Date.now())).toBe(true);
    expect(isProcessGone(livePid, Date.now())).toBe(false);
  });

  it('takes its own pid for gone only for what was made before this process started (a container reuses small pids)', () => {
    expect(isProcessGone(process.pid, Date.now())).toBe(false);
    expect(isProcessGone(process.pid, performance.timeOrigin - 60_000)).toBe(true);
  });

  it('takes a process it may not signal (EPERM) for running', () => {
    vi.spyOn(process, 'kill').mockImplementation(() => {
      throw Object.assign(new Error('kill EPERM'), { code: 'EPERM' });
    });
    expect(isProcessGone(12345, Date.now())).toBe(false);
  });
});

describe('recoverOutput', () => {
  it('puts the newest kept previous output back when the output is missing, warns, and removes the other leftovers', async () => {
    const root = await tempRoot();
    const dead = deadPid();
    const outDir = path.join(root, 'out');
    await folder(path.join(root, `.out.old-${dead}-1000`), { 'index.html': 'oldest\n' });
    await folder(path.join(root, `.out.old-${dead}-3000`), { 'index.html': 'newest\n', 'docs/a.html': 'a\n' });
    await folder(path.join(root, `.out.old-${dead}-2000`), { 'index.html': 'middle\n' });
    await folder(path.join(root, `.out.tmp-${dead}-3000`), { 'index.html': 'half written\n' }, { marker: false });
    await folder(path.join(root, `.out.fr.tmp-${dead}-2999`), { 'index.html': 'French\n' }, { marker: false });
    const kept = await treeListing(path.join(root, `.out.old-${dead}-3000`));

    const diagnostics = await recoverOutput(outDir);

    expect(diagnostics).toEqual([
      {
        code: 'OutputRestored',
        severity: 'warning',
        file: outDir,
        message: `The output folder was missing: a build (process ${dead}) was stopped between moving the previous output aside and moving its own in. The previous output, kept in .out.old-${dead}-3000, was put back.`,
        hint: 'It is the output of the build before the stopped one: nothing was lost, and sitegen build brings it up to date.',
      },
    ]);
    expect(await entries(root)).toEqual(['out']);
    expect(await treeListing(outDir)).toEqual(kept);
  });

  it('leaves an output that is there as it is, and removes what stopped builds left beside it', async () => {
    const root = await tempRoot();
    const dead = deadPid();
    const outDir = path.join(root, 'out');
    await folder(outDir, { 'index.html': 'current\n', 'docs/a.html': 'a\n' });
    await folder(path.join(root, `.out.old-${dead}-1000`), { 'index.html': 'previous\n' });
    await folder(path.join(root, `.out.tmp-${dead}-1000`), { 'index.html': 'half written\n' }, { marker: false });
    await folder(path.join(root, `.out.pt-BR.tmp-${dead}-999`), { 'index.html': 'Português\n' }, { marker: false });
    const before = await treeListing(outDir);

    expect(await recoverOutput(outDir)).toEqual([]);

    expect(await entries(root)).toEqual(['out']);
    expect(await treeListing(outDir)).toEqual(before);
  });

  it('leaves alone what a running build has beside the output, even with the output missing', async () => {
    const root = await tempRoot();
    const outDir = path.join(root, 'out');
    const now = Date.now();
    await folder(path.join(root, `.out.old-${livePid}-${now}`), { 'index.html': 'previous\n' });
    await folder(path.join(root, `.out.tmp-${livePid}-${now}`), { 'index.html': 'new\n' }, { marker: false });
    await folder(
      path.join(root, `.out.tmp-${process.pid}-${now}`),
      { 'index.html': 'this process\n' },
      { marker: false },
    );
    const before = await treeListing(root);

    expect(await recoverOutput(outDir)).toEqual([]);

    expect(await treeListing(root)).toEqual(before);
  });

  it('does not put back a previous output whose removal had begun (its marker goes first): it is removed, and nothing warns', async () => {
    const root = await tempRoot();
    const dead = deadPid();
    const outDir = path.join(root, 'out');
    await folder(
      path.join(root, `.out.old-${dead}-1000`),
      { 'docs/a.html': 'what was left of it\n' },
      { marker: false },
    );

    expect(await recoverOutput(outDir)).toEqual([]);

    expect(await entries(root)).toEqual([]);
  });

  it("touches no name that only looks like a leftover, nor a link, nor anything outside the output's folder", async () => {
    const top = await tempRoot();
    const root = path.join(top, 'site');
    const outside = path.join(top, 'elsewhere');
    const dead = deadPid();
    const outDir = path.join(root, 'out');
    await folder(outside, { 'keep.html': "not sitegen's\n" });
    await folder(path.join(top, `.out.old-${dead}-1000`), { 'index.html': 'beside the parent folder\n' });
    const lookalikes = [
      `.out.old-${dead}`,
      `.out.old-${dead}-`,
      `.out.old-${dead}-12a`,
      `.out.old-x${dead}-1000`,
      `out.old-${dead}-1000`,
      `.out.old-${dead}-1000.bak`,
      `.outx.old-${dead}-1000`,
      `.ou.old-${dead}-1000`,
      `.out.OLD-${dead}-1000`,
      `.out.tmp-${dead}-1000-1`,
      `.out..tmp-${dead}-1000`,
      `.out.fr.tmp-${dead}-1000.x`,
      `.out.fr.old-${dead}-1000`,
      `.other.tmp-${dead}-1000`,
      `.out.tmp${dead}-1000`,
    ];
    for (const name of lookalikes) await folder(path.join(root, name), { 'index.html': `${name}\n` });
    // Names that match, but are a file and a link (to a folder outside): not a folder of sitegen's.
    await writeFile(path.join(root, `.out.tmp-${dead}-1000`), 'a file\n');
    await symlink(outside, path.join(root, `.out.old-${dead}-2000`));
    const before = await treeListing(top);

    expect(await recoverOutput(outDir)).toEqual([]);

    expect(await treeListing(top)).toEqual(before);
  });

  it('finds the leftovers of an output whose name has characters of a pattern (dots, brackets)', async () => {
    const root = await tempRoot();
    const dead = deadPid();
    const outDir = path.join(root, 'site.v1+[x]');
    await folder(path.join(root, `.site.v1+[x].old-${dead}-1000`), { 'index.html': 'kept\n' });
    await folder(path.join(root, `.siteXv1+[x].old-${dead}-2000`), { 'index.html': 'not it\n' });

    expect((await recoverOutput(outDir)).map((d) => d.code)).toEqual(['OutputRestored']);

    expect(await entries(root)).toEqual([`.siteXv1+[x].old-${dead}-2000`, 'site.v1+[x]']);
  });

  it("does nothing when the output's folder does not exist", async () => {
    const root = await tempRoot();
    await expect(recoverOutput(path.join(root, 'not', 'there', 'out'))).resolves.toEqual([]);
    expect(await entries(root)).toEqual([]);
  });
});

describe('sweepCache', () => {
  it('removes the partial files and folders of processes that are gone, and nothing else', async () => {
    const cacheDir = path.join(await tempRoot(), 'cache');
    const dead = deadPid();
    const chunk = '00001e058394d23f95e8c4b5';
    const gone = [
      `build/${chunk}.json.${dead}.tmp`,
      `build/${chunk}.pages-0-7412221d.json.${dead}.tmp`,
      `build/${chunk}.output.json.${dead}.tmp`,
      `build/0065926b507d14f94f58475a.stamps.${dead}.tmp`,
      `modules/sitegen.config-68765aab8279dabb.mjs.${dead}-k3j9x1.tmp`,
      `.probe-${dead}-0`,
      `.probe-${dead}`,
    ];
    const goneFolders = [
      `monaco/56be08337272d0e4.${dead}.tmp`,
      `mermaid/3b645ad3941c10c3.${dead}.tmp`,
      `client/0d1f6e3a9b2c4d5e.${dead}.tmp`,
    ];
    const stay = [
      // Whole files of the cache, and partial files of running processes (this one, made after it started, and
      // another).
      `build/${chunk}.json`,
      `build/0065926b507d14f94f58475a.stamps`,
      'modules/sitegen.config-68765aab8279dabb.mjs',
      `build/${chunk}.json.${livePid}.tmp`,
      `build/${chunk}.json.${process.pid}.tmp`,
      `modules/a-1.mjs.${livePid}-zz.tmp`,
      `.probe-${livePid}-0`,
      // Names that only look like partial files.
      `build/${chunk}.json.${dead}.tmp.keep`,
      `build/notes.txt.${dead}.tmp`,
      `build/${chunk}.json.${dead}x.tmp`,
      `modules/a-1.mjs.${dead}.tmpx`,
      `modules/readme.${dead}-ab.tmp`,
      `.probe-${dead}-x`,
      `build/.probe-${dead}`,
      // The compiled docs' shards are not looked into (256 folders on every build): their partials stay.
      `compile/0f/${'a'.repeat(64)}.json.${dead}-0.tmp`,
      // Folders the sweep does not look into.
      `code-samples/x.json.${dead}.tmp`,
      `elsewhere/${chunk}.json.${dead}.tmp`,
    ];
    for (const file of [...gone, ...stay]) {
      await mkdir(path.dirname(path.join(cacheDir, file)), { recursive: true });
      await writeFile(path.join(cacheDir, file), 'partial\n');
    }
    for (const dir of goneFolders)
      await folder(path.join(cacheDir, dir), { 'manifest.json': '{}\n' }, { marker: false });
    await folder(path.join(cacheDir, 'monaco', '56be08337272d0e4'), { 'manifest.json': '{}\n' }, { marker: false });
    await folder(
      path.join(cacheDir, 'monaco', `56be08337272d0e4.${livePid}.tmp`),
      { 'manifest.json': '{}\n' },
      { marker: false },
    );
    const before = await treeListing(cacheDir);

    await sweepCache(cacheDir);

    const after = await treeListing(cacheDir);
    const removed = Object.keys(before)
      .filter((name) => !(name in after))
      .sort();
    expect(removed).toEqual([...gone, ...goneFolders.flatMap((dir) => [`${dir}/`, `${dir}/manifest.json`])].sort());
    expect(Object.keys(after).filter((name) => after[name] !== before[name])).toEqual([]);
  });

  it('removes a partial file of its own pid only when it is older than this process (a process before it had the pid)', async () => {
    const cacheDir = path.join(await tempRoot(), 'cache');
    const file = path.join(cacheDir, 'build', `${'b'.repeat(24)}.json.${process.pid}.tmp`);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, 'partial\n');
    await sweepCache(cacheDir);
    expect(await entries(path.dirname(file))).toEqual([path.basename(file)]);

    const before = new Date(performance.timeOrigin - 60_000);
    await utimes(file, before, before);
    await sweepCache(cacheDir);
    expect(await entries(path.dirname(file))).toEqual([]);
  });

  it('does nothing when the cache folder does not exist', async () => {
    const root = await tempRoot();
    await expect(sweepCache(path.join(root, 'no-cache'))).resolves.toBeUndefined();
    expect(await entries(root)).toEqual([]);
  });
});

/**
 * Writes the built site into a temporary folder next to the output, then
 * swaps it in on `commit()`. Pages are written as they render, so the build
 * never holds the whole site in memory. A build that fails calls `abort()`:
 * the previous output stays exactly as it was. The previous output, swapped
 * out by `commit()`, is removed in a thread of its own (removeFolder.ts) while
 * the build goes on; `removed()` waits for it, and says if it was left.
 *
 * A build killed before its end leaves these folders beside the output, named with its process id and
 * the time it started writing: the next command removes them, and puts the previous output back when it
 * was killed between the swap's two renames (leftovers.ts). The removal of the previous output deletes
 * its `.sitegen-build` marker first, so a folder partly removed is never taken for a whole output. Fault
 * points (faultPoint.ts) let a test stop the build at each of these moments.
 *
 * With `merge`, the writer brings the output up to date in place instead (mergeOutput.ts): a file `keep`
 * is given from the output itself stays where it is, and `commit()` moves the written files in and
 * removes the output's others. For a build that finds most pages unchanged (its build cache's).
 */
import { linkSync } from 'node:fs';
import { copyFile, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SitegenError, type Diagnostic } from '../diagnostics/diagnostic.ts';
import type { StaticFile } from '../content/contentTypes.ts';
import { faultPoint } from './faultPoint.ts';
import { outputMarker } from './outputGuard.ts';
import { finishMerge, writeMergeJournal, type MergeChanges } from './mergeOutput.ts';
import { removeFolder } from './removeFolder.ts';
import { assertInside, fileInside } from './writeInside.ts';
import { settleAll } from './settleAll.ts';
import { errorMessage } from '../diagnostics/errorMessage.ts';

export interface OutputWriter {
  /** The temporary folder being written. */
  readonly temporaryDir: string;
  write(relativePath: string, contents: Uint8Array | string): Promise<void>;
  copyStatic(files: StaticFile[]): Promise<void>;
  /** Puts `from`, a file of the previous output, at `relativePath` (a page the build cache says is unchanged). */
  keep(relativePath: string, from: string): Promise<void>;
  /** The files `keep` put as a second name of the previous output's file: their size and time are the ones it had. */
  readonly linked: ReadonlySet<string>;
  /** Merging: the files of the output itself that `keep` left where they are (among `linked`). */
  readonly keptInPlace: ReadonlySet<string>;
  /** Puts the new output in place; the previous one is being removed when it resolves (see `removed`). */
  commit(): Promise<void>;
  /** Merging, once `commit()` has: the output's files it removed and those it moved in. */
  readonly merged: MergeChanges | undefined;
  /**
   * Resolves once the previous output that `commit()` swapped out is gone (at once if there was none), or
   * with a warning naming the folder left behind when it could not be removed: the new output stands.
   */
  removed(): Promise<Diagnostic | undefined>;
  abort(): Promise<void>;
}

/** A write into the output that failed, as the diagnostic the build reports. */
export function outputFailure(outDir: string, error: unknown): Diagnostic {
  return {
    code: 'OutputFailed',
    severity: 'error',
    file: outDir,
    message: `Writing the site failed: ${errorMessage(error)}`,
    hint: 'The previous output was left untouched. Check free disk space and the permissions of the output folder.',
    cause: error,
  };
}

const outputError = (outDir: string, error: unknown) => new SitegenError([outputFailure(outDir, error)]);

/**
 * `besideOf`: write the temporary folder beside this folder instead of beside `outDir` (a language's
 * folder inside the site's output, which must not appear in the old output); `keepTemporary`: `commit()`
 * leaves the finished folder where it is, for the caller to move into place; `merge`: `commit()` merges
 * the written files into the output (mergeOutput.ts) rather than swapping the whole folder; `outputFiles`:
 * the output's files and links as the build found them, for the merge's journal (`writeMergeJournal`).
 */
export function createOutputWriter(
  outDirInput: string,
  options: { besideOf?: string; keepTemporary?: boolean; merge?: boolean; outputFiles?: readonly string[] } = {},
): OutputWriter {
  const outDir = path.resolve(outDirInput);
  const { temporaryDir, previous } = writerFolders(outDir, options.besideOf);
  const ensureFolder = folderMaker();
  const target = (relativePath: string) => fileInside(outDir, relativePath, temporaryDir);
  const linked = new Set<string>();
  /** Merging: the output's own files that stay as they are. */
  const keptInPlace = new Set<string>();
  let removing: Promise<Diagnostic | undefined> = Promise.resolve(undefined);
  let wroteFirst = false;
  let journaled = false;
  let merged: MergeChanges | undefined;
  return {
    temporaryDir,
    linked,
    keptInPlace,
    get merged() {
      return merged;
    },
    async write(relativePath, contents) {
      const file = target(relativePath);
      await ensureFolder(path.dirname(file))
        .then(() => writeFile(file, contents))
        .catch((error: unknown) => {
          throw outputError(outDir, error);
        });
      if (!wroteFirst) {
        wroteFirst = true;
        await faultPoint('render');
      }
    },
    async copyStatic(files) {
      const targets = files.map((f) => ({ from: f.file, file: target(f.relativePath) }));
      await settleAll(
        targets.map(async ({ from, file }) => {
          await ensureFolder(path.dirname(file));
          await copyFile(from, file);
        }),
      ).catch((error: unknown) => {
        throw outputError(outDir, error);
      });
    },
    async keep(relativePath, from) {
      const file = target(relativePath);
      if (options.merge && path.resolve(from) === fileInside(outDir, relativePath)) {
        keptInPlace.add(relativePath);
        linked.add(relativePath);
        return;
      }
      try {
        await ensureFolder(path.dirname(file));
        if (await linkOrCopy(from, file)) linked.add(relativePath);
      } catch (error) {
        throw outputError(outDir, error);
      }
    },
    async commit() {
      await ensureFolder(temporaryDir);
      if (options.keepTemporary) return;
      await faultPoint('before-swap');
      if (options.merge) {
        merged = await mergeInto(temporaryDir, outDir, keptInPlace, options.outputFiles, () => {
          journaled = true;
        });
        return;
      }
      removing = (await swapInto(temporaryDir, outDir, previous)).removal;
    },
    removed() {
      return removing;
    },
    async abort() {
      await Promise.all([journaled ? undefined : rm(temporaryDir, { recursive: true, force: true }), removing]);
    },
  };
}

/**
 * The folders of a writer: the temporary one it fills (beside the output, or beside `besideOf`), and the name the
 * output takes while a swap removes it; both named with the process and the time, for leftovers.ts.
 */
function writerFolders(outDir: string, besideOf: string | undefined): { temporaryDir: string; previous: string } {
  // The folder this writer fills, where it ends up: inside the folder the command was given (a language's, inside the
  // site's output).
  assertInside(besideOf ?? outDir, outDir);
  const stamp = `${process.pid}-${Date.now()}`;
  const beside = path.resolve(besideOf ?? outDir);
  return {
    temporaryDir: path.join(
      path.dirname(beside),
      `.${path.basename(beside)}${besideOf ? `.${path.basename(outDir)}` : ''}.tmp-${stamp}`,
    ),
    previous: path.join(path.dirname(outDir), `.${path.basename(outDir)}.old-${stamp}`),
  };
}

/** Makes each folder once, however many files are written into it at the same time. */
function folderMaker(): (folder: string) => Promise<unknown> {
  const made = new Map<string, Promise<unknown>>();
  return (folder) => {
    let making = made.get(folder);
    if (!making) {
      making = mkdir(folder, { recursive: true });
      made.set(folder, making);
    }
    return making;
  };
}

/**
 * A second name for the previous output's file (nothing is copied, and the old folder is removed on commit
 * anyway), or a copy where links cannot be made; true for a link. Linked synchronously: 10,000 links through
 * the thread pool took 2.7 times as long.
 */
async function linkOrCopy(from: string, file: string): Promise<boolean> {
  try {
    linkSync(from, file);
    return true;
  } catch {
    await copyFile(from, file);
    return false;
  }
}

/**
 * The merge (mergeOutput.ts): the journal written (`journaled` then: from there the merge is to be finished, by
 * this build or the next command, and the temporary folder stays), then the written files moved in.
 */
async function mergeInto(
  temporaryDir: string,
  outDir: string,
  keptInPlace: ReadonlySet<string>,
  outputFiles: readonly string[] | undefined,
  journaled: () => void,
): Promise<MergeChanges> {
  try {
    writeMergeJournal(temporaryDir, outDir, keptInPlace, outputFiles);
  } catch (error) {
    throw outputError(outDir, error);
  }
  journaled();
  await faultPoint('mid-merge');
  try {
    return finishMerge(temporaryDir, outDir);
  } catch (error) {
    throw new SitegenError([
      {
        code: 'OutputFailed',
        severity: 'error',
        file: outDir,
        message: `Moving the new files into the output failed: ` + `${errorMessage(error)}`,
        hint:
          `The output is partly updated. The next sitegen build or serve finishes the move from ` +
          `${path.basename(temporaryDir)} first. Check free disk space and the permissions of the output ` +
          `folder.`,
        cause: error,
      },
    ]);
  }
}

/**
 * The swap: the output renamed aside, the new one renamed in (the old one put back if that fails); then the removal
 * of the old one, under way.
 */
async function swapInto(
  temporaryDir: string,
  outDir: string,
  previous: string,
): Promise<{ removal: Promise<Diagnostic | undefined> }> {
  let hadPrevious = true;
  try {
    await rename(outDir, previous);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw outputError(outDir, error);
    hadPrevious = false;
  }
  await faultPoint('mid-swap');
  try {
    await rename(temporaryDir, outDir);
  } catch (error) {
    if (hadPrevious) await rename(previous, outDir);
    throw outputError(outDir, error);
  }
  await faultPoint('after-swap');
  return { removal: hadPrevious ? removePrevious(previous) : Promise.resolve(undefined) };
}

/** The previous output removed, its marker first: a folder killed mid-removal is not a whole output to put back. */
function removePrevious(previous: string): Promise<Diagnostic | undefined> {
  return rm(path.join(previous, outputMarker), { force: true })
    .catch(() => undefined)
    .then(() => removeFolder(previous))
    .then(
      () => undefined,
      (error: unknown): Diagnostic => ({
        code: 'PreviousOutputLeft',
        severity: 'warning',
        file: previous,
        message: `The new output is in place, but the previous one could not be removed: ` + `${errorMessage(error)}`,
        hint: 'Delete that folder: nothing reads it, and the next build does not need it.',
        cause: error,
      }),
    );
}

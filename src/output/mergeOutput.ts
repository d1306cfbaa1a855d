/**
 * The output brought up to date in place, when most of it is unchanged: the files the build wrote, in its
 * temporary folder, are moved into the output one by one, and the output's files that the new output does
 * not have are removed. What a swap (outputWriter.ts) costs for every file of the site, a second name in
 * the temporary folder and the removal of the previous folder, is paid here only for the files that
 * changed: a post edited on a blog of 1,000 posts, whose pages sit in 1,200 dated folders, made and
 * removed 1,200 folders and 2,400 links on every build.
 *
 * The merge keeps the swap's promise: a build killed at any moment leaves, to the next command, the
 * previous output or the new one, whole. Before anything in the output changes, the temporary folder gets
 * a journal, `.sitegen-merge.json`, written under a temporary name and renamed: the files to remove.
 * Every other file in the temporary folder is one to move in. A build killed before the journal is
 * written left the output untouched (the next command removes the temporary folder, as after a swap); one
 * killed after it is finished by the next command (`finishMerge`, from leftovers.ts), which removes what
 * the journal lists and moves in what is left. A merge that fails halfway (a disk full) is finished the
 * same way.
 */
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmdirSync,
  rmSync,
  writeFileSync,
  type Dirent,
} from 'node:fs';
import path from 'node:path';
import { entryPathsUnder } from '../content/entryPaths.ts';
import { assertInside, fileInside } from './writeInside.ts';

/**
 * The journal's name in the temporary folder: never an output file (the output's own names start with a letter or `_`).
 */
export const mergeJournal = '.sitegen-merge.json';

interface MergeJournal {
  /** Files of the output, relative with `/`, that the new output does not have. */
  remove: string[];
}

/** What a finished merge changed in the output, relative with `/`: the files it removed and those it moved in. */
export interface MergeChanges {
  removed: string[];
  movedIn: string[];
}

/** The files (and links) under `dir`, relative with `/`, sorted; nothing below a link is listed. */
export function filesUnder(dir: string): string[] {
  let entries: Dirent[];
  try {
    entries = readdirSync(dir, { recursive: true, withFileTypes: true });
  } catch {
    return [];
  }
  return entries
    .filter((entry) => !entry.isDirectory())
    .map(entryPathsUnder(dir))
    .sort();
}

/**
 * The first half of a merge: the journal of the build's files in `temporaryDir` going into `outDir`.
 * `kept`: the output's files the new output has as they are, besides those moved in; every other file of
 * the output is to be removed. `outputFiles`: the output's files and links as the build found them at its
 * start, which spares a walk of the output (a blog's dated folders made it the longest of an edit's walks);
 * without them, the output is listed. Until the journal is written, the output is untouched; once it is,
 * the merge is as good as done (`finishMerge`).
 */
export function writeMergeJournal(
  temporaryDir: string,
  outDir: string,
  kept: ReadonlySet<string>,
  outputFiles?: readonly string[],
): void {
  const written = new Set(filesUnder(temporaryDir));
  const journal: MergeJournal = {
    remove: (outputFiles ?? filesUnder(outDir)).filter((file) => !written.has(file) && !kept.has(file)),
  };
  const partial = path.join(temporaryDir, `${mergeJournal}.${process.pid}.tmp`);
  writeFileSync(partial, JSON.stringify(journal));
  renameSync(partial, path.join(temporaryDir, mergeJournal));
}

/** Whether `temporaryDir` holds a merge's journal: a merge to finish rather than a folder to remove. */
export function hasMergeJournal(temporaryDir: string): boolean {
  return existsSync(path.join(temporaryDir, mergeJournal));
}

/**
 * Carries out the merge whose journal is in `temporaryDir` (a build's, or one a killed build left):
 * removes the files it lists, and the folders that leaves empty (a page that became a folder's index, or
 * the reverse, finds its place free), moves in every file left in the temporary folder, then removes that
 * folder. Each step may have been done already. Every path is checked to lead inside `outDir`, after links.
 * Returns what it removed and moved in.
 */
export function finishMerge(temporaryDir: string, outDir: string): MergeChanges {
  const journal = JSON.parse(readFileSync(path.join(temporaryDir, mergeJournal), 'utf8')) as MergeJournal;
  const checkedFolders = new Map<string, string>();
  /**
   * A folder of the output, checked once, by its real path (its nearest existing part's), to be inside the output, then
   * made if missing.
   */
  const folderInside = (folder: string): string => {
    let checked = checkedFolders.get(folder);
    if (checked === undefined) {
      checked = assertInside(outDir, folder);
      mkdirSync(folder, { recursive: true });
      checkedFolders.set(folder, checked);
    }
    return checked;
  };
  for (const relativePath of journal.remove) {
    const file = fileInside(outDir, relativePath);
    assertInside(outDir, path.dirname(file));
    rmSync(file, { force: true });
    removeEmptyFolders(path.dirname(file), path.resolve(outDir));
  }
  const movedIn: string[] = [];
  for (const relativePath of filesUnder(temporaryDir)) {
    if (relativePath === mergeJournal || relativePath.startsWith(`${mergeJournal}.`)) continue;
    const file = fileInside(outDir, relativePath);
    folderInside(path.dirname(file));
    renameSync(path.join(temporaryDir, relativePath), file);
    movedIn.push(relativePath);
  }
  rmSync(temporaryDir, { recursive: true, force: true });
  return { removed: journal.remove, movedIn };
}

/** Removes `folder` and each parent below `root` for as long as they are empty. */
function removeEmptyFolders(folder: string, root: string): void {
  for (let dir = folder; dir !== root && dir.startsWith(root + path.sep); dir = path.dirname(dir)) {
    try {
      rmdirSync(dir);
    } catch {
      return;
    }
  }
}

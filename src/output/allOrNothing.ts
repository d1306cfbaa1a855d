/**
 * Writes into the site folder that land all together or not at all, for `docs:version` and
 * `write-translations`. First every place is checked (`blockedPlaces`): a file where a folder is needed
 * on the way to it, a folder where a file goes, a symbolic link that leads nowhere; the problems are
 * reported together, before anything is written. Then `writeAllOrNothing` writes each file or folder
 * under a temporary name beside its place and, once all are written, renames them into place in order.
 * A failure on the way removes what the run made: the temporaries, the places it had renamed into that
 * were new, and the folders it had made for them.
 *
 * Temporary names are short and fixed (`.sitegen-<pid>-<n>.tmp`), so a place whose name fits the file
 * system has a temporary that fits too. A place that is a symbolic link to a file is written through the
 * link (the real file is replaced), as a plain write would; callers check with `assertInside` first that
 * it stays inside the site.
 */
import { lstatSync, readlinkSync, realpathSync, statSync } from 'node:fs';
import { lstat, mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { isSitegenError, SitegenError, type Diagnostic } from '../diagnostics/diagnostic.ts';

/** A place a command writes: a file, or a folder it makes whole. */
export interface Place {
  path: string;
  kind: 'file' | 'folder';
}

/** How a command is named in its messages: `docs:version`, and how to run it again: `docs:version 1.0`. */
export interface CommandName {
  command: string;
  rerun: string;
}

type Found = { kind: 'missing' | 'folder' | 'file' } | { kind: 'dangling'; link: string };

function found(file: string): Found {
  let stats;
  try {
    stats = lstatSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { kind: 'missing' };
    throw error;
  }
  if (stats.isSymbolicLink()) {
    try {
      stats = statSync(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { kind: 'dangling', link: readlinkSync(file) };
      throw error;
    }
  }
  return { kind: stats.isDirectory() ? 'folder' : 'file' };
}

const shown = (root: string, file: string) => path.relative(root, file).split(path.sep).join('/');

/**
 * What stands in the way of writing `places` inside `root`: one problem per blocking file, folder or
 * link (a file blocking several places is named once). A place that is missing, or already of its kind,
 * is free: a file is replaced, a folder is the caller's to refuse when it must be new.
 */
export function blockedPlaces(root: string, places: readonly Place[], name: CommandName): Diagnostic[] {
  const problems = new Map<string, Diagnostic>();
  const blocked = (at: string, what: Found, wanted: Place['kind'], place: string) => {
    if (problems.has(at)) return;
    const isLink = what.kind === 'dangling';
    const kind = isLink
      ? `a symbolic link to ${what.link}, which does not exist`
      : what.kind === 'folder'
        ? 'a folder'
        : 'a file';
    problems.set(at, {
      code: 'PathBlocked',
      severity: 'error',
      file: at,
      message:
        `${shown(root, at)} is ${kind}, where sitegen ${name.command} writes ` +
        `${wanted === 'file' ? 'a file' : 'a folder'}${at === place ? '' : `: ${shown(root, place)} goes inside it`}.`,
      hint: isLink
        ? `Remove the link, or make what it leads to, then run sitegen ${name.rerun} again.`
        : `Move ${shown(root, at)} away (or delete it), then run sitegen ${name.rerun} again.`,
    });
  };
  for (const place of places) {
    const parts = path.relative(root, place.path).split(path.sep);
    let at = root;
    for (const [index, part] of parts.entries()) {
      at = path.join(at, part);
      const wanted = index === parts.length - 1 ? place.kind : 'folder';
      const what = found(at);
      if (what.kind === 'missing') break;
      if (what.kind !== wanted) {
        blocked(at, what, wanted, place.path);
        break;
      }
    }
  }
  return [...problems.values()];
}

/** One place to write: `write` makes its file or folder at the temporary path it is given. */
export interface StagedWrite {
  path: string;
  write: (temporary: string) => Promise<void>;
}

/** The place itself, or the file an existing symbolic link at it leads to. */
function throughLink(place: string): string {
  try {
    return lstatSync(place).isSymbolicLink() ? realpathSync(place) : place;
  } catch {
    return place;
  }
}

const exists = (file: string) =>
  lstat(file).then(
    () => true,
    () => false,
  );

/**
 * Writes every place under a temporary name beside it, then renames each into place, in order (so the
 * last, such as versions.json, appears last). On a failure, what this run made is removed and the error
 * is an `OutputFailed` problem at the place it was writing.
 */
export async function writeAllOrNothing(
  root: string,
  writes: readonly StagedWrite[],
  name: CommandName,
): Promise<void> {
  const madeFolders: string[] = [];
  const temporaries: string[] = [];
  const madePlaces: string[] = [];
  let current = root;
  try {
    const staged: { place: string; temporary: string }[] = [];
    for (const [index, { path: place, write }] of writes.entries()) {
      current = place;
      const target = throughLink(place);
      const made = await mkdir(path.dirname(target), { recursive: true });
      if (made !== undefined) madeFolders.push(made);
      const temporary = path.join(path.dirname(target), `.sitegen-${process.pid}-${index}.tmp`);
      temporaries.push(temporary);
      await rm(temporary, { recursive: true, force: true });
      await write(temporary);
      staged.push({ place: target, temporary });
    }
    for (const { place, temporary } of staged) {
      current = place;
      const replaced = await exists(place);
      await rename(temporary, place);
      if (!replaced) madePlaces.push(place);
    }
  } catch (error) {
    for (const made of [...temporaries, ...madePlaces, ...madeFolders.reverse()])
      await rm(made, { recursive: true, force: true });
    if (isSitegenError(error)) throw error;
    const reason = (error as NodeJS.ErrnoException).code === 'EACCES' ? 'permission denied' : (error as Error).message;
    throw new SitegenError([
      {
        code: 'OutputFailed',
        severity: 'error',
        file: current,
        message: `sitegen ${name.command} could not write ${shown(root, current)}: ${reason}.`,
        hint:
          `What it had written so far is removed. Make room or give write permission, then run sitegen ` +
          `${name.rerun} again.`,
        cause: error,
      },
    ]);
  }
}

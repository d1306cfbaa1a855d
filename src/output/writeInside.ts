/**
 * The one rule every writer of sitegen's keeps: a file is written only inside the folder the command was
 * given (the output folder of `build`, `serve --watch` and `schema`; the site folder of `init`,
 * `docs:version` and `write-translations`). A write that would land anywhere else, by `..` in a path or
 * by a symbolic link leading out, is an `UnsafeOutput` error before it is made.
 *
 * `assertInside` compares real paths, after symbolic links (`realPathOf`); writers call it for a folder
 * before writing into it, and for each file of a folder they did not make. `fileInside` checks a
 * relative path by its text alone, for the many files of a folder already checked, or made by the
 * writer itself: it costs no system call.
 */
import path from 'node:path';
import { isInside, realPathOf } from '../content/realPathInside.ts';
import { SitegenError } from '../diagnostics/diagnostic.ts';

function outsideError(root: string, target: string, real?: string): SitegenError {
  const shown = real === undefined || real === target ? target : `${target} (${real} after following links)`;
  return new SitegenError([
    {
      code: 'UnsafeOutput',
      severity: 'error',
      file: target,
      message: `sitegen would write ${shown}, which is outside ${root}, the folder it writes into.`,
      hint:
        'Nothing was written there: sitegen writes only inside the folder it was given, comparing real paths ' +
        'after symbolic links. Remove the link or the path that leads out.',
    },
  ]);
}

/** `target` as an absolute path, once its real path is found inside `root`'s (or is `root`). */
export function assertInside(root: string, target: string): string {
  const absoluteRoot = path.resolve(root);
  const absolute = path.resolve(absoluteRoot, target);
  const real = realPathOf(absolute);
  if (!isInside(real, realPathOf(absoluteRoot))) throw outsideError(absoluteRoot, absolute, real);
  return absolute;
}

/**
 * Where the file `relativePath` of the folder `root` is written: in `root`, or at the same place in
 * `writtenIn` (a temporary folder that becomes `root`). It must name a file strictly inside `root`.
 */
export function fileInside(root: string, relativePath: string, writtenIn = root): string {
  const absoluteRoot = path.resolve(root);
  const absolute = path.resolve(absoluteRoot, relativePath);
  if (absolute === absoluteRoot || !isInside(absolute, absoluteRoot)) throw outsideError(absoluteRoot, absolute);
  return writtenIn === root ? absolute : path.join(path.resolve(writtenIn), path.relative(absoluteRoot, absolute));
}

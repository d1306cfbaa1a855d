/**
 * Where a file really is, after symbolic links, and whether that is inside a
 * folder. Every file sitegen reads into the output (a doc, a static file, a
 * linked asset, a `file=` block, a schema and its references) is checked this
 * way, so a link such as `docs/env.txt → /proc/self/environ` cannot publish
 * what lies outside the site. Links that stay inside keep working.
 */
import { realpathSync } from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';

/** The real path of `file`, or of its nearest existing ancestor with the rest appended (for paths not created yet). */
export function realPathOf(file: string): string {
  const absolute = path.resolve(file);
  let existing = absolute;
  const rest: string[] = [];
  for (;;) {
    try {
      return path.join(realpathSync.native(existing), ...rest.reverse());
    } catch {
      const parent = path.dirname(existing);
      if (parent === existing) return absolute;
      rest.push(path.basename(existing));
      existing = parent;
    }
  }
}

/** Whether `child` is `parent` or inside it (both absolute and normalised). */
export function isInside(child: string, parent: string): boolean {
  const relative = path.relative(parent, child);
  return relative === '' || (!relative.startsWith(`..${path.sep}`) && relative !== '..' && !path.isAbsolute(relative));
}

/**
 * The real path of an existing `file` when it lies outside `rootDir` (after
 * resolving links on both); undefined when it is inside, or does not exist
 * (the caller reports a missing file in its own words).
 */
export function realPathOutside(file: string, rootDir: string): string | undefined {
  let real: string;
  try {
    real = realpathSync.native(file);
  } catch {
    return undefined;
  }
  return isInside(real, realPathOf(rootDir)) ? undefined : real;
}

/** The folder a build may read files from: the site folder, or the config's `readRoot` (relative to it). */
export interface ReadBoundary {
  siteDir: string;
  /** Absolute. */
  readRoot: string;
}

export function readBoundary(siteDir: string, readRoot = '.'): ReadBoundary {
  return { siteDir, readRoot: path.resolve(siteDir, readRoot) };
}

/** `outsideSiteProblem` for a build: the boundary is `readRoot`, paths are shown from the site folder. */
export function outsideBoundaryProblem(
  boundary: ReadBoundary,
  init: { file: string; real: string; named?: string; where?: Pick<Diagnostic, 'file' | 'line' | 'column'> },
): Diagnostic {
  const widened = boundary.readRoot !== path.resolve(boundary.siteDir);
  return outsideSiteProblem({
    ...init,
    rootDir: boundary.readRoot,
    shownFrom: boundary.siteDir,
    ...(widened ? { rootName: `readRoot (${boundary.readRoot})` } : {}),
  });
}

/**
 * The diagnostic for a read refused by `realPathOutside`: at the place that names the file (`where`), naming the link
 * and its target.
 */
export function outsideSiteProblem(init: {
  file: string;
  real: string;
  /** The folder files must be in. */
  rootDir: string;
  /** Paths in the message are shown from here. @default rootDir */
  shownFrom?: string;
  /** How the place names the file, e.g. `file=env.txt`. */
  named?: string;
  where?: Pick<Diagnostic, 'file' | 'line' | 'column'>;
  /** @default 'the site folder' */
  rootName?: string;
  hint?: string;
}): Diagnostic {
  const shown = path.relative(init.shownFrom ?? init.rootDir, init.file) || init.file;
  return {
    code: 'LinkOutsideSite',
    severity: 'error',
    ...(init.where ?? { file: init.file }),
    message:
      `${init.named ? `${init.named} names ${shown}, which` : `${shown}`} is a symbolic link (or inside a linked ` +
      `folder) leading outside ${init.rootName ?? 'the site folder'}, to ${init.real}.`,
    hint:
      init.hint ??
      `sitegen reads files inside ${init.rootDir} only, after following links, so nothing outside it is ` +
        `published. Copy the file into the site instead of linking to it, or widen readRoot in sitegen.config.ts.`,
  };
}

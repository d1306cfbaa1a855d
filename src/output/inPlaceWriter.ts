/**
 * Writes changed files of an already built site, for incremental rebuilds
 * (sitegen serve --watch). Writes are held in memory until `commit()`, so an
 * update that fails half way changes nothing; each file is then written
 * beside its target and renamed over it, so the server never reads half a
 * file.
 */
import { copyFile, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SitegenError } from '../diagnostics/diagnostic.ts';
import type { StaticFile } from '../content/contentTypes.ts';
import type { OutputWriter } from './outputWriter.ts';
import { settleAll } from './settleAll.ts';
import { assertInside, fileInside } from './writeInside.ts';
import { errorMessage } from '../diagnostics/errorMessage.ts';

export interface InPlaceWriter extends OutputWriter {
  /** Deletes a file of the output on commit (a page whose route went away). */
  remove(relativePath: string): void;
}

/** `root`: the folder the command was given, which holds `outDir` (a language's folder is inside the site's output). */
export function createInPlaceWriter(outDirInput: string, root: string = outDirInput): InPlaceWriter {
  const outDir = assertInside(root, outDirInput);
  const writes = new Map<string, { contents: Uint8Array | string } | { copyOf: string } | 'remove'>();
  const target = (relativePath: string) => fileInside(outDir, relativePath);
  const place = async (file: string, contents: Uint8Array | string) => {
    await mkdir(path.dirname(file), { recursive: true });
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, contents);
    await rename(partial, file);
  };
  return {
    temporaryDir: outDir,
    // Kept files are copied in place, never linked.
    linked: new Set<string>(),
    keptInPlace: new Set<string>(),
    // Nothing is merged: the files are written where they go.
    merged: undefined,
    async write(relativePath, contents) {
      target(relativePath);
      writes.set(relativePath, { contents });
    },
    async copyStatic(files: StaticFile[]) {
      for (const f of files) {
        target(f.relativePath);
        writes.set(f.relativePath, { copyOf: f.file });
      }
    },
    async keep(relativePath, from) {
      target(relativePath);
      if (path.resolve(from) !== target(relativePath)) writes.set(relativePath, { copyOf: from });
    },
    remove(relativePath) {
      target(relativePath);
      writes.set(relativePath, 'remove');
    },
    async commit() {
      try {
        // The files are there already, or their folders: each is checked by its real path, all before any is written.
        const checked = [...writes].map(
          ([relativePath, write]) => [assertInside(outDir, target(relativePath)), write] as const,
        );
        await settleAll(
          checked.map(async ([file, write]) => {
            if (write === 'remove') return rm(file, { force: true });
            if ('copyOf' in write) {
              await mkdir(path.dirname(file), { recursive: true });
              return copyFile(write.copyOf, file);
            }
            // Unchanged contents keep the file (and its ETag): only what changed is reloaded.
            const previous = await readFile(file).catch(() => undefined);
            if (previous && previous.equals(Buffer.from(write.contents))) return undefined;
            return place(file, write.contents);
          }),
        ).catch((error: unknown) => {
          throw new SitegenError([
            {
              code: 'OutputFailed',
              severity: 'error',
              file: outDir,
              message: `Writing the site failed: ${errorMessage(error)}`,
              hint: 'Check free disk space and the permissions of the output folder.',
              cause: error,
            },
          ]);
        });
      } finally {
        writes.clear();
      }
    },
    // Nothing is swapped out: files are replaced one by one.
    removed: () => Promise.resolve(undefined),
    async abort() {
      writes.clear();
    },
  };
}

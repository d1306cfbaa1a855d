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

export interface InPlaceWriter extends OutputWriter {
  /** Deletes a file of the output on commit (a page whose route went away). */
  remove(relativePath: string): void;
}

export function createInPlaceWriter(outDirInput: string): InPlaceWriter {
  const outDir = path.resolve(outDirInput);
  const writes = new Map<string, { contents: Uint8Array | string } | { copyOf: string } | 'remove'>();
  const target = (relativePath: string) => {
    const file = path.resolve(outDir, relativePath);
    if (!file.startsWith(outDir + path.sep)) throw new Error(`Refusing to write outside the output folder: ${relativePath}`);
    return file;
  };
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
    async write(relativePath, contents) {
      target(relativePath);
      writes.set(relativePath, { contents });
    },
    async copyStatic(files: StaticFile[]) {
      for (const f of files) writes.set(f.relativePath, { copyOf: f.file });
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
        await settleAll([...writes].map(async ([relativePath, write]) => {
          const file = target(relativePath);
          if (write === 'remove') return rm(file, { force: true });
          if ('copyOf' in write) {
            await mkdir(path.dirname(file), { recursive: true });
            return copyFile(write.copyOf, file);
          }
          // Unchanged contents keep the file (and its ETag): only what changed is reloaded.
          const previous = await readFile(file).catch(() => undefined);
          if (previous && previous.equals(Buffer.from(write.contents))) return undefined;
          return place(file, write.contents);
        }));
      } catch (error) {
        throw new SitegenError([{
          code: 'OutputFailed', severity: 'error', file: outDir,
          message: `Writing the site failed: ${error instanceof Error ? error.message : String(error)}`,
          hint: 'Check free disk space and the permissions of the output folder.', cause: error,
        }]);
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

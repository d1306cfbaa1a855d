/**
 * Last stage: write every file into a temporary folder next to the output,
 * then swap it in. A build that fails before this point, or while writing,
 * leaves the previous output exactly as it was.
 */
import { copyFile, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SitegenError } from '../diagnostics/diagnostic.ts';
import type { StaticFile } from '../content/contentTypes.ts';
import type { OutputFile } from './outputFile.ts';

export interface WriteOutputOptions {
  outDir: string;
  files: OutputFile[];
  staticFiles: StaticFile[];
}

async function writeAll(dir: string, files: OutputFile[], staticFiles: StaticFile[]): Promise<void> {
  const folders = new Set<string>();
  for (const file of [...files.map((f) => f.path), ...staticFiles.map((f) => f.relativePath)]) folders.add(path.dirname(path.join(dir, file)));
  await Promise.all([...folders].map((folder) => mkdir(folder, { recursive: true })));
  // Static files first: generated files with the same path win.
  await Promise.all(staticFiles.map((f) => copyFile(f.file, path.join(dir, f.relativePath))));
  await Promise.all(files.map((f) => writeFile(path.join(dir, f.path), f.contents)));
}

export async function writeOutput(options: WriteOutputOptions): Promise<void> {
  const outDir = path.resolve(options.outDir);
  const stamp = `${process.pid}-${Date.now()}`;
  const temporary = path.join(path.dirname(outDir), `.${path.basename(outDir)}.tmp-${stamp}`);
  const previous = path.join(path.dirname(outDir), `.${path.basename(outDir)}.old-${stamp}`);
  try {
    await writeAll(temporary, options.files, options.staticFiles);
  } catch (error) {
    await rm(temporary, { recursive: true, force: true });
    throw new SitegenError([{
      code: 'OutputFailed', severity: 'error', file: outDir,
      message: `Writing the site failed: ${error instanceof Error ? error.message : String(error)}`,
      hint: 'The previous output was left untouched. Check free disk space and permissions of the output folder.',
      cause: error,
    }]);
  }
  let hadPrevious = true;
  try {
    await rename(outDir, previous);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    hadPrevious = false;
  }
  await rename(temporary, outDir);
  if (hadPrevious) await rm(previous, { recursive: true, force: true });
}

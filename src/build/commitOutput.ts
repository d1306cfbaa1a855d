/**
 * The end of the writeOutput stage, once the pages and the files they link
 * to are written: the static files and the client assets, then the commit.
 * A build swaps its new output in whole (or merges it into the last one:
 * outputWriter.ts); an update while watching writes in place only what
 * changed, the static files among it, and removes the static files deleted.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { StaticFile } from '../content/contentTypes.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { InPlaceWriter } from '../output/inPlaceWriter.ts';
import type { OutputFile } from '../output/outputFile.ts';
import { outputMarker } from '../output/outputGuard.ts';
import type { OutputWriter } from '../output/outputWriter.ts';
import { settleAll } from '../output/settleAll.ts';

/** A static file a page replaces (a warning of checkRouteCollisions) is not copied. */
const notReplaced = (staticWarnings: readonly Diagnostic[]) => {
  const replaced = new Set(staticWarnings.map((warning) => warning.file));
  return (file: StaticFile) => !replaced.has(file.file);
};

/**
 * A build's output: the static files and assets beside the pages, the marker that the folder is sitegen's, then the
 * swap.
 */
export async function commitBuild(
  output: OutputWriter,
  input: {
    staticFiles: readonly StaticFile[];
    staticWarnings: readonly Diagnostic[];
    assets: readonly OutputFile[];
    /** A language's folder inside the site's output: the marker is the default language's build's to write. */
    nested: boolean;
    beforeCommit?: ((output: OutputWriter) => Promise<void>) | undefined;
  },
): Promise<void> {
  await output.copyStatic(input.staticFiles.filter(notReplaced(input.staticWarnings)));
  const marker = {
    path: outputMarker,
    contents: 'This folder is written by sitegen build, which replaces it whole on every build.\n',
  };
  await settleAll([...input.assets, ...(input.nested ? [] : [marker])].map((f) => output.write(f.path, f.contents)));
  await input.beforeCommit?.(output);
  await output.commit();
}

/** An update's output, written in place: the static files that changed copied, those deleted removed. */
export async function commitUpdate(
  inPlace: InPlaceWriter,
  input: {
    staticFiles: readonly StaticFile[];
    staticWarnings: readonly Diagnostic[];
    /** The static files the update was given (changed, added or deleted). */
    changedStatic: ReadonlySet<string>;
    staticDirs: readonly string[];
  },
): Promise<void> {
  const kept = notReplaced(input.staticWarnings);
  await inPlace.copyStatic(input.staticFiles.filter((file) => input.changedStatic.has(file.file) && kept(file)));
  for (const file of input.changedStatic) {
    const staticDir = input.staticDirs.find((dir) => file.startsWith(dir + path.sep));
    if (!existsSync(file) && staticDir) inPlace.remove(path.relative(staticDir, file).split(path.sep).join('/'));
  }
  await inPlace.commit();
}

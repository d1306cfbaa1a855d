/**
 * Places where a build can be stopped for a test: `SITEGEN_FAULT_PAUSE=<name>` makes the build stop at that
 * place for good, after printing `sitegen: paused at <name> (SITEGEN_FAULT_PAUSE)` on stderr, so that the
 * test kills it there (SIGKILL) and checks what the next command makes of what was left
 * (test/integration/killedBuild.test.ts, leftovers.ts). A testing aid, not an option: without the variable
 * a fault point is one read of the environment.
 */

/** The places, in the order a build meets them. */
export type FaultPoint =
  /** The first file is written into the temporary folder (pages are written as they render). */
  | 'render'
  /** The temporary folder is complete; the output is not yet moved aside (or merged into). */
  | 'before-swap'
  /** Merging (mergeOutput.ts): its journal is written in the temporary folder; no file is moved in yet. */
  | 'mid-merge'
  /** The output is moved aside (`.<out>.old-…`); the temporary folder is not yet moved in: there is no output. */
  | 'mid-swap'
  /** The new output is in place; the previous one, beside it, is not yet being removed, nor the cache written. */
  | 'after-swap'
  /** A file of the build cache is written under its temporary name, not yet renamed (checkedFile.ts). */
  | 'cache-chunk'
  /** The stamps of the site's files are written under their temporary name, not yet renamed (fileStamps.ts). */
  | 'cache-stamps';

let paused = false;

/**
 * Resolves at once, except at the place SITEGEN_FAULT_PAUSE names: there it never resolves (a timer keeps
 * the process alive). Said once, though writes side by side (the cache's chunks) all stop there.
 */
export function faultPoint(name: FaultPoint): Promise<void> | undefined {
  if (process.env.SITEGEN_FAULT_PAUSE !== name) return undefined;
  if (!paused) {
    paused = true;
    process.stderr.write(`sitegen: paused at ${name} (SITEGEN_FAULT_PAUSE)\n`);
    setInterval(() => undefined, 1 << 30);
  }
  return new Promise<void>(() => undefined);
}

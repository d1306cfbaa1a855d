/**
 * esbuild's `build`, counted while it runs (runningWork.ts): every bundle sitegen makes goes through it, so no
 * command ends under one.
 */
import { build as esbuild, type BuildOptions, type BuildResult } from 'esbuild';
import { countRunning } from './runningWork.ts';

/** esbuild's own check that the options hold no key it does not know. */
type SameShape<Out, In extends Out> = In & { [Key in Exclude<keyof In, keyof Out>]: never };

export function build<T extends BuildOptions>(options: SameShape<BuildOptions, T>): Promise<BuildResult<T>> {
  return countRunning(esbuild(options));
}

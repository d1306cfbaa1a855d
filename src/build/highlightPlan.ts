/**
 * Whether a build that compiles on its own thread (no pool: poolPlan.ts)
 * highlights its code blocks on a thread of their own
 * (src/markdown/highlight/highlightThread.ts): when the machine has a second
 * core, the build was not told `--workers 1`, and the docs and posts it is
 * to compile hold at least `threadFromBlocks` code blocks. With fewer, the
 * thread loads shiki and the grammars again for little work: prettier's 24
 * docs (192 blocks) built no faster with it, its whole website (1,637
 * blocks) about a tenth faster.
 */
import { availableParallelism } from 'node:os';

export const threadFromBlocks = 400;

export async function wantsHighlightThread(input: {
  /** `--workers`, when given. */
  workers: number | undefined;
  /** The code blocks of what the build compiles, counted when the rest allows a thread. */
  codeBlocks: () => Promise<number>;
}): Promise<boolean> {
  if (input.workers === 1 || availableParallelism() < 2) return false;
  return (await input.codeBlocks()) >= threadFromBlocks;
}

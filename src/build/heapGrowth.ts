/**
 * How far V8 lets a heap grow beyond what its last full collection kept,
 * for builds large enough to start worker threads (buildPool.ts).
 *
 * By default V8 picks the factor itself, up to 4: a heap that allocates
 * fast, as compiling and rendering do, is let grow to several times its
 * live size before it is collected. Three heaps did so at once (the build's
 * and two workers'), and 10,000 pages peaked at 959-1,024 MiB. With the
 * factor held at 2 (`--heap-growing-percent=100`) the peak was 777-799 MiB,
 * for 2.5-5% more time; at 1.6 it was 721-801 MiB, for 10-16% more time
 * (alternating runs on 2 cores).
 *
 * The flag is V8's, for the whole process: set once, when the first pool
 * starts, and never over a value the user gave node (NODE_OPTIONS or its
 * command line).
 */
import { setFlagsFromString } from 'node:v8';

export const heapGrowingPercent = 100;

const flagPattern = /--heap[-_]growing[-_]percent/;

let set = false;

/** Whether node was started with its own heap growing factor. */
export function userSetHeapGrowth(
  execArgv: readonly string[] = process.execArgv,
  nodeOptions = process.env.NODE_OPTIONS ?? '',
): boolean {
  return execArgv.some((arg) => flagPattern.test(arg)) || flagPattern.test(nodeOptions);
}

/** Holds V8's heap growing factor at 2 for the rest of the process, unless the user chose one. */
export function limitHeapGrowth(): void {
  if (set || userSetHeapGrowth()) return;
  set = true;
  setFlagsFromString(`--heap-growing-percent=${heapGrowingPercent}`);
}

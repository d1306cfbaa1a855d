/**
 * Work a command starts and does not wait for (an esbuild bundle begun early, which a failure leaves running),
 * counted so the command lets it end before the process does (cli/program.ts `runCli`). Cut off mid-request by
 * the process's exit, esbuild's service printed its goroutines to the terminal ("all goroutines are asleep").
 */
const running = new Set<Promise<unknown>>();

/** `work`, counted while it runs. */
export function countRunning<T>(work: Promise<T>): Promise<T> {
  running.add(work);
  const done = () => running.delete(work);
  work.then(done, done);
  return work;
}

/** Resolves once nothing counted is running (what ends meanwhile may start more). */
export async function runningSettled(): Promise<void> {
  while (running.size > 0) await Promise.allSettled([...running]);
}

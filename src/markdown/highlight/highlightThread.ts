/**
 * The build's highlighting thread (highlightWorker.ts). A build that
 * compiles its docs on its own thread (no pool of workers: poolPlan.ts
 * found they would not pay) spends much of that compile highlighting code
 * blocks; with many blocks, it starts this thread, which highlights them on
 * the other core while its own thread parses the next docs
 * (src/build/highlightPlan.ts decides). A block's output is the same either
 * way: the same `highlightToHast`, whose result is a function of the block
 * alone (grammarLoader.ts). On prettier's website (1,637 blocks in 43
 * languages, one thread) the compile took 7.2 s instead of 8.4-8.6, the
 * whole build 10.2-10.3 s instead of 11.4-11.7.
 *
 * A block the thread cannot answer (it died, or its reply could not cross)
 * is highlighted on the build's thread, as without it. The thread is the
 * process's one, started and stopped by the build that wanted it; worker
 * threads (the pool's, `serve --watch`'s build) never use it.
 */
import { isMainThread, type Worker } from 'node:worker_threads';
import { startSitegenWorker } from '../../modules/startSitegenWorker.ts';
import { highlightToHast, type HighlightOptions, type HighlightResult } from './highlighter.ts';
import type { HighlightReply, HighlightRequest } from './highlightMessages.ts';

/** A block highlighted, and whether it came back compacted as asked. */
export interface ThreadHighlight extends HighlightResult {
  compacted: boolean;
}

interface Waiting {
  request: HighlightRequest;
  resolve: (result: ThreadHighlight) => void;
  reject: (error: unknown) => void;
}

interface Thread {
  worker: Worker;
  pending: Map<number, Waiting>;
  next: number;
}

let thread: Thread | undefined;

/** The block highlighted on this thread, as if the highlighting thread had never been. */
async function highlightHere(request: HighlightRequest): Promise<ThreadHighlight> {
  return { ...(await highlightToHast(request.code, request.options)), compacted: false };
}

/** The thread is gone: every block it still owed is highlighted here. */
function abandon(gone: Thread): void {
  if (thread === gone) thread = undefined;
  const owed = [...gone.pending.values()];
  gone.pending.clear();
  for (const waiting of owed) highlightHere(waiting.request).then(waiting.resolve, waiting.reject);
}

function answer(running: Thread, reply: HighlightReply): void {
  const waiting = running.pending.get(reply.id);
  running.pending.delete(reply.id);
  // Idle, it does not keep the process alive.
  if (running.pending.size === 0) running.worker.unref();
  if (!waiting) return;
  if ('retry' in reply) highlightHere(waiting.request).then(waiting.resolve, waiting.reject);
  else if ('error' in reply) waiting.reject(reply.error);
  else
    waiting.resolve({
      pre: reply.pre,
      ...(reply.fallback ? { fallback: reply.fallback } : {}),
      compacted: reply.compacted,
    });
}

/** Starts the thread, unless it runs already or this is a worker thread itself. */
export function startHighlightThread(): void {
  if (thread || !isMainThread) return;
  const worker = startSitegenWorker('src/markdown/highlight/highlightWorker.ts', null);
  const started: Thread = { worker, pending: new Map(), next: 0 };
  worker.unref();
  worker.on('message', (reply: HighlightReply) => answer(started, reply));
  worker.on('error', () => abandon(started));
  worker.on('exit', () => abandon(started));
  thread = started;
}

/** Whether blocks go to the thread (on the thread that started it). */
export function highlightThreadRunning(): boolean {
  return thread !== undefined && isMainThread;
}

/**
 * `highlightToHast` in the thread, or here when it is not running; `compactKey`: the block's key, when it is to
 * come back compacted.
 */
export function highlightInThread(
  code: string,
  options: HighlightOptions,
  compactKey?: string,
): Promise<ThreadHighlight> {
  const request: HighlightRequest = { id: 0, code, options, ...(compactKey !== undefined ? { compactKey } : {}) };
  const running = thread;
  if (!running) return highlightHere(request);
  request.id = running.next++;
  return new Promise((resolve, reject) => {
    running.pending.set(request.id, { request, resolve, reject });
    if (running.pending.size === 1) running.worker.ref();
    running.worker.postMessage(request);
  });
}

/** Ends the thread. A block still owed (none, once the build awaited its docs) is highlighted here. */
export async function stopHighlightThread(): Promise<void> {
  const running = thread;
  if (!running) return;
  thread = undefined;
  await running.worker.terminate();
}

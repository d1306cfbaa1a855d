/**
 * Watches the docs a worker thread compiles and renders (docSlots.ts): a doc
 * still in flight well past its deadline means the worker is blocked (its
 * own timer would have stopped the doc otherwise), and only the thread that
 * started it can stop it. `onStuck` is called once, with that doc; the
 * caller stops the worker and reports the doc's RenderTimeout.
 */
import { blockedAfterMs, renderTimeout } from './docClock.ts';
import { overdueDocs } from './docSlots.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';

/** Starts watching; the returned function stops. */
export function watchWorkerDocs(
  shared: SharedArrayBuffer,
  onStuck: (timeout: Diagnostic) => void,
  pollMs = 250,
): () => void {
  const timer = setInterval(() => {
    const [stuck] = overdueDocs(shared, Date.now(), blockedAfterMs);
    if (!stuck) return;
    clearInterval(timer);
    onStuck(renderTimeout(stuck.file, stuck.stage, stuck.limitMs));
  }, pollMs);
  // A build that is done does not wait for the next look.
  timer.unref();
  return () => clearInterval(timer);
}

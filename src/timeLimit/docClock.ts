/**
 * The time limit of a doc's work. Compiling and rendering a doc runs the
 * site's code (MDX expressions, the components and plugins it uses), which
 * may never end: a loop that never exits, a promise that never settles.
 * Each doc's compile and render runs under `timeDoc`, which fails it with
 * `RenderTimeout` at its file once `limits.renderTimeout` has passed.
 *
 * A promise that never settles is caught by a timer in the same thread. A
 * loop that never exits blocks the thread, so no timer of its own can fire:
 * another thread must stop it. Each thread's docs in flight are written into
 * a SharedArrayBuffer (a deadline and the file, per slot), which another
 * thread reads (docWatch.ts): the main thread's is watched by a small
 * watchdog thread that interrupts the main thread's JavaScript through the
 * inspector, after which the doc's timer fires; a worker thread's (the
 * build's pool, `serve --watch`'s build worker) by the thread that started
 * it, which stops the worker and reports the doc.
 */
import { isMainThread, Worker, workerData } from 'node:worker_threads';
import { SitegenError, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { newDocSlots, slotCount, slotTaker, type DocStage } from './docSlots.ts';

export { newDocSlots, type DocStage } from './docSlots.ts';

export const defaultRenderTimeoutSeconds = 60;

/** How long past its deadline a doc's slot stays before the watching thread decides the thread is blocked. */
export const blockedAfterMs = 2000;

/** The limit in seconds: `SITEGEN_RENDER_TIMEOUT` when set, else the config's `limits.renderTimeout`. */
export function renderTimeoutSeconds(
  configured: number | undefined,
  env: Record<string, string | undefined> = process.env,
): number {
  const raw = env.SITEGEN_RENDER_TIMEOUT;
  if (raw === undefined || raw.trim() === '') return configured ?? defaultRenderTimeoutSeconds;
  const seconds = Number(raw);
  if (!Number.isFinite(seconds) || seconds <= 0) {
    throw new SitegenError([
      {
        code: 'InvalidEnvironment',
        severity: 'error',
        message: `SITEGEN_RENDER_TIMEOUT is ${JSON.stringify(raw)}, which is not a number of seconds above 0.`,
        hint:
          `Set it to the seconds a doc may take to compile or to render, such as SITEGEN_RENDER_TIMEOUT=120, or ` +
          `unset it for limits.renderTimeout (${defaultRenderTimeoutSeconds} by default).`,
      },
    ]);
  }
  return seconds;
}

/** The diagnostic of a doc stopped at its limit. */
export function renderTimeout(file: string, stage: DocStage, limitMs: number): Diagnostic {
  const seconds = Math.round(limitMs / 100) / 10;
  return {
    code: 'RenderTimeout',
    severity: 'error',
    file,
    line: 1,
    column: 1,
    message:
      `This doc did not finish ${stage === 'compile' ? 'compiling' : 'rendering'} within ${seconds} s, and was ` +
      `stopped: its code runs without end (a loop that never exits) or waits for something that never happens (a ` +
      `promise that never settles).`,
    hint:
      `Look for a loop or a recursion without end, or an await that never returns, in the doc's MDX expressions, ` +
      (stage === 'compile'
        ? "the components it imports and the site's remark and rehype plugins. "
        : 'and the components it imports. ') +
      `The limit is limits.renderTimeout in the config, or SITEGEN_RENDER_TIMEOUT (seconds, ` +
      `${defaultRenderTimeoutSeconds} by default).`,
  };
}

export interface DocClock {
  /** The slots other threads read: the docs in flight in this thread. */
  readonly shared: SharedArrayBuffer;
  /** Runs `work` for `file`; past the limit, rejects with RenderTimeout at the file. */
  time<T>(file: string, stage: DocStage, work: () => T | Promise<T>): Promise<T>;
  /**
   * `work`, or the RenderTimeout of any doc of this thread that passes its limit meanwhile: the build's
   * stages wait through this, since a doc stopped mid-way may leave the promises around it unsettled.
   */
  watch<T>(work: Promise<T>): Promise<T>;
  /**
   * Runs the synchronous `work` of the doc in flight for `file` (a render, a Markdown pipeline's plugins)
   * marked as running: should it block the thread, it is the doc named, not the others waiting behind it.
   */
  runningAs<T>(file: string, work: () => T): T;
  /** The limit of the docs started from now on, in milliseconds. */
  limitMs: number;
}

/**
 * The watchdog of the main thread: CommonJS, given the slots as its data. Interrupts the main thread when a doc's
 * deadline is long past.
 */
const watchdogProgram = `
const { workerData } = require('node:worker_threads');
const { Session } = require('node:inspector');
const { shared, slots, blockedAfterMs } = workerData;
const deadlines = new BigInt64Array(shared, 0, slots);
let acted = 0n;
setInterval(() => {
  const now = BigInt(Date.now());
  for (let slot = 0; slot < slots; slot++) {
    const deadline = Atomics.load(deadlines, slot);
    if (deadline > 0n && deadline !== acted && now > deadline + BigInt(blockedAfterMs)) {
      acted = deadline;
      // Connected only to act, and let go once it has: a session still connected when the process ends makes
      // Node print "Waiting for the debugger to disconnect..." under the build's own lines.
      const session = new Session();
      session.connectToMainThread();
      session.post('Runtime.terminateExecution', () => session.disconnect());
      return;
    }
  }
}, 250);
`;

function startWatchdog(shared: SharedArrayBuffer): void {
  try {
    const watchdog = new Worker(watchdogProgram, {
      eval: true,
      workerData: { shared, slots: slotCount, blockedAfterMs },
      execArgv: [],
      stdout: true,
      stderr: true,
    });
    watchdog.unref();
    // Without an inspector (a Node built without it) a blocked doc is not stopped; its timer still names it once it
    // returns.
    watchdog.on('error', () => undefined);
  } catch {
    // No thread to spare: as above.
  }
}

function createDocClock(shared: SharedArrayBuffer, watched: boolean): DocClock {
  const slots = slotTaker(shared);
  const listeners = new Set<(error: SitegenError) => void>();
  /** The slots of the docs in flight, by file: `runningAs` marks the one whose code runs. */
  const slotOf = new Map<string, number>();
  let watchdogStarted = watched;
  const clock: DocClock = {
    shared,
    limitMs: defaultRenderTimeoutSeconds * 1000,
    async time(file, stage, work) {
      if (!watchdogStarted) {
        watchdogStarted = true;
        startWatchdog(shared);
      }
      const limitMs = clock.limitMs;
      const slot = slots.take(file, stage, limitMs);
      if (slot !== -1) slotOf.set(file, slot);
      let settled = false;
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        const fail = () => {
          const error = new SitegenError([renderTimeout(file, stage, limitMs)]);
          for (const listener of listeners) listener(error);
          reject(error);
        };
        const expire = () => {
          // Looked at once the work that was waiting behind a blocked thread has had its turn: it may be done.
          setImmediate(() => {
            if (settled) return;
            const blocker = slots.running;
            // Another doc's code blocked the thread (its mark was never taken off): this one only waited.
            if (blocker !== -1 && blocker !== slot) {
              timer = setTimeout(expire, limitMs);
              return;
            }
            fail();
          });
        };
        timer = setTimeout(expire, limitMs);
      });
      try {
        // Started from a task of its own, not from the caller's: a doc stopped mid-way ends only its own task.
        return await Promise.race([Promise.resolve().then(() => runningAs(file, work)), timeout]);
      } finally {
        settled = true;
        clearTimeout(timer);
        slots.free(slot);
        if (slotOf.get(file) === slot) slotOf.delete(file);
        if (slots.running === slot) slots.running = -1;
      }
    },
    async watch(work) {
      let listener: ((error: SitegenError) => void) | undefined;
      const stopped = new Promise<never>((_, reject) => {
        listener = reject;
        listeners.add(reject);
      });
      try {
        return await Promise.race([work, stopped]);
      } finally {
        if (listener) listeners.delete(listener);
      }
    },
    runningAs(file, work) {
      const slot = slotOf.get(file);
      if (slot === undefined) return work();
      const before = slots.running;
      slots.running = slot;
      try {
        return work();
      } finally {
        // Not run when the watchdog stops the code mid-way (a termination skips finally blocks): the doc keeps its
        // mark, which names it as the one that blocked the thread.
        slots.running = before;
      }
    },
  };
  const runningAs = <T>(file: string, work: () => T): T => clock.runningAs(file, work);
  return clock;
}

let threadClock: DocClock | undefined;

/** The key of `workerData` under which a thread started by sitegen is given the slots its parent watches. */
export const docClockKey = 'docClock';

/**
 * This thread's clock: on the main thread, watched by a watchdog thread (started with the first doc);
 * in a worker given slots by its parent (`docClockKey`), watched by that parent; in any other worker,
 * timers only.
 */
export function threadDocClock(): DocClock {
  if (threadClock) return threadClock;
  const given =
    !isMainThread && typeof workerData === 'object' && workerData !== null
      ? (workerData as Record<string, unknown>)[docClockKey]
      : undefined;
  threadClock =
    given instanceof SharedArrayBuffer ? createDocClock(given, true) : createDocClock(newDocSlots(), !isMainThread);
  return threadClock;
}

/** Sets this thread's limit, in seconds (the site's config is loaded). */
export function setDocTimeLimit(seconds: number): void {
  threadDocClock().limitMs = seconds * 1000;
}

/** See `DocClock.runningAs`. */
export function runningAs<T>(file: string, work: () => T): T {
  return threadDocClock().runningAs(file, work);
}

/** `work` for `file`, under this thread's limit. */
export function timeDoc<T>(file: string, stage: DocStage, work: () => T | Promise<T>): Promise<T> {
  return threadDocClock().time(file, stage, work);
}

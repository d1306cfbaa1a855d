/**
 * The docs a thread is compiling or rendering, in a SharedArrayBuffer that
 * another thread reads while this one is blocked: per slot, the deadline
 * (milliseconds since the epoch, 0 when free), the stage and the file's path
 * as UTF-8. Written by the thread doing the work (docClock.ts), read by the
 * thread watching it (docWatch.ts).
 */

export type DocStage = 'compile' | 'render';

/**
 * Docs in flight at once in one thread: the compile stage runs eight, rendering one; more go untracked (their timers
 * still run).
 */
export const slotCount = 32;
/** Bytes of a file's path kept; a longer path is cut, at a character's boundary. */
const pathBytes = 1024;

const deadlinesBytes = slotCount * 8;
/** After the per-slot numbers: the slot whose doc's code is running now, or -1. */
const runningOffset = deadlinesBytes + slotCount * 4 * 3;
const headerBytes = runningOffset + 8;

export function newDocSlots(): SharedArrayBuffer {
  const shared = new SharedArrayBuffer(headerBytes + slotCount * pathBytes);
  new Int32Array(shared, runningOffset, 1)[0] = -1;
  return shared;
}

function views(shared: SharedArrayBuffer) {
  return {
    deadlines: new BigInt64Array(shared, 0, slotCount),
    lengths: new Int32Array(shared, deadlinesBytes, slotCount),
    stages: new Int32Array(shared, deadlinesBytes + slotCount * 4, slotCount),
    limits: new Int32Array(shared, deadlinesBytes + slotCount * 8, slotCount),
    running: new Int32Array(shared, runningOffset, 1),
    paths: new Uint8Array(shared, headerBytes, slotCount * pathBytes),
  };
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

export interface SlotTaker {
  take(file: string, stage: DocStage, limitMs: number): number;
  free(slot: number): void;
  /** The slot whose doc's code runs now (-1: none): a thread blocked while it is set is blocked by that doc. */
  running: number;
}

/** The writing side: a slot per doc in flight. */
export function slotTaker(shared: SharedArrayBuffer): SlotTaker {
  const { deadlines, lengths, stages, limits, running, paths } = views(shared);
  const used = new Array<boolean>(slotCount).fill(false);
  return {
    take(file, stage, limitMs) {
      const slot = used.indexOf(false);
      if (slot === -1) return -1;
      used[slot] = true;
      const { written } = encoder.encodeInto(file, paths.subarray(slot * pathBytes, (slot + 1) * pathBytes));
      Atomics.store(lengths, slot, written);
      Atomics.store(stages, slot, stage === 'compile' ? 0 : 1);
      Atomics.store(limits, slot, limitMs);
      // The deadline last: a reader that sees it sees the file.
      Atomics.store(deadlines, slot, BigInt(Date.now() + limitMs));
      return slot;
    },
    free(slot) {
      if (slot < 0 || !used[slot]) return;
      Atomics.store(deadlines, slot, 0n);
      used[slot] = false;
    },
    get running() {
      return Atomics.load(running, 0);
    },
    set running(slot: number) {
      Atomics.store(running, 0, slot);
    },
  };
}

export interface DocInFlight {
  file: string;
  stage: DocStage;
  deadline: number;
  limitMs: number;
}

/**
 * The reading side: the docs whose deadline passed more than `graceMs` before `now`, the one whose code
 * runs first (it blocks the thread; the others wait behind it), then the longest past.
 */
export function overdueDocs(shared: SharedArrayBuffer, now: number, graceMs: number): DocInFlight[] {
  const { deadlines, lengths, stages, limits, running, paths } = views(shared);
  const overdue: (DocInFlight & { running: boolean })[] = [];
  const runningSlot = Atomics.load(running, 0);
  for (let slot = 0; slot < slotCount; slot++) {
    const deadline = Number(Atomics.load(deadlines, slot));
    if (deadline === 0 || now <= deadline + graceMs) continue;
    const length = Atomics.load(lengths, slot);
    // Copied out of the shared memory: TextDecoder does not read a shared buffer.
    const file = decoder.decode(paths.slice(slot * pathBytes, slot * pathBytes + length));
    overdue.push({
      file,
      stage: Atomics.load(stages, slot) === 0 ? 'compile' : 'render',
      deadline,
      limitMs: Atomics.load(limits, slot),
      running: slot === runningSlot,
    });
  }
  return overdue
    .sort((a, b) => Number(b.running) - Number(a.running) || a.deadline - b.deadline)
    .map(({ running: _running, ...doc }) => doc);
}

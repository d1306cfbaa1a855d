import { describe, expect, it } from 'vitest';
import { createWriteQueue } from '../../../src/output/writeQueue.ts';

/** A write that finishes when told to. */
function pending() {
  let finish: (error?: Error) => void = () => undefined;
  const promise = new Promise<void>((resolve, reject) => {
    finish = (error) => (error ? reject(error) : resolve());
  });
  return { promise, finish: (error?: Error) => finish(error) };
}

describe('createWriteQueue', () => {
  it('keeps at most `limit` writes in flight: the next add waits for one to finish', async () => {
    const queue = createWriteQueue(2);
    const writes = [pending(), pending(), pending()];
    await queue.add(() => writes[0]?.promise ?? Promise.resolve());
    await queue.add(() => writes[1]?.promise ?? Promise.resolve());
    let thirdStarted = false;
    const third = queue.add(async () => {
      thirdStarted = true;
      await writes[2]?.promise;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(thirdStarted).toBe(false);
    writes[1]?.finish();
    await third;
    expect(thirdStarted).toBe(true);
    writes[0]?.finish();
    writes[2]?.finish();
    await queue.drain();
  });

  it('throws the first failure from drain, after every write settled', async () => {
    const queue = createWriteQueue(4);
    const slow = pending();
    let slowDone = false;
    await queue.add(() => Promise.reject(new Error('disk full')));
    await queue.add(async () => {
      await slow.promise;
      slowDone = true;
    });
    await queue.add(() => Promise.reject(new Error('second failure')));
    const drained = queue.drain();
    setTimeout(() => slow.finish(), 10);
    await expect(drained).rejects.toThrow('disk full');
    expect(slowDone).toBe(true);
  });
});

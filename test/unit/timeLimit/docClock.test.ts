/**
 * The doc time limit's parts: the slots one thread writes and another reads,
 * the limit from the environment, and a doc's timer in its own thread (a
 * promise that never settles fails at the limit). Blocked threads, stopped
 * by the watchdog or the parent, and the doc blamed among those in flight:
 * test/integration/renderTimeout.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { isSitegenError } from '../../../src/diagnostics/diagnostic.ts';
import {
  renderTimeout,
  renderTimeoutSeconds,
  setDocTimeLimit,
  threadDocClock,
  timeDoc,
} from '../../../src/timeLimit/docClock.ts';
import { newDocSlots, overdueDocs, slotTaker } from '../../../src/timeLimit/docSlots.ts';

describe('doc slots', () => {
  it('a reader sees the docs in flight past their deadline, the running one first', () => {
    const shared = newDocSlots();
    const slots = slotTaker(shared);
    const first = slots.take('/site/docs/a.md', 'compile', 1000);
    const second = slots.take('/site/docs/é-long-name.mdx', 'render', 2000);
    const now = Date.now();
    expect(overdueDocs(shared, now, 0)).toEqual([]);
    expect(overdueDocs(shared, now + 5000, 0).map((doc) => [doc.file, doc.stage, doc.limitMs])).toEqual([
      ['/site/docs/a.md', 'compile', 1000],
      ['/site/docs/é-long-name.mdx', 'render', 2000],
    ]);
    slots.running = second;
    expect(overdueDocs(shared, now + 5000, 0).map((doc) => doc.file)).toEqual([
      '/site/docs/é-long-name.mdx',
      '/site/docs/a.md',
    ]);
    // Within the grace, nothing yet.
    expect(overdueDocs(shared, now + 1500, 1000)).toEqual([]);
    slots.free(first);
    slots.free(second);
    expect(overdueDocs(shared, now + 5000, 0)).toEqual([]);
  });

  it('a path longer than its slot is cut at a character, not in one', () => {
    const shared = newDocSlots();
    const slot = slotTaker(shared).take(`/${'é'.repeat(600)}`, 'render', 1);
    expect(slot).toBe(0);
    const [doc] = overdueDocs(shared, Date.now() + 1000, 0);
    expect(doc?.file).toBe(`/${'é'.repeat(511)}`);
  });
});

describe('the limit', () => {
  it('SITEGEN_RENDER_TIMEOUT wins over the config; its value must be seconds above 0', () => {
    expect(renderTimeoutSeconds(undefined, {})).toBe(60);
    expect(renderTimeoutSeconds(5, {})).toBe(5);
    expect(renderTimeoutSeconds(5, { SITEGEN_RENDER_TIMEOUT: '0.5' })).toBe(0.5);
    expect(renderTimeoutSeconds(5, { SITEGEN_RENDER_TIMEOUT: ' ' })).toBe(5);
    for (const raw of ['0', '-1', 'soon', 'Infinity']) {
      let thrown: unknown;
      try {
        renderTimeoutSeconds(5, { SITEGEN_RENDER_TIMEOUT: raw });
      } catch (error) {
        thrown = error;
      }
      expect(isSitegenError(thrown) && thrown.diagnostics[0]?.code).toBe('InvalidEnvironment');
    }
  });

  it('the diagnostic names the stage and the time', () => {
    expect(renderTimeout('/site/docs/a.md', 'compile', 1500)).toMatchObject({
      code: 'RenderTimeout',
      severity: 'error',
      file: '/site/docs/a.md',
      line: 1,
      column: 1,
      message:
        'This doc did not finish compiling within 1.5 s, and was stopped: its code runs without end (a loop that never exits) or waits for something that never happens (a promise that never settles).',
    });
  });
});

describe('timeDoc in its own thread', () => {
  it("gives the work's value, or its error, and frees the slot", async () => {
    setDocTimeLimit(5);
    expect(await timeDoc('/a.md', 'render', () => 42)).toBe(42);
    expect(await timeDoc('/a.md', 'render', async () => 'x')).toBe('x');
    await expect(
      timeDoc('/a.md', 'render', () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(overdueDocs(threadDocClock().shared, Date.now() + 60_000, 0)).toEqual([]);
  });

  it('a promise that never settles fails at the limit, and the stages watching fail with it', async () => {
    setDocTimeLimit(0.2);
    const clock = threadDocClock();
    const started = performance.now();
    const watched = clock.watch(
      Promise.all([timeDoc('/site/docs/never.mdx', 'render', () => new Promise(() => undefined))]),
    );
    const error: unknown = await watched.catch((e: unknown) => e);
    expect(performance.now() - started).toBeGreaterThanOrEqual(190);
    expect(isSitegenError(error) && error.diagnostics.map((d) => [d.code, d.file])).toEqual([
      ['RenderTimeout', '/site/docs/never.mdx'],
    ]);
    setDocTimeLimit(60);
  });
});

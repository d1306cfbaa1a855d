import { describe, expect, it } from 'vitest';
import { createRebuildQueue } from '../../../src/dev/rebuildQueue.ts';

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A queue whose rebuilds take `ms` and are recorded. */
function recordingQueue(ms: number, needsRestart: (file: string) => boolean = () => false) {
  const runs: { files: string[]; restart: boolean }[] = [];
  let running = 0;
  let overlapped = false;
  const queue = createRebuildQueue({
    settleMs: 10,
    needsRestart,
    async run(files, restart) {
      running++;
      if (running > 1) overlapped = true;
      runs.push({ files, restart });
      await tick(ms);
      running--;
    },
  });
  return { queue, runs, overlapped: () => overlapped };
}

describe('createRebuildQueue', () => {
  it('makes one rebuild of the events that arrive within the settle time', async () => {
    const { queue, runs } = recordingQueue(5);
    queue.add('/site/docs/a.md');
    queue.add('/site/docs/a.md');
    queue.add('/site/docs/b.md');
    await queue.idle();
    expect(runs).toEqual([{ files: ['/site/docs/a.md', '/site/docs/b.md'], restart: false }]);
  });

  it('holds the events that arrive during a rebuild for the next one, never running two at once', async () => {
    const { queue, runs, overlapped } = recordingQueue(60);
    queue.add('/a.md');
    await tick(20);
    queue.add('/b.md');
    await tick(10);
    queue.add('/c.md');
    queue.add('/b.md');
    await queue.idle();
    expect(runs.map((run) => run.files)).toEqual([['/a.md'], ['/b.md', '/c.md']]);
    expect(overlapped()).toBe(false);
  });

  it('asks for a restart when one of the files needs it', async () => {
    const { queue, runs } = recordingQueue(5, (file) => file.endsWith('sitegen.config.ts'));
    queue.add('/site/docs/a.md');
    queue.add('/site/sitegen.config.ts');
    await queue.idle();
    expect(runs).toEqual([{ files: ['/site/docs/a.md', '/site/sitegen.config.ts'], restart: true }]);
  });

  it('goes on after a rebuild that throws', async () => {
    const runs: string[][] = [];
    const queue = createRebuildQueue({
      settleMs: 5,
      needsRestart: () => false,
      async run(files) {
        runs.push(files);
        if (runs.length === 1) throw new Error('worker crashed');
      },
    });
    queue.add('/a.md');
    await queue.idle();
    queue.add('/b.md');
    await queue.idle();
    expect(runs).toEqual([['/a.md'], ['/b.md']]);
  });

  it('is idle at once when nothing happened', async () => {
    const { queue, runs } = recordingQueue(5);
    await queue.idle();
    expect(runs).toEqual([]);
  });
});

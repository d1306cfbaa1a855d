/** When a build on one thread highlights on a thread of its own: a second core, no `--workers 1`, enough blocks. */
import { describe, expect, it, vi } from 'vitest';

const cores = vi.hoisted(() => ({ count: 2 }));
vi.mock('node:os', async (importOriginal) => ({
  ...(await importOriginal<typeof import('node:os')>()),
  availableParallelism: () => cores.count,
}));

const { threadFromBlocks, wantsHighlightThread } = await import('../../../src/build/highlightPlan.ts');

describe('the highlighting thread', () => {
  it('is wanted from threadFromBlocks code blocks on', async () => {
    cores.count = 2;
    expect(threadFromBlocks).toBe(400);
    expect(await wantsHighlightThread({ workers: undefined, codeBlocks: async () => 399 })).toBe(false);
    expect(await wantsHighlightThread({ workers: undefined, codeBlocks: async () => 400 })).toBe(true);
    expect(await wantsHighlightThread({ workers: 2, codeBlocks: async () => 5000 })).toBe(true);
  });

  it('is not wanted with --workers 1 or one core, and then the blocks are not counted', async () => {
    const codeBlocks = vi.fn(async () => 5000);
    expect(await wantsHighlightThread({ workers: 1, codeBlocks })).toBe(false);
    cores.count = 1;
    expect(await wantsHighlightThread({ workers: undefined, codeBlocks })).toBe(false);
    expect(codeBlocks).not.toHaveBeenCalled();
  });
});

/**
 * A build large enough for worker threads holds V8's heap growing factor at
 * 2, once per process, unless the user gave node a factor of their own.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';

const setFlagsFromString = vi.fn();
vi.mock('node:v8', () => ({ setFlagsFromString }));

beforeEach(() => {
  vi.resetModules();
  setFlagsFromString.mockClear();
  vi.unstubAllEnvs();
});

describe('userSetHeapGrowth', () => {
  it('finds the flag on the command line or in NODE_OPTIONS, spelt with dashes or underscores', async () => {
    const { userSetHeapGrowth } = await import('../../../src/build/heapGrowth.ts');
    expect(userSetHeapGrowth(['--heap-growing-percent=50'], '')).toBe(true);
    expect(userSetHeapGrowth([], '--max-old-space-size=4096 --heap_growing_percent=30')).toBe(true);
    expect(userSetHeapGrowth(['--max-old-space-size=4096', '--import', 'tsx'], '--enable-source-maps')).toBe(false);
  });
});

describe('limitHeapGrowth', () => {
  it('sets --heap-growing-percent=100 once, however many pools start', async () => {
    vi.stubEnv('NODE_OPTIONS', '');
    const { limitHeapGrowth } = await import('../../../src/build/heapGrowth.ts');
    limitHeapGrowth();
    limitHeapGrowth();
    expect(setFlagsFromString.mock.calls).toEqual([['--heap-growing-percent=100']]);
  });

  it("leaves the user's own factor", async () => {
    vi.stubEnv('NODE_OPTIONS', '--heap-growing-percent=40');
    const { limitHeapGrowth } = await import('../../../src/build/heapGrowth.ts');
    limitHeapGrowth();
    expect(setFlagsFromString).not.toHaveBeenCalled();
  });
});

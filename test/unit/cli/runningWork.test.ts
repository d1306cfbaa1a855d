/**
 * A command that fails while work it started is still running (a client bundle begun early) ends only once that
 * work has: bin/sitegen exits the process soon after runCli returns, and esbuild's service, cut off mid-request,
 * printed its goroutines to the terminal.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runCli } from '../../../src/cli/program.ts';
import { countRunning, runningSettled } from '../../../src/modules/runningWork.ts';

const io = (cwd: string) => ({ stdout: () => undefined, stderr: () => undefined, isTTY: false, cwd });

const later = (ms: number, onEnd: () => void) =>
  new Promise<void>((resolve) =>
    setTimeout(() => {
      onEnd();
      resolve();
    }, ms),
  );

describe('work a command leaves running', () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
    dir = undefined;
  });

  it('runningSettled waits for what is running, and for what it starts meanwhile', async () => {
    const ended: string[] = [];
    countRunning(
      later(50, () => {
        ended.push('first');
        countRunning(later(50, () => ended.push('second')));
      }),
    );
    countRunning(Promise.reject(new Error('a failed bundle is waited for too'))).catch(() => undefined);
    await runningSettled();
    expect(ended).toEqual(['first', 'second']);
  });

  it('runCli returns from a failed command only once the work it left running has ended', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'sitegen-running-'));
    let ended = false;
    countRunning(later(2000, () => (ended = true)));
    // A folder with no site in it: the build fails at once.
    const code = await runCli(['node', 'sitegen', 'build', dir], io(dir));
    expect(code).toBe(1);
    expect(ended).toBe(true);
  });
});

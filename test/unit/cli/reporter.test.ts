import { describe, expect, it } from 'vitest';
import { createReporter, formatMs, type ReporterOptions } from '../../../src/cli/reporter.ts';

/** A reporter writing into an array, on a clock the test moves by hand. */
function setup(options: Partial<ReporterOptions> = {}) {
  const output: string[] = [];
  const clock = { now: 1000 };
  const reporter = createReporter({
    quiet: false,
    isTTY: false,
    write: (text) => output.push(text),
    now: () => clock.now,
    ...options,
  });
  return { output, clock, reporter };
}

describe('formatMs', () => {
  it.each([
    [0, '0 ms'],
    [12.4, '12 ms'],
    [12.5, '13 ms'],
    [999.4, '999 ms'],
    [1000, '1.00 s'],
    [1234.5, '1.23 s'],
    [61_000, '61.00 s'],
  ])('%d → %s', (ms, text) => {
    expect(formatMs(ms)).toBe(text);
  });
});

describe('createReporter', () => {
  describe('not on a terminal', () => {
    it('prints one plain ✓ line per stage with its duration and detail', async () => {
      const { output, clock, reporter } = setup();
      const result = await reporter.stage(
        'collectContent',
        async () => {
          clock.now += 1234.5;
          return 12;
        },
        (n) => `${n} docs`,
      );
      await reporter.stage('buildRoutes', async () => {
        clock.now += 7;
      });
      expect(result).toBe(12);
      expect(output).toEqual(['  ✓ collectContent      1.23 s  12 docs\n', '  ✓ buildRoutes           7 ms\n']);
      expect(reporter.stages).toEqual([
        { name: 'collectContent', ms: 1234.5 },
        { name: 'buildRoutes', ms: 7 },
      ]);
    });

    it('leaves the detail out when it is empty', async () => {
      const { output, reporter } = setup();
      await reporter.stage(
        'x',
        async () => 0,
        () => '',
      );
      expect(output).toEqual(['  ✓ x                     0 ms\n']);
    });

    it('prints a ✗ line and rethrows when a stage fails, without recording it', async () => {
      const { output, clock, reporter } = setup();
      const error = new Error('bad content');
      await expect(
        reporter.stage(
          'compile',
          async () => {
            clock.now += 5;
            throw error;
          },
          () => 'never',
        ),
      ).rejects.toBe(error);
      expect(output).toEqual(['  ✗ compile               5 ms\n']);
      expect(reporter.stages).toEqual([]);
    });

    it('draws no progress', async () => {
      const { output, clock, reporter } = setup();
      await reporter.stage('renderPages', async (progress) => {
        for (let done = 1; done <= 3; done++) {
          clock.now += 500;
          progress(done, 3);
        }
      });
      expect(output).toEqual(['  ✓ renderPages         1.50 s\n']);
    });

    it('prints info lines as they are', () => {
      const { output, reporter } = setup();
      reporter.info('Built 12 pages in build/');
      expect(output).toEqual(['Built 12 pages in build/\n']);
    });

    it('keeps a long stage name whole', async () => {
      const { output, reporter } = setup();
      await reporter.stage('a-very-long-stage-name', async () => undefined);
      expect(output).toEqual(['  ✓ a-very-long-stage-name      0 ms\n']);
    });
  });

  describe('on a terminal', () => {
    it('rewrites one progress line, at most every 80 ms, and always the last step', async () => {
      const { output, clock, reporter } = setup({ isTTY: true });
      await reporter.stage('renderPages', async (progress) => {
        progress(1, 4);
        clock.now += 50;
        progress(2, 4);
        clock.now += 40;
        progress(3, 4);
        clock.now += 10;
        progress(4, 4);
      });
      expect(output).toEqual([
        '\r\x1b[2K  … renderPages 1/4',
        '\r\x1b[2K  … renderPages 3/4',
        '\r\x1b[2K  … renderPages 4/4',
        '\r\x1b[2K',
        '  ✓ renderPages         100 ms\n',
      ]);
    });

    it('clears the progress line before a ✗ line', async () => {
      const { output, reporter } = setup({ isTTY: true });
      await expect(
        reporter.stage('compile', async (progress) => {
          progress(1, 2);
          throw new Error('x');
        }),
      ).rejects.toThrow('x');
      expect(output).toEqual(['\r\x1b[2K  … compile 1/2', '\r\x1b[2K', '  ✗ compile               0 ms\n']);
    });
  });

  describe('quiet', () => {
    it.each([false, true])('prints nothing (isTTY %s) but still times the stages', async (isTTY) => {
      const { output, clock, reporter } = setup({ quiet: true, isTTY });
      await reporter.stage('render', async (progress) => {
        progress(1, 1);
        clock.now += 3;
      });
      await expect(
        reporter.stage('fail', async () => {
          throw new Error('x');
        }),
      ).rejects.toThrow('x');
      reporter.info('hello');
      expect(output).toEqual([]);
      expect(reporter.stages).toEqual([{ name: 'render', ms: 3 }]);
    });
  });
});

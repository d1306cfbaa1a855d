import { describe, expect, it } from 'vitest';
import { slowestFilesReport } from '../support/slowestFiles.ts';

describe('slowestFilesReport', () => {
  it('lists the slowest files first, at most the count asked, with the total', () => {
    const files = [
      { file: 'test/a.test.ts', ms: 1_200 },
      { file: 'test/b.test.ts', ms: 103_351 },
      { file: 'test/c.test.ts', ms: 9_800 },
    ];
    expect(slowestFilesReport(files, 2)).toBe(
      [
        'The 2 slowest of 3 test files (114.4 s of tests and hooks in all, across the workers):',
        '  103.4 s  test/b.test.ts',
        '    9.8 s  test/c.test.ts',
      ].join('\n'),
    );
  });
});

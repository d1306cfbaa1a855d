import { describe, expect, it } from 'vitest';
import { slowestFilesReport, slowTestsReport } from '../support/slowestFiles.ts';

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

describe('slowTestsReport', () => {
  it('lists the tests over 20 s by file and name, the slowest first', () => {
    const tests = [
      { file: 'test/a.test.ts', name: 'a site > builds', ms: 20_000 },
      { file: 'test/b.test.ts', name: 'b > serves', ms: 31_250 },
      { file: 'test/c.test.ts', name: 'c > renders', ms: 20_001 },
    ];
    expect(slowTestsReport(tests)).toEqual([
      '2 tests over 20 s (each says why in a comment):',
      '  31.3 s  test/b.test.ts > b > serves',
      '  20.0 s  test/c.test.ts > c > renders',
    ]);
  });

  it('prints nothing when no test took over 20 s', () => {
    expect(slowTestsReport([{ file: 'test/a.test.ts', name: 'a', ms: 19_999 }])).toEqual([]);
  });
});

/**
 * A vitest reporter beside the default one: at the end of a run, the ten test files that took longest
 * (their tests and hooks), and every test that took over 20 s, so that whoever makes the suite slower sees it.
 * Issue 39 asks the suite to stay under 8 minutes on 2 cores, and a test over 20 s to say why in a comment.
 */
import type { Reporter, TestModule } from 'vitest/node';

/** The lines the reporter prints for files and their durations in milliseconds: a title, then the slowest first. */
export function slowestFilesReport(files: readonly { file: string; ms: number }[], count = 10): string {
  const total = files.reduce((sum, entry) => sum + entry.ms, 0);
  const slowest = [...files].sort((a, b) => b.ms - a.ms || a.file.localeCompare(b.file)).slice(0, count);
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const width = Math.max(0, ...slowest.map((entry) => seconds(entry.ms).length));
  return [
    `The ${slowest.length} slowest of ${files.length} test files (${seconds(total)} of tests and hooks in all, across the workers):`,
    ...slowest.map((entry) => `  ${seconds(entry.ms).padStart(width)}  ${entry.file}`),
  ].join('\n');
}

/** A test that took longer than this is listed by name (`slowTestsReport`). */
export const slowTestMs = 20_000;

/** The lines for the tests over `slowTestMs`, the slowest first; none when there is none. */
export function slowTestsReport(tests: readonly { file: string; name: string; ms: number }[]): string[] {
  const slow = tests.filter((test) => test.ms > slowTestMs).sort((a, b) => b.ms - a.ms);
  if (slow.length === 0) return [];
  return [
    `${slow.length} ${slow.length === 1 ? 'test' : 'tests'} over ${slowTestMs / 1000} s (each says why in a comment):`,
    ...slow.map((test) => `  ${(test.ms / 1000).toFixed(1)} s  ${test.file} > ${test.name}`),
  ];
}

export default class SlowestFiles implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    if (testModules.length === 0) return;
    const files = testModules.map((module) => ({ file: module.relativeModuleId, ms: module.diagnostic().duration }));
    const tests = testModules.flatMap((module) =>
      [...module.children.allTests()].map((test) => ({
        file: module.relativeModuleId,
        name: test.fullName,
        ms: test.diagnostic()?.duration ?? 0,
      })),
    );
    const lines = [slowestFilesReport(files), ...slowTestsReport(tests)];
    process.stdout.write(`\n${lines.join('\n')}\n`);
  }
}

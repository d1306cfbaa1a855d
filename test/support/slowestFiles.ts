/**
 * A vitest reporter beside the default one: at the end of a run, the ten test files that took longest
 * (their tests and hooks), so that whoever makes the suite slower sees it. Issue 39 asks the suite to stay
 * under 8 minutes on 2 cores.
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

export default class SlowestFiles implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    if (testModules.length === 0) return;
    const files = testModules.map((module) => ({ file: module.relativeModuleId, ms: module.diagnostic().duration }));
    process.stdout.write(`\n${slowestFilesReport(files)}\n`);
  }
}

/**
 * Prints why a command failed and returns its exit code: the diagnostics of
 * a problem in the site (the warnings found before it first, the first 50 of
 * them all unless `--max-problems` or `--verbose` say otherwise, and a line
 * per kind of warning), or a one-line report of anything else, which is a bug
 * in sitegen or its environment.
 */
import { isSitegenError } from '../diagnostics/diagnostic.ts';
import type { CliIO } from './cliIO.ts';
import { printDiagnostics, warningSummary } from './warningSummary.ts';
import { errorMessage } from '../diagnostics/errorMessage.ts';

export function reportFailure(
  error: unknown,
  io: CliIO,
  verbose: boolean,
  command: 'build' | 'serve' | 'schema' | 'init' | 'docs:version' | 'write-translations' | 'config',
  maxProblems?: number,
): number {
  if (isSitegenError(error)) {
    const count = error.diagnostics.length;
    // A systematic mistake can produce thousands of identical problems; the first ones tell the story.
    printDiagnostics([...error.warnings, ...error.diagnostics], io, {
      verbose,
      ...(maxProblems !== undefined ? { maxProblems } : {}),
    });
    const summary = warningSummary([...error.warnings, ...error.diagnostics.filter((d) => d.severity === 'warning')]);
    if (summary.length > 0) io.stderr(`${summary.join('\n')}\n`);
    const problems = `${count} problem${count === 1 ? '' : 's'}`;
    const nothingWritten = error.diagnostics.some((d) => d.code === 'OutputFailed') ? '' : ' Nothing was written.';
    io.stderr(
      command === 'build'
        ? `✗ Build failed: ${problems}. The previous output, if any, was left untouched.\n`
        : command === 'schema'
          ? `✗ sitegen schema failed: ${problems}. The previous output, if any, was left untouched.\n`
          : // A failure to write says itself what was written before it; every other one comes before any write.
            command === 'docs:version'
            ? `✗ sitegen docs:version failed: ${problems}. Nothing was released.\n`
            : command === 'init'
              ? `✗ sitegen init failed: ${problems}.${nothingWritten}\n`
              : // Every file is read, and checked, before any is written.
                command === 'write-translations'
                ? `✗ sitegen write-translations failed: ${problems}. Nothing was written.\n`
                : command === 'config'
                  ? `✗ The config cannot be read: ${problems}.\n`
                  : `✗ Cannot serve: ${problems}.\n`,
    );
    return 1;
  }
  io.stderr(`✗ sitegen failed unexpectedly: ${errorMessage(error)}\n`);
  io.stderr(
    verbose && error instanceof Error && error.stack
      ? `${error.stack}\n`
      : '  Run again with --verbose for the stack trace, and report it if it persists.\n',
  );
  return 1;
}

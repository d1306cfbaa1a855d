/**
 * Prints why a command failed and returns its exit code: the diagnostics of
 * a problem in the site (the first 50 unless verbose), or a one-line report
 * of anything else, which is a bug in sitegen or its environment.
 */
import { isSitegenError } from '../diagnostics/diagnostic.ts';
import type { CliIO } from './cliIO.ts';
import { formatDiagnostic } from './formatDiagnostic.ts';

export const maxShown = 50;

export function reportFailure(error: unknown, io: CliIO, verbose: boolean, command: 'build' | 'serve' | 'schema' | 'init' | 'docs:version' | 'write-translations'): number {
  if (isSitegenError(error)) {
    const count = error.diagnostics.length;
    // A systematic mistake can produce thousands of identical problems; the first ones tell the story.
    const shown = verbose ? error.diagnostics : error.diagnostics.slice(0, maxShown);
    for (const d of shown) io.stderr(`${formatDiagnostic(d, { cwd: io.cwd, verbose })}\n\n`);
    if (shown.length < count) io.stderr(`… and ${count - shown.length} more problems (--verbose shows them all).\n`);
    const problems = `${count} problem${count === 1 ? '' : 's'}`;
    io.stderr(command === 'build' ? `✗ Build failed: ${problems}. The previous output, if any, was left untouched.\n`
      : command === 'schema' ? `✗ sitegen schema failed: ${problems}. The previous output, if any, was left untouched.\n`
      // A failure to write says itself what was written before it; every other one comes before any write.
      : command === 'docs:version' ? `✗ sitegen docs:version failed: ${problems}. Nothing was released.\n`
      : command === 'init' ? `✗ sitegen init failed: ${problems}.${error.diagnostics.some((d) => d.code === 'OutputFailed') ? '' : ' Nothing was written.'}\n`
      // Every file is read, and checked, before any is written.
      : command === 'write-translations' ? `✗ sitegen write-translations failed: ${problems}. Nothing was written.\n`
      : `✗ Cannot serve: ${problems}.\n`);
    return 1;
  }
  io.stderr(`✗ sitegen failed unexpectedly: ${error instanceof Error ? error.message : String(error)}\n`);
  io.stderr(verbose && error instanceof Error && error.stack ? `${error.stack}\n` : '  Run again with --verbose for the stack trace, and report it if it persists.\n');
  return 1;
}

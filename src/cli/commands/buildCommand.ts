/** `sitegen build`: the whole site into a folder of static files. */
import path from 'node:path';
import { build } from '../../build/build.ts';
import { findSiteDir } from '../../config/findSiteDir.ts';
import { defaultOutDir } from '../../output/outputGuard.ts';
import { ExitCode, type CliIO } from '../cliIO.ts';
import { reportFailure } from '../reportFailure.ts';
import { createReporter, formatMs } from '../reporter.ts';
import { printDiagnostics, shownWarnings, warningSummary } from '../warningSummary.ts';

export interface BuildFlags {
  out?: string;
  quiet?: boolean;
  verbose?: boolean;
  cache: boolean;
  workers?: number;
  maxProblems?: number;
  strict?: boolean;
}

export async function buildCommand(siteDirArg: string | undefined, flags: BuildFlags, io: CliIO): Promise<void> {
  try {
    const siteDir = findSiteDir(siteDirArg, io.cwd);
    const outDir = path.resolve(io.cwd, flags.out ?? defaultOutDir(siteDir));
    const reporter = createReporter({ quiet: Boolean(flags.quiet), isTTY: io.isTTY, write: io.stdout });
    reporter.info(`sitegen build ${path.relative(io.cwd, siteDir) || '.'}`);
    const started = performance.now();
    const result = await build({
      siteDir,
      outDir,
      reporter,
      cwd: io.cwd,
      cache: flags.cache,
      ...(flags.workers ? { workers: flags.workers } : {}),
      ...(flags.strict ? { strict: true } : {}),
    });
    const warnings = shownWarnings(result.warnings, Boolean(flags.verbose));
    printDiagnostics(warnings, io, {
      verbose: Boolean(flags.verbose),
      ...(flags.maxProblems !== undefined ? { maxProblems: flags.maxProblems } : {}),
    });
    const summary = warningSummary(warnings);
    if (summary.length > 0) io.stderr(`${summary.join('\n')}\n`);
    const took = formatMs(performance.now() - started);
    const where = path.relative(io.cwd, outDir) || outDir;
    reporter.info(
      result.unchanged
        ? `✓ Nothing changed since the last build: its ${result.pages} pages stand (${took}) → ${where}`
        : `✓ Built ${result.pages} pages in ${took} → ${where}`,
    );
  } catch (error) {
    throw new ExitCode(reportFailure(error, io, Boolean(flags.verbose), 'build', flags.maxProblems));
  }
}

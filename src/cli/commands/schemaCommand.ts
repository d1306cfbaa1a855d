/** `sitegen schema`: JSON Schema files rendered into standalone pages with the viewer. */
import path from 'node:path';
import type { Draft } from '../../../theme/viewer/model/draft.ts';
import { recoverOutput } from '../../output/leftovers.ts';
import { renderSchemaPages } from '../../schemas/renderSchemaPages.ts';
import { ExitCode, type CliIO } from '../cliIO.ts';
import { formatDiagnostic } from '../formatDiagnostic.ts';
import { reportFailure } from '../reportFailure.ts';
import { defaultMaxProblems } from '../warningSummary.ts';
import { formatMs } from '../reporter.ts';

export interface SchemaFlags {
  out?: string;
  root?: string;
  map: string[];
  draft?: Draft;
  onMissingRef?: 'error' | 'warn';
  workers?: number;
  maxFileSize?: number;
  quiet?: boolean;
  verbose?: boolean;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

export async function schemaCommand(input: string, flags: SchemaFlags, io: CliIO): Promise<void> {
  const mappings = [];
  for (const entry of flags.map) {
    const at = entry.indexOf('=');
    if (at <= 0 || at === entry.length - 1) {
      io.stderr(
        `error: --map takes prefix=dir, e.g. --map https://example.com/schemas/=./schemas, but it is "${entry}".\n`,
      );
      throw new ExitCode(2);
    }
    mappings.push({ prefix: entry.slice(0, at), dir: path.resolve(io.cwd, entry.slice(at + 1)) });
  }
  const outDir = path.resolve(io.cwd, flags.out ?? 'schema-pages');
  const onMissingRef = flags.onMissingRef ?? 'error';
  try {
    // An output a killed run left missing is put back (then replaced), and what it left beside it removed.
    const restored = await recoverOutput(outDir, 'sitegen schema');
    for (const d of restored) io.stderr(`${formatDiagnostic(d, { cwd: io.cwd, verbose: Boolean(flags.verbose) })}\n\n`);
    const result = await renderSchemaPages({
      input: path.resolve(io.cwd, input),
      outDir,
      mappings,
      onMissingRef,
      ...(flags.root ? { rootDir: path.resolve(io.cwd, flags.root) } : {}),
      ...(flags.draft ? { defaultDraft: flags.draft } : {}),
      ...(flags.workers ? { workers: flags.workers } : {}),
      ...(flags.maxFileSize ? { maxFileSizeMb: flags.maxFileSize } : {}),
    });
    for (const d of result.warnings)
      io.stderr(`${formatDiagnostic(d, { cwd: io.cwd, verbose: Boolean(flags.verbose) })}\n\n`);
    const problems = [...result.failed.flatMap((f) => f.problems), ...result.referenceProblems];
    const shown = flags.verbose ? problems : problems.slice(0, defaultMaxProblems);
    for (const d of shown) io.stderr(`${formatDiagnostic(d, { cwd: io.cwd, verbose: Boolean(flags.verbose) })}\n\n`);
    if (shown.length < problems.length)
      io.stderr(`… and ${problems.length - shown.length} more problems (--verbose shows them all).\n`);
    if (!result.committed) {
      io.stderr(
        `✗ ${result.failed.length} of ${result.files} schema files could not be ` +
          `rendered:\n${result.failed.map((f) => `  ${path.relative(io.cwd, f.file) || f.file}\n`).join('')}`,
      );
      io.stderr('The previous output, if any, was left untouched: it would have lost the pages of these files.\n');
      throw new ExitCode(1);
    }
    const rate = `${Math.round(result.files / Math.max(result.seconds, 0.001))} files/s`;
    if (!flags.quiet)
      io.stdout(
        `✓ Rendered ${result.files} schema files in ${formatMs(result.seconds * 1000)} (${rate}) → ` +
          `${path.relative(io.cwd, outDir) || outDir}\n`,
      );
    if (result.referenceProblems.length > 0) {
      const errors = result.referenceProblems.some((d) => d.severity === 'error');
      const summary =
        `${plural(result.referenceProblems.length, 'reference')} in ${result.filesWithReferenceProblems} of ` +
        `${result.files} schema files could not be resolved; their pages show them as unresolved.`;
      const hint =
        errors && onMissingRef === 'error' && result.referenceProblems.some((d) => d.code === 'SchemaRefMissing')
          ? ' (--on-missing-ref warn reports them as warnings.)'
          : '';
      io.stderr(`${errors ? '✗' : '⚠'} ${summary}${hint}\n`);
      if (errors) throw new ExitCode(1);
    }
  } catch (error) {
    if (error instanceof ExitCode) throw error;
    throw new ExitCode(reportFailure(error, io, Boolean(flags.verbose), 'schema'));
  }
}

/**
 * `sitegen config [siteDir] --print`: the config as the build resolves it, every key with its value
 * (defaults applied; functions shown by name), and where each came from: `sitegen.config.ts`, the
 * Docusaurus config's key it was translated from, or sitegen's default. Then the translation's warnings.
 */
import path from 'node:path';
import { loadConfig } from '../../config/loadConfig.ts';
import { findSiteDir } from '../../config/findSiteDir.ts';
import { ExitCode, type CliIO } from '../cliIO.ts';
import { reportFailure } from '../reportFailure.ts';
import { printDiagnostics, warningSummary } from '../warningSummary.ts';

export interface ConfigFlags {
  print?: boolean;
  verbose?: boolean;
}

/** A value as JSON, with functions and other things JSON has no word for named. */
function shown(value: unknown): string {
  return (
    JSON.stringify(
      value,
      (_key, item: unknown) => {
        if (typeof item === 'function') return `[function${item.name ? ` ${item.name}` : ''}]`;
        if (item instanceof RegExp) return String(item);
        return item;
      },
      2,
    ) ?? 'undefined'
  );
}

export async function configCommand(siteDirArg: string | undefined, flags: ConfigFlags, io: CliIO): Promise<void> {
  try {
    if (!flags.print) {
      io.stderr(
        'sitegen config: say what to do with it: --print shows the resolved config and where each value came from.\n',
      );
      throw new ExitCode(2);
    }
    const siteDir = findSiteDir(siteDirArg, io.cwd);
    const loaded = await loadConfig({ siteDir });
    const origins = Object.entries(loaded.origins);
    io.stdout(
      `# The config of ${path.relative(io.cwd, siteDir) || '.'}, read from ${path.relative(io.cwd, loaded.file)}\n`,
    );
    for (const [key, value] of Object.entries(loaded.config)) {
      const own = loaded.origins[key];
      const nested = origins.filter(([other]) => other.startsWith(`${key}.`));
      const from =
        own ??
        (nested.length > 0
          ? nested.map(([other, origin]) => `${other} from ${origin}`).join('; ')
          : path.basename(loaded.file) === 'sitegen.config.ts' && !loaded.docusaurus
            ? 'sitegen.config.ts, or the default'
            : loaded.docusaurus
              ? "the default (Docusaurus's, where it differs from sitegen's)"
              : 'the default');
      io.stdout(`\n${key}: ${shown(value)}\n  ← ${from}\n`);
    }
    if (loaded.warnings.length > 0) {
      io.stdout('\n');
      printDiagnostics(loaded.warnings, io, { verbose: Boolean(flags.verbose), maxProblems: 0 });
      io.stderr(`${warningSummary(loaded.warnings).join('\n')}\n`);
    }
  } catch (error) {
    if (error instanceof ExitCode) throw error;
    throw new ExitCode(reportFailure(error, io, Boolean(flags.verbose), 'config'));
  }
}

/** `sitegen write-translations [siteDir] --locale <code>`: the JSON files translators fill in, and what each holds. */
import path from 'node:path';
import { findSiteDir } from '../../config/findSiteDir.ts';
import { writeTranslations } from '../../i18n/writeTranslations.ts';
import { ExitCode, type CliIO } from '../cliIO.ts';
import { reportFailure } from '../reportFailure.ts';

export interface WriteTranslationsFlags { locale: string; override?: boolean; verbose?: boolean }

export async function writeTranslationsCommand(siteDirArg: string | undefined, flags: WriteTranslationsFlags, io: CliIO): Promise<void> {
  try {
    const siteDir = findSiteDir(siteDirArg, io.cwd);
    const written = await writeTranslations({ siteDir, locale: flags.locale, override: Boolean(flags.override) });
    for (const file of written) {
      io.stdout(`${path.relative(io.cwd, file.file).split(path.sep).join('/')}: ${file.messages} message${file.messages === 1 ? '' : 's'}, ${file.added} new\n`);
    }
  } catch (error) {
    throw new ExitCode(reportFailure(error, io, Boolean(flags.verbose), 'write-translations'));
  }
}

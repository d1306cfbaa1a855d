/** `sitegen write-translations [siteDir] --locale <code>`: the JSON files translators fill in, and what each holds. */
import path from 'node:path';
import { findSiteDir } from '../../config/findSiteDir.ts';
import { checkLocale } from '../../i18n/locales.ts';
import { writeTranslations } from '../../i18n/writeTranslations.ts';
import { assertInside } from '../../output/writeInside.ts';
import { ExitCode, type CliIO } from '../cliIO.ts';
import { reportFailure } from '../reportFailure.ts';

export interface WriteTranslationsFlags {
  locale: string;
  override?: boolean;
  verbose?: boolean;
}

export async function writeTranslationsCommand(
  siteDirArg: string | undefined,
  flags: WriteTranslationsFlags,
  io: CliIO,
): Promise<void> {
  try {
    const siteDir = findSiteDir(siteDirArg, io.cwd);
    // Where it writes, i18n/<locale>/, by its real path: a folder of the site may be a link leading out of it.
    // (A locale that is not a language code is reported by writeTranslations.)
    if (checkLocale(flags.locale) === undefined) assertInside(siteDir, path.join('i18n', flags.locale));
    const written = await writeTranslations({ siteDir, locale: flags.locale, override: Boolean(flags.override) });
    for (const file of written) {
      io.stdout(
        `${path.relative(io.cwd, file.file).split(path.sep).join('/')}: ${file.messages} ` +
          `message${file.messages === 1 ? '' : 's'}, ${file.added} new\n`,
      );
    }
  } catch (error) {
    throw new ExitCode(reportFailure(error, io, Boolean(flags.verbose), 'write-translations'));
  }
}

/**
 * The site's own stylesheets (`customCss`): each must be a file inside the
 * site, by its real path (a link out of the site is refused like a missing
 * file). Problems point at the path in sitegen.config.ts.
 */
import { existsSync, realpathSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { SitegenError, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { locate } from '../diagnostics/locate.ts';

export async function customStylesheets(options: {
  customCss: string[];
  siteDir: string;
  configFile: string;
}): Promise<string[]> {
  if (options.customCss.length === 0) return [];
  const text = await readFile(options.configFile, 'utf8').catch(() => '');
  const siteDir = realpathSync(options.siteDir);
  const problems: Diagnostic[] = [];
  const files: string[] = [];
  for (const written of options.customCss) {
    const at = { file: options.configFile, ...locate(text, written) };
    const file = path.resolve(options.siteDir, written);
    if (!existsSync(file)) {
      problems.push({
        code: 'InvalidConfig',
        severity: 'error',
        ...at,
        message: `The stylesheet ${written} in "customCss" does not exist.`,
        hint: `Paths in customCss are relative to the site folder: ${file} was looked for.`,
      });
      continue;
    }
    const real = realpathSync(file);
    if (!real.startsWith(siteDir + path.sep)) {
      problems.push({
        code: 'InvalidConfig',
        severity: 'error',
        ...at,
        message: `The stylesheet ${written} in "customCss" leads outside the site folder, to ${real}.`,
        hint:
          'customCss names stylesheets of the site: put it inside the site folder (from there it may @import ' +
          "others, a package's among them).",
      });
      continue;
    }
    files.push(real);
  }
  if (problems.length > 0) throw new SitegenError(problems);
  return files;
}

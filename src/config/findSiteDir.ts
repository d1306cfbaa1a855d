/**
 * Finds the site folder: the one holding `sitegen.config.ts`, or, for a
 * Docusaurus website, `docusaurus.config.{ts,js,mjs,…}`.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { SitegenError } from '../diagnostics/diagnostic.ts';
import { findDocusaurusConfig } from '../docusaurus/docusaurusConfigFile.ts';

export const configFileName = 'sitegen.config.ts';

/** Whether `dir` is a site: it has a sitegen config or a Docusaurus one. */
export function isSiteDir(dir: string): boolean {
  return existsSync(path.join(dir, configFileName)) || findDocusaurusConfig(dir) !== undefined;
}

/**
 * With an explicit folder, that folder. Otherwise the working directory, or
 * the nearest parent that is a site. No folder name is special: a site in
 * `content/` (as this repository's docs are) is named on the command line.
 */
export function findSiteDir(explicit: string | undefined, cwd: string): string {
  if (explicit !== undefined) {
    const dir = path.resolve(cwd, explicit);
    if (!isSiteDir(dir)) {
      throw new SitegenError([
        {
          code: 'ConfigNotFound',
          severity: 'error',
          message: `There is no ${configFileName} or docusaurus.config.{js,ts,mjs,cjs,mts,cts} in ${dir}.`,
          hint: `Pass the folder that holds the site's config, or create a ${configFileName} there (sitegen init).`,
        },
      ]);
    }
    return dir;
  }
  for (let dir = path.resolve(cwd); ; dir = path.dirname(dir)) {
    if (isSiteDir(dir)) return dir;
    if (path.dirname(dir) === dir) break;
  }
  throw new SitegenError([
    {
      code: 'ConfigNotFound',
      severity: 'error',
      message:
        `No ${configFileName} or docusaurus.config.{js,ts,mjs,cjs,mts,cts} was found in ${cwd} or any parent ` +
        `folder.`,
      hint:
        'Run sitegen inside a site, or pass the site folder: sitegen build path/to/site. To start a new site, ' +
        'run sitegen init.',
    },
  ]);
}

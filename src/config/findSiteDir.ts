/** Finds the site folder: the one holding `sitegen.config.ts`. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { SitegenError } from '../diagnostics/diagnostic.ts';

export const configFileName = 'sitegen.config.ts';

/**
 * With an explicit folder, that folder. Otherwise the working directory, its
 * `content/` folder, or the nearest parent holding either.
 */
export function findSiteDir(explicit: string | undefined, cwd: string): string {
  if (explicit !== undefined) {
    const dir = path.resolve(cwd, explicit);
    if (!existsSync(path.join(dir, configFileName))) {
      throw new SitegenError([{
        code: 'ConfigNotFound',
        severity: 'error',
        message: `There is no ${configFileName} in ${dir}.`,
        hint: `Pass the folder that holds ${configFileName}, or create one there.`,
      }]);
    }
    return dir;
  }
  for (let dir = path.resolve(cwd); ; dir = path.dirname(dir)) {
    for (const candidate of [dir, path.join(dir, 'content')]) {
      if (existsSync(path.join(candidate, configFileName))) return candidate;
    }
    if (path.dirname(dir) === dir) break;
  }
  throw new SitegenError([{
    code: 'ConfigNotFound',
    severity: 'error',
    message: `No ${configFileName} was found in ${cwd}, its content/ folder or any parent folder.`,
    hint: 'Run sitegen inside a site, or pass the site folder: sitegen build path/to/site. To start a new site, run sitegen init.',
  }]);
}

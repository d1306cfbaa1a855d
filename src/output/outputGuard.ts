/**
 * Refuses output folders whose replacement would destroy something: the site
 * itself, a folder inside its content, or an existing folder that an earlier
 * sitegen build did not write (a build replaces its output folder whole).
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { SitegenError } from '../diagnostics/diagnostic.ts';
import { realPathOf } from '../content/realPathInside.ts';

/** Written into every output folder, so a later build knows it may replace it. */
export const outputMarker = '.sitegen-build';

const contentFolders = ['docs', 'pages', 'static'];

function inside(child: string, parent: string): boolean {
  return child === parent || child.startsWith(parent + path.sep);
}

/** The default output folder: `build/` inside the site folder, whatever the folder's name. */
export function defaultOutDir(siteDir: string): string {
  return path.join(siteDir, 'build');
}

/**
 * A folder `docusaurus build` wrote (its `assets/js/runtime~main.<hash>.js`): a Docusaurus website's `build/`,
 * which sitegen builds in its place, as it replaces its own output.
 */
export function isDocusaurusOutput(dir: string): boolean {
  try {
    return readdirSync(path.join(dir, 'assets', 'js')).some((name) => /^runtime~main\.[\da-f]+\.js$/.test(name));
  } catch {
    return false;
  }
}

/**
 * Compared by their real paths (after symbolic links), so a link cannot smuggle the site into the output folder.
 * `readFolders`: the folders the config says the build reads (docs, pages, static folders), besides the defaults.
 */
export function checkOutputDir(givenOutDir: string, givenSiteDir: string, readFolders: readonly string[] = []): void {
  const outDir = realPathOf(givenOutDir);
  const siteDir = realPathOf(givenSiteDir);
  const fail = (message: string, hint: string) => {
    throw new SitegenError([{ code: 'UnsafeOutput', severity: 'error', file: givenOutDir, message, hint }]);
  };
  const shown = (given: string, real: string) =>
    path.resolve(given) === real ? real : `${path.resolve(given)} (${real} after following links)`;
  if (inside(siteDir, outDir)) {
    fail(
      `The output folder ${shown(givenOutDir, outDir)} contains the site folder ` +
        `${shown(givenSiteDir, siteDir)}; the build replaces its output folder whole and would delete the site.`,
      'Choose an output folder outside the site, for example --out build.',
    );
  }
  const folders = [
    ...new Set([
      ...contentFolders.map((folder) => path.join(givenSiteDir, folder)),
      ...readFolders.map((folder) => path.resolve(givenSiteDir, folder)),
    ]),
  ];
  for (const folder of folders) {
    if (inside(outDir, realPathOf(folder))) {
      const name = `${path.relative(givenSiteDir, folder).split(path.sep).join('/')}/`;
      fail(
        `The output folder ${shown(givenOutDir, outDir)} is inside the site's ${name} folder, which the build reads.`,
        `Choose an output folder outside ${name}, such as --out build.`,
      );
    }
  }
  if (
    existsSync(outDir) &&
    !existsSync(path.join(outDir, outputMarker)) &&
    !isDocusaurusOutput(outDir) &&
    readdirSync(outDir).length > 0
  ) {
    fail(
      `The output folder ${outDir} already exists and was not written by sitegen; the build would replace ` +
        `everything in it.`,
      `Remove it or choose another folder with --out. (sitegen marks its own output folders with a ` +
        `${outputMarker} file.)`,
    );
  }
}

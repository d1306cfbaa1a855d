/** `sitegen init [dir]`: a new site that builds and serves at once, and the two commands to run next. */
import path from 'node:path';
import { scaffoldSite } from '../../init/scaffoldSite.ts';
import { ExitCode, type CliIO } from '../cliIO.ts';
import { reportFailure } from '../reportFailure.ts';

export interface InitFlags { force?: boolean }

/** A folder name as a shell reads it: quoted when it has anything but safe characters. */
function shellPath(relative: string): string {
  return /^[\w./-]+$/.test(relative) ? relative : `'${relative.replaceAll("'", "'\\''")}'`;
}

export async function initCommand(dirArg: string | undefined, flags: InitFlags, io: CliIO): Promise<void> {
  try {
    const result = await scaffoldSite({ dir: path.resolve(io.cwd, dirArg ?? '.'), force: Boolean(flags.force) });
    const relative = path.relative(io.cwd, result.dir);
    io.stdout(`✓ Created a sitegen site in ${relative || 'this folder'}: ${result.files.length} files${result.mergedPackageJson ? ' (package.json gained the scripts and dependencies it lacked)' : ''}.\n\n`);
    const cd = relative ? `cd ${shellPath(relative)} && ` : '';
    io.stdout('Next:\n');
    io.stdout(result.sitegenInstalled ? `  ${cd}npm start\n` : `  ${cd}npm install\n  npm start\n`);
    io.stdout('\n`npm start` serves the site at http://127.0.0.1:3000 and rebuilds it on every save; `npm run build` writes it into build/.\n');
  } catch (error) {
    throw new ExitCode(reportFailure(error, io, false, 'init'));
  }
}

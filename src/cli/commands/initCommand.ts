/** `sitegen init [dir]`: a new site that builds and serves at once, and the two commands to run next. */
import path from 'node:path';
import { scaffoldSite, siteScripts, type ScaffoldResult } from '../../init/scaffoldSite.ts';
import { ExitCode, type CliIO } from '../cliIO.ts';
import { reportFailure } from '../reportFailure.ts';

export interface InitFlags {
  force?: boolean;
  verbose?: boolean;
}

type PackageManager = 'npm' | 'pnpm' | 'yarn' | 'bun';

/** The package manager that runs sitegen (npx, pnpm dlx, yarn dlx, bunx all say so), so the commands suit it. */
export function packageManagerOf(env: Record<string, string | undefined>): PackageManager {
  const agent = env.npm_config_user_agent ?? '';
  return (['pnpm', 'yarn', 'bun'] as const).find((name) => agent.startsWith(`${name}/`)) ?? 'npm';
}

/** A folder name as a shell reads it: quoted when it has anything but safe characters. */
function shellPath(relative: string): string {
  return /^[\w./-]+$/.test(relative) ? relative : `'${relative.replaceAll("'", "'\\''")}'`;
}

/**
 * The two commands to run next, from the working directory. With sitegen not
 * yet installed: install, then start. Installed in a folder above the site:
 * npm finds its command from the site's own scripts; pnpm, yarn and bun look
 * only in the site's folder, so they run sitegen on the site from here.
 */
export function nextCommands(result: ScaffoldResult, relative: string, manager: PackageManager): [string, string] {
  const cd = relative ? `cd ${shellPath(relative)}` : '';
  const then = (command: string) => (cd ? `${cd} && ${command}` : command);
  if (!result.sitegenInstalled) return [then(`${manager} install`), `${manager} start`];
  if (manager === 'npm') return cd ? [cd, 'npm start'] : ['npm start', 'npm run build'];
  const exec = { pnpm: 'pnpm exec', yarn: 'yarn', bun: 'bunx' }[manager];
  const site = relative ? ` ${shellPath(relative)}` : '';
  return [`${exec} sitegen serve${site} --watch`, `${exec} sitegen build${site}`];
}

export async function initCommand(
  dirArg: string | undefined,
  flags: InitFlags,
  io: CliIO,
  env: Record<string, string | undefined> = process.env,
): Promise<void> {
  try {
    const result = await scaffoldSite({ dir: path.resolve(io.cwd, dirArg ?? '.'), force: Boolean(flags.force) });
    const relative = path.relative(io.cwd, result.dir);
    io.stdout(
      `✓ Created a sitegen site in ${relative || 'this folder'}: ${result.files.length} ` +
        `files${result.mergedPackageJson ? ' (package.json gained the scripts and dependencies it lacked)' : ''}.\n`,
    );
    for (const name of result.keptScripts) {
      io.stdout(
        `  package.json kept its own "${name}" script; sitegen's would be ` +
          `"${siteScripts[name as keyof typeof siteScripts]}".\n`,
      );
    }
    const [first, second] = nextCommands(result, relative, packageManagerOf(env));
    io.stdout(`\nNext:\n  ${first}\n  ${second}\n`);
    io.stdout(
      '\nThe site is served at http://127.0.0.1:3000 and rebuilt on every save; a build writes it into build/.\n',
    );
  } catch (error) {
    throw new ExitCode(reportFailure(error, io, Boolean(flags.verbose), 'init'));
  }
}

/** `sitegen serve [--watch]`: the built site over HTTP, or built, served and rebuilt on every save. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { findSiteDir } from '../../config/findSiteDir.ts';
import { loadConfig } from '../../config/loadConfig.ts';
import { SitegenError } from '../../diagnostics/diagnostic.ts';
import { recoverOutput, sweepCache } from '../../output/leftovers.ts';
import { checkOutputDir, defaultOutDir } from '../../output/outputGuard.ts';
import { cacheDirFor } from '../../paths.ts';
import { ExitCode, type CliIO } from '../cliIO.ts';
import { formatDiagnostic } from '../formatDiagnostic.ts';
import { openBrowser } from '../openBrowser.ts';
import { reportFailure } from '../reportFailure.ts';

export interface ServeFlags {
  out?: string;
  port: number;
  host: string;
  allowedHost?: string[];
  watch?: boolean;
  strictPort?: boolean;
  open?: boolean;
  verbose?: boolean;
}

export async function serveCommand(siteDirArg: string | undefined, flags: ServeFlags, io: CliIO): Promise<void> {
  try {
    const siteDir = findSiteDir(siteDirArg, io.cwd);
    const outDir = path.resolve(io.cwd, flags.out ?? defaultOutDir(siteDir));
    // An output a killed build left missing is put back, and what it left beside it removed, before anything looks at
    // it.
    for (const restored of await recoverOutput(outDir))
      io.stderr(`${formatDiagnostic(restored, { cwd: io.cwd, verbose: Boolean(flags.verbose) })}\n\n`);
    // Both servers answer only requests for a name of this machine (hostGuard.ts); a refused one is told once.
    const guard = { allowedHosts: flags.allowedHost ?? [], warn: io.stderr };
    const portNote = (port: number) =>
      port !== flags.port && flags.port !== 0 ? ` (port ${flags.port} is in use)` : '';
    if (flags.watch) {
      checkOutputDir(outDir, siteDir);
      // Its builds use the cache: the files a killed build left half written there go.
      await sweepCache(cacheDirFor(siteDir));
      const { serveWatch } = await import('../../dev/serveWatch.ts');
      // The base path is the config's; a config that does not load yet is reported by the first build.
      const basePath = await loadConfig({ siteDir }).then(
        (loaded) => loaded.config.basePath,
        () => '/',
      );
      const watching = await serveWatch({
        siteDir,
        outDir,
        port: flags.port,
        host: flags.host,
        strictPort: Boolean(flags.strictPort),
        basePath,
        cwd: io.cwd,
        log: io.stdout,
        ...guard,
      });
      io.stdout(
        `Serving ${path.relative(io.cwd, outDir) || outDir} at ${watching.url}${portNote(watching.port)}, ` +
          `watching for changes\n`,
      );
      if (flags.open) openBrowser(watching.url, process.env, io.stdout);
      await watching.server.closed;
      return;
    }
    if (!existsSync(path.join(outDir, 'index.html')) && !existsSync(path.join(outDir, '404.html'))) {
      throw new SitegenError([
        {
          code: 'BuildNotFound',
          severity: 'error',
          file: outDir,
          message: `There is no built site in ${path.relative(io.cwd, outDir) || outDir}.`,
          hint: 'Build it first with sitegen build (or use sitegen serve --watch, which builds before serving).',
        },
      ]);
    }
    // The built pages link under the configured base path, so the server serves them there.
    const { config } = await loadConfig({ siteDir });
    const { serve } = await import('../../serve/serve.ts');
    const server = await serve({
      root: outDir,
      port: flags.port,
      host: flags.host,
      basePath: config.basePath,
      strictPort: Boolean(flags.strictPort),
      ...guard,
    });
    io.stdout(`Serving ${path.relative(io.cwd, outDir) || outDir} at ${server.url}${portNote(server.port)}\n`);
    if (flags.open) openBrowser(server.url, process.env, io.stdout);
    await server.closed;
  } catch (error) {
    throw new ExitCode(reportFailure(error, io, Boolean(flags.verbose), 'serve'));
  }
}

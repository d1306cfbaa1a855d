/**
 * The sitegen command line, built by a function so tests can run it without
 * spawning a process. Exit codes: 0 success, 1 content or config errors,
 * 2 usage errors.
 */
import { Command, CommanderError, Option } from 'commander';
import path from 'node:path';
import { build } from '../build/build.ts';
import { findSiteDir } from '../config/findSiteDir.ts';
import { loadConfig } from '../config/loadConfig.ts';
import { checkOutputDir, defaultOutDir } from '../output/outputGuard.ts';
import { existsSync } from 'node:fs';
import { isSitegenError, SitegenError } from '../diagnostics/diagnostic.ts';
import { serve } from '../serve/serve.ts';
import { serveWatch } from '../dev/serveWatch.ts';
import { openBrowser } from './openBrowser.ts';
import { renderSchemaPages } from '../schemas/renderSchemaPages.ts';
import type { Draft } from '../../theme/viewer/model/draft.ts';
import { formatDiagnostic } from './formatDiagnostic.ts';
import { createReporter, formatMs } from './reporter.ts';

export interface CliIO {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  isTTY: boolean;
  cwd: string;
}

const defaultIO = (): CliIO => ({
  stdout: (t) => process.stdout.write(t),
  stderr: (t) => process.stderr.write(t),
  isTTY: Boolean(process.stdout.isTTY),
  cwd: process.cwd(),
});

const maxShown = 50;

class ExitCode extends Error {
  constructor(readonly code: number) { super(`exit ${code}`); }
}

function report(error: unknown, io: CliIO, verbose: boolean, command: 'build' | 'serve' | 'schema'): number {
  if (isSitegenError(error)) {
    const count = error.diagnostics.length;
    // A systematic mistake can produce thousands of identical problems; the first ones tell the story.
    const shown = verbose ? error.diagnostics : error.diagnostics.slice(0, maxShown);
    for (const d of shown) io.stderr(`${formatDiagnostic(d, { cwd: io.cwd, verbose })}\n\n`);
    if (shown.length < count) io.stderr(`… and ${count - shown.length} more problems (--verbose shows them all).\n`);
    const problems = `${count} problem${count === 1 ? '' : 's'}`;
    io.stderr(command === 'build' ? `✗ Build failed: ${problems}. The previous output, if any, was left untouched.\n`
      : command === 'schema' ? `✗ sitegen schema failed: ${problems}. The previous output, if any, was left untouched.\n`
      : `✗ Cannot serve: ${problems}.\n`);
    return 1;
  }
  // Not a problem in the site: a bug in sitegen or its environment.
  io.stderr(`✗ sitegen failed unexpectedly: ${error instanceof Error ? error.message : String(error)}\n`);
  io.stderr(verbose && error instanceof Error && error.stack ? `${error.stack}\n` : '  Run again with --verbose for the stack trace, and report it if it persists.\n');
  return 1;
}

export function createProgram(io: CliIO = defaultIO()): Command {
  const program = new Command('sitegen')
    .description('Build documentation sites from Markdown and React: static HTML, islands hydrated on demand.')
    .version('0.1.0', '-v, --version', 'print the sitegen version')
    .configureOutput({ writeOut: io.stdout, writeErr: io.stderr })
    .exitOverride()
    .showSuggestionAfterError(true)
    .helpCommand(true);

  program.command('build')
    .description('build the site into a folder of static files')
    .argument('[siteDir]', 'folder holding sitegen.config.ts (default: found from the working directory, e.g. content/)')
    .option('-o, --out <dir>', 'output folder (default: build/ beside content/, or inside any other site folder)')
    .option('-q, --quiet', 'print only errors and warnings')
    .option('--verbose', 'print stack traces of errors')
    .option('--no-cache', 'neither read nor write the build cache: compile and render every page')
    .addOption(new Option('--workers <count>', 'threads that compile and render (default: one per core for sites of 400 docs or more, else 1)').argParser((value) => {
      const count = Number(value);
      if (!Number.isInteger(count) || count < 1 || count > 64) throw new CommanderError(2, 'sitegen.invalidWorkers', `error: --workers must be a whole number from 1 to 64, but it is "${value}".`);
      return count;
    }))
    .action(async (siteDirArg: string | undefined, flags: { out?: string; quiet?: boolean; verbose?: boolean; cache: boolean; workers?: number }) => {
      try {
        const siteDir = findSiteDir(siteDirArg, io.cwd);
        const outDir = path.resolve(io.cwd, flags.out ?? defaultOutDir(siteDir));
        const reporter = createReporter({ quiet: Boolean(flags.quiet), isTTY: io.isTTY, write: io.stdout });
        reporter.info(`sitegen build ${path.relative(io.cwd, siteDir) || '.'}`);
        const started = performance.now();
        const result = await build({ siteDir, outDir, reporter, cache: flags.cache, ...(flags.workers ? { workers: flags.workers } : {}) });
        for (const warning of result.warnings) io.stderr(`${formatDiagnostic(warning, { cwd: io.cwd })}\n\n`);
        reporter.info(`✓ Built ${result.pages} pages in ${formatMs(performance.now() - started)} → ${path.relative(io.cwd, outDir) || outDir}`);
      } catch (error) {
        throw new ExitCode(report(error, io, Boolean(flags.verbose), 'build'));
      }
    });

  program.command('serve')
    .description('serve the built site over HTTP (build it first with sitegen build)')
    .argument('[siteDir]', 'folder holding sitegen.config.ts (default: found from the working directory)')
    .option('-o, --out <dir>', 'the built folder to serve (default: as for build)')
    .addOption(new Option('-p, --port <port>', 'port to listen on').default(3000).argParser((value) => {
      const port = Number(value);
      if (!Number.isInteger(port) || port < 0 || port > 65535) throw new CommanderError(2, 'sitegen.invalidPort', `error: --port must be a whole number from 0 to 65535, but it is "${value}".`);
      return port;
    }))
    .option('-H, --host <host>', 'address to listen on', '127.0.0.1')
    .option('--strict-port', 'fail when the port is in use, instead of taking the next free one')
    .option('-w, --watch', 'build the site, serve it, and rebuild what each change affects; open pages reload')
    .option('--open', 'open the site in the browser (the program named by BROWSER, if set)')
    .action(async (siteDirArg: string | undefined, flags: { out?: string; port: number; host: string; watch?: boolean; strictPort?: boolean; open?: boolean }) => {
      try {
        const siteDir = findSiteDir(siteDirArg, io.cwd);
        const outDir = path.resolve(io.cwd, flags.out ?? defaultOutDir(siteDir));
        const portNote = (port: number) => (port !== flags.port && flags.port !== 0 ? ` (port ${flags.port} is in use)` : '');
        if (flags.watch) {
          checkOutputDir(outDir, siteDir);
          // The base path is the config's; a config that does not load yet is reported by the first build.
          const basePath = await loadConfig({ siteDir }).then((loaded) => loaded.config.basePath, () => '/');
          const watching = await serveWatch({ siteDir, outDir, port: flags.port, host: flags.host, strictPort: Boolean(flags.strictPort), basePath, cwd: io.cwd, log: io.stdout });
          io.stdout(`Serving ${path.relative(io.cwd, outDir) || outDir} at ${watching.url}${portNote(watching.port)}, watching for changes\n`);
          if (flags.open) openBrowser(watching.url, process.env, io.stdout);
          await watching.server.closed;
          return;
        }
        if (!existsSync(path.join(outDir, 'index.html')) && !existsSync(path.join(outDir, '404.html'))) {
          throw new SitegenError([{
            code: 'BuildNotFound', severity: 'error', file: outDir,
            message: `There is no built site in ${path.relative(io.cwd, outDir) || outDir}.`,
            hint: 'Build it first with sitegen build (or use sitegen serve --watch, which builds before serving).',
          }]);
        }
        // The built pages link under the configured base path, so the server serves them there.
        const { config } = await loadConfig({ siteDir });
        const server = await serve({ root: outDir, port: flags.port, host: flags.host, basePath: config.basePath, strictPort: Boolean(flags.strictPort) });
        io.stdout(`Serving ${path.relative(io.cwd, outDir) || outDir} at ${server.url}${portNote(server.port)}\n`);
        if (flags.open) openBrowser(server.url, process.env, io.stdout);
        await server.closed;
      } catch (error) {
        throw new ExitCode(report(error, io, false, 'serve'));
      }
    });
  program.command('schema')
    .description('render JSON Schema files into standalone HTML pages with the viewer')
    .argument('<fileOrDir>', 'a schema file, or a folder searched for .json files')
    .option('-o, --out <dir>', 'output folder (default: schema-pages/ in the working directory)')
    .option('--root <dir>', 'references may reach files inside this folder (default: the input folder, or the file\'s folder)')
    .option('--map <prefix=dir>', 'read references to URLs starting with prefix from a local folder; repeatable', (value: string, all: string[]) => [...all, value], [] as string[])
    .addOption(new Option('--draft <draft>', 'the draft of files without $schema (default: 2020-12)').choices(['4', '6', '7', '2019-09', '2020-12']))
    .option('-q, --quiet', 'print only errors')
    .option('--verbose', 'print every problem and stack traces')
    .action(async (input: string, flags: { out?: string; root?: string; map: string[]; draft?: Draft; quiet?: boolean; verbose?: boolean }) => {
      const mappings = [];
      for (const entry of flags.map) {
        const at = entry.indexOf('=');
        if (at <= 0 || at === entry.length - 1) {
          io.stderr(`error: --map takes prefix=dir, e.g. --map https://example.com/schemas/=./schemas, but it is "${entry}".\n`);
          throw new ExitCode(2);
        }
        mappings.push({ prefix: entry.slice(0, at), dir: path.resolve(io.cwd, entry.slice(at + 1)) });
      }
      const outDir = path.resolve(io.cwd, flags.out ?? 'schema-pages');
      try {
        const result = await renderSchemaPages({
          input: path.resolve(io.cwd, input), outDir, mappings,
          ...(flags.root ? { rootDir: path.resolve(io.cwd, flags.root) } : {}), ...(flags.draft ? { defaultDraft: flags.draft } : {}),
        });
        const rate = `${Math.round(result.files / Math.max(result.seconds, 0.001))} files/s`;
        if (result.failed.length > 0) {
          const problems = result.failed.flatMap((f) => f.problems);
          const shown = flags.verbose ? problems : problems.slice(0, maxShown);
          for (const d of shown) io.stderr(`${formatDiagnostic(d, { cwd: io.cwd, verbose: Boolean(flags.verbose) })}\n\n`);
          if (shown.length < problems.length) io.stderr(`… and ${problems.length - shown.length} more problems (--verbose shows them all).\n`);
          io.stderr(`✗ ${result.failed.length} of ${result.files} schema files failed:\n${result.failed.map((f) => `  ${path.relative(io.cwd, f.file) || f.file}\n`).join('')}`);
          io.stderr('The previous output, if any, was left untouched.\n');
          throw new ExitCode(1);
        }
        if (!flags.quiet) io.stdout(`✓ Rendered ${result.files} schema files in ${formatMs(result.seconds * 1000)} (${rate}) → ${path.relative(io.cwd, outDir) || outDir}\n`);
      } catch (error) {
        if (error instanceof ExitCode) throw error;
        throw new ExitCode(report(error, io, Boolean(flags.verbose), 'schema'));
      }
    });
  return program;
}

/** Runs the CLI and returns the exit code. */
export async function runCli(argv: string[], io: CliIO = defaultIO()): Promise<number> {
  const program = createProgram(io);
  try {
    await program.parseAsync(argv);
    return 0;
  } catch (error) {
    if (error instanceof ExitCode) return error.code;
    if (error instanceof CommanderError) {
      if (error.code === 'commander.helpDisplayed' || error.code === 'commander.version') return 0;
      // `sitegen` with no command prints the help as an error: a usage error.
      if (error.code === 'commander.help') return error.exitCode === 0 ? 0 : 2;
      if (error.code === 'sitegen.invalidPort' || error.code === 'sitegen.invalidWorkers') io.stderr(`${error.message}\n`);
      if (error.code === 'commander.executeSubCommandAsync') return error.exitCode;
      return 2;
    }
    throw error;
  }
}

/**
 * The sitegen command line, built by a function so tests can run it without
 * spawning a process. Exit codes: 0 success, 1 content or config errors,
 * 2 usage errors.
 *
 * Only the options are defined here: each command's code (and the libraries
 * it needs) is imported when that command runs, so `sitegen --version` and
 * `--help` load almost nothing.
 */
import { Command, CommanderError, Option } from 'commander';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { packageRoot } from '../paths.ts';
import { collectAllowedHost } from './allowedHostFlag.ts';
import { ExitCode, processIO, type CliIO } from './cliIO.ts';
import { runningSettled } from '../modules/runningWork.ts';

export type { CliIO } from './cliIO.ts';

const sitegenVersion = (JSON.parse(readFileSync(path.join(packageRoot, 'package.json'), 'utf8')) as { version: string })
  .version;

/** `--workers <count>` of build and schema: a whole number from 1 to 64. */
function workersOption(description: string): Option {
  return new Option('--workers <count>', description).argParser((value) => {
    const count = Number(value);
    if (!Number.isInteger(count) || count < 1 || count > 64)
      throw new CommanderError(
        2,
        'sitegen.invalidWorkers',
        `error: --workers must be a whole number from 1 to 64, but it is "${value}".`,
      );
    return count;
  });
}

/** `--max-problems <count>`: how many diagnostics are printed in full; 0 for all. */
function maxProblemsOption(): Option {
  return new Option(
    '--max-problems <count>',
    'print at most this many warnings and errors in full, then count the rest (0: all)',
  )
    .default(50)
    .argParser((value) => {
      const count = Number(value);
      if (!Number.isInteger(count) || count < 0)
        throw new CommanderError(
          2,
          'sitegen.invalidMaxProblems',
          `error: --max-problems must be a whole number, 0 or more, but it is "${value}".`,
        );
      return count;
    });
}

export function createProgram(io: CliIO = processIO()): Command {
  const program = new Command('sitegen')
    .description('Build documentation sites from Markdown and React: static HTML, islands hydrated on demand.')
    .version(sitegenVersion, '-v, --version', 'print the sitegen version')
    .configureOutput({ writeOut: io.stdout, writeErr: io.stderr })
    .exitOverride()
    .showSuggestionAfterError(true)
    .helpCommand(true);

  addInitCommand(program, io);
  addBuildCommand(program, io);
  addServeCommand(program, io);
  addConfigCommand(program, io);
  addDocsVersionCommand(program, io);
  addSchemaCommand(program, io);
  addWriteTranslationsCommand(program, io);
  return program;
}

/** `sitegen init`. */
function addInitCommand(program: Command, io: CliIO): void {
  program
    .command('init')
    .description('create a new site: config, sidebars, a few docs, a home page and package.json scripts')
    .argument('[dir]', 'folder to create it in (default: the working directory); it must be empty')
    .option('-f, --force', 'write into a folder that is not empty: files of the same names are replaced')
    .option('--verbose', 'print stack traces of errors')
    .action(async (dir: string | undefined, flags: import('./commands/initCommand.ts').InitFlags) => {
      const { initCommand } = await import('./commands/initCommand.ts');
      await initCommand(dir, flags, io);
    });
}

/** `sitegen build`. */
function addBuildCommand(program: Command, io: CliIO): void {
  program
    .command('build')
    .description('build the site into a folder of static files')
    .argument(
      '[siteDir]',
      'folder holding sitegen.config.ts (default: found from the working directory, e.g. content/)',
    )
    .option('-o, --out <dir>', 'output folder (default: build/ inside the site folder)')
    .option('-q, --quiet', 'print only errors and warnings')
    .option('--verbose', 'print stack traces of errors')
    .option('--no-cache', 'neither read nor write the build cache: compile and render every page')
    .addOption(
      workersOption(
        'threads that compile and render (default: one per core when the work of the docs pays for starting ' +
          'them, else 1)',
      ),
    )
    .addOption(maxProblemsOption())
    .option(
      '--strict',
      'a Docusaurus setting, plugin or theme with no equivalent in sitegen fails the build instead of warning',
    )
    .action(async (siteDirArg: string | undefined, flags: import('./commands/buildCommand.ts').BuildFlags) => {
      const { buildCommand } = await import('./commands/buildCommand.ts');
      await buildCommand(siteDirArg, flags, io);
    });
}

/** `sitegen serve`. */
function addServeCommand(program: Command, io: CliIO): void {
  program
    .command('serve')
    .description('serve the built site over HTTP (build it first with sitegen build)')
    .argument('[siteDir]', 'folder holding sitegen.config.ts (default: found from the working directory)')
    .option('-o, --out <dir>', 'the built folder to serve (default: as for build)')
    .addOption(
      new Option('-p, --port <port>', 'port to listen on').default(3000).argParser((value) => {
        const port = Number(value);
        if (!Number.isInteger(port) || port < 0 || port > 65535)
          throw new CommanderError(
            2,
            'sitegen.invalidPort',
            `error: --port must be a whole number from 0 to 65535, but it is "${value}".`,
          );
        return port;
      }),
    )
    .option('-H, --host <host>', 'address to listen on', '127.0.0.1')
    .option('--strict-port', 'fail when the port is in use, instead of taking the next free one')
    .option(
      '--allowed-host <name>',
      'also answer requests for this host name (.name: it and its subdomains; all: any); repeatable. IP ' +
        'addresses and localhost are always answered',
      collectAllowedHost,
      [] as string[],
    )
    .option('-w, --watch', 'build the site, serve it, and rebuild what each change affects; open pages reload')
    .option('--open', 'open the site in the browser (the program named by BROWSER, if set)')
    .option('--verbose', 'print stack traces of errors')
    .action(async (siteDirArg: string | undefined, flags: import('./commands/serveCommand.ts').ServeFlags) => {
      const { serveCommand } = await import('./commands/serveCommand.ts');
      await serveCommand(siteDirArg, flags, io);
    });
}

/** `sitegen config`. */
function addConfigCommand(program: Command, io: CliIO): void {
  program
    .command('config')
    .description(
      'show the config as the build resolves it (a Docusaurus config translated), and where each value came from',
    )
    .argument(
      '[siteDir]',
      'folder holding sitegen.config.ts or docusaurus.config.js (default: found from the working directory)',
    )
    .option('--print', 'print every key with its value and origin, then what the translation could not carry over')
    .option('--verbose', 'print stack traces of errors')
    .action(async (siteDirArg: string | undefined, flags: import('./commands/configCommand.ts').ConfigFlags) => {
      const { configCommand } = await import('./commands/configCommand.ts');
      await configCommand(siteDirArg, flags, io);
    });
}

/** `sitegen docs:version`. */
function addDocsVersionCommand(program: Command, io: CliIO): void {
  program
    .command('docs:version')
    .description(
      'release the current docs as a version: copy docs/ and the sidebars into versioned_docs/ and ' +
        'versioned_sidebars/, and list it in versions.json',
    )
    .argument('<name>', 'the version, e.g. 1.0')
    .argument('[siteDir]', 'folder holding sitegen.config.ts (default: found from the working directory)')
    .option('--verbose', 'print stack traces of errors')
    .action(
      async (
        name: string,
        siteDirArg: string | undefined,
        flags: import('./commands/docsVersionCommand.ts').DocsVersionFlags,
      ) => {
        const { docsVersionCommand } = await import('./commands/docsVersionCommand.ts');
        await docsVersionCommand(name, siteDirArg, flags, io);
      },
    );
}

/** `sitegen schema`. */
function addSchemaCommand(program: Command, io: CliIO): void {
  program
    .command('schema')
    .description('render JSON Schema files into standalone HTML pages with the viewer')
    .argument('<fileOrDir>', 'a schema file, or a folder searched for .json files')
    .option('-o, --out <dir>', 'output folder (default: schema-pages/ in the working directory)')
    .option(
      '--root <dir>',
      "references may reach files inside this folder (default: the input folder, or the file's folder)",
    )
    .option(
      '--map <prefix=dir>',
      'read references to URLs starting with prefix from a local folder; repeatable',
      (value: string, all: string[]) => [...all, value],
      [] as string[],
    )
    .addOption(
      new Option('--draft <draft>', 'the draft of files without $schema (default: 2020-12)').choices([
        '4',
        '6',
        '7',
        '2019-09',
        '2020-12',
      ]),
    )
    .addOption(
      new Option('--max-file-size <MB>', 'refuse schema files larger than this many megabytes (default: 20)').argParser(
        (value) => {
          const mb = Number(value);
          if (!Number.isInteger(mb) || mb < 1 || mb > 2000)
            throw new CommanderError(
              2,
              'sitegen.invalidMaxFileSize',
              `error: --max-file-size must be a whole number of megabytes from 1 to 2000, but it is "${value}".`,
            );
          return mb;
        },
      ),
    )
    .addOption(
      new Option(
        '--on-missing-ref <mode>',
        'a reference to a file that does not exist: error (exit 1) or warn (exit 0); either way every page is ' +
          'written, showing it as unresolved',
      )
        .choices(['error', 'warn'])
        .default('error'),
    )
    .addOption(workersOption('threads that render (default: one per core for 64 files or more, else 1)'))
    .option('-q, --quiet', 'print only errors')
    .option('--verbose', 'print every problem and stack traces')
    .action(async (input: string, flags: import('./commands/schemaCommand.ts').SchemaFlags) => {
      const { schemaCommand } = await import('./commands/schemaCommand.ts');
      await schemaCommand(input, flags, io);
    });
}

/** `sitegen write-translations`. */
function addWriteTranslationsCommand(program: Command, io: CliIO): void {
  program
    .command('write-translations')
    .description(
      'write the JSON files translators fill in for a locale: theme strings, navbar, footer and sidebar labels ' +
        '(i18n/<locale>/)',
    )
    .argument('[siteDir]', 'folder holding sitegen.config.ts (default: found from the working directory)')
    .requiredOption('-l, --locale <code>', 'the locale to write them for, a language code such as fr or pt-BR')
    .option(
      '--override',
      "replace the messages already in the files with the theme's and the config's (kept by default)",
    )
    .option('--verbose', 'print stack traces of errors')
    .action(
      async (
        siteDirArg: string | undefined,
        flags: import('./commands/writeTranslationsCommand.ts').WriteTranslationsFlags,
      ) => {
        const { writeTranslationsCommand } = await import('./commands/writeTranslationsCommand.ts');
        await writeTranslationsCommand(siteDirArg, flags, io);
      },
    );
}

/** Runs the CLI and returns the exit code. */
export async function runCli(argv: string[], io: CliIO = processIO()): Promise<number> {
  const program = createProgram(io);
  try {
    await program.parseAsync(argv);
    return 0;
  } catch (error) {
    // A bundle a failed build left running ends first: the process must not exit under it.
    await runningSettled();
    if (error instanceof ExitCode) return error.code;
    if (error instanceof CommanderError) {
      if (error.code === 'commander.helpDisplayed' || error.code === 'commander.version') return 0;
      // `sitegen` with no command prints the help as an error: a usage error.
      if (error.code === 'commander.help') return error.exitCode === 0 ? 0 : 2;
      if (
        [
          'sitegen.invalidPort',
          'sitegen.invalidWorkers',
          'sitegen.invalidAllowedHost',
          'sitegen.invalidMaxFileSize',
          'sitegen.invalidMaxProblems',
        ].includes(error.code)
      )
        io.stderr(`${error.message}\n`);
      if (error.code === 'commander.executeSubCommandAsync') return error.exitCode;
      return 2;
    }
    throw error;
  }
}

/**
 * Runs the real `sitegen` command and collects what it printed. Also writes
 * throwaway fixture sites from strings, so an error test shows its input next
 * to the output it expects.
 *
 * A command runs as `bin/sitegen` runs it: the command's bundle
 * (`dist/src/cli.bundle.js`), its `runCli`, given the arguments, a working
 * folder and the environment. By default in this process: starting Node and
 * loading sitegen again for each of the suite's builds cost about 0.8 s of CPU
 * each, on a machine where the integration tests keep both cores busy. A run
 * goes to a child process, whose stdout is a pipe (so not a terminal), when
 * the caller asks (`child: true`: a test of the process itself, or of a site
 * whose code leaves timers running), when another run of this process is not
 * over (two builds at once share neither the environment nor the folder they
 * run in), and for the whole suite under SITEGEN_TEST_CHILD=1.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, realpath, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const sitegenRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const sitegenBin = path.join(sitegenRoot, 'bin', 'sitegen');
export const fixturesDir = path.join(sitegenRoot, 'test', 'fixtures');

export interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface RunOptions {
  /** Working directory; relative file names in messages are relative to it. */
  cwd: string;
  /** @default 60_000 */
  timeoutMs?: number;
  /** Variables added to the environment. */
  env?: Record<string, string>;
  /** Run in a child process, not in this one (see the module's comment). */
  child?: boolean;
}

/** `NO_COLOR` so the output is the same whatever terminal runs the tests. */
export function sitegenEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1' };
  delete env.FORCE_COLOR;
  return env;
}

/** Starts `node bin/sitegen …args` without waiting for it, for `serve`. */
export function startSitegen(args: string[], options: RunOptions): ChildProcess {
  return spawn(process.execPath, [sitegenBin, ...args], {
    cwd: options.cwd,
    env: { ...sitegenEnv(), ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Runs `sitegen …args` to the end: in this process, or in a child when it must (see the module's comment). */
export function runSitegen(args: string[], options: RunOptions): Promise<RunResult> {
  const inChild = options.child === true || runningHere || process.env.SITEGEN_TEST_CHILD === '1';
  return inChild ? runInChild(args, options) : runHere(args, options);
}

/** Runs `node bin/sitegen …args` to the end. */
function runInChild(args: string[], options: RunOptions): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = startSitegen(args, options);
    let stdout = '';
    let stderr = '';
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
    });
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
    });
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(
        new Error(`sitegen ${args.join(' ')} took longer than ${options.timeoutMs ?? 60_000} ms\n${stdout}\n${stderr}`),
      );
    }, options.timeoutMs ?? 60_000);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

type RunCli = (
  argv: string[],
  io: { stdout: (text: string) => void; stderr: (text: string) => void; isTTY: boolean; cwd: string },
) => Promise<number>;

/** A run of this process is not over: the next one goes to a child. */
let runningHere = false;
let commandBundle: Promise<RunCli> | undefined;

/** The command's bundle, imported by Node itself, not transformed by vitest (vitest.config.ts: server.deps). */
const commandBundleFile = path.join(sitegenRoot, 'dist/src/cli.bundle.js');

function loadCommand(): Promise<RunCli> {
  commandBundle ??= (import(pathToFileURL(commandBundleFile).href) as Promise<{ runCli: RunCli }>).then(
    (bundle) => bundle.runCli,
  );
  return commandBundle;
}

/** Runs `sitegen …args` in this process, with the environment a child would get, to the end. */
async function runHere(args: string[], options: RunOptions): Promise<RunResult> {
  runningHere = true;
  let stdout = '';
  let stderr = '';
  const restore = replaceEnvironment({ ...sitegenEnv(), ...options.env });
  const run = loadCommand().then((runCli) =>
    runCli([process.execPath, sitegenBin, ...args], {
      stdout: (text) => {
        stdout += text;
      },
      stderr: (text) => {
        stderr += text;
      },
      isTTY: false,
      cwd: options.cwd,
    }),
  );
  // Taken back when the command is over, even after the test gave up on it.
  const over = run.finally(() => {
    restore();
    runningHere = false;
  });
  let timer: NodeJS.Timeout | undefined;
  const timeLimit = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new Error(
            `sitegen ${args.join(' ')} took longer than ${options.timeoutMs ?? 60_000} ms\n${stdout}\n${stderr}`,
          ),
        ),
      options.timeoutMs ?? 60_000,
    );
  });
  try {
    const code = await Promise.race([over, timeLimit]);
    return { code, stdout, stderr };
  } finally {
    clearTimeout(timer);
  }
}

/** Makes `process.env` exactly `env`; the function returned puts the earlier one back. */
function replaceEnvironment(env: NodeJS.ProcessEnv): () => void {
  const earlier = { ...process.env };
  const set = (values: NodeJS.ProcessEnv) => {
    for (const key of Object.keys(process.env)) if (!(key in values)) delete process.env[key];
    for (const [key, value] of Object.entries(values)) if (value !== undefined) process.env[key] = value;
  };
  set(env);
  return () => set(earlier);
}

/**
 * A fresh empty folder under the system temp folder, as its real path: the
 * child's working directory is a real path, so messages that print absolute
 * paths print this one (macOS links /var to /private/var).
 */
export async function makeTempDir(): Promise<string> {
  return realpath(await mkdtemp(path.join(os.tmpdir(), 'sitegen-')));
}

export const minimalConfig =
  "import { defineConfig } from 'sitegen-docs/config';\nexport default defineConfig({ title: 'Fixture', url: 'https://example.com' });\n";

/**
 * Writes a site from a map of relative path → contents into `<tmp>/site` and
 * returns the temp folder (the working directory for the run) and the site.
 * A `sitegen.config.ts` is added unless the map has one (or sets it to null).
 */
export async function writeSite(files: Record<string, string | null>): Promise<{ root: string; siteDir: string }> {
  const root = await makeTempDir();
  const siteDir = path.join(root, 'site');
  const all: Record<string, string | null> = { 'sitegen.config.ts': minimalConfig, ...files };
  for (const [relative, contents] of Object.entries(all)) {
    if (contents === null) continue;
    const file = path.join(siteDir, relative);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, contents);
  }
  await mkdir(siteDir, { recursive: true });
  return { root, siteDir };
}

/** Builds a site written by `writeSite` into `<tmp>/out`, with the temp folder as working directory. */
export async function buildSite(
  files: Record<string, string | null>,
  extraArgs: string[] = [],
): Promise<RunResult & { root: string; siteDir: string; outDir: string }> {
  const { root, siteDir } = await writeSite(files);
  const outDir = path.join(root, 'out');
  const result = await runSitegen(['build', 'site', '--out', 'out', ...extraArgs], { cwd: root });
  return { ...result, root, siteDir, outDir };
}

export function removeDir(dir: string | undefined): Promise<void> {
  return dir ? rm(dir, { recursive: true, force: true }) : Promise.resolve();
}

/** Every file under `dir` (relative, `/`-separated, sorted) with the sha256 of its bytes. */
export async function hashTree(dir: string): Promise<Record<string, string>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
  const hashes: Record<string, string> = {};
  for (const file of files)
    hashes[file] = createHash('sha256')
      .update(await readFile(path.join(dir, file)))
      .digest('hex');
  return hashes;
}

/**
 * Every file under `dir` with its sha256 (as hashTree), and every folder and symbolic link (`a/`:
 * `folder` or `link`), so that a folder made and left empty, or a link, shows too.
 */
export async function treeListing(dir: string): Promise<Record<string, string>> {
  const others = (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => !entry.isFile())
    .map((entry) => [
      `${path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}/`,
      entry.isSymbolicLink() ? 'link' : 'folder',
    ]);
  return { ...(await hashTree(dir)), ...Object.fromEntries(others) };
}

/** Every file under `dir`, relative and `/`-separated, sorted. */
export async function listTree(dir: string): Promise<string[]> {
  return Object.keys(await hashTree(dir));
}

/** Builds of throwaway sites, removed together when the test file ends. */
export function throwawaySites() {
  const roots: string[] = [];
  return {
    async build(files: Record<string, string | null>, extraArgs: string[] = []) {
      const run = await buildSite(files, extraArgs);
      roots.push(run.root);
      return run;
    },
    async write(files: Record<string, string | null>) {
      const written = await writeSite(files);
      roots.push(written.root);
      return written;
    },
    cleanup: async () => {
      await Promise.all(roots.splice(0).map((root) => removeDir(root)));
    },
  };
}

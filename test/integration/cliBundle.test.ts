/**
 * The command as `bin/sitegen` runs it, bundled (scripts/bundleCli.ts), does
 * what the compiled modules do: the site `sitegen init` makes, with workers
 * forced (the bundle's worker entries against the worker modules), comes out
 * byte for byte the same either way, and so does what the command prints.
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { hashTree, makeTempDir, removeDir, runSitegen, sitegenEnv, sitegenRoot } from './runSitegen.ts';

const run = promisify(execFile);
const program = path.join(sitegenRoot, 'dist/src/cli/program.js');

/** `sitegen …args` through the compiled modules, not the bundle: what bin/sitegen did before there was one. */
async function unbundled(args: string[], cwd: string): Promise<{ stdout: string; stderr: string }> {
  // A file, not -e with --input-type: the build's workers are given the process's flags.
  const runner = path.join(cwd, 'unbundled.mjs');
  await writeFile(
    runner,
    `process.env.NODE_ENV ??= 'production';\nconst { runCli } = await import(${JSON.stringify(pathToFileURL(program).href)});\nprocess.exitCode = await runCli(process.argv);\n`,
  );
  return run(process.execPath, [runner, ...args], { cwd, env: sitegenEnv() });
}

describe('the bundled command', { timeout: 120_000 }, () => {
  let root: string | undefined;
  afterAll(() => removeDir(root));

  it('is what bin/sitegen runs, in chunks beside the compiled modules', () => {
    expect(existsSync(path.join(sitegenRoot, 'dist/src/cli.bundle.js'))).toBe(true);
    expect(
      readdirSync(path.join(sitegenRoot, 'dist/src')).filter((name) => name.startsWith('cli.bundle-chunk-')).length,
    ).toBeGreaterThan(0);
    // Each module a worker thread runs is an entry of the bundle too.
    expect(
      readdirSync(path.join(sitegenRoot, 'dist/src'))
        .filter((name) => name.startsWith('cli.bundle-worker-'))
        .sort(),
    ).toEqual([
      'cli.bundle-worker-buildWorker.js',
      'cli.bundle-worker-highlightWorker.js',
      'cli.bundle-worker-poolWorker.js',
      'cli.bundle-worker-schemaWorker.js',
    ]);
  });

  it('builds what the compiled modules build, with workers, and says the same', async () => {
    root = await makeTempDir();
    const init = await runSitegen(['init', 'site'], { cwd: root });
    expect(init.code).toBe(0);
    const bundled = await runSitegen(['build', 'site', '--out', 'bundled', '--no-cache', '--workers', '2'], {
      cwd: root,
    });
    expect(bundled.stderr).toBe('');
    expect(bundled.code).toBe(0);
    const modules = await unbundled(['build', 'site', '--out', 'modules', '--no-cache', '--workers', '2'], root);
    expect(modules.stderr).toBe('');
    expect(await hashTree(path.join(root, 'bundled'))).toEqual(await hashTree(path.join(root, 'modules')));
    // Times differ, and so does the padding before them (a stage's time is right-aligned).
    const lines = (stdout: string) =>
      stdout
        .replace(/ *\d+(?:\.\d+)? m?s\b/g, ' T')
        .replaceAll('bundled', 'OUT')
        .replaceAll('modules', 'OUT');
    expect(lines(bundled.stdout)).toBe(lines(modules.stdout));
  });
});

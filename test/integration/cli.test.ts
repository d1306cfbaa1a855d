/**
 * The command line itself: help for every command and flag, and usage errors
 * that say what was wrong and exit 2.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSitegen, sitegenRoot } from './runSitegen.ts';

const run = (...args: string[]) => runSitegen(args, { cwd: sitegenRoot });

/** A line of commander's help listing `flags` with a description after it. */
const helpLine = (flags: string) => new RegExp(`^  ${flags.replace(/[[\]]/g, '\\$&')}\\s{2,}\\S`, 'm');

describe('sitegen CLI usage', { timeout: 60_000, concurrent: true }, () => {
  it('sitegen --help lists every command', async () => {
    const result = await run('--help');
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('');
    expect(result.stdout).toMatch(/^Usage: sitegen \[options\] \[command\]\n/);
    for (const line of [
      'build \\[options\\] \\[siteDir\\]',
      'serve \\[options\\] \\[siteDir\\]',
      'help \\[command\\]',
    ]) {
      expect(result.stdout).toMatch(new RegExp(`^  ${line}\\s{2,}\\S`, 'm'));
    }
    for (const flags of ['-v, --version', '-h, --help']) expect(result.stdout).toMatch(helpLine(flags));
  });

  it('sitegen build --help lists every flag of build', async () => {
    const result = await run('build', '--help');
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('');
    expect(result.stdout).toMatch(/^Usage: sitegen build \[options\] \[siteDir\]\n/);
    for (const flags of ['siteDir', '-o, --out <dir>', '-q, --quiet', '--verbose', '-h, --help'])
      expect(result.stdout).toMatch(helpLine(flags));
  });

  it('sitegen serve --help lists every flag of serve', async () => {
    const result = await run('serve', '--help');
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('');
    expect(result.stdout).toMatch(/^Usage: sitegen serve \[options\] \[siteDir\]\n/);
    for (const flags of [
      'siteDir',
      '-o, --out <dir>',
      '-p, --port <port>',
      '-H, --host <host>',
      '--allowed-host <name>',
      '-w, --watch',
      '-h, --help',
    ])
      expect(result.stdout).toMatch(helpLine(flags));
    expect(result.stdout).toMatch(/--port <port>\s+port to listen on \(default: 3000\)/);
    expect(result.stdout).toMatch(/--host <host>\s+address to listen on \(default: "127\.0\.0\.1"\)/);
  });

  it('sitegen --version prints the version of the package', async () => {
    const { version } = JSON.parse(await readFile(path.join(sitegenRoot, 'package.json'), 'utf8')) as {
      version: string;
    };
    expect(await run('--version')).toEqual({ code: 0, stdout: `${version}\n`, stderr: '' });
  });

  it('an unknown command exits 2 and names it', async () => {
    expect(await run('frobnicate')).toEqual({ code: 2, stdout: '', stderr: "error: unknown command 'frobnicate'\n" });
  });

  it('a mistyped command exits 2 and suggests the right one', async () => {
    expect(await run('biuld')).toEqual({
      code: 2,
      stdout: '',
      stderr: "error: unknown command 'biuld'\n(Did you mean build?)\n",
    });
  });

  it('an unknown option exits 2 and names it', async () => {
    expect(await run('build', '--nope')).toEqual({ code: 2, stdout: '', stderr: "error: unknown option '--nope'\n" });
  });

  it('no command at all is a usage error: the help on stderr, exit 2', async () => {
    const result = await run();
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/^Usage: sitegen \[options\] \[command\]\n/);
    expect(result.stderr).toContain('  build [options] [siteDir]');
  });

  it('serve with nothing built exits 1 and says to build first', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'sitegen-serve-'));
    try {
      await mkdir(path.join(root, 'site'));
      await writeFile(
        path.join(root, 'site', 'sitegen.config.ts'),
        "export default { title: 'T', url: 'https://example.com' };\n",
      );
      const result = await runSitegen(['serve', 'site', '--port', '0'], { cwd: root });
      expect(result).toEqual({
        code: 1,
        stdout: '',
        stderr: [
          'site/build error BuildNotFound',
          '  There is no built site in site/build.',
          '  hint: Build it first with sitegen build (or use sitegen serve --watch, which builds before serving).',
          '',
          '✗ Cannot serve: 1 problem.',
          '',
        ].join('\n'),
      });
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it('a port that is not a number exits 2 and says what a port must be', async () => {
    expect(await run('serve', '--port', 'abc')).toEqual({
      code: 2,
      stdout: '',
      stderr: 'error: --port must be a whole number from 0 to 65535, but it is "abc".\n',
    });
  });

  it('a --max-problems that is not a whole number exits 2 and says what it takes', async () => {
    expect(await run('build', '--max-problems', '-1')).toEqual({
      code: 2,
      stdout: '',
      stderr: 'error: --max-problems must be a whole number, 0 or more, but it is "-1".\n',
    });
  });

  it('an --allowed-host with a port exits 2 and says what it takes', async () => {
    expect(await run('serve', '--allowed-host', 'docs.internal:3000')).toEqual({
      code: 2,
      stdout: '',
      stderr:
        'error: --allowed-host takes a host name without scheme or port (docs.internal), .name for it and its subdomains, or all, but it is "docs.internal:3000".\n',
    });
  });
});

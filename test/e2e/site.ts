/**
 * Builds the e2e fixture site with the real `sitegen` command into a fresh
 * temporary folder, and serves it in-process with sitegen's static server.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '../../src/serve/serve.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const fixtureDir = path.join(repoRoot, 'test/fixtures/e2e-site');

export interface FixtureSite {
  /** `http://127.0.0.1:<port>`, without a trailing slash. */
  url: string;
  outDir: string;
  close(): Promise<void>;
}

function buildSite(outDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(repoRoot, 'bin/sitegen'), 'build', fixtureDir, '--out', outDir, '--quiet'], {
      cwd: repoRoot,
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => { output += chunk.toString(); });
    child.stderr.on('data', (chunk: Buffer) => { output += chunk.toString(); });
    child.once('error', reject);
    child.once('close', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`sitegen build of ${fixtureDir} failed (exit ${code ?? signal}):\n${output}`));
    });
  });
}

export async function startFixtureSite(): Promise<FixtureSite> {
  const outDir = await mkdtemp(path.join(os.tmpdir(), 'sitegen-e2e-'));
  try {
    await buildSite(outDir);
    const server = await serve({ root: outDir, port: 0, host: '127.0.0.1' });
    return {
      url: server.url,
      outDir,
      close: async () => {
        await server.close();
        await rm(outDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(outDir, { recursive: true, force: true });
    throw error;
  }
}

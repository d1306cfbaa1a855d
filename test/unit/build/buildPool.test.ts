/**
 * The build's worker pool when a worker cannot do its work: a request fails
 * with the reason, at once, and never waits forever. The workers start while
 * the build reads its docs, so a failure can come before anything is asked.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startBuildPool, type BuildPool } from '../../../src/build/buildPool.ts';
import type { DocSource } from '../../../src/content/contentTypes.ts';

describe('startBuildPool', { timeout: 60_000 }, () => {
  let siteDir: string | undefined;
  let pool: BuildPool | undefined;
  afterEach(async () => {
    await pool?.close();
    pool = undefined;
    if (siteDir) await rm(siteDir, { recursive: true, force: true });
  });

  async function poolFor(config: string): Promise<BuildPool> {
    siteDir = await mkdtemp(path.join(os.tmpdir(), 'sitegen-pool-'));
    await writeFile(path.join(siteDir, 'sitegen.config.ts'), config);
    pool = startBuildPool({ siteDir, cache: false, size: 2 });
    return pool;
  }

  /** Long enough for a worker to load its modules from the TypeScript sources (about 3 s here) and fail. */
  const workerStart = 6000;
  const doc = (name: string): DocSource => {
    const source = `# ${name}\n`;
    return {
      file: path.join(siteDir ?? '', 'docs', `${name}.md`),
      relativePath: `${name}.md`,
      id: name,
      dirName: '',
      numberPrefix: undefined,
      source,
      body: source,
      bodyLineOffset: 0,
      frontMatter: {},
    };
  };

  it('a site that fails to load while the workers wait: the first request fails with its error', async () => {
    const started = await poolFor("throw new Error('The config broke.');\n");
    // Idle meanwhile, as during collectContent: the failure must not be lost.
    await new Promise((resolve) => setTimeout(resolve, workerStart));
    await expect(started.compile([doc('a'), doc('b')], () => undefined)).rejects.toThrow(/The config broke\./);
  });

  it('a worker that exits while idle: what is asked of it later fails at once', async () => {
    const started = await poolFor('process.exit(3);\n');
    await new Promise((resolve) => setTimeout(resolve, workerStart));
    await expect(started.compile([doc('a')], () => undefined)).rejects.toThrow('A build worker exited with code 3');
  });
});

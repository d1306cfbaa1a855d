/**
 * Vitest's global setup: a folder for the fixture sites the browser tests build once per run and share between
 * files (test/e2e/site.ts `sharedBuild`), given to the test processes as `SITEGEN_TEST_SHARED_BUILDS`, and removed
 * when the run ends. A fresh one every run: the sites and sitegen may have changed since the last.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export default function sharedBuilds(): () => void {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'sitegen-shared-builds-'));
  process.env.SITEGEN_TEST_SHARED_BUILDS = folder;
  return () => rmSync(folder, { recursive: true, force: true });
}

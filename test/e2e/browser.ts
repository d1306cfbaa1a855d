/**
 * The browser for the end-to-end tests: Debian's Chromium, driven by
 * playwright-core. Without it the browser suites skip, except under
 * `CI=true`, where a missing browser is an error: CI must never pass by
 * silently skipping its browser tests.
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM_PATH = '/usr/bin/chromium';

const launchArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * The Chromium executable to use, or `undefined` when there is none and the
 * browser tests should skip. Throws under `CI=true` when it is missing.
 * `env` and `exists` are parameters so the CI rule itself can be tested.
 */
export function findChromium(
  env: NodeJS.ProcessEnv = process.env,
  exists: (file: string) => boolean = existsSync,
): string | undefined {
  if (exists(CHROMIUM_PATH)) return CHROMIUM_PATH;
  if (env.CI === 'true') {
    throw new Error(
      `Browser tests need Chromium at ${CHROMIUM_PATH}, but it is missing and CI=true, so they may not be skipped. ` +
        'Install it with `apt-get install -y chromium fonts-noto-color-emoji` (see .ci/run).',
    );
  }
  return undefined;
}

/**
 * Resolved once when a test file imports this module: a test file passes
 * `!chromiumPath` to `describe.skipIf`. Under CI without Chromium the import
 * throws, which fails the file with the message above.
 */
export const chromiumPath: string | undefined = findChromium();

/** Launches headless Chromium; call it in `beforeAll` and close the browser in `afterAll`. */
export async function launchBrowser(): Promise<Browser> {
  if (!chromiumPath)
    throw new Error(`No Chromium at ${CHROMIUM_PATH}; guard the suite with describe.skipIf(!chromiumPath).`);
  return chromium.launch({ executablePath: chromiumPath, args: launchArgs });
}

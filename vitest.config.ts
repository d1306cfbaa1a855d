import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * Three projects, run one after the other: the unit tests first (they fail fast, in seconds), then the
 * integration tests, then the browser's. Vitest's default is one worker on a 2-core machine (the cores
 * less one), so the whole suite ran as one line of files; an integration test file builds its sites one at a
 * time (in its own process, or in a `sitegen` process it starts), and two files at once keep both cores busy.
 * The browser tests stay one at a time: they keep the cores busy themselves (Chromium and the fixture builds),
 * and two at a time took 956 s where one at a time takes about 900.
 */
const project = (name: string, include: string[], order: number, maxWorkers: number) => ({
  extends: true as const,
  test: { name, include, maxWorkers, sequence: { groupOrder: order } },
});

export default defineConfig({
  test: {
    projects: [
      project('unit', ['test/unit/**/*.test.ts', 'test/unit/**/*.test.tsx'], 0, 2),
      project('integration', ['test/integration/**/*.test.ts', 'test/content/**/*.test.ts'], 1, 2),
      project('e2e', ['test/e2e/**/*.test.ts'], 2, 1),
    ],
    // The default output, then the ten slowest files (test/support/slowestFiles.ts).
    reporters: ['default', './test/support/slowestFiles.ts'],
    // sitegen compiled once; a folder for the fixture sites the browser tests share (test/support/sharedBuilds.ts).
    globalSetup: ['test/support/compileSitegen.ts', 'test/support/sharedBuilds.ts'],
    // Every fixture site, wherever it is written, shares this repository's cache (and its one Monaco bundle),
    // and the sitegen processes the tests start inherit it.
    env: { SITEGEN_CACHE_DIR: path.resolve(import.meta.dirname, 'node_modules/.cache/sitegen') },
    // The command's bundle, run in the tests' own processes (test/integration/runSitegen.ts), is imported by Node as
    // bin/sitegen imports it, not transformed as a test module.
    server: { deps: { external: [/\/dist\/src\/cli\.bundle[\w.-]*\.js$/] } },
    // How long expect.poll() waits for its value before failing (vitest's default is 1 s). A poll that
    // matches returns at once; on a loaded 2-core machine a page, a fake service and a render took longer.
    expect: { poll: { timeout: 10_000 } },
    // Most files build their fixture sites in beforeAll: a build of a few pages takes 2-8 s alone, three times that
    // on a loaded 2-core machine, where vitest's 10 s for a hook failed a three-language site's.
    hookTimeout: 60_000,
  },
});

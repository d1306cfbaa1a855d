import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    // The default output, then the ten slowest files (test/support/slowestFiles.ts).
    reporters: ['default', './test/support/slowestFiles.ts'],
    globalSetup: ['test/support/compileSitegen.ts'],
    // Every fixture site, wherever it is written, shares this repository's cache (and its one Monaco bundle),
    // and the sitegen processes the tests start inherit it.
    env: { SITEGEN_CACHE_DIR: path.resolve(import.meta.dirname, 'node_modules/.cache/sitegen') },
    // How long expect.poll() waits for its value before failing (vitest's default is 1 s). A poll that
    // matches returns at once; on a loaded 2-core machine a page, a fake service and a render took longer.
    expect: { poll: { timeout: 10_000 } },
    // Most files build their fixture sites in beforeAll: a build of a few pages takes 2-8 s alone, three times that
    // on a loaded 2-core machine, where vitest's 10 s for a hook failed a three-language site's.
    hookTimeout: 60_000,
  },
});

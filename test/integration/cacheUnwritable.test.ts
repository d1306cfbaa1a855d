/**
 * A cache folder that cannot be written (read-only, full, or a path through a file) does not stop the
 * build: it warns once, CacheUnwritable, builds with a temporary cache, and a second build works the same.
 * A path through a file stands for the others here: it fails for every user, root included.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runSitegen, throwawaySites } from './runSitegen.ts';

const sites = throwawaySites();
afterAll(() => sites.cleanup());

describe('an unwritable cache', { timeout: 60_000 }, () => {
  it('CacheUnwritable: the build warns once and goes on without the cache, compiled site modules included', async () => {
    const { root } = await sites.write({
      'docs/intro.md': '# Intro\n',
      'pages/hello.tsx': 'export default function Hello() { return <p>Hello</p>; }\n',
    });
    await writeFile(path.join(root, 'blocker'), 'a file where the cache folder should be\n');
    const cache = path.join(root, 'blocker', 'cache');
    for (const attempt of [1, 2]) {
      // Each build a process of its own, as the warning is given once per process.
      const run = await runSitegen(['build', 'site', '--out', 'out'], {
        cwd: root,
        env: { SITEGEN_CACHE_DIR: cache },
        child: true,
      });
      expect(run.code, `build ${attempt}`).toBe(0);
      expect(run.stderr).toBe(
        [
          'blocker/cache warning CacheUnwritable',
          `  The cache folder ${cache} cannot be written (ENOTDIR): this build uses a temporary one instead, removed when it ends, so the next build starts without a cache.`,
          '  hint: Free some space or make the folder writable, or choose another one with SITEGEN_CACHE_DIR.',
          '',
          '⚠ 1 warning:',
          '      1 CacheUnwritable: the cache folder cannot be written (read-only, full, or not a folder): the build used a temporary one (a warning).',
          '',
        ].join('\n'),
      );
      expect(run.stdout).toContain('✓ Built 4 pages');
    }
  });
});

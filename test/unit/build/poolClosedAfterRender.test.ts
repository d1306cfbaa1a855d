/**
 * A build with worker threads stops them as soon as its pages are rendered:
 * each worker's heap holds the trees of its docs, and a large site's memory
 * peaked in the stages after rendering (links, search) while they lived.
 */
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { Reporter } from '../../../src/cli/reporter.ts';
import { removeDir, writeSite } from '../../integration/runSitegen.ts';

const events: string[] = [];

vi.mock('../../../src/build/buildPool.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../src/build/buildPool.ts')>();
  return {
    ...original,
    startBuildPool: (...args: Parameters<typeof original.startBuildPool>) => {
      const pool = original.startBuildPool(...args);
      events.push('pool started');
      return {
        size: pool.size,
        compile: pool.compile.bind(pool),
        renderInto: pool.renderInto.bind(pool),
        close: async () => {
          events.push('pool closed');
          await pool.close();
        },
      };
    },
  };
});

const { build } = await import('../../../src/build/build.ts');

const reporter: Reporter = {
  stages: [],
  info: () => undefined,
  async stage(name, run, _detail) {
    events.push(`${name} started`);
    const result = await run(() => undefined);
    events.push(`${name} ended`);
    return result;
  },
};

describe('a build with worker threads', { timeout: 120_000 }, () => {
  let root: string | undefined;
  afterAll(() => (root ? removeDir(root) : undefined));

  it('closes the pool between rendering the pages and checking their links', async () => {
    const site = await writeSite({
      // No import of sitegen-docs/config: this thread runs sitegen from its TypeScript sources, which node cannot
      // import.
      'sitegen.config.ts': "export default { title: 'Fixture', url: 'https://example.com' };\n",
      'docs/intro.md': '# Intro\n\nSee [the guide](./guide.md).\n',
      'docs/guide.md': '# Guide\n\nBack to [the intro](./intro.md#intro).\n',
    });
    root = site.root;
    await build({ siteDir: site.siteDir, outDir: path.join(site.root, 'out'), reporter, workers: 2, cache: false });
    const closed = events.indexOf('pool closed');
    expect(events.indexOf('pool started')).toBeGreaterThanOrEqual(0);
    expect(closed).toBeGreaterThan(events.indexOf('renderPages ended'));
    expect(closed).toBeLessThan(events.indexOf('validateLinks started'));
    expect(events.indexOf('renderPages ended')).toBeGreaterThan(0);
  });
});

/**
 * A config that never settles (a top-level await on a promise that never resolves, with or without a live
 * timer inside it) fails every command that loads it with ConfigTimeout, naming the file and the time
 * waited, instead of exiting with Node's code 13 or hanging. SITEGEN_CONFIG_TIMEOUT sets the limit.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { runSitegen, throwawaySites } from './runSitegen.ts';

const sites = throwawaySites();
afterAll(() => sites.cleanup());

const stalled = (body: string) =>
  `import { defineConfig } from 'sitegen-docs/config';\n\n${body}\n\nexport default defineConfig({ title: 'T', url: 'https://example.com' });\n`;
const env = { SITEGEN_CONFIG_TIMEOUT: '1' };

describe('a config that never settles', () => {
  it('ConfigTimeout: a top-level await on a promise that never resolves', async () => {
    const { root } = await sites.write({
      'sitegen.config.ts': stalled('await new Promise(() => {});'),
      'docs/intro.md': '# Intro\n',
    });
    const run = await runSitegen(['build', 'site', '--out', 'out'], { cwd: root, env, timeoutMs: 20_000 });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      'site/sitegen.config.ts error ConfigTimeout\n  sitegen.config.ts did not finish loading within 1 s: it waits for something that never happens (a promise that never settles, a server that does not answer).\n  hint: Look for a top-level await or an async config function that never returns. The limit is SITEGEN_CONFIG_TIMEOUT (seconds, 30 by default).',
    );
  }, 30_000);

  it('ConfigTimeout: a promise kept waiting by a live timer, for build, config --print and docs:version', async () => {
    const { root } = await sites.write({
      'sitegen.config.ts': stalled('await new Promise(() => { setInterval(() => {}, 1000); });'),
      'docs/intro.md': '# Intro\n',
    });
    for (const args of [
      ['build', 'site', '--out', 'out'],
      ['config', 'site', '--print'],
      ['docs:version', '2.0', 'site'],
    ]) {
      const run = await runSitegen(args, { cwd: root, env, timeoutMs: 20_000 });
      expect(run.code, args.join(' ')).toBe(1);
      expect(run.stderr).toContain('error ConfigTimeout\n  sitegen.config.ts did not finish loading within 1 s');
    }
  }, 90_000);

  it('ConfigTimeout: a Docusaurus config whose async creator never returns', async () => {
    const { root } = await sites.write({
      'sitegen.config.ts': null,
      'docusaurus.config.js': 'module.exports = async function createConfig() {\n  await new Promise(() => {});\n};\n',
      'docs/intro.md': '# Intro\n',
    });
    const run = await runSitegen(['build', 'site', '--out', 'out'], { cwd: root, env, timeoutMs: 20_000 });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      'site/docusaurus.config.js error ConfigTimeout\n  docusaurus.config.js did not finish loading within 1 s',
    );
  }, 30_000);
});

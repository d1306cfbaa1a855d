/**
 * Problems with sitegen.config.ts, each shown as the user reads it: where,
 * which code, what happened, the line at fault and what to do.
 */
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { expectBuildFailure, stageLine } from './expectedOutput.ts';
import { runSitegen, throwawaySites } from './runSitegen.ts';

const sites = throwawaySites();
afterAll(() => sites.cleanup());

const failed = '✗ Build failed: 1 problem. The previous output, if any, was left untouched.\n';

describe('config errors', { timeout: 60_000, concurrent: true }, () => {
  it('InvalidConfig: an unknown key, with the key it was probably meant to be', async () => {
    const run = await sites.build({
      'sitegen.config.ts': `import { defineConfig } from 'sitegen-docs/config';

export default defineConfig({
  title: 'Fixture',
  url: 'https://example.com',
  onBrokenLink: 'warn',
});
`,
    });
    expectBuildFailure(run, [
      'site/sitegen.config.ts:6:3 error InvalidConfig',
      '  Unknown key "onBrokenLink" in the config.',
      "    5 |   url: 'https://example.com',",
      "  > 6 |   onBrokenLink: 'warn',",
      '      |   ^',
      '    7 | });',
      '  hint: Did you mean "onBrokenLinks"?',
    ]);
    const stdout = run.stdout.split('\n');
    expect(stdout[0]).toBe('sitegen build site');
    expect(stdout[1]).toMatch(stageLine('✗', 'loadConfig'));
    expect(stdout.slice(2)).toEqual(['']);
  });

  it('InvalidConfig: a value of the wrong type names the key, what it must be and what it is', async () => {
    const run = await sites.build({
      'sitegen.config.ts': `import { defineConfig } from 'sitegen-docs/config';

export default defineConfig({
  title: 'Fixture',
  url: 'https://example.com',
  trailingSlash: 'yes',
});
`,
    });
    expectBuildFailure(run, [
      'site/sitegen.config.ts:6:3 error InvalidConfig',
      '  "trailingSlash" must be a boolean, but it is \'yes\'.',
      "    5 |   url: 'https://example.com',",
      "  > 6 |   trailingSlash: 'yes',",
      '      |   ^',
      '    7 | });',
    ]);
  });

  it('InvalidConfig: a missing title', async () => {
    const run = await sites.build({
      'sitegen.config.ts': `import { defineConfig } from 'sitegen-docs/config';

export default defineConfig({
  url: 'https://example.com',
});
`,
    });
    // The key is not in the file, so the diagnostic points at its top.
    expectBuildFailure(run, [
      'site/sitegen.config.ts:1:1 error InvalidConfig',
      '  Missing required key "title".',
      "  > 1 | import { defineConfig } from 'sitegen-docs/config';",
      '      | ^',
      '    2 | ',
    ]);
  });

  it('InvalidConfig: a missing title is not located at navbar.title, which is another key', async () => {
    const run = await sites.build({
      'sitegen.config.ts': `import { defineConfig } from 'sitegen-docs/config';

export default defineConfig({
  url: 'https://example.com',
  navbar: { title: 'Fixture' },
});
`,
    });
    expectBuildFailure(run, [
      'site/sitegen.config.ts:1:1 error InvalidConfig',
      '  Missing required key "title".',
      "  > 1 | import { defineConfig } from 'sitegen-docs/config';",
      '      | ^',
      '    2 | ',
    ]);
  });

  it('ModuleLoadFailed: a Docusaurus config that throws, at the call that threw in its own text', async () => {
    // Below its imports, esbuild's CommonJS puts the config's lines elsewhere; the build then tries the module as
    // an ES import (jiti's Babel), which throws again: the place is where the first one threw, in the config's text.
    const run = await sites.build({
      'sitegen.config.ts': null,
      'docs/intro.md': '# Intro\n',
      'docusaurus.config.js': `import fs from 'node:fs';
import path from 'node:path';

const title = path.basename('/Fixture');
const data = JSON.parse(fs.readFileSync(new URL('./missing.json', import.meta.url)));

export default { title, url: 'https://example.com', baseUrl: '/', customFields: { data } };
`,
    });
    const missing = path.join(run.siteDir, 'missing.json');
    expectBuildFailure(run, [
      'site/docusaurus.config.js:5:28 error ModuleLoadFailed',
      `  docusaurus.config.js threw while loading: ENOENT: no such file or directory, open '${missing}'`,
      "    4 | const title = path.basename('/Fixture');",
      "  > 5 | const data = JSON.parse(fs.readFileSync(new URL('./missing.json', import.meta.url)));",
      '      |                            ^',
      '    6 | ',
      '  hint: sitegen runs the Docusaurus config as Docusaurus does, in Node, with the packages the site has installed; the stack trace is printed with --verbose.',
    ]);
  });

  it('ConfigNotFound: the folder given has no sitegen.config.ts nor docusaurus.config.js (exit 1)', async () => {
    const { root, siteDir } = await sites.write({ 'sitegen.config.ts': null, 'docs/intro.md': '# Intro\n' });
    const run = await runSitegen(['build', 'site', '--out', 'out'], { cwd: root });
    expect(run.stderr).toBe(
      [
        'error ConfigNotFound',
        `  There is no sitegen.config.ts or docusaurus.config.{js,ts,mjs,cjs,mts,cts} in ${siteDir}.`,
        "  hint: Pass the folder that holds the site's config, or create a sitegen.config.ts there (sitegen init).",
        '',
        failed,
      ].join('\n'),
    );
    expect(run.stdout).toBe('');
    expect(run.code).toBe(1);
  });

  it('ConfigNotFound: no folder given and none found from the working directory (exit 1)', async () => {
    const { root } = await sites.write({ 'sitegen.config.ts': null });
    const cwd = path.join(root, 'site');
    const run = await runSitegen(['build', '--out', path.join(root, 'out')], { cwd });
    expect(run.stderr).toBe(
      [
        'error ConfigNotFound',
        `  No sitegen.config.ts or docusaurus.config.{js,ts,mjs,cjs,mts,cts} was found in ${cwd} or any parent folder.`,
        '  hint: Run sitegen inside a site, or pass the site folder: sitegen build path/to/site. To start a new site, run sitegen init.',
        '',
        failed,
      ].join('\n'),
    );
    expect(run.code).toBe(1);
  });

  it('UnknownSidebarId: a navbar docSidebar item names a sidebar that does not exist', async () => {
    const run = await sites.build({
      'sitegen.config.ts': `import { defineConfig } from 'sitegen-docs/config';

export default defineConfig({
  title: 'Fixture',
  url: 'https://example.com',
  navbar: {
    items: [{ type: 'docSidebar', sidebarId: 'nope', label: 'Docs' }],
  },
});
`,
      'docs/intro.md': '# Intro\n',
    });
    expectBuildFailure(run, [
      'site/sitegen.config.ts:7:47 error UnknownSidebarId',
      '  The navbar item "Docs" refers to the sidebar id "nope", which does not exist.',
      '    6 |   navbar: {',
      "  > 7 |     items: [{ type: 'docSidebar', sidebarId: 'nope', label: 'Docs' }],",
      '      |                                               ^',
      '    8 |   },',
      '  hint: Available ids: tutorialSidebar.',
    ]);
  });
});

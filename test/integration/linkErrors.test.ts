/**
 * Broken links and anchors from every place a link can be written, all
 * problems of a run reported together, and `onBrokenLinks: 'warn'`.
 */
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectBuildFailure, stageLine, warningsStderr } from './expectedOutput.ts';
import { throwawaySites } from './runSitegen.ts';

const sites = throwawaySites();
afterAll(() => sites.cleanup());

describe('link errors', { timeout: 60_000, concurrent: true }, () => {
  it('BrokenLink: a Markdown link to a route that does not exist', async () => {
    const run = await sites.build({
      'docs/intro.md': `---
title: Intro
---

Read the [setup guide](/docs/setpu) first.
`,
      'docs/setup.md': '# Setup\n',
    });
    expectBuildFailure(run, [
      'site/docs/intro.md:5:10 error BrokenLink',
      '  Broken link on /docs/intro: /docs/setpu is neither a page nor a static file.',
      '    4 | ',
      '  > 5 | Read the [setup guide](/docs/setpu) first.',
      '      |          ^',
      '    6 | ',
      '  hint: Did you mean /docs/setup?',
    ]);
  });

  it('--max-problems 2 prints the errors first to the cap, says how many of each kind were left out, and counts every warning', async () => {
    const run = await sites.build(
      {
        'sitegen.config.ts':
          "import { defineConfig } from 'sitegen-docs/config';\nexport default defineConfig({ title: 'T', url: 'https://example.com', onBrokenAnchors: 'warn' });\n",
        'docs/intro.md': '# Intro\n\n[a](/docs/a) [b](/docs/b) [c](/docs/c) [x](#x) [y](#y)\n',
      },
      ['--max-problems', '2'],
    );
    expect(run.code).toBe(1);
    const printed = run.stderr.split('\n\n');
    expect(printed.map((block) => block.split('\n')[0])).toEqual([
      '… and 2 more warnings (--max-problems 0 or --verbose shows them all).',
      'site/docs/intro.md:3:1 error BrokenLink',
      'site/docs/intro.md:3:14 error BrokenLink',
      '… and 1 more error (--max-problems 0 or --verbose shows them all).',
      '⚠ 2 warnings:',
    ]);
    expect(run.stderr).toMatch(/\n⚠ 2 warnings:\n {6}2 BrokenAnchor: .*\n✗ Build failed: 3 problems\. /);
  });

  it('BrokenLink: a link in a Markdown page, at its place in the page', async () => {
    const run = await sites.build({
      'docs/setup.md': '# Setup\n',
      'pages/help.md': '---\ntitle: Help\n---\n\nSee [the setup](/docs/setpu).\n',
    });
    expectBuildFailure(run, [
      'site/pages/help.md:5:5 error BrokenLink',
      '  Broken link on /help: /docs/setpu is neither a page nor a static file.',
      '    4 | ',
      '  > 5 | See [the setup](/docs/setpu).',
      '      |     ^',
      '    6 | ',
      '  hint: Did you mean /docs/setup?',
    ]);
  });

  it('BrokenLink: a link in a React page, located in the page source', async () => {
    const run = await sites.build({
      'docs/intro.md': '# Intro\n',
      'pages/index.tsx': `export default function Home() {
  return (
    <main>
      <a href="/docs/intor">Read the docs</a>
    </main>
  );
}
`,
    });
    expectBuildFailure(run, [
      'site/pages/index.tsx:4:16 error BrokenLink',
      '  Broken link on /: /docs/intor is neither a page nor a static file.',
      '    3 |     <main>',
      '  > 4 |       <a href="/docs/intor">Read the docs</a>',
      '      |                ^',
      '    5 |     </main>',
      '  hint: Did you mean /docs/intro?',
    ]);
  });

  it('BrokenLink: a navbar `to` link in the config', async () => {
    const run = await sites.build({
      'sitegen.config.ts': `import { defineConfig } from 'sitegen-docs/config';

export default defineConfig({
  title: 'Fixture',
  url: 'https://example.com',
  navbar: {
    items: [{ label: 'Docs', to: '/docs/intro' }, { label: 'Blog', to: '/blog' }],
  },
});
`,
      'docs/intro.md': '# Intro\n',
    });
    expectBuildFailure(run, [
      'site/sitegen.config.ts:7:73 error BrokenLink',
      '  Broken link on the navbar or footer: /blog is neither a page nor a static file.',
      '    6 |   navbar: {',
      "  > 7 |     items: [{ label: 'Docs', to: '/docs/intro' }, { label: 'Blog', to: '/blog' }],",
      '      |                                                                         ^',
      '    8 |   },',
      '  hint: No page has a similar path: check the spelling, or link to the Markdown file of the doc (./file.md) and let sitegen find its route.',
    ]);
  });

  it('BrokenLink: a link to a Markdown file that does not exist', async () => {
    const run = await sites.build({
      'docs/intro.md': `# Intro

See [the guide](./guides/setup.md).
`,
    });
    expectBuildFailure(run, [
      'site/docs/intro.md:3:5 error BrokenLink',
      '  Broken link on /docs/intro: ./guides/setup.md names docs/guides/setup.md, which does not exist.',
      '    2 | ',
      '  > 3 | See [the guide](./guides/setup.md).',
      '      |     ^',
      '    4 | ',
      '  hint: Paths of Markdown links are relative to the file that holds the link.',
    ]);
  });

  it('BrokenAnchor: a link to a heading the target page does not have, with the closest one', async () => {
    const run = await sites.build({
      'docs/intro.md': `# Intro

Jump to [installing](./setup.md#instalation).
`,
      'docs/setup.md': `# Setup

## Installation

Run it.
`,
    });
    expectBuildFailure(run, [
      'site/docs/intro.md:3:9 error BrokenAnchor',
      '  Broken anchor on /docs/intro: ./setup.md#instalation points to #instalation, which /docs/setup does not have.',
      '    2 | ',
      '  > 3 | Jump to [installing](./setup.md#instalation).',
      '      |         ^',
      '    4 | ',
      '  hint: Did you mean #installation?',
    ]);
  });

  it('reports several problems of one run together, the warnings of the stages that ran first, then the count', async () => {
    const run = await sites.build({
      'docs/a.md': `---
titel: A
---

A.
`,
      'docs/b.md': `# B

::viewr{src="x"}
`,
      'pages/about.tsx': `export const meta = { title: 'About' };
`,
    });
    expectBuildFailure(
      run,
      [
        'site/docs/a.md:2:1 warning InvalidFrontMatter',
        '  Unknown front matter key "titel": it is kept for the site\'s components, but sitegen does not act on it.',
        '    1 | ---',
        '  > 2 | titel: A',
        '      | ^',
        '    3 | ---',
        '  hint: Did you mean "title"?',
      ],
      [
        'site/docs/b.md:3:1 error UnknownDirective',
        '  Unknown directive "::viewr".',
        '    2 | ',
        '  > 3 | ::viewr{src="x"}',
        '      | ^',
        '    4 | ',
        '  hint: Known directives: note, tip, info, warning, danger, caution, important, success, secondary, tabs, doc-card-list, json-schema-editor, monaco-editor, playground, schema-viewer.',
      ],
      [
        'site/pages/about.tsx:1:1 error MissingDefaultExport',
        '  The page pages/about.tsx has no default export, so there is nothing to render at /about.',
        "  > 1 | export const meta = { title: 'About' };",
        '      | ^',
        '    2 | ',
        '  hint: Export the page component: export default function Page() { return <main>…</main>; }',
      ],
    );
    expect(run.stderr).toMatch(/\n✗ Build failed: 2 problems\. /);
    expect(run.stdout.split('\n').at(-2)).toMatch(stageLine('✗', 'compile'));
  });

  it('reports every broken link and anchor of the site in one run, sorted by file and line', async () => {
    const run = await sites.build({
      'docs/b.md': `# B

[three](/docs/a#nowhere)
`,
      'docs/a.md': `# A

[one](/docs/b#nowhere) and [two](/docs/x).
`,
    });
    const anchorHint = (route: string) =>
      `  hint: ${route} has no element with that id; headings get ids from their text (e.g. "## Props" → #props).`;
    expectBuildFailure(
      run,
      [
        'site/docs/a.md:3:1 error BrokenAnchor',
        '  Broken anchor on /docs/a: /docs/b#nowhere points to #nowhere, which /docs/b does not have.',
        '    2 | ',
        '  > 3 | [one](/docs/b#nowhere) and [two](/docs/x).',
        '      | ^',
        '    4 | ',
        anchorHint('/docs/b'),
      ],
      [
        'site/docs/a.md:3:28 error BrokenLink',
        '  Broken link on /docs/a: /docs/x is neither a page nor a static file.',
        '    2 | ',
        '  > 3 | [one](/docs/b#nowhere) and [two](/docs/x).',
        '      |                            ^',
        '    4 | ',
        '  hint: Did you mean /docs/a?',
      ],
      [
        'site/docs/b.md:3:1 error BrokenAnchor',
        '  Broken anchor on /docs/b: /docs/a#nowhere points to #nowhere, which /docs/a does not have.',
        '    2 | ',
        '  > 3 | [three](/docs/a#nowhere)',
        '      | ^',
        '    4 | ',
        anchorHint('/docs/a'),
      ],
    );
  });
});

describe("onBrokenLinks: 'warn'", { timeout: 60_000, concurrent: true }, () => {
  let run: Awaited<ReturnType<typeof sites.build>>;
  beforeAll(async () => {
    run = await sites.build({
      'sitegen.config.ts': `import { defineConfig } from 'sitegen-docs/config';

export default defineConfig({ title: 'Fixture', url: 'https://example.com', onBrokenLinks: 'warn' });
`,
      'docs/intro.md': `# Intro

A [missing page](/docs/missing).
`,
    });
  }, 60_000);

  it('builds with exit 0 and prints the broken link as a warning', () => {
    expect(run.stderr).toBe(
      warningsStderr([
        'site/docs/intro.md:3:3 warning BrokenLink',
        '  Broken link on /docs/intro: /docs/missing is neither a page nor a static file.',
        '    2 | ',
        '  > 3 | A [missing page](/docs/missing).',
        '      |   ^',
        '    4 | ',
        '  hint: No page has a similar path: check the spelling, or link to the Markdown file of the doc (./file.md) and let sitegen find its route.',
      ]),
    );
    expect(run.code).toBe(0);
    expect(existsSync(`${run.outDir}/docs/intro.html`)).toBe(true);
    // The doc, the 404 page and the search page.
    expect(run.stdout).toMatch(/\n✓ Built 3 pages in /);
  });

  it('counts one warning in the singular on the validateLinks line', () => {
    const line = run.stdout.split('\n').find((l) => l.includes('validateLinks'));
    expect(line).toMatch(stageLine('✓', 'validateLinks'));
    expect(line).toMatch(/ {2}1 warning$/);
  });
});

describe('links to Markdown files that exist but are not pages', { timeout: 60_000 }, () => {
  it('says a draft is not a published doc, instead of "does not exist"', async () => {
    const run = await sites.build({
      'docs/intro.md': '# Intro\n\nSee [the plan](./plan.md).\n',
      'docs/plan.md': '---\ndraft: true\n---\n# Plan\n',
    });
    expect(run.stderr.split('\n').slice(0, 2)).toEqual([
      'site/docs/intro.md:3:5 error BrokenLink',
      '  Broken link on /docs/intro: ./plan.md names docs/plan.md, which is not a published doc.',
    ]);
    expect(run.stderr).toContain(
      '  hint: Only docs under docs/ become pages: not drafts (draft: true), not private files (_name.md or _folder/), not files elsewhere.\n',
    );
    expect(run.code).toBe(1);
  });
});
